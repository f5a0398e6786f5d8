//! Running pace helpers.

/// Pace in seconds per kilometre for metres covered in secs seconds,
/// rounded to the nearest second; None for a zero distance.
pub fn pace_secs_per_km(metres: u32, secs: u32) -> Option<u32> {
    if metres == 0 {
        return None;
    }
    Some(((secs as u64 * 1000 + metres as u64 / 2) / metres as u64) as u32)
}

/// Formats seconds as "m:ss", or "h:mm:ss" from an hour up.
pub fn format_duration(secs: u32) -> String {
    let (h, m, s) = (secs / 3600, secs / 60, secs % 60);
    if h > 0 {
        format!("{}:{:02}:{:02}", h, m, s)
    } else {
        format!("{}:{:02}", m, s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pace_5k() {
        assert_eq!(pace_secs_per_km(5000, 1500), Some(300));
    }

    #[test]
    fn pace_rounds() {
        assert_eq!(pace_secs_per_km(3000, 1001), Some(334));
    }

    #[test]
    fn pace_zero_distance() {
        assert_eq!(pace_secs_per_km(0, 100), None);
    }

    #[test]
    fn formats_minutes() {
        assert_eq!(format_duration(305), "5:05");
    }

    #[test]
    fn formats_hours() {
        assert_eq!(format_duration(3725), "1:02:05");
    }
}
