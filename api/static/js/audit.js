// The audit, re-done in the browser with WebCrypto, following docs/audit.md:
//  1. sha256(seed) equals the commitment of the first event (once the seed is revealed);
//  2. the chain: seqs 1..N without gaps, every hash recomputed, the head equal to /audit's head_hash;
//  3. every private part against its digest, with salts HMAC-SHA256(seed, "arbiter/salt/<seq>/<audience>").
// Re-running every decision (4.) needs the rules engine: `python -m domain.audit` does that.

const enc = new TextEncoder();
const HASHED = ["seq", "type", "seat", "data", "at", "cmd", "digests"];
const GENESIS = "0".repeat(64);

const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
const unhex = (s) => new Uint8Array(s.match(/../g).map((h) => parseInt(h, 16)));

export async function sha256Hex(text) {
  return hex(await crypto.subtle.digest("SHA-256", typeof text === "string" ? enc.encode(text) : text));
}

/** Python's json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False). */
export function canonical(x) {
  if (x === null || typeof x !== "object") {
    if (typeof x === "number" && !Number.isInteger(x)) throw new Error("a non-integer number in an event");
    return JSON.stringify(x);
  }
  if (Array.isArray(x)) return "[" + x.map(canonical).join(",") + "]";
  const keys = Object.keys(x).sort();
  return "{" + keys.map((k) => JSON.stringify(k) + ":" + canonical(x[k])).join(",") + "}";
}

async function salt(seedBytes, seq, audience) {
  const key = await crypto.subtle.importKey("raw", seedBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, enc.encode(`arbiter/salt/${seq}/${audience}`)));
}

/** Every finding, in words: {ok: bool, lines: [{ok, text}]}. */
export async function verify(audit, events) {
  const lines = [];
  const say = (ok, text) => lines.push({ ok, text });
  let prev = GENESIS;
  let chainOk = true;
  for (let i = 0; i < events.length; i++) {
    const ev = events[i];
    if (ev.seq !== i + 1) { say(false, `event ${i + 1} is missing: the log jumps to seq ${ev.seq}`); chainOk = false; break; }
    const pub = {};
    for (const k of HASHED) pub[k] = ev[k] === undefined ? null : ev[k];
    const h = await sha256Hex(prev + canonical(pub));
    if (h !== ev.hash) { say(false, `event ${ev.seq} (${ev.type}) does not hash to its recorded hash: it was altered`); chainOk = false; break; }
    prev = h;
  }
  if (chainOk) {
    if (prev === audit.head_hash) say(true, `the chain of ${events.length} events links up to the head hash ${prev.slice(0, 12)}…`);
    else { say(false, `the chain ends at ${prev.slice(0, 12)}…, not at the head hash ${String(audit.head_hash).slice(0, 12)}…`); chainOk = false; }
  }
  const commitment = events[0]?.data?.seed_commitment;
  if (commitment && audit.seed_commitment && commitment !== audit.seed_commitment) {
    say(false, "the first event's seed commitment differs from the one the audit shows");
    chainOk = false;
  }
  let seedOk = true;
  if (audit.seed) {
    const seedBytes = unhex(audit.seed);
    const h = await sha256Hex(seedBytes);
    seedOk = h === commitment;
    say(seedOk, seedOk ? "the revealed seed matches the commitment published at the start"
                       : "the revealed seed does NOT match the commitment published at the start");
    let parts = 0, bad = 0;
    for (const ev of events) {
      for (const [audience, part] of Object.entries(ev.private || {})) {
        parts++;
        const s = await salt(seedBytes, ev.seq, audience);
        if ((await sha256Hex(s + canonical(part))) !== (ev.digests || {})[audience]) {
          bad++;
          say(false, `event ${ev.seq}: the private part of ${audience} does not match its digest`);
        }
      }
    }
    if (!bad) say(true, `all ${parts} private parts match their digests`);
    seedOk = seedOk && !bad;
  } else {
    say(true, "the game is still running: its seed is secret until the end, so only the chain can be checked now");
  }
  return { ok: chainOk && seedOk, lines };
}
