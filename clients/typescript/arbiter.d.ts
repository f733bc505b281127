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
export function sseMessages(body: ReadableStream<Uint8Array>, onChunk?: () => void): AsyncGenerator<{
    event: string;
    id: string | null;
    data: string;
}>;
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
export function eventStream(arbiter: Arbiter, source: {
    connect: (lastId: string | null) => Promise<{
        path: string;
        headers?: Record<string, string>;
    }>;
    gameOf: (kind: string, data: any) => string;
    kindOf?: (event: string) => string;
}, after: string | null, { maxFailures, idleMs }?: {
    maxFailures?: number;
    idleMs?: number;
}): AsyncGenerator<StreamItem>;
/** An error answer of the API (RFC 9457 problem): `code` is its type after urn:arbiter:problem:. */
export class Problem extends Error {
    /**
     * @param {number} status
     * @param {Record<string, any>} body
     * @param {number | null} retryAfter seconds, from Retry-After
     */
    constructor(status: number, body: Record<string, any>, retryAfter: number | null);
    status: number;
    body: Record<string, any>;
    type: string;
    code: string;
    /** @type {string} */
    detail: string;
    /** @type {string | undefined} */
    rule: string | undefined;
    /** @type {Record<string, string>} */
    errors: Record<string, string>;
    /** @type {number | undefined} */
    currentVersion: number | undefined;
    retryAfter: number | null;
    /** Whether to send the same request with the same Idempotency-Key again. */
    get retryWithSameKey(): boolean;
}
/** A connection to an Arbiter service. */
export class Arbiter {
    /**
     * @param {string} baseUrl e.g. "http://127.0.0.1:8000"
     * @param {{ fetch?: typeof globalThis.fetch }} [options] a fetch of your own (a proxy, a test's faults)
     */
    constructor(baseUrl: string, options?: {
        fetch?: typeof globalThis.fetch;
    });
    baseUrl: string;
    fetch: typeof fetch;
    /**
     * One request; the parsed JSON of a 2xx answer (null for 204), else the Problem thrown.
     * @param {string} method
     * @param {string} path
     * @param {{ token?: string | null, body?: unknown, headers?: Record<string, string> }} [options]
     * @returns {Promise<any>}
     */
    request(method: string, path: string, { token, body, headers }?: {
        token?: string | null;
        body?: unknown;
        headers?: Record<string, string>;
    }): Promise<any>;
    /**
     * The request again while its answer says to retry it with the same key.
     * @param {() => Promise<any>} send
     * @param {number} [attempts]
     */
    retrying(send: () => Promise<any>, attempts?: number): Promise<any>;
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
    create<R extends import("./types.js").RulesetId>(ruleset: R, seats: import("./types.js").SeatRequest[], options?: import("./types.js").OptionsOf<R>, more?: {
        clock?: {
            move_seconds: number;
            on_timeout?: "forfeit" | "ai" | "pass";
        };
        idempotencyKey?: string;
    }): Promise<Created<R>>;
    /**
     * A handle on a seat you hold (its token).
     * @template {import("./types.js").RulesetId} R
     * @param {R} ruleset
     * @param {string} gameId
     * @param {string} token
     * @returns {Game<R>}
     */
    seat<R extends import("./types.js").RulesetId>(ruleset: R, gameId: string, token: string): Game<R>;
    /**
     * A spectator's handle: reads and the stream, no moves.
     * @template {import("./types.js").RulesetId} R
     * @param {R} ruleset
     * @param {string} gameId
     * @returns {Game<R>}
     */
    spectate<R extends import("./types.js").RulesetId>(ruleset: R, gameId: string): Game<R>;
    /**
     * Every event of every seat an account holds, and of its challenges, on one connection (its API
     * token, `read`): `kind` is the event's type (`games` first, what /v1/me/games answers, then
     * `your_turn`, `game_started`, `game_over`, `invite_accepted`, `challenge`...), `gameId` its
     * game ("" for none). Resumed after the last id across dropped connections; it never ends.
     * @param {string} token an API token of the account
     * @param {{ after?: string | null }} [options] resume after this id of the stream
     * @returns {AsyncGenerator<StreamItem>}
     */
    meStream(token: string, { after }?: {
        after?: string | null;
    }): AsyncGenerator<StreamItem>;
}
/**
 * A game just created: the answer (with every human seat's token) and handles on its seats.
 * @template {import("./types.js").RulesetId} R
 */
