// My games (my turn first, with deadlines; then waiting on others; then finished, with replay and
// audit), adding a device, notification settings and push, passkeys, sessions and API tokens; the
// players this account blocked, its reports, and what moderators decided about it.
import { api, copyField, el, problemText, rulesetName, seats } from "./api.js";
import { createPasskey, base64url } from "./passkey.js";
import { showCodes } from "./codes.js";
import { followAccount, settle } from "./live.js";
import { challengeForm, challenges } from "./challenges.js";
import { t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const EVENTS = Object.fromEntries(["your_turn", "deadline_reminder", "game_over", "invite_accepted", "chat",
  "tournament_game", "tournament_over", "offer"].map((k) => [k, t(`me.ev_${k}`)]));
function showError(text) { $("error").hidden = !text; $("error").textContent = text || ""; }
async function call(path, opts) { const res = await api(path, opts); if (!res.ok) showError(problemText(res)); return res; }

function left(seconds) {
  if (seconds === null || seconds === undefined) return "";
  const h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60);
  return h ? t("me.left_hm", { h, m }) : t("me.left_m", { m });
}

/** The game's own name and its players, seats counted from 1: "Battle for the Grove: Ana vs Bo". */
function gameTitle(g, title) {
  const names = g.seats.map((s) => s.name || (s.open ? t("lobby.an_open_seat") : t("seat.player_n", { n: s.seat + 1 })))
    .reduce((left, right) => t("lobby.versus", { left, right }));
  return t("lobby.game_name", { title, players: names });
}

function gameItem(g, titles) {
  const li = el("li", { class: g.is_my_turn ? "turn" : "", "data-game": g.id },
    el("a", { href: `/games/${g.id}`, text: gameTitle(g, titles.get(g.ruleset) || g.ruleset) }),
    el("span", { class: "muted", text: t("me.seat", { n: g.your_seat + 1 }) + left(g.seconds_left) }));
  if (g.status === "finished") {
    li.append(" · ", el("a", { href: `/games/${g.id}#replay`, text: t("me.replay") }), " · ",
      el("a", { href: `/games/${g.id}#audit`, text: t("me.audit") }));
  }
  return li;
}

async function games() {
  const res = await call("/v1/me/games", { fresh: true });
  if (!res.ok) return;
  const all = res.data.games;
  const titles = new Map(await Promise.all([...new Set(all.map((g) => g.ruleset))].map(async (r) => [r, await rulesetName(r)])));
  const fill = (id, list) => $(id).replaceChildren(...(list.length ? list.map((g) => gameItem(g, titles))
    : [el("li", { class: "muted", text: t("lobby.none") })]));
  fill("my-turn", all.filter((g) => g.is_my_turn));
  fill("waiting", all.filter((g) => !g.is_my_turn && g.status !== "finished"));
  fill("finished", all.filter((g) => g.status === "finished"));
  $("badge").textContent = res.data.counts.my_turn;
  $("badge").className = res.data.counts.my_turn ? "badge" : "badge zero";
  const held = Object.values(seats.all()).filter((s) => s.token);
  $("attach-box").hidden = !held.length;
}

async function attach() {
  let done = 0;
  for (const s of Object.values(seats.all()).filter((x) => x.token)) {
    const res = await api("/v1/account/seats", { method: "POST", body: { token: s.token }, headers: { "Idempotency-Key": crypto.randomUUID() } });
    if (res.ok) done += 1;
  }
  $("attach-result").textContent = t("me.attached", { n: done });
  await games();
}

async function deviceLink() {
  const res = await call("/v1/account/device-links", { method: "POST", body: {} });
  if (!res.ok) return;
  $("device").hidden = false;
  $("device-code").textContent = res.data.code;
  $("qr").innerHTML = res.data.qr_svg;
  $("device-url").textContent = res.data.url;
}

