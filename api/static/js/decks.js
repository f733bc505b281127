// Battalla's deck choice in the lobby: a picker of the starter decks (GET
// /v1/rulesets/battalla/decks), and, as an advanced choice, a custom deck pasted as a card list
// ("3 Hoplite" a line, a line "Heroes:" before the Hero Deck), checked as it is typed: every card
// name known, 40-60 cards, at most 3 copies, up to 5 different Heroes. The server checks the deck
// again when the game is created (its refusal is shown at the field).
import { api, el } from "./api.js";
import { t } from "./i18n.js";

const MIN_DECK = 40, MAX_DECK = 60, MAX_COPIES = 3, MAX_HEROES = 5;
let catalogue = null;

async function load(ruleset) {
  if (!catalogue) {
    const [cards, decks] = await Promise.all([api(`/v1/rulesets/${ruleset}/cards`), api(`/v1/rulesets/${ruleset}/decks`)]);
    catalogue = { cards: cards.ok ? cards.data : [], decks: decks.ok ? decks.data : {} };
    catalogue.byName = new Map();
    for (const c of catalogue.cards) {
      catalogue.byName.set(c.name.toLowerCase(), c);
      catalogue.byName.set(c.id.toLowerCase(), c);
    }
  }
  return catalogue;
}

const title = (id) => id.charAt(0).toUpperCase() + id.slice(1);

/** A deck as the text a person edits: "3 Hoplite" lines, then "Heroes:" and one Hero a line. */
function asText(deck, cat) {
  const counts = new Map();
  for (const id of deck.main) counts.set(id, (counts.get(id) || 0) + 1);
  const name = (id) => cat.cards.find((c) => c.id === id)?.name || id;
  return [...[...counts].map(([id, n]) => `${n} ${name(id)}`), "Heroes:", ...deck.heroes.map(name)].join("\n");
}

/** Read a pasted deck: {deck, problems}, each problem naming its line or the rule it breaks. */
export function parseDeck(text, cat) {
  const problems = [];
  const trimmed = text.trim();
  let main = [], heroes = [];
  if (trimmed.startsWith("{")) {  // the API's own shape, pasted as is
    try {
      const d = JSON.parse(trimmed);
      main = d.main || []; heroes = d.heroes || [];
    } catch (err) { return { deck: null, problems: [t("decks.not_a_list", { error: err.message })] }; }
  } else {
    let inHeroes = false;
    trimmed.split("\n").forEach((raw, i) => {
      const line = raw.trim();
      if (!line || line.startsWith("#")) return;
      if (/^heroes?\s*:?$/i.test(line)) { inHeroes = true; return; }
      const m = line.match(/^(\d+)\s*[x×]?\s+(.+)$/i);
      const n = m ? Number(m[1]) : 1;
      const card = cat.byName.get((m ? m[2] : line).trim().toLowerCase());
      if (!card) { problems.push(t("decks.line_unknown_card", { line: i + 1, card: m ? m[2] : line })); return; }
      for (let k = 0; k < n; k++) (inHeroes ? heroes : main).push(card.id);
    });
  }
  const known = (id) => cat.cards.find((c) => c.id === id);
  for (const id of [...main, ...heroes]) if (!known(id)) problems.push(t("decks.unknown_card", { card: id }));
  if (problems.length) return { deck: null, problems };
  if (main.length < MIN_DECK || main.length > MAX_DECK) problems.push(t("decks.main_size", { n: main.length, min: MIN_DECK, max: MAX_DECK }));
  const counts = new Map();
  for (const id of main) counts.set(id, (counts.get(id) || 0) + 1);
  for (const [id, n] of counts) if (n > MAX_COPIES) problems.push(t("decks.too_many_copies", { card: known(id).name, n, max: MAX_COPIES }));
  if (heroes.length > MAX_HEROES) problems.push(t("decks.hero_size", { n: heroes.length, max: MAX_HEROES }));
  if (new Set(heroes).size !== heroes.length) problems.push(t("decks.hero_once"));
  for (const id of heroes) if (known(id).type !== "Hero") problems.push(t("decks.not_a_hero", { card: known(id).name }));
  for (const id of main) if (known(id).type === "Hero") { problems.push(t("decks.is_a_hero", { card: known(id).name })); break; }
  return { deck: problems.length ? null : { main, heroes }, problems };
}

/** The field for option `name` (deck_N): Player N+1's deck, a starter or a custom one. */
export function deckField(ruleset, name, schema) {
  const seat = Number(name.split("_")[1]);
  const id = `opt-${name}`;
  const select = el("select", { id, name, "data-deck": "1" });
  const box = el("textarea", { id: `${id}-custom`, rows: 10, spellcheck: "false", "aria-describedby": `${id}-check`,
    "aria-label": t("decks.custom_label", { n: seat + 1 }) });
  const check = el("p", { id: `${id}-check`, class: "deck-check", role: "status" });
  const custom = el("div", { class: "deck-custom", hidden: true },
    el("p", { class: "muted", text: t("decks.custom_help", { heroes: MAX_HEROES, min: MIN_DECK, max: MAX_DECK, copies: MAX_COPIES }) }),
    box, check);
  const field = el("div", { class: "deck-field", "data-option": name },
    el("label", { for: id }, el("span", { text: t("decks.player_deck", { n: seat + 1 }) }), select), custom);
  load(ruleset).then((cat) => {
    const starters = Object.keys(cat.decks);
    select.replaceChildren(...starters.map((d) => el("option", { value: d, text: t("decks.starter", { deck: title(d) }), selected: d === schema.default })),
      el("option", { value: "custom", text: t("decks.own") }));
    let from = schema.default;
    select.addEventListener("change", () => {
      custom.hidden = select.value !== "custom";
      if (select.value !== "custom") { from = select.value; return; }
      if (!box.value.trim() && cat.decks[from]) box.value = asText(cat.decks[from], cat);
      validate();
      box.focus();
    });
    const validate = () => {
      const { deck, problems } = parseDeck(box.value, cat);
      box.setAttribute("aria-invalid", deck ? "false" : "true");
      check.className = deck ? "deck-check ok" : "deck-check bad";
      check.replaceChildren(deck ? t("decks.legal", { cards: deck.main.length, heroes: deck.heroes.length })
        : el("span", { text: problems.slice(0, 5).join(" ") }));
    };
    box.addEventListener("input", validate);
  });
  return field;
}

/** The value of a deck field for the create request: a starter's name, the parsed custom deck,
 * or {error} when the custom deck does not hold. */
export function deckValue(name) {
  const select = document.getElementById(`opt-${name}`);
  if (!select.value) return { value: undefined };  // the starters not loaded yet: the game's default
  if (select.value !== "custom") return { value: select.value };
  const { deck, problems } = parseDeck(document.getElementById(`opt-${name}-custom`).value, catalogue);
  return deck ? { value: deck } : { error: t("decks.error", { n: Number(name.split("_")[1]) + 1, problems: problems.join(" ") }) };
}
