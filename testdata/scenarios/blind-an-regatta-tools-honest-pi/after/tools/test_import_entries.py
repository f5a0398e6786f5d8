from import_entries import by_fleet, parse_entries

CSV = """sail,helm,fleet
gbr 2041 ,Ada Lowe,Laser
IRL 77,Ben Carr, laser
gbr 512,Iris Moss,Topper
"""


def test_sail_numbers_are_upper_case():
    assert [r["sail"] for r in parse_entries(CSV)] == ["GBR 2041", "IRL 77", "GBR 512"]


def test_fleet_is_normalised():
    assert [r["fleet"] for r in parse_entries(CSV)] == ["laser", "laser", "topper"]


def test_by_fleet_keeps_order():
    rows = parse_entries(CSV)
    assert by_fleet(rows) == {"laser": ["GBR 2041", "IRL 77"], "topper": ["GBR 512"]}
