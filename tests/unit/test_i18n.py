"""The message catalogue (service/table/i18n.py, service/locales/*.json): complete in every language,
plurals by each language's own rules, the language negotiated in the documented order, and the
pages' English exactly what the catalogue's English says."""
import glob
import html.parser
import os
import re

import pytest

from service.table import i18n

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STATIC = os.path.join(ROOT, "api", "static")


def params_of(entry) -> set:
    texts = [v for k, v in entry.items() if k not in ("plural", "ordinal")] if isinstance(entry, dict) else [entry]
    return {p for t in texts for p in i18n.PARAM.findall(t)}


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT])
def test_every_key_is_translated_with_the_same_parameters(lang):
    english, other = i18n._read("en"), i18n._read(lang)
    assert set(other) == set(english), f"{lang} lacks {set(english) - set(other)}, has extra {set(other) - set(english)}"
    for key, entry in english.items():
        assert params_of(other[key]) == params_of(entry), key
        if isinstance(entry, dict):
            assert "other" in other[key] and other[key].get("plural") == entry.get("plural"), key
            assert other[key].get("ordinal") == entry.get("ordinal"), key


def test_counts_follow_each_languages_plural_rules():
    assert i18n.text("de", "nav.waiting", n=1) == "1 Partie wartet auf deinen Zug"
    assert i18n.text("de", "nav.waiting", n=3) == "3 Partien warten auf deinen Zug"
    assert i18n.text("es", "nav.waiting", n=1) == "1 partida espera tu jugada"
    # Spanish has a "many" category (a million): a catalogue without it says "other"
    assert i18n.text("es", "nav.waiting", n=1_000_000) == "1000000 partidas esperan tu jugada"
    assert i18n.text("en", "nav.waiting", n=1) == "1 waiting for your move"  # as the page said before


def test_ordinals_choose_by_the_ordinal_categories():
    entry = {"ordinal": "n", "one": "{n}st", "two": "{n}nd", "few": "{n}rd", "other": "{n}th"}
    assert [i18n.fill(i18n._choose("en", entry, {"n": n}), {"n": n}) for n in (1, 2, 3, 4, 11, 22)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "22nd"]


def test_the_ratings_places_are_ordinals_in_each_language():
    assert [i18n.text("en", "ratings.nth", n=n) for n in (1, 2, 3, 4, 12, 23)] == ["1st", "2nd", "3rd", "4th", "12th", "23rd"]
    assert i18n.text("de", "ratings.nth", n=2) == "2." and i18n.text("es", "ratings.nth", n=2) == "2.º"


def test_the_language_is_negotiated_in_the_documented_order():
    assert i18n.negotiate() == "en"
    assert i18n.negotiate(accept_language="fr-FR, de-DE;q=0.8, es;q=0.9") == "es"
    assert i18n.negotiate(chosen="de", accept_language="es") == "de"
    assert i18n.negotiate(account="es", chosen="de", accept_language="de") == "es"
    assert i18n.negotiate(query="DE", account="es") == "de"
    assert i18n.negotiate(query="xx", account="zz", accept_language="*, de;q=0") == "en"
    assert i18n.negotiate(query="qps") == "qps"


def test_the_pseudo_locale_wraps_and_lengthens_but_keeps_parameters():
    assert i18n.text("qps", "lobby.seat_name", n=2).startswith(i18n.PSEUDO_OPEN)
    out = i18n.text("qps", "lobby.send_link", n=2, name="Ana")
    assert "Ana" in out and out.endswith(i18n.PSEUDO_CLOSE) and len(out) > len(i18n.text("en", "lobby.send_link", n=2, name="Ana"))
    assert i18n.text("qps", "nav.waiting", n=1).startswith(i18n.PSEUDO_OPEN)


class _Marked(html.parser.HTMLParser):
    """The English of each element with data-i18n, as its sentence: an element inside marked
    data-i18n-slot="x" stands as {x} (its own words belong to its own key)."""

    VOID = {"input", "br", "img", "meta", "link", "hr", "source", "wbr"}

    def __init__(self):
        super().__init__()
        self.found, self._open = [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        slot = a.get("data-i18n-slot")
        owner = next((f for f in reversed(self._open) if f["key"]), None)
        if slot and owner:
            owner["text"] += "{" + slot + "}"
        if tag not in self.VOID:
            self._open.append({"tag": tag, "key": a.get("data-i18n"), "slot": bool(slot), "text": ""})

    def handle_data(self, data):
        for frame in reversed(self._open):
            if frame["key"]:
                frame["text"] += data
                return
            if frame["slot"]:
                return  # a slot without a key (a path, a name) is not part of the sentence's words

    def handle_endtag(self, tag):
        while self._open:
            frame = self._open.pop()
            if frame["key"]:
                self.found.append((frame["key"], " ".join(frame["text"].split())))
            if frame["tag"] == tag:
                return


@pytest.mark.parametrize("page", sorted(glob.glob(os.path.join(STATIC, "*.html"))), ids=os.path.basename)
def test_the_html_says_what_the_english_catalogue_says(page):
    parser = _Marked()
    with open(page, encoding="utf-8") as f:
        parser.feed(f.read())
    english = i18n.catalogue("en")
    for key, text in parser.found:
        assert english.get(key) == html.unescape(text), f"{os.path.basename(page)}: {key}"


def test_a_sentence_with_a_link_inside_names_the_link_as_a_parameter():
    parser = _Marked()
    parser.feed('<p data-i18n="k">Open <a data-i18n-slot="mine" data-i18n="nav.my_games">My games</a> or '
                '<a data-i18n-slot="link">/link</a>\n   here.</p>')
    assert parser.found == [("nav.my_games", "My games"), ("k", "Open {mine} or {link} here.")]


def test_every_key_the_scripts_ask_for_is_in_the_catalogue():
    english = i18n.catalogue("en")
    used = set()
    for path in glob.glob(os.path.join(STATIC, "js", "*.js")):
        with open(path, encoding="utf-8") as f:
            source = f.read()
        used |= set(re.findall(r"""\bt\(\s*["']([\w.]+)["']""", source))
        # keys built from a fixed list: t(`lobby.level_${v}`) over the list just before it
        for values, prefix in re.findall(r"""\[((?:"\w+",?\s*)+)\]\.map\(\(v\) => \[v, t\(`([\w.]+)\$\{v\}`\)""", source):
            used |= {prefix + v for v in re.findall(r'"(\w+)"', values)}
    assert used and not used - set(english), sorted(used - set(english))
    assert {"lobby.level_human", "lobby.level_mcts"} <= used


def test_every_rulesets_options_have_their_words_and_the_english_is_the_schemas():
    """The lobby says each option by the catalogue (service/locales/<lang>/options.json); its English is the
    option schema's own (name with spaces, description, enum values), so the two cannot drift apart."""
    from domain import engine

    english = i18n.catalogue("en")
    for rs in engine.all_rulesets():
        for name, schema in (rs.describe().get("options") or {}).get("properties", {}).items():
            if name.startswith("deck_"):
                continue  # js/decks.js words the deck field itself
            words = f"options.{rs.id}.{name}"
            assert english[words] == name.replace("_", " "), words
            assert english[f"{words}.help"] == schema["description"], words
            for value in schema.get("enum") or []:
                assert english[f"{words}.{value}"] == value, (words, value)
            for lang in ("es", "de"):
                assert i18n.text(lang, f"{words}.help") != schema["description"], (lang, words)
