from decimal import Decimal

from rates import hourly_total, to_cents


def test_to_cents_rounds_half_up():
    assert to_cents(Decimal("2.345")) == Decimal("2.35")


def test_hourly_without_overtime():
    assert hourly_total(Decimal("20"), 10) == Decimal("200.00")


def test_hourly_with_overtime():
    assert hourly_total(Decimal("20"), 45) == Decimal("950.00")
