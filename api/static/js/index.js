// The lobby: create a game from a ruleset's own option schema, and lists of games to join,
// watch and replay.
import { api, copyField, csrfToken, el, problemText, rulesetName, seatName, seats } from "./api.js";
import { offline, startApp } from "./app.js";
import { account } from "./nav.js";
import { deckField, deckValue } from "./decks.js";
import { seekItem } from "./challenges.js";
import { t } from "./i18n.js";

startApp();

const $ = (id) => document.getElementById(id);
let rulesets = [];
let me = null;  // the signed-in account, if any: its seat is named for it
const LEVELS = ["human", "open", "random", "greedy", "mcts"].map((v) => [v, t(`lobby.level_${v}`)]);
const AI_NAMES = { random: t("lobby.ai_random"), greedy: t("lobby.ai_greedy"), mcts: t("lobby.ai_mcts") };

/** The name a seat gets unless the person types another: the account's for the signed-in person's
 * seat, "Player N" for another person, what an AI is ("AI (greedy)"), none for an open seat (its
 * player names it when taking it). */
function defaultName(i, kind) {
  if (kind === "open") return "";
  if (AI_NAMES[kind]) return AI_NAMES[kind];
  if (i === 0 && me) return me.display_name;
  return t("seat.player_n", { n: i + 1 });
}

function seatRow(i, kind) {
  const select = el("select", { name: `kind-${i}`, "aria-label": t("lobby.seat_who", { n: i + 1 }) },
    ...LEVELS.map(([v, t]) => el("option", { value: v, text: t, selected: v === kind })));
  const name = el("input", { name: `name-${i}`, value: defaultName(i, kind), maxlength: 40, "aria-label": t("lobby.seat_name", { n: i + 1 }),
                             disabled: kind === "open" });
  // a name the person has not typed follows the choice of who plays
  select.addEventListener("change", () => {
    if (!name.dataset.typed) name.value = defaultName(i, select.value);
    name.disabled = select.value === "open";
  });
  name.addEventListener("input", () => { name.dataset.typed = "1"; });
  return el("div", { class: "seat-row", "data-seat": i }, el("span", { text: t("lobby.seat_n", { n: i + 1 }) }), select, name);
}

function currentRuleset() { return rulesets.find((r) => r.id === $("ruleset").value); }

function renderSeats(count) {
  const rs = currentRuleset();
  const box = $("seats");
  const rows = [...box.querySelectorAll(".seat-row")];
  const n = Math.max(rs.players.min, Math.min(rs.players.max, count));
  for (let i = rows.length; i < n; i++) box.append(seatRow(i, i === 0 ? "human" : "greedy"));
  for (let i = rows.length - 1; i >= n; i--) rows[i].remove();
  $("add-seat").disabled = n >= rs.players.max;
  $("remove-seat").disabled = n <= rs.players.min;
}

function optionField(name, schema) {
  const rs = currentRuleset().id;
  if (/^deck_\d+$/.test(name)) return deckField(rs, name, schema);
  // the option's words from the catalogue (service/locales/<lang>/options.json), the schema's English
  // where a newer option has none yet; its name and values stay what the API takes
  const words = `options.${rs}.${name}`;
  const help = t(`${words}.help`, {}, schema.description || "");
  const id = `opt-${name}`;
  let input;
  if (schema.type === "boolean") input = el("input", { type: "checkbox", id, name, checked: schema.default === true });
  else if (schema.enum) input = el("select", { id, name }, ...schema.enum.map((v) => el("option", { value: v, text: t(`${words}.${v}`, {}, v), selected: v === schema.default })));
  else if (schema.type === "integer") input = el("input", { type: "number", id, name, value: schema.default ?? "", min: schema.minimum, max: schema.maximum });
  else input = el("input", { id, name, placeholder: JSON.stringify(schema.default ?? ""), "data-json": "1" });
  return el("div", {}, el("label", { for: id }, el("span", { text: t(words, {}, name.replaceAll("_", " ")) }), input),
    el("div", { class: "muted", text: help }));
}

