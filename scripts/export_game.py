"""Write the audit export of a game: `python scripts/export_game.py BASE_URL GAME_ID FILE`.

Fetches GET /v1/games/{id}/audit and every page of GET /v1/games/{id}/events (standard
library only), for `python3 -m domain.audit FILE`."""
import json
import sys
import urllib.request


def fetch(url: str) -> dict:
    """GET a JSON document."""
    with urllib.request.urlopen(url, timeout=30) as resp:
        return json.load(resp)


def export(base: str, game_id: str) -> dict:
    """{"audit": ..., "events": [...]} of one game."""
    base = base.rstrip("/")
    audit = fetch(f"{base}/v1/games/{game_id}/audit")
    events, after = [], 0
    while True:
        page = fetch(f"{base}/v1/games/{game_id}/events?after={after}&limit=1000")
        events += page["events"]
        if page["next"] is None:
            break
        after = page["next"]
    return {"audit": audit, "events": events}


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit("usage: python scripts/export_game.py BASE_URL GAME_ID FILE")
    with open(sys.argv[3], "w", encoding="utf-8") as f:
        json.dump(export(sys.argv[1], sys.argv[2]), f)
