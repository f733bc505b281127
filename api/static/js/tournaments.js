// The tournaments: create one, and the lists by status (docs/tournaments.md).
import { api, problemText } from "./api.js";
import { t } from "./i18n.js";
import { formatName, gameNames, progress } from "./tourney-words.js";

const $ = (id) => document.getElementById(id);
export const CREATORS = "arbiter:tournaments";

function fail(res) {
  $("error").textContent = problemText(res);
  $("error").hidden = false;
}

function item(tour, games) {
  const li = document.createElement("li");
  const a = document.createElement("a");
  a.href = `/tournaments/${tour.id}`;
  a.textContent = t("tourn.list_item", { name: tour.name, game: games[tour.ruleset] || tour.ruleset,
                                        format: formatName(tour.format), n: tour.entrants, progress: progress(tour) });
  li.append(a);
  return li;
}

async function lists() {
  const games = await gameNames();
  for (const status of ["open", "running", "finished"]) {
    const res = await api(`/v1/tournaments?status=${status}&limit=50`, { fresh: true });
    if (!res.ok) return fail(res);
    $(status).replaceChildren(...res.data.tournaments.map((tour) => item(tour, games)));
    if (!res.data.tournaments.length) {
      const li = document.createElement("li");
      li.className = "muted";
      li.textContent = t("tourn.none");
      $(status).append(li);
    }
  }
}

async function rulesets() {
  const res = await api("/v1/rulesets");
  if (!res.ok) return;
  for (const r of res.data.rulesets || res.data) {
    const o = document.createElement("option");
    o.value = r.id;
    o.textContent = r.name;
    $("ruleset").append(o);
  }
}

$("create").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const format = $("format").value;
  const body = { ruleset: $("ruleset").value, format, name: $("name").value || null,
                 clock: { move_seconds: Number($("hours").value) * 3600, on_timeout: "forfeit" } };
  if (format !== "round_robin") body.rounds = Number($("rounds").value);
  if (format === "ffa") body.table_size = Number($("table-size").value);
  if ($("turn-limit").value) body.options = { turn_limit: Number($("turn-limit").value) };
  const res = await api("/v1/tournaments", { method: "POST", body });
  if (!res.ok) return fail(res);
  const all = JSON.parse(localStorage.getItem(CREATORS) || "{}");
  all[res.data.id] = res.data.creator_token;  // the creator's secret: adds AI entrants, starts it
  localStorage.setItem(CREATORS, JSON.stringify(all));
  location.href = `/tournaments/${res.data.id}`;
});

await Promise.all([rulesets(), lists()]);
document.body.dataset.ready = "1";