export class Created<R extends import("./types.js").RulesetId> {
    /**
     * @param {Arbiter} arbiter
     * @param {R} ruleset
     * @param {import("./types.js").AnyGame} game
     */
    constructor(arbiter: Arbiter, ruleset: R, game: import("./types.js").AnyGame);
    arbiter: Arbiter;
    ruleset: R;
    game: {
        id: string;
        ruleset: "battalla";
        ruleset_version: number;
        status: "active" | "finished";
        version: number;
        seats: import("./schema.js").components["schemas"]["Seat"][];
        your_seat: number | null;
        to_act: number[];
        removed: number[];
        deadline: string | null;
        clock: import("./schema.js").components["schemas"]["Clock"] | null;
        clocks?: import("./schema.js").components["schemas"]["SeatClock"][];
        options: Record<string, unknown>;
        outcome: import("./schema.js").components["schemas"]["Outcome"] | null;
        view: import("./schema.js").components["schemas"]["BattallaView"];
        seed_commitment: string | null;
        created_at: string;
        updated_at: string;
        creator_token?: string;
        token?: string;
    } | {
        id: string;
        ruleset: "battlegates";
        ruleset_version: number;
        status: "active" | "finished";
        version: number;
        seats: import("./schema.js").components["schemas"]["Seat"][];
        your_seat: number | null;
        to_act: number[];
        removed: number[];
        deadline: string | null;
        clock: import("./schema.js").components["schemas"]["Clock"] | null;
        clocks?: import("./schema.js").components["schemas"]["SeatClock"][];
        options: Record<string, unknown>;
        outcome: import("./schema.js").components["schemas"]["Outcome"] | null;
        view: import("./schema.js").components["schemas"]["BattlegatesView"];
        seed_commitment: string | null;
        created_at: string;
        updated_at: string;
        creator_token?: string;
        token?: string;
    } | {
        id: string;
        ruleset: "channeling";
        ruleset_version: number;
        status: "active" | "finished";
        version: number;
        seats: import("./schema.js").components["schemas"]["Seat"][];
        your_seat: number | null;
        to_act: number[];
        removed: number[];
        deadline: string | null;
        clock: import("./schema.js").components["schemas"]["Clock"] | null;
        clocks?: import("./schema.js").components["schemas"]["SeatClock"][];
        options: Record<string, unknown>;
        outcome: import("./schema.js").components["schemas"]["Outcome"] | null;
        view: import("./schema.js").components["schemas"]["ChannelingView"];
        seed_commitment: string | null;
        created_at: string;
        updated_at: string;
        creator_token?: string;
        token?: string;
    } | {
        id: string;
        ruleset: "dale";
        ruleset_version: number;
        status: "active" | "finished";
        version: number;
        seats: import("./schema.js").components["schemas"]["Seat"][];
        your_seat: number | null;
        to_act: number[];
        removed: number[];
        deadline: string | null;
        clock: import("./schema.js").components["schemas"]["Clock"] | null;
        clocks?: import("./schema.js").components["schemas"]["SeatClock"][];
        options: Record<string, unknown>;
        outcome: import("./schema.js").components["schemas"]["Outcome"] | null;
        view: import("./schema.js").components["schemas"]["DaleView"];
        seed_commitment: string | null;
        created_at: string;
        updated_at: string;
        creator_token?: string;
        token?: string;
    } | {
        id: string;
        ruleset: import("./schema.js").components["schemas"]["RulesetId"];
        ruleset_version: number;
        status: "waiting";
        version: number;
        seats: import("./schema.js").components["schemas"]["Seat"][];
        your_seat: number | null;
        to_act: number[];
        removed: number[];
        deadline: string | null;
        clock: import("./schema.js").components["schemas"]["Clock"] | null;
        clocks?: import("./schema.js").components["schemas"]["SeatClock"][];
        options: Record<string, unknown>;
        outcome: import("./schema.js").components["schemas"]["Outcome"] | null;
        view: Record<string, unknown>;
        seed_commitment: string | null;
        created_at: string;
        updated_at: string;
        creator_token?: string;
        token?: string;
    } | {
        id: string;
        ruleset: "grove";
        ruleset_version: number;
        status: "active" | "finished";
        version: number;
        seats: import("./schema.js").components["schemas"]["Seat"][];
        your_seat: number | null;
        to_act: number[];
        removed: number[];
        deadline: string | null;
        clock: import("./schema.js").components["schemas"]["Clock"] | null;
        clocks?: import("./schema.js").components["schemas"]["SeatClock"][];
        options: Record<string, unknown>;
        outcome: import("./schema.js").components["schemas"]["Outcome"] | null;
        view: import("./schema.js").components["schemas"]["GroveView"];
        seed_commitment: string | null;
        created_at: string;
        updated_at: string;
        creator_token?: string;
        token?: string;
    } | {
        id: string;
        ruleset: string;
        ruleset_version: number;
        status: "active" | "finished";
        version: number;
        seats: import("./schema.js").components["schemas"]["Seat"][];
        your_seat: number | null;
        to_act: number[];
        removed: number[];
        deadline: string | null;
        clock: import("./schema.js").components["schemas"]["Clock"] | null;
        clocks?: import("./schema.js").components["schemas"]["SeatClock"][];
        options: Record<string, unknown>;
        outcome: import("./schema.js").components["schemas"]["Outcome"] | null;
        view: Record<string, unknown>;
        seed_commitment: string | null;
        created_at: string;
        updated_at: string;
        creator_token?: string;
        token?: string;
    };
    id: string;
    /** @type {Map<number, string>} */
    tokens: Map<number, string>;
    /**
     * A handle on one of the human seats.
     * @param {number} seat
     * @returns {Game<R>}
     */
    seat(seat: number): Game<R>;
    /** @returns {Game<R>} a spectator's handle */
    spectator(): Game<R>;
}
/**
 * A seat's (or a spectator's) handle on one game. `version` is that of the last read; `play`
 * sends it as If-Match.
 * @template {import("./types.js").RulesetId} R
 */
