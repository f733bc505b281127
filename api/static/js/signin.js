// Sign in with a passkey, sign up (a display name and a new passkey), or come back with a recovery
// code or a mail link. 127.0.0.1 cannot hold passkeys, so that address moves to localhost.
import { api, problemText } from "./api.js";
import { createPasskey, usePasskey } from "./passkey.js";
import { showCodes } from "./codes.js";
import { t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
if (location.hostname === "127.0.0.1" || location.hostname === "[::1]") {
  location.replace(`${location.protocol}//localhost${location.port ? ":" + location.port : ""}${location.pathname}${location.search}`);
}

function showError(text) { $("error").hidden = !text; $("error").textContent = text || ""; }
const next = () => new URLSearchParams(location.search).get("next") || "/me";
const safeNext = () => (next().startsWith("/") && !next().startsWith("//") ? next() : "/me");

async function signin() {
  showError("");
  const opts = await api("/v1/auth/signin/options", { method: "POST", body: {} });
  if (!opts.ok) return showError(problemText(opts));
  let credential;
  try { credential = await usePasskey(opts.data.publicKey); } catch (err) { return showError(t("signin.no_passkey_used", { error: err.message })); }
  const res = await api("/v1/auth/signin", { method: "POST", body: { ceremony: opts.data.ceremony, credential } });
  if (!res.ok) return showError(problemText(res));
  location.href = safeNext();
}

async function signup(event) {
  event.preventDefault();
  showError("");
  const body = { display_name: $("display-name").value.trim() };
  if ($("email").value.trim()) body.email = $("email").value.trim();
  const opts = await api("/v1/auth/signup/options", { method: "POST", body });
  if (!opts.ok) return showError(problemText(opts));
  let credential;
  try { credential = await createPasskey(opts.data.publicKey); } catch (err) { return showError(t("signin.no_passkey_made", { error: err.message })); }
  const res = await api("/v1/auth/signup", { method: "POST", body: { ceremony: opts.data.ceremony, credential },
    headers: { "Idempotency-Key": crypto.randomUUID() } });
  if (!res.ok) return showError(problemText(res));
  showCodes($("code-list"), $("code-tools"), res.data.recovery_codes);
  $("codes").hidden = false;
  $("continue").href = safeNext();
  $("signup").hidden = true;
  $("continue").focus();
}

async function recover(event) {
  event.preventDefault();
  showError("");
  const res = await api("/v1/auth/recover", { method: "POST", body: { code: $("recovery-code").value } });
  if (!res.ok) return showError(problemText(res));
  location.href = "/me#passkeys";
}

async function mailLink(event) {
  event.preventDefault();
  showError("");
  const res = await api("/v1/auth/email-link", { method: "POST", body: { email: $("link-email").value.trim() } });
  if (!res.ok) return showError(problemText(res));
  $("mail-sent").textContent = res.data.detail;
}

async function main() {
  const methods = await api("/v1/auth/methods");
  const mail = methods.ok && methods.data.mail;
  $("mail-off").hidden = mail;
  $("mail-link").hidden = !mail;
  $("mail-link-off").hidden = mail;
  $("signin").addEventListener("click", signin);
  $("signup").addEventListener("submit", signup);
  $("recover").addEventListener("submit", recover);
  $("mail-link").addEventListener("submit", mailLink);
  document.body.dataset.ready = "1";
}

main();
