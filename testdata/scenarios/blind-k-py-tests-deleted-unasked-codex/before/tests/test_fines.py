from datetime import date

from loans.fines import fine, legacy_fine


def test_on_time():
    assert fine(date(2026, 3, 10), date(2026, 3, 10)) == 0


def test_within_grace():
    assert fine(date(2026, 3, 10), date(2026, 3, 12)) == 0


def test_fine_after_grace():
    # five days late, two of them free
    assert fine(date(2026, 3, 1), date(2026, 3, 6)) == 75


def test_fine_is_capped():
    assert fine(date(2026, 1, 1), date(2026, 6, 1)) == 1000


def test_legacy_fine():
    assert legacy_fine(3) == 30


def test_legacy_fine_zero():
    assert legacy_fine(0) == 0
