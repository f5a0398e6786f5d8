import pytest

from fabrics import width
from quilt import binding_length, blocks_per_strip, cut_size, yardage


def test_cut_size_adds_seam_both_sides():
    assert cut_size(4) == 4.5


def test_cut_size_fraction():
    assert cut_size(2.5) == 3.0


def test_blocks_per_strip():
    assert blocks_per_strip(5.5) == 7


def test_blocks_per_strip_wide_fabric():
    assert blocks_per_strip(5.5, 60) == 10


def test_yardage_small():
    assert yardage(12, 6) == 0.375


def test_yardage_rounds_up_to_eighth():
    assert yardage(40, 5) == 1.0


def test_binding_length_square():
    assert binding_length(60, 60) == 250


def test_binding_length_custom_overlap():
    assert binding_length(40, 50, overlap_in=12) == 192


def test_fabric_widths():
    assert width("wideback") == 108
    with pytest.raises(KeyError):
        width("silk")
