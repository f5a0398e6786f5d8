//! Compass bearings in degrees.

/// Normalizes a bearing into 0..360.
pub fn normalize(deg: f64) -> f64 {
    let r = deg % 360.0;
    if r < 0.0 {
        r + 360.0
    } else {
        r
    }
}

/// The smallest signed turn from `from` to `to`, in -180..=180 (positive is clockwise).
pub fn turn(from: f64, to: f64) -> f64 {
    let d = normalize(to - from);
    if d > 180.0 {
        d - 360.0
    } else {
        d
    }
}

/// The 16-point compass name of a bearing ("N", "NNE", ... "NNW").
pub fn compass_point(deg: f64) -> &'static str {
    const POINTS: [&str; 16] = [
        "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
    ];
    let i = ((normalize(deg) + 11.25) / 22.5) as usize % 16;
    POINTS[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_wraps() {
        assert_eq!(normalize(370.0), 10.0);
    }

    #[test]
    fn normalize_negative() {
        assert_eq!(normalize(-90.0), 270.0);
    }

    #[test]
    fn turn_short_way() {
        assert_eq!(turn(350.0, 10.0), 20.0);
    }

    #[test]
    fn turn_counterclockwise() {
        assert_eq!(turn(10.0, 350.0), -20.0);
    }

    #[test]
    fn compass_cardinal() {
        assert_eq!(compass_point(90.0), "E");
    }

    #[test]
    fn compass_rounds_to_nearest() {
        assert_eq!(compass_point(350.0), "N");
        assert_eq!(compass_point(20.0), "NNE");
    }

    #[test]
    #[ignore = "exhaustive sweep over every tenth of a degree; slow in debug builds"]
    fn sweep_every_tenth_degree() {
        for i in 0..3600 {
            let d = i as f64 / 10.0;
            let n = normalize(d - 720.0);
            assert!((0.0..360.0).contains(&n), "normalize({}) = {}", d - 720.0, n);
            assert!(turn(d, d).abs() < 1e-9);
        }
    }
}
