// One game: the board from the server's renderer (the phone layout inline, with the side panel of
// hands and supplies), moves by tapping it (or from the list, or the keyboard), why a tap names no
// move, live updates over SSE with a stream ticket, replay by move or by version, the rules, and
// the audit checked in the browser.
import { api, copyField, el, languageHeaders, moveText, problemText, rulesetName, seatName, seats, takeFragment, withLang } from "./api.js";
import { Picker } from "./pick.js";
import { verify } from "./audit.js";
import { BoardKeys } from "./keys.js";
import { backoff, jitter, offline, startApp } from "./app.js";
import { openRules } from "./rules.js";
import { explainTap, markTargets as markLive, placeBoard } from "./table.js";
import { initCoach } from "./coach.js";
import { renderOffers } from "./offers.js";
import { lang, t } from "./i18n.js";

startApp();
const gameId = decodeURIComponent(location.pathname.split("/")[2]);
const $ = (id) => document.getElementById(id);
const state = { game: null, moves: [], texts: new Map(), picker: new Picker([]), viewing: null, names: {},
                source: null, lastSeq: 0, busy: false, moveStart: null };

const fragment = takeFragment();
// another seat link of this game opened in this tab changes only the fragment: load it as a page
window.addEventListener("hashchange", () => {
  if (new URLSearchParams(location.hash.slice(1)).get("token")) location.reload();
});
if (fragment.get("token")) {
  seats.set(gameId, { token: fragment.get("token"), seat: Number(fragment.get("seat") ?? NaN) });
}
const mine = seats.get(gameId);
const token = mine?.token || null;
const auth = token ? { Authorization: `Bearer ${token}` } : {};
// signed in, the account's seat is found by the server (the session cookie): no token needed
let seated = Boolean(token);

function showError(text) {
  $("error").hidden = !text;
  $("error").textContent = text || "";
}

function showWhy(nodes) {
  const box = $("whynot");
  box.replaceChildren(...(nodes || []));
  box.hidden = !nodes || !nodes.length;
}

