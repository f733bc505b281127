// Undo, takeback, draw offers, abort and rematch on a game page (docs/web.md, "Undo and offers").
// The server says what the seat may do now and, if not, why (GET /v1/games/{id}/actions): the page
// shows the Undo button beside the last move only when an undo would be taken, the request waiting
// for this player's answer with Accept and Decline, and the rest as buttons under the moves.
import { api, el, problemText } from "./api.js";
import { t } from "./i18n.js";

const $ = (id) => document.getElementById(id);

/** Render the actions of `game` for this seat (`token`: its seat token, or null with a session);
 * `after` is called once a command was taken (the page refreshes). */
export async function renderOffers(game, token, after, showError) {
  const undo = $("undo");
  const box = $("offers");
  const pending = $("pending");
  const seated = Number.isInteger(game.your_seat);
  if (!seated || game.status === "waiting") {
    undo.hidden = true; box.replaceChildren(); pending.hidden = true;
    return;
  }
  // fresh: a rematch or a request lapsing changes these without changing the game's version
  const res = await api(`/v1/games/${game.id}/actions`, { token, fresh: true });
  if (!res.ok) return;
  const acts = res.data;
  if (acts.version !== game.version) return;  // the game moved on meanwhile: the next refresh redraws
  const send = async (path, body = null) => {
    const res = await api(`/v1/games/${game.id}/${path}`, {
      method: "POST", token, body, headers: { "Idempotency-Key": crypto.randomUUID(), "If-Match": `"${game.version}"` },
    });
    showError(res.ok ? "" : problemText(res));
    await after(res.ok ? res.data : null);
  };
  undo.hidden = !acts.undo.allowed;
  undo.title = acts.undo.text;
  undo.onclick = () => send("undo");
  // a request waiting for answers, in words; Accept and Decline for those who owe one
  const p = game.pending;
  pending.hidden = !p;
  pending.replaceChildren();
  if (p) {
    pending.append(el("p", { text: p.text, "data-words": "server" }));
    if (acts.answer) {
      const kind = acts.answer === "takeback" ? "takeback" : "draw";
      pending.append(
        el("button", { type: "button", id: "accept", text: t("offers.accept"), onclick: () => send(`${kind}/answer`, { accept: true }) }),
        el("button", { type: "button", id: "decline", text: t("offers.decline"), onclick: () => send(`${kind}/answer`, { accept: false }) }));
    }
  }
  box.replaceChildren();
  const button = (id, label, check, go, confirmText = null) => {
    if (!check.allowed) return;
    box.append(el("button", { type: "button", id, text: label, title: check.text, onclick: () => {
      if (confirmText && !confirm(confirmText)) return;
      go();
    } }));
  };
  if (game.status === "active") {
    button("takeback", t("offers.takeback"), acts.takeback, () => send("takeback"));
    button("offer-draw", t("offers.draw"), acts.draw_offer, () => send("draw"));
    button("abort", t("offers.abort"), acts.abort, () => send("abort"), t("offers.abort_confirm"));
  } else if (game.status === "finished") {
    button("rematch", t("offers.rematch"), acts.rematch, () => rematch(game, token, showError, after));
    const r = await api(`/v1/games/${game.id}/rematch`, { token, fresh: true });
    if (r.ok && r.data.status !== "none") showRematch(r.data, game.id);
  }
}

async function rematch(game, token, showError, after) {
  const res = await api(`/v1/games/${game.id}/rematch`, { method: "POST", token });
  showError(res.ok ? "" : problemText(res));
  if (res.ok) showRematch(res.data, game.id);
  await after(null);
}

/** The rematch in words; once started, a link to the new game with this player's seat. */
function showRematch(r) {
  const box = $("offers");
  const line = el("p", { id: "rematch-status", text: r.text, "data-words": "server" });
  box.append(line);
  if (r.status === "started" && r.new_game) {
    const frag = r.token ? `#token=${encodeURIComponent(r.token)}&seat=${r.your_seat}` : "";
    box.append(el("p", {}, el("a", { id: "rematch-link", href: `/games/${r.new_game}${frag}`, text: t("offers.go_to_rematch") })));
  }
}
