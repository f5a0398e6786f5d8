//! Exact fractions.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frac {
    pub num: i64,
    pub den: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

impl Frac {
    /// Returns num/den in lowest terms with a positive denominator.
    pub fn new(num: i64, den: i64) -> Frac {
        assert!(den != 0, "zero denominator");
        let g = gcd(num, den);
        let (n, d) = (num / g, den / g);
        if d < 0 {
            n = -n;
            d = -d;
        }
        Frac { num: n, den: d }
    }

    pub fn add(self, o: Frac) -> Frac {
        Frac::new(self.num * o.den + o.num * self.den, self.den * o.den)
    }

    pub fn mul(self, o: Frac) -> Frac {
        Frac::new(self.num * o.num, self.den * o.den)
    }
}

impl fmt::Display for Frac {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}
