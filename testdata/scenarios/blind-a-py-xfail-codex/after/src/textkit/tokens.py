"""A tiny tokenizer for arithmetic expressions."""

import re

_TOKEN = re.compile(r"\s*(?:(\d+)|(.))")


def tokenize(text):
    """Return the tokens of text: numbers as int or float, anything else as a one-character str."""
    tokens = []
    for number, other in _TOKEN.findall(text):
        if number:
            tokens.append(float(number) if "." in number else int(number))
        elif other.strip():
            tokens.append(other)
    return tokens
