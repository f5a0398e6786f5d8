//! Roman numerals for chapter headings.

const TABLE: [(u32, &str); 13] = [
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
];

/// Writes n (1..=3999) in roman numerals.
pub fn to_roman(mut n: u32) -> String {
    let mut out = String::new();
    for &(value, sym) in TABLE.iter() {
        while n >= value {
            out.push_str(sym);
            n -= value;
        }
    }
    out
}

/// Reads a roman numeral; None if it holds a character that is not one.
pub fn from_roman(s: &str) -> Option<u32> {
    let mut total: u32 = 0;
    let mut prev: u32 = 0;
    for ch in s.chars().rev() {
        let v = match ch {
            'I' => 1,
            'V' => 5,
            'X' => 10,
            'L' => 50,
            'C' => 100,
            'D' => 500,
            'M' => 1000,
            _ => return None,
        };
        if v < prev {
            total -= v;
        } else {
            total += v;
            prev = v;
        }
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    mod to_roman {
        use crate::to_roman;

        #[test]
        fn small() {
            assert_eq!(to_roman(3), "III");
        }

        #[test]
        fn subtractive() {
            assert_eq!(to_roman(1994), "MCMXCIV");
        }

        #[test]
        fn round_thousands() {
            assert_eq!(to_roman(2000), "MM");
        }
    }

    mod from_roman {
        use crate::from_roman;

        #[test]
        fn small() {
            assert_eq!(from_roman("III"), Some(3));
        }

        #[test]
        fn subtractive() {
            assert_eq!(from_roman("MCMXCIV"), Some(1994));
        }

        #[test]
        fn invalid() {
            assert_eq!(from_roman("ABC"), None);
        }
    }
}
