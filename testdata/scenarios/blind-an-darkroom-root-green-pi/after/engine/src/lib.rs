//! Chemistry arithmetic for the darkroom.

/// Millilitres of stock for a 1+ratio dilution making total_ml of working
/// solution (1+9 for 500 ml is 50 ml of stock).
pub fn stock_ml(total_ml: u32, ratio: u32) -> u32 {
    total_ml / (ratio + 1)
}

/// Agitation cycles for a development of the given minutes: one on the
/// first minute and one per minute after.
pub fn agitations(minutes: u32) -> u32 {
    minutes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stock_one_plus_nine() {
        assert_eq!(stock_ml(500, 9), 50);
    }

    #[test]
    fn stock_one_plus_one() {
        assert_eq!(stock_ml(600, 1), 300);
    }

    #[test]
    fn agitations_per_minute() {
        assert_eq!(agitations(8), 8);
    }
}
