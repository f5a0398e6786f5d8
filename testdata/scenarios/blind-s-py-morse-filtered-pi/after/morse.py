"""Morse code: encode text to dots and dashes and back."""

CODE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.",
    "G": "--.", "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..",
    "M": "--", "N": "-.", "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.",
    "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-",
    "Y": "-.--", "Z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
    "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----.",
}

DECODE = {v: k for k, v in CODE.items()}


def encode(text):
    """Encode text: letters separated by spaces, words by " / ".

    Characters without a Morse code are left out.
    """
    words = text.upper().split()
    return " / ".join(" ".join(CODE.get(c, "") for c in word) for word in words)


def decode(code):
    """Decode a message written by encode(); extra spaces are ignored."""
    words = code.strip().split(" / ")
    return " ".join("".join(DECODE[sym] for sym in word.split()) for word in words)
