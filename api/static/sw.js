// The web table's service worker. This branch's part is push (js/sw-push.js); the offline part is
// added beside it.
importScripts("/static/js/sw-push.js");
