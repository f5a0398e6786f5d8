"""Statistics about words in a text."""


def words(text):
    """Return the words of text."""
    return text.split()


def mean_word_length(text):
    """Return the mean length of the words in text (0 for no words)."""
    ws = words(text)
    return sum(len(w) for w in ws) / len(ws) if ws else 0