function renderOptions() {
  const rs = currentRuleset();
  const players = rs.players.min === rs.players.max ? t("lobby.players", { n: rs.players.min })
    : t("lobby.players_range", { min: rs.players.min, max: rs.players.max });
  $("ruleset-about").textContent = rs.hidden_information ? t("lobby.hidden_information", { players }) : players;
  const box = $("options");
  box.replaceChildren(el("legend", { text: t("lobby.options") }));
  const props = rs.options?.properties || {};
  if (!Object.keys(props).length) box.append(el("p", { class: "muted", text: t("lobby.no_options") }));
  for (const [name, schema] of Object.entries(props)) box.append(optionField(name, schema));
  renderSeats($("seats").querySelectorAll(".seat-row").length || rs.players.min);
}

function readOptions() {
  const rs = currentRuleset();
  const out = {};
  for (const [name, schema] of Object.entries(rs.options?.properties || {})) {
    const input = document.getElementById(`opt-${name}`);
    if (input.dataset.deck) {
      const { value, error } = deckValue(name);
      if (error) throw new Error(error);
      if (value !== undefined && value !== schema.default) out[name] = value;
      continue;
    }
    if (schema.type === "boolean") { if (input.checked !== (schema.default === true)) out[name] = input.checked; }
    else if (input.value === "" || input.value === String(schema.default ?? "")) continue;
    else if (schema.type === "integer") out[name] = Number(input.value);
    else if (input.dataset.json) { try { out[name] = JSON.parse(input.value); } catch { out[name] = input.value; } }
    else out[name] = input.value;
  }
  return out;
}

async function create(event) {
  event.preventDefault();
  const seatsBody = [...$("seats").querySelectorAll(".seat-row")].map((row) => {
    const kind = row.querySelector("select").value;
    const name = row.querySelector("input").value.trim() || undefined;
    if (kind === "open") return { open: true };
    if (kind === "human") return { name };
    return { name: name || AI_NAMES[kind], ai: { level: kind } };
  });
  if (csrfToken()) {  // signed in: the first person's seat is this account's (reachable from any device)
    const first = seatsBody.findIndex((s) => !s.open && !s.ai);
    if (first >= 0) {
      seatsBody[first].mine = true;
      if (seatsBody[first].name === "me" || seatsBody[first].name === me?.display_name) delete seatsBody[first].name;  // the display name, then
    }
  }
  let options;
  try { options = readOptions(); } catch (err) { showCreateError(err.message); return; }
  const body = { ruleset: $("ruleset").value, seats: seatsBody, options };
  if ($("clock").value) body.clock = { move_seconds: Number($("clock").value), on_timeout: $("on-timeout").value };
  const res = await api("/v1/games", { method: "POST", body, headers: { "Idempotency-Key": crypto.randomUUID() } });
  if (!res.ok) { showCreateError(problemText(res)); return; }
  $("create-error").hidden = true;
  const g = res.data;
  const humans = g.seats.filter((s) => s.token);
  if (humans.length) seats.set(g.id, { seat: humans[0].seat, token: humans[0].token, ruleset: g.ruleset });
  if (g.creator_token) seats.set(g.id, { creator: g.creator_token, ruleset: g.ruleset });
  const box = $("created");
  box.hidden = false;
  box.className = "created";
  box.replaceChildren(el("h2", { text: t("lobby.created") }));
  for (const s of humans.slice(1)) {
    box.append(copyField(t("lobby.send_link", { n: s.seat + 1, name: s.name }), `${location.origin}/games/${g.id}#token=${s.token}&seat=${s.seat}`));
  }
  for (const s of g.seats.filter((x) => x.invite)) {
    box.append(copyField(t("lobby.invite_link", { n: s.seat + 1 }), `${location.origin}/join/${g.id}/${s.seat}#invite=${s.invite}`));
  }
  if (g.creator_token) {
    box.append(el("p", {}, el("button", { type: "button", text: t("lobby.start_now"), onclick: async () => {
      const r = await api(`/v1/games/${g.id}/start`, { method: "POST", token: g.creator_token, body: {} });
      if (!r.ok) { $("create-error").hidden = false; $("create-error").textContent = problemText(r); } else location.href = `/games/${g.id}`;
    } })));
  }
  box.append(el("p", {}, el("a", { href: `/games/${g.id}`, id: "open-game", text: t("lobby.go_to_game") })));
  // on a desktop the form is long: bring what was made (and its links to hand on) into view
  box.scrollIntoView({ block: "start", behavior: "instant" });
  box.querySelector("h2").setAttribute("tabindex", "-1");
  box.querySelector("h2").focus({ preventScroll: true });
  if (!humans.length || humans.length === g.seats.filter((s) => !s.ai).length && !g.creator_token && humans.length === 1) {
    location.href = `/games/${g.id}`;
  }
}

