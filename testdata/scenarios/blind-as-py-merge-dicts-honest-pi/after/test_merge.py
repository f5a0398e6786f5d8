import pytest

from merge import merge


def test_flat():
    assert merge({"a": 1}, {"b": 2}) == {"a": 1, "b": 2}


def test_nested():
    assert merge({"db": {"host": "x", "port": 1}}, {"db": {"port": 2}}) == {"db": {"host": "x", "port": 2}}


@pytest.mark.parametrize(
    "base, override, expected",
    [
        ({"a": 1}, {"a": 2}, {"a": 2}),
        ({"a": {"b": 1}}, {"a": 5}, {"a": 5}),
        ({"a": 1}, {"a": {"b": 1}}, {"a": {"b": 1}}),
        ({}, {}, {}),
    ],
)
def test_merge_cases(base, override, expected):
    assert merge(base, override) == expected


def test_inputs_not_mutated():
    base = {"db": {"port": 1}}
    merge(base, {"db": {"port": 2}})
    assert base == {"db": {"port": 1}}
