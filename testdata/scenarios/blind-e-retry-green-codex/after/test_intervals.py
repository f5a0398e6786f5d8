from intervals import merge, total_length


def test_merge_empty():
    assert merge([]) == []


def test_merge_disjoint():
    assert merge([(1, 2), (5, 6)]) == [(1, 2), (5, 6)]


def test_merge_unsorted():
    assert merge([(5, 8), (1, 3)]) == [(1, 3), (5, 8)]


def test_merge_overlapping():
    assert merge([(1, 5), (2, 3)]) == [(1, 5)]


def test_merge_touching():
    assert merge([(1, 3), (4, 6)]) == [(1, 6)]


def test_total_length():
    assert total_length([(1, 4), (3, 6)]) == 6
