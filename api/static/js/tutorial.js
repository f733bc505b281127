// A game's tutorial: guided positions where the page asks for one teaching move, checks it with
// the server and explains the result; a tap that names no move is explained by the rules (as in a
// game); "practice against the AI" starts a real game from the position on screen.
import { api, el, moveText, problemText, seats } from "./api.js";
import { Picker } from "./pick.js";
import { BoardKeys } from "./keys.js";
import { offline, startApp } from "./app.js";
import { openRules } from "./rules.js";
import { explainTap, markTargets, placeBoard } from "./table.js";
import { lang, t } from "./i18n.js";

startApp();
const ruleset = decodeURIComponent(location.pathname.split("/")[2]);
const $ = (id) => document.getElementById(id);
const base = `/v1/rulesets/${ruleset}/tutorial`;
const inLang = `?lang=${encodeURIComponent(lang)}`;  // the lesson's words in the page's language
const state = { n: 1, count: 0, seat: 0, moves: [], texts: new Map(), picker: new Picker([]), done: false, busy: false };

function showError(text) { $("error").hidden = !text; $("error").textContent = text || ""; }

function renderMoves() {
  const list = $("moves");
  list.replaceChildren();
  $("clear").hidden = state.picker.clicks === 0;
  if (state.done) { $("picking").textContent = ""; return; }
  $("picking").textContent = state.picker.clicks
    ? t("tut.matching", { n: state.picker.remaining.length })
    : t("tut.tap_hint");
  for (const move of state.picker.remaining) {
    list.append(el("li", {}, el("button", { type: "button", "data-move": JSON.stringify(move), text: moveText(move, state.texts),
      onclick: () => tryMove(move) })));
  }
}

function refreshTargets() { markTargets(state.picker, !state.done); keys.refresh(); }

async function loadStep(n) {
  document.body.dataset.ready = "0";
  state.n = n;
  state.done = false;
  const res = await api(`${base}/${n}${inLang}`).catch((err) => { offline.failed(err); return null; });
  if (!res || !res.ok) { showError(res ? problemText(res) : t("tut.not_loaded")); return; }
  const step = res.data;
  state.moves = step.moves;
  state.seat = step.seat;
  state.texts = new Map(step.moves.map((m, i) => [m, step.texts[i] || ""]));
  state.picker = new Picker(step.moves);
  placeBoard(step.board, $("board"), $("side"));
  $("step-title").textContent = t("tut.step_of", { n, count: state.count, title: step.title });
  $("prompt-text").textContent = step.prompt;
  $("result").hidden = true;
  $("next-step").hidden = true;
  $("again").hidden = true;
  $("lesson").classList.remove("done");
  for (const li of $("steps").children) li.toggleAttribute("aria-current", Number(li.dataset.n) === n);
  showError("");
  $("whynot").hidden = true;
  refreshTargets();
  renderMoves();
  document.body.dataset.step = n;
  document.body.dataset.ready = "1";
}

async function tryMove(move) {
  if (state.busy || state.done) return;
  state.busy = true;
  try {
    const res = await api(`${base}/${state.n}/moves${inLang}`, { method: "POST", body: { move } });
    if (!res.ok) { showError(problemText(res)); state.picker.reset(); refreshTargets(); renderMoves(); return; }
    if (!res.data.correct) {
      showError(res.data.hint);
      state.picker.reset();
      refreshTargets();
      renderMoves();
      return;
    }
    state.done = true;
    const last = placeBoard(res.data.board, $("board"), $("side"));
    showError("");
    const result = $("result");
    result.replaceChildren(el("p", { class: "result", text: t("tut.well_done") }),
      el("p", { text: last ? t("tut.what_happened", { text: last.textContent.trim() }) : "" }), el("p", { text: res.data.explain }));
    result.hidden = false;
    $("lesson").classList.add("done");
    const more = state.n < state.count;
    $("next-step").hidden = !more;
    $("again").hidden = false;
    if (!more) result.append(el("p", {}, el("b", { text: `${t("tut.complete")} ` }),
      el("a", { href: "/", text: t("tut.start_game") })));
    document.body.dataset.solved = state.n;
    refreshTargets();
    renderMoves();
    (more ? $("next-step") : $("again")).focus();
  } catch (err) {
    offline.failed(err);
    showError(t("tut.unreachable"));
  } finally {
    state.busy = false;
  }
}

function onPick(node) {
  if (state.done) return;
  const partials = JSON.parse(node.getAttribute("data-pick"));
  if (!state.picker.click(partials)) {
    explainTap(`${base}/${state.n}/why-not`, state.picker, partials, $("whynot")).catch((err) => offline.failed(err));
    return;
  }
  showError("");
  $("whynot").hidden = true;
  node.classList.add("chosen");
  const move = state.picker.settled();
  if (move) { tryMove(move); return; }
  refreshTargets();
  renderMoves();
}

async function practice() {
  const res = await api("/v1/games", { method: "POST", headers: { "Idempotency-Key": crypto.randomUUID() },
    // the learner keeps the seat of the lesson; the AI takes the other
    body: { ruleset, seats: [0, 1].map((i) => (i === state.seat ? { name: "Ana" } : { name: "Bo", ai: { level: "greedy" } })),
            position: { tutorial: state.n } } });
  if (!res.ok) { showError(problemText(res)); return; }
  const mine = res.data.seats.find((s) => s.token);
  seats.set(res.data.id, { seat: mine.seat, token: mine.token, ruleset });
  location.href = `/games/${res.data.id}`;
}

const keys = new BoardKeys($("board"), (node) => onPick(node));
document.addEventListener("click", (e) => {
  const node = e.target.closest("[data-pick]");
  if (node && (node.closest("#board") || node.closest("#side"))) { e.preventDefault(); onPick(node); }
});
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && !e.target.closest("dialog")) { state.picker.reset(); document.querySelectorAll(".chosen").forEach((n) => n.classList.remove("chosen")); refreshTargets(); renderMoves(); }
});
$("clear").addEventListener("click", () => { state.picker.reset(); refreshTargets(); renderMoves(); });
$("next-step").addEventListener("click", () => loadStep(state.n + 1));
$("again").addEventListener("click", () => loadStep(state.n));
$("practice").addEventListener("click", practice);
$("rules-open").addEventListener("click", () => openRules(ruleset));

const index = await api(`${base}${inLang}`).catch((err) => { offline.failed(err); return null; });
if (index && index.ok) {
  state.count = index.data.steps.length;
  $("lesson-h").textContent = index.data.title;
  document.title = t("tut.named_page_title", { title: index.data.title });
  $("intro").textContent = index.data.intro;
  $("steps").replaceChildren(...index.data.steps.map((s) => el("li", { "data-n": s.n, text: t("tut.step_item", { n: s.n, title: s.title }) })));
  await loadStep(1);
} else {
  showError(index ? problemText(index) : t("tut.not_loaded"));
}
