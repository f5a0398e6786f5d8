from morse import decode, encode


def test_decode_word():
    assert decode("... --- ...") == "SOS"


def test_decode_sentence():
    assert decode(".... .. / - .... . .-. .") == "HI THERE"


def test_decode_roundtrip():
    assert decode(encode("Meet at 9")) == "MEET AT 9"


def test_decode_tolerates_extra_spaces():
    assert decode("...  ---  ...") == "SOS"
