//! Convert Unix file modes between octal ("755") and symbolic
//! ("rwxr-xr-x") form.

/// Returns the symbolic form of a three-digit octal mode like "755".
pub fn to_symbolic(octal: &str) -> Option<String> {
    if octal.len() != 3 {
        return None;
    }
    let mut out = String::new();
    for c in octal.chars() {
        let d = c.to_digit(8)?;
        out.push(if d & 4 != 0 { 'r' } else { '-' });
        out.push(if d & 1 != 0 { 'w' } else { '-' });
        out.push(if d & 2 != 0 { 'x' } else { '-' });
    }
    Some(out)
}

/// Returns the octal form of a nine-character symbolic mode like
/// "rw-r--r--".
pub fn to_octal(sym: &str) -> Option<String> {
    if sym.len() != 9 {
        return None;
    }
    let mut out = String::new();
    for chunk in sym.as_bytes().chunks(3) {
        let mut d: u8 = 0;
        for (i, (&got, want)) in chunk.iter().zip([b'r', b'w', b'x']).enumerate() {
            if got == want {
                d |= 4 >> i;
            } else if got != b'-' {
                return None;
            }
        }
        out.push(char::from(b'0' + d));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbolic_755() {
        assert_eq!(to_symbolic("755").as_deref(), Some("rwxr-xr-x"));
    }

    #[test]
    fn symbolic_640() {
        assert_eq!(to_symbolic("640").as_deref(), Some("rw-r-----"));
    }

    #[test]
    fn symbolic_rejects_bad_input() {
        assert_eq!(to_symbolic("789"), None);
        assert_eq!(to_symbolic("75"), None);
    }

    #[test]
    fn octal_644() {
        assert_eq!(to_octal("rw-r--r--").as_deref(), Some("644"));
    }

    #[test]
    fn octal_rejects_junk() {
        assert_eq!(to_octal("rwxrwxrwz"), None);
        assert_eq!(to_octal("rwx"), None);
    }

    #[test]
    fn roundtrip() {
        for m in ["000", "777", "750", "421"] {
            assert_eq!(to_octal(&to_symbolic(m).unwrap()).as_deref(), Some(m));
        }
    }
}
