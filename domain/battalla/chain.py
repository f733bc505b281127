"""Battalla! turn structure, combat and the chain: triggers, attack steps 1-8, React windows, resolution."""
from __future__ import annotations

from .cards import CARDS, HERO
from .tables import ATTACK_COST, BASE_STAMINA, LANE_OF, SUMMON_ROW, cell_of, facing
from .board import atk_of, find, keywords_of, stamina_bonus
from .effects import add_link, check_health, draw, effects_of, holders, may_react, penalty_draw


class Chain:
    """Turns, combat and the chain (mixed into the ruleset)."""

    # --- turn structure, combat and the chain -----------------------------------------------
    def _start_turn(self, ctx, seat):
        st = ctx.state
        if st["turn"] >= st["turn_limit"]:
            left = [len(st["penalty"][0]), len(st["penalty"][1])]
            winners = [] if left[0] == left[1] else [0 if left[0] > left[1] else 1]
            ctx.emit("TurnLimitReached", {"turns": st["turn"], "penalty_left": left, "winners": winners})
            return
        ctx.emit("TurnStarted", {"seat": seat, "turn": st["turn"] + 1})
        if ctx.state["turn"] > 1:
            draw(ctx, seat, 1)
            if ctx.state["loser"] is not None:
                return
        ctx.emit("StaminaSet", {"seat": seat, "stamina": BASE_STAMINA + stamina_bonus(ctx.state, seat)})
        self._run_triggers(ctx, seat, "start")

    def _run_triggers(self, ctx, seat, trigger):
        """Start/end of turn effects: put on the chain in mat order; the opponent may React before it resolves."""
        for ctl, uid, cid, i in holders(ctx.state, seat, trigger):
            add_link(ctx, ctl, cid, i, uid, None, "trigger")
        self._advance(ctx)

    def _summon_triggers(self, ctx, seat, uid, cid):
        for i, e in enumerate(CARDS[cid]["effects"]):
            if e["trigger"] == "summon":
                add_link(ctx, seat, cid, i, uid, None, "trigger")

    def _pay_needs(self, ctx, seat, move):
        if "discard" in move:
            ctx.emit("CardDiscarded", {"seat": seat, "card": move["discard"]}, seat=seat)
        if "sacrifice" in move:
            p = ctx.state["board"][move["sacrifice"]]
            ctx.emit("CardDestroyed", {"uid": p["uid"], "card": p["card"], "owner": seat, "why": "sacrifice"}, seat=seat)

    def _declare(self, ctx, seat, c, direct):
        st = ctx.state
        p = st["board"][c]
        d = None if direct else st["board"][facing(c, seat)]
        ctx.emit("StaminaChanged", {"seat": seat, "delta": -ATTACK_COST, "why": "attack"})
        ctx.emit("AttackDeclared", {"uid": p["uid"], "card": p["card"], "cell": c,
                                    "target": None if d is None else d["uid"], "direct": direct}, seat=seat)
        if d is not None:
            if "Intimidate" in keywords_of(d):
                ctx.emit("AtkChanged", {"uid": p["uid"], "amount": -1, "why": "Intimidate"})
            for i in effects_of(d, "attacked"):
                add_link(ctx, d["owner"], i[0], i[1], d["uid"], None, "trigger")
        for i in effects_of(p, "attacking"):
            add_link(ctx, seat, i[0], i[1], p["uid"], None, "trigger")
        self._advance(ctx)

    def _advance(self, ctx):
        """Run the chain and the combat steps until a React window opens or all is settled."""
        while True:
            st = ctx.state
            if st["loser"] is not None:
                return
            combat = st["combat"]
            pending = bool(st["chain"]) or (combat is not None and combat["step"] == "declared")
            responder = 1 - st["active"]
            if pending and not st["responded"] and may_react(st, responder):
                if st["window"] is None:
                    ctx.emit("WindowOpened", {"seat": responder})
                return
            if st["chain"]:
                self._resolve_chain(ctx)
                if combat is None:  # in a battle, health is checked at step 7 only
                    check_health(ctx)
                continue
            if combat is None:
                ending = st["ending"]  # read before TurnEnded clears it (the AI's fast path applies events in place)
                if ending is not None:  # the end-of-turn chain has resolved: the turn ends
                    ctx.emit("TurnEnded", {"seat": ending}, seat=ending)
                    self._start_turn(ctx, 1 - ending)
                return
            if combat["step"] == "declared":
                self._damage_step(ctx)
                continue
            check_health(ctx)
            ctx.emit("CombatEnded", {})
            return

    def _damage_step(self, ctx):
        st = ctx.state
        combat = st["combat"]
        ctx.emit("DamageStep", {})
        ac = find(st, combat["attacker"])
        if ac is None:
            return
        a = st["board"][ac]
        if combat["direct"]:
            victim = 1 - a["owner"]
            ctx.emit("DirectHit", {"seat": victim, "uid": a["uid"]})
            penalty_draw(ctx, victim)
            if ctx.state["loser"] is not None:
                return
            if CARDS[a["card"]]["type"] == HERO:
                home = cell_of(SUMMON_ROW[a["owner"]], LANE_OF[ac])
                if ctx.state["board"][home] is not None:
                    ctx.emit("CardDestroyed", {"uid": a["uid"], "card": a["card"], "owner": a["owner"],
                                               "why": "returned to an occupied space"})
                else:
                    ctx.emit("CardReturned", {"uid": a["uid"], "card": a["card"], "owner": a["owner"], "to": home})
            else:
                ctx.emit("CardReturned", {"uid": a["uid"], "card": a["card"], "owner": a["owner"], "to": "hand"})
            return
        dc = find(st, combat["defender"])
        if dc is None:
            return
        d = st["board"][dc]
        amount = max(0, atk_of(a))
        ctx.emit("DamageDealt", {"uid": d["uid"], "amount": amount, "source": a["uid"], "why": "combat"})
        if amount > 0:
            for i in effects_of(d, "damaged"):
                add_link(ctx, d["owner"], i[0], i[1], d["uid"], None, "trigger")
        for p in (d, a):  # "when battling": the defender's first, as in step 2
            for i in effects_of(p, "battling"):
                add_link(ctx, p["owner"], i[0], i[1], p["uid"], None, "trigger")

    def _resolve_chain(self, ctx):
        """Resolve every link, last added first."""
        while ctx.state["chain"]:
            link = ctx.state["chain"][-1]
            if not link["negated"]:
                self._run_ops(ctx, link)
            ctx.emit("LinkResolved", {"index": len(ctx.state["chain"]) - 1, "card": link["card"]})
            if ctx.state["loser"] is not None:
                return
        ctx.emit("ChainResolved", {})
