"""Fabric estimates for quilts. All sizes in inches."""

import math

from fabrics import width

SEAM_IN = 0.25


def cut_size(finished_in):
    """Size to cut a square so it finishes at finished_in once both seams are sewn."""
    return finished_in + SEAM_IN


def blocks_per_strip(cut_in, width_in=None):
    """How many cut squares fit across one width-of-fabric strip."""
    if width_in is None:
        width_in = width("cotton")
    return int(width_in // cut_in)


def yardage(n_blocks, finished_in, width_in=None):
    """Yards to buy for n_blocks squares, rounded up to the next 1/8 yard."""
    cut = cut_size(finished_in)
    strips = math.ceil(n_blocks / blocks_per_strip(cut, width_in))
    return math.ceil(strips * cut / 36 * 8) / 8


def binding_length(width_in, height_in, overlap_in=10):
    """Binding strip needed: the quilt's perimeter plus overlap for joining."""
    return 2 * (width_in + height_in) + overlap_in
