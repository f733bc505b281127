// One game: the board from the server's renderer, moves by clicking it (or from the list), live
// updates over SSE with a stream ticket, a replay slider, and the audit checked in the browser.
import { api, copyField, el, eventText, moveText, problemText, seats, takeFragment } from "./api.js";
import { Picker } from "./pick.js";
import { verify } from "./audit.js";

const gameId = decodeURIComponent(location.pathname.split("/")[2]);
const $ = (id) => document.getElementById(id);
const state = { game: null, moves: [], texts: new Map(), picker: new Picker([]), viewing: null, names: {}, source: null, lastSeq: 0, busy: false };

const fragment = takeFragment();
if (fragment.get("token")) {
  seats.set(gameId, { token: fragment.get("token"), seat: Number(fragment.get("seat") ?? NaN) });
}
const mine = seats.get(gameId);
const token = mine?.token || null;
// signed in, the account's seat is found by the server (the session cookie): no token needed
let seated = Boolean(token);

function showError(text) {
  $("error").hidden = !text;
  $("error").textContent = text || "";
}

async function fetchBoard(at) {
  const q = at ? `?at=${at}` : "";
  const resp = await fetch(`/v1/games/${gameId}/board.svg${q}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return resp.ok ? resp.text() : null;
}

async function fetchEvent(version) {
  if (version < 1) return null;
  const res = await api(`/v1/games/${gameId}/events?after=${version - 1}&limit=1`, { token });
  return res.ok ? res.data.events[0] : null;
}

// Draw version `at` (null: now). Rapid steps of the slider may overlap: only the newest one draws.
let drawing = 0;
async function draw(at) {
  const mine = ++drawing;
  const version = at ?? state.game.version;
  const [svg, ev] = await Promise.all([fetchBoard(at), fetchEvent(version)]);
  if (mine !== drawing) return;
  if (svg !== null) $("board").innerHTML = svg;
  markTargets();
  $("at").textContent = `version ${version} of ${state.game.version}`;
  $("event").textContent = ev ? `Last: #${ev.seq} ${eventText(ev)}` : "";
  $("event").dataset.seq = ev ? ev.seq : "";
  document.body.dataset.at = version;
}

function markTargets() {
  const live = state.viewing === null;
  for (const node of $("board").querySelectorAll("[data-pick]")) {
    const partials = JSON.parse(node.getAttribute("data-pick"));
    const usable = live && state.moves.length && state.picker.clicks > 0 && state.picker.accepts(partials);
    node.classList.toggle("candidate", Boolean(usable));
  }
}

function renderMoves() {
  const list = $("moves");
  list.replaceChildren();
  const remaining = state.picker.remaining;
  $("clear").hidden = state.picker.clicks === 0;
  if (state.viewing !== null) {
    $("picking").textContent = `Replaying version ${state.viewing}: go to the latest version to play.`;
    return;
  }
  if (!seated) {
    $("picking").textContent = "You are watching. Join with an invite link or a seat link to play.";
    return;
  }
  if (!state.moves.length) {
    $("picking").textContent = state.game?.status === "finished" ? "The game is over." : "Nothing to play now: waiting for the others.";
    return;
  }
  $("picking").textContent = state.picker.clicks
    ? `${remaining.length} move(s) match your clicks: click the board again, or choose below.`
    : `${state.moves.length} legal move(s): click a piece or a place on the board, or choose below.`;
  for (const move of remaining) {
    list.append(el("li", {}, el("button", { type: "button", "data-move": JSON.stringify(move), text: moveText(move, state.texts),
      onclick: () => play(move) })));
  }
}

function renderSeats() {
  const g = state.game;
  const ul = $("seats");
  ul.replaceChildren();
  for (const s of g.seats) {
    const who = s.ai ? `AI (${s.ai.level})` : s.open ? "open seat" : "player";
    const acting = (g.to_act || []).includes(s.seat) ? " · to act" : "";
    const you = (mine && mine.seat === s.seat) || g.your_seat === s.seat ? " · you" : "";
    ul.append(el("li", { text: `${s.name || "—"} (seat ${s.seat}, ${who})${acting}${you}` }));
  }
  $("resign").hidden = !(seated && g.status === "active");
  document.dispatchEvent(new CustomEvent("arbiter:seats", { detail: g.seats }));
  const share = $("share");
  share.replaceChildren();
  if (token && mine && Number.isInteger(mine.seat)) {
    share.append(el("p", { class: "muted", text: "Your seat link (it holds your secret token: keep it to yourself, e.g. to open this game on your phone):" }),
      copyField("seat link", `${location.origin}/games/${gameId}#token=${token}&seat=${mine.seat}`));
  }
}

// One refresh at a time; events that arrive meanwhile ask for one more afterwards.
let running = null;
let again = false;
async function refresh() {
  if (running) { again = true; return running; }
  document.body.dataset.ready = "0";
  running = (async () => {
    do { again = false; await load(); } while (again);
  })();
  try { await running; } finally { running = null; document.body.dataset.ready = "1"; }
}

async function load() {
  const res = await api(`/v1/games/${gameId}`, { token });
  if (!res.ok) { showError(problemText(res)); return; }
  const g = res.data;
  state.game = g;
  seated = Boolean(token) || Number.isInteger(g.your_seat);
  state.names = Object.fromEntries(g.seats.map((s) => [s.seat, s.name || `seat ${s.seat}`]));
  if (mine && !Number.isInteger(mine.seat) && Number.isInteger(g.your_seat)) seats.set(gameId, { seat: g.your_seat });
  $("title").textContent = `${g.ruleset} · ${g.id.slice(0, 8)}`;
  document.title = `${g.ruleset}: Arbiter`;
  $("seat-info").textContent = Number.isInteger(g.your_seat) ? `You play seat ${g.your_seat} (${state.names[g.your_seat]}).` : "";
  const outcome = g.outcome ? ` · ${g.outcome.reason || ""}` : "";
  $("status").textContent = g.status === "finished" ? `Finished${outcome}` : g.status === "waiting" ? "Waiting for players"
    : `To act: ${(g.to_act || []).map((s) => state.names[s]).join(", ") || "nobody"}`;
  const slider = $("slider");
  slider.max = Math.max(1, g.version);
  if (state.viewing === null) slider.value = g.version;
  if (seated && g.status === "active") {
    const legal = await api(`/v1/games/${gameId}/legal-moves`, { token });
    state.moves = legal.ok ? legal.data.moves : [];
    // each move's sentence, by the move object itself (the picker hands the same objects back)
    state.texts = new Map(state.moves.map((move, i) => [move, (legal.ok && legal.data.texts?.[i]) || ""]));
  } else {
    state.moves = [];
    state.texts = new Map();
  }
  state.picker = new Picker(state.moves);
  renderSeats();
  if (state.viewing === null) await draw(null);
  renderMoves();
  document.body.dataset.version = g.version;
}

async function play(move) {
  if (state.busy) return;
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
      showError(res.status === 412 ? "Someone moved first: the board is up to date now, choose again." : problemText(res));
    }
  } finally {
    state.busy = false;
    try { await refresh(); } finally { document.body.dataset.busy = "0"; }
  }
}

