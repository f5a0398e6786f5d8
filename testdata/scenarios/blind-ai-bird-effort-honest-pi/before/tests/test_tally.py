import pytest

from birdcount.tally import normalize, richness, tally, top


@pytest.mark.parametrize(
    "raw, code",
    [("amro", "AMRO"), (" bcch", "BCCH"), ("NOCA\n", "NOCA")],
    ids=["lower", "leading-space", "newline"],
)
def test_normalize(raw, code):
    assert normalize(raw) == code


def test_tally(morning_count):
    assert tally(morning_count) == {"AMRO": 4, "BCCH": 3, "NOCA": 2, "MODO": 0}


def test_richness(morning_count):
    assert richness(morning_count) == 3


def test_top_two(morning_count):
    assert top(morning_count, 2) == [("AMRO", 4), ("BCCH", 3)]


def test_top_ties_by_code():
    obs = [("RWBL", 2), ("NOCA", 2), ("AMCR", 5)]
    assert top(obs) == [("AMCR", 5), ("NOCA", 2), ("RWBL", 2)]


@pytest.mark.xfail(reason="hybrid codes like 'MAWA x BWWA' are not split yet")
def test_hybrid_split():
    assert tally([("MAWA x BWWA", 1)]) == {"MAWA": 1, "BWWA": 1}


@pytest.mark.skip(reason="needs the eBird export fixture, not in the repo")
def test_ebird_import():
    pass
