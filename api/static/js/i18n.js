// The pages' words in the reader's language (docs/i18n.md). The catalogue comes from the server
// (GET /v1/i18n), which chooses the language: `?lang=` of this page, else the account's setting,
// else the `lang` cookie, else the browser's Accept-Language, else English. The service worker
// keeps the last answer, so an offline page still speaks its language.
//
// A module that shows words imports `t` (its top-level await means the catalogue is there before
// the module runs). Static HTML marks its words with data-i18n="key" (the element's text) and
// data-i18n-attr="attribute:key;..." (aria-label, placeholder, title); its English stays in the
// HTML and is what the page shows if even the catalogue cannot be had.

const wanted = new URLSearchParams(location.search).get("lang");

async function load() {
  try {
    const res = await fetch(`/v1/i18n${wanted ? `?lang=${encodeURIComponent(wanted)}` : ""}`,
                            { headers: { Accept: "application/json" } });
    if (res.ok) return await res.json();
  } catch { /* offline with nothing kept: English from the HTML and the keys' own fallbacks */ }
  return { lang: "en", dir: "ltr", languages: [{ code: "en", name: "English" }], messages: null };
}

const catalogue = await load();
export const lang = catalogue.lang;
export const languages = catalogue.languages;
const rulesOf = lang === "qps" ? "en" : lang;  // the pseudo-locale counts as English does
const plurals = new Intl.PluralRules(rulesOf);
const ordinals = new Intl.PluralRules(rulesOf, { type: "ordinal" });

/** The message `key` with its {named} parameters filled in; `fallback` (English) when the
 * catalogue could not be loaded. */
export function t(key, params = {}, fallback = key) {
  let entry = catalogue.messages ? catalogue.messages[key] : undefined;
  if (entry === undefined) entry = fallback;
  if (entry === null) return null;
  if (typeof entry === "object") {
    const category = entry.ordinal ? ordinals.select(params[entry.ordinal]) : plurals.select(params[entry.plural]);
    entry = entry[category] ?? entry.other;
  }
  // a parameter not given stays {name}: translate() puts an element (a link, a field) there
  return entry.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** Put the catalogue's words into the static HTML under `root` (data-i18n, data-i18n-attr). A
 * sentence with a link or a field inside names it as a parameter: the element inside carries
 * data-i18n-slot="name" and is put where the sentence says {name} (its own words by its own key). */
export function translate(root = document) {
  if (!catalogue.messages) return;
  for (const node of root.querySelectorAll("[data-i18n]")) {
    const slots = new Map([...node.querySelectorAll("[data-i18n-slot]")].map((s) => [s.dataset.i18nSlot, s]));
    const sentence = t(node.dataset.i18n, {}, null);
    if (sentence === null) continue;
    if (!slots.size) node.textContent = sentence;
    else node.replaceChildren(...sentence.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? slots.get(part) ?? "" : part)));
  }
  for (const node of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of node.dataset.i18nAttr.split(";")) {
      const [attr, key] = pair.split(":");
      node.setAttribute(attr, t(key, {}, node.getAttribute(attr)));
    }
  }
}

document.documentElement.lang = lang === "qps" ? "en-XA" : lang;
document.documentElement.dir = catalogue.dir;
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => translate());
else translate();
