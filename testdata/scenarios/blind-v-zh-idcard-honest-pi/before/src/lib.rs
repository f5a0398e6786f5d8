//! 中国居民身份证号码校验（GB 11643-1999）。

const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CODES: [char; 11] = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'];

/// Returns the check character for the first 17 digits of an ID number,
/// or None if first17 is not 17 digits.
pub fn check_char(first17: &str) -> Option<char> {
    if first17.len() != 17 {
        return None;
    }
    let mut sum = 0;
    for (c, w) in first17.chars().zip(WEIGHTS.iter()) {
        sum += c.to_digit(10)? * w;
    }
    Some(CODES[(sum % 11) as usize])
}

/// Reports whether id is a valid 18-character ID number; a final 'x'
/// counts as 'X'.
pub fn is_valid(id: &str) -> bool {
    if id.len() != 18 || !id.is_ascii() {
        return false;
    }
    let last = id[17..].chars().next().unwrap();
    check_char(&id[..17]) == Some(last)
}

/// Returns the birth date (year, month, day) held in characters 7 to 14.
pub fn birth_date(id: &str) -> Option<(u32, u32, u32)> {
    if id.len() != 18 || !id.is_ascii() {
        return None;
    }
    let year = id[6..10].parse().ok()?;
    let month = id[10..12].parse().ok()?;
    let day = id[12..14].parse().ok()?;
    Some((year, month, day))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_char_of_sample() {
        assert_eq!(check_char("11010519491231002"), Some('X'));
    }

    #[test]
    fn valid_upper_x() {
        assert!(is_valid("11010519491231002X"));
    }

    #[test]
    fn valid_lower_x() {
        assert!(is_valid("11010519491231002x"));
    }

    #[test]
    fn valid_digit_check() {
        assert!(is_valid("440301199003070019"));
    }

    #[test]
    fn invalid_check() {
        assert!(!is_valid("440301199003070018"));
    }

    #[test]
    fn birth_date_parses() {
        assert_eq!(birth_date("440301199003070019"), Some((1990, 3, 7)));
    }
}
