"""One rule for every name a person chooses and others read: display names, seat and claim
names, tournament entrants and tournaments, token and passkey labels.

A name is trimmed and its inner white space collapsed to single spaces, then refused if it is
empty or too long, or holds a character that can hide or disguise what others read:
- control, format, private-use, unassigned and surrogate characters: C0/C1 controls, the bidi
  embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), zero-width characters
  (U+200B-U+200D, U+2060, U+FEFF), the soft hyphen;
- characters that draw nothing although they are letters or symbols (U+3164 HANGUL FILLER and
  its relatives, U+2800 BRAILLE PATTERN BLANK, variation selectors other than the emoji ones);
- letters of more than one script, except the mixes a language writes (Japanese: Han, Hiragana,
  Katakana; Korean: Han, Hangul; Chinese: Han, Bopomofo; each of them with Latin): a Latin name
  with one Cyrillic "а" looks like the Latin name it imitates, so it is refused.
Digits, punctuation, symbols and emoji are common to every script. Names refused here never
reach a board picture, a mail, a push or a stream text, so a template is filled with them once
and an SVG with them stays well-formed. Standard library only.
"""
from __future__ import annotations

import unicodedata

from domain.engine.words import DELETED_PLAYER

NAME_MAX = 40                # display names, seat, claim and entrant names
LABEL_MAX = 64               # a token's or a passkey's label, seen by its owner only
TITLE_MAX = 80               # a tournament's name

_REFUSED_CATEGORIES = {"Cc", "Cf", "Co", "Cn", "Cs", "Zl", "Zp"}
# letters and symbols that draw nothing (invisible, yet not in a format category)
_BLANK = {0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x17B4, 0x17B5, 0x180E, 0x1D159, 0x1D173, 0x1D174, 0x1D175,
          0x1D176, 0x1D177, 0x1D178, 0x1D179, 0x1D17A, 0x034F}
_EMOJI_SELECTORS = {0xFE0E, 0xFE0F}
_SCRIPT_MIXES = ({"Han", "Hiragana", "Katakana", "Latin"}, {"Han", "Hangul", "Latin"}, {"Han", "Bopomofo", "Latin"})
# the first word of a letter's Unicode name is its script, but: a width is skipped, a few words
# name a script by another word, and a few letters belong to every script (the prolonged sound mark)
_WIDTHS = {"HALFWIDTH", "FULLWIDTH"}
_SCRIPT_WORDS = {"CJK": "Han", "IDEOGRAPHIC": "Han"}
_COMMON_WORDS = {"KATAKANA-HIRAGANA", "MODIFIER"}


class NameError_(ValueError):
    """Why a name is refused: `reason` is a short key, the message a sentence for people."""

    def __init__(self, message: str, reason: str):
        super().__init__(message)
        self.reason = reason


def _is_selector(cp: int) -> bool:
    return 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF or 0x180B <= cp <= 0x180F


def script_of(ch: str) -> str | None:
    """The script of a letter, from its Unicode name ("CYRILLIC SMALL LETTER A" -> Cyrillic);
    None for what is not a letter (digits, punctuation, symbols: common to all scripts)."""
    if not unicodedata.category(ch).startswith("L"):
        return None
    words = [w for w in unicodedata.name(ch, "").split() if w not in _WIDTHS]
    if not words or words[0] in _COMMON_WORDS:
        return None
    return _SCRIPT_WORDS.get(words[0], words[0].capitalize())


def scripts(name: str) -> set[str]:
    """The scripts whose letters a name holds."""
    return {s for s in (script_of(c) for c in name) if s}


def check_person_name(name, field: str = "", limit: int = NAME_MAX) -> str:
    """The name as kept (trimmed, white space collapsed, NFC), or NameError_ saying why not (of
    `field` when given: "display_name may not hold ...", else "may not hold ...")."""
    try:
        return _checked(name, limit)
    except NameError_ as exc:
        if field:
            raise NameError_(f"{field} {exc}", exc.reason) from None
        raise


def _checked(name, limit: int) -> str:
    if not isinstance(name, str) or not name.strip():
        raise NameError_("must not be empty", "required")
    name = unicodedata.normalize("NFC", " ".join(name.split()))
    if len(name) > limit:
        raise NameError_(f"is at most {limit} characters, got {len(name)}", "too long")
    for i, ch in enumerate(name):
        cp = ord(ch)
        cat = unicodedata.category(ch)
        if cat in _REFUSED_CATEGORIES or cp in _BLANK or (_is_selector(cp) and cp not in _EMOJI_SELECTORS):
            what = f" ({unicodedata.name(ch)})" if unicodedata.name(ch, "") else ""
            raise NameError_(f"may not hold the invisible or control character U+{cp:04X}{what} "
                             f"at position {i + 1}", "invisible or control character")
    if all(unicodedata.category(c).startswith(("M", "Z")) for c in name):
        raise NameError_("must hold something visible", "nothing visible")
    found = scripts(name)
    if len(found) > 1 and not any(found <= mix for mix in _SCRIPT_MIXES):
        listed = sorted(found)
        raise NameError_(f"may not mix letters of {', '.join(listed[:-1])} and {listed[-1]}: a name is written in "
                         "one script, so that it cannot imitate another name", "mixed scripts")
    if unicodedata.normalize("NFKC", name).casefold() == DELETED_PLAYER:
        raise NameError_(f"may not be {DELETED_PLAYER!r}: that is how the tables name a player who deleted their "
                         "account", "reserved")
    return name
