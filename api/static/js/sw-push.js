// The service worker's push half (imported by /sw.js): a push shows a notification with the
// server's sentence (already redacted for the recipient's seat), and a click opens that game,
// focusing a tab that already shows it.
self.addEventListener("push", (event) => {
  let note = {};
  try { note = event.data ? event.data.json() : {}; } catch { note = { title: "Arbiter", body: event.data ? event.data.text() : "" }; }
  const title = note.title || "Arbiter";
  event.waitUntil(self.registration.showNotification(title, {
    body: note.body || "", tag: note.tag || "arbiter", renotify: true,
    data: { url: note.url || "/me", game_id: note.game_id || null, type: note.type || null },
  }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/me", self.location.origin).href;
  const open = (async () => {
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const same = windows.find((c) => c.url === target);
    if (same) return same.focus();
    // a tab of this site already open: show the game there rather than a new window
    const ours = windows.find((c) => new URL(c.url).origin === self.location.origin && "navigate" in c);
    if (ours) {
      const shown = await ours.navigate(target).catch(() => null);
      if (shown) return shown.focus().catch(() => shown);
    }
    return self.clients.openWindow(target);
  })();
  try { event.waitUntil(open); } catch { /* a synthetic event (tests): the promise runs all the same */ }
});
