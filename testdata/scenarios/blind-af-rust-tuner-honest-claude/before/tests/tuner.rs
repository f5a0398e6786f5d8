use tuner::{cents, midi_freq, nearest_note};

#[test]
fn slightly_sharp() {
    assert!((cents(440.0, 442.0) - 7.85).abs() < 0.01);
}

#[test]
fn nearest_rounds_up() {
    assert_eq!(nearest_note(455.0, 440.0), 70);
}

#[test]
fn middle_c() {
    assert_eq!(nearest_note(261.62, 440.0), 60);
}

#[test]
fn baroque_a() {
    assert!((midi_freq(69, 415.0) - 415.0).abs() < 1e-9);
}
