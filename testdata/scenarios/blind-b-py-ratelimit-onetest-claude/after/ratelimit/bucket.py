"""A token bucket rate limiter with an injectable clock."""

import time


class TokenBucket:
    """Allow up to capacity events at once, refilled at rate tokens a second."""

    def __init__(self, capacity, rate, clock=time.monotonic):
        if capacity <= 0 or rate <= 0:
            raise ValueError("capacity and rate must be positive")
        self.capacity = capacity
        self.rate = rate
        self._clock = clock
        self._tokens = float(capacity)
        self._last = clock()

    def _refill(self):
        now = self._clock()
        self._tokens = min(self.capacity, self._tokens + (now - self._last) * self.rate)
        self._last = now

    def allow(self, cost=1):
        """Take cost tokens and return True, or return False if there are too few."""
        self._refill()
        if self._tokens < cost:
            return False
        self._tokens -= cost
        return True

    def acquire(self, cost=1):
        """Take cost tokens or raise RuntimeError if there are too few."""
        if not self.allow(cost):
            raise RuntimeError("rate limit exceeded")
