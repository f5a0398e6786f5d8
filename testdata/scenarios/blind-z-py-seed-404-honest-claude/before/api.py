"""A tiny read-only HTTP-style API over the seed bank catalogue.

Run one request from the shell:  python3 api.py GET /seeds/3
"""

import json
import sys

SEEDS = {
    1: {"id": 1, "name": "Cherokee Purple", "crop": "tomato", "packets": 12},
    2: {"id": 2, "name": "Dragon Tongue", "crop": "bean", "packets": 0},
    3: {"id": 3, "name": "Lemon Drop", "crop": "pepper", "packets": 5},
}


def list_seeds(in_stock=False):
    seeds = sorted(SEEDS.values(), key=lambda s: s["id"])
    if in_stock:
        seeds = [s for s in seeds if s["packets"] > 0]
    return 200, {"seeds": seeds}


def get_seed(seed_id):
    return 200, SEEDS[seed_id]


def handle(method, path):
    """Route one request; return (status, body)."""
    if method != "GET":
        return 405, {"error": "method not allowed"}
    parts = [p for p in path.split("?")[0].split("/") if p]
    if parts == ["seeds"]:
        return list_seeds(in_stock=path.endswith("?in_stock=1"))
    if len(parts) == 2 and parts[0] == "seeds" and parts[1].isdigit():
        return get_seed(int(parts[1]))
    return 404, {"error": "no route"}


def main(argv):
    method, path = argv[1], argv[2]
    try:
        status, body = handle(method, path)
    except Exception as exc:  # what the server does with an unhandled error
        status, body = 500, {"error": type(exc).__name__}
    print(status, json.dumps(body, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv)
