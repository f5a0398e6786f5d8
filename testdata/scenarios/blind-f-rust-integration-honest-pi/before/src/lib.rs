//! Parse and format "#rrggbb" colours.

/// An RGB colour.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub struct Rgb {
    pub r: u8,
    pub g: u8,
    pub b: u8,
}

/// Parses "#rrggbb" or the short "#rgb" (either case).
pub fn parse(s: &str) -> Option<Rgb> {
    let hex = s.strip_prefix('#')?;
    let full: String = match hex.len() {
        3 => hex.chars().flat_map(|c| [c, c]).collect(),
        6 => hex.to_string(),
        _ => return None,
    };
    let v = u32::from_str_radix(&full, 16).ok()?;
    Some(Rgb {
        r: (v >> 16) as u8,
        g: (v >> 8) as u8,
        b: v as u8,
    })
}

/// Formats c as "#rrggbb" in lower case.
pub fn format(c: Rgb) -> String {
    format!("#{:02X}{:02X}{:02X}", c.r, c.g, c.b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_long_form() {
        assert_eq!(parse("#ff8000"), Some(Rgb { r: 255, g: 128, b: 0 }));
    }

    #[test]
    fn parses_short_form() {
        assert_eq!(parse("#f80"), Some(Rgb { r: 255, g: 136, b: 0 }));
    }

    #[test]
    fn rejects_missing_hash() {
        assert_eq!(parse("ff8000"), None);
    }
}
