//! Tide tables: lines like "06:42 H 4.31" (time, High or Low water,
//! height in metres above chart datum).

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    High,
    Low,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Tide {
    /// Minutes after midnight.
    pub minute: u32,
    pub kind: Kind,
    pub height: f64,
}

/// Parses one table line: "06:42 H 4.31".
pub fn parse_line(line: &str) -> Option<Tide> {
    let mut parts = line.split_whitespace();
    let (h, m) = parts.next()?.split_once(':')?;
    let hour: u32 = h.parse().ok()?;
    let min: u32 = m.parse().ok()?;
    if hour > 23 || min > 59 {
        return None;
    }
    let kind = match parts.next()? {
        "H" => Kind::High,
        "L" => Kind::Low,
        _ => return None,
    };
    let height: f64 = parts.next()?.parse().ok()?;
    Some(Tide { minute: hour * 60 + min, kind, height })
}

/// Parses a whole table, skipping blank lines and "#" comments.
pub fn parse_table(text: &str) -> Vec<Tide> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(parse_line)
        .collect()
}

/// The first high water at or after `minute`.
pub fn next_high(tides: &[Tide], minute: u32) -> Option<&Tide> {
    tides.iter().find(|t| t.kind == Kind::High && t.minute >= minute)
}

/// Tidal range of the day: highest high water minus lowest low water.
pub fn range(tides: &[Tide]) -> Option<f64> {
    let high = tides.iter().filter(|t| t.kind == Kind::High).map(|t| t.height).fold(None, max_opt)?;
    let low = tides.iter().filter(|t| t.kind == Kind::Low).map(|t| t.height).fold(None, min_opt)?;
    Some(high - low)
}

fn max_opt(acc: Option<f64>, x: f64) -> Option<f64> {
    Some(acc.map_or(x, |a| a.max(x)))
}

fn min_opt(acc: Option<f64>, x: f64) -> Option<f64> {
    Some(acc.map_or(x, |a| a.min(x)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &str = "00:31 L 0.92\n06:42 H 4.31\n12:58 L 1.05\n19:05 H 4.52\n";

    #[test]
    fn parses_a_line() {
        assert_eq!(parse_line("06:42 H 4.31"), Some(Tide { minute: 402, kind: Kind::High, height: 4.31 }));
    }

    #[test]
    fn rejects_hour_25() {
        assert_eq!(parse_line("25:00 H 1.0"), None);
    }

    #[test]
    fn next_high_later_in_the_day() {
        let t = parse_table(TABLE);
        assert_eq!(next_high(&t, 7 * 60).map(|t| t.minute), Some(1145));
    }

    #[test]
    fn next_high_at_the_exact_minute() {
        let t = parse_table(TABLE);
        assert_eq!(next_high(&t, 402).map(|t| t.minute), Some(402));
    }

    #[test]
    fn no_high_after_the_last() {
        let t = parse_table(TABLE);
        assert!(next_high(&t, 20 * 60).is_none());
    }
}
