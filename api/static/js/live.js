// The account's own stream (GET /v1/me/stream, docs/clients.md): one connection for every game and
// challenge of the signed-in person, so My games and the header's count follow what happens without
// polling. A dropped connection is opened again after a back-off with jitter, resuming after the
// last event heard (?after=), and only once the page is not offline.
import { backoff, jitter, offline } from "./app.js";

const TYPES = ["games", "game_started", "your_turn", "game_over", "invite_accepted", "challenge",
  "challenge_accepted", "challenge_declined", "challenge_cancelled", "challenge_expired",
  "moderation_warn", "moderation_mute", "moderation_unmute", "moderation_suspend", "moderation_unsuspend"];

/** Follow the account's stream: `onEvent(type, data)` for each event.
 *
 * One tab of the browser holds the stream (a Web Lock elects it; when it closes, another takes
 * over) and hands each event to the others over a BroadcastChannel: a browser allows only six
 * connections to one server, and a stream per tab beside each game's own stream would use them up. */
export function followAccount(onEvent) {
  if (!("locks" in navigator) || !("BroadcastChannel" in window)) return openStream(onEvent);
  const channel = new BroadcastChannel("arbiter:me-stream");
  channel.addEventListener("message", (e) => onEvent(e.data.type, e.data.data));
  document.body.dataset.accountStream = "shared";
  navigator.locks.request("arbiter:me-stream", () => new Promise(() => {
    // this tab holds the stream until it closes (the lock is released with it)
    openStream((type, data) => { onEvent(type, data); channel.postMessage({ type, data }); });
  }));
}

function openStream(onEvent) {
  let source = null;
  let last = null;
  let delay = 0;
  let timer = null;
  const open = () => {
    timer = null;
    source = new EventSource(last ? `/v1/me/stream?after=${encodeURIComponent(last)}` : "/v1/me/stream");
    source.addEventListener("open", () => { delay = 0; document.body.dataset.accountStream = "open"; });
    for (const type of TYPES) {
      source.addEventListener(type, (e) => {
        if (e.lastEventId) last = e.lastEventId;
        let data = {};
        try { data = JSON.parse(e.data); } catch { data = {}; }
        onEvent(type, data);
      });
    }
    source.addEventListener("error", () => {
      source.close();
      document.body.dataset.accountStream = "closed";
      if (timer) return;
      delay = backoff(delay, 2000, 30000);
      timer = setTimeout(async () => { await offline.whenBack(); open(); }, jitter(delay));
    });
  };
  open();
}

/** Call `f` once after a burst of calls has settled (`ms`), e.g. one re-read for several events. */
export function settle(f, ms = 150) {
  let t = null;
  return () => { clearTimeout(t); t = setTimeout(f, ms); };
}
