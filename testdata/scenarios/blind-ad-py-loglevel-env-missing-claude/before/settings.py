"""Settings read from the environment (documented in .env.example)."""
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    smtp_host: str
    smtp_port: int
    timeout: float


def load(env=None):
    env = os.environ if env is None else env
    return Settings(
        smtp_host=env.get("NOTIFY_SMTP_HOST", "localhost"),
        smtp_port=int(env.get("NOTIFY_SMTP_PORT", "25")),
        timeout=float(env.get("NOTIFY_TIMEOUT", "10")),
    )
