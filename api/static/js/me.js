// My games (my turn first, with deadlines; then waiting on others; then finished, with replay and
// audit), adding a device, notification settings and push, passkeys, sessions and API tokens; the
// players this account blocked, its reports, and what moderators decided about it.
import { api, copyField, el, problemText, rulesetName, seats } from "./api.js";
import { createPasskey, base64url } from "./passkey.js";
import { showCodes } from "./codes.js";
import { followAccount, settle } from "./live.js";
import { challengeForm, challenges } from "./challenges.js";

const $ = (id) => document.getElementById(id);
const EVENTS = { your_turn: "my turn", deadline_reminder: "my time runs out", game_over: "a game is over",
  invite_accepted: "someone takes a seat", chat: "table talk", tournament_game: "my next tournament game is ready",
  tournament_over: "a tournament I entered has finished",
  offer: "someone asks me something: a takeback, a draw, a rematch" };
function showError(text) { $("error").hidden = !text; $("error").textContent = text || ""; }
async function call(path, opts) { const res = await api(path, opts); if (!res.ok) showError(problemText(res)); return res; }

function left(seconds) {
  if (seconds === null || seconds === undefined) return "";
  const h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60);
  return h ? ` · ${h} h ${m} min left` : ` · ${m} min left`;
}

/** The game's own name and its players, seats counted from 1: "Battle for the Grove: Ana vs Bo". */
function gameTitle(g, title) {
  const names = g.seats.map((s) => s.name || (s.open ? "an open seat" : `Player ${s.seat + 1}`)).join(" vs ");
  return `${title}: ${names}`;
}

function gameItem(g, titles) {
  const li = el("li", { class: g.is_my_turn ? "turn" : "", "data-game": g.id },
    el("a", { href: `/games/${g.id}`, text: gameTitle(g, titles.get(g.ruleset) || g.ruleset) }),
    el("span", { class: "muted", text: ` · seat ${g.your_seat + 1}${left(g.seconds_left)}` }));
  if (g.status === "finished") {
    li.append(" · ", el("a", { href: `/games/${g.id}#replay`, text: "replay" }), " · ",
      el("a", { href: `/games/${g.id}#audit`, text: "audit" }));
  }
  return li;
}

async function games() {
  const res = await call("/v1/me/games", { fresh: true });
  if (!res.ok) return;
  const all = res.data.games;
  const titles = new Map(await Promise.all([...new Set(all.map((g) => g.ruleset))].map(async (r) => [r, await rulesetName(r)])));
  const fill = (id, list) => $(id).replaceChildren(...(list.length ? list.map((g) => gameItem(g, titles))
    : [el("li", { class: "muted", text: "none" })]));
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
  $("attach-result").textContent = `${done} seat(s) added to your account.`;
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
    el("td", {}, el("input", { type: "checkbox", "data-channel": "push", "data-event": k, checked: prefs.push[k], "aria-label": `${words} by push` })),
    el("td", {}, el("input", { type: "checkbox", "data-channel": "email", "data-event": k, checked: prefs.email[k], disabled: !email.available, "aria-label": `${words} by mail` })))));
  $("mail-off").hidden = email.available;
  $("address").value = email.address || "";
  $("address-state").textContent = email.address ? (email.verified ? "verified" : "waiting for you to open the link we mailed") : "";
  $("digest").value = prefs.email_digest;
  // where the server offers it (docs/notifications.md, "Fast games"): fast games' turns in a digest
  $("fast-row").hidden = !("digest_fast_games" in prefs);
  $("digest-fast").checked = Boolean(prefs.digest_fast_games);
  $("quiet-start").value = prefs.quiet_hours?.start || "";
  $("quiet-end").value = prefs.quiet_hours?.end || "";
  $("tz").value = prefs.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  $("push-state").textContent = push.subscriptions ? `${push.subscriptions} browser(s) get push` : "";
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
  if (res.ok) { $("prefs-saved").textContent = "saved"; await settings(); }
}

async function pushOn() {
  if (!("serviceWorker" in navigator) || !("PushManager" in window)) { $("push-state").textContent = "this browser has no push"; return; }
  if ((await Notification.requestPermission()) !== "granted") { $("push-state").textContent = "notifications are blocked in this browser"; return; }
  $("push-state").textContent = "asking this browser…";
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
    if (res.ok) $("push-state").textContent = "this browser will be told";
  } catch (err) { $("push-state").textContent = `push is not available: ${err.message}`; }
}

async function showChallenges() {
  const res = await api("/v1/challenges", { fresh: true });
  if (!res.ok) return;
  await challenges($("incoming"), $("outgoing"), res.data, (text) => showError(text), showChallenges);
}

function row(text, onRevoke) {
  return el("li", {}, el("span", { text }), el("button", { type: "button", text: "Revoke", onclick: onRevoke }));
}

