// The coach on the game page (docs/analysis.md): a finished game's analysis as a picture. A chart of
// each seat's chance to win over the game (one line per seat, 2 to 5), the turning points marked
// and numbered on it, and beside it each turning point in words, with a button that shows that
// position in the replay. Drawn here as SVG, with no library: the page works offline.
import { api, copyField, el, problemText } from "./api.js";
import { t } from "./i18n.js";

const SVG = "http://www.w3.org/2000/svg";
// five seats told apart by colour AND by the line's dash (colour is never the only cue)
const DASHES = ["", "7 4", "2 3", "10 3 2 3", "4 2"];
const W = 600, H = 240, L = 40, R = 12, T = 14, B = 30;  // the chart's box and margins (viewBox units)
const DOT = 9;  // a turning point's dot, numbered: the target a finger taps

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
}

/** Each seat's line: its chance at each of its own decisions, then the result at the end. */
export function seatLines(a) {
  const lines = a.names.map(() => []);
  for (const d of a.decisions) lines[d.seat].push([d.version, d.before]);
  a.final.forEach((v, seat) => lines[seat].push([a.version, v]));
  return lines;
}

const pct = (v) => t("coach.percent", { n: Math.round(100 * v) });

export function chart(a, onPick) {
  const x = (v) => L + (W - L - R) * (v / Math.max(1, a.version));
  const y = (p) => T + (H - T - B) * (1 - p);
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "coach-chart", role: "img",
                            "aria-labelledby": "coach-chart-title" });
  root.append(svg("title", { id: "coach-chart-title" },
    t("coach.chart_title", { ends: a.names.map((name, s) => t("coach.ends_at", { name, pct: pct(a.final[s]) }))
      .reduce((left, right) => t("game.list_comma", { left, right })) })));
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {  // the grid, with its scale
    root.append(svg("line", { x1: L, x2: W - R, y1: y(p), y2: y(p), class: p === 0.5 ? "grid mid" : "grid" }));
    root.append(svg("text", { x: L - 4, y: y(p) + 4, class: "axis", "text-anchor": "end" }, pct(p)));
  }
  root.append(svg("text", { x: L, y: H - 8, class: "axis" }, t("coach.axis_start")));
  root.append(svg("text", { x: W - R, y: H - 8, class: "axis", "text-anchor": "end" }, t("coach.axis_end")));
  seatLines(a).forEach((pts, seat) => {
    const d = pts.map(([v, p], i) => `${i ? "L" : "M"}${x(v).toFixed(1)},${y(p).toFixed(1)}`).join(" ");
    root.append(svg("path", { d, class: `seat-line s${seat}`, "stroke-dasharray": DASHES[seat % DASHES.length],
                              "data-seat": seat }));
  });
  const placed = [];  // the dots drawn so far: two turning points a move apart must not cover each other
  const clear = (cx, cy) => placed.every(([px, py]) => Math.hypot(px - cx, py - cy) >= 2 * DOT + 1);
  a.turning_points.forEach((i, k) => {
    const dec = a.decisions[i];
    const cx = x(dec.version), top = y(dec.best_value), bottom = y(dec.played);
    // its dot at the seat's chance before the move, else the nearest place above or below that is free
    const at = y(dec.before);
    const steps = [0, ...Array.from({ length: 8 }, (_, n) => (n % 2 ? 1 : -1) * (2 * DOT + 2) * Math.ceil((n + 1) / 2))];
    const cy = steps.map((d) => at + d).find((c) => c >= T && c <= H - B && clear(cx, c)) ?? at;
    placed.push([cx, cy]);
    const mark = svg("g", { class: `turning s${dec.seat}`, tabindex: "0", role: "button",
                            "aria-label": t("coach.turning_point", { n: k + 1, text: dec.text }), "data-index": i });
    // its drop line is a picture, not a target: a dot beside it stays tappable
    mark.append(svg("line", { x1: cx, x2: cx, y1: top, y2: bottom, class: "drop", "pointer-events": "none" }));
    mark.append(svg("circle", { cx, cy, r: DOT }));
    mark.append(svg("text", { x: cx, y: cy + 4, "text-anchor": "middle" }, String(k + 1)));
    mark.addEventListener("click", () => onPick(i, k));
    mark.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onPick(i, k); } });
    root.append(mark);
  });
  return root;
}

function legend(a) {
  return el("ul", { class: "coach-legend" }, ...a.names.map((name, seat) => el("li", {},
    svg("svg", { viewBox: "0 0 30 10", class: "key", "aria-hidden": "true" },
        svg("line", { x1: 0, x2: 30, y1: 5, y2: 5, class: `seat-line s${seat}`,
                      "stroke-dasharray": DASHES[seat % DASHES.length] })),
    " ", a.final[seat] === 1 ? t("coach.won", { name }) : a.final[seat] > 0 ? t("coach.shared", { name, pct: pct(a.final[seat]) })
      : t("coach.did_not_win", { name }))));
}

function render(box, a, showAt) {
  const words = el("ol", { class: "coach-points" });
  const pick = (i, k) => {
    for (const li of words.children) li.classList.toggle("picked", li.dataset.index === String(i));
    words.children[k]?.scrollIntoView({ block: "nearest" });
    showAt(a.decisions[i].version);
  };
  a.turning_points.forEach((i) => {
    const d = a.decisions[i];
    words.append(el("li", { "data-index": i, class: `s${d.seat}` }, el("p", { text: d.text, "data-words": "server" }),
      el("button", { type: "button", onclick: () => {
        pick(i, a.turning_points.indexOf(i));
        document.getElementById("board")?.scrollIntoView({ block: "start" });  // the position, on the board
      } }, t("coach.show_position"))));
  });
  const head = a.turning_points.length ? t("coach.turning_points", { n: a.turning_points.length }) : t("coach.no_turning_point");
  box.replaceChildren(
    el("div", { class: "coach-figure" }, chart(a, pick), legend(a)),
    el("div", { class: "coach-words" }, el("p", { class: "muted", text: head }), words,
       el("p", { class: "muted", text: t("coach.estimate", { decisions: a.decisions.length, simulations: a.simulations }) })));
}

/** The coach's section of a finished game's page: a button, or the analysis at once (`open`). */
export function initCoach({ gameId, token, finished, showAt, open }) {
  const section = document.getElementById("coach");
  const box = document.getElementById("coach-body");
  const status = document.getElementById("coach-status");
  if (!finished) { section.hidden = true; return; }
  section.hidden = false;
  const share = document.getElementById("coach-share");
  share.replaceChildren(copyField(t("coach.link"), `${location.origin}/games/${gameId}#analysis`));
  let asked = false;
  async function ask() {
    const res = await api(`/v1/games/${gameId}/analysis`, { token }).catch(() => null);
    if (!res) { status.textContent = t("coach.offline"); return; }
    if (res.status === 202) {
      status.textContent = t("coach.working");
      setTimeout(ask, 1000 * Number(res.headers.get("Retry-After") || 5));
      return;
    }
    if (!res.ok) { status.textContent = problemText(res); return; }
    status.textContent = "";
    document.getElementById("coach-start").hidden = true;
    render(box, res.data, showAt);
    section.dataset.ready = "1";
  }
  const start = document.getElementById("coach-start");
  start.onclick = () => { if (!asked) { asked = true; start.disabled = true; ask(); } };
  if (open) { start.click(); section.scrollIntoView({ block: "start" }); }
}
