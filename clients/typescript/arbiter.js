// @ts-check
/**
 * A fetch-based client for Arbiter (ES module, no build step; Node 20+ and browsers).
 *
 *   const arbiter = new Arbiter("http://127.0.0.1:8000");
 *   const created = await arbiter.create("grove", [{ name: "ana" }, { name: "bo", ai: { level: "greedy" } }]);
 *   const game = created.seat(0);                  // Game<"grove">: typed state, view and moves
 *   for await (const moves of game.turns()) await game.play(moves[0], { choose: (fresh) => fresh[0] });
 *
 * `play` sends If-Match (the version this handle last read) and an Idempotency-Key; it retries
 * what the API says to retry with the same key (503 busy, unavailable, replicas-missing,
 * not-durable, outcome-unknown; 409 idempotency-key-in-flight) after Retry-After, and a 412 with
 * a move chosen again from the fresh legal moves when `choose` is given. Other error answers are
 * thrown as `Problem` (code, detail, rule). `stream()` resumes with a fresh ticket and `after=`.
 * Types: types.d.ts (per ruleset) over schema.d.ts (generated from openapi.yaml).
 */

const PREFIX = "urn:arbiter:problem:";
/** Nothing was changed, or the change is settled by its key: the same request, the SAME key, again. */
const RETRY_SAME_KEY = new Set(["busy", "unavailable", "replicas-missing", "not-durable", "outcome-unknown",
  "idempotency-key-in-flight"]);
const MAX_WAIT_S = 10;

/** An error answer of the API (RFC 9457 problem): `code` is its type after urn:arbiter:problem:. */
export class Problem extends Error {
  /**
   * @param {number} status
   * @param {Record<string, any>} body
   * @param {number | null} retryAfter seconds, from Retry-After
   */
  constructor(status, body, retryAfter) {
    const type = String(body.type ?? "");
    const code = type.startsWith(PREFIX) ? type.slice(PREFIX.length) : type;
    super(`${status} ${code}: ${body.detail ?? ""}${body.rule ? ` (rule: ${body.rule})` : ""}`);
    this.name = "Problem";
    this.status = status;
    this.body = body;
    this.type = type;
    this.code = code;
    /** @type {string} */
    this.detail = body.detail ?? "";
    /** @type {string | undefined} */
    this.rule = body.rule;
    /** @type {Record<string, string>} */
    this.errors = body.errors ?? {};
    /** @type {number | undefined} */
    this.currentVersion = body.current_version;
    this.retryAfter = retryAfter;
  }

  /** Whether to send the same request with the same Idempotency-Key again. */
  get retryWithSameKey() {
    return RETRY_SAME_KEY.has(this.code);
  }
}

/**
 * The Problem of an error answer.
 * @param {Response} resp
 */
async function problemOf(resp) {
  const text = await resp.text();
  /** @type {Record<string, any>} */
  let body = {};
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === "object") body = parsed;
  } catch {
    body = { detail: text.slice(0, 200) };
  }
  const raw = resp.headers.get("Retry-After");
  return new Problem(resp.status, body, raw && /^\d+$/.test(raw.trim()) ? Number(raw) : null);
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A random Idempotency-Key. */
const newKey = () => globalThis.crypto.randomUUID();

