// Tournaments in words, shared by the list and the tournament's page: the game's name (not its
// ruleset id), the format, how far it has got.
import { api } from "./api.js";

const FORMATS = { swiss: "Swiss", round_robin: "round robin", ffa: "free-for-all" };

export const formatName = (f) => FORMATS[f] || f;

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

export function progress(t) {
  const of = t.rounds ? ` of ${t.rounds}` : "";
  if (t.status === "open") return "open for entries";
  if (t.status === "running") return `running: round ${t.round}${of}`;
  const why = t.reason && t.reason !== "completed" ? ` (${t.reason})` : "";
  // one that ended when its entries closed never played a round: not "after round 0"
  return t.round ? `finished after round ${t.round}${of}${why}` : `ended before its first round${why}`;
}
