// Challenges and open seats between accounts (POST/GET /v1/challenges, docs/clients.md): challenge
// a player by name (or offer the game to anyone signed in: an open seat), answer the challenges
// that come in with Accept or Decline, take back your own. Accepting creates the game with both
// accounts seated and opens it.
import { api, el, problemText, rulesetName } from "./api.js";
import { t } from "./i18n.js";

// who plays first, as a key's last part: the challenger's choice (`first`: the challenger does)
const seatKey = (seat) => (["first", "second"].includes(seat) ? seat : "random");

/** A challenge's game in words: "Battle for the Grove, 1 day a move". */
async function gameWords(c) {
  const title = await rulesetName(c.ruleset);
  return c.clock?.move_seconds ? t("ch.game_clock", { game: title, time: hours(c.clock.move_seconds) }) : title;
}

function hours(seconds) {
  if (seconds % 86400 === 0) return t("ch.days", { n: seconds / 86400 });
  if (seconds % 3600 === 0) return t("ch.hours", { n: seconds / 3600 });
  return t("ch.minutes", { n: Math.round(seconds / 60) });
}

/** Accept a challenge or take an open seat: the game is made with both accounts seated; go there. */
export async function accept(c, onError) {
  const res = await api(`/v1/challenges/${c.id}/accept`, { method: "POST", body: {},
    headers: { "Idempotency-Key": crypto.randomUUID() } });
  if (!res.ok) { onError(problemText(res)); return false; }
  location.href = `/games/${res.data.game.id}`;
  return true;
}

async function answer(c, action, onError, after) {
  const res = await api(`/v1/challenges/${c.id}/${action}`, { method: "POST", body: {} });
  if (!res.ok) onError(problemText(res));
  await after();
}

/** Fill the lists: incoming challenges with Accept and Decline; mine (challenges and open seats)
 * with Cancel. `data` is GET /v1/challenges' answer. */
export async function challenges(incoming, outgoing, data, onError, refill = async () => {}) {
  const inc = await Promise.all(data.incoming.map(async (c) => el("li", { "data-challenge": c.id },
    el("span", { text: t(`ch.incoming_${seatKey(c.seat)}`, { name: c.challenger.display_name, game: await gameWords(c) }) }),
    el("button", { type: "button", class: "primary", "data-accept": c.id, text: t("ch.accept"), onclick: () => accept(c, onError) }),
    el("button", { type: "button", "data-decline": c.id, text: t("ch.decline"), onclick: () => answer(c, "decline", onError, refill) }))));
  incoming.replaceChildren(...(inc.length ? inc : [el("li", { class: "muted", text: t("lobby.none") })]));
  const out = await Promise.all(data.outgoing.map(async (c) => el("li", { "data-challenge": c.id },
    el("span", { text: c.open ? t(`ch.open_${seatKey(c.seat)}`, { game: await gameWords(c) })
      : t("ch.outgoing", { name: c.to.display_name, game: await gameWords(c) }) }),
    el("button", { type: "button", "data-cancel": c.id, text: t("ch.take_back"), onclick: () => answer(c, "cancel", onError, refill) }))));
  outgoing.replaceChildren(...(out.length ? out : [el("li", { class: "muted", text: t("lobby.none") })]));
}

/** An open seat offered by another account, as the lobby lists it: one tap takes it. */
export async function seekItem(c, onError) {
  return el("li", { "data-seek": c.id },
    el("span", { text: `${t(`ch.seek_${seatKey(c.seat)}`, { name: c.challenger.display_name, game: await gameWords(c) })} ` }),
    el("button", { type: "button", class: "primary", "data-take": c.id, text: t("join.take"), onclick: () => accept(c, onError) }));
}

/** The form: a player's name (empty: an open seat for anyone), the game, who plays first, a clock. */
export function challengeForm(onSent) {
  const status = el("p", { class: "muted", role: "status", id: "challenge-status" });
  const error = el("div", { class: "error", role: "alert", hidden: true, id: "challenge-error" });
  const game = el("select", { id: "challenge-ruleset", name: "ruleset", required: true });
  const to = el("input", { id: "challenge-to", name: "to", maxlength: 64, autocomplete: "off",
    placeholder: t("ch.anyone") });
  const seat = el("select", { id: "challenge-seat", name: "seat" },
    el("option", { value: "random", text: t("ch.drawn") }), el("option", { value: "first", text: t("ch.i_first") }),
    el("option", { value: "second", text: t("ch.i_second") }));
  const clock = el("select", { id: "challenge-clock", name: "clock" },
    el("option", { value: "", text: t("lobby.no_clock") }),
    ...[3600, 86400, 259200].map((s) => el("option", { value: String(s), text: t("ch.per_move", { time: hours(s) }) })));
  api("/v1/rulesets").then((res) => {
    const order = ["grove", "channeling", "dale", "battlegates", "battalla"];  // as the lobby lists them
    const two = (res.ok ? res.data.rulesets : []).filter((r) => r.players.min <= 2 && r.players.max >= 2)
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    game.replaceChildren(...two.map((r) => el("option", { value: r.id, text: r.name })));
  });
  const form = el("form", { id: "challenge-form", autocomplete: "off", onsubmit: async (e) => {
    e.preventDefault();
    error.hidden = true;
    status.textContent = "";
    const name = to.value.trim();
    const body = { ruleset: game.value, seat: seat.value };
    if (name) body.to = name;
    if (clock.value) body.clock = { move_seconds: Number(clock.value), on_timeout: "ai" };
    const res = await api("/v1/challenges", { method: "POST", body, headers: { "Idempotency-Key": crypto.randomUUID() } });
    if (!res.ok) {
      error.hidden = false;
      error.textContent = problemText(res);
      to.setAttribute("aria-invalid", res.data?.errors?.to ? "true" : "false");
      return;
    }
    to.value = "";
    to.removeAttribute("aria-invalid");
    status.textContent = name ? t("ch.sent", { name: res.data.to.display_name }) : t("ch.offered");
    await onSent();
  } },
  el("label", {}, el("span", { text: t("ch.players_name") }), to),
  el("label", {}, el("span", { text: t("lobby.game") }), game),
  el("label", {}, el("span", { text: t("lobby.seats") }), seat),
  el("label", {}, el("span", { text: t("ch.clock") }), clock),
  el("p", {}, el("button", { type: "submit", class: "primary", id: "challenge-send", text: t("ch.send") })),
  error, status);
  return form;
}