/** A connection to an Arbiter service. */
export class Arbiter {
  /**
   * @param {string} baseUrl e.g. "http://127.0.0.1:8000"
   * @param {{ fetch?: typeof globalThis.fetch }} [options] a fetch of your own (a proxy, a test's faults)
   */
  constructor(baseUrl, options = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /**
   * One request; the parsed JSON of a 2xx answer (null for 204), else the Problem thrown.
   * @param {string} method
   * @param {string} path
   * @param {{ token?: string | null, body?: unknown, headers?: Record<string, string> }} [options]
   * @returns {Promise<any>}
   */
  async request(method, path, { token, body, headers = {} } = {}) {
    /** @type {Record<string, string>} */
    const h = { Accept: "application/json", ...headers };
    if (token) h.Authorization = `Bearer ${token}`;
    if (body !== undefined) h["Content-Type"] = "application/json";
    const resp = await this.fetch(this.baseUrl + path,
      { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!resp.ok) throw await problemOf(resp);
    return resp.status === 204 ? null : resp.json();
  }

  /**
   * The request again while its answer says to retry it with the same key.
   * @param {() => Promise<any>} send
   * @param {number} [attempts]
   */
  async retrying(send, attempts = 8) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await send();
      } catch (err) {
        const wait = err instanceof Problem ? (err.retryAfter ?? 1) : Infinity;
        if (!(err instanceof Problem) || !err.retryWithSameKey || attempt >= attempts || wait > MAX_WAIT_S) throw err;
        await sleep(wait * 1000);
      }
    }
  }

  /**
   * Create a game. Its seat tokens are in the answer only: keep the `Created`. The key (random
   * unless given) makes a retry after a lost answer return the same game and tokens.
   * @template {import("./types.js").RulesetId} R
   * @param {R} ruleset
   * @param {import("./types.js").SeatRequest[]} seats
   * @param {import("./types.js").OptionsOf<R>} [options]
   * @param {{ clock?: { move_seconds: number, on_timeout?: "forfeit" | "ai" | "pass" }, idempotencyKey?: string }} [more]
   * @returns {Promise<Created<R>>}
   */
  async create(ruleset, seats, options, more = {}) {
    const key = more.idempotencyKey ?? newKey();
    const body = { ruleset, seats, ...(options ? { options } : {}), ...(more.clock ? { clock: more.clock } : {}) };
    const game = await this.retrying(() => this.request("POST", "/v1/games", { body, headers: { "Idempotency-Key": key } }));
    return new Created(this, ruleset, game);
  }

  /**
   * A handle on a seat you hold (its token).
   * @template {import("./types.js").RulesetId} R
   * @param {R} ruleset
   * @param {string} gameId
   * @param {string} token
   * @returns {Game<R>}
   */
  seat(ruleset, gameId, token) {
    return new Game(this, ruleset, gameId, token);
  }

  /**
   * A spectator's handle: reads and the stream, no moves.
   * @template {import("./types.js").RulesetId} R
   * @param {R} ruleset
   * @param {string} gameId
   * @returns {Game<R>}
   */
  spectate(ruleset, gameId) {
    return new Game(this, ruleset, gameId, null);
  }

  /**
   * Every event of every seat an account holds, and of its challenges, on one connection (its API
   * token, `read`): `kind` is the event's type (`games` first, what /v1/me/games answers, then
   * `your_turn`, `game_started`, `game_over`, `invite_accepted`, `challenge`...), `gameId` its
   * game ("" for none). Resumed after the last id across dropped connections; it never ends.
   * @param {string} token an API token of the account
   * @param {{ after?: string | null }} [options] resume after this id of the stream
   * @returns {AsyncGenerator<StreamItem>}
   */
  meStream(token, { after = null } = {}) {
    const source = {
      /** @param {string | null} lastId */
      connect: async (lastId) => ({
        path: "/v1/me/stream" + (lastId === null ? "" : `?after=${encodeURIComponent(lastId)}`),
        headers: { Authorization: `Bearer ${token}` },
      }),
      /** @param {string} _kind @param {any} data */
      gameOf: (_kind, data) => (data && data.game_id) || "",
      /** @param {string} event */
      kindOf: (event) => event,
    };
    return eventStream(this, source, after);
  }
}

/**
 * A game just created: the answer (with every human seat's token) and handles on its seats.
 * @template {import("./types.js").RulesetId} R
 */
export class Created {
  /**
   * @param {Arbiter} arbiter
   * @param {R} ruleset
   * @param {import("./types.js").AnyGame} game
   */
  constructor(arbiter, ruleset, game) {
    this.arbiter = arbiter;
    this.ruleset = ruleset;
    this.game = game;
    this.id = game.id;
    /** @type {Map<number, string>} */
    this.tokens = new Map(game.seats.filter((s) => typeof s.token === "string").map((s) => [s.seat, String(s.token)]));
  }

  /**
   * A handle on one of the human seats.
   * @param {number} seat
   * @returns {Game<R>}
   */
  seat(seat) {
    const token = this.tokens.get(seat);
    if (token === undefined) throw new Error(`seat ${seat} has no token in this answer`);
    return this.arbiter.seat(this.ruleset, this.id, token);
  }

  /** @returns {Game<R>} a spectator's handle */
  spectator() {
    return this.arbiter.spectate(this.ruleset, this.id);
  }
}

/**
 * One message of a stream: `game` (the whole game; `id` its version), `event` (`id` its seq) or `end`.
 * @typedef {{ gameId: string, kind: "game" | "event" | "end" | (string & {}), id: string | null, data: any }} StreamItem
 */

