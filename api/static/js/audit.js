// The audit, re-done in the browser with WebCrypto, following docs/audit.md:
//  1. sha256(seed) equals the commitment of the first event (once the seed is revealed);
//  2. the chain: seqs 1..N without gaps, every hash recomputed, the head equal to /audit's head_hash;
//  3. every private part against its digest, with salts HMAC-SHA256(seed, "arbiter/salt/<seq>/<audience>").
// Re-running every decision (4.) needs the rules engine: `python -m domain.audit` does that.
//  5. the game's leaves in the public log (GET /v1/games/{id}/log): each describes these events, its
//     RFC 9162 inclusion proof leads to the checkpoint's root, and the checkpoint's Ed25519 signature
//     verifies (WebCrypto) under the key the log names (docs/audit.md, "The public log").

import { t } from "./i18n.js";

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

const b64d = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const concat = (...parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let i = 0;
  for (const p of parts) { out.set(p, i); i += p.length; }
  return out;
};
const sha = async (bytes) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/** RFC 9162 2.1.3.2: does `proof` lead from leaf hash `leaf` at `index` to `root` of a tree of `size`? */
export async function verifyInclusion(index, size, leaf, proof, root) {
  if (index >= size) return false;
  let fn = index, sn = size - 1, r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = await sha(concat(new Uint8Array([1]), p, r));
      while (fn % 2 === 0 && fn !== 0) { fn = Math.floor(fn / 2); sn = Math.floor(sn / 2); }
    } else {
      r = await sha(concat(new Uint8Array([1]), r, p));
    }
    fn = Math.floor(fn / 2); sn = Math.floor(sn / 2);
  }
  return sn === 0 && same(r, root);
}

/** The checkpoint note's parts, and whether its signature by the log's key verifies (null: this
 * browser has no Ed25519 in WebCrypto). */
async function openCheckpoint(note, verifierKey) {
  const cut = note.lastIndexOf("\n\n");
  const body = note.slice(0, cut + 1);
  const [origin, size, root] = body.split("\n");
  const i1 = verifierKey.indexOf("+"), i2 = verifierKey.indexOf("+", i1 + 1);  // base64 may hold "+" too
  const [name, idHex, keyB64] = [verifierKey.slice(0, i1), verifierKey.slice(i1 + 1, i2), verifierKey.slice(i2 + 1)];
  const raw = b64d(keyB64);
  const pub = raw.slice(1);
  const id = (await sha(concat(enc.encode(name + "\n"), new Uint8Array([1]), pub))).slice(0, 4);
  let signed = false;
  for (const line of note.slice(cut + 2).split("\n")) {
    if (!line.startsWith("\u2014 " + name + " ")) continue;
    const sig = b64d(line.slice(name.length + 3));
    if (!same(sig.slice(0, 4), id) || hex(id) !== idHex) continue;
    try {
      const key = await crypto.subtle.importKey("raw", pub, { name: "Ed25519" }, false, ["verify"]);
      signed = await crypto.subtle.verify({ name: "Ed25519" }, key, sig.slice(4), enc.encode(body));
    } catch (err) {
      signed = null;
    }
  }
  return { origin, size: Number(size), root: b64d(root), signed, name, idHex };
}

/** Findings about the game's leaves in the public log: [{ok, text}]. */
export async function verifyLog(log, events, gameId) {
  const lines = [];
  const say = (ok, text) => lines.push({ ok, text });
  const cp = await openCheckpoint(log.checkpoint, log.key);
  if (cp.signed === null) say(true, t("audit.no_ed25519"));
  else say(cp.signed, cp.signed ? t("audit.checkpoint_signed", { size: cp.size, name: cp.name, key: cp.idHex })
                                : t("audit.checkpoint_unsigned"));
  for (const entry of log.leaves) {
    const leaf = entry.leaf;
    const ev = events[leaf.version - 1];
    const headOk = ev && ev.hash === leaf.head && leaf.game === gameId &&
      (leaf.kind !== "created" || leaf.commitment === events[0].data.seed_commitment) &&
      (leaf.kind !== "finished" || leaf.version === events.length);
    if (!headOk) { say(false, t("audit.leaf_mismatch", { kind: leaf.kind })); continue; }
    const hash = await sha(concat(new Uint8Array([0]), enc.encode(canonical(leaf))));
    const ok = await verifyInclusion(entry.index, cp.size, hash, entry.proof.map(b64d), cp.root);
    const words = { kind: leaf.kind, index: entry.index, version: leaf.version };
    // a leaf's kind ("created", "finished", "head") is a word of the log's format, quoted as such
    say(ok, ok ? t("audit.leaf_included", words) : t("audit.leaf_not_included", words));
  }
  if (!log.leaves.length) say(false, t("audit.no_leaf"));
  return lines;
}

/** Every finding, in words: {ok: bool, lines: [{ok, text}]}. */
export async function verify(audit, events, log = null) {
  const lines = [];
  const say = (ok, text) => lines.push({ ok, text });
  let prev = GENESIS;
  let chainOk = true;
  for (let i = 0; i < events.length; i++) {
    const ev = events[i];
    if (ev.seq !== i + 1) { say(false, t("audit.event_missing", { n: i + 1, seq: ev.seq })); chainOk = false; break; }
    const pub = {};
    for (const k of HASHED) pub[k] = ev[k] === undefined ? null : ev[k];
    const h = await sha256Hex(prev + canonical(pub));
    if (h !== ev.hash) { say(false, t("audit.event_altered", { seq: ev.seq, type: ev.type })); chainOk = false; break; }
    prev = h;
  }
  if (chainOk) {
    if (prev === audit.head_hash) say(true, t("audit.chain_ok", { n: events.length, head: prev.slice(0, 12) }));
    else { say(false, t("audit.chain_off", { end: prev.slice(0, 12), head: String(audit.head_hash).slice(0, 12) })); chainOk = false; }
  }
  const commitment = events[0]?.data?.seed_commitment;
  if (commitment && audit.seed_commitment && commitment !== audit.seed_commitment) {
    say(false, t("audit.commitment_differs"));
    chainOk = false;
  }
  let seedOk = true;
  if (audit.seed) {
    const seedBytes = unhex(audit.seed);
    const h = await sha256Hex(seedBytes);
    seedOk = h === commitment;
    say(seedOk, seedOk ? t("audit.seed_ok") : t("audit.seed_bad"));
    let parts = 0, bad = 0;
    for (const ev of events) {
      for (const [audience, part] of Object.entries(ev.private || {})) {
        parts++;
        const s = await salt(seedBytes, ev.seq, audience);
        if ((await sha256Hex(s + canonical(part))) !== (ev.digests || {})[audience]) {
          bad++;
          say(false, t("audit.private_bad", { seq: ev.seq, audience }));
        }
      }
    }
    if (!bad) say(true, t("audit.private_ok", { n: parts }));
    seedOk = seedOk && !bad;
  } else {
    say(true, t("audit.still_running"));
  }
  let logOk = true;
  if (log) {
    const found = await verifyLog(log, events, audit.id);
    lines.push(...found);
    logOk = found.every((l) => l.ok);
  }
  return { ok: chainOk && seedOk && logOk, lines };
}
