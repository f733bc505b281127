// The JSON API, as any client uses it, and the seat tokens this browser holds (localStorage).

import { lang, t } from "./i18n.js";

const STORE = "arbiter:seats";

// a game's own name (its ruleset's `name`, as /v1/rulesets says it): what a person reads, asked
// once per page and ruleset; the id if the answer does not come
const rulesetNames = new Map();
export function rulesetName(id) {
  if (!rulesetNames.has(id)) {
    rulesetNames.set(id, api(`/v1/rulesets/${id}`).then((r) => (r.ok && r.data.name) || id).catch(() => id));
  }
  return rulesetNames.get(id);
}

// a seat as a person reads it: its name, or "Player N" counted from 1 (as the moves' words say)
export const seatName = (s) => s.name || t("seat.player_n", { n: s.seat + 1 });

// The server words its answers (events' and moves' `text`, outcomes, problem details it
// translates) in the page's language: every request says it. Accept-Language carries the catalogue's
// language; a page opened with ?lang= (which outranks the account and the cookie) passes it on to
// its GETs too, so the page and the words it is shown agree (docs/i18n.md, "Choosing the language").
const pageLang = new URLSearchParams(location.search).get("lang");

/** The headers that tell the server the page's language. */
export function languageHeaders() {
  return lang && lang !== "qps" ? { "Accept-Language": lang } : {};
}

/** `path` with the page's own ?lang= (when it was opened with one), for a GET. */
export function withLang(path) {
  if (!pageLang || /[?&]lang=/.test(path)) return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(pageLang)}`;
}

export async function api(path, { method = "GET", body, token, headers = {}, fresh = false } = {}) {
  const h = { Accept: "application/json", ...languageHeaders(), ...headers };
  if (method === "GET") path = withLang(path);
  if (token) h.Authorization = `Bearer ${token}`;
  // a signed-in write (session cookie) carries the session's CSRF token, read from its cookie
  const csrf = !token && method !== "GET" && csrfToken();
  if (csrf) h["X-CSRF-Token"] = csrf;
  if (body !== undefined) h["Content-Type"] = "application/json";
  // fresh: past the browser's cache (an audit must see what the server holds now, even for a
  // finished game whose answers are cacheable forever)
  const resp = await fetch(path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body),
                                   cache: fresh ? "no-store" : "default" });
  const type = resp.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await resp.json() : await resp.text();
  return { status: resp.status, ok: resp.ok, headers: resp.headers, data };
}

/** A problem+json body in words: the detail, and the rule that forbids a move when there is one. */
export function problemText(res) {
  const p = res.data || {};
  if (typeof p !== "object") return t("api.http_status", { status: res.status });
  let text = p.detail || p.title || t("api.http_status", { status: res.status });
  if (p.rule) text = t("api.with_rule", { text, rule: p.rule });
  if (p.errors) text += " " + Object.entries(p.errors).map(([k, v]) => `${k}: ${v}`).join("; ");
  return text;
}

function load() {
  try { return JSON.parse(localStorage.getItem(STORE) || "{}"); } catch { return {}; }
}

export const seats = {
  /** {seat, token, name} this browser plays in that game, or null. */
  get(gameId) { return load()[gameId] || null; },
  set(gameId, entry) {
    const all = load();
    all[gameId] = { ...(all[gameId] || {}), ...entry };
    localStorage.setItem(STORE, JSON.stringify(all));
  },
  all() { return load(); },
};

/** Read `#token=...&seat=N` or `#invite=...` from the URL fragment (never sent to a server), then drop it. */
export function takeFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  return params;
}

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) node.append(c);
  return node;
}

/** A read-only field with a Copy button: how tokens and invites are handed on. */
export function copyField(label, value) {
  const input = el("input", { value, readonly: true, "aria-label": label });
  const button = el("button", { type: "button", text: t("api.copy"), onclick: async () => {
    input.select();
    try { await navigator.clipboard.writeText(value); button.textContent = t("api.copied"); } catch { document.execCommand("copy"); }
  } });
  return el("div", { class: "copy" }, el("span", { text: label }), input, button);
}

/** A move in words: the sentence the server gave beside it (legal-moves `texts`), else its type. */
export function moveText(move, texts) {
  return texts.get(move) || move.type.replaceAll("_", " ");
}

/** An event in words: its `text`, told by the server for this reader (redacted first). */
export function eventText(ev) {
  if (!ev) return "";
  return ev.text || ev.type.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

/** The CSRF token of this browser's session (the arbiter_csrf cookie), or "" when signed out. */
export function csrfToken() {
  const m = document.cookie.match(/(?:^|; )arbiter_csrf=([^;]*)/);
  return m ? decodeURIComponent(m[1]) : "";
}
