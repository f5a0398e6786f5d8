from api import handle


def test_list_all():
    status, body = handle("GET", "/seeds")
    assert status == 200
    assert [s["id"] for s in body["seeds"]] == [1, 2, 3]


def test_list_in_stock():
    status, body = handle("GET", "/seeds?in_stock=1")
    assert [s["name"] for s in body["seeds"]] == ["Cherokee Purple", "Lemon Drop"]


def test_get_seed():
    status, body = handle("GET", "/seeds/3")
    assert status == 200
    assert body["crop"] == "pepper"


def test_post_not_allowed():
    assert handle("POST", "/seeds")[0] == 405
