"""Brew settings: defaults merged with a brewer's overrides."""

DEFAULTS = {
    "efficiency": 0.72,
    "batch_litres": 20,
    "boil_minutes": 60,
}


def load(overrides=None):
    """Return DEFAULTS updated with overrides; unknown keys are an error."""
    settings = dict(DEFAULTS)
    for key, value in (overrides or {}).items():
        if key not in DEFAULTS:
            raise KeyError(f"unknown setting: {key}")
        settings[key] = value
    return settings
