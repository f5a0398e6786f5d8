"""Small text helpers."""

from textkit.truncate import truncate
from textkit.wrap import wrap

__all__ = ["truncate", "wrap"]
