//! Dice notation: "2d6+3" is two six-sided dice plus three.

/// A parsed roll: count dice with sides faces, plus modifier.
#[derive(Debug, PartialEq)]
pub struct Roll {
    pub count: u32,
    pub sides: u32,
    pub modifier: i32,
}

/// Parses dice notation like "d20", "3d8" or "2d6-1".
pub fn parse(s: &str) -> Result<Roll, String> {
    let s = s.trim().to_lowercase();
    let (count, rest) = s.split_once('d').ok_or_else(|| format!("no 'd' in {:?}", s))?;
    let count: u32 = if count.is_empty() {
        1
    } else {
        count.parse().map_err(|_| format!("bad count in {:?}", s))?
    };
    let (sides, modifier) = match rest.find(|c: char| c == '+' || c == '-') {
        Some(i) => (&rest[..i], rest[i + 1..].parse::<i32>().map_err(|_| format!("bad modifier in {:?}", s))?),
        None => (rest, 0),
    };
    let sides: u32 = sides.parse().map_err(|_| format!("bad sides in {:?}", s))?;
    if count == 0 || sides == 0 {
        return Err(format!("zero dice or sides in {:?}", s));
    }
    Ok(Roll { count, sides, modifier })
}

impl Roll {
    /// The lowest possible total.
    pub fn min(&self) -> i32 {
        self.count as i32 + self.modifier
    }

    /// The highest possible total.
    pub fn max(&self) -> i32 {
        (self.count * self.sides) as i32 + self.modifier
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_single_die() {
        assert_eq!(parse("d20"), Ok(Roll { count: 1, sides: 20, modifier: 0 }));
    }

    #[test]
    fn parses_count() {
        assert_eq!(parse("3d8"), Ok(Roll { count: 3, sides: 8, modifier: 0 }));
    }

    #[test]
    fn parses_plus_modifier() {
        assert_eq!(parse("2d6+3"), Ok(Roll { count: 2, sides: 6, modifier: 3 }));
    }

    #[test]
    fn parses_minus_modifier() {
        assert_eq!(parse("2d6-1"), Ok(Roll { count: 2, sides: 6, modifier: -1 }));
    }

    #[test]
    fn min_and_max() {
        let r = parse("2d6-1").unwrap();
        assert_eq!((r.min(), r.max()), (1, 11));
    }

    #[test]
    fn rejects_zero_sides() {
        assert!(parse("2d0").is_err());
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse("banana").is_err());
    }
}
