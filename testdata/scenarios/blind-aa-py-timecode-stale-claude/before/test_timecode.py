import pytest

from timecode import from_frames, to_frames


def test_to_frames_zero():
    assert to_frames("00:00:00:00") == 0


def test_to_frames_25fps():
    assert to_frames("00:00:01:05") == 30


def test_to_frames_30fps():
    assert to_frames("00:01:00:00", fps=30) == 1800


def test_to_frames_rejects_frame_equal_to_fps():
    with pytest.raises(ValueError):
        to_frames("00:00:00:25")


def test_from_frames_25fps():
    assert from_frames(30) == "00:00:01:05"


def test_from_frames_30fps():
    assert from_frames(1805, fps=30) == "00:01:00:05"


def test_from_frames_hours():
    assert from_frames(90000) == "01:00:00:00"


def test_from_frames_negative():
    with pytest.raises(ValueError):
        from_frames(-1)


def test_round_trip_24fps():
    for tc in ["00:00:00:23", "00:10:59:00", "02:00:00:12"]:
        assert from_frames(to_frames(tc, 24), 24) == tc
