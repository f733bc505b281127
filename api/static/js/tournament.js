// One tournament: entries, standings, rounds with a link to every game, and the audit (docs/tournaments.md).
import { api, problemText } from "./api.js";
import { t } from "./i18n.js";
import { formatName, gameNames, progress } from "./tourney-words.js";

const $ = (id) => document.getElementById(id);
const tid = location.pathname.split("/").filter(Boolean)[1];
// a table's game status in words (an outcome is said instead once there is one)
const STATUS = { waiting: t("tourn.status_waiting"), active: t("tourn.status_active"), finished: t("tourn.status_finished") };
const creator = JSON.parse(localStorage.getItem("arbiter:tournaments") || "{}")[tid] || null;

function fail(res) {
  $("error").textContent = problemText(res);
  $("error").hidden = false;
}

function cell(row, text) {
  const td = document.createElement("td");
  td.textContent = text;
  row.append(td);
  return td;
}

function link(href, text) {
  const a = document.createElement("a");
  a.href = href;
  a.textContent = text;
  return a;
}

async function round(n) {
  const res = await api(`/v1/tournaments/${tid}/rounds/${n}`, { fresh: true });
  const box = document.createElement("section");
  const h = document.createElement("h3");
  h.textContent = t("tourn.round_n", { n });
  box.append(h);
  if (!res.ok) return box;
  const ul = document.createElement("ul");
  ul.className = "games";
  for (const table of res.data.tables) {
    const li = document.createElement("li");
    const names = table.seats.map((s) => s.name).reduce((left, right) => t("tourn.versus", { left, right }));
    let result = STATUS[table.status] || table.status;
    if (table.outcome) {
      const w = table.outcome.winners.map((i) => table.seats[i].name);
      result = w.length ? t("tourn.won", { names: w.join(", "), n: w.length }) : t("tourn.draw");
    }
    li.append(link(table.links.page, t("tourn.table", { table: table.table, names })), t("tourn.table_result", { result }));
    ul.append(li);
  }
  for (const b of res.data.byes) {
    const li = document.createElement("li");
    li.textContent = t("tourn.bye", { name: b.name });
    ul.append(li);
  }
  for (const b of res.data.rests) {
    const li = document.createElement("li");
    li.className = "muted";
    li.textContent = t("tourn.rests", { name: b.name });
    ul.append(li);
  }
  box.append(ul);
  return box;
}

async function show() {
  const res = await api(`/v1/tournaments/${tid}`, { fresh: true });
  if (!res.ok) return fail(res);
  const tour = res.data;
  document.title = t("tourn.named_page_title", { name: tour.name });
  $("title").textContent = tour.name;
  $("ratings-link").href = `/ratings/${tour.ruleset}`;
  const game = (await gameNames())[tour.ruleset] || tour.ruleset;
  $("summary").textContent = t("tourn.summary", { game, format: formatName(tour.format), progress: progress(tour) });
  $("entry").hidden = tour.status !== "open";
  $("add-ai").hidden = !creator;
  $("entrants").replaceChildren(...tour.entrants.map((e) => {
    const li = document.createElement("li");
    const key = `tourn.entrant_${e.kind === "ai" ? "ai" : "account"}${e.status === "withdrawn" ? "_withdrawn" : ""}`;
    li.textContent = t(key, { name: e.name });
    return li;
  }));
  const st = await api(`/v1/tournaments/${tid}/standings`, { fresh: true });
  if (st.ok) {
    const words = { points: t("tourn.tb_points"), buchholz: t("tourn.tb_buchholz"), sonneborn_berger: t("tourn.tb_sb"),
                    wins: t("tourn.tb_wins"), "pairing number": t("tourn.tb_pairing") };
    const order = st.data.tie_breaks.map((k) => words[k] || k).reduce((first, then) => t("tourn.then", { first, then }));
    $("tie-breaks").textContent = t(st.data.final ? "tourn.final_order" : "tourn.so_far_order", { order });
    $("standings").tBodies[0].replaceChildren(...st.data.standings.map((r) => {
      const tr = document.createElement("tr");
      cell(tr, r.rank);
      cell(tr, r.withdrawn ? t("tourn.withdrawn_name", { name: r.name }) : r.name);
      for (const k of ["points", "buchholz", "sonneborn_berger", "wins", "games", "byes"]) cell(tr, r[k]);
      return tr;
    }));
  }
  const boxes = [];
  for (let n = tour.round; n >= 1; n--) boxes.push(await round(n));
  $("rounds").replaceChildren(...boxes);
  $("export").href = tour.links.export;
  $("commitment").textContent = tour.seed_commitment;
  $("seed").textContent = tour.seed || t("tourn.seed_later");
  document.body.dataset.ready = "1";
  if (tour.status === "running") setTimeout(show, 5000);
}

$("join").addEventListener("click", async () => {
  const res = await api(`/v1/tournaments/${tid}/entrants`, { method: "POST", body: {} });
  if (!res.ok) return fail(res);
  show();
});

$("add-ai").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const [level, ms] = $("ai-level").value.split(":");
  const ai = ms ? { level, budget_ms: Number(ms) } : { level };
  const res = await api(`/v1/tournaments/${tid}/entrants`, { method: "POST", token: creator,
                                                            body: { ai, name: $("ai-name").value || null } });
  if (!res.ok) return fail(res);
  $("ai-name").value = "";
  show();
});

$("start").addEventListener("click", async () => {
  const res = await api(`/v1/tournaments/${tid}/start`, { method: "POST", token: creator });
  if (!res.ok) return fail(res);
  show();
});

show();
