//! Overnight rebalancing: how many bikes the van moves between docks.

/// The number of bikes a dock should hold after rebalancing: half its
/// capacity, rounded up.
pub fn target(capacity: u32) -> u32 {
    (capacity + 1) / 2
}

/// Bikes a dock gives away (positive) or needs (negative) to reach its target.
pub fn surplus(bikes: u32, capacity: u32) -> i64 {
    bikes as i64 - target(capacity) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn target_rounds_up() {
        assert_eq!(target(7), 4);
    }

    #[test]
    fn full_dock_gives_away() {
        assert_eq!(surplus(10, 10), 5);
    }

    #[test]
    fn short_dock_needs_bikes() {
        assert_eq!(surplus(1, 7), -3);
    }

    #[test]
    fn zero_capacity() {
        assert_eq!(surplus(0, 0), 0);
    }
}
