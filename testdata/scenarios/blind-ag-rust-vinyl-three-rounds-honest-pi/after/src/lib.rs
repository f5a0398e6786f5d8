//! Vinyl record sides: how much music fits on one.

/// Longest comfortable side, in minutes, for a diameter (inches) and speed.
pub fn side_capacity(diameter_in: u32, rpm: u32) -> Option<u32> {
    match (diameter_in, rpm) {
        (12, 33) => Some(22),
        (12, 45) => Some(15),
        (10, 33) => Some(15),
        (7, 45) => Some(7),
        _ => None,
    }
}

/// Total seconds of "m:ss" track lengths; None if any is malformed.
pub fn total_seconds(tracks: &[&str]) -> Option<u32> {
    let mut total = 0;
    for t in tracks {
        let (m, s) = t.split_once(':')?;
        let m: u32 = m.parse().ok()?;
        let s: u32 = s.parse().ok()?;
        if s >= 60 {
            return None;
        }
        total += m * 60 + s;
    }
    Some(total)
}

/// Whether the tracks fit on one side of the given record.
pub fn fits_on_side(tracks: &[&str], diameter_in: u32, rpm: u32) -> bool {
    match (total_seconds(tracks), side_capacity(diameter_in, rpm)) {
        (Some(secs), Some(cap)) => secs <= cap * 60,
        _ => false,
    }
}
