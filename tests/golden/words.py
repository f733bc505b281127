"""The games' English words over the golden corpus, recorded once so that a change of how words are
made (issue 37: messages rendered per language) can prove that English comes out byte for byte.

`texts(export)` re-folds a recorded game and says, in English, every event as each reader reads it
(a spectator and every seat while the game runs, a spectator once it is finished) and every legal
move of every seat that acts, at each position a player acts on. `python -m tests.golden.words`
writes tests/golden/words-en.json (digests) from the code checked out now (it was made at main 8e53ed2,
before the words became messages); tests/unit/test_words_messages.py compares today's words with it.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys

from domain.engine import game as G
from domain.rerun import decisions
from domain.versions import identify
from service.table.words import move_texts, narrate
from tests.golden.records import records

RECORDED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "words-en.json")


def texts(export: dict) -> dict:
    """{"events": {reader: [text, ...]}, "moves": [[seq, seat, [text, ...]], ...]} for one game."""
    events = export["events"]
    rs = identify(events, bytes.fromhex(export["audit"]["seed"])).ruleset
    seats = len(events[0]["data"].get("seats") or [])
    said = {}
    for reader, finished in [(None, True), (None, False), *((s, False) for s in range(seats))]:
        told, _ = narrate(rs, None, events, reader, finished)
        said[f"{reader}/{finished}"] = [e["text"] for e in told]
    moves, gs = [], None
    for group in decisions(events):
        gs = G.fold(rs, gs, group)
        if G.outcome(rs, gs) is not None:
            continue
        for seat in rs.to_act(gs["game"]):
            legal = rs.legal_moves(gs["game"], seat)
            moves.append([group[-1]["seq"], seat, move_texts(rs, gs, seat, legal)])
    return {"ruleset": rs.id, "events": said, "moves": moves}


def digest(said: dict) -> dict:
    """texts() as sha256 digests (the texts themselves are 11 MB): one a reader's events, one for
    every move text of the game, with the counts."""
    def sha(lines) -> str:
        return hashlib.sha256("\n".join(lines).encode()).hexdigest()
    moves = [f"{seq}/{seat}/{text}" for seq, seat, told in said["moves"] for text in told]
    return {"ruleset": said["ruleset"], "events": {r: sha(v) for r, v in said["events"].items()},
            "event_texts": sum(len(v) for v in said["events"].values()), "moves": sha(moves),
            "move_texts": len(moves)}


def recorded() -> dict:
    """{game name: digest} as recorded in tests/golden/words-en.json."""
    with open(RECORDED, encoding="utf-8") as f:
        return json.load(f)


def main(path: str = RECORDED) -> None:
    out = {name: digest(texts(export)) for name, export in records()}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, sort_keys=True, indent=1)
        f.write("\n")
    print(f"{len(out)} games, {sum(g['event_texts'] for g in out.values())} event texts, "
          f"{sum(g['move_texts'] for g in out.values())} move texts")


if __name__ == "__main__":
    main(*sys.argv[1:])
