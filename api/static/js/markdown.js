// The seeds' rules text as a person reads it: a small Markdown reader that builds DOM nodes (never
// innerHTML), so nothing in the text can run or load. Headings, paragraphs, lists (-, *, •, 1.),
// pipe tables, **bold**, *italic*, `code` and rules (---) are drawn; links keep their words only
// (the seeds' links point at files of another site); raw HTML, audio, scripts, images and icon
// tags are left out, with the text between harmless tags kept; a front matter block gives the title.
import { el } from "./api.js";

const DROP_BLOCK = /<(script|style|audio|video|iframe|object|noscript|template)\b[\s\S]*?<\/\1\s*>/gi;

/** Markdown text -> a DocumentFragment of safe elements. */
export function renderMarkdown(text) {
  const out = document.createDocumentFragment();
  let src = text.replace(/\r\n?/g, "\n");
  const front = src.match(/^---\n([\s\S]*?)\n---\n/);
  if (front) {
    src = src.slice(front[0].length);
    const title = front[1].match(/^title:\s*(.+)$/m);
    if (title) out.append(el("h3", { text: title[1].trim().replace(/^["']|["']$/g, "") }));
  }
  src = src.replace(DROP_BLOCK, "").replace(/<!--[\s\S]*?-->/g, "");
  const lines = src.split("\n");
  let para = [];
  let list = null;
  const flush = () => {
    if (para.length) {
      const words = para.join(" ").trim();
      if (words) out.append(inline(el("p"), words));
    }
    para = [];
  };
  const endList = () => { list = null; };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const line = raw.trim();
    if (!line) { flush(); endList(); continue; }
    const heading = line.match(/^(#{1,6})\s+(.*?)\s*#*$/);
    if (heading) {
      flush(); endList();
      // the dialog's own heading is h2: the seed's levels start below it
      const level = Math.min(6, heading[1].length + 2);
      out.append(inline(el(`h${level}`, { class: "seed-h" }), heading[2]));
      continue;
    }
    if (/^(-{3,}|\*{3,}|_{3,})$/.test(line)) { flush(); endList(); out.append(el("hr")); continue; }
    if (line.startsWith("|") && i + 1 < lines.length && /^\|?\s*:?-{2,}/.test(lines[i + 1].trim())) {
      flush(); endList();
      const cells = (l) => l.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
      const table = el("table", { class: "seed-table" });
      table.append(el("thead", {}, el("tr", {}, ...cells(line).map((c) => inline(el("th", { scope: "col" }), c)))));
      const body = el("tbody");
      i += 2;
      for (; i < lines.length && lines[i].trim().startsWith("|"); i++) {
        body.append(el("tr", {}, ...cells(lines[i]).map((c) => inline(el("td"), c))));
      }
      i -= 1;
      table.append(body);
      out.append(el("div", { class: "scroll" }, table));
      continue;
    }
    const bullet = line.match(/^([-*+•])\s+(.*)$/);
    const numbered = line.match(/^(\d+)[.)]\s+(.*)$/);
    if (bullet || numbered) {
      flush();
      const tag = bullet ? "ul" : "ol";
      if (!list || list.tagName.toLowerCase() !== tag) {
        list = el(tag);
        if (numbered && numbered[1] !== "1") list.setAttribute("start", numbered[1]);
        out.append(list);
      }
      list.append(inline(el("li"), (bullet || numbered)[2]));
      continue;
    }
    if (list && /^\s{2,}/.test(raw) && list.lastElementChild) {  // a list item's continued line
      list.lastElementChild.append(" ", inline(document.createDocumentFragment(), line));
      continue;
    }
    endList();
    para.push(line);
  }
  flush();
  return out;
}

/** Inline Markdown of one line into `node`: strong, em, code; links as their words; tags dropped. */
function inline(node, text) {
  const clean = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")                 // images: no pictures from elsewhere
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")              // links: their words
    .replace(/<[^>]*>/g, "")                               // any other tag (an icon, a <br>)
    .replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"")
    .trim();
  const pattern = /(\*\*|__)(.+?)\1|(\*|_)(?=\S)(.+?)(?<=\S)\3(?![A-Za-z0-9])|`([^`]+)`/g;
  let at = 0;
  for (const m of clean.matchAll(pattern)) {
    if (m.index > at) node.append(clean.slice(at, m.index));
    if (m[2] !== undefined) node.append(inline(el("strong"), m[2]));
    else if (m[4] !== undefined) node.append(inline(el("em"), m[4]));
    else node.append(el("code", { text: m[5] }));
    at = m.index + m[0].length;
  }
  if (at < clean.length) node.append(clean.slice(at));
  return node;
}
