//! Minimal semantic versions: "1.4.2" and "1.4.2-rc.1".

use std::cmp::Ordering;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
    pub pre: Option<String>,
}

/// Parses "MAJOR.MINOR.PATCH" with an optional "-PRERELEASE".
pub fn parse_version(s: &str) -> Option<Version> {
    let (core, pre) = match s.split_once('-') {
        Some((c, p)) => (c, Some(p.to_string())),
        None => (s, None),
    };
    let mut parts = core.split('.').map(|p| p.parse::<u64>().ok());
    let v = Version {
        major: parts.next()??,
        minor: parts.next()??,
        patch: parts.next()??,
        pre,
    };
    if parts.next().is_some() {
        return None;
    }
    Some(v)
}

impl Version {
    /// The next minor version: 1.4.2 -> 1.5.0 (the prerelease is dropped).
    pub fn bump_minor(&self) -> Version {
        Version { major: self.major, minor: self.minor + 1, patch: 0, pre: None }
    }
}

impl PartialOrd for Version {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Ord for Version {
    fn cmp(&self, o: &Self) -> Ordering {
        (self.major, self.minor, self.patch)
            .cmp(&(o.major, o.minor, o.patch))
            .then_with(|| match (&self.pre, &o.pre) {
                (None, None) => Ordering::Equal,
                (None, Some(_)) => Ordering::Greater,
                (Some(_), None) => Ordering::Less,
                (Some(a), Some(b)) => a.cmp(b),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain() {
        assert_eq!(parse_version("1.4.2").unwrap().minor, 4);
    }

    #[test]
    fn rejects_four_parts() {
        assert!(parse_version("1.2.3.4").is_none());
    }
}
