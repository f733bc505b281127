// Tournaments in words, shared by the list and the tournament's page: the game's name (not its
// ruleset id), the format, how far it has got; in the reader's language (docs/i18n.md).
import { api } from "./api.js";
import { t } from "./i18n.js";

const FORMATS = { swiss: t("tourn.format_swiss"), round_robin: t("tourn.format_rr"), ffa: t("tourn.format_ffa") };
// the reasons the tournament's record gives (domain/tournament), each as a sentence of the language
const REASONS = { "entries closed with fewer than two entrants": t("tourn.reason_too_few") };

export const formatName = (f) => FORMATS[f] || f;
export const reasonText = (r) => REASONS[r] || r;

let names = null;
// {ruleset id: the game's name}; an id stands for itself if the rulesets cannot be read
export async function gameNames() {
  if (!names) {
    const res = await api("/v1/rulesets");
    names = {};
    if (res.ok) for (const r of res.data.rulesets || res.data) names[r.id] = r.name;
  }
  return names;
}

export function progress(t_) {
  const { round, rounds } = t_;
  if (t_.status === "open") return t("tourn.open_for_entries");
  if (t_.status === "running") return rounds ? t("tourn.running_of", { round, rounds }) : t("tourn.running", { round });
  // "completed" is the ordinary end: no reason said
  const why = t_.reason && t_.reason !== "completed" ? reasonText(t_.reason) : null;
  // one that ended when its entries closed never played a round: not "after round 0"
  if (!round) return why ? t("tourn.ended_early_why", { why }) : t("tourn.ended_early");
  const key = rounds ? "tourn.finished_after_of" : "tourn.finished_after";
  return why ? t(`${key}_why`, { round, rounds, why }) : t(key, { round, rounds });
}
