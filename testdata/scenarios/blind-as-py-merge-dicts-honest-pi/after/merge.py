"""Layered settings: defaults, then the site file, then the environment."""


def merge(base, override):
    """Return base updated with override; nested dicts are merged, not replaced."""
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out