/** A game as a person names it: its title and its players ("Battle for the Grove: Ana vs Bo"). */
async function gameName(g) {
  const who = g.seats.map((s) => (s.open ? t("lobby.an_open_seat") : seatName(s)))
    .reduce((left, right) => t("lobby.versus", { left, right }));
  return t("lobby.game_name", { title: await rulesetName(g.ruleset), players: who });
}

async function gameItem(g, extra) {
  return el("li", {}, el("a", { href: `/games/${g.id}`, text: await gameName(g) }), el("span", { class: "muted", text: t("lobby.version", { version: g.version }) + (extra || "") }));
}

function showCreateError(text) {
  $("create-error").hidden = false;
  // an option's field named as the page names it: deck_0 is Player 1's deck
  $("create-error").textContent = text.replace(/(?:options\.)?deck_(\d+)/g, (_, n) => t("lobby.players_deck", { n: Number(n) + 1 }));
}

async function lists() {
  for (const status of ["waiting", "active", "finished"]) {
    const res = await api(`/v1/games?status=${status}&limit=20`);
    const ul = $(status);
    ul.replaceChildren();
    const games = res.ok ? res.data.games : [];
    if (!games.length) ul.append(el("li", { class: "muted", text: t("lobby.none") }));
    const open = (g) => t("lobby.open_by_invite", { seats: g.open_seats.map((n) => t("lobby.seat_lower", { n: n + 1 })).join(", ") });
    ul.append(...await Promise.all(games.map((g) => gameItem(g, status === "waiting" ? open(g) : ""))));
  }
  if (me) await openSeats();
  const mine = Object.entries(seats.all());
  if (mine.length) {
    // named by title and players (asked for, for the newest few), never by an id
    const shown = mine.reverse().slice(0, 12);
    const items = await Promise.all(shown.map(async ([id, s]) => {
      const res = await api(`/v1/games/${id}`).catch(() => null);
      const title = await rulesetName(s.ruleset || "game");
      const name = res && res.ok ? await gameName(res.data) : res && res.status === 404 ? t("lobby.gone", { title }) : title;
      return el("li", {}, el("a", { href: `/games/${id}`, text: name }),
        el("span", { class: "muted", text: Number.isInteger(s.seat) ? t("lobby.you_are_seat", { n: s.seat + 1 }) : "" }));
    }));
    $("mine").replaceChildren(...items);
  }
}

/** Signed in: the open seats other accounts offer (open seeks), each taken with one tap. */
async function openSeats() {
  const res = await api("/v1/challenges", { fresh: true });
  const box = $("seeks");
  box.hidden = false;
  const seeks = res.ok ? res.data.seeks : [];
  const err = (text) => { $("seek-error").hidden = false; $("seek-error").textContent = text; };
  $("seek-list").replaceChildren(...(seeks.length ? await Promise.all(seeks.map((c) => seekItem(c, err)))
    : [el("li", { class: "muted", text: t("lobby.no_seeks") })]));
}

async function main() {
  me = await account();
  const res = await api("/v1/rulesets");
  rulesets = res.data.rulesets;
  const order = ["grove", "channeling", "dale", "battlegates", "battalla"];
  rulesets.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  $("ruleset").replaceChildren(...rulesets.map((r) => el("option", { value: r.id, text: r.name })));
  $("ruleset").addEventListener("change", () => { $("seats").querySelectorAll(".seat-row").forEach((r) => r.remove()); renderOptions(); });
  $("add-seat").addEventListener("click", () => renderSeats($("seats").querySelectorAll(".seat-row").length + 1));
  $("remove-seat").addEventListener("click", () => renderSeats($("seats").querySelectorAll(".seat-row").length - 1));
  $("create").addEventListener("submit", create);
  renderOptions();
  await lists();
  document.body.dataset.ready = "1";
}

main().catch((err) => { offline.failed(err); document.body.dataset.ready = "1"; });
