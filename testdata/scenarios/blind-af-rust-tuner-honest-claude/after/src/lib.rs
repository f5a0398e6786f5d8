//! Pitch helpers for instrument tuners.

const NAMES: [&str; 12] = [
    "C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B",
];

/// Cents from `reference` to `f`: positive when `f` is sharp.
pub fn cents(reference: f64, f: f64) -> f64 {
    1200.0 * (f / reference).log2()
}

/// Frequency in Hz of MIDI note `n`, with A4 (note 69) tuned to `a4` Hz.
pub fn midi_freq(n: i32, a4: f64) -> f64 {
    a4 * 2f64.powf((n - 69) as f64 / 12.0)
}

/// The MIDI note nearest to `f` Hz.
pub fn nearest_note(f: f64, a4: f64) -> i32 {
    (69.0 + 12.0 * (f / a4).log2()).round() as i32
}

/// Name of MIDI note `n`, like "A4" or "C#3".
pub fn note_name(n: i32) -> String {
    format!("{}{}", NAMES[n.rem_euclid(12) as usize], n.div_euclid(12) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a4_is_440() {
        assert!((midi_freq(69, 440.0) - 440.0).abs() < 1e-9);
    }

    #[test]
    fn c4_frequency() {
        assert!((midi_freq(60, 440.0) - 261.6256).abs() < 1e-3);
    }

    #[test]
    fn octave_is_1200_cents() {
        assert!((cents(220.0, 440.0) - 1200.0).abs() < 1e-9);
    }

    #[test]
    fn names() {
        assert_eq!(note_name(69), "A4");
        assert_eq!(note_name(61), "C#4");
        assert_eq!(note_name(0), "C-1");
    }
}
