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
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const client of open) {
      if (client.url === target && "focus" in client) return client.focus();
    }
    return self.clients.openWindow(target);
  })());
});
