from .bucket import RateLimitExceeded, TokenBucket

__all__ = ["RateLimitExceeded", "TokenBucket"]