async function settings() {
  const res = await call("/v1/account/notifications");
  if (!res.ok) return;
  const { prefs, email, push } = res.data;
  $("prefs-rows").replaceChildren(...Object.entries(EVENTS).map(([k, words]) => el("tr", {},
    el("td", { text: words }),
    el("td", {}, el("input", { type: "checkbox", "data-channel": "push", "data-event": k, checked: prefs.push[k], "aria-label": t("me.by_push", { event: words }) })),
    el("td", {}, el("input", { type: "checkbox", "data-channel": "email", "data-event": k, checked: prefs.email[k], disabled: !email.available, "aria-label": t("me.by_mail", { event: words }) })))));
  $("mail-off").hidden = email.available;
  $("address").value = email.address || "";
  $("address-state").textContent = email.address ? (email.verified ? t("me.verified") : t("me.unverified")) : "";
  $("digest").value = prefs.email_digest;
  // where the server offers it (docs/notifications.md, "Fast games"): fast games' turns in a digest
  $("fast-row").hidden = !("digest_fast_games" in prefs);
  $("digest-fast").checked = Boolean(prefs.digest_fast_games);
  $("quiet-start").value = prefs.quiet_hours?.start || "";
  $("quiet-end").value = prefs.quiet_hours?.end || "";
  $("tz").value = prefs.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  $("push-state").textContent = push.subscriptions ? t("me.push_count", { n: push.subscriptions }) : "";
}

async function savePrefs(event) {
  event.preventDefault();
  const body = { push: {}, email: {}, email_digest: $("digest").value, timezone: $("tz").value.trim() || "UTC",
    quiet_hours: $("quiet-start").value && $("quiet-end").value ? { start: $("quiet-start").value, end: $("quiet-end").value } : null };
  for (const box of $("prefs-rows").querySelectorAll("input")) body[box.dataset.channel][box.dataset.event] = box.checked;
  if (!$("fast-row").hidden) body.digest_fast_games = $("digest-fast").checked;
  const res = await call("/v1/account/notifications", { method: "PUT", body });
  const address = $("address").value.trim();
  const me = await api("/v1/account");
  if (me.ok && address !== (me.data.email || "")) await call("/v1/account", { method: "PATCH", body: { email: address || null } });
  if (res.ok) { $("prefs-saved").textContent = t("me.saved"); await settings(); }
}

async function pushOn() {
  if (!("serviceWorker" in navigator) || !("PushManager" in window)) { $("push-state").textContent = t("me.no_push"); return; }
  if ((await Notification.requestPermission()) !== "granted") { $("push-state").textContent = t("me.notifications_blocked"); return; }
  $("push-state").textContent = t("me.asking");
  const key = await call("/v1/push/key");
  try {
    // a worker just registered is not active yet, and a subscription needs an active one: wait for
    // it (the first tap on a fresh browser used to fail with "no active Service Worker")
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    const registration = await navigator.serviceWorker.ready;
    const sub = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64url.decode(key.data.public_key) });
    const json = sub.toJSON();
    const res = await call("/v1/account/push-subscriptions", { method: "POST", body: { endpoint: json.endpoint, keys: json.keys },
      headers: { "Idempotency-Key": crypto.randomUUID() } });
    if (res.ok) $("push-state").textContent = t("me.will_be_told");
  } catch (err) { $("push-state").textContent = t("me.push_failed", { error: err.message }); }
}

async function showChallenges() {
  const res = await api("/v1/challenges", { fresh: true });
  if (!res.ok) return;
  await challenges($("incoming"), $("outgoing"), res.data, (text) => showError(text), showChallenges);
}

function row(text, onRevoke) {
  return el("li", {}, el("span", { text }), el("button", { type: "button", text: t("me.revoke"), onclick: onRevoke }));
}

