// Arbiter's service worker: the app shell offline, and a hook for push notifications.
//
// What it keeps: the pages' shell (HTML, CSS, scripts, icons, rules) in one cache, refreshed from
// the network whenever the network answers (network first), so an online page is never stale.
// What it never keeps: the API (/v1/...). Answers there carry a seat's private view and change
// with every move; a cached one could show one seat's hand to another seat in the same browser,
// or an old position as if it were now. Offline, the API simply fails and the page says it is
// offline; a move is never queued here to be sent later.
const SHELL = "arbiter-shell-v4";
const PRECACHE = [
  "/", "/static/index.html", "/static/game.html", "/static/join.html", "/static/tutorial.html",
  "/static/signin.html", "/static/me.html", "/static/link.html",
  "/static/css/app.css", "/static/js/api.js", "/static/js/app.js", "/static/js/audit.js", "/static/js/chat.js",
  "/static/js/game.js", "/static/js/index.js", "/static/js/join.js", "/static/js/keys.js", "/static/js/link.js",
  "/static/js/me.js", "/static/js/nav.js", "/static/js/passkey.js", "/static/js/pick.js", "/static/js/rules.js",
  "/static/js/signin.js", "/static/js/table.js", "/static/js/tutorial.js", "/static/js/challenges.js",
  "/static/js/i18n.js", "/static/js/language.js", "/static/js/codes.js", "/static/js/decks.js", "/static/js/live.js", "/static/js/markdown.js", "/static/js/coach.js",
  "/static/icons/icon.svg", "/static/icons/icon-192.png", "/static/icons/icon-512.png",
  "/manifest.webmanifest",
];
// pages served under their own paths: offline, a path falls back to its shell
const SHELL_OF = [[/^\/games\//, "/static/game.html"], [/^\/join\//, "/static/join.html"],
                  [/^\/tutorial\//, "/static/tutorial.html"], [/^\/signin/, "/static/signin.html"],
                  [/^\/me$/, "/static/me.html"], [/^\/(link|account\/verify)$/, "/static/link.html"],
                  [/^\/$/, "/static/index.html"]];

// ---- push hook ------------------------------------------------------------------------------
// Push notifications (Web Push) live in /static/js/sw-push.js, owned by the accounts and
// notifications work: it adds its own `push` and `notificationclick` listeners to this worker.
// It is optional: where the file is absent (or fails), the worker still serves the shell.
try {
  importScripts("/static/js/sw-push.js");
} catch (err) {
  // no push handlers in this deployment
}
// ---- end of the push hook -------------------------------------------------------------------

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("arbiter-shell-") && k !== SHELL).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

function shellFor(url) {
  for (const [pattern, page] of SHELL_OF) if (pattern.test(url.pathname)) return page;
  return null;
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  // the one answer of /v1 kept: the message catalogue (words only, no game or seat in it), so an
  // offline page still speaks its reader's language (the last catalogue fetched, whatever its ?lang=)
  const words = url.pathname === "/v1/i18n";
  if (url.origin !== self.location.origin || (url.pathname.startsWith("/v1/") && !words) || url.pathname === "/sw.js") return;
  const page = req.mode === "navigate" ? shellFor(url) : null;
  if (!page && !words && !url.pathname.startsWith("/static/") && url.pathname !== "/manifest.webmanifest") return;
  event.respondWith((async () => {
    const cache = await caches.open(SHELL);
    try {
      const fresh = await fetch(req);
      if (fresh.ok) cache.put(page || req, fresh.clone());
      return fresh;
    } catch (err) {
      const kept = (page && await cache.match(page)) || await cache.match(req, { ignoreSearch: true });
      if (kept) return kept;
      throw err;
    }
  })());
});
