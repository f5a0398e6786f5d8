//! Run-length encoding: "aaab" <-> "3a1b".

/// Encodes s as count-and-character pairs ("aaab" -> "3a1b").
pub fn encode(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        let mut n = 1;
        while chars.peek() == Some(&c) {
            chars.next();
            n += 1;
        }
        out.push_str(&n.to_string());
        out.push(c);
    }
    out
}

/// Decodes what encode wrote; None if the input is malformed (a
/// character without a count, or a count without a character).
pub fn decode(s: &str) -> Option<String> {
    let mut out = String::new();
    let mut n: usize = 0;
    let mut have = false;
    for c in s.chars() {
        if let Some(d) = c.to_digit(10) {
            n = d as usize;
            have = true;
            continue;
        }
        if !have {
            return None;
        }
        out.extend(std::iter::repeat(c).take(n));
        n = 0;
        have = false;
    }
    if have {
        return None;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_runs() {
        assert_eq!(encode("aaabcc"), "3a1b2c");
    }

    #[test]
    fn encodes_empty() {
        assert_eq!(encode(""), "");
    }

    #[test]
    fn decodes_runs() {
        assert_eq!(decode("3a1b2c").as_deref(), Some("aaabcc"));
    }

    #[test]
    fn decodes_multi_digit_runs() {
        assert_eq!(decode("12x").map(|s| s.len()), Some(12));
    }

    #[test]
    fn rejects_missing_count() {
        assert_eq!(decode("a"), None);
    }

    #[test]
    fn rejects_trailing_count() {
        assert_eq!(decode("3a2"), None);
    }
}