async function security() {
  const [pk, ss, tk, me] = await Promise.all([api("/v1/account/passkeys"), api("/v1/account/sessions"), api("/v1/account/tokens"), api("/v1/account")]);
  if (pk.ok) $("passkey-list").replaceChildren(...pk.data.passkeys.map((p) => row(t(p.synced ? "me.passkey_synced" : "me.passkey", { name: p.name, date: p.created_at.slice(0, 10) }),
    async () => { await call(`/v1/account/passkeys/${encodeURIComponent(p.id)}`, { method: "DELETE" }); security(); })));
  if (ss.ok) $("session-list").replaceChildren(...ss.data.sessions.map((s) => row(t("me.session", { who: s.current ? t("me.this_browser") : s.agent.slice(0, 60) || t("me.a_browser"),
    since: s.created_at.slice(0, 16).replace("T", " "), how: s.signed_in_with }),
    async () => { await call(`/v1/account/sessions/${s.id}`, { method: "DELETE" }); if (s.current) location.href = "/signin"; else security(); })));
  if (tk.ok) $("token-list").replaceChildren(...tk.data.tokens.map((tok) => row(t("me.token", { name: tok.name, scopes: tok.scopes.join(", "), until: (tok.expires_at || "").slice(0, 10) }),
    async () => { await call(`/v1/account/tokens/${tok.id}`, { method: "DELETE" }); security(); })));
  if (me.ok) { $("codes-left").textContent = t("me.codes_left", { n: me.data.recovery_codes_left }); $("who").textContent = me.data.display_name; }
}

const until = (v) => (v === "forever" ? t("me.until_lifted") : t("me.until", { date: v.slice(0, 16).replace("T", " ") }));

async function safety() {
  const [st, bl, rp] = await Promise.all([api("/v1/account/standing", { fresh: true }), api("/v1/account/blocks", { fresh: true }),
    api("/v1/reports", { fresh: true })]);
  if (st.ok) {
    const words = [st.data.suspended_until && t("me.suspended", { until: until(st.data.suspended_until) }),
      st.data.muted_until && t("me.muted", { until: until(st.data.muted_until) })].filter(Boolean);
    $("standing").hidden = !words.length;
    $("standing").textContent = words.join(" ");
    $("moderator-link").hidden = !st.data.is_moderator;
  }
  if (bl.ok) $("block-list").replaceChildren(...(bl.data.blocks.length ? bl.data.blocks.map((b) => el("li", {}, el("span", { text: b.display_name }),
    el("button", { type: "button", text: t("me.unblock"), "aria-label": t("me.unblock_name", { name: b.display_name }),
      onclick: async () => { await call(`/v1/account/blocks/${encodeURIComponent(b.id)}`, { method: "DELETE" }); safety(); } })))
    : [el("li", { class: "muted", text: t("me.nobody") })]));
  if (rp.ok) $("report-list").replaceChildren(...(rp.data.reports.length ? rp.data.reports.map((r) => el("li", { text:
    r.status === "open" ? t("me.report_open", { text: r.text }) : t("me.report_closed", { text: r.text, date: r.closed_at.slice(0, 10) }) }))
    : [el("li", { class: "muted", text: t("lobby.none") })]));
}

async function blockByName(event) {
  event.preventDefault();
  const res = await call("/v1/account/blocks", { method: "POST", body: { account: $("block-name").value.trim() } });
  if (res.ok) { $("block-name").value = ""; showError(""); await safety(); }
}

async function addPasskey() {
  const opts = await call("/v1/account/passkeys/options", { method: "POST", body: {} });
  if (!opts.ok) return;
  try {
    const credential = await createPasskey(opts.data.publicKey);
    await call("/v1/account/passkeys", { method: "POST", body: { ceremony: opts.data.ceremony, credential } });
  } catch (err) { showError(t("signin.no_passkey_made", { error: err.message })); }
  security();
}

async function newCodes() {
  if (!confirm(t("me.confirm_codes"))) return;
  const res = await call("/v1/account/recovery-codes", { method: "POST", body: {}, headers: { "Idempotency-Key": crypto.randomUUID() } });
  if (!res.ok) return;
  showCodes($("code-list"), $("code-tools"), res.data.recovery_codes);
  security();
}

