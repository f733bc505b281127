"""The message catalogue: every sentence a person reads, by key, in each language (docs/i18n.md).

One catalogue serves the server (mails, pushes, later the API's `text` fields) and the pages (which
fetch it as JSON from GET /v1/i18n). A language is the JSON file service/locales/<lang>.json and the area
files under service/locales/<lang>/ (merged; a key lives in one file), mapping a
key to either a sentence with named parameters ("{name} moved") or, for a count, a choice by the
language's CLDR plural categories: {"plural": "n", "one": "...", "other": "..."} (`"ordinal": "n"`
chooses by the ordinal categories instead: 1st, 2nd, 3rd). The categories come from Babel's CLDR
data here and from `Intl.PluralRules` in the page: the same rules on both sides. A category a
language does not list falls back to "other"; a key a language lacks falls back to English.

`qps` is the pseudo-locale: English with every sentence wrapped and lengthened ("[!! Ŝíğñ íñ !!]"),
so a test sees at once any text a page or mail shows without the catalogue.
"""
from __future__ import annotations

import functools
import os
import re

from babel import Locale

from domain.engine.words import Msg, Renderer, locale_files, read_catalogue

LOCALES_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "locales")
DEFAULT = "en"
PSEUDO = "qps"
# the languages people may choose, each named in itself (the selector shows these names)
LANGUAGES = {"en": "English", "es": "Español", "de": "Deutsch"}
PARAM = re.compile(r"\{(\w+)(?:\|\w+)?\}")  # {name}, or {name|filter} in the games' words (domain/engine/words.py)
_PLACEHOLDER = re.compile(r"(\{\w+(?:\|\w+)?\})")
PSEUDO_OPEN, PSEUDO_CLOSE = "[!! ", " !!]"
_ACCENTED = str.maketrans("aceginorstuyACEGINORSTUY", "àçéğíñöŕšţüýÀÇÉĞÍÑÖŘŠŢÜÝ")


def is_known(lang: str | None) -> bool:
    """A language this server has a catalogue for (the pseudo-locale included)."""
    return lang in LANGUAGES or lang == PSEUDO


@functools.lru_cache(maxsize=None)
def catalogue(lang: str) -> dict:
    """Every message of a language, English filling any key it lacks (loaded once)."""
    english = _read(DEFAULT)
    if lang == PSEUDO:
        return {k: pseudo(v) for k, v in english.items()}
    if lang == DEFAULT or lang not in LANGUAGES:
        return english
    return {**english, **_read(lang)}


def _read(lang: str) -> dict:
    """A language's messages: service/locales/<lang>.json and every file under service/locales/<lang>/
    (one file an area, e.g. <lang>/game-page.json, <lang>/games/grove.json), each key in one file only."""
    return read_catalogue(files(lang))


def files(lang: str) -> list[str]:
    """The catalogue files of one language, the main file first, then its area files by path, then
    the games' words kept with each game (domain/engine/locales/<lang>.json, domain/<game>/locales/)."""
    area = os.path.join(LOCALES_DIR, lang)
    found = [os.path.join(LOCALES_DIR, f"{lang}.json")]
    for folder, _, names in sorted(os.walk(area)):
        found += [os.path.join(folder, n) for n in sorted(names) if n.endswith(".json")]
    return found + locale_files(lang)


def pseudo(entry):
    """The pseudo-locale's form of a message: each sentence accented, lengthened and wrapped."""
    if isinstance(entry, dict):
        return {k: (v if k in ("plural", "ordinal") else pseudo(v)) for k, v in entry.items()}
    parts = _PLACEHOLDER.split(entry)  # odd positions are placeholders: kept as they are
    body = "".join(p if i % 2 else p.translate(_ACCENTED) for i, p in enumerate(parts))
    return PSEUDO_OPEN + body + "~" * (len(entry) // 3) + PSEUDO_CLOSE


def text(lang: str, key: str, **params) -> str:
    """The message `key` in `lang` with its parameters filled in (KeyError for an unknown key)."""
    entry = catalogue(lang if is_known(lang) else DEFAULT)[key]
    if isinstance(entry, dict):
        entry = _choose(lang, entry, params)
    return fill(entry, params)


def fill(sentence: str, params: dict) -> str:
    """Put the named parameters into a sentence; numbers as plain digits (English's as today)."""
    return PARAM.sub(lambda m: str(params[m.group(1)]), sentence)


def _choose(lang: str, entry: dict, params: dict) -> str:
    rules = Locale.parse(DEFAULT if lang == PSEUDO else lang)
    exact = f"={params[entry.get('plural') or entry.get('ordinal')]}"
    if exact in entry:  # an exact form ("=0": "no cards") comes before the categories
        return entry[exact]
    if "ordinal" in entry:
        category = rules.ordinal_form(abs(params[entry["ordinal"]]))
    else:
        category = rules.plural_form(abs(params[entry["plural"]]))
    return entry.get(category, entry["other"])


@functools.lru_cache(maxsize=None)
def renderer(lang: str) -> Renderer:
    """The renderer of the games' messages (domain/engine/words.py) for one language, with its
    CLDR plural and ordinal rules from Babel (made once a language; templates parsed once)."""
    rules = Locale.parse(DEFAULT if lang == PSEUDO or lang not in LANGUAGES else lang)
    plural = functools.lru_cache(maxsize=256)(lambda n: rules.plural_form(abs(n)))
    ordinal = functools.lru_cache(maxsize=256)(lambda n: rules.ordinal_form(abs(n)))
    return Renderer(catalogue(lang if is_known(lang) else DEFAULT), plural, ordinal)


def render(lang: str, m: Msg | str, sentence: bool = True) -> str:
    """A message of the games' words in `lang` (English for an unknown language): a sentence unless
    `sentence=False` (see domain.engine.words.Renderer.render). A str is returned as it is."""
    if not isinstance(m, Msg):
        return m
    return renderer(lang if is_known(lang) else DEFAULT).render(m, sentence)


def parse_accept_language(header: str | None) -> list[str]:
    """The primary languages of an Accept-Language header, most wanted first ("*" and q=0 dropped)."""
    wanted = []
    for n, item in enumerate((header or "").split(",")):
        tag, _, rest = item.strip().partition(";")
        q = 1.0
        m = re.search(r"q\s*=\s*([0-9.]+)", rest)
        if m:
            try:
                q = float(m.group(1))
            except ValueError:
                q = 0.0
        tag = tag.strip().lower()
        if tag and tag != "*" and q > 0:
            wanted.append((-q, n, tag.split("-")[0]))
    return [tag for _, _, tag in sorted(wanted)]


def negotiate(query: str | None = None, account: str | None = None, chosen: str | None = None,
              accept_language: str | None = None) -> str:
    """The language to speak: an explicit `?lang=`, else the account's setting, else the language
    this browser chose without an account (the `lang` cookie), else the first of Accept-Language
    this server speaks, else English."""
    for lang in (query, account, chosen):
        if lang and is_known(lang.lower()):
            return lang.lower()
    for lang in parse_accept_language(accept_language):
        if lang in LANGUAGES:
            return lang
    return DEFAULT
