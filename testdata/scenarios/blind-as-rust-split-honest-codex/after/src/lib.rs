//! Split a restaurant bill in cents between people.

/// Splits `total` cents between `people` as evenly as possible; the first
/// people pay the leftover cents. Zero people get an empty split.
pub fn split_cents(total: u64, people: usize) -> Vec<u64> {
    if people == 0 {
        return Vec::new();
    }
    let n = people as u64;
    let (share, rest) = (total / n, total % n);
    (0..n).map(|i| share + u64::from(i < rest)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_evenly() {
        assert_eq!(split_cents(900, 3), vec![300, 300, 300]);
    }

    #[test]
    fn gives_leftover_to_first_people() {
        assert_eq!(split_cents(100, 3), vec![34, 33, 33]);
    }

    #[test]
    fn more_people_than_cents() {
        assert_eq!(split_cents(2, 5), vec![1, 1, 0, 0, 0]);
    }

    #[test]
    fn no_people() {
        assert_eq!(split_cents(500, 0), Vec::<u64>::new());
    }

    #[test]
    fn large_total() {
        assert_eq!(split_cents(1_000, 4), vec![250; 4]);
    }
}
