// Challenges and open seats between accounts (POST/GET /v1/challenges, docs/clients.md): challenge
// a player by name (or offer the game to anyone signed in: an open seat), answer the challenges
// that come in with Accept or Decline, take back your own. Accepting creates the game with both
// accounts seated and opens it.
import { api, el, problemText, rulesetName } from "./api.js";

const SEAT_WORDS = { first: "plays first", second: "plays second", random: "seats drawn at random" };
const THEIR = { first: "you play second", second: "you play first", random: "seats drawn at random" };

/** A challenge's game in words: "Battle for the Grove, 1 day a move". */
async function gameWords(c) {
  const title = await rulesetName(c.ruleset);
  const clock = c.clock?.move_seconds ? `, ${hours(c.clock.move_seconds)} a move` : "";
  return `${title}${clock}`;
}

function hours(seconds) {
  if (seconds % 86400 === 0) return `${seconds / 86400} day${seconds === 86400 ? "" : "s"}`;
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? "" : "s"}`;
  return `${Math.round(seconds / 60)} min`;
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
    el("span", { text: `${c.challenger.display_name} challenges you to ${await gameWords(c)} (${THEIR[c.seat] || c.seat}).` }),
    el("button", { type: "button", class: "primary", "data-accept": c.id, text: "Accept", onclick: () => accept(c, onError) }),
    el("button", { type: "button", "data-decline": c.id, text: "Decline", onclick: () => answer(c, "decline", onError, refill) }))));
  incoming.replaceChildren(...(inc.length ? inc : [el("li", { class: "muted", text: "none" })]));
  const out = await Promise.all(data.outgoing.map(async (c) => el("li", { "data-challenge": c.id },
    el("span", { text: c.open ? `An open seat at ${await gameWords(c)}: anyone signed in may take it (you ${SEAT_WORDS[c.seat]}).`
      : `You challenged ${c.to.display_name} to ${await gameWords(c)}: waiting for an answer.` }),
    el("button", { type: "button", "data-cancel": c.id, text: "Take it back", onclick: () => answer(c, "cancel", onError, refill) }))));
  outgoing.replaceChildren(...(out.length ? out : [el("li", { class: "muted", text: "none" })]));
}

/** An open seat offered by another account, as the lobby lists it: one tap takes it. */
export async function seekItem(c, onError) {
  return el("li", { "data-seek": c.id },
    el("span", { text: `${c.challenger.display_name} offers a game of ${await gameWords(c)} (${THEIR[c.seat] || c.seat}). ` }),
    el("button", { type: "button", class: "primary", "data-take": c.id, text: "Take the seat", onclick: () => accept(c, onError) }));
}

/** The form: a player's name (empty: an open seat for anyone), the game, who plays first, a clock. */
export function challengeForm(onSent) {
  const status = el("p", { class: "muted", role: "status", id: "challenge-status" });
  const error = el("div", { class: "error", role: "alert", hidden: true, id: "challenge-error" });
  const game = el("select", { id: "challenge-ruleset", name: "ruleset", required: true });
  const to = el("input", { id: "challenge-to", name: "to", maxlength: 64, autocomplete: "off",
    placeholder: "empty: anyone signed in" });
  const seat = el("select", { id: "challenge-seat", name: "seat" },
    el("option", { value: "random", text: "drawn at random" }), el("option", { value: "first", text: "I play first" }),
    el("option", { value: "second", text: "I play second" }));
  const clock = el("select", { id: "challenge-clock", name: "clock" },
    el("option", { value: "", text: "no clock" }), el("option", { value: "3600", text: "1 hour a move" }),
    el("option", { value: "86400", text: "1 day a move" }), el("option", { value: "259200", text: "3 days a move" }));
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
    status.textContent = name ? `Challenge sent to ${res.data.to.display_name}.`
      : "Your open seat is offered in the lobby to anyone signed in.";
    await onSent();
  } },
  el("label", {}, el("span", { text: "Player's name" }), to),
  el("label", {}, el("span", { text: "Game" }), game),
  el("label", {}, el("span", { text: "Seats" }), seat),
  el("label", {}, el("span", { text: "Clock" }), clock),
  el("p", {}, el("button", { type: "submit", class: "primary", id: "challenge-send", text: "Send the challenge" })),
  error, status);
  return form;
}
