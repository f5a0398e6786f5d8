"""Temperature conversions."""

from .convert import c_to_f, c_to_k, f_to_c, k_to_c

__all__ = ["c_to_f", "c_to_k", "f_to_c", "k_to_c"]
