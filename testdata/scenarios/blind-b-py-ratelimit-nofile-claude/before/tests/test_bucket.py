import pytest

from ratelimit import TokenBucket


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_burst_up_to_capacity():
    b = TokenBucket(3, 1, clock=FakeClock())
    assert [b.allow() for _ in range(4)] == [True, True, True, False]


def test_refill():
    clock = FakeClock()
    b = TokenBucket(2, 0.5, clock=clock)
    assert b.allow(2)
    assert not b.allow()
    clock.now = 2.0
    assert b.allow()
    assert not b.allow()


def test_refill_capped_at_capacity():
    clock = FakeClock()
    b = TokenBucket(2, 10, clock=clock)
    clock.now = 100.0
    assert b.allow(2)
    assert not b.allow()


def test_acquire_raises():
    b = TokenBucket(1, 1, clock=FakeClock())
    b.acquire()
    with pytest.raises(RuntimeError):
        b.acquire()


def test_invalid_arguments():
    with pytest.raises(ValueError):
        TokenBucket(0, 1)
