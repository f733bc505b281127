// @ts-check
// The TypeScript client against a running service (ARBITER_URL, e.g. `make run`): every ruleset
// played to the end (Battlegates resigned once its set-up has been fought over), a 412 chosen
// again from fresh moves, problems thrown with their rule, the
// retries the API asks for sent with the same key, and a stream that resumes after dropped
// connections with fresh tickets: nothing lost, nothing twice. Run by tests/clients in `make test`.
import assert from "node:assert/strict";
import { test } from "node:test";

import { Arbiter, Problem } from "../arbiter.js";

const URL_ = process.env.ARBITER_URL ?? "http://127.0.0.1:8000";
const arbiter = new Arbiter(URL_);

/** A seeded choice, so a failing game can be played again. @param {number} seed */
function picker(seed) {
  let s = seed >>> 0;
  /** @template T @param {T[]} xs @returns {T} */
  return (xs) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return xs[s % xs.length];
  };
}

/** @type {Array<[import("../types.js").RulesetId, number, Record<string, unknown>]>} */
const GAMES = [["grove", 2, { turn_limit: 120 }], ["channeling", 2, {}], ["dale", 3, { turn_limit: 40 }],
  ["battlegates", 2, {}], ["battalla", 2, { turn_limit: 16 }]];

for (const [ruleset, n, options] of GAMES) {
  test(`a whole game of ${ruleset} with ${n} seats`, async () => {
    const seats = Array.from({ length: n }, (_, i) => ({ name: `p${i}` }));
    const created = await arbiter.create(ruleset, seats, /** @type {any} */ (options));
    assert.equal(created.game.ruleset, ruleset);
    const handles = new Map([...created.tokens.keys()].map((s) => [s, created.seat(s)]));
    const pick = picker(n * 7919 + ruleset.length);
    let played = 0, together = 0;
    for (;;) {
      const state = await created.spectator().state();
      if (state.status === "finished") {
        assert.ok(state.outcome && played > 0);
        break;
      }
      if (ruleset === "battlegates" && together > 0 && /** @type {any} */ (state.view).phase !== "setup") {
        await /** @type {import("../arbiter.js").Game<any>} */ (handles.get(0)).resign(); // a battle runs long
        continue;
      }
      const acting = state.to_act.map((s) => /** @type {import("../arbiter.js").Game<any>} */ (handles.get(s)));
      // each decides on the version it read; the second of two (Battlegates' set-up) is then stale
      const decided = await Promise.all(acting.map(async (g) => /** @type {const} */ ([g, await g.legalMoves()])));
      for (const [game, moves] of decided) {
        assert.ok(moves.length > 0);
        try {
          await game.play(pick(moves), { choose: pick });
          played++;
        } catch (err) {
          if (!(err instanceof Problem && err.code === "not-your-turn")) throw err;
        }
      }
      together += Number(decided.length > 1);
      assert.ok(played < 5000);
    }
    if (ruleset === "battlegates") assert.ok(together > 0, "the 412 path was not exercised");
  });
}

test("a 412 without choose is thrown with the current version", async () => {
  const created = await arbiter.create("battlegates", [{ name: "a" }, { name: "b" }]);
  const [first, second] = [created.seat(0), created.seat(1)];
  const [mine, theirs] = [await first.legalMoves(), await second.legalMoves()];
  await first.play(mine[0]);
  await assert.rejects(second.play(theirs[0]), (err) => err instanceof Problem && err.status === 412
    && err.currentVersion === first.version);
});

test("problems are thrown with their code, detail and rule", async () => {
  const created = await arbiter.create("grove", [{ name: "ana" }, { name: "bo" }]);
  const toAct = created.game.to_act[0];
  await assert.rejects(created.seat(1 - toAct).play({ type: "end_turn" }),
    (err) => err instanceof Problem && err.code === "not-your-turn" && err.detail.length > 0);
  const acting = created.seat(toAct);
  await acting.legalMoves();
  await assert.rejects(acting.play({ type: "stun", place: "circle-1" }),
    (err) => err instanceof Problem && err.status === 422 && Boolean(err.rule));
});

/**
 * The real service, except that the first POST of a move is answered `status` (after playing it
 * when `forward`): a lost answer, or a key still in flight.
 * @param {number} status @param {string} code @param {boolean} forward
 */
