"""Rental rates, in euros."""

HOURLY = 8.0
DAY_CAP = 40.0
MEMBER_DISCOUNT = 0.25
