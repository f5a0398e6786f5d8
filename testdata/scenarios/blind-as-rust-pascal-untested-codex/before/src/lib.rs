//! Rows of Pascal's triangle.

/// Returns row `n` of Pascal's triangle (row 0 is `[1]`).
pub fn row(n: usize) -> Vec<u64> {
    let mut r = vec![1u64];
    for k in 0..n.saturating_sub(1) {
        let next = r[k] * (n - k) as u64 / (k + 1) as u64;
        r.push(next);
    }
    r
}

/// Returns the first `n` rows, starting with row 0.
pub fn rows(n: usize) -> Vec<Vec<u64>> {
    (1..n).map(row).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_four() {
        assert_eq!(row(4), vec![1, 4, 6, 4, 1]);
    }

    #[test]
    fn first_three_rows() {
        assert_eq!(rows(3), vec![vec![1], vec![1, 1], vec![1, 2, 1]]);
    }
}