function flakyFetch(status, code, forward) {
  /** @type {string[]} */
  const keys = [];
  /** @type {typeof fetch} */
  const f = async (input, init) => {
    const headers = /** @type {Record<string, string>} */ (init?.headers ?? {});
    if (init?.method === "POST" && String(input).endsWith("/moves")) {
      keys.push(headers["Idempotency-Key"]);
      if (keys.length === 1) {
        if (forward) await (await fetch(input, init)).text();
        return new Response(JSON.stringify({ type: `urn:arbiter:problem:${code}`, title: "x", status,
          detail: "injected by the test" }), { status, headers: { "Retry-After": "1",
          "Content-Type": "application/problem+json" } });
      }
    }
    return fetch(input, init);
  };
  return { keys, fetch: f };
}

for (const [status, code, forward] of /** @type {const} */ ([[503, "outcome-unknown", true],
  [503, "not-durable", true], [503, "unavailable", false], [503, "replicas-missing", false],
  [409, "idempotency-key-in-flight", false]])) {
  test(`a ${status} ${code} is retried with the same key and the move played once`, async () => {
    const flaky = flakyFetch(status, code, forward);
    const created = await new Arbiter(URL_, { fetch: flaky.fetch }).create("grove", [{ name: "a" }, { name: "b" }]);
    const game = created.seat(created.game.to_act[0]);
    const moves = await game.legalMoves();
    const before = /** @type {number} */ (game.version);
    const result = await game.play(moves[0]);
    assert.equal(flaky.keys.length, 2);
    assert.equal(flaky.keys[0], flaky.keys[1]);
    assert.equal(result.events[0].seq, before + 1);
    assert.equal((await created.spectator().state()).version, result.version);
  });
}

/**
 * The real service; each of the first `drops` streams breaks off after `limit` bytes.
 * @param {number} drops @param {number} limit
 */
function droppingFetch(drops, limit) {
  /** @type {string[]} */
  const streams = [];
  let tickets = 0;
  /** @type {typeof fetch} */
  const f = async (input, init) => {
    const url = new URL(String(input));
    tickets += Number(url.pathname.endsWith("/stream-tickets"));
    const resp = await fetch(input, init);
    if (!url.pathname.endsWith("/stream") || !resp.body) return resp;
    streams.push(url.searchParams.get("after") ?? "");
    if (streams.length > drops) return resp;
    const reader = resp.body.getReader();
    let sent = 0;
    const body = new ReadableStream({
      async pull(controller) {
        const { value, done } = await reader.read();
        if (done) return controller.close();
        if (sent + value.length > limit) {
          controller.enqueue(value.slice(0, limit - sent));
          await reader.cancel();
          return controller.error(new TypeError("the test cut the connection"));
        }
        sent += value.length;
        controller.enqueue(value);
      },
    });
    return new Response(body, { status: resp.status, headers: resp.headers });
  };
  return { streams, tickets: () => tickets, fetch: f };
}

test("a seat's stream resumes after dropped connections: nothing lost, nothing twice", async () => {
  const created = await arbiter.create("grove", [{ name: "ana" }, { name: "bo" }], { turn_limit: 20 });
  const dropping = droppingFetch(3, 2500);
  const watcher = new Arbiter(URL_, { fetch: dropping.fetch }).seat("grove", created.id,
    /** @type {string} */ (created.tokens.get(0)));
  const pick = picker(42);
  const play = (async () => {
    for (;;) {
      const state = await created.spectator().state();
      if (state.status === "finished") return;
      const game = created.seat(state.to_act[0]);
      await game.play(pick(await game.legalMoves()), { choose: pick });
    }
  })();
  /** @type {import("../arbiter.js").StreamItem[]} */
  const items = [];
  for await (const item of watcher.stream()) items.push(item);
  await play;
  const final = await created.spectator().state();
  const [first, last] = [items[0], items[items.length - 1]];
  assert.equal(first.kind, "game");
  assert.equal(last.kind, "end");
  const seqs = items.slice(1, -1).map((i) => Number(i.id));
  const expected = Array.from({ length: final.version - Number(first.id) }, (_, i) => Number(first.id) + 1 + i);
  assert.deepEqual(seqs, expected);
  assert.equal(dropping.streams.length, 4);
  assert.equal(dropping.tickets(), 4); // a fresh ticket for every connection
  assert.ok(dropping.streams.slice(1).some((after) => after !== ""), "no connection resumed with after=");
});

test("a bot plays a whole game against the AI with turns()", async () => {
  const created = await arbiter.create("grove", [{ name: "bot" }, { name: "ai", ai: { level: "greedy" } }],
    { turn_limit: 40 });
  const game = created.seat(0);
  const pick = picker(7);
  for await (const moves of game.turns()) await game.play(pick(moves), { choose: pick });
  assert.equal((await game.state()).status, "finished");
});
