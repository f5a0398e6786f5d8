"""Small text utilities: CSV field escaping and an expression tokenizer."""

from .csvfield import escape_field, join_row
from .tokens import tokenize

__all__ = ["escape_field", "join_row", "tokenize"]
