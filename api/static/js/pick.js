// Narrowing the legal moves by clicks on the board (see docs/web.md).
//
// Every clickable element of a board picture carries data-pick: a JSON array of partial moves.
// A click keeps the candidate moves of which one partial is a "sub-move": each of its fields is
// not yet used by an earlier click and equal to the move's field, or, for a list field (a path),
// equal to the list's next element. Each candidate remembers the fields its clicks used, so one
// element can be a "from" for one move and a "to" for another.

function same(a, b) { return JSON.stringify(a) === JSON.stringify(b); }

function matches(cand, partial) {
  for (const [field, value] of Object.entries(partial)) {
    const target = cand.move[field];
    if (target === undefined) return false;
    const used = cand.used[field] || 0;
    if (Array.isArray(target) && !Array.isArray(value)) {
      if (used >= target.length || !same(target[used], value)) return false;
    } else if (used > 0 || !same(target, value)) {
      return false;
    }
  }
  return true;
}

export class Picker {
  constructor(moves) { this.moves = moves; this.reset(); }

  reset() { this.candidates = this.moves.map((move) => ({ move, used: {} })); this.clicks = 0; }

  /** Apply a click on an element with these partials; false (nothing changes) if no move names it. */
  click(partials) {
    const next = [];
    for (const cand of this.candidates) {
      const partial = partials.find((p) => matches(cand, p));
      if (!partial) continue;
      const used = { ...cand.used };
      for (const f of Object.keys(partial)) used[f] = (used[f] || 0) + 1;
      next.push({ move: cand.move, used });
    }
    if (!next.length) return false;
    this.candidates = next;
    this.clicks += 1;
    return true;
  }

  /** The one move the clicks have settled on, or null while several (or none) remain. */
  settled() {
    return this.clicks > 0 && this.candidates.length === 1 ? this.candidates[0].move : null;
  }

  /** Would a click on an element with these partials narrow anything? (to highlight targets) */
  accepts(partials) { return this.candidates.some((c) => partials.some((p) => matches(c, p))); }

  get remaining() { return this.candidates.map((c) => c.move); }

  /** The fields earlier clicks have fixed, where every remaining candidate agrees on the value
   * (after a click on a piece: {piece: 3}); what a why-not question adds to a tapped element. */
  agreed() {
    if (!this.clicks || !this.candidates.length) return {};
    const out = {};
    const first = this.candidates[0];
    for (const field of Object.keys(first.used)) {
      const value = first.move[field];
      if (Array.isArray(value)) continue;
      if (this.candidates.every((c) => c.used[field] && same(c.move[field], value))) out[field] = value;
    }
    return out;
  }
}
