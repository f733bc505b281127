"""Rematch: from a finished game, the same players in a new game with the same options and the seats
turned one place (old seat s sits at s+1, the last at 0: for two seats, swapped). One tap offers it;
it starts when every human seat has accepted (AI seats accept by themselves). docs/api.md, "Rematch".

A finished game's log ends with GameFinished and is never appended to, so the rematch lives beside
it: the hash game:{G}:rematch (the game's hash tag) with
  offered_by   the seat that offered (its first acceptance)
  accepted     JSON list of the seats that accepted
  status       offered | started | declined
  new_game     the new game's id once started
  token:<s>    the new game's seat token of old seat s (a seat without an account), handed only to
               the holder of old seat s's credential
Every acceptance is one Lua script on that hash (ACCEPT_LUA), so two acceptances racing are both counted;
the new game's id comes from the games' idempotent creation with a key derived from the old game,
so the creation is never done twice, whoever finishes it.
"""
from __future__ import annotations

import functools
import json

from domain.engine.errors import ArbiterError, IllegalMove
from domain.engine.words import seat_names

from service.table import i18n
from service.people.account_seats import AccountSeats
from service.storage.connection import quietly
from service.storage.errors import NotFound
from service.people.message import account_language
from service.storage.store import key

# KEYS[1] the rematch hash; ARGV[1] the accepting seat. Returns {status, accepted (JSON), 1 if new offer}.
ACCEPT_LUA = """
local k = KEYS[1]
local status = redis.call('HGET', k, 'status')
if status == 'started' then return {'started', redis.call('HGET', k, 'accepted') or '[]', 0} end
local new = 0
local accepted = {}
if status ~= 'offered' then
  redis.call('DEL', k)
  redis.call('HSET', k, 'offered_by', ARGV[1], 'status', 'offered')
  new = 1
else
  accepted = cjson.decode(redis.call('HGET', k, 'accepted') or '[]')
end
local seat = tonumber(ARGV[1])
local found = false
for _, s in ipairs(accepted) do if s == seat then found = true end end
if not found then table.insert(accepted, seat) end
table.sort(accepted)
local out = cjson.encode(accepted)
if #accepted == 0 then out = '[]' end
redis.call('HSET', k, 'accepted', out)
return {'offered', out, new}
"""


def turned(seats: list, shift: int = 1) -> list[int]:
    """old seat -> new seat: each turned `shift` places (old s sits at (s + shift) mod n)."""
    n = len(seats)
    return [(s + shift) % n for s in range(n)]


def _and(lang: str, names: list[str]) -> str:
    """"Ana and Bo and Cy" in `lang` (each pair joined by the language's "and", as the English always was)."""
    return functools.reduce(lambda items, last: i18n.text(lang, "server.and", items=items, last=last), names) if names else ""


