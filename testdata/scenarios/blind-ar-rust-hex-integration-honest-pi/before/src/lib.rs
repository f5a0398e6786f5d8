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
    dq + dr
}

/// The six neighbours of h, east first, counter-clockwise.
pub fn neighbors(h: Hex) -> [Hex; 6] {
    const DIRS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
    DIRS.map(|(dq, dr)| Hex::new(h.q + dq, h.r + dr))
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
}
