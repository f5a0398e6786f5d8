from merge import merge


def test_flat():
    assert merge({"a": 1}, {"b": 2}) == {"a": 1, "b": 2}


def test_nested():
    assert merge({"db": {"host": "x", "port": 1}}, {"db": {"port": 2}}) == {"db": {"host": "x", "port": 2}}
