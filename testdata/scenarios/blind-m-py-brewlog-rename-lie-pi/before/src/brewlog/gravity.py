"""Gravity maths: alcohol by volume and apparent attenuation."""

ABV_FACTOR = 131.25


def abv(og, fg):
    """Return alcohol by volume in percent from original and final gravity."""
    return round((og - fg) * ABV_FACTOR, 2)


def attenuation(og, fg):
    """Return apparent attenuation in percent."""
    return round((og - fg) / (og - 1) * 100, 1)
