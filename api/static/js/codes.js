// Recovery codes as a person keeps them: a numbered monospace grid that fits a 390 px phone (one
// column there, more where there is room; a code never breaks inside), with Copy and Download (a
// text file). Shown once, at sign-up or when new codes are made.
import { el } from "./api.js";

function asText(codes) {
  return ["Arbiter recovery codes: each one signs you in once, if you lose every device with your passkey.",
    `Made ${new Date().toISOString().slice(0, 10)} for ${location.origin}.`, "",
    ...codes.map((c, i) => `${String(i + 1).padStart(2)}. ${c}`), ""].join("\n");
}

/** Fill `list` (an <ol>) with the codes and put Copy and Download buttons into `tools`. */
export function showCodes(list, tools, codes) {
  list.replaceChildren(...codes.map((c) => el("li", { text: c })));
  list.hidden = false;
  const status = el("span", { class: "muted", role: "status" });
  const copy = el("button", { type: "button", class: "copy-codes", text: "Copy the codes", onclick: async () => {
    try {
      await navigator.clipboard.writeText(asText(codes));
      status.textContent = "Copied.";
    } catch {
      status.textContent = "This browser would not copy: use Download, or write them down.";
    }
  } });
  const download = el("button", { type: "button", class: "download-codes", text: "Download as a text file", onclick: () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: "text/plain" }));
    const a = el("a", { href: url, download: "arbiter-recovery-codes.txt", hidden: true });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    status.textContent = "Downloaded: arbiter-recovery-codes.txt.";
  } });
  tools.replaceChildren(copy, download, status);
  tools.hidden = false;
}
