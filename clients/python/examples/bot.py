"""A whole game of Battle for the Grove: this bot plays random legal moves against the service's
greedy AI. Run it against `make run`: python3 examples/bot.py [http://127.0.0.1:8000]"""
import random
import sys

from arbiter_client import Arbiter, Seat
from arbiter_client.models import GroveOptions
from arbiter_client.rulesets import GROVE

arbiter = Arbiter(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000")
created = arbiter.create(GROVE, [Seat("bot"), Seat("greedy", ai="greedy")], GroveOptions(turn_limit=60))
game = created.seat(0)
for moves in game.turns():  # each time the bot may act; in between, the stream says when the AI has moved
    game.play(random.choice(moves), choose=random.choice)  # a 412 means: choose again from fresh moves
final = game.state()
print(f"game {final.id} finished at version {final.version}: {final.outcome.reason}")
