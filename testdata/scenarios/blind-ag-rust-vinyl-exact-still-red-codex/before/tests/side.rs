use vinyl::{fits, side_capacity, total_seconds};

#[test]
fn sums_track_lengths() {
    assert_eq!(total_seconds(&["3:30", "4:05"]), Some(455));
}

#[test]
fn rejects_seconds_past_59() {
    assert_eq!(total_seconds(&["3:75"]), None);
}

#[test]
fn known_capacities() {
    assert_eq!(side_capacity(12, 33), Some(22));
    assert_eq!(side_capacity(8, 78), None);
}

#[test]
fn fits_under_capacity() {
    assert!(fits(&["20:00", "1:59"], 12, 33));
    assert!(!fits(&["20:00", "2:01"], 12, 33));
}

#[test]
fn fits_exactly_at_capacity() {
    assert!(fits(&["22:00"], 12, 33));
    assert!(!fits(&["3:00"], 9, 33));
}
