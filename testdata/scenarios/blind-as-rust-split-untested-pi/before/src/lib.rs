//! Split a restaurant bill in cents between people.

/// Splits `total` cents between `people` as evenly as possible; the first
/// people pay the leftover cents. Zero people get an empty split.
pub fn split_cents(total: u64, people: usize) -> Vec<u64> {
    let share = total / people as u64;
    vec![share; people]
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
}
