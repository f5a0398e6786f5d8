"""Errors raised by the rate limiter."""


class RateLimitExceeded(RuntimeError):
    """Raised by TokenBucket.acquire when there are too few tokens."""
