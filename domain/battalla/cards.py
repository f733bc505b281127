"""The Battalla! card pool and the two starter decks, as data.

A card is a dict: id, name, type (Unit, Hero, Assist, Field), attributes, cost (stamina),
atk, health, keywords (static: Surprise, Intimidate, Replace, React, Item...), and effects.
An effect is a small dict interpreted by one function (rules._resolve_ops):
  trigger  when it happens: static, summon, play, activate, react, start, end,
           attacking, attacked, damaged, battling
  cost     the (#) stamina cost of an activated or React effect
  once     1/turn: once per turn, per card
  attached the effect is given to the card this Item is attached to
  needs    an extra cost paid when activating: "discard" (a card from hand) or "sacrifice"
           (a card you control on the field)
  choose   the effect (or the play) takes a chosen target: "ally", "enemy" or "any"
  ops      what it does: [op, args...] with the op vocabulary of rules.OPS
  static   for trigger static: {"atk": n, "health": n, "stamina": n, "grant": keyword}
"""

UNIT, HERO, ASSIST, FIELD = "Unit", "Hero", "Assist", "Field"


def _c(id, name, type, attrs, cost, atk, health, text, keywords=(), effects=(), **extra):
    card = {
        "id": id, "name": name, "type": type, "attributes": list(attrs), "cost": cost,
        "atk": atk, "health": health, "keywords": list(keywords), "effects": list(effects),
        "text": text,
    }
    card.update(extra)
    return card


def _e(trigger, *ops, **kw):
    return {"trigger": trigger, "ops": [list(o) for o in ops], **kw}


