"""Every view a ruleset answers is valid against the schema it publishes (`Ruleset.view_schema`,
openapi.yaml's `<Ruleset>View`): random playouts, every seat and a spectator, to the end."""
from __future__ import annotations

import random

import pytest
from jsonschema import Draft202012Validator

from domain import engine
from domain.engine import game as G
from tests.unit.harness import new_game

# (ruleset, seats, options, steps[, version]): to the end, or (a four-castle battle runs long) for so many
# steps; under the newest version of the rules unless a version is given
PLAYOUTS = [
    ("dale", 3, {"turn_limit": 30}, None, 1),
    ("grove", 2, {"turn_limit": 40}, None),
    ("channeling", 2, {}, None),
    ("dale", 2, {"turn_limit": 40}, None),
    ("dale", 5, {"turn_limit": 30, "prisoner_exchange": True, "arms_race": True, "hero_or_mounted": True,
                 "max_5_units": True}, None),
    ("battlegates", 2, {}, None),
    ("battlegates", 4, {"setup": "allies"}, 150),
    ("battalla", 2, {"turn_limit": 30}, None),
    ("battalla", 2, {"turn_limit": 30, "speed": True, "deck_0": "wildwood", "deck_1": "olympus"}, None),
]


@pytest.mark.parametrize("rules", [v.rules for rs in engine.all_rulesets() for v in rs.versions()])
def test_every_version_of_every_ruleset_publishes_a_strict_view_schema(rules):
    ruleset_id, version = rules.split("@")
    schema = engine.find_ruleset(ruleset_id, int(version)).view_schema
    Draft202012Validator.check_schema(schema)
    assert schema["type"] == "object" and schema["additionalProperties"] is False
    assert set(schema["required"]) == set(schema["properties"]), "every key of a view is always there"


# a whole two-player Battlegates game with every seat's view checked at every step is the CPU-heaviest
# case (about a sixth of `make test-fast`'s work): left to `make test`; the four-player allies set-up
# keeps Battlegates' views in the inner loop
SLOW_PLAYOUTS = {("battlegates", 2)}


@pytest.mark.parametrize("ruleset_id, n, options, steps, version", [
    pytest.param(*(*p, None)[:5], id=f"{p[0]}-{p[1]}-{i}", marks=[pytest.mark.slow] if p[:2] in SLOW_PLAYOUTS else [])
    for i, p in enumerate(PLAYOUTS)])
def test_every_view_of_a_random_game_fits_the_schema(ruleset_id, n, options, steps, version):
    pick = random.Random(f"views-{ruleset_id}-{n}")
    key = pick.randbytes(32)
    rs, gs, _ = new_game(ruleset_id, n, options, key, version)
    check = Draft202012Validator(rs.view_schema)
    for _ in range(steps or 3000):
        for seat in (None, *range(n)):
            errors = list(check.iter_errors(rs.view(gs["game"], seat)))
            assert not errors, (f"{ruleset_id} at version {gs['version']}, seat {seat}: "
                                + "; ".join(f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}"
                                            for e in errors[:5]))
        if gs["finished"]:
            break
        seat = pick.choice(G.to_act(rs, gs))
        gs = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), key).state
    assert gs["finished"] or steps, "the playout did not end"
