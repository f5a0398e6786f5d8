//! Cave conditions and aging arithmetic for the affinage room.

/// Days a wheel still needs before it reaches its target age; never
/// negative.
pub fn days_left(aged: u32, target: u32) -> u32 {
    target.saturating_sub(aged)
}

/// Whether a relative humidity reading is inside the band, both ends
/// included.
pub fn in_band(rh: u8, low: u8, high: u8) -> bool {
    rh >= low && rh <= high
}

/// Whether wheels are turned on this day, when they are turned every
/// `every` days starting on day 0.
pub fn turn_due(day: u32, every: u32) -> bool {
    every != 0 && day % every == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_left_counts_down() {
        assert_eq!(days_left(30, 90), 60);
    }

    #[test]
    fn days_left_never_negative() {
        assert_eq!(days_left(120, 90), 0);
    }

    #[test]
    fn in_band_includes_both_ends() {
        assert!(in_band(85, 85, 95));
        assert!(in_band(95, 85, 95));
    }

    #[test]
    fn in_band_rejects_outside() {
        assert!(!in_band(80, 85, 95));
        assert!(!in_band(97, 85, 95));
    }

    #[test]
    fn turn_due_every_third_day() {
        assert!(turn_due(0, 3));
        assert!(turn_due(6, 3));
        assert!(!turn_due(7, 3));
        assert!(!turn_due(7, 0));
    }
}
