// The language selector in every page's header (docs/i18n.md). Signed in, a choice changes the
// account's setting, which the mails and pushes follow too; in any case it sets a `lang` cookie
// for this browser, which the server reads when no account speaks. The page then reloads in the
// chosen language (without a `?lang=` that would override it).
import { api, csrfToken, el } from "./api.js";
import { lang, languages, t } from "./i18n.js";

function selector() {
  const select = el("select", { id: "language", class: "language", "aria-label": t("nav.language") },
    ...languages.map((l) => el("option", { value: l.code, text: l.name, lang: l.code, selected: l.code === lang })));
  select.addEventListener("change", async () => {
    document.cookie = `lang=${select.value}; path=/; max-age=31536000; SameSite=Lax`;
    if (csrfToken()) await api("/v1/account", { method: "PATCH", body: { language: select.value } }).catch(() => null);
    const url = new URL(location.href);
    url.searchParams.delete("lang");  // the choice now speaks for itself
    location.replace(url);
  });
  return select;
}

const header = document.querySelector("header");
if (header) header.append(selector());
