// An invite link, /join/<game>/<seat>#invite=...: one click takes the open seat.
import { api, el, problemText, rulesetName, seats, takeFragment } from "./api.js";
import { offline, startApp } from "./app.js";
import { account } from "./nav.js";
import { t } from "./i18n.js";

startApp();

const [, , gameId, seatText] = location.pathname.split("/");
const seat = Number(seatText);
const invite = takeFragment().get("invite");
const $ = (id) => document.getElementById(id);

async function main() {
  const res = await api(`/v1/games/${gameId}`);
  if (res.ok) {
    const g = res.data;
    $("title").textContent = t("join.title_game", { game: await rulesetName(g.ruleset), n: seat + 1 });
    $("about").textContent = t("join.players", { players: g.seats.map((s) => s.name || (s.open ? t("join.open") : "?")).join(", ") });
  }
  // signed in, the seat is the account's and carries its name: no name to type
  const me = await account();
  if (me) {
    $("name-row").hidden = true;
    $("name").required = false;
    $("as").textContent = t("join.as", { name: me.display_name });
  }
  if (!invite) { $("error").hidden = false; $("error").textContent = t("join.no_invite"); }
  $("join").addEventListener("submit", async (e) => {
    e.preventDefault();
    const r = await api(`/v1/games/${gameId}/seats/${seat}/claim`, {
      method: "POST", body: me ? { invite } : { invite, name: $("name").value.trim() || null },
      headers: { "Idempotency-Key": crypto.randomUUID() } });
    if (!r.ok) { $("error").hidden = false; $("error").textContent = problemText(r); return; }
    seats.set(gameId, { seat, token: r.data.token, ruleset: r.data.ruleset });
    location.href = `/games/${gameId}`;
  });
  document.body.dataset.ready = "1";
}

main().catch((err) => { offline.failed(err); document.body.dataset.ready = "1"; });
