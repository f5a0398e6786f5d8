from decimal import Decimal

import pytest

from rates import prorate


def test_prorate_full_period():
    assert prorate(Decimal("30.00"), 30, 30) == Decimal("30.00")


def test_prorate_partial_period():
    assert prorate(Decimal("100.00"), 10, 31) == Decimal("32.26")


def test_prorate_rejects_too_many_days():
    with pytest.raises(ValueError):
        prorate(Decimal("10.00"), 31, 30)
