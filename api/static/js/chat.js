// Table talk beside the board: the messages this seat (or a spectator, where the game allows it)
// may read, a box to write in (seats only), and a mute button per other seat. New messages come
// live through the page's own event stream (game.js hands them over as "arbiter:chat"). A signed-in
// player may also block the account behind a seat (its talk hidden everywhere, no challenges from it)
// and report a message to the moderators (docs/moderation.md).
import { api, csrfToken, el, problemText, seatName, seats } from "./api.js";

const gameId = decodeURIComponent(location.pathname.split("/")[2]);
const $ = (id) => document.getElementById(id);
const token = () => seats.get(gameId)?.token || null;
let last = null;
let muted = new Set();
let mySeat = null;
let seatList = [];  // the game's seats, as game.js hands them over ("arbiter:seats")

const signedIn = () => Boolean(csrfToken());
const REASONS = { abuse: "abuse", spam: "spam", cheating: "cheating", other: "something else" };

function line(m) {
  const li = el("li", { "data-seat": m.seat, "data-id": m.id }, el("b", { text: `${m.name}: ` }), el("span", { text: m.text }));
  if (signedIn() && mySeat !== null && mySeat !== undefined && m.seat !== mySeat) {
    li.append(" ", el("button", { type: "button", class: "link report", text: "Report",
      "aria-label": `Report this message by ${m.name}`, onclick: () => reportForm(li, m) }));
  }
  return li;
}

/** A small form under a message: why it is reported; the moderators get the message as it is now. */
function reportForm(li, m) {
  if (li.querySelector("form")) return;
  const reason = el("select", { "aria-label": "why" }, ...Object.entries(REASONS).map(([v, t]) => el("option", { value: v, text: t })));
  const details = el("input", { maxlength: 1000, "aria-label": "what happened (optional)", placeholder: "what happened (optional)" });
  const said = el("span", { class: "muted", role: "status" });
  const form = el("form", { class: "report-form" }, el("label", {}, "Report for ", reason), details,
    el("button", { type: "submit", text: "Send the report" }), said);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const res = await api("/v1/reports", { method: "POST", headers: { "Idempotency-Key": crypto.randomUUID() },
      body: { about: "message", reason: reason.value, game_id: gameId, message_id: m.id, details: details.value.trim() || null } });
    said.textContent = res.ok ? "Sent: a moderator will look at it." : problemText(res);
    if (res.ok) { reason.disabled = details.disabled = true; form.querySelector("button").remove(); }
  });
  li.append(form);
  reason.focus();
}

async function block(s) {
  if (!confirm(`Block ${seatName(s)}? You will no longer see their table talk, and they cannot challenge you.`)) return;
  const res = await api("/v1/account/blocks", { method: "POST", body: { game_id: gameId, seat: s.seat } });
  if (!res.ok) { $("chat-error").hidden = false; $("chat-error").textContent = problemText(res); return; }
  $("chat-error").hidden = true;
  for (const li of $("chat-log").querySelectorAll(`[data-seat="${s.seat}"]`)) li.remove();
}

function add(messages) {
  for (const m of messages) {
    if (muted.has(m.seat) || $("chat-log").querySelector(`[data-id="${CSS.escape(m.id)}"]`)) continue;
    $("chat-log").append(line(m));
    last = m.id;
  }
  $("chat-log").scrollTop = $("chat-log").scrollHeight;
}

async function load() {
  const res = await api(`/v1/games/${gameId}/chat${last ? `?after=${encodeURIComponent(last)}` : ""}`, { token: token() });
  const box = $("chat-panel");
  if (!res.ok) {
    box.querySelector(".muted").textContent = res.status === 403 ? "Table talk is for the players of this game." : problemText(res);
    $("chat-form").hidden = true;
    return;
  }
  mySeat = res.data.your_seat;
  muted = new Set(res.data.muted);
  seatButtons();
  $("chat-form").hidden = mySeat === null || mySeat === undefined;
  add(res.data.messages);
}

async function send(event) {
  event.preventDefault();
  const text = $("chat-text").value.trim();
  if (!text) return;
  const res = await api(`/v1/games/${gameId}/chat`, { method: "POST", token: token(), body: { text },
    headers: { "Idempotency-Key": crypto.randomUUID() } });
  if (!res.ok) { $("chat-error").hidden = false; $("chat-error").textContent = problemText(res); return; }
  $("chat-error").hidden = true;
  $("chat-text").value = "";
  add([res.data]);
}

async function mute(seat) {
  const res = await api(`/v1/games/${gameId}/chat/mutes`, { method: "POST", token: token(), body: { seat } });
  if (res.ok) { muted = new Set(res.data.muted); for (const li of $("chat-log").querySelectorAll(`[data-seat="${seat}"]`)) li.remove(); }
}

function mount() {
  // after the moves: on a phone the board comes first, the talk below what a player acts on
  const aside = document.querySelector(".col-side") || document.querySelector("aside.side") || document.querySelector("main");
  const panel = el("section", { id: "chat-panel", "aria-labelledby": "chat-h" },
    el("h2", { id: "chat-h", text: "Table talk" }), el("p", { class: "muted", text: "Only the players write here." }),
    el("ul", { id: "chat-log", class: "chat-log", "aria-live": "polite" }),
    el("form", { id: "chat-form", class: "chat-form", hidden: true },
      el("input", { id: "chat-text", maxlength: 500, "aria-label": "a message to the table", autocomplete: "off" }),
      el("button", { type: "submit", id: "chat-send", text: "Send" })),
    el("div", { id: "chat-error", class: "error", role: "alert", hidden: true }),
    el("p", { id: "chat-mutes" }));
  aside.append(panel);
  $("chat-form").addEventListener("submit", send);
  document.addEventListener("arbiter:chat", (e) => add([e.detail]));
  document.addEventListener("arbiter:seats", (e) => { seatList = e.detail; seatButtons(); });
}

/** Mute (and, signed in, Block) per other seat; drawn again when the seats or this reader's seat are known. */
function seatButtons() {
  const others = seatList.filter((s) => s.seat !== mySeat && !s.ai && mySeat !== null && mySeat !== undefined);
  $("chat-mutes").replaceChildren(...others.flatMap((s) => [
    el("button", { type: "button", class: "mute", text: `Mute ${seatName(s)}`, onclick: () => mute(s.seat) }),
    ...(signedIn() ? [el("button", { type: "button", class: "block", text: `Block ${seatName(s)}`, onclick: () => block(s) })] : [])]));
}

mount();
load();
