// Leaderboards per ruleset, the AI levels apart, and a player's history (docs/ratings.md).
import { api, problemText } from "./api.js";
import { lang, t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const ruleset = location.pathname.split("/").filter(Boolean)[1] || "grove";

function fail(res) {
  $("error").textContent = problemText(res);
  $("error").hidden = false;
}

function row(values) {
  const tr = document.createElement("tr");
  for (const v of values) {
    const td = document.createElement("td");
    if (v instanceof Node) td.append(v); else td.textContent = v;
    tr.append(td);
  }
  return tr;
}

const f = (x) => Number(x).toFixed(2);

const names = (list) => (list.length < 2 ? list.join("")
  : t("ratings.and", { items: list.slice(0, -1).join(", "), last: list[list.length - 1] }));
const nth = (n) => t("ratings.nth", { n });  // 1st, 2nd, 3rd by the language's ordinal rules

// one game of a player's history as a sentence: "Won against AI greedy", "2nd of 4, with Ana, Bo and Cy"
export function result(h) {
  if (!h.opponents) return t("ratings.a_game", { game: h.game }); // recorded before results were kept with the history
  const them = names(h.opponents);
  if (h.shared && h.place === 1 && h.of === 2) return t("ratings.drew", { them });
  if (h.place === 1 && !h.shared) return t("ratings.won", { them });
  if (h.of === 2) return t("ratings.lost", { them });
  return t(h.shared ? "ratings.place_shared" : "ratings.place", { place: nth(h.place), of: h.of, them });
}

const when = (at) => (at ? new Date(at).toLocaleDateString(lang === "qps" ? "en" : lang, { day: "numeric", month: "short" }) : "");

async function history(player) {
  const res = await api(`/v1/ratings/${ruleset}/players/${encodeURIComponent(player)}`, { fresh: true });
  if (!res.ok) return fail(res);
  $("hist-h").textContent = t("ratings.history_of", { name: res.data.name });
  $("history").tBodies[0].replaceChildren(...res.data.history.slice().reverse().map((h) => {
    const a = document.createElement("a");
    a.href = `/games/${h.game}`;
    a.textContent = result(h);
    return row([a, when(h.at), f(h.mu), f(h.sigma), (h.delta >= 0 ? "+" : "") + f(h.delta)]);
  }));
  $("history-box").hidden = false;
}

async function show() {
  const rs = await api("/v1/rulesets");
  if (rs.ok) {
    for (const r of rs.data.rulesets || rs.data) {
      const o = document.createElement("option");
      o.value = r.id;
      o.textContent = r.name;
      o.selected = r.id === ruleset;
      $("ruleset").append(o);
    }
  }
  const res = await api(`/v1/ratings/${ruleset}`, { fresh: true });
  if (!res.ok) return fail(res);
  $("model").textContent = t("ratings.model", { n: res.data.rated_games, model: res.data.model });
  $("ai").tBodies[0].replaceChildren(...res.data.ai_levels.map((p, i) => row([i + 1, p.name, f(p.mu), f(p.sigma), p.games])));
  $("board").tBodies[0].replaceChildren(...res.data.players.map((p) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = p.name;
    b.addEventListener("click", () => history(p.player));
    return row([p.rank, b, f(p.ordinal), f(p.mu), f(p.sigma), p.games]);
  }));
}

$("ruleset").addEventListener("change", () => { location.href = `/ratings/${$("ruleset").value}`; });
show();