function onBoardClick(event) {
  if (state.viewing !== null || !state.moves.length) return;
  const node = event.target.closest("[data-pick]");
  if (!node) return;
  const partials = JSON.parse(node.getAttribute("data-pick"));
  if (!state.picker.click(partials)) {
    showError("That is not part of any move you can make now.");
    return;
  }
  showError("");
  const move = state.picker.settled();
  if (move) { play(move); return; }
  markTargets();
  renderMoves();
}

function clearPick() { state.picker.reset(); markTargets(); renderMoves(); }

async function viewVersion(v) {
  const g = state.game;
  v = Math.max(1, Math.min(g.version, v));
  state.viewing = v >= g.version ? null : v;
  $("slider").value = v;
  clearPick();
  await draw(state.viewing);
}

async function connect() {
  if (state.source) state.source.close();
  let url = `/v1/games/${gameId}/stream`;
  if (token) {
    const t = await api(`/v1/games/${gameId}/stream-tickets`, { method: "POST", token });
    if (!t.ok) { $("live").textContent = "live updates unavailable"; return; }
    url = t.data.stream;
  }
  if (state.lastSeq) url += (url.includes("?") ? "&" : "?") + `after=${state.lastSeq}`;
  const source = new EventSource(url);
  state.source = source;
  let pending = null;
  const changed = () => { clearTimeout(pending); pending = setTimeout(refresh, 80); };
  source.addEventListener("open", () => { $("live").textContent = "live"; $("live").classList.add("on"); });
  source.addEventListener("game", (e) => { state.lastSeq = Number(e.lastEventId) || state.lastSeq; });
  source.addEventListener("message", (e) => { state.lastSeq = Number(e.lastEventId) || state.lastSeq; changed(); });
  source.addEventListener("chat", (e) => document.dispatchEvent(new CustomEvent("arbiter:chat", { detail: JSON.parse(e.data) })));
  source.addEventListener("end", () => { source.close(); $("live").textContent = "game over"; $("live").classList.remove("on"); });
  source.addEventListener("error", () => {
    // a ticket opens one stream: reconnect with a new one, resuming after the last event seen
    if (source.readyState === EventSource.CLOSED || token) {
      source.close();
      $("live").textContent = "reconnecting…";
      $("live").classList.remove("on");
      if (state.game?.status !== "finished") setTimeout(connect, 1500);
    }
  });
}

