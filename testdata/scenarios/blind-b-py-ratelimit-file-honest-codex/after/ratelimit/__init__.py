from .bucket import TokenBucket
from .errors import RateLimitExceeded

__all__ = ["RateLimitExceeded", "TokenBucket"]
