"""What the web table serves as text stays true to its sources: the tutorials are what
scripts/gen_tutorials.py builds from the positions facility, the seed copies are the seeds, and every
rule quote is a sentence of its seed."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from domain import engine

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# shared/ lies beside the checkout (CI) or beside its parent folder of worktrees
SEEDS = next((p for p in (os.path.join(os.path.dirname(ROOT), "shared", "seeds"),
                          os.path.join(os.path.dirname(os.path.dirname(ROOT)), "shared", "seeds")) if os.path.isdir(p)), "")
SEED_FILES = {"grove": "000_6ef3d746aa2cd676.txt", "battlegates": "001_a32d1bfcc0d6cacc.txt",
              "channeling": "002_e9e8f680020f0a54.txt", "dale": "003_b617e5529f9d0ffd.txt",
              "battalla": "004_8b5466689915fb11.txt"}


def _norm(text: str) -> str:
    text = text.replace("’", "'").replace("“", '"').replace("”", '"').replace("**", "")
    return re.sub(r"\s+", " ", text).strip()


def test_the_tutorials_are_what_the_generator_builds():
    done = subprocess.run([sys.executable, "scripts/gen_tutorials.py", "--check"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("ruleset", sorted(SEED_FILES))
def test_the_served_seed_is_the_seed(ruleset):
    original = os.path.join(SEEDS, SEED_FILES[ruleset])
    if not os.path.exists(original):
        pytest.skip("the shared seeds are not beside this checkout")
    served = os.path.join(ROOT, "api", "static", "rules", "seeds", f"{ruleset}.txt")
    assert open(served, "rb").read() == open(original, "rb").read()


@pytest.mark.parametrize("ruleset", sorted(SEED_FILES))
def test_every_rule_quote_is_a_sentence_of_the_seed(ruleset):
    rs = engine.find_ruleset(ruleset)
    seed = _norm(open(os.path.join(ROOT, "api", "static", "rules", "seeds", f"{ruleset}.txt"), encoding="utf-8").read())
    assert rs.words.quotes
    for rule, quote in rs.words.quotes.items():
        for part in quote.split("[...]"):
            part = _norm(part).strip(" .")
            assert not part or part in seed, f"{rule}: {part!r} is not in the seed"
