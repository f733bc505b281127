"""Battalla! outcome, views and AI hooks: what each seat sees, the pass move, evaluation, determinization."""
from __future__ import annotations

import math
from collections import Counter

from domain.engine import Outcome, clone

from .cards import CARDS, HERO
from .tables import MAX_COPIES, ROWS, ROW_OF
from .board import atk_of, copy_of, health_of


class Views:
    """Outcome, view and AI hooks (mixed into the ruleset)."""

    # --- outcome, views, AI hooks ---------------------------------------------------------
    def outcome(self, state: dict) -> Outcome | None:
        """Who drew the last penalty card lost; at the turn limit, more penalty cards left wins."""
        end = state["end"]
        if end is None:
            return None
        winners = end["winners"]
        ranking = winners + [s for s in (0, 1) if s not in winners] if winners else [0, 1]
        scores = {s: len(state["penalty"][s]) for s in (0, 1)}
        return Outcome(winners=winners, ranking=ranking, reason=end["reason"], scores=scores)

    def view(self, state: dict, seat: int | None) -> dict:
        """The public mat and piles by size; a seat also sees its own hand and Hero Deck."""
        v = {k: clone(val) for k, val in state.items() if k not in ("deck", "penalty", "hand", "heroes")}
        v["deck_sizes"] = [len(x) for x in state["deck"]]
        v["penalty_sizes"] = [len(x) for x in state["penalty"]]
        v["hand_sizes"] = [len(x) for x in state["hand"]]
        v["hero_deck_sizes"] = [len(x) for x in state["heroes"]]
        v["seat"] = seat
        v["decklists"] = [None if state["secret_decks"][s] and s != seat else d for s, d in enumerate(v["decklists"])]
        v["hand"] = list(state["hand"][seat]) if seat is not None else None
        v["hero_deck"] = list(state["heroes"][seat]) if seat is not None else None
        for p in v["board"]:  # the figures a client would otherwise add up from the card, buffs and items
            if p is not None:
                p["atk_eff"] = atk_of(p)
                p["health_eff"] = health_of(p)
                p["health_left"] = health_of(p) - p["dmg"]
        return v

    def pass_move(self, state: dict, seat: int) -> dict | None:
        """Pass turn, decline a React, keep the opening hand, or go first."""
        if seat not in self.to_act(state):
            return None
        phase = state["phase"]
        if phase == "order":
            return {"type": "choose_order", "first": True}
        if phase == "mulligan":
            return {"type": "mulligan", "cards": []}
        if phase == "play":
            return {"type": "decline"} if state["window"] is not None else {"type": "pass_turn"}
        return None

    def evaluate(self, state: dict, seat: int) -> float:
        """Penalty cards left (most), then strength on the mat and how far it has advanced."""
        return seat_values(state)[seat]

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Deal the cards `seat` has not seen (from its view) at random into the hidden places."""
        st = copy_of(state)
        deal_unseen(st, seat, unseen(state, seat), rng)
        return st


def seat_values(state: dict) -> tuple[float, float]:
    """evaluate for seat 0 and seat 1 in one pass (a zero-sum score, so one is minus the other)."""
    end = state["end"]
    if end is not None:
        winners = end["winners"]
        return tuple(0.0 if not winners else (1.0 if s in winners else -1.0) for s in (0, 1))
    size = max(1, state["penalty_size"])
    pen = (len(state["penalty"][0]) - len(state["penalty"][1])) / size
    score = 0.0  # seat 0's lead
    for c, p in enumerate(state["board"]):
        if p is None:
            continue
        if p["owner"] == 0:
            score += atk_of(p) + health_of(p) - p["dmg"] + ROW_OF[c]
        else:
            score -= atk_of(p) + health_of(p) - p["dmg"] + ROWS - 1 - ROW_OF[c]
    v = max(-1.0, min(1.0, 0.7 * pen + 0.3 * math.tanh(score / 20)))
    return v, -v


def unseen(state: dict, seat: int) -> list:
    """Per seat s, what `seat` cannot see of s's cards, from its view only: (the unseen main-deck
    cards sorted, the sizes of the hidden hand / deck / penalty pile, the face-up heroes, the
    candidates for the other Hero Deck cards sorted, how many of those). A pure function of the
    view, so it is computed once per search and dealt anew per sample (deal_unseen)."""
    opp = 1 - seat
    out = []
    for s in (0, 1):
        seen = Counter()
        for p in state["board"]:
            if p is not None:
                if p["owner"] == s:
                    seen[p["card"]] += 1
                for it in p["items"]:
                    if it["owner"] == s:
                        seen[it["card"]] += 1
        seen.update(state["discard"][s])
        if state["fieldzone"][s]:
            seen[state["fieldzone"][s]] += 1
        for link in state["chain"]:
            if link["seat"] == s and link["kind"] == "assist":
                seen[link["card"]] += 1
        if s == seat:
            seen.update(state["hand"][s])
        secret = s != seat and state["secret_decks"][s]
        # a secret deck list is unknown to `seat`: any card of the pool, up to 3 copies, may be unseen
        main = (Counter({cid: MAX_COPIES for cid in CARDS if CARDS[cid]["type"] != HERO}) if secret
                else Counter(state["decklists"][s]["main"])) - seen
        pool = sorted(main.elements())
        sizes = (len(state["hand"][s]) if s == opp else 0, len(state["deck"][s]), len(state["penalty"][s]))
        if len(pool) < sum(sizes):  # never expected: the accounting above covers every zone
            pool += [pool[0] if pool else state["decklists"][s]["main"][0]] * (sum(sizes) - len(pool))
        known, heroes = [], []
        if s == opp:
            gone = Counter(p["card"] for p in state["board"] if p is not None and p["owner"] == s)
            gone.update(state["discard"][s])
            listed = sorted(c for c in CARDS if CARDS[c]["type"] == HERO) if secret else state["decklists"][s]["heroes"]
            heroes = [h for h in listed if not gone[h] and h not in state["face_up"][s]]
            known = list(state["face_up"][s])  # face-up Hero Deck cards are public
        out.append((pool, sizes, known, heroes, len(state["heroes"][s]) - len(known)))
    return out


def deal_unseen(st: dict, seat: int, hidden: list, rng) -> None:
    """Shuffle each seat's unseen cards (from unseen()) and deal them into st's hidden places, in
    place: the opponent's hand, both decks and penalty piles, the opponent's face-down heroes."""
    opp = 1 - seat
    for s in (0, 1):
        pool, (h, d, _), known, heroes, n_heroes = hidden[s]
        pool = rng.shuffled(pool)
        if s == opp:
            st["hand"][s] = pool[:h]
        st["deck"][s] = pool[h:h + d]
        st["penalty"][s] = pool[h + d:]
        if s == opp:
            st["heroes"][s] = known + rng.shuffled(heroes)[:n_heroes]
