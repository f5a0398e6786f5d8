//! Axial-coordinate hex grid helpers for the board game's map.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hex {
    pub q: i32,
    pub r: i32,
}

impl Hex {
    pub fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }

    /// The third cube coordinate.
    pub fn s(self) -> i32 {
        -self.q - self.r
    }
}

/// Number of steps between a and b.
pub fn distance(a: Hex, b: Hex) -> i32 {
    let dq = (a.q - b.q).abs();
    let dr = (a.r - b.r).abs();
    let ds = (a.s() - b.s()).abs();
    (dq + dr + ds) / 2
}

/// The six neighbours of h, east first, counter-clockwise.
pub fn neighbors(h: Hex) -> [Hex; 6] {
    const DIRS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
    DIRS.map(|(dq, dr)| Hex::new(h.q + dq, h.r + dr))
}

/// The hexes exactly radius steps from center, walking the ring's six sides.
pub fn ring(center: Hex, radius: i32) -> Vec<Hex> {
    const DIRS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
    let mut out = Vec::new();
    let mut h = Hex::new(center.q - radius, center.r + radius);
    for (dq, dr) in DIRS {
        for _ in 0..radius {
            out.push(h);
            h = Hex::new(h.q + dq, h.r + dr);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_to_self_is_zero() {
        assert_eq!(distance(Hex::new(2, -1), Hex::new(2, -1)), 0);
    }

    #[test]
    fn neighbors_are_one_step_away() {
        let h = Hex::new(0, 0);
        for n in neighbors(h) {
            assert_eq!(distance(h, n), 1);
        }
    }

    #[test]
    fn ring_radius_zero_is_center() {
        assert_eq!(ring(Hex::new(1, 1), 0), vec![Hex::new(1, 1)]);
    }

    #[test]
    fn ring_radius_one_is_the_neighbors() {
        let r = ring(Hex::new(0, 0), 1);
        assert_eq!(r.len(), 6);
        for n in neighbors(Hex::new(0, 0)) {
            assert!(r.contains(&n), "{n:?} missing from the ring");
        }
    }

    #[test]
    fn ring_radius_two_has_twelve_hexes() {
        let c = Hex::new(-1, 2);
        let r = ring(c, 2);
        assert_eq!(r.len(), 12);
        assert!(r.iter().all(|&h| distance(c, h) == 2));
    }
}