export class Game<R extends import("./types.js").RulesetId> {
    /**
     * @param {Arbiter} arbiter
     * @param {R} ruleset
     * @param {string} id
     * @param {string | null} token
     */
    constructor(arbiter: Arbiter, ruleset: R, id: string, token: string | null);
    arbiter: Arbiter;
    ruleset: R;
    id: string;
    token: string | null;
    /** @type {number | null} */
    version: number | null;
    /** @param {string} [suffix] */
    path(suffix?: string): string;
    /**
     * The game as this seat (or a spectator) sees it; `view` is the ruleset's view.
     * @returns {Promise<import("./types.js").GameOf<R>>}
     */
    state(): Promise<import("./types.js").GameOf<R>>;
    /**
     * This seat's legal moves now (empty: not its turn), in the shape to post back.
     * @returns {Promise<import("./types.js").MoveOf<R>[]>}
     */
    legalMoves(): Promise<import("./types.js").MoveOf<R>[]>;
    /** @returns {string} */
    seatToken(): string;
    /**
     * Play `move` at the version last read. On 412 with `choose`, choose again from the fresh legal
     * moves (undefined, or no moves left: the 412 is thrown).
     * @param {import("./types.js").MoveOf<R>} move
     * @param {{ choose?: (moves: import("./types.js").MoveOf<R>[]) => import("./types.js").MoveOf<R> | undefined,
     *           idempotencyKey?: string, maxStale?: number }} [options]
     * @returns {Promise<import("./types.js").MoveResult>}
     */
    play(move: import("./types.js").MoveOf<R>, { choose, idempotencyKey, maxStale }?: {
        choose?: (moves: import("./types.js").MoveOf<R>[]) => import("./types.js").MoveOf<R> | undefined;
        idempotencyKey?: string;
        maxStale?: number;
    }): Promise<import("./types.js").MoveResult>;
    /** This seat resigns. @returns {Promise<import("./types.js").MoveResult>} */
    resign(): Promise<import("./types.js").MoveResult>;
    /**
     * The game as it happens: the whole game first (unless `after`), then every event, then `end`.
     * A seat's connection is opened with a fresh single-use ticket each time (the ticket, not the
     * token, is the credential), and resumes with `after=` the last id.
     * @param {{ after?: number | null }} [options]
     * @returns {AsyncGenerator<StreamItem>}
     */
    stream({ after }?: {
        after?: number | null;
    }): AsyncGenerator<StreamItem>;
    /**
     * Each time this seat may act, its legal moves; in between it waits on the stream. Ends when
     * the game has finished.
     * @returns {AsyncGenerator<import("./types.js").MoveOf<R>[]>}
     */
    turns(): AsyncGenerator<import("./types.js").MoveOf<R>[]>;
}
/**
 * One message of a stream: `game` (the whole game; `id` its version), `event` (`id` its seq) or `end`.
 */
export type StreamItem = {
    gameId: string;
    kind: "game" | "event" | "end" | (string & {});
    id: string | null;
    data: any;
};
