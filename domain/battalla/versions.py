"""Battalla!'s earlier versions (docs/rules/battalla.md, "Versions"): what each one's games were
decided by, reconstructed from this repository's history. Only the starter decks changed; the
rules, the card pool and the set-up are the same code, which reads the decks from its version.

@1  the first starter decks (2026-11-22 to 2026-11-25 17:22; as at commit c791081)
@2  the rebalanced decks of commit b1f144b (2026-11-25 17:22 to 23:41; as at 4585bb9)
@3  one Satyr Piper of olympus became a third Desert of Set (commit 4c9722a, 2026-11-25 23:41)
@4  the decks of @3, the version recorded in GameCreated (the newest: domain/battalla/rules.py)
"""
from __future__ import annotations

DECKS_1 = {
    "olympus": {
        "main": {
            "hoplite": 3, "spartan_vanguard": 3, "centaur_archer": 3, "myrmidon": 2,
            "oracle_of_delphi": 2, "satyr_piper": 2, "cyclops": 2, "harpy": 3, "sand_golem": 2,
            "anubis_guard": 1, "gladiator": 1, "scarab_swarm": 2, "hydras_poison": 3, "bronze_shield": 2,
            "zeus_bolt": 3, "parry": 2, "offering": 1, "athenas_ha": 2, "desert_of_set": 1,
        },
        "heroes": ["perseus", "hercules", "medusa", "apep", "ra"],
    },
    "wildwood": {
        "main": {
            "corra": 3, "fae_sprite": 3, "thorn_knight": 3, "pixie_trickster": 2, "will_o_wisp": 2,
            "glade_warden": 2, "dryad_healer": 2, "fae_lantern": 2, "berserker": 2,
            "shield_maiden": 2, "skald": 2, "draugr": 2, "necromancer": 1, "living_blade": 2,
            "healing_spring": 2, "forage": 2, "grave_call": 1, "fae_ward": 2, "shove": 2,
            "second_wind": 1, "war_banner": 1, "enchanted_grove": 2,
        },
        "heroes": ["titania", "oberon", "valkyrie"],
    },
}

DECKS_2 = {
    "olympus": {
        "main": {
            "hoplite": 3, "spartan_vanguard": 3, "centaur_archer": 3, "myrmidon": 1, "oracle_of_delphi": 3,
            "satyr_piper": 2, "harpy": 3, "sand_golem": 2, "anubis_guard": 2, "gladiator": 1, "scarab_swarm": 3,
            "hydras_poison": 3, "bronze_shield": 2, "zeus_bolt": 2, "parry": 2, "offering": 2, "athenas_ha": 1,
            "desert_of_set": 2,
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


def older(newest) -> tuple:
    """Battalla's versions before `newest` (the registered instance), oldest first."""
    from domain.engine.ruleset import FIRST_RELEASE, RECORDED_SINCE

    from .cards import STARTER_DECKS

    return (
        newest.at_version(1, records_version=False, since=FIRST_RELEASE, starter_decks=DECKS_1,
                          changes="The first starter decks: olympus with the Egyptian Heroes Apep and Ra, "
                                  "wildwood with three Heroes."),
        newest.at_version(2, records_version=False, since="2026-11-25T17:22:53.000Z", starter_decks=DECKS_2,
                          changes="Starter decks rebalanced: olympus Greek Heroes only and fewer big bodies; "
                                  "wildwood a full Hero Deck (Odin, Isis), more bodies and items."),
        newest.at_version(3, records_version=False, since="2026-11-25T23:41:56.000Z", starter_decks=STARTER_DECKS,
                          changes="One Satyr Piper of olympus became a third Desert of Set."),
        newest.at_version(4, since=RECORDED_SINCE, starter_decks=STARTER_DECKS,
                          changes="The decks of version 3; from now on each game records the version of its rules."),
    )
