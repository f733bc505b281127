"""Battalla! who acts and what they may do: legal moves, the rule a move breaks, and each move's events."""
from __future__ import annotations

import itertools
from collections import Counter

from domain.engine import Draft

from .cards import ASSIST, CARDS, FIELD, UNIT
from .tables import ATTACK_COST, ENEMY_ROWS, LANES, MOVE_COST, ROW_OF, SUMMON_ROW, cell_of, facing
from .board import can_attack_now, can_summon, destinations_of, own_cells
from .effects import (
    Ctx, add_link, choices, draw, hd_effect, illegal, play_effect, react_effect,
    react_usable, summon)
from .refusals import effect, name, not_now, step


class Legality:
    """Legal moves and decisions (mixed into the ruleset)."""

    # --- who acts, and what they may do ---------------------------------------------------
    def to_act(self, state: dict) -> list[int]:
        """The die winner, the seats still to mulligan, the responder of a window, or the turn player."""
        phase = state["phase"]
        if phase == "order":
            return [state["die_winner"]]
        if phase == "mulligan":
            return [s for s in (0, 1) if not state["mulliganed"][s]]
        if phase == "play":
            return [state["window"]] if state["window"] is not None else [state["active"]]
        return []

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of `seat` now."""
        if seat not in self.to_act(state):
            return []
        phase = state["phase"]
        if phase == "order":
            return [{"type": "choose_order", "first": True}, {"type": "choose_order", "first": False}]
        if phase == "mulligan":
            counts = sorted(Counter(state["hand"][seat]).items())
            out = []
            for combo in itertools.product(*[range(n + 1) for _, n in counts]):
                cards = [cid for (cid, _), k in zip(counts, combo) for _ in range(k)]
                out.append({"type": "mulligan", "cards": cards})
            return out
        if state["window"] is not None:
            return self._react_moves(state, seat) + [{"type": "decline"}]
        moves = [{"type": "pass_turn"}]
        for kind in ("play", "summon_hero", "activate", "reveal_hero", "activate_hero", "move", "attack"):
            moves += self._KINDS[kind](self, state, seat)
        return moves

    def _legal_of_kind(self, state, seat, kind):
        """The legal moves that may be of this type (all of them outside the turn phase)."""
        if seat not in self.to_act(state) or state["phase"] != "play" or state["window"] is not None \
                or kind in ("pass_turn", "react", "decline"):
            return self.legal_moves(state, seat)
        return self._KINDS.get(kind, lambda *_: [])(self, state, seat)

    def _play_moves(self, state, seat):
        out = []
        stamina = state["stamina"][seat]
        hand = state["hand"][seat]
        for cid in sorted(set(hand)):
            card = CARDS[cid]
            if card["cost"] > stamina or "React" in card["keywords"] and card["type"] == ASSIST:
                continue
            base = {"type": "play", "card": cid}
            if card["type"] == UNIT:
                for lane in range(LANES):
                    if can_summon(state, seat, lane):
                        out.append({**base, "lane": lane})
                if "Replace" in card["keywords"]:
                    out += [{**base, "replace": c} for c in own_cells(state, seat)]
                if card.get("attach_from_hand"):
                    out += [{**base, "target": c} for c in own_cells(state, seat)]
            elif card["type"] == FIELD:
                out.append(base)
            elif card["type"] == ASSIST:
                if card.get("attach"):
                    cells = own_cells(state, seat) if card["attach"] == "ally" else own_cells(state, 1 - seat)
                    out += [{**base, "target": c} for c in cells]
                else:
                    eff = play_effect(cid)
                    out += [{**base, **x} for x in choices(state, seat, eff, None, cid)]
        return out

    def _hero_moves(self, state, seat):
        if state["hero_summoned"]:
            return []
        lanes = [lane for lane in range(LANES) if can_summon(state, seat, lane)]
        return [{"type": "summon_hero", "card": cid, "lane": lane} for cid in sorted(set(state["heroes"][seat])) for lane in lanes]

    def _activate_moves(self, state, seat):
        out = []
        for c in own_cells(state, seat):
            p = state["board"][c]
            for i, e in enumerate(CARDS[p["card"]]["effects"]):
                if e["trigger"] != "activate" or e.get("cost", 0) > state["stamina"][seat]:
                    continue
                if e.get("once") and i in p["used"]:
                    continue
                base = {"type": "activate", "cell": c, "effect": i}
                out += [{**base, **x} for x in choices(state, seat, e, c, None)]
        return out

    def _reveal_moves(self, state, seat):
        return [{"type": "reveal_hero", "card": cid} for cid in sorted(set(state["heroes"][seat]))
                if cid not in state["face_up"][seat] and hd_effect(cid) is not None]

    def _hero_deck_moves(self, state, seat):
        out = []
        for cid in state["face_up"][seat]:
            e = hd_effect(cid)
            if e.get("cost", 0) > state["stamina"][seat] or (e.get("once") and cid in state["hd_used"]):
                continue
            out += [{"type": "activate_hero", "card": cid, **x} for x in choices(state, seat, e, None, None)]
        return out

    def _step_moves(self, state, seat):
        if state["stamina"][seat] < MOVE_COST:
            return []
        board = state["board"]
        out = []
        for c in own_cells(state, seat):
            if board[c]["moved"]:
                continue
            out += [{"type": "move", "cell": c, "to": t} for t in destinations_of(state, c, seat)]
        return out

    def _attack_moves(self, state, seat):
        if state["stamina"][seat] < ATTACK_COST:
            return []
        out = []
        for c in own_cells(state, seat):
            p = state["board"][c]
            if not can_attack_now(state, p):
                continue
            f = facing(c, seat)
            if f is not None and state["board"][f] is not None and state["board"][f]["owner"] != seat:
                out.append({"type": "attack", "cell": c})
            if ROW_OF[c] in ENEMY_ROWS[seat]:
                out.append({"type": "direct_attack", "cell": c})
        return out

    def _react_moves(self, state, seat):
        if state["phase"] != "play" or seat == state["active"]:
            return []
        stamina = state["stamina"][seat]
        out = []
        for c in own_cells(state, seat):
            p = state["board"][c]
            for i, e in enumerate(CARDS[p["card"]]["effects"]):
                if e["trigger"] == "react" and e.get("cost", 0) <= stamina and not (e.get("once") and i in p["used"]) \
                        and react_usable(state, e):
                    out.append({"type": "react", "cell": c, "effect": i})
        for cid in sorted(set(state["hand"][seat])):
            card = CARDS[cid]
            if card["type"] == ASSIST and "React" in card["keywords"] and card["cost"] <= stamina \
                    and react_usable(state, react_effect(cid)):
                out.append({"type": "react", "card": cid})
        return out

    _KINDS = {"play": _play_moves, "summon_hero": _hero_moves, "activate": _activate_moves, "reveal_hero": _reveal_moves,
              "activate_hero": _hero_deck_moves, "move": _step_moves,
              "attack": _attack_moves, "direct_attack": _attack_moves}

    # --- decide ----------------------------------------------------------------------------
    def decide(self, state: dict, seat: int, move: dict, rng) -> list[Draft]:
        """Validate a move and return its events."""
        kind = move["type"]
        phase = state["phase"]
        if phase == "over":
            illegal("the game is over", "game over")
        if kind == "choose_order":
            if phase != "order" or seat != state["die_winner"]:
                illegal("only the winner of the die roll chooses who goes first, before the game begins", "die roll")
        elif kind == "mulligan":
            if phase != "mulligan" or state["mulliganed"][seat]:
                illegal("the mulligan happens once, after the order is chosen", "mulligan")
            need, have = Counter(move["cards"]), Counter(state["hand"][seat])
            for cid, n in need.items():
                if have[cid] < n:
                    illegal(f"you cannot shuffle back {n} × {name(cid)}: your hand holds {have[cid]}", "mulligan")
        elif phase != "play":
            illegal(f"the game has not begun: {step(phase)}", "setup")
        elif state["window"] is not None:
            if kind not in ("react", "decline"):
                whose = "you" if state["window"] == seat else "your opponent"
                illegal(f"{whose} must React or decline before anything else happens", "react")
        elif kind in ("react", "decline"):
            illegal("there is nothing to React to now", "react")
        if kind not in ("choose_order", "mulligan"):
            self._explain(state, seat, move)
        norm = {k: v for k, v in move.items() if v is not None}
        if kind == "mulligan":
            norm["cards"] = sorted(norm["cards"])
        if norm not in self._legal_of_kind(state, seat, kind):
            illegal(not_now(state, seat, kind, norm, self._legal_of_kind(state, seat, kind)), kind)
        ctx = Ctx(self, state, rng)
        getattr(self, "_do_" + kind)(ctx, seat, norm)
        return ctx.drafts

    def _explain(self, state, seat, move):
        """Raise the specific rule a play/activate/move/attack breaks (the legal-move check backs it up)."""
        kind = move["type"]
        board = state["board"]
        if kind in ("activate", "move", "attack", "direct_attack") or (kind == "react" and "cell" in move):
            c = move.get("cell")
            if c is None or board[c] is None:
                illegal(f"there is no card at space {c}" if c is not None else "name a card of yours on the mat",
                        "no card")
            if board[c]["owner"] != seat:
                illegal(f"{name(board[c]['card'])} on space {c} is not yours", "not yours")
            p = board[c]
            if kind == "move":
                if p["moved"]:
                    illegal(f"{name(p['card'])} has already moved this turn: each card can move once per turn", "move once")
                if move["to"] not in destinations_of(state, c, seat):
                    illegal(f"{name(p['card'])} cannot move from space {c} to space {move['to']}: cards move one space, sideways only "
                             "in their owner's summoning row, otherwise forward, never onto another card", "movement")
            if kind in ("attack", "direct_attack"):
                if p["attacked"]:
                    illegal(f"{name(p['card'])} has already attacked this turn", "attack once")
                if not can_attack_now(state, p):
                    illegal(f"{name(p['card'])} cannot attack the turn it is summoned (no Surprise)", "summoning sickness")
                if kind == "direct_attack" and ROW_OF[c] not in ENEMY_ROWS[seat]:
                    illegal(f"{name(p['card'])} on space {c} is not in the opponent's front or summoning row", "direct attack")
                if kind == "attack":
                    f = facing(c, seat)
                    if f is None or board[f] is None or board[f]["owner"] == seat:
                        illegal(f"no opposing card faces {name(p['card'])} on space {c}", "combat")
            if kind in ("move", "attack", "direct_attack") and state["stamina"][seat] < 1:
                illegal(f"moving or attacking costs 1 stamina; you have {state['stamina'][seat]}", "stamina")
            if kind == "activate":
                effects = CARDS[p["card"]]["effects"]
                i = move["effect"]
                if i >= len(effects) or effects[i]["trigger"] != "activate":
                    illegal(f"{name(p['card'])} has no {effect(i)} to activate", "effect")
                if effects[i].get("once") and i in p["used"]:
                    illegal(f"{name(p['card'])}'s {effect(i)} is 1/turn and was already used this turn", "1/turn")
                if effects[i].get("cost", 0) > state["stamina"][seat]:
                    illegal(f"this effect costs ({effects[i]['cost']}) stamina; you have {state['stamina'][seat]}", "stamina")
        if kind in ("reveal_hero", "activate_hero"):
            cid = move["card"]
            if cid not in state["heroes"][seat]:
                illegal(f"{name(cid)} is not in your Hero Deck", "not in hero deck")
            if hd_effect(cid) is None:
                illegal(f"{name(cid)} has no Hero Deck effect", "hero deck effect")
            if kind == "activate_hero":
                e = hd_effect(cid)
                if cid not in state["face_up"][seat]:
                    illegal(f"{name(cid)} is not face up on your Hero Deck: reveal it first", "face up")
                if e.get("once") and cid in state["hd_used"]:
                    illegal(f"{name(cid)}'s Hero Deck effect is 1/turn and was already used this turn", "1/turn")
                if e.get("cost", 0) > state["stamina"][seat]:
                    illegal(f"this effect costs ({e['cost']}) stamina; you have {state['stamina'][seat]}", "stamina")
            elif cid in state["face_up"][seat]:
                illegal(f"{name(cid)} is already face up", "face up")
        if kind in ("play", "summon_hero") or (kind == "react" and "card" in move):
            cid = move.get("card")
            zone = state["heroes"][seat] if kind == "summon_hero" else state["hand"][seat]
            if cid not in zone:
                where = "Hero Deck" if kind == "summon_hero" else "hand"
                illegal(f"{name(cid)} is not in your {where}", "not in " + where.lower())
            if kind == "summon_hero" and state["hero_summoned"]:
                illegal("you have already summoned a Hero this turn", "one hero per turn")
            if kind == "play" and CARDS[cid]["cost"] > state["stamina"][seat]:
                illegal(f"{name(cid)} costs {CARDS[cid]['cost']} stamina; you have {state['stamina'][seat]}", "stamina")
            lane = move.get("lane")
            if lane is not None and not can_summon(state, seat, lane):
                illegal(f"you cannot summon onto space {cell_of(SUMMON_ROW[seat], lane)}: you already control a card "
                        "in its lane, or the space is taken "
                        "(lane restrictions)", "lane restrictions")

    def _do_choose_order(self, ctx, seat, move):
        first = seat if move["first"] else 1 - seat
        ctx.emit("OrderChosen", {"seat": seat, "first": first}, seat=seat)

    def _do_mulligan(self, ctx, seat, move):
        cards = move["cards"]
        private = {str(seat): {"returned": cards}}
        if cards:
            private["server"] = {"order": ctx.rng.shuffled(ctx.state["deck"][seat] + cards)}
        ctx.emit("MulliganTaken", {"seat": seat, "count": len(cards)}, private, seat=seat)
        if cards:
            draw(ctx, seat, len(cards))
        if all(ctx.state["mulliganed"]):
            ctx.emit("PenaltyPilesSet", {"size": ctx.state["penalty_size"]})
            self._start_turn(ctx, ctx.state["first"])

    def _do_pass_turn(self, ctx, seat, move):
        # the turn ends once the end-of-turn chain has resolved, after any React window on it (see _advance)
        ctx.emit("TurnEnding", {"seat": seat}, seat=seat)
        self._run_triggers(ctx, seat, "end")

    def _do_play(self, ctx, seat, move):
        cid = move["card"]
        card = CARDS[cid]
        ctx.emit("StaminaChanged", {"seat": seat, "delta": -card["cost"], "why": cid})
        if card["type"] == FIELD:
            ctx.emit("FieldPlayed", {"seat": seat, "card": cid}, seat=seat)
            return
        if card["type"] == UNIT:
            if "replace" in move:
                old = ctx.state["board"][move["replace"]]
                ctx.emit("CardReplaced", {"seat": seat, "card": cid, "cell": move["replace"], "uid": ctx.state["next_uid"],
                                          "replaced": old["uid"], "replaced_card": old["card"]}, seat=seat)
            elif "target" in move:
                host = ctx.state["board"][move["target"]]
                ctx.emit("CardAttached", {"seat": seat, "card": cid, "host": host["uid"], "from": "hand"}, seat=seat)
                return
            else:
                summon(ctx, seat, cid, cell_of(SUMMON_ROW[seat], move["lane"]), "hand")
            uid = ctx.state["next_uid"] - 1
            self._summon_triggers(ctx, seat, uid, cid)
            self._advance(ctx)
            return
        # an Assist: pay its extra cost, put it on the chain
        self._pay_needs(ctx, seat, move)
        target = ctx.state["board"][move["target"]]["uid"] if "target" in move else None
        eff = -1 if card.get("attach") else CARDS[cid]["effects"].index(play_effect(cid))
        add_link(ctx, seat, cid, eff, None, target, "assist")
        self._advance(ctx)

    def _do_summon_hero(self, ctx, seat, move):
        summon(ctx, seat, move["card"], cell_of(SUMMON_ROW[seat], move["lane"]), "hero_deck")
        uid = ctx.state["next_uid"] - 1
        self._summon_triggers(ctx, seat, uid, move["card"])
        self._advance(ctx)

    def _do_activate(self, ctx, seat, move):
        p = ctx.state["board"][move["cell"]]
        e = CARDS[p["card"]]["effects"][move["effect"]]
        if e.get("cost"):
            ctx.emit("StaminaChanged", {"seat": seat, "delta": -e["cost"], "why": p["card"]})
        self._pay_needs(ctx, seat, move)
        target = ctx.state["board"][move["target"]]["uid"] if "target" in move else None
        add_link(ctx, seat, p["card"], move["effect"], p["uid"], target, "activate")
        self._advance(ctx)

    def _do_reveal_hero(self, ctx, seat, move):
        ctx.emit("HeroRevealed", {"seat": seat, "card": move["card"]}, seat=seat)

    def _do_activate_hero(self, ctx, seat, move):
        cid = move["card"]
        e = hd_effect(cid)
        if e.get("cost"):
            ctx.emit("StaminaChanged", {"seat": seat, "delta": -e["cost"], "why": cid})
        self._pay_needs(ctx, seat, move)
        target = ctx.state["board"][move["target"]]["uid"] if "target" in move else None
        add_link(ctx, seat, cid, CARDS[cid]["effects"].index(e), None, target, "hero_deck")
        self._advance(ctx)

    def _do_move(self, ctx, seat, move):
        ctx.emit("StaminaChanged", {"seat": seat, "delta": -MOVE_COST, "why": "move"})
        ctx.emit("CardMoved", {"uid": ctx.state["board"][move["cell"]]["uid"], "from": move["cell"], "to": move["to"]}, seat=seat)

    def _do_attack(self, ctx, seat, move):
        self._declare(ctx, seat, move["cell"], False)

    def _do_direct_attack(self, ctx, seat, move):
        self._declare(ctx, seat, move["cell"], True)

    def _do_react(self, ctx, seat, move):
        if "card" in move:
            cid = move["card"]
            ctx.emit("StaminaChanged", {"seat": seat, "delta": -CARDS[cid]["cost"], "why": cid})
            eff = CARDS[cid]["effects"].index(react_effect(cid))
            add_link(ctx, seat, cid, eff, None, None, "assist")
        else:
            p = ctx.state["board"][move["cell"]]
            e = CARDS[p["card"]]["effects"][move["effect"]]
            if e.get("cost"):
                ctx.emit("StaminaChanged", {"seat": seat, "delta": -e["cost"], "why": p["card"]})
            add_link(ctx, seat, p["card"], move["effect"], p["uid"], None, "react")
        self._advance(ctx)

    def _do_decline(self, ctx, seat, move):
        ctx.emit("ReactDeclined", {"seat": seat}, seat=seat)
        self._advance(ctx)