async function makeToken(event) {
  event.preventDefault();
  const scopes = [...$("token-form").querySelectorAll("input[type=checkbox]:checked")].map((b) => b.value);
  const res = await call("/v1/account/tokens", { method: "POST", headers: { "Idempotency-Key": crypto.randomUUID() },
    body: { name: $("token-name").value.trim(), scopes, expires_in_days: Number($("token-days").value) } });
  if (!res.ok) return;
  $("new-token").replaceChildren(el("p", { class: "muted", text: t("me.shown_once") }), copyField(res.data.name, res.data.token));
  security();
}

// Leave (docs/deadlines.md): the allowance, what this year used, the periods, and a form to declare one.
async function showLeave() {
  const res = await api("/v1/account/leave", { fresh: true });
  if (!res.ok) return;
  const v = res.data;
  $("leave-rules").textContent = t("me.leave_rules", { rules: v.rules });
  $("leave-used").textContent = t("me.leave_used", { year: v.year, used: v.used_days, allowance: v.allowance_days, left: v.left_days });
  $("leave-list").replaceChildren(...v.periods.map((p) => el("li", { text: p.text })));
  const tomorrow = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
  $("leave-start").min = tomorrow;
  if (!$("leave-start").value) $("leave-start").value = tomorrow;
}

async function declareLeave(event) {
  event.preventDefault();
  const box = $("leave-error");
  box.hidden = true;
  const res = await api("/v1/account/leave", { method: "POST", headers: { "Idempotency-Key": crypto.randomUUID() },
    body: { start: $("leave-start").value, days: Number($("leave-days").value) } });
  if (!res.ok) { box.textContent = problemText(res); box.hidden = false; $("leave-done").textContent = ""; return; }
  const n = res.data.games.length;
  await showLeave();
  $("leave-done").textContent = t("me.leave_done", { text: res.data.text, n });
}

/** Leaving for good: the button wakes only when the display name is typed; the server checks it again. */
async function deleteAccount(event) {
  event.preventDefault();
  const typed = $("delete-confirm").value.trim();
  if (!confirm(t("me.confirm_delete"))) return;
  const res = await call("/v1/me", { method: "DELETE", body: { confirm: typed } });
  if (!res.ok) return;
  const d = res.data;
  $("delete-form").hidden = true;
  $("delete-done").hidden = false;
  // clauses, each whole in every language: the deletion, then what became of running games
  $("delete-done").textContent = [t("me.deleted", { n: d.games }), d.resigned && t("me.deleted_resigned", { n: d.resigned }),
    d.left_to_ai && t("me.deleted_ai", { n: d.left_to_ai }), t("me.goodbye")].filter(Boolean).join("");
  document.body.dataset.deleted = "1";
}

async function main() {
  const me = await api("/v1/account");
  if (!me.ok) { location.href = "/signin?next=/me"; return; }
  $("signout").addEventListener("click", async () => { await api("/v1/auth/signout", { method: "POST" }); location.href = "/signin"; });
  $("attach").addEventListener("click", attach);
  $("device-link").addEventListener("click", deviceLink);
  $("prefs").addEventListener("submit", savePrefs);
  $("push-on").addEventListener("click", pushOn);
  $("add-passkey").addEventListener("click", addPasskey);
  $("new-codes").addEventListener("click", newCodes);
  $("token-form").addEventListener("submit", makeToken);
  $("block-form").addEventListener("submit", blockByName);
  $("leave-form").addEventListener("submit", declareLeave);
  $("delete-form").addEventListener("submit", deleteAccount);
  $("delete-confirm").addEventListener("input", () => {
    $("delete-account").disabled = $("delete-confirm").value.trim() !== $("who").textContent.trim();
  });
  $("challenge-form-box").replaceChildren(challengeForm(() => showChallenges()));
  await Promise.all([games(), settings(), security(), showChallenges(), safety(), showLeave()]);
  // the account's stream: a turn that comes, a game that ends, a challenge that arrives or is
  // answered, all change this page while it is open
  let heard = 0;
  const again = settle(async () => { await Promise.all([games(), showChallenges()]); document.body.dataset.heard = String(++heard); });
  followAccount((type) => { if (type.startsWith("moderation_")) safety(); if (type !== "games") again(); });
  document.body.dataset.ready = "1";
}

main();
