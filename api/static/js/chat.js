// Table talk beside the board: the messages this seat (or a spectator, where the game allows it)
// may read, a box to write in (seats only), and a mute button per other seat. New messages come
// live through the page's own event stream (game.js hands them over as "arbiter:chat"). A signed-in
// player may also block the account behind a seat (its talk hidden everywhere, no challenges from it)
// and report a message to the moderators (docs/moderation.md).
import { api, csrfToken, el, problemText, seatName, seats } from "./api.js";
import { t } from "./i18n.js";

const gameId = decodeURIComponent(location.pathname.split("/")[2]);
const $ = (id) => document.getElementById(id);
const token = () => seats.get(gameId)?.token || null;
let last = null;
let muted = new Set();
let mySeat = null;
let seatList = [];  // the game's seats, as game.js hands them over ("arbiter:seats")

const signedIn = () => Boolean(csrfToken());
const REASONS = { abuse: t("chat.reason_abuse"), spam: t("chat.reason_spam"), cheating: t("chat.reason_cheating"),
                  other: t("chat.reason_other") };

function line(m) {
  const li = el("li", { "data-seat": m.seat, "data-id": m.id }, el("b", { text: t("chat.said_by", { name: m.name }) }), el("span", { text: m.text }));
  if (signedIn() && mySeat !== null && mySeat !== undefined && m.seat !== mySeat) {
    li.append(" ", el("button", { type: "button", class: "link report", text: t("chat.report"),
      "aria-label": t("chat.report_label", { name: m.name }), onclick: () => reportForm(li, m) }));
  }
  return li;
}

/** A small form under a message: why it is reported; the moderators get the message as it is now. */
function reportForm(li, m) {
  if (li.querySelector("form")) return;
  const reason = el("select", { "aria-label": t("chat.why") }, ...Object.entries(REASONS).map(([v, text]) => el("option", { value: v, text })));
  const details = el("input", { maxlength: 1000, "aria-label": t("chat.details"), placeholder: t("chat.details") });
  const said = el("span", { class: "muted", role: "status" });
  // "Report for [reason]": the sentence says where the choice stands
  const [before, after] = t("chat.report_for").split("{reason}");
  const form = el("form", { class: "report-form" }, el("label", {}, before, reason, after ?? ""), details,
    el("button", { type: "submit", text: t("chat.send_report") }), said);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const res = await api("/v1/reports", { method: "POST", headers: { "Idempotency-Key": crypto.randomUUID() },
      body: { about: "message", reason: reason.value, game_id: gameId, message_id: m.id, details: details.value.trim() || null } });
    said.textContent = res.ok ? t("chat.report_sent") : problemText(res);
    if (res.ok) { reason.disabled = details.disabled = true; form.querySelector("button").remove(); }
  });
  li.append(form);
  reason.focus();
}

async function block(s) {
  if (!confirm(t("chat.block_confirm", { name: seatName(s) }))) return;
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
    box.querySelector(".muted").textContent = res.status === 403 ? t("chat.players_only") : problemText(res);
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
    el("h2", { id: "chat-h", text: t("chat.heading") }), el("p", { class: "muted", text: t("chat.about") }),
    el("ul", { id: "chat-log", class: "chat-log", "aria-live": "polite" }),
    el("form", { id: "chat-form", class: "chat-form", hidden: true },
      el("input", { id: "chat-text", maxlength: 500, "aria-label": t("chat.message_label"), autocomplete: "off" }),
      el("button", { type: "submit", id: "chat-send", text: t("chat.send") })),
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
    el("button", { type: "button", class: "mute", text: t("chat.mute", { name: seatName(s) }), onclick: () => mute(s.seat) }),
    ...(signedIn() ? [el("button", { type: "button", class: "block", text: t("chat.block", { name: seatName(s) }), onclick: () => block(s) })] : [])]));
}

mount();
load();
