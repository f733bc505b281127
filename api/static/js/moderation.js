// The moderators' page (docs/moderation.md): the queue of reports, one report with its evidence as
// it was (the message, the game's moves as a spectator sees them), the actions taken on it, and a
// form to warn, mute, suspend, lift or close, always with a reason. Everything here is the API's.
import { api, el, problemText } from "./api.js";
import { lang, t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
let current = null;  // the report open now
const inLang = `lang=${encodeURIComponent(lang)}`;  // the server's sentences in the page's language
function showError(text) { $("error").hidden = !text; $("error").textContent = text || ""; }
const when = (iso) => (iso ? iso.slice(0, 16).replace("T", " ") : "");
const STATUS = { open: t("mod.state_open"), closed: t("mod.state_closed") };
const status = (s) => STATUS[s] || s;

async function queue() {
  const res = await api(`/v1/moderation/reports?status=${$("status").value}&${inLang}`, { fresh: true });
  if (!res.ok) { showError(problemText(res)); return; }
  $("queue").replaceChildren(...(res.data.reports.length ? res.data.reports.map((r) => el("li", { "data-report": r.id },
    el("button", { type: "button", class: "open-report", text: r.text, onclick: () => open(r.id) }),
    el("span", { class: "muted", text: r.details ? t("mod.queue_line_quoted", { when: when(r.created_at), status: status(r.status), details: r.details })
      : t("mod.queue_line", { when: when(r.created_at), status: status(r.status) }) })))
    : [el("li", { class: "muted", text: t("mod.none") })]));
}

function evidence(ev) {
  const out = [];
  if (ev.message) {
    out.push(el("p", {}, el("b", { text: t("mod.said", { name: ev.message.name, when: when(ev.message.at) }) })),
      el("blockquote", { class: "evidence", text: ev.message.text }));
  }
  if (ev.game) {
    const moves = (ev.game.events || []).filter((e) => e.text).slice(-30);
    const sentence = t("mod.game_evidence", { game: ev.game.ruleset, n: ev.game.events.length }).split("{link}");
    out.push(el("p", {}, sentence[0], el("a", { href: `/games/${ev.game.id}`, text: t("mod.open_game") }), sentence[1] || ""),
    el("ol", { class: "moves evidence", start: Math.max(1, ev.game.events.length - moves.length + 1) },
      ...moves.map((e) => el("li", { text: e.text }))));
  }
  return out.length ? out : [el("p", { class: "muted", text: t("mod.account_itself") })];
}

async function open(id) {
  const res = await api(`/v1/moderation/reports/${encodeURIComponent(id)}?${inLang}`, { fresh: true });
  if (!res.ok) { showError(problemText(res)); return; }
  const r = current = res.data;
  $("report").hidden = false;
  $("report-h").textContent = r.text;
  $("report-meta").textContent = r.status === "open" ? t("mod.meta_open", { reported: when(r.created_at) })
    : t("mod.meta_closed", { closed: when(r.closed_at), reported: when(r.created_at) });
  $("report-details").textContent = r.details ? t("mod.reporters_words", { details: r.details }) : "";
  $("evidence").replaceChildren(...evidence(r.evidence));
  const st = r.standing;
  const name = r.account?.display_name;
  const until = (v, key) => (v === "forever" ? t(`${key}_lifted`, { name }) : t(key, { name, until: when(v) }));
  $("standing").textContent = !st ? "" : !st.restricted ? t("mod.no_restriction", { name })
    : [st.suspended_until && until(st.suspended_until, "mod.suspended_until"),
      st.muted_until && until(st.muted_until, "mod.muted_until")].filter(Boolean).join(" ");
  $("actions").replaceChildren(...(r.actions.length ? r.actions.map((a) => el("li", { text: t("mod.action_line", { when: when(a.at), text: a.text }) }))
    : [el("li", { class: "muted", text: t("mod.nothing_yet") })]));
  $("act-account").value = r.account ? r.account.display_name : "";
  $("close-report").disabled = r.status !== "open";
  $("report-h").focus();
}

async function log() {
  const res = await api(`/v1/moderation/log?limit=50&${inLang}`, { fresh: true });
  if (res.ok) {
    $("log").replaceChildren(...(res.data.actions.length ? res.data.actions.map((a) => el("li", { text: t("mod.action_line", { when: when(a.at), text: a.text }) }))
      : [el("li", { class: "muted", text: t("mod.none") })]));
  }
}

async function act(event) {
  event.preventDefault();
  const action = event.submitter?.dataset.action;
  if (!action) return;
  const body = { action, reason: $("act-reason").value.trim() };
  if (action !== "close") body.account = $("act-account").value.trim() || null;
  if (current) body.report = current.id;
  if (action === "mute" || (action === "suspend" && $("act-minutes").value)) body.minutes = Number($("act-minutes").value) || null;
  if (action === "mute" && !body.minutes) { $("act-said").textContent = t("mod.mute_needs_time"); return; }
  const res = await api(`/v1/moderation/actions?${inLang}`, { method: "POST", body });
  $("act-said").textContent = res.ok ? t("mod.done", { text: res.data.text }) : problemText(res);
  if (!res.ok) return;
  $("act-reason").value = "";
  await Promise.all([queue(), log(), current ? open(current.id) : null]);
}

async function main() {
  const me = await api("/v1/account/standing");
  if (me.status === 401) { location.href = "/signin?next=/moderation"; return; }
  if (!me.ok || !me.data.is_moderator) { $("not-moderator").hidden = false; document.body.dataset.ready = "1"; return; }
  const who = await api("/v1/account");
  if (who.ok) $("who").textContent = who.data.display_name;
  $("desk").hidden = false;
  $("status").addEventListener("change", queue);
  $("act-form").addEventListener("submit", act);
  await Promise.all([queue(), log()]);
  const asked = new URLSearchParams(location.hash.slice(1)).get("report");
  if (asked) await open(asked);
  document.body.dataset.ready = "1";
}

main();
