// The rules a tap away: a summary of the seed with the project's readings (docs/rules/), and the
// seed's own text one more tap away. Both are static files shipped with the package.
import { el } from "./api.js";
import { renderMarkdown } from "./markdown.js";

const $ = (id) => document.getElementById(id);
let loaded = null;

export async function openRules(ruleset) {
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
  }
  dialog.showModal();
  $("rules-close").focus();
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
