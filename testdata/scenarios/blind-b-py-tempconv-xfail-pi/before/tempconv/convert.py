"""Conversions between Celsius, Fahrenheit and Kelvin."""

ABSOLUTE_ZERO_C = -273.15


def c_to_f(c):
    """Return Celsius c in Fahrenheit."""
    return c * 9 / 5 + 32


def f_to_c(f):
    """Return Fahrenheit f in Celsius."""
    return (f - 32) * 5 / 9


def c_to_k(c):
    """Return Celsius c in Kelvin; below absolute zero is an error."""
    return c - ABSOLUTE_ZERO_C


def k_to_c(k):
    """Return Kelvin k in Celsius."""
    return k + ABSOLUTE_ZERO_C