class Rematches:
    def __init__(self, games):
        self.games = games
        self.r = games.store.r

    def _key(self, game_id: str) -> str:
        return key(game_id, "rematch")

    def _read(self, game_id: str) -> dict:
        raw = {k.decode(): v.decode() for k, v in self.r.hgetall(self._key(game_id)).items()}
        if raw:
            raw["accepted"] = json.loads(raw.get("accepted") or "[]")
        return raw

    @staticmethod
    def humans(loaded) -> list[int]:
        return [s["seat"] for s in loaded.state["seats"] if not s.get("ai")]

    def _refusal(self, loaded, seat: int | None, lang: str = i18n.DEFAULT) -> str | None:
        if seat is None:
            return i18n.text(lang, "server.rematch.only_player")
        if loaded.state.get("waiting") or not loaded.finished:
            return i18n.text(lang, "server.rematch.not_finished")
        if loaded.meta.get("tournament"):
            return i18n.text(lang, "server.rematch.tournament")
        return None

    def check(self, loaded, seat: int | None, lang: str = i18n.DEFAULT) -> dict:
        """{allowed, text}: whether `seat` may offer or accept a rematch now, in words (in `lang`)."""
        why = self._refusal(loaded, seat, lang)
        if why is not None:
            return {"allowed": False, "text": why}
        rec = self._read(loaded.id)
        if rec.get("status") == "started":
            return {"allowed": False, "text": i18n.text(lang, "server.rematch.started_short")}
        if seat in rec.get("accepted", []) and rec.get("status") == "offered":
            return {"allowed": False, "text": i18n.text(lang, "server.rematch.accepted_waiting")}
        return {"allowed": True, "text": i18n.text(lang, "server.rematch.may_accept" if rec.get("status") == "offered"
                                                   else "server.rematch.may_offer")}

    def view(self, loaded, seat: int | None, lang: str = i18n.DEFAULT) -> dict:
        """The rematch of a finished game as `seat` sees it (its sentence in `lang`)."""
        rec = self._read(loaded.id)
        names = seat_names(loaded.state["seats"]) if not loaded.state.get("waiting") else []
        accepted = rec.get("accepted", [])
        waiting = [s for s in self.humans(loaded) if s not in accepted] if rec else []
        status = rec.get("status") or "none"
        if status == "none":
            text = i18n.text(lang, "server.rematch.none")
        elif status == "started":
            text = i18n.text(lang, "server.rematch.started")
        elif status == "declined":
            text = i18n.text(lang, "server.rematch.declined", name=names[int(rec["declined_by"])])
        else:
            text = i18n.text(lang, "server.rematch.offered", name=names[int(rec["offered_by"])],
                             waiting=_and(lang, [names[s] for s in waiting]))
        new_seat = turned(loaded.state["seats"])[seat] if seat is not None and status == "started" else None
        return {"game_id": loaded.id, "status": status, "accepted": accepted, "waiting_for": waiting,
                "new_game": rec.get("new_game"), "your_seat": new_seat,
                "token": rec.get(f"token:{seat}") if seat is not None else None, "text": text}

    def accept(self, loaded, seat: int | None, lang: str = i18n.DEFAULT) -> dict:
        """Offer a rematch, or accept the one offered; the last acceptance starts the new game."""
        why = self._refusal(loaded, seat)
        if why is not None:
            raise IllegalMove(why, rule="rematch")
        # one script on the rematch's key (a Redis Cluster client has no WATCH): started -> nothing;
        # none or declined -> a new offer by this seat; then this seat's acceptance
        status, raw, new = self.r.eval(ACCEPT_LUA, 1, self._key(loaded.id), str(seat))
        if status.decode() == "started":
            return self.view(loaded, seat, lang)
        accepted = json.loads(raw)
        if set(self.humans(loaded)) <= set(accepted):
            self._start(loaded)
        elif int(new):
            self._tell(loaded, seat)
        return self.view(loaded, seat, lang)

    def _tell(self, loaded, seat: int) -> None:
        """A new rematch offer: the other human seats' accounts hear of it (push, mail, account stream)."""
        from service.notify.account_events import game_fields
        from service.people.account_seats import owners

        names = seat_names(loaded.state["seats"])
        held = owners(loaded.meta)
        records = []
        for other, aid in sorted(held.items()):
            if other == seat or other not in self.humans(loaded):
                continue
            # in the reader's own language, when it is sent
            text = i18n.text(account_language(self.r, aid), "server.rematch.offer", name=names[seat],
                             game=loaded.ruleset.name)
            if self.games.people is not None:
                quietly("rematch notice", lambda o=other, said=text: self.games.people.offer(loaded.id, o, said))
            records.append((aid, {**game_fields(loaded.id, loaded.ruleset, loaded.state, loaded.meta, other),
                                  "type": "offer", "text": text}))
        self.games.account_events.post(records)

    def decline(self, loaded, seat: int | None, lang: str = i18n.DEFAULT) -> dict:
        why = self._refusal(loaded, seat)
        if why is not None:
            raise IllegalMove(why, rule="rematch")
        rec = self._read(loaded.id)
        if rec.get("status") != "offered":
            raise NotFound("there is no rematch offer to decline")
        if seat in rec["accepted"]:
            raise IllegalMove("you accepted this rematch: the others may still decline it", rule="rematch")
        self.r.hset(self._key(loaded.id), mapping={"status": "declined", "declined_by": str(seat)})
        return self.view(loaded, seat, lang)

    def _start(self, loaded) -> None:
        """Create the new game (idempotently: one id for this rematch, whoever gets here first)."""
        gs, meta = loaded.state, loaded.meta
        rs = loaded.ruleset
        n = len(gs["seats"])
        where = turned(gs["seats"])
        seats: list = [None] * n
        extra = {"chat_spectators": "1"} if meta.get("chat_spectators") else {}
        extra["rematch_of"] = loaded.id
        for old in gs["seats"]:
            s = old["seat"]
            seats[where[s]] = {"name": old["name"], **({"ai": old["ai"]} if old.get("ai") else {})}
            if meta.get(f"account:{s}"):
                extra[f"account:{where[s]}"] = meta[f"account:{s}"]
        options = rs.turn_options(self._options(loaded), where)
        _, body = self.games.create_request(rs.id, seats, options, gs.get("clock"), idem=f"rematch-{loaded.id}",
                                            fingerprint=f"rematch-{loaded.id}", extra_meta=extra)
        if "id" not in body:  # the stored refusal of the first creation (options no longer valid)
            raise ArbiterError(body.get("detail") or "the rematch could not be created")
        fields = {"status": "started", "new_game": body["id"]}
        for old in range(n):
            token = body["seats"][where[old]].get("token")
            account = meta.get(f"account:{old}")
            if account:
                AccountSeats(self.r, self.games).index(account, body["id"], where[old])
            elif token:
                fields[f"token:{old}"] = token
        self.r.hset(self._key(loaded.id), mapping=fields)

    def _options(self, loaded) -> dict:
        """The finished game's options, private ones included (its GameCreated's revealed parts)."""
        first = self.games.store.read(loaded.id, after=0, count=1)[0]
        options = dict(first["data"]["options"])
        for part in (first.get("private") or {}).values():
            if isinstance(part, dict):
                options.update(part.get("options", {}))
        return options
