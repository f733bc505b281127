// The rules a tap away: a summary of the seed with the project's readings (docs/rules/), and the
// seed's own text one more tap away. Both are static files shipped with the package.
import { el } from "./api.js";
import { renderMarkdown } from "./markdown.js";

const $ = (id) => document.getElementById(id);
let loaded = null;

// `version`: the version of the rules this game is played under (a game keeps its version to its end;
// docs/decisions.md, "Rules versions"); without it (a tutorial), the newest
export async function openRules(ruleset, version) {
  const dialog = $("rules");
  if (!ruleset) return;
  if (loaded !== ruleset) {
    const resp = await fetch(`/static/rules/${ruleset}.html`);
    $("rules-body").innerHTML = resp.ok ? await resp.text() : "<p>The rules could not be loaded.</p>";
    $("seed-body").hidden = true;
    $("seed-body").replaceChildren();
    $("seed-open").textContent = "Show the original rules text";
    $("tutorial-link").href = `/tutorial/${ruleset}`;
    loaded = ruleset;
    showVersion(ruleset, version);
  }
  dialog.showModal();
  $("rules-close").focus();
}

async function showVersion(ruleset, version) {
  const about = await fetch(`/v1/rulesets/${ruleset}`).then((r) => (r.ok ? r.json() : null)).catch(() => null);
  if (!about || loaded !== ruleset) return;
  const played = about.versions.find((v) => v.version === (version || about.version)) || about.versions.at(-1);
  const newer = played.version < about.version;
  const lines = [el("p", { text: `This game is played under version ${played.version} of the rules of ${about.name} `
    + `(${played.rules}), from its first move to its last${newer ? `; new games are played under version ${about.version}` : ""}.` })];
  const list = el("ul", {}, ...about.versions.map((v) => el("li", {
    text: `Version ${v.version}${v.since ? ` (since ${v.since.slice(0, 10)})` : ""}: ${v.changes}`,
  })));
  const more = el("details", {}, el("summary", { text: "What changed in each version" }), list);
  $("rules-body").prepend(el("section", { class: "rules-version", id: "rules-version" }, ...lines, more));
}

async function toggleSeed() {
  const box = $("seed-body");
  if (!box.hidden) { box.hidden = true; $("seed-open").textContent = "Show the original rules text"; return; }
  if (!box.childNodes.length) {
    const resp = await fetch(`/static/rules/seeds/${loaded}.txt`);
    const text = resp.ok ? await resp.text() : "The original text could not be loaded.";
    box.append(el("h3", { text: "The original rules (the seed text, as the project received it)" }),
      el("div", { class: "seed-text" }, renderMarkdown(text)));
  }
  box.hidden = false;
  $("seed-open").textContent = "Hide the original rules text";
  box.scrollIntoView({ block: "start" });
}

export function wireRules() {
  const dialog = $("rules");
  if (!dialog) return;
  $("rules-close").addEventListener("click", () => dialog.close());
  $("seed-open").addEventListener("click", toggleSeed);
  // a tap on the backdrop closes it, as on every phone sheet
  dialog.addEventListener("click", (e) => { if (e.target === dialog) dialog.close(); });
}

wireRules();
