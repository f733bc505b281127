"""Why not: what the rules say about a move a player points at but cannot make.

The web page asks this when a tap names no legal move: `why_not(ruleset, gs, seat, picks, given)`
takes the tapped element's partial moves (its data-pick) and the fields earlier taps fixed, finds
the moves of this game those partials could be part of, and asks `decide` about each one; every
refusal is an IllegalMove naming its rule, and the answer gives them with the seed's sentence for
that rule, exactly as a posted move would be refused.

No hidden information: the moves are decided on a position sampled from what `seat` sees
(`determinize` with a fixed public seed, so the same view always gives the same sample), never on
the true one; whether a completion is legal is read from the seat's own legal moves (which the
seat already has). A completion that is legal only in the sample says nothing.
"""
from __future__ import annotations

import itertools

from .errors import ArbiterError, IllegalMove
from .game import to_act
from .rng import Rng

MAX_DECISIONS = 400   # a tap is answered in milliseconds, whatever the game
MAX_PER_TYPE = 48
MAX_REASONS = 4
SAMPLE_SEED = b"arbiter/why-not"  # public: the sample depends only on the view


def matches(move: dict, partial: dict) -> bool:
    """Whether `partial` is part of `move` (a list field holds the value, as a path holds a cell)."""
    for field, value in partial.items():
        target = move.get(field)
        if isinstance(target, list) and not isinstance(value, list):
            if value not in target:
                return False
        elif field not in move or target != value:
            return False
    return True


def why_not(ruleset, gs: dict, seat: int, picks: list[dict], given: dict | None = None, names=None) -> dict:
    """{legal, moves, reasons: [{rule, detail, quote}]} for the moves `picks` (with `given`) name."""
    given = given or {}
    names = names or [s.get("name") or f"Player {s['seat'] + 1}" for s in gs["seats"]]
    if gs["finished"]:
        return _answer([_reason("game over", "The game has finished: nothing more can be played.", ruleset)])
    acting = to_act(ruleset, gs)
    if seat not in acting:
        try:
            ruleset.explain_wait(gs["game"], seat)
        except IllegalMove as exc:
            return _answer([_reason(exc.rule, exc.detail, ruleset)])
        who = ", ".join(str(names[s]) for s in acting) or "nobody"
        return _answer([_reason("turn order", f"It is not your turn: {who} to act.", ruleset)])
    wanted = [{**given, **p} for p in picks if isinstance(p, dict)]
    legal = ruleset.legal_moves(gs["game"], seat)
    playable = [m for m in legal if any(matches(m, w) for w in wanted)]
    if playable:
        return {"legal": True, "moves": playable, "reasons": []}
    sample = ruleset.determinize(gs["game"], seat, Rng(SAMPLE_SEED, gs["version"]))
    legal_types = {m["type"] for m in legal}
    types = sorted(ruleset.move_types.values(), key=lambda mt: (mt.name not in legal_types, list(ruleset.move_types).index(mt.name)))
    found: dict[tuple, dict] = {}
    budget = MAX_DECISIONS
    for mt in types:
        for w in wanted:
            if budget <= 0:
                break
            for move in _completions(mt, w, legal):
                budget -= 1
                reason = _refusal(ruleset, sample, seat, move)
                if reason is not None:
                    key = (reason["rule"], reason["detail"])
                    found.setdefault(key, {**reason, "move_type": mt.name, "count": 0})["count"] += 1
                if budget <= 0:
                    break
    ranked = sorted(found.values(), key=lambda r: (r["move_type"] not in legal_types, -r["count"]))
    reasons, rules = [], set()
    for r in ranked:  # one reason per rule: the most frequent refusal of the likeliest move type
        if r["rule"] not in rules:
            rules.add(r["rule"])
            del r["count"]
            reasons.append(r)
    if not reasons:
        reasons = [_reason("legal moves", "No move of yours names this now.", ruleset)]
    return _answer(reasons[:MAX_REASONS])


def _answer(reasons: list) -> dict:
    return {"legal": False, "moves": [], "reasons": reasons}


def _reason(rule: str, detail: str, ruleset) -> dict:
    detail = detail[:1].upper() + detail[1:]
    out = {"rule": rule or "", "detail": detail if detail.endswith((".", "!", "?", ")", '"')) else detail + "."}
    quote = ruleset.rule_quote(rule)
    if quote:
        out["quote"] = quote
    return out


def _values(mt, name: str, legal: list) -> list:
    """The values worth trying for a field a tap did not fix: those the seat's legal moves use,
    then the field's own choices or a short integer range."""
    spec = mt.fields[name]
    seen = []
    for m in legal:
        v = m.get(name)
        if v is not None and not isinstance(v, list) and v not in seen:
            seen.append(v)
    if spec.kind == "bool":
        extra = [True, False]
    elif spec.choices:
        extra = list(spec.choices)
    elif spec.kind == "int" and spec.minimum is not None and spec.maximum is not None and spec.maximum - spec.minimum < 32:
        extra = list(range(spec.minimum, spec.maximum + 1))
    else:
        extra = []
    return seen + [v for v in extra if v not in seen]


def _completions(mt, wanted: dict, legal: list):
    """Whole moves of type `mt` that contain `wanted`: the required fields it leaves open filled in."""
    if not wanted or any(k not in mt.fields or k == "type" for k in wanted):
        return
    if any(mt.fields[k].kind == "list" and not isinstance(v, list) for k, v in wanted.items()):
        return  # a cell of a path: the path itself is the move's whole point, nothing to fill in
    missing = [k for k, f in mt.fields.items() if f.required and k not in wanted]
    pools = [_values(mt, k, legal) for k in missing]
    if any(not p for p in pools):
        return
    for combo in itertools.islice(itertools.product(*pools), MAX_PER_TYPE):
        yield {"type": mt.name, **wanted, **dict(zip(missing, combo))}


def _refusal(ruleset, state: dict, seat: int, move: dict) -> dict | None:
    """The rule that refuses `move` in `state`, or None (malformed, or not refused)."""
    try:
        ruleset.check_move(move)
        ruleset.decide(state, seat, move, Rng(SAMPLE_SEED, 0))
    except IllegalMove as exc:
        return _reason(exc.rule, exc.detail, ruleset)
    except ArbiterError:
        return None
    except Exception:  # noqa: BLE001 - a completion no player would post may trip a rule's assumption
        return None
    return None
