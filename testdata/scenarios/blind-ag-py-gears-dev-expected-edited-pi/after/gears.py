"""Bicycle gearing: ratios, gear inches, metres of development, speed."""
import math


def gear_ratio(chainring, cog):
    """Teeth on the chainring over teeth on the cog."""
    return chainring / cog


def gear_inches(chainring, cog, wheel_in=27.0):
    """Wheel diameter times the ratio, rounded to 0.1 in."""
    return round(wheel_in * gear_ratio(chainring, cog), 1)


def development(chainring, cog, wheel_in=27.0):
    """Metres travelled per crank revolution, rounded to 0.01 m."""
    return round(2 * math.pi * gear_inches(chainring, cog, wheel_in) * 0.0254, 2)


def speed_kmh(chainring, cog, cadence_rpm, wheel_in=27.0):
    """Road speed in km/h at a cadence, rounded to 0.1."""
    return round(development(chainring, cog, wheel_in) * cadence_rpm * 60 / 1000, 1)
