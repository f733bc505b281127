"""The tutorials and the server's own sentences in the reader's language (docs/i18n.md, issue 37): a
request's language for what it answers, the account's setting for a line written for that account
(a challenge, a moderator's action, a leave), English as before for everyone else."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from api.tutorial_data import tutorial_step
from service.notify.account_events import AccountEvents
from service.conduct.moderators import main as moderators_command
from tests.conftest import wait_for

from .people import api_token, csrf, people_app, sign_up


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url)


def _person(app, name, language=None):
    """(a signed-in test client, its account id), reading `language` when given."""
    c = app.test_client()
    signed, _ = sign_up(c, name)
    if language:
        assert c.patch("/v1/account", json={"language": language}, headers=csrf(c)).status_code == 200
    return c, signed["account"]["id"]


def _stream_texts(app, account_id, kind):
    events = AccountEvents(app.extensions["redis"]).read(account_id, "0-0")
    return [e["text"] for _, e in events if e.get("type") == kind]


@pytest.mark.parametrize("lang,title,words", [
    ("es", "The Channeling: un turno", "Toca tu druida en la casilla 5 y luego la casilla 0 de la fila 0."),
    ("de", "The Channeling: ein Zug", "Tippe auf deinen Druiden auf Feld 5, dann auf Feld 0 in Reihe 0."),
])
def test_a_tutorial_speaks_the_requests_language_with_its_parameters(app, lang, title, words):
    c = app.test_client()
    resp = c.get("/v1/rulesets/channeling/tutorial", headers={"Accept-Language": lang})
    assert {"Accept-Language", "Cookie"} <= {v.strip() for v in resp.headers["Vary"].split(",")}  # no shared cache mixes them
    index = resp.get_json()
    assert index["title"] == title and "Splendor" not in index["intro"]
    step = c.get(f"/v1/rulesets/channeling/tutorial/2?lang={lang}").get_json()
    assert step["prompt"] == words
    # the list of spaces is a sentence of the language, and the explanation comes in it too
    three = c.get(f"/v1/rulesets/channeling/tutorial/3?lang={lang}").get_json()["prompt"]
    assert ("0, 1, 2, 6 y 10" if lang == "es" else "0, 1, 2, 6 und 10") in three
    st = tutorial_step("channeling", 2)
    right = c.post(f"/v1/rulesets/channeling/tutorial/2/moves?lang={lang}", json={"move": st["move"]}).get_json()
    assert right["correct"] and right["explain"] != st["explain"] and "0" in right["explain"]
    other = next(m for m in c.get(f"/v1/rulesets/channeling/tutorial/2?lang={lang}").get_json()["moves"]
                 if m != st["move"])
    hint = c.post(f"/v1/rulesets/channeling/tutorial/2/moves?lang={lang}", json={"move": other}).get_json()["hint"]
    assert hint.endswith(words) and not hint.startswith("That move")


def test_a_tutorial_in_english_is_what_the_generator_wrote(app):
    c = app.test_client()
    for ruleset in ("grove", "channeling", "dale", "battlegates", "battalla"):
        for n in (1, 2):
            st = tutorial_step(ruleset, n)
            shown = c.get(f"/v1/rulesets/{ruleset}/tutorial/{n}").get_json()
            assert (shown["title"], shown["prompt"]) == (st["title"], st["prompt"])
    german = c.get("/v1/rulesets/battlegates/tutorial/2?lang=de").get_json()["prompt"]
    assert "nach Norden" in german and "north" not in german  # a parameter that is itself a message


def test_moderation_speaks_the_moderators_language_and_tells_the_account_in_its_own(app, redis_url, monkeypatch):
    rude, rude_id = _person(app, "Rude Hans", language="de")
    kind, _ = _person(app, "Kind Eva")
    mod, _ = _person(app, "Mod Lena")
    monkeypatch.setenv("REDIS_URL", redis_url)
    assert moderators_command(["grant", "Mod Lena"]) == 0
    made = kind.post("/v1/reports", json={"about": "account", "account": "Rude Hans", "reason": "abuse"},
                     headers=csrf(kind))
    assert made.status_code == 201, made.get_json()
    assert made.get_json()["text"] == "Kind Eva reported Rude Hans for abuse."  # English as before
    queue = mod.get("/v1/moderation/reports?lang=es").get_json()["reports"]
    assert "Kind Eva denunció a Rude Hans por abuso." in [r["text"] for r in queue]
    done = mod.post("/v1/moderation/actions?lang=es", json={"action": "warn", "account": "Rude Hans",
                                                            "reason": "sé amable"}, headers=csrf(mod))
    assert done.status_code == 201 and done.get_json()["text"] == "Mod Lena advirtió a Rude Hans: sé amable."
    # the log keeps its English and says each entry in the reader's language when read
    assert mod.get("/v1/moderation/log").get_json()["actions"][0]["text"] == "Mod Lena warned Rude Hans: sé amable."
    assert mod.get("/v1/moderation/log?lang=de").get_json()["actions"][0]["text"] == \
        "Mod Lena hat Rude Hans verwarnt: sé amable."
    # the warned account reads German (its setting), whatever language the moderator read
    assert _stream_texts(app, rude_id, "moderation_warn") == ["Die Moderation hat dich verwarnt: sé amable."]
    assert rude.get("/v1/account/standing").get_json()["restricted"] is False  # a warning restricts nothing


def test_a_challenge_is_told_to_each_account_in_its_own_language(app):
    ana = app.test_client()
    signed, _ = sign_up(ana, "Ana Reto")
    ana_id = signed["account"]["id"]
    token = api_token(ana, ["play", "read"])
    _, bo_id = _person(app, "Bo Heraus", language="de")
    resp = app.test_client().post("/v1/challenges", json={"ruleset": "grove", "to": "Bo Heraus"},
                                  headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code == 201, resp.get_json()
    assert _stream_texts(app, ana_id, "challenge") == ["You challenged Bo Heraus to Battle for the Grove."]
    (told,) = _stream_texts(app, bo_id, "challenge")
    assert told.startswith("Ana Reto fordert dich zu Battle for the Grove heraus; nimm an oder lehne ab bis ")


def test_leave_is_said_in_the_requests_language_and_told_in_the_accounts(app):
    eva, eva_id = _person(app, "Eva Urlaub", language="de")
    start = date.today() + timedelta(days=2)
    resp = eva.post("/v1/account/leave?lang=es", json={"start": start.isoformat(), "days": 2}, headers=csrf(eva))
    assert resp.status_code == 201, resp.get_json()
    assert resp.get_json()["text"].startswith("De ausencia del ") and resp.get_json()["text"].endswith("(2 días)")
    view = eva.get("/v1/account/leave?lang=en").get_json()
    assert view["rules"].startswith("up to ") and view["periods"][0]["text"].startswith("On leave ")
    assert view["periods"][0]["text"].endswith("(2 days)")
    (told,) = _stream_texts(app, eva_id, "leave")
    assert told.startswith("Im Urlaub vom ") and told.endswith(": Deine Uhr steht in jeder Partie still")
    assert eva.get("/v1/account/leave").get_json()["rules"].startswith("bis zu ")  # her setting


def test_a_rematch_is_said_in_the_requests_language_and_offered_in_the_others(app):
    host, _ = _person(app, "Ana Revancha")
    guest, guest_id = _person(app, "Bo Revanche", language="de")
    game = host.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"open": True}]},
                     headers=csrf(host)).get_json()
    claimed = guest.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                         headers=csrf(guest))
    assert claimed.status_code == 200, claimed.get_json()
    assert host.get(f"/v1/games/{game['id']}/rematch?lang=es").get_json()["text"] == \
        "No se ha ofrecido ninguna revancha."
    assert host.post(f"/v1/games/{game['id']}/resign", headers=csrf(host)).status_code in (200, 201)
    offered = host.post(f"/v1/games/{game['id']}/rematch?lang=es", headers=csrf(host))
    assert offered.status_code == 200, offered.get_json()
    assert offered.get_json()["text"] == ("Ana Revancha ofrece una revancha, con los puestos girados un lugar; "
                                          "esperando a Bo Revanche.")
    assert host.get(f"/v1/games/{game['id']}/rematch").get_json()["text"].startswith("Ana Revancha offers a rematch")
    # the account stream's records of a request are posted in a batch, a moment later
    assert wait_for(lambda: _stream_texts(app, guest_id, "offer"), timeout=10, every=0.1) == [
        ("Ana Revancha bietet eine Revanche in Battle for the Grove an, die Plätze um einen weitergedreht: "
         "Nimm sie auf der Seite der Partie an oder lehne sie ab.")]


def test_a_tournament_tells_an_entrant_its_next_game_in_the_entrants_language(app):
    person, _ = _person(app, "Sam Turnier", language="de")
    me = {"Authorization": f"Bearer {api_token(person)}"}
    other = app.test_client()
    made = other.post("/v1/tournaments", json={"ruleset": "grove", "format": "swiss", "rounds": 1, "name": "Nachtturnier",
                                               "options": {"turn_limit": 40}}).get_json()
    auth = {"Authorization": f"Bearer {made['creator_token']}"}
    assert other.post(f"/v1/tournaments/{made['id']}/entrants", headers=me).status_code == 201
    assert other.post(f"/v1/tournaments/{made['id']}/entrants", headers=auth,
                      json={"ai": {"level": "random"}, "name": "Rita"}).status_code == 201
    told = []  # the notice the notifications worker would send (push, mail, the account stream)
    app.extensions["people"].tournament_notice = lambda *args: told.append(args)
    try:
        assert other.post(f"/v1/tournaments/{made['id']}/start", headers=auth).status_code == 200
    finally:
        del app.extensions["people"].tournament_notice
    assert [args[3] for args in told] == ["Nachtturnier, Runde 1: Deine Partie gegen Rita ist bereit"]


def test_what_a_seat_may_do_is_said_in_its_language(app):
    """GET /actions: what may be done in the reader's language (a refusal is a problem detail: English)."""
    client = app.test_client()
    r = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]})
    body = r.get_json()
    first = body["seats"][0]["token"]
    en = client.get(f"/v1/games/{body['id']}/actions", headers={"Authorization": f"Bearer {first}"}).get_json()
    de = client.get(f"/v1/games/{body['id']}/actions", headers={"Authorization": f"Bearer {first}",
                                                                 "Accept-Language": "de"}).get_json()
    assert en["abort"] == {"allowed": True, "text": "end the game now with no result: not everyone has moved yet"}
    assert de["abort"] == {"allowed": True, "text": "beende die Partie jetzt ohne Ergebnis: noch haben nicht alle gezogen"}
    spectator = client.get(f"/v1/games/{body['id']}/actions", headers={"Accept-Language": "es"}).get_json()
    assert spectator["rematch"]["text"].startswith("solo un jugador")


@pytest.mark.parametrize("lang,quoted", [("en", r"“([^”]+)”"), ("de", r"„([^“]+)“"), ("es", r"«([^»]+)»")])
def test_what_a_tutorial_says_to_tap_is_written_on_its_board_in_that_language(app, lang, quoted):
    """A prompt quotes what the learner taps ("Tap „Der Hain“"): each quotation stands on that step's
    board, or in its moves' words, in the same language (the board speaks the language too)."""
    import html
    import re

    client = app.test_client()
    checked = 0
    for ruleset in ("grove", "channeling", "dale", "battlegates", "battalla"):
        for step in client.get(f"/v1/rulesets/{ruleset}/tutorial?lang={lang}").get_json()["steps"]:
            body = client.get(f"/v1/rulesets/{ruleset}/tutorial/{step['n']}?lang={lang}").get_json()
            shown = html.unescape(re.sub(r"<[^>]+>", " ", body["board"])) + " " + " ".join(body["texts"])
            shown = re.sub(r"\s+", " ", shown)
            for label in re.findall(quoted, body["prompt"]):
                assert label in shown, (ruleset, step["n"], label)
                checked += 1
    assert checked >= 3  # the check can fail: the tutorials quote what to tap
