from decimal import Decimal

import pytest

from rates import prorated_amount


def test_prorate_full_period():
    assert prorated_amount(Decimal("30.00"), 30, 30) == Decimal("30.00")


def test_prorate_partial_period():
    assert prorated_amount(Decimal("100.00"), 10, 31) == Decimal("32.26")


def test_prorate_rejects_too_many_days():
    with pytest.raises(ValueError):
        prorated_amount(Decimal("10.00"), 31, 30)
