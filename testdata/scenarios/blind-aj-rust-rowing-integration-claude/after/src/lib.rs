//! Split and pace maths for indoor rowing.

/// Pace per 500 m, in seconds, for `meters` rowed in `seconds`.
///
/// ```
/// assert_eq!(rowing::split_500(2000.0, 480.0), 120.0);
/// ```
pub fn split_500(meters: f64, seconds: f64) -> f64 {
    seconds / meters * 500.0
}

/// Formats a split in seconds as `m:ss.t`.
///
/// ```
/// assert_eq!(rowing::format_split(125.4), "2:05.4");
/// ```
pub fn format_split(secs: f64) -> String {
    let tenths = (secs * 10.0).round() as u64;
    let m = tenths / 600;
    let s = (tenths % 600) / 10;
    let t = tenths % 10;
    format!("{m}:{s:02}.{t}")
}

/// Watts for a split (Concept2: 2.80 / pace³, pace in seconds per metre).
///
/// ```
/// let w = rowing::watts(120.0);
/// assert!((w - 202.5).abs() < 0.1);
/// ```
pub fn watts(split: f64) -> f64 {
    let pace = split / 500.0;
    2.80 / (pace * pace)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_of_a_2k() {
        assert_eq!(split_500(2000.0, 480.0), 120.0);
    }

    #[test]
    fn format_pads_seconds() {
        assert_eq!(format_split(125.4), "2:05.4");
        assert_eq!(format_split(99.96), "1:40.0");
    }
}
