// What every page shares: the service worker (the app on the home screen, the shell offline) and
// the offline state. A page that has no network says so plainly and never queues a move.
//
// A page that cannot reach the server must not hammer it: every open page would meet a restarted
// service with a storm. So a failure marks the page offline once, and from then on one probe alone
// (GET /healthz) asks whether the server answers, backing off with jitter (1 s, 2 s, 4 s ... at most
// PROBE_MAX_MS, each time a random part of that), and only while the browser says it is online (it
// waits for the `online` event otherwise). The listeners hear of a change of state only, never of
// each failure: "back" is told once, when the server has answered.

const listeners = [];
let seenFailure = false;
let probeTimer = null;
let probeDelay = 0;
let probing = false;
const PROBE_FIRST_MS = 1000;
const PROBE_MAX_MS = 20000;

/** `base` ms backed off with "full jitter" (a random part of it, at least a fifth): pages that
 * failed together do not come back together. */
export function jitter(base) {
  return Math.round(base * (0.2 + 0.8 * Math.random()));
}

/** The next delay of a back-off that doubles from `first` up to `max`, jittered. */
export function backoff(previous, first = PROBE_FIRST_MS, max = PROBE_MAX_MS) {
  return Math.min(previous ? previous * 2 : first, max);
}

let wasDown = false;
function render() {
  const box = document.getElementById("offline");
  const down = !navigator.onLine || seenFailure;
  if (box) box.hidden = !down;
  document.body.classList.toggle("is-offline", down);
  if (down === wasDown) return;  // only a change is news: a second failure changes nothing
  wasDown = down;
  for (const f of listeners) f(down);
}

function scheduleProbe() {
  if (probeTimer || probing || !seenFailure) return;
  if (!navigator.onLine) return;  // the `online` event starts probing again
  probeDelay = backoff(probeDelay);
  probeTimer = setTimeout(probe, jitter(probeDelay));
}

async function probe() {
  probeTimer = null;
  if (!seenFailure) return;
  probing = true;
  let answered = false;
  try {
    const resp = await fetch("/healthz", { cache: "no-store" });
    answered = resp.ok;
  } catch { answered = false; }
  probing = false;
  if (answered) offline.back();
  else scheduleProbe();
}

export const offline = {
  /** A request failed to reach the server (fetch threw): show the offline state until one works. */
  failed(err) {
    if (err && err.name === "AbortError") return;
    seenFailure = true;
    render();
    scheduleProbe();
  },
  /** The server answered: the page is back (listeners hear `down = false` once). */
  back() {
    clearTimeout(probeTimer);
    probeTimer = null;
    probeDelay = 0;
    if (seenFailure) { seenFailure = false; render(); }
  },
  /** f(down) on each change between reachable and not (never once per failure). */
  onChange(f) { listeners.push(f); },
  get isOffline() { return !navigator.onLine || seenFailure; },
  /** A promise that resolves once the page is back (at once if it is not offline). */
  whenBack() {
    if (!this.isOffline) return Promise.resolve();
    return new Promise((resolve) => {
      const f = (down) => { if (!down) { listeners.splice(listeners.indexOf(f), 1); resolve(); } };
      listeners.push(f);
    });
  },
};

export function startApp() {
  // the browser's network is back: that is no proof that the server answers, so ask it first
  window.addEventListener("online", () => {
    if (seenFailure) { clearTimeout(probeTimer); probeTimer = null; probeDelay = 0; probe(); } else render();
  });
  window.addEventListener("offline", () => { seenFailure = true; render(); });
  if (!navigator.onLine) { seenFailure = true; render(); }
  // the worker serves the page shell when the network is down; registration failing (a private
  // window, an old browser) costs nothing but that
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  }
}
