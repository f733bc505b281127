// The web table's service worker. This branch's part is push (js/sw-push.js); the offline part is
// added beside it. It takes charge of open pages at once, so that a notification's click can show
// the game in a tab that is already open.
importScripts("/static/js/sw-push.js");
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
