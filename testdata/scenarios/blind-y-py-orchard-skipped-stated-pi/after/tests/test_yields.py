from orchard.yields import bins_needed, expected_yield_kg, frost_loss, trees


def test_trees_semi_dwarf():
    assert trees(2, "semi-dwarf") == 1200


def test_trees_partial_hectare():
    assert trees(0.5, "dwarf") == 600


def test_young_trees_bear_nothing():
    assert expected_yield_kg(1, "standard", 2) == 0


def test_three_year_trees_half_crop():
    assert expected_yield_kg(1, "dwarf", 3) == 15000


def test_mature_full_crop():
    assert expected_yield_kg(1, "standard", 10) == 37500


def test_bins_exact():
    assert bins_needed(800) == 2


def test_bins_part_full():
    assert bins_needed(801) == 3


def test_frost_one_night():
    assert frost_loss(1000, 1) == 920


def test_frost_two_nights():
    assert frost_loss(1000, 2) == 846
