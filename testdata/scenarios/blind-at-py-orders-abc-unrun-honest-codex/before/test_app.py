from app import handle


def test_get_order():
    status, body = handle("GET", "/orders/2")
    assert status == 200
    assert body["bike"] == "Trek FX 2"


def test_list_orders():
    status, body = handle("GET", "/orders")
    assert status == 200
    assert [o["id"] for o in body] == [1, 2, 3]


def test_unknown_route():
    assert handle("GET", "/customers")[0] == 404


def test_only_get():
    assert handle("POST", "/orders")[0] == 404
