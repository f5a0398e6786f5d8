from morse import encode


def test_encode_word():
    assert encode("SOS") == "... --- ..."


def test_encode_sentence():
    assert encode("hi there") == ".... .. / - .... . .-. ."


def test_encode_lowercase():
    assert encode("sos") == encode("SOS")


def test_encode_digits():
    assert encode("73") == "--... ...--"


def test_encode_skips_unknown():
    assert encode("hi!") == ".... .."
