"""Small DNA sequence helpers."""

_PAIRS = {"A": "T", "T": "A", "G": "C", "C": "G"}

CODONS = {
    "ATG": "M",
    "TTT": "F",
    "GGC": "G",
    "AAA": "K",
    "TAA": "*",
    "TAG": "*",
    "TGA": "*",
}


def gc_content(seq):
    """Return the fraction of G and C bases in seq (0.0 for an empty seq)."""
    seq = seq.upper()
    if not seq:
        return 0.0
    return sum(1 for b in seq if b in "GC") / len(seq)


def reverse_complement(seq):
    """Return the reverse complement of seq, upper-case."""
    return "".join(_PAIRS[b] for b in reversed(seq.upper()))


def translate(seq):
    """Translate seq codon by codon, stopping at the first stop codon."""
    protein = []
    for i in range(0, len(seq) - 2, 3):
        aa = CODONS.get(seq[i:i + 3].upper(), "X")
        if aa == "*":
            continue
        protein.append(aa)
    return "".join(protein)
