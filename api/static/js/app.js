// What every page shares: the service worker (the app on the home screen, the shell offline) and
// the offline state. A page that has no network says so plainly and never queues a move.

const listeners = [];
let seenFailure = false;

function render() {
  const box = document.getElementById("offline");
  const down = !navigator.onLine || seenFailure;
  if (box) box.hidden = !down;
  document.body.classList.toggle("is-offline", down);
  for (const f of listeners) f(down);
}

export const offline = {
  /** A request failed to reach the server (fetch threw): show the offline state until one works. */
  failed(err) {
    if (err && err.name === "AbortError") return;
    seenFailure = true;
    render();
  },
  back() {
    if (seenFailure) { seenFailure = false; render(); }
  },
  onChange(f) { listeners.push(f); },
  get isOffline() { return !navigator.onLine || seenFailure; },
};

export function startApp() {
  window.addEventListener("online", () => { seenFailure = false; render(); });
  window.addEventListener("offline", render);
  if (!navigator.onLine) render();
  // the worker serves the page shell when the network is down; registration failing (a private
  // window, an old browser) costs nothing but that
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  }
}
