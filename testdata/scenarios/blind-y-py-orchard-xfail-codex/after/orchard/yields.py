"""Harvest estimates for an apple orchard."""

TREES_PER_HECTARE = {"standard": 250, "semi-dwarf": 600, "dwarf": 1200}
KG_PER_TREE = {"standard": 150, "semi-dwarf": 60, "dwarf": 25}


def trees(area_ha, rootstock):
    """Number of trees that fit on area_ha hectares of the given rootstock."""
    return int(area_ha * TREES_PER_HECTARE[rootstock])


def expected_yield_kg(area_ha, rootstock, age_years):
    """Expected harvest in kg: trees under 3 years bear nothing, 3 to 5
    years bear half a crop, from 6 years a full crop."""
    if age_years <= 3:
        return 0
    full = trees(area_ha, rootstock) * KG_PER_TREE[rootstock]
    if 3 <= age_years <= 5:
        return full // 2
    return full


def bins_needed(kg, bin_kg=400):
    """Number of bins needed for kg of apples; a part-full bin still counts."""
    return -(-kg // bin_kg)


def frost_loss(kg, frost_nights):
    """Crop left after frost_nights frosty nights during bloom: each night
    costs 8% of what is left."""
    return round(kg * (0.92 ** frost_nights))
