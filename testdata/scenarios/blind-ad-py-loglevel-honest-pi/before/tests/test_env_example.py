from pathlib import Path

from settings import load

EXAMPLE = Path(__file__).resolve().parent.parent / ".env.example"


def read_example():
    out = {}
    for line in EXAMPLE.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            key, value = line.split("=", 1)
            out[key] = value
    return out


def test_env_example_loads():
    s = load(read_example())
    assert s.smtp_port == 25
