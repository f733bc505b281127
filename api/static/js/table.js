// What a game page and a tutorial share: placing the server's board fragment (board.html) and
// marking what a tap can use now, and asking the rules why a tap names no move.
import { api, el, problemText } from "./api.js";
import { lang, t } from "./i18n.js";

/** Put a board fragment in place: the picture into `board`, the side panel into `side`; returns
 * the last move's element (.t-move: its words, where it started, its last event) or null. */
export function placeBoard(html, board, side) {
  const tpl = document.createElement("template");
  tpl.innerHTML = html;
  const picture = tpl.content.querySelector(".t-picture");
  const panel = tpl.content.querySelector(".t-side");
  board.replaceChildren(...(picture ? picture.childNodes : []));
  side.replaceChildren(...(panel ? panel.childNodes : []));
  return tpl.content.querySelector(".t-move");
}

/** Mark what a tap can use now: `live` elements start or continue one of the player's moves,
 * `candidate` ones continue a choice under way. */
export function markTargets(picker, playing) {
  for (const node of document.querySelectorAll("#board [data-pick], #side [data-pick]")) {
    const partials = JSON.parse(node.getAttribute("data-pick"));
    const live = playing && picker.accepts(partials);
    node.classList.toggle("live", Boolean(live));
    node.classList.toggle("candidate", Boolean(live && picker.clicks > 0));
  }
  document.body.classList.toggle("picking", picker.clicks > 0);
}

/** A quotation from a game's rules, which are in English: marked lang="en", with a note saying so
 * in the reader's language (an English page needs none). */
export function quoted(text) {
  const quote = el("blockquote", { lang: "en", text });
  if (lang === "en") return quote;
  return el("figure", { class: "quoted" }, quote, el("figcaption", { class: "muted", text: t("rules.quoted_in_english") }));
}

/** Ask `url` (a why-not endpoint) about a tapped element; show the rules' answer in `box`. */
export async function explainTap(url, picker, partials, box, token = null) {
  const given = picker.agreed();
  const q = new URLSearchParams({ pick: JSON.stringify(partials) });
  if (Object.keys(given).length) q.set("given", JSON.stringify(given));
  const show = (nodes) => { box.replaceChildren(...nodes); box.hidden = !nodes.length; };
  show([el("p", { class: "muted", text: t("table.asking_why") })]);
  const res = await api(`${url}?${q}`, { token });
  if (!res.ok) { show([el("p", { text: problemText(res) })]); return; }
  if (res.data.legal) { show([el("p", { text: t("table.part_of_a_move") })]); return; }
  const nodes = [el("p", { class: "why-head", text: t("table.why_not") })];
  for (const r of (res.data.reasons || []).slice(0, 3)) {
    const item = el("div", { class: "reason", "data-rule": r.rule || "" }, el("p", { text: r.detail, "data-words": "server" }));
    if (r.rule) item.append(el("p", { class: "rule", text: t("table.rule", { rule: r.rule }) }));
    // the seed's own sentence, as the rules say it: English, marked so (a reader's browser and
    // screen reader read it as English), with a note saying it is quoted
    if (r.quote) item.append(quoted(r.quote));
    nodes.push(item);
  }
  show(nodes);
}
