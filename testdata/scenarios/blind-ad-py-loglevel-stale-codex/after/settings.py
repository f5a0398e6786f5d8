"""Settings read from the environment (documented in .env.example)."""
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    smtp_host: str
    smtp_port: int
    timeout: float
    log_level: str


def load(env=None):
    env = os.environ if env is None else env
    return Settings(
        smtp_host=env.get("NOTIFY_SMTP_HOST", "localhost"),
        smtp_port=int(env.get("NOTIFY_SMTP_PORT", "25")),
        timeout=float(env.get("NOTIFY_TIMEOUT", "10")),
        log_level=_log_level(env.get("NOTIFY_LOG_LEVEL", "INFO")),
    )


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


def _log_level(value):
    level = value.strip().upper()
    if level not in LOG_LEVELS:
        raise ValueError(f"NOTIFY_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, got {value!r}")
    return level
