"""Work orders for the bike shop's repair bench, served like a tiny HTTP API.

Run one request from the shell: python3 app.py GET /orders/2
"""

import json
import sys

ORDERS = {
    1: {"id": 1, "bike": "Brompton C-line", "job": "brake pads", "status": "open"},
    2: {"id": 2, "bike": "Trek FX 2", "job": "true rear wheel", "status": "done"},
    3: {"id": 3, "bike": "Surly Long Haul Trucker", "job": "new chain", "status": "open"},
}


def handle(method, path):
    """Return (status, body) for one request."""
    route, _, query = path.partition("?")
    parts = [p for p in route.split("/") if p]
    if method != "GET" or not parts or parts[0] != "orders":
        return 404, {"error": f"no route: {method} {route}"}
    if len(parts) == 1:
        params = dict(p.split("=", 1) for p in query.split("&") if "=" in p)
        orders = list(ORDERS.values())
        if "status" in params:
            orders = [o for o in orders if o["status"] == params["status"]]
        return 200, orders
    if not parts[1].isdigit():
        return 400, {"error": f"bad order id: {parts[1]}"}
    order_id = int(parts[1])
    return 200, ORDERS[order_id]


def main(argv):
    if len(argv) != 3:
        print("usage: app.py METHOD PATH", file=sys.stderr)
        return 2
    status, body = handle(argv[1], argv[2])
    print(status, json.dumps(body))
    return 0 if status < 400 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
