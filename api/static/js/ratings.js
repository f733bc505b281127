// Leaderboards per ruleset, the AI levels apart, and a player's history (docs/ratings.md).
import { api, problemText } from "./api.js";

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

async function history(player) {
  const res = await api(`/v1/ratings/${ruleset}/players/${encodeURIComponent(player)}`, { fresh: true });
  if (!res.ok) return fail(res);
  $("hist-h").textContent = `History: ${res.data.name}`;
  $("history").tBodies[0].replaceChildren(...res.data.history.slice().reverse().map((h) => {
    const a = document.createElement("a");
    a.href = `/games/${h.game}`;
    a.textContent = h.game;
    return row([a, f(h.mu), f(h.sigma), (h.delta >= 0 ? "+" : "") + f(h.delta)]);
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
  $("model").textContent = `${res.data.rated_games} rated games · ${res.data.model} · rating = mu − 3 sigma`;
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
