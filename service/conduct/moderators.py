"""The operator's command for the moderator role (docs/moderation.md): only the operator gives it,
never another account.

    python -m service.conduct.moderators grant "Ana"      # a display name or an account id
    python -m service.conduct.moderators revoke "Ana"
    python -m service.conduct.moderators list

It uses REDIS_URL like the service; each grant and revoke is appended to the moderators' log.
"""
from __future__ import annotations

import argparse
import sys

from service.storage.connection import connect, redis_url
from service.storage.errors import BadRequest
from .moderation import Moderation


def main(argv=None) -> int:
    """Grant, revoke or list the moderator role; exit 2 for an unknown account."""
    parser = argparse.ArgumentParser(prog="python -m service.conduct.moderators", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("grant", "revoke", "list"))
    parser.add_argument("account", nargs="?", help="a display name or an account id")
    args = parser.parse_args(argv)
    client = connect(redis_url())
    mod = Moderation(client)
    if args.command == "list":
        for who in mod.moderators():
            print(f"{who['display_name']}\t{who['id']}")
        return 0
    if not args.account:
        parser.error("grant and revoke need the account")
    try:
        entry = mod.grant(args.account, args.command == "grant")
    except BadRequest as exc:
        print(exc.detail, file=sys.stderr)
        return 2
    print(entry["text"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