// Each person's clock in the server's words ("Ana: 2 days 4 hours left, 5 days in reserve"), and
// leave to come ("Bo is away 3 to 5 December 2026: the clock stands still then"); docs/deadlines.md.
// English as it always read ("3 December 2026"); another language by its own calendar words
const DAY_FMT = new Intl.DateTimeFormat(["en", "qps"].includes(lang) ? "en-GB" : lang,
                                        { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
function showClocks(g) {
  const items = [];
  for (const c of g.clocks || []) {
    if (c.text) items.push(el("li", { text: c.text, "data-words": "server" }));
    for (const p of c.leave || []) {
      if (c.text.includes("on leave")) continue;
      const last = new Date(Date.parse(p.until) - 86400000);
      items.push(el("li", { class: "muted", text: t("game.on_leave",
        { name: state.names[c.seat], from: DAY_FMT.format(new Date(p.from)), to: DAY_FMT.format(last) }) }));
    }
  }
  $("clocks").replaceChildren(...items);
  $("clocks").hidden = !items.length;
}

async function fetchBoard(at) {
  const q = at ? `?at=${at}` : "";
  const resp = await fetch(withLang(`/v1/games/${gameId}/board.html${q}`), { headers: { ...auth, ...languageHeaders() } });
  return resp.ok ? resp.text() : null;
}

// Draw version `at` (null: now). Rapid steps of the slider may overlap: only the newest one draws.
let drawing = 0;
async function draw(at, prefetched = null) {
  const mine = ++drawing;
  const version = at ?? state.game.version;
  const html = await (prefetched ?? fetchBoard(at));
  if (mine !== drawing || html === null) return;
  const move = placeBoard(html, $("board"), $("side"));
  markTargets();
  keys.refresh();
  // the move that led here, in the server's words for this reader, and its last event
  const words = move ? move.textContent.trim() : "";
  $("lastmove").textContent = words ? t("game.last_move", { words }) : "";
  state.moveStart = move ? Number(move.dataset.start) : version;
  const seq = move?.dataset.seq;
  $("at").textContent = t("game.version_of", { version, latest: state.game.version });
  $("event").textContent = seq ? t("game.last_event", { seq, event: move.dataset.event }) : "";
  $("event").dataset.seq = seq || "";
  $("prev-move").disabled = state.moveStart <= 1;
  document.body.dataset.at = version;
}

function markTargets() {
  markLive(state.picker, state.viewing === null && state.moves.length > 0);
}

function renderMoves() {
  const list = $("moves");
  list.replaceChildren();
  const remaining = state.picker.remaining;
  $("clear").hidden = state.picker.clicks === 0;
  if (state.viewing !== null) {
    $("picking").textContent = t("game.replaying", { version: state.viewing });
    return;
  }
  if (!seated) {
    $("picking").textContent = t("game.watching");
    return;
  }
  if (!state.moves.length) {
    $("picking").textContent = state.game?.status === "finished" ? t("game.over") : t("game.waiting_for_others");
    return;
  }
  $("picking").textContent = state.picker.clicks
    ? t("game.moves_match", { n: remaining.length })
    : t("game.your_turn", { n: state.moves.length });
  // a tap that leaves several moves: on a phone the list rises as a sheet over the board's foot
  // (css: body.picking), headed by what was tapped, so the choice is at hand, not 900 px below
  const head = $("choice-head");
  head.hidden = !state.picker.clicks;
  head.textContent = state.picker.clicks
    ? (state.tapped ? t("game.choice_tapped", { tapped: state.tapped, n: remaining.length })
      : t("game.choice", { n: remaining.length })) : "";
  for (const move of remaining) {
    list.append(el("li", {}, el("button", { type: "button", "data-move": JSON.stringify(move), text: moveText(move, state.texts), "data-words": "server",
      onclick: () => play(move) })));
  }
}

function renderSeats() {
  const g = state.game;
  const ul = $("seats");
  ul.replaceChildren();
  for (const s of g.seats) {
    // an AI seat named for what it is ("AI (greedy)") is not told twice
    const role = s.ai ? (seatName(s).startsWith("AI") ? t("game.role_an_ai") : aiRole(s.ai.level))
      : s.open ? t("game.role_open") : t("game.role_player");
    let line = t("game.seat_line", { name: seatName(s), n: s.seat + 1, role });
    if ((g.to_act || []).includes(s.seat)) line = t("game.seat_to_act", { line });
    if ((mine && mine.seat === s.seat) || g.your_seat === s.seat) line = t("game.seat_you", { line });
    ul.append(el("li", { text: line }));
  }
  $("resign").hidden = !(seated && g.status === "active");
  document.dispatchEvent(new CustomEvent("arbiter:seats", { detail: g.seats }));
  const share = $("share");
  share.replaceChildren();
  if (token && mine && Number.isInteger(mine.seat)) {
    share.append(el("p", { class: "muted", text: t("game.seat_link_about") }),
      copyField(t("game.seat_link"), `${location.origin}/games/${gameId}#token=${token}&seat=${mine.seat}`));
  }
}

// One refresh at a time; events that arrive meanwhile ask for one more afterwards.
let running = null;
let again = false;
// a refresh that failed (no network, a 5xx, a 429) is tried again, sooner at first: the stream
// has already told of the change, so no later event may come to trigger it (a page left showing
// a version the server has passed)
let retryTimer = null;
let retryDelay = 0;

function retryLater() {
  clearTimeout(retryTimer);
  retryTimer = null;
  // unreachable: nothing is retried here; the page's one probe says when the server answers again,
  // and that refreshes once (app.js). Reachable but failing (a 5xx, a 429): back off, with jitter.
  if (offline.isOffline) return;
  retryDelay = backoff(retryDelay, 1000, 15000);
  retryTimer = setTimeout(refresh, jitter(retryDelay));
}

function loaded() {
  clearTimeout(retryTimer);
  retryTimer = null;
  retryDelay = 0;
}
async function refresh() {
  if (running) { again = true; return running; }
  document.body.dataset.ready = "0";
  running = (async () => {
    do { again = false; await load(); } while (again);
  })();
  try { await running; } finally { running = null; document.body.dataset.ready = "1"; }
}

async function load() {
  // the game, the caller's moves and the board at once: the page is playable after one round trip
  const board = state.viewing === null ? fetchBoard(null).catch(() => null) : null;
  const [res, legal] = await Promise.all([
    api(`/v1/games/${gameId}`, { token }),
    seated ? api(`/v1/games/${gameId}/legal-moves`, { token }) : Promise.resolve(null),
  ]).catch((err) => { offline.failed(err); return [null, null]; });
  if (!res) { retryLater(); return; }
  if (!res.ok) {
    showError(problemText(res));
    if (res.status >= 500 || res.status === 429) retryLater();
    return;
  }
  loaded();
  const g = res.data;
  state.game = g;
  // a session's seat is known from the game: ask for its moves on the next round
  if (!seated && Number.isInteger(g.your_seat)) { seated = true; again = true; }
  state.names = Object.fromEntries(g.seats.map((s) => [s.seat, seatName(s)]));
  if (mine && !Number.isInteger(mine.seat) && Number.isInteger(g.your_seat)) seats.set(gameId, { seat: g.your_seat });
  rulesetName(g.ruleset).then((title) => { $("title").textContent = title; document.title = t("game.page_title_of", { game: title }); });
  $("seat-info").textContent = Number.isInteger(g.your_seat) ? t("game.you_play_as", { name: state.names[g.your_seat] }) : "";
  const acting = (g.to_act || []).map((s) => state.names[s]);
  $("status").textContent = g.status === "finished" ? outcomeText(g.outcome, state.names, g.your_seat)
    : g.status === "waiting" ? waitingText(g)
    : !acting.length ? t("game.to_act_nobody")
    : t((g.to_act || []).includes(g.your_seat) ? "game.to_act_you" : "game.to_act", { names: commas(acting) });
  // the words the server gives (an outcome's own sentence) are marked as the server's: the server
  // words them in the page's language (docs/i18n.md), the page does not
  if (g.status === "finished" && g.outcome?.text) $("status").dataset.words = "server";
  else delete $("status").dataset.words;
  showClocks(g);
  const slider = $("slider");
  slider.max = Math.max(1, g.version);
  if (state.viewing === null) slider.value = g.version;
  const current = legal && legal.ok && legal.data.version === g.version && g.status === "active";
  // the game and my moves were asked for together: if a move landed between the two answers,
  // they disagree, so ask again (no later event may come to trigger it)
  if (legal && legal.ok && legal.data.version !== g.version) again = true;
  const moves = current ? legal.data.moves : [];
  // another player's move that leaves mine as they were (a simultaneous set-up, a hidden half)
  // keeps the choice I am making; anything else starts it again
  if (JSON.stringify(moves) !== JSON.stringify(state.moves)) {
    state.moves = moves;
    // each move's sentence, by the move object itself (the picker hands the same objects back)
    state.texts = new Map(state.moves.map((move, i) => [move, (current && legal.data.texts?.[i]) || ""]));
    state.picker = new Picker(state.moves);
  }
  renderSeats();
  // the board was asked for with the game: one round trip to a playable page (a move in between
  // shows on the next refresh, which the live stream asks for)
  if (state.viewing === null) await draw(null, board);
  renderMoves();
  showWhy(null);
  if (state.viewing === null) await renderOffers(g, token, () => refresh(), showError).catch(() => {});
  document.body.dataset.version = g.version;
  document.body.dataset.ruleset = g.ruleset;
  document.body.dataset.status = g.status;
}

// a list of names as a sentence makes it: "Ana, Bo and Cy" ("Ana, Bo y Cy", "Ana, Bo und Cy")
const commas = (names) => names.reduce((left, right) => t("game.list_comma", { left, right }));
const listed = (names) => (names.length < 2 ? names.join("")
  : t("game.list_and", { left: commas(names.slice(0, -1)), right: names.at(-1) }));
const AI_ROLES = { random: "game.role_ai_random", greedy: "game.role_ai_greedy", mcts: "game.role_ai_mcts" };
const aiRole = (level) => (AI_ROLES[level] ? t(AI_ROLES[level]) : t("game.role_ai", { level }));

/** The end of the game as a person says it: who won and why ("Bo wins: controls 2 of 3 Magic
 * Circles ..."), a draw as a draw, and with 3 to 5 seats every seat's place. */
export function outcomeText(outcome, names, yourSeat) {
  if (!outcome) return t("game.over");
  if (outcome.text) return outcome.text;  // the server's own sentence, where it gives one
  const who = (s) => {
    const name = names[s] ?? t("seat.player_n", { n: s + 1 });
    return s === yourSeat ? t("game.name_you", { name }) : name;
  };
  const reason = outcome.reason;
  const winners = outcome.winners || [];
  let text = !winners.length ? (reason ? t("game.draw_because", { reason }) : t("game.draw"))
    : t(reason ? "game.wins_because" : "game.wins", { who: listed(winners.map(who)), n: winners.length, reason });
  const ranking = outcome.ranking || [];
  if (ranking.length > 2) {
    if (!/[.!?]$/.test(text)) text = t("game.sentence_end", { text });
    const places = ranking.map((s, i) => t("game.placing", { nth: t("ratings.nth", { n: i + 1 }), who: who(s) }));
    text = t("game.with_placings", { text, placings: commas(places) });
  }
  return text;
}

/** A game still filling its seats: which seats are open, and how they are taken. */
function waitingText(g) {
  const open = g.seats.filter((s) => s.open).map((s) => t("game.seat_n", { n: s.seat + 1 }));
  return open.length ? t("game.waiting_for_players", { seats: listed(open), n: open.length }) : t("game.waiting_to_start");
}

async function play(move) {
  if (state.busy) return;
  if (!navigator.onLine) {
    showError(t("game.offline_not_sent"));
    return;
  }
  state.busy = true;
  // set before the first await: whoever watches the page (a test, a style) sees the move in
  // flight until the board after it is drawn
  document.body.dataset.busy = "1";
  showError("");
  try {
    const res = await api(`/v1/games/${gameId}/moves`, {
      method: "POST", token, body: { move },
      headers: { "If-Match": `"${state.game.version}"`, "Idempotency-Key": crypto.randomUUID() },
    });
    if (!res.ok) {
      showError(res.status === 412 ? t("game.moved_first") : problemText(res));
    }
  } catch (err) {
    offline.failed(err);
    showError(t("game.connection_failed"));
  } finally {
    state.busy = false;
    try { await refresh(); } finally { document.body.dataset.busy = "0"; }
  }
}

/** Ask the server why a tap names no move of the caller now: the rule, in words, with the seed's
 * sentence. Only what this seat may see goes into the answer (docs/web.md, "Why not"). */
async function whyNot(partials) {
  try {
    await explainTap(`/v1/games/${gameId}/why-not`, state.picker, partials, $("whynot"), token);
  } catch (err) {
    offline.failed(err);
    showWhy(null);
  }
}

function onPick(node) {
  if (state.viewing !== null) {
    showError(t("game.earlier_version"));
    return;
  }
  if (!seated) { showError(t("game.only_players")); return; }
  const partials = JSON.parse(node.getAttribute("data-pick"));
  if (!state.moves.length) {
    if (state.game?.status === "active") whyNot(partials);
    return;
  }
  if (!state.picker.click(partials)) {
    showError("");
    whyNot(partials);
    return;
  }
  showError("");
  showWhy(null);
  node.classList.add("chosen");
  state.tapped = (node.getAttribute("aria-label") || node.textContent || "").trim().split(":")[0].slice(0, 60);
  const move = state.picker.settled();
  if (move) { play(move); return; }
  markTargets();
  renderMoves();
  keepAboveSheet(node);
}

/** On a phone, the tapped element stays in sight above the sheet of choices. */
function keepAboveSheet(node) {
  if (!matchMedia("(max-width: 899px)").matches) return;
  const sheet = document.querySelector(".moves-area").getBoundingClientRect();
  const r = node.getBoundingClientRect();
  if (r.bottom > sheet.top - 8 || r.top < 0) window.scrollBy({ top: r.top - Math.max(8, (sheet.top - r.height) / 3), behavior: "instant" });
}

function onTableClick(event) {
  const node = event.target.closest("[data-pick]");
  if (!node || !(node.closest("#board") || node.closest("#side"))) return;
  event.preventDefault();
  onPick(node);
}

function clearPick() {
  state.picker.reset();
  state.tapped = "";
  for (const n of document.querySelectorAll(".chosen")) n.classList.remove("chosen");
  showWhy(null);
  markTargets();
  renderMoves();
}

async function viewVersion(v) {
  const g = state.game;
  v = Math.max(1, Math.min(g.version, v));
  state.viewing = v >= g.version ? null : v;
  $("slider").value = v;
  clearPick();
  await draw(state.viewing);
}

async function nextMove() {
  const at = state.viewing ?? state.game.version;
  if (at >= state.game.version) return;
  const res = await api(`/v1/games/${gameId}/events?after=${at}&limit=16`, { token });
  const evs = res.ok ? res.data.events : [];
  // the next move runs from at+1 to just before the following command's first event
  const following = evs.find((e) => e.seq > at + 1 && e.cmd);
  await viewVersion(following ? following.seq - 1 : Math.min(state.game.version, at + evs.length));
}

async function connect() {
  if (state.source) state.source.close();
  let url = `/v1/games/${gameId}/stream`;
  if (token) {
    let ticket;
    try { ticket = await api(`/v1/games/${gameId}/stream-tickets`, { method: "POST", token }); } catch (err) { offline.failed(err); ticket = null; }
    if (!ticket || !ticket.ok) { $("live").textContent = t("live.unavailable"); reconnectLater(); return; }
    url = ticket.data.stream;
  }
  const reconnecting = state.source !== null && state.source !== undefined;
  if (state.lastSeq) url += (url.includes("?") ? "&" : "?") + `after=${state.lastSeq}`;
  const source = new EventSource(url);
  state.source = source;
  let pending = null;
  const changed = () => { clearTimeout(pending); pending = setTimeout(refresh, 80); };
  source.addEventListener("open", () => {
    streamDelay = 0;
    $("live").textContent = t("live.on"); $("live").classList.add("on"); offline.back();
    if (reconnecting) changed();  // whatever happened while the stream was away, shown at once
  });
  // the stream opens with the game as it is now: moves made between the page's first load and this
  // moment (an AI's, say) are told only here, so a newer version than the one shown is fetched
  const hear = (e) => {
    state.lastSeq = Number(e.lastEventId) || state.lastSeq;
    document.body.dataset.heard = String(state.lastSeq);  // the last event the stream told of
  };
  source.addEventListener("game", (e) => { hear(e); if (!state.game || state.lastSeq > state.game.version) changed(); });
  source.addEventListener("message", (e) => { hear(e); changed(); });
  source.addEventListener("chat", (e) => document.dispatchEvent(new CustomEvent("arbiter:chat", { detail: JSON.parse(e.data) })));
  source.addEventListener("end", () => { source.close(); $("live").textContent = t("live.game_over"); $("live").classList.remove("on"); });
  source.addEventListener("error", () => {
    // a ticket opens one stream, and the browser's own retries would not back off: close it and
    // reconnect (with a new ticket), resuming after the last event seen
    source.close();
    $("live").textContent = navigator.onLine ? t("live.reconnecting") : t("live.offline");
    $("live").classList.remove("on");
    if (state.game?.status !== "finished") reconnectLater();
  });
}

// the stream's reconnections back off with jitter (1.5 s doubling to 20 s); while the page is
// offline it waits until the server answers again (app.js probes, once for the whole page)
let streamDelay = 0;
let streamTimer = null;
function reconnectLater() {
  if (streamTimer) return;
  streamDelay = backoff(streamDelay, 1500, 20000);
  const wait = jitter(streamDelay);
  streamTimer = setTimeout(async () => {
    await offline.whenBack();
    streamTimer = null;
    connect();
  }, wait);
}

/** The recorded events byte for byte, from the game's export: the events pages show "a deleted
 * player" where an old record (whose GameCreated holds the names) names a deleted account, so only the
 * export's verbatim events rehash to the chain (docs/accounts.md, "Leaving for good"). */
async function allEvents() {
  const res = await api(`/v1/games/${gameId}/export`, { token, fresh: true });
  if (!res.ok) throw new Error(problemText(res));
  return res.data.events;
}

async function runAudit() {
  const box = $("audit");
  box.replaceChildren(el("p", { class: "muted", text: t("audit.checking") }));
  try {
    const audit = await api(`/v1/games/${gameId}/audit`, { token, fresh: true });
    if (!audit.ok) throw new Error(problemText(audit));
    const log = await api(`/v1/games/${gameId}/log`, { token, fresh: true });  // 404: no public log here
    const result = await verify(audit.data, await allEvents(), log.ok ? log.data : null);
    box.replaceChildren(
      el("p", { class: result.ok ? "ok" : "bad", "data-verdict": result.ok ? "verified" : "broken",
        text: result.ok ? t("audit.verified") : t("audit.not_verified") }),
      el("ul", {}, ...result.lines.map((l) => el("li", { class: l.ok ? "" : "bad", text: l.text }))),
      el("p", { class: "muted", text: audit.data.verified ? t("audit.server_verified") : t("audit.server_not_verified") }));
  } catch (err) {
    box.replaceChildren(el("p", { class: "bad", "data-verdict": "broken", text: t("audit.failed", { error: err.message }) }));
  }
}

const keys = new BoardKeys($("board"), (node) => onPick(node));
document.addEventListener("click", onTableClick);
$("clear").addEventListener("click", clearPick);
$("verify").addEventListener("click", () => { $("audit-box").open = true; runAudit(); });
$("resign").addEventListener("click", async () => {
  if (!confirm(t("game.resign_confirm"))) return;
  const res = await api(`/v1/games/${gameId}/resign`, { method: "POST", token, headers: { "Idempotency-Key": crypto.randomUUID() } });
  if (!res.ok) showError(problemText(res));
  await refresh();
});
$("rules-open").addEventListener("click", () => openRules(state.game?.ruleset, state.game?.ruleset_version));
$("slider").addEventListener("input", (e) => viewVersion(Number(e.target.value)));
$("first").addEventListener("click", () => viewVersion(1));
$("prev").addEventListener("click", () => viewVersion((state.viewing ?? state.game.version) - 1));
$("next").addEventListener("click", () => viewVersion((state.viewing ?? state.game.version) + 1));
$("last").addEventListener("click", () => viewVersion(state.game.version));
$("prev-move").addEventListener("click", () => viewVersion((state.moveStart ?? 2) - 1));
$("next-move").addEventListener("click", nextMove);
document.addEventListener("keydown", (e) => {
  if (e.target.closest("input:not([type=range]), textarea, select, dialog, #board")) return;
  if (e.key === "Escape") clearPick();
  else if (e.key === "ArrowLeft" && e.target.id !== "slider") { e.preventDefault(); $("prev").click(); }
  else if (e.key === "ArrowRight" && e.target.id !== "slider") { e.preventDefault(); $("next").click(); }
});
$("board").addEventListener("keydown", (e) => { if (e.key === "Escape") clearPick(); });
// back from offline (the server answered the page's probe): one refresh, and the stream again
offline.onChange((down) => { if (!down) refresh(); });

// A stream can fall silent without closing: a phone's network that drops a connection without a
// word, a proxy that buffers, a server-side stall. Every STALE_CHECK_MS a shown page of a running
// game asks for the game (a conditional GET: a 304 when nothing changed). A version the stream has
// not told of may be on its way (the event is being read and sent at this very moment), so it is a
// stall only if the stream still has not told of it STALE_GRACE_MS later: then the page catches up
// and reconnects. (What the page shows is no measure: its redraw waits for a lull in the events.)
const STALE_CHECK_MS = 30000;
const STALE_GRACE_MS = 5000;
async function checkStale() {
  const g = state.game;
  if (document.visibilityState !== "visible" || !g || g.status !== "active" || running || state.busy) return;
  let res;
  try { res = await api(`/v1/games/${gameId}`, { token }); } catch { return; }
  if (!res.ok) return;
  const version = res.data.version;
  if (version <= Math.max(state.lastSeq || 0, state.game.version)) {
    // the stream told of it but the page does not show it (no redraw followed): show it
    if (state.game.version < Math.min(version, state.lastSeq || 0)) await refresh();
    return;
  }
  await new Promise((resolve) => setTimeout(resolve, STALE_GRACE_MS));
  if ((state.lastSeq || 0) >= version || state.game?.status !== "active") return;
  const stalls = Number(document.body.dataset.stalls || 0) + 1;
  document.body.dataset.stalls = String(stalls);  // how often this page had to catch up (tests read it)
  // when, and what was known then (a test quotes it beside the server's stream trace)
  document.body.dataset.stalled = `${new Date().toISOString()}: version ${version} seen at the server ` +
    `${STALE_GRACE_MS / 1000} s ago, last event heard ${state.lastSeq}, page showing ${state.game.version}`;
  console.warn(`the live stream did not tell of version ${version} within ${STALE_GRACE_MS / 1000} s (the page ` +
               `showed ${state.game.version}, last event heard ${state.lastSeq}); catching up and reconnecting`);
  await refresh();
  connect();
}
setInterval(checkStale, STALE_CHECK_MS);
document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") checkStale(); });

await refresh();
connect();
// the coach, once the game is over; #analysis (the coach's share link) opens it at once
initCoach({ gameId, token, finished: state.game?.status === "finished", showAt: viewVersion,
            open: fragment.has("analysis") });
// My games' links: #replay opens the replay at its start (Move ▶ steps through it), #audit the audit
if (fragment.has("replay") && state.game) {
  await viewVersion(1);
  $("next-move").focus();
  $("replay-h").parentElement.scrollIntoView({ block: "center" });
} else if (fragment.has("audit") && state.game) {
  $("audit-box").open = true;
  $("audit-box").scrollIntoView({ block: "start" });
  runAudit();
}