/**
 * The messages of an SSE body: {event, id, data}; comments (heartbeats) skipped.
 * @param {ReadableStream<Uint8Array>} body
 * @param {() => void} [onChunk] called on every chunk read, heartbeats included
 * @returns {AsyncGenerator<{ event: string, id: string | null, data: string }>}
 */
export async function* sseMessages(body, onChunk = () => {}) {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = "", event = "message", /** @type {string | null} */ id = null, /** @type {string[]} */ data = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      onChunk();
      buffer += decoder.decode(value, { stream: true });
      let nl;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, "");
        buffer = buffer.slice(nl + 1);
        if (line === "") {
          if (data.length) yield { event, id, data: data.join("\n") };
          event = "message"; id = null; data = [];
        } else if (!line.startsWith(":")) {
          const colon = line.indexOf(":");
          const name = colon < 0 ? line : line.slice(0, colon);
          const val = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
          if (name === "event") event = val;
          else if (name === "id") id = val;
          else if (name === "data") data.push(val);
        }
      }
    }
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => {});
  }
}

/**
 * Whether stream id `id` comes after `last`: a game's ids are numbers (its seqs), an account
 * stream's are Redis stream ids ("<ms>-<n>"), compared part by part.
 * @param {string} id
 * @param {string} last
 */
