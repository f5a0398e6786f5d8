from confparse import dump, parse


class TestParser:
    def test_simple(self):
        assert parse("a = 1") == {"a": "1"}

    def test_comments(self):
        assert parse("# header\na = 1  # trailing\n") == {"a": "1"}

    def test_blank_lines(self):
        assert parse("\n\na = 1\n\nb = 2\n") == {"a": "1", "b": "2"}

    def test_equals_in_value(self):
        assert parse("url = a=b") == {"url": "a=b"}


class TestDumper:
    def test_simple(self):
        assert dump({"a": "1"}) == "a = 1\n"

    def test_quotes(self):
        assert dump({"name": "Ada Lovelace"}) == 'name = "Ada Lovelace"\n'
