// One tournament: entries, standings, rounds with a link to every game, and the audit (docs/tournaments.md).
import { api, problemText } from "./api.js";
import { formatName, gameNames, progress } from "./tourney-words.js";

const $ = (id) => document.getElementById(id);
const tid = location.pathname.split("/").filter(Boolean)[1];
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
  h.textContent = `Round ${n}`;
  box.append(h);
  if (!res.ok) return box;
  const ul = document.createElement("ul");
  ul.className = "games";
  for (const t of res.data.tables) {
    const li = document.createElement("li");
    const names = t.seats.map((s) => s.name).join(" v ");
    let result = t.status;
    if (t.outcome) {
      const w = t.outcome.winners.map((i) => t.seats[i].name);
      result = w.length ? `${w.join(", ")} won` : "draw";
    }
    li.append(link(t.links.page, `Table ${t.table}: ${names}`), ` · ${result}`);
    ul.append(li);
  }
  for (const b of res.data.byes) {
    const li = document.createElement("li");
    li.textContent = `Bye: ${b.name}`;
    ul.append(li);
  }
  for (const b of res.data.rests) {
    const li = document.createElement("li");
    li.className = "muted";
    li.textContent = `Rests: ${b.name}`;
    ul.append(li);
  }
  box.append(ul);
  return box;
}

async function show() {
  const res = await api(`/v1/tournaments/${tid}`, { fresh: true });
  if (!res.ok) return fail(res);
  const t = res.data;
  document.title = `${t.name}: Arbiter`;
  $("title").textContent = t.name;
  $("ratings-link").href = `/ratings/${t.ruleset}`;
  const game = (await gameNames())[t.ruleset] || t.ruleset;
  $("summary").textContent = `${game} · ${formatName(t.format)} · ${progress(t)}`;
  $("entry").hidden = t.status !== "open";
  $("add-ai").hidden = !creator;
  $("entrants").replaceChildren(...t.entrants.map((e) => {
    const li = document.createElement("li");
    li.textContent = `${e.name} (${e.kind === "ai" ? "AI" : "account"})${e.status === "withdrawn" ? " · withdrawn" : ""}`;
    return li;
  }));
  const st = await api(`/v1/tournaments/${tid}/standings`, { fresh: true });
  if (st.ok) {
    const words = { points: "points", buchholz: "Buchholz", sonneborn_berger: "Sonneborn-Berger (S-B)", wins: "wins",
                    "pairing number": "pairing number (a seeded draw)" };
    $("tie-breaks").textContent = `${st.data.final ? "Final" : "So far"}; ordered by ` +
      st.data.tie_breaks.map((k) => words[k] || k).join(", then ");
    $("standings").tBodies[0].replaceChildren(...st.data.standings.map((r) => {
      const tr = document.createElement("tr");
      cell(tr, r.rank);
      cell(tr, r.name + (r.withdrawn ? " (withdrawn)" : ""));
      for (const k of ["points", "buchholz", "sonneborn_berger", "wins", "games", "byes"]) cell(tr, r[k]);
      return tr;
    }));
  }
  const boxes = [];
  for (let n = t.round; n >= 1; n--) boxes.push(await round(n));
  $("rounds").replaceChildren(...boxes);
  $("export").href = t.links.export;
  $("commitment").textContent = t.seed_commitment;
  $("seed").textContent = t.seed || "revealed when the tournament finishes";
  if (t.status === "running") setTimeout(show, 5000);
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
