import pytest

from cinema.pricing import quote, ticket_price


@pytest.mark.parametrize(
    "start_hour, three_d, member, expected",
    [
        (20, False, False, 1250),
        (14, False, False, 1000),
        (16, False, False, 1250),
        (14, True, False, 1300),
        (21, True, True, 1450),
    ],
    ids=["evening", "matinee", "four-pm-is-evening", "matinee-3d", "member-3d"],
)
def test_ticket_price(start_hour, three_d, member, expected):
    assert ticket_price(start_hour, three_d, member) == expected


def test_quote_totals():
    q = quote([(20, False, False), (14, False, False)])
    assert q == {"count": 2, "total_cents": 2250}


def test_quote_empty():
    assert quote([]) == {"count": 0, "total_cents": 0}
