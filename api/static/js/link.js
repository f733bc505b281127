// /link#CODE (a device-link code, from a QR code or typed), /signin/email#LINK (a mail sign-in link)
// and /account/verify#LINK (a mail address check): each secret is in the fragment, which the
// browser never sends to a server, and is posted once.
import { api, problemText, takeFragment } from "./api.js";
import { t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const secret = takeFragment().keys().next().value || "";
const path = location.pathname;

function fail(res) { $("error").hidden = false; $("error").textContent = problemText(res); document.body.dataset.ready = "1"; }

async function consume(code) {
  let res;
  if (path.startsWith("/signin/email")) res = await api("/v1/auth/email-link/consume", { method: "POST", body: { link: code } });
  else if (path.startsWith("/account/verify")) res = await api("/v1/account/email/verify", { method: "POST", body: { link: code } });
  else res = await api("/v1/auth/device-link", { method: "POST", body: { code } });
  if (!res.ok) return fail(res);
  document.body.dataset.ready = "1";
  location.href = "/me";
}

$("link-form").addEventListener("submit", (e) => { e.preventDefault(); consume($("code").value.trim()); });
if (path !== "/link") { $("link-form").hidden = true; $("what").textContent = t("link.checking"); }
if (secret) consume(secret); else document.body.dataset.ready = "1";
