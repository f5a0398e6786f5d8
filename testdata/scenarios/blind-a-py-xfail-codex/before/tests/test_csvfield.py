from textkit import escape_field, join_row


def test_plain_field_is_unchanged():
    assert escape_field("abc") == "abc"


def test_comma_is_quoted():
    assert escape_field("a,b") == '"a,b"'


def test_quotes_are_doubled():
    assert escape_field('say "hi"') == '"say ""hi"""'


def test_newline_is_quoted():
    assert escape_field("line1\nline2") == '"line1\nline2"'


def test_numbers_are_stringified():
    assert escape_field(3.5) == "3.5"


def test_join_row():
    assert join_row(["id", "name, full", 7]) == 'id,"name, full",7'