async function security() {
  const [pk, ss, tk, me] = await Promise.all([api("/v1/account/passkeys"), api("/v1/account/sessions"), api("/v1/account/tokens"), api("/v1/account")]);
  if (pk.ok) $("passkey-list").replaceChildren(...pk.data.passkeys.map((p) => row(`${p.name}${p.synced ? " (synced)" : ""}, added ${p.created_at.slice(0, 10)}`,
    async () => { await call(`/v1/account/passkeys/${encodeURIComponent(p.id)}`, { method: "DELETE" }); security(); })));
  if (ss.ok) $("session-list").replaceChildren(...ss.data.sessions.map((s) => row(`${s.current ? "this browser" : s.agent.slice(0, 60) || "a browser"}, since ${s.created_at.slice(0, 16).replace("T", " ")} (${s.signed_in_with})`,
    async () => { await call(`/v1/account/sessions/${s.id}`, { method: "DELETE" }); if (s.current) location.href = "/signin"; else security(); })));
  if (tk.ok) $("token-list").replaceChildren(...tk.data.tokens.map((t) => row(`${t.name} [${t.scopes.join(", ")}] until ${(t.expires_at || "").slice(0, 10)}`,
    async () => { await call(`/v1/account/tokens/${t.id}`, { method: "DELETE" }); security(); })));
  if (me.ok) { $("codes-left").textContent = `${me.data.recovery_codes_left} recovery codes left`; $("who").textContent = me.data.display_name; }
}

const until = (v) => (v === "forever" ? "until a moderator lifts it" : `until ${v.slice(0, 16).replace("T", " ")} UTC`);

async function safety() {
  const [st, bl, rp] = await Promise.all([api("/v1/account/standing", { fresh: true }), api("/v1/account/blocks", { fresh: true }),
    api("/v1/reports", { fresh: true })]);
  if (st.ok) {
    const words = [st.data.suspended_until && `A moderator suspended your account ${until(st.data.suspended_until)}: you cannot move or talk, and each game's deadline policy plays your seats.`,
      st.data.muted_until && `A moderator muted your table talk ${until(st.data.muted_until)}.`].filter(Boolean);
    $("standing").hidden = !words.length;
    $("standing").textContent = words.join(" ");
    $("moderator-link").hidden = !st.data.is_moderator;
  }
  if (bl.ok) $("block-list").replaceChildren(...(bl.data.blocks.length ? bl.data.blocks.map((b) => el("li", {}, el("span", { text: b.display_name }),
    el("button", { type: "button", text: "Unblock", "aria-label": `Unblock ${b.display_name}`,
      onclick: async () => { await call(`/v1/account/blocks/${encodeURIComponent(b.id)}`, { method: "DELETE" }); safety(); } })))
    : [el("li", { class: "muted", text: "nobody" })]));
  if (rp.ok) $("report-list").replaceChildren(...(rp.data.reports.length ? rp.data.reports.map((r) => el("li", { text:
    `${r.text} ${r.status === "open" ? "Waiting for a moderator." : `Closed on ${r.closed_at.slice(0, 10)}.`}` }))
    : [el("li", { class: "muted", text: "none" })]));
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
  } catch (err) { showError(`No passkey was made: ${err.message}`); }
  security();
}

async function newCodes() {
  if (!confirm("Make new recovery codes? The old ones stop working.")) return;
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
  $("new-token").replaceChildren(el("p", { class: "muted", text: "Shown once: copy it now." }), copyField(res.data.name, res.data.token));
  security();
}

// Leave (docs/deadlines.md): the allowance, what this year used, the periods, and a form to declare one.
async function showLeave() {
  const res = await api("/v1/account/leave", { fresh: true });
  if (!res.ok) return;
  const v = res.data;
  $("leave-rules").textContent = `You may take ${v.rules}.`;
  $("leave-used").textContent = `${v.year}: ${v.used_days} of ${v.allowance_days} days used, ${v.left_days} left.`;
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
  $("leave-done").textContent = `${res.data.text}. Your clock stands still then in ${n} game${n === 1 ? "" : "s"}; the other players are told.`;
}

/** Leaving for good: the button wakes only when the display name is typed; the server checks it again. */
async function deleteAccount(event) {
  event.preventDefault();
  const typed = $("delete-confirm").value.trim();
  if (!confirm("Delete this account for good? This cannot be undone.")) return;
  const res = await call("/v1/me", { method: "DELETE", body: { confirm: typed } });
  if (!res.ok) return;
  const d = res.data;
  $("delete-form").hidden = true;
  $("delete-done").hidden = false;
  $("delete-done").textContent = `Your account is deleted. Your seat in ${d.games} game${d.games === 1 ? "" : "s"} now reads ` +
    `"a deleted player"${d.resigned ? `; ${d.resigned} running game${d.resigned === 1 ? "" : "s"} ended as your resignation` : ""}` +
    `${d.left_to_ai ? `; in ${d.left_to_ai} the computer plays your turns` : ""}. Goodbye.`;
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
