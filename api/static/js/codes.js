// Recovery codes as a person keeps them: a numbered monospace grid that fits a 390 px phone (one
// column there, more where there is room; a code never breaks inside), with Copy and Download (a
// text file). Shown once, at sign-up or when new codes are made.
import { el } from "./api.js";
import { t } from "./i18n.js";

function asText(codes) {
  return [t("codes.file_title"), t("codes.file_made", { date: new Date().toISOString().slice(0, 10), origin: location.origin }), "",
    ...codes.map((c, i) => `${String(i + 1).padStart(2)}. ${c}`), ""].join("\n");
}

/** Fill `list` (an <ol>) with the codes and put Copy and Download buttons into `tools`. */
export function showCodes(list, tools, codes) {
  list.replaceChildren(...codes.map((c) => el("li", { text: c })));
  list.hidden = false;
  const status = el("span", { class: "muted", role: "status" });
  const copy = el("button", { type: "button", class: "copy-codes", text: t("codes.copy"), onclick: async () => {
    try {
      await navigator.clipboard.writeText(asText(codes));
      status.textContent = t("codes.copied");
    } catch {
      status.textContent = t("codes.copy_failed");
    }
  } });
  const download = el("button", { type: "button", class: "download-codes", text: t("codes.download"), onclick: () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: "text/plain" }));
    const a = el("a", { href: url, download: "arbiter-recovery-codes.txt", hidden: true });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    status.textContent = t("codes.downloaded", { file: "arbiter-recovery-codes.txt" });
  } });
  tools.replaceChildren(copy, download, status);
  tools.hidden = false;
}
