// The account corner of every page's header: "Sign in", or the display name and a badge with how
// many games wait for this person's move (a link to My games).
import { api, csrfToken, el } from "./api.js";

export async function account() {
  if (!csrfToken()) return null;  // no session cookie in this browser: nobody to ask about
  const res = await api("/v1/account");
  return res.ok ? res.data : null;
}

async function main() {
  const header = document.querySelector("header");
  if (!header) return;
  const me = await account();
  const box = el("nav", { class: "account-nav", "aria-label": "account" });
  if (me) {
    const n = me.games.my_turn;
    box.append(el("a", { href: "/me", id: "my-games-link" }, `My games`,
      el("span", { class: n ? "badge" : "badge zero", id: "turn-badge", "aria-label": `${n} waiting for your move`, text: String(n) })),
      el("span", { class: "muted", text: ` ${me.display_name}` }));
  } else {
    box.append(el("a", { href: "/signin", id: "signin-link", text: "Sign in" }));
  }
  header.append(box);
}

main();