POOL = [
    # --- Units: Fae ------------------------------------------------------------------
    _c("corra", "Corra", UNIT, ["Fae", "Warrior"], 2, 2, 3, "A loyal Fae warrior."),
    _c("fae_sprite", "Fae Sprite", UNIT, ["Fae"], 1, 1, 1, "Surprise.", ["Surprise"]),
    _c("thorn_knight", "Thorn Knight", UNIT, ["Fae", "Warrior"], 3, 2, 4, "Intimidate.", ["Intimidate"]),
    _c("pixie_trickster", "Pixie Trickster", UNIT, ["Fae"], 2, 1, 2,
       "React (1): the attacking card gets -2/+0 this turn.", ["React"],
       [_e("react", ("atk", -2, "attacker"), cost=1)]),
    _c("will_o_wisp", "Will-o'-Wisp", UNIT, ["Fae"], 1, 1, 2,
       "This card can move sideways and backward anywhere.",
       effects=[_e("static", static={"grant": "Roam"})]),
    _c("glade_warden", "Glade Warden", UNIT, ["Fae", "Warrior"], 4, 3, 5,
       "When attacked: deal 1 damage to the attacker.", effects=[_e("attacked", ("damage", 1, "attacker"))]),
    _c("dryad_healer", "Dryad Healer", UNIT, ["Fae"], 2, 0, 3,
       "1/turn (1): heal 2 damage from a card you control.",
       effects=[_e("activate", ("heal", 2, "target"), cost=1, once=True, choose="ally")]),
    _c("fae_lantern", "Fae Lantern", UNIT, ["Fae", "Item"], 1, 0, 1,
       "Item. You may attach this card from your hand to a card you control. "
       "Attached: at the start of your turn, heal 1 damage from this card.",
       effects=[_e("start", ("heal", 1, "self"), attached=True)], attach_from_hand="ally"),
    # --- Units: Greek ----------------------------------------------------------------
    _c("hoplite", "Hoplite", UNIT, ["Greek", "Warrior"], 2, 2, 2, "Intimidate.", ["Intimidate"]),
    _c("spartan_vanguard", "Spartan Vanguard", UNIT, ["Greek", "Warrior"], 3, 3, 3,
       "When attacking: this card gets +1/+0 this turn.", effects=[_e("attacking", ("atk", 1, "self"))]),
    _c("centaur_archer", "Centaur Archer", UNIT, ["Greek", "Beast"], 3, 2, 3,
       "1/turn (1): deal 1 damage to an opposing card.",
       effects=[_e("activate", ("damage", 1, "target"), cost=1, once=True, choose="enemy")]),
    _c("myrmidon", "Myrmidon", UNIT, ["Greek", "Warrior"], 4, 4, 4,
       "Replace.", ["Replace"]),
    _c("oracle_of_delphi", "Oracle of Delphi", UNIT, ["Greek"], 2, 1, 2,
       "When summoned: Search your deck for a Hydra's Poison and add it to your hand.",
       effects=[_e("summon", ("search", "hydras_poison"))]),
    _c("satyr_piper", "Satyr Piper", UNIT, ["Greek", "Fae"], 1, 1, 2,
       "At the end of your turn, heal 1 damage from each card you control.",
       effects=[_e("end", ("heal", 1, "allies"))]),
    _c("cyclops", "Cyclops", UNIT, ["Greek", "Beast"], 5, 5, 6, "A giant."),
    _c("harpy", "Harpy", UNIT, ["Greek", "Beast"], 2, 2, 1, "Surprise.", ["Surprise"]),
    # --- Units: Norse, Undead, Egyptian, Items -----------------------------------------
    _c("berserker", "Berserker", UNIT, ["Norse", "Warrior"], 2, 3, 2,
       "When attacking: this card takes 1 damage.", effects=[_e("attacking", ("damage", 1, "self"))]),
    _c("shield_maiden", "Shield Maiden", UNIT, ["Norse", "Warrior"], 3, 2, 4,
       "React (1): heal 2 damage from the defending card.", ["React"],
       [_e("react", ("heal", 2, "defender"), cost=1)]),
    _c("skald", "Skald", UNIT, ["Norse"], 2, 1, 2,
       "1/turn (0), Sacrifice a card you control: draw 2 cards.",
       effects=[_e("activate", ("draw", 2), cost=0, once=True, needs="sacrifice")]),
    _c("draugr", "Draugr", UNIT, ["Norse", "Undead"], 2, 2, 2,
       "1/turn (2): Revive a unit from your discard.",
       effects=[_e("activate", ("revive",), cost=2, once=True)]),
    _c("necromancer", "Necromancer", UNIT, ["Undead"], 3, 1, 3,
       "When summoned: Revive a unit from your discard.", effects=[_e("summon", ("revive",))]),
    _c("scarab_swarm", "Scarab Swarm", UNIT, ["Egyptian", "Beast"], 1, 1, 1,
       "When damaged: deal 1 damage to the attacker.", effects=[_e("damaged", ("damage", 1, "attacker"))]),
    _c("sand_golem", "Sand Golem", UNIT, ["Egyptian"], 3, 2, 5, "Intimidate.", ["Intimidate"]),
    _c("anubis_guard", "Anubis Guard", UNIT, ["Egyptian", "Warrior"], 3, 3, 3,
       "(1), Discard a card: this card gets +2/+0 this turn.",
       effects=[_e("activate", ("atk", 2, "self"), cost=1, needs="discard")]),
    _c("gladiator", "Gladiator", UNIT, ["Greek", "Warrior"], 3, 3, 4,
       "When battling: heal 1 damage from this card.", effects=[_e("battling", ("heal", 1, "self"))]),
    _c("living_blade", "Living Blade", UNIT, ["Item", "Warrior"], 2, 2, 1,
       "Item. 1/turn (1): attach this card to another card you control. Attached: +2/+0.",
       effects=[_e("activate", ("attach_self",), cost=1, once=True, choose="ally"),
                _e("static", static={"atk": 2}, attached=True)]),
    # --- Heroes ------------------------------------------------------------------------
    _c("perseus", "Perseus", HERO, ["Greek", "Warrior"], 0, 3, 4, "Surprise.", ["Surprise"]),
    _c("hercules", "Hercules", HERO, ["Greek", "Warrior"], 0, 4, 5,
       "When attacking: this card gets +1/+0 this turn.", effects=[_e("attacking", ("atk", 1, "self"))]),
    _c("titania", "Titania, Fae Queen", HERO, ["Fae"], 0, 2, 4,
       "While this card is on the field, your stamina is increased by 1.",
       effects=[_e("static", static={"stamina": 1})]),
    _c("apep", "Apep - The Demon of Chaos", HERO, ["Egyptian", "Demon"], 0, 4, 5,
       "At the end of your turn, deal 1 damage to every other card on the field.",
       effects=[_e("end", ("damage", 1, "others"))]),
    _c("valkyrie", "Valkyrie", HERO, ["Norse", "Warrior"], 0, 3, 3,
       "This card can move sideways and backward anywhere.",
       effects=[_e("static", static={"grant": "Roam"})]),
    _c("medusa", "Medusa", HERO, ["Greek"], 0, 2, 4,
       "When attacked: the attacker gets -2/+0 this turn.", effects=[_e("attacked", ("atk", -2, "attacker"))]),
    _c("ra", "Ra, the Sun", HERO, ["Egyptian"], 0, 3, 5,
       "At the start of your turn, heal 2 damage from this card.", effects=[_e("start", ("heal", 2, "self"))]),
    _c("oberon", "Oberon, Fae King", HERO, ["Fae", "Warrior"], 0, 3, 4, "Intimidate.", ["Intimidate"]),
    # Hero Deck effects ("Activate the effects of cards ... face up on your Hero Deck"): usable only while the
    # card is face up on its owner's Hero Deck (turned face up by the `reveal_hero` move)
    _c("odin", "Odin, the Allfather", HERO, ["Norse", "Warrior"], 0, 4, 5,
       "Face up on your Hero Deck: 1/turn (2): draw 1 card.",
       effects=[_e("hero_deck", ("draw", 1), cost=2, once=True)]),
    _c("isis", "Isis, Mother of Magic", HERO, ["Egyptian"], 0, 2, 4,
       "Face up on your Hero Deck: 1/turn (1): heal 2 damage from a card you control.",
       effects=[_e("hero_deck", ("heal", 2, "target"), cost=1, once=True, choose="ally")]),
    # --- Assists -----------------------------------------------------------------------
    _c("hydras_poison", "Hydra's Poison", ASSIST, ["Item", "Greek"], 1, 0, 0,
       "Attach to an opposing card. Attached: at the start of your turn, this card takes 1 damage.",
       effects=[_e("start", ("damage", 1, "self"), attached=True)], attach="enemy"),
    _c("bronze_shield", "Bronze Shield", ASSIST, ["Item", "Greek"], 1, 0, 0,
       "Attach to a card you control. Attached: +0/+2 and Intimidate.",
       effects=[_e("static", static={"health": 2}, attached=True),
                _e("static", static={"grant": "Intimidate"}, attached=True)], attach="ally"),
    _c("war_banner", "War Banner", ASSIST, ["Item", "Warrior"], 1, 0, 0,
       "Attach to a card you control. Attached: +1/+0.",
       effects=[_e("static", static={"atk": 1}, attached=True)], attach="ally"),
    _c("healing_spring", "Healing Spring", ASSIST, ["Fae"], 1, 0, 0,
       "Heal 3 damage from a card you control.", effects=[_e("play", ("heal", 3, "target"), choose="ally")]),
    _c("zeus_bolt", "Zeus's Bolt", ASSIST, ["Greek"], 2, 0, 0,
       "Deal 2 damage to an opposing card.", effects=[_e("play", ("damage", 2, "target"), choose="enemy")]),
    _c("forage", "Forage", ASSIST, ["Fae"], 1, 0, 0,
       "Search your deck for a Corra and add it to your hand.", effects=[_e("play", ("search", "corra"))]),
    _c("grave_call", "Grave Call", ASSIST, ["Undead"], 2, 0, 0,
       "Revive a unit from your discard.", effects=[_e("play", ("revive",))]),
    _c("parry", "Parry", ASSIST, ["Warrior"], 1, 0, 0,
       "React: the attacking card gets -2/+0 this turn.", ["React"],
       [_e("react", ("atk", -2, "attacker"))]),
    _c("fae_ward", "Fae Ward", ASSIST, ["Fae"], 1, 0, 0,
       "React: negate the last effect on the chain.", ["React"], [_e("react", ("negate",))]),
    _c("shove", "Shove", ASSIST, ["Warrior"], 1, 0, 0,
       "Push an opposing card one space back toward its owner. If that space is taken, "
       "the pushed card is destroyed.", effects=[_e("play", ("push", "target"), choose="enemy")]),
    _c("offering", "Offering", ASSIST, ["Egyptian"], 0, 0, 0,
       "Sacrifice a card you control: gain 3 stamina.",
       effects=[_e("play", ("stamina", 3), needs="sacrifice")]),
    _c("second_wind", "Second Wind", ASSIST, ["Warrior"], 1, 0, 0,
       "Discard a card: draw 2 cards.", effects=[_e("play", ("draw", 2), needs="discard")]),
    # --- Fields ------------------------------------------------------------------------
    _c("athenas_ha", "Athena's HA", FIELD, ["Greek"], 2, 0, 0,
       "While this card is in your field zone, your stamina is increased by 1.",
       effects=[_e("static", static={"stamina": 1})]),
    _c("enchanted_grove", "Enchanted Grove", FIELD, ["Fae"], 2, 0, 0,
       "At the end of your turn, heal 1 damage from each card you control.",
       effects=[_e("end", ("heal", 1, "allies"))]),
    _c("desert_of_set", "Desert of Set", FIELD, ["Egyptian"], 2, 0, 0,
       "At the start of your turn, deal 1 damage to each opposing card in your front or summoning row.",
       effects=[_e("start", ("damage", 1, "intruders"))]),
]

