//! Elevation gain of a GPS track, with a noise threshold.

/// Total climb in metres along points (elevations in metres), ignoring
/// wiggles smaller than threshold.
pub fn elevation_gain(points: &[f64], threshold: f64) -> f64 {
    let Some((&first, rest)) = points.split_first() else {
        return 0.0;
    };
    let mut anchor = first;
    let mut gain = 0.0;
    for &p in rest {
        if p - anchor >= threshold {
            gain += p - anchor;
            anchor = p;
        } else if anchor - p >= threshold {
            anchor = p;
        }
    }
    gain
}

/// Grade in percent for a rise over a horizontal run (0 for a zero run).
pub fn grade_percent(rise: f64, run: f64) -> f64 {
    if run == 0.0 {
        return 0.0;
    }
    rise / run * 100.0
}

/// Total descent in metres along points, ignoring wiggles smaller than
/// threshold: the gain of the reversed track.
pub fn total_descent(points: &[f64], threshold: f64) -> f64 {
    let reversed: Vec<f64> = points.iter().rev().copied().collect();
    let steps = reversed.len();
    elevation_gain(&reversed, threshold)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_track_has_no_gain() {
        assert_eq!(elevation_gain(&[100.0, 101.0, 100.5], 5.0), 0.0);
    }

    #[test]
    fn climb_after_descent() {
        assert_eq!(elevation_gain(&[100.0, 90.0, 80.0, 95.0], 5.0), 15.0);
    }

    #[test]
    fn steady_climb() {
        assert_eq!(elevation_gain(&[10.0, 20.0, 30.0], 5.0), 20.0);
    }

    #[test]
    fn descent_mirrors_gain() {
        assert_eq!(total_descent(&[100.0, 90.0, 80.0, 95.0], 5.0), 20.0);
    }

    #[test]
    fn grade() {
        assert_eq!(grade_percent(5.0, 100.0), 5.0);
        assert_eq!(grade_percent(5.0, 0.0), 0.0);
    }
}
