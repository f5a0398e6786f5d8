//! Parsing and formatting of "1h2m3s"-style durations.

/// Parses a duration like "1h30m" or "45s" into seconds.
pub fn parse(s: &str) -> Option<u64> {
    let mut total = 0;
    let mut num = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            num.push(c);
            continue;
        }
        let n: u64 = num.parse().ok()?;
        num.clear();
        total += n * match c {
            'h' => 3600,
            'm' => 60,
            's' => 1,
            _ => return None,
        };
    }
    if !num.is_empty() {
        return None;
    }
    Some(total)
}

/// Formats seconds as "1h2m3s", leaving out zero parts ("0s" for zero).
pub fn format(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    let mut out = String::new();
    if h > 0 {
        out.push_str(&format!("{h}h"));
    }
    if m > 0 {
        out.push_str(&format!("{m}m"));
    }
    if s > 0 || out.is_empty() {
        out.push_str(&format!("{s}s"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_seconds() {
        assert_eq!(parse("45s"), Some(45));
    }

    #[test]
    fn parses_minutes() {
        assert_eq!(parse("2m5s"), Some(125));
    }

    #[test]
    fn parses_hours() {
        assert_eq!(parse("1h30m"), Some(5400));
    }

    #[test]
    fn formats_zero() {
        assert_eq!(format(0), "0s");
    }

    #[test]
    fn formats_mixed() {
        assert_eq!(format(3725), "1h2m5s");
    }
}