function isAfter(id, last) {
  const a = id.split("-").map(Number), b = last.split("-").map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0, y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

/**
 * A stream that survives dropped connections: `connect(lastId)` opens one (a fresh ticket each
 * time), and each reconnect resumes after the last id yielded: nothing lost, nothing twice.
 * Items carry their game's id, so a source that follows many games plugs in unchanged.
 * @param {Arbiter} arbiter
 * @param {{ connect: (lastId: string | null) => Promise<{ path: string, headers?: Record<string, string> }>,
 *           gameOf: (kind: string, data: any) => string, kindOf?: (event: string) => string }} source
 *   kindOf: the item's kind from the SSE event's name (a game's stream: `game`, `end` or `event`)
 * @param {string | null} after
 * @param {{ maxFailures?: number, idleMs?: number }} [options] idleMs: silence (no heartbeat either)
 *   after which a connection counts as dropped; the server beats every 15 s
 * @returns {AsyncGenerator<StreamItem>}
 */
export async function* eventStream(arbiter, source, after, { maxFailures = 8, idleMs = 45000 } = {}) {
  let lastId = after, failures = 0;
  for (;;) {
    const idle = new AbortController();
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const beat = () => {
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort(new Error("the stream was silent too long")), idleMs);
    };
    try {
      const { path, headers = {} } = await source.connect(lastId);
      beat();
      const resp = await arbiter.fetch(arbiter.baseUrl + path,
        { headers: { Accept: "text/event-stream", ...headers }, signal: idle.signal });
      if (resp.status === 204) return; // a finished game with nothing after lastId
      if (!resp.ok || !resp.body) throw await problemOf(resp);
      for await (const msg of sseMessages(resp.body, beat)) {
        const kind = source.kindOf ? source.kindOf(msg.event)
          : msg.event === "game" ? "game" : msg.event === "end" ? "end" : "event";
        // never twice, should a server repeat itself (the snapshots, `game` and `games`, and `end` are not events)
        const snapshot = kind === "game" || kind === "games" || kind === "end";
        if (!snapshot && msg.id !== null && lastId !== null && !isAfter(msg.id, lastId)) continue;
        if (msg.id !== null) lastId = msg.id;
        const data = JSON.parse(msg.data);
        failures = 0;
        yield { gameId: source.gameOf(kind, data), kind, id: msg.id, data };
        if (kind === "end") return;
      }
      throw new Error("the server closed the stream before the game ended");
    } catch (err) {
      if (err instanceof Problem) throw err;
      if (++failures > maxFailures) throw err;
      await sleep(Math.min(500 * 2 ** (failures - 1), 5000));
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * A seat's (or a spectator's) handle on one game. `version` is that of the last read; `play`
 * sends it as If-Match.
 * @template {import("./types.js").RulesetId} R
 */
export class Game {
  /**
   * @param {Arbiter} arbiter
   * @param {R} ruleset
   * @param {string} id
   * @param {string | null} token
   */
  constructor(arbiter, ruleset, id, token) {
    this.arbiter = arbiter;
    this.ruleset = ruleset;
    this.id = id;
    this.token = token;
    /** @type {number | null} */
    this.version = null;
  }

  /** @param {string} [suffix] */
  path(suffix = "") {
    return `/v1/games/${encodeURIComponent(this.id)}${suffix}`;
  }

  /**
   * The game as this seat (or a spectator) sees it; `view` is the ruleset's view.
   * @returns {Promise<import("./types.js").GameOf<R>>}
   */
  async state() {
    const game = await this.arbiter.retrying(() => this.arbiter.request("GET", this.path(), { token: this.token }));
    this.version = game.version;
    return game;
  }

  /**
   * This seat's legal moves now (empty: not its turn), in the shape to post back.
   * @returns {Promise<import("./types.js").MoveOf<R>[]>}
   */
  async legalMoves() {
    const answer = await this.arbiter.retrying(() => this.arbiter.request("GET", this.path("/legal-moves"),
      { token: this.token }));
    this.version = answer.version;
    return answer.moves;
  }

  /** @returns {string} */
  seatToken() {
    if (!this.token) throw new Error("a spectator cannot act: open the game with a seat token");
    return this.token;
  }

  /**
   * Play `move` at the version last read. On 412 with `choose`, choose again from the fresh legal
   * moves (undefined, or no moves left: the 412 is thrown).
   * @param {import("./types.js").MoveOf<R>} move
   * @param {{ choose?: (moves: import("./types.js").MoveOf<R>[]) => import("./types.js").MoveOf<R> | undefined,
   *           idempotencyKey?: string, maxStale?: number }} [options]
   * @returns {Promise<import("./types.js").MoveResult>}
   */
  async play(move, { choose, idempotencyKey, maxStale = 20 } = {}) {
    let key = idempotencyKey ?? newKey();
    for (let stale = 0; ; stale++) {
      /** @type {Record<string, string>} */
      const headers = { "Idempotency-Key": key };
      if (this.version !== null) headers["If-Match"] = `"${this.version}"`;
      const body = { move };
      try {
        const result = await this.arbiter.retrying(() => this.arbiter.request("POST", this.path("/moves"),
          { token: this.seatToken(), body, headers }));
        this.version = result.version;
        return result;
      } catch (err) {
        if (!(err instanceof Problem) || err.code !== "stale-version" || !choose || stale >= maxStale) throw err;
        const fresh = await this.legalMoves();
        const picked = fresh.length ? choose(fresh) : undefined;
        if (picked === undefined) throw err;
        move = picked;
        key = newKey(); // a new decision: a new key
      }
    }
  }

  /** This seat resigns. @returns {Promise<import("./types.js").MoveResult>} */
  async resign() {
    const key = newKey();
    const result = await this.arbiter.retrying(() => this.arbiter.request("POST", this.path("/resign"),
      { token: this.seatToken(), headers: { "Idempotency-Key": key } }));
    this.version = result.version;
    return result;
  }

  /**
   * The game as it happens: the whole game first (unless `after`), then every event, then `end`.
   * A seat's connection is opened with a fresh single-use ticket each time (the ticket, not the
   * token, is the credential), and resumes with `after=` the last id.
   * @param {{ after?: number | null }} [options]
   * @returns {AsyncGenerator<StreamItem>}
   */
  stream({ after = null } = {}) {
    const source = {
      /** @param {string | null} lastId */
      connect: async (lastId) => {
        const query = new URLSearchParams(lastId === null ? {} : { after: lastId });
        if (this.token) {
          const t = await this.arbiter.retrying(() => this.arbiter.request("POST", this.path("/stream-tickets"),
            { token: this.token }));
          query.set("ticket", t.ticket);
        }
        const q = query.toString();
        return { path: this.path("/stream") + (q ? `?${q}` : "") };
      },
      gameOf: () => this.id,
    };
    return eventStream(this.arbiter, source, after === null ? null : String(after));
  }

  /**
   * Each time this seat may act, its legal moves; in between it waits on the stream. Ends when
   * the game has finished.
   * @returns {AsyncGenerator<import("./types.js").MoveOf<R>[]>}
   */
  async* turns() {
    /** @type {AsyncGenerator<StreamItem> | null} */
    let events = null;
    try {
      for (;;) {
        const state = await this.state();
        if (state.status === "finished") return;
        if (state.your_seat !== null && state.to_act.includes(state.your_seat)) {
          const moves = await this.legalMoves();
          if (moves.length) {
            yield moves;
            continue;
          }
        }
        const waited = state.version; // nothing to do here before the game moves past this version
        events ??= this.stream({ after: waited });
        for (;;) {
          const { value, done } = await events.next();
          if (done || value.kind === "end" || Number(value.id) > waited) break;
        }
      }
    } finally {
      await events?.return(undefined);
    }
  }
}