async function allEvents() {
  const out = [];
  let after = 0;
  for (;;) {
    const res = await api(`/v1/games/${gameId}/events?after=${after}&limit=1000`, { token, fresh: true });
    if (!res.ok) throw new Error(problemText(res));
    out.push(...res.data.events);
    if (res.data.next === null || res.data.next === undefined) return out;
    after = res.data.next;
  }
}

async function runAudit() {
  const box = $("audit");
  box.replaceChildren(el("p", { class: "muted", text: "checking…" }));
  try {
    const audit = await api(`/v1/games/${gameId}/audit`, { token, fresh: true });
    if (!audit.ok) throw new Error(problemText(audit));
    const log = await api(`/v1/games/${gameId}/log`, { token, fresh: true });  // 404: no public log here
    const result = await verify(audit.data, await allEvents(), log.ok ? log.data : null);
    box.replaceChildren(
      el("p", { class: result.ok ? "ok" : "bad", "data-verdict": result.ok ? "verified" : "broken",
        text: result.ok ? "Verified in this browser." : "NOT verified: this record has been tampered with or is incomplete." }),
      el("ul", {}, ...result.lines.map((l) => el("li", { class: l.ok ? "" : "bad", text: l.text }))),
      el("p", { class: "muted", text: `The server itself says: ${audit.data.verified ? "verified" : "not verified"}.` }));
  } catch (err) {
    box.replaceChildren(el("p", { class: "bad", "data-verdict": "broken", text: `The audit could not be completed: ${err.message}` }));
  }
}

$("board").addEventListener("click", onBoardClick);
$("clear").addEventListener("click", clearPick);
$("verify").addEventListener("click", runAudit);
$("resign").addEventListener("click", async () => {
  if (!confirm("Resign this game?")) return;
  const res = await api(`/v1/games/${gameId}/resign`, { method: "POST", token, headers: { "Idempotency-Key": crypto.randomUUID() } });
  if (!res.ok) showError(problemText(res));
  await refresh();
});
$("slider").addEventListener("input", (e) => viewVersion(Number(e.target.value)));
$("first").addEventListener("click", () => viewVersion(1));
$("prev").addEventListener("click", () => viewVersion((state.viewing ?? state.game.version) - 1));
$("next").addEventListener("click", () => viewVersion((state.viewing ?? state.game.version) + 1));
$("last").addEventListener("click", () => viewVersion(state.game.version));
document.addEventListener("keydown", (e) => {
  if (e.target.closest("input:not([type=range]), textarea, select")) return;
  if (e.key === "Escape") clearPick();
  else if (e.key === "ArrowLeft" && e.target.id !== "slider") { e.preventDefault(); $("prev").click(); }
  else if (e.key === "ArrowRight" && e.target.id !== "slider") { e.preventDefault(); $("next").click(); }
});

await refresh();
connect();
