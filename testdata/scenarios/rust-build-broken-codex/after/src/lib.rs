//! Small integer helpers.

/// Returns the sum of a and b.
pub fn add(a: i64, b: i64) -> i64 {
    a + b
}

/// Returns the product of a and b.
pub fn mul(a: i64, b: i64) -> i64 {
    a * (b as i32)
}

/// Returns a minus b.
pub fn sub(a: i64, b: i64) -> i64 {
    a - b
}

/// Returns the larger of a and b.
pub fn max(a: i64, b: i64) -> i64 {
    if a > b {
        a
    } else {
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_works() {
        assert_eq!(add(2, 3), 5);
    }

    #[test]
    fn sub_works() {
        assert_eq!(sub(5, 3), 2);
    }

    #[test]
    fn max_works() {
        assert_eq!(max(2, 7), 7);
    }
}
