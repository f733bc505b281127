// The rules a tap away: a summary of the seed with the project's readings (docs/rules/), in the
// page's language where it is written (English otherwise), and the seed's own text, in English, one
// more tap away. Both are static files shipped with the package.
import { el, languageHeaders, withLang } from "./api.js";
import { renderMarkdown } from "./markdown.js";
import { lang, t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
let loaded = null;

// `version`: the version of the rules this game is played under (a game keeps its version to its end;
// docs/decisions.md, "Rules versions"); without it (a tutorial), the newest
export async function openRules(ruleset, version) {
  const dialog = $("rules");
  if (!ruleset) return;
  if (loaded !== ruleset) {
    const { resp, written } = await fetchSummary(ruleset);
    if (resp.ok) {
      // a summary in the page's language is the page's own words; the English one is marked so,
      // with a note in the reader's language
      const summary = el("div", written === "en" ? { lang: "en", class: "rules-summary" } : { class: "rules-summary" });
      summary.innerHTML = await resp.text();
      $("rules-body").replaceChildren(...(written === "en" ? inEnglish("rules.summary_in_english") : []), summary);
    } else {
      $("rules-body").replaceChildren(el("p", { text: t("rules.not_loaded") }));
    }
    $("seed-body").hidden = true;
    $("seed-body").replaceChildren();
    $("seed-open").textContent = t("rules.show_seed");
    $("tutorial-link").href = `/tutorial/${ruleset}`;
    loaded = ruleset;
    showVersion(ruleset, version);
  }
  dialog.showModal();
  $("rules-close").focus();
}

// the languages the summaries are written in besides English (api/static/rules/<ruleset>.<lang>.html)
const SUMMARY_LANGUAGES = ["es", "de"];

/** The rules summary in the page's language where one is written, else the English one (also for
 * the pseudo-locale, which is English); `written` names the language of the answer. */
async function fetchSummary(ruleset) {
  if (SUMMARY_LANGUAGES.includes(lang)) {
    const resp = await fetch(`/static/rules/${ruleset}.${lang}.html`).catch(() => null);
    if (resp && resp.ok) return { resp, written: lang };
  }
  return { resp: await fetch(`/static/rules/${ruleset}.html`), written: "en" };
}

async function showVersion(ruleset, version) {
  const about = await fetch(withLang(`/v1/rulesets/${ruleset}`), { headers: languageHeaders() }).then((r) => (r.ok ? r.json() : null)).catch(() => null);
  if (!about || loaded !== ruleset) return;
  const played = about.versions.find((v) => v.version === (version || about.version)) || about.versions.at(-1);
  const newer = played.version < about.version;
  const words = { version: played.version, game: about.name, rules: played.rules, newest: about.version };
  const lines = [el("p", { text: newer ? t("rules.played_under_newer", words) : t("rules.played_under", words) })];
  const list = el("ul", {}, ...about.versions.map((v) => el("li", {
    text: v.since ? t("rules.version_since", { version: v.version, since: v.since.slice(0, 10), changes: v.changes })
      : t("rules.version", { version: v.version, changes: v.changes }),
  })));
  const more = el("details", {}, el("summary", { text: t("rules.what_changed") }), list);
  $("rules-body").prepend(el("section", { class: "rules-version", id: "rules-version" }, ...lines, more));
}

async function toggleSeed() {
  const box = $("seed-body");
  if (!box.hidden) { box.hidden = true; $("seed-open").textContent = t("rules.show_seed"); return; }
  if (!box.childNodes.length) {
    const resp = await fetch(`/static/rules/seeds/${loaded}.txt`);
    if (resp.ok) {
      box.append(el("h3", { text: t("rules.seed_heading") }), ...inEnglish("rules.seed_in_english"),
        el("div", { class: "seed-text", lang: "en" }, renderMarkdown(await resp.text())));
    } else {
      box.append(el("p", { text: t("rules.seed_not_loaded") }));
    }
  }
  box.hidden = false;
  $("seed-open").textContent = t("rules.hide_seed");
  box.scrollIntoView({ block: "start" });
}

/** A note that what follows is in English (the rules' own language): none on an English page. */
function inEnglish(key) {
  return lang === "en" ? [] : [el("p", { class: "muted in-english", text: t(key) })];
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
