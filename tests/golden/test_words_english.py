"""English byte for byte (issue 37): every event, as every reader reads it, and every legal move of
every seat that acts, at each position of every recorded game, says today exactly what it said
before the words became messages (tests/golden/words-en.json, recorded at main 8e53ed2 by
tests/golden/words.py), now rendered from the catalogue's English templates."""
import pytest

from tests.golden.records import export, names
from tests.golden.words import digest, recorded, texts

RECORDED = recorded()


@pytest.mark.parametrize("name", names())
def test_the_english_words_of_a_recorded_game_are_unchanged(name):
    assert name in RECORDED, f"{name} has no recorded words: run python -m tests.golden.words on the old code"
    was, now = RECORDED[name], digest(texts(export(name)))
    assert now["event_texts"] == was["event_texts"] and now["move_texts"] == was["move_texts"], name
    for reader, sha in was["events"].items():
        assert now["events"][reader] == sha, f"{name}: the events as {reader} reads them changed"
    assert now["moves"] == was["moves"], f"{name}: a legal move's text changed"
