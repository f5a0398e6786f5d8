//! Caesar shifts for ASCII letters.

/// Shifts every ASCII letter of text by n places (a negative n shifts
/// back), wrapping within its case; everything else is left alone.
pub fn shift(text: &str, n: i32) -> String {
    text.chars().map(|c| shift_char(c, n)).collect()
}

fn shift_char(c: char, n: i32) -> char {
    let base = if c.is_ascii_lowercase() {
        b'a'
    } else if c.is_ascii_uppercase() {
        b'A'
    } else {
        return c;
    };
    let offset = (c as u8 - base) as i32;
    let moved = (offset + n) % 26;
    (base + moved as u8) as char
}

#[cfg(test)]
mod tests {
    use super::shift;

    #[test]
    fn rot13_lowercase() {
        assert_eq!(shift("hello", 13), "uryyb");
    }

    #[test]
    fn keeps_punctuation() {
        assert_eq!(shift("a, b!", 1), "b, c!");
    }

    #[test]
    fn wraps_past_z() {
        assert_eq!(shift("xyz", 3), "abc");
    }
}