CARDS = {c["id"]: c for c in POOL}

STARTER_DECKS = {
    # Balanced between equal players (docs/rules/battalla.md, "The starter decks": the method, the runs
    # of scripts/deck_balance.py and the figures). Olympus is Greek: its Egyptian Heroes Apep and Ra and
    # its biggest bodies (Cyclops, a second Myrmidon) left it; Wildwood lost its weakest cards and gained
    # a full Hero Deck (Odin, Isis) and more bodies and items. Then one Satyr Piper of olympus became a
    # third Desert of Set: healing every card olympus controls each turn, the Pipers kept it ahead (55%
    # of 600 greedy games).
    "olympus": {
        "main": {
            "hoplite": 3, "spartan_vanguard": 3, "centaur_archer": 3, "myrmidon": 1, "oracle_of_delphi": 3,
            "satyr_piper": 1, "harpy": 3, "sand_golem": 2, "anubis_guard": 2, "gladiator": 1, "scarab_swarm": 3,
            "hydras_poison": 3, "bronze_shield": 2, "zeus_bolt": 2, "parry": 2, "offering": 2, "athenas_ha": 1,
            "desert_of_set": 3,
        },
        "heroes": ["perseus", "hercules", "medusa"],
    },
    "wildwood": {
        "main": {
            "corra": 3, "fae_sprite": 1, "thorn_knight": 3, "pixie_trickster": 2, "will_o_wisp": 1,
            "glade_warden": 3, "dryad_healer": 2, "berserker": 3, "shield_maiden": 3, "draugr": 2,
            "necromancer": 1, "living_blade": 3, "healing_spring": 2, "grave_call": 1, "fae_ward": 2, "shove": 2,
            "war_banner": 3, "parry": 1, "enchanted_grove": 2,
        },
        "heroes": ["titania", "oberon", "valkyrie", "odin", "isis"],
    },
}


def starter(name: str, decks: dict | None = None) -> dict:
    """A starter deck as {"main": [card ids], "heroes": [card ids]} (of `decks`: a version's own
    starter decks, by default the newest)."""
    d = (STARTER_DECKS if decks is None else decks)[name]
    main = [cid for cid, n in sorted(d["main"].items()) for _ in range(n)]
    return {"main": main, "heroes": list(d["heroes"])}
