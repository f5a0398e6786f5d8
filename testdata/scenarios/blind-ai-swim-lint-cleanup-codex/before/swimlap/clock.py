"""Clock formatting for swim times."""
import math


def format_time(seconds):
    """Format seconds as m:ss.s (83.4 -> "1:23.4")."""
    minutes, rest = divmod(seconds, 60)
    return f"{int(minutes)}:{rest:04.1f}"


def total(splits):
    """Return the total time of a list of split times."""
    return sum(splits) 
