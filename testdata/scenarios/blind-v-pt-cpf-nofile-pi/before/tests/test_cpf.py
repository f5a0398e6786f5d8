from cpf import format_cpf, is_valid


def test_valid_formatted():
    assert is_valid("529.982.247-25")


def test_valid_digits_only():
    assert is_valid("52998224725")


def test_check_digit_zero():
    assert is_valid("123.456.789-09")


def test_wrong_check_digit():
    assert not is_valid("529.982.247-26")


def test_rejects_repeated_digits():
    assert not is_valid("111.111.111-11")


def test_wrong_length():
    assert not is_valid("529.982.247-2")


def test_format():
    assert format_cpf("52998224725") == "529.982.247-25"
