// The account corner of every page's header: "Sign in", or the display name and a badge with how
// many games wait for this person's move (a link to My games). The badge follows the account's
// stream (/v1/me/stream): a turn that comes, a game that ends, change it while the page is open.
import { api, csrfToken, el } from "./api.js";
import { t } from "./i18n.js";
import { followAccount, settle } from "./live.js";

export async function account() {
  if (!csrfToken()) return null;  // no session cookie in this browser: nobody to ask about
  const res = await api("/v1/account");
  return res.ok ? res.data : null;
}

function showCount(badge, n) {
  badge.textContent = String(n);
  badge.className = n ? "badge" : "badge zero";
  badge.setAttribute("aria-label", t("nav.waiting", { n }));
}

async function main() {
  const header = document.querySelector("header");
  if (!header) return;
  const me = await account();
  const box = el("nav", { class: "account-nav", "aria-label": "account" });
  if (me) {
    const badge = el("span", { id: "turn-badge" });
    showCount(badge, me.games.my_turn);
    box.append(el("a", { href: "/me", id: "my-games-link" }, t("nav.my_games"), badge),
      el("span", { class: "muted", text: ` ${me.display_name}` }));
    const reread = settle(async () => {
      const res = await api("/v1/me/games", { fresh: true }).catch(() => null);
      if (res && res.ok) showCount(badge, res.data.counts.my_turn);
    });
    followAccount((type, data) => {
      if (type === "games" && data.counts) showCount(badge, data.counts.my_turn);
      else if (type !== "games") reread();
    });
  } else {
    box.append(el("a", { href: "/signin", id: "signin-link", text: t("nav.sign_in") }));
  }
  header.append(box);
}

main();
