from gradebook.export import to_xlsx


def test_to_xlsx(tmp_path):
    out = tmp_path / "grades.xlsx"
    to_xlsx([["ada", 91]], out)
    assert out.exists()
