// Table talk beside the board: the messages this seat (or a spectator, where the game allows it)
// may read, a box to write in (seats only), and a mute button per other seat. New messages come
// live through the page's own event stream (game.js hands them over as "arbiter:chat").
import { api, el, problemText, seatName, seats } from "./api.js";

const gameId = decodeURIComponent(location.pathname.split("/")[2]);
const $ = (id) => document.getElementById(id);
const token = () => seats.get(gameId)?.token || null;
let last = null;
let muted = new Set();
let mySeat = null;

function line(m) {
  return el("li", { "data-seat": m.seat, "data-id": m.id }, el("b", { text: `${m.name}: ` }), el("span", { text: m.text }));
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
  document.addEventListener("arbiter:seats", (e) => {
    $("chat-mutes").replaceChildren(...e.detail.filter((s) => s.seat !== mySeat && !s.ai && mySeat !== null && mySeat !== undefined)
      .map((s) => el("button", { type: "button", class: "mute", text: `Mute ${seatName(s)}`, onclick: () => mute(s.seat) })));
  });
}

mount();
load();
