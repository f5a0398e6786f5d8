"""Statistics about words in a text."""


def words(text):
    """Return the words of text."""
    return text.split()


def mean_word_length(text):
    """Return the mean length of the words in text (0 for no words)."""
    ws = words(text)
    return sum(len(w) for w in ws) / len(ws) if ws else 0


def median_word_length(text):
    """Return the median length of the words in text (0 for no words)."""
    lengths = sorted(len(w) for w in words(text))
    if not lengths:
        return 0
    mid = len(lengths) // 2
    if len(lengths) % 2:
        return lengths[mid]
    return (lengths[mid - 1] + lengths[mid]) / 2
