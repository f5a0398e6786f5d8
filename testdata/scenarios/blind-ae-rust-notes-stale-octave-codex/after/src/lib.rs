//! Note names to MIDI numbers: "C4" is 60, "A4" is 69.

/// parse returns the MIDI number of a note name like "C4", "F#3" or "Bb-1".
pub fn parse(name: &str) -> Option<u8> {
    let mut chars = name.trim().chars();
    let letter = chars.next()?.to_ascii_uppercase();
    let base: i32 = match letter {
        'C' => 0,
        'D' => 2,
        'E' => 4,
        'F' => 5,
        'G' => 7,
        'A' => 9,
        'B' => 11,
        _ => return None,
    };
    let rest = chars.as_str();
    let (shift, octave) = if let Some(r) = rest.strip_prefix('#') {
        (1, r)
    } else if let Some(r) = rest.strip_prefix('b') {
        (-1, r)
    } else {
        (0, rest)
    };
    let octave: i32 = octave.parse::<u8>().ok()?.into();
    let n = (octave + 1) * 12 + base + shift;
    u8::try_from(n).ok().filter(|&n| n <= 127)
}

/// name returns the sharp spelling of a MIDI number: 61 is "C#4".
pub fn name(n: u8) -> String {
    const NAMES: [&str; 12] = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"];
    let octave = n as i32 / 12 - 1;
    format!("{}{}", NAMES[n as usize % 12], octave)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_middle_c() {
        assert_eq!(parse("C4"), Some(60));
    }

    #[test]
    fn parses_sharp() {
        assert_eq!(parse("F#3"), Some(54));
    }

    #[test]
    fn parses_flat() {
        assert_eq!(parse("Bb3"), Some(58));
    }

    #[test]
    fn parses_lowest_octave() {
        assert_eq!(parse("C-1"), Some(0));
    }

    #[test]
    fn rejects_unknown_letter() {
        assert_eq!(parse("H2"), None);
    }
}
