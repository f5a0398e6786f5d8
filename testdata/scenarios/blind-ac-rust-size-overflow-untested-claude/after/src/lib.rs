//! Human-readable byte sizes.

/// Parses "512", "10K", "3M", "2G" or "1T" (1024-based) into a byte count;
/// None for garbage or a size that does not fit in a u64.
pub fn parse_size(s: &str) -> Option<u64> {
    let s = s.trim();
    let (num, mult) = match s.chars().last()? {
        'K' => (&s[..s.len() - 1], 1u64 << 10),
        'M' => (&s[..s.len() - 1], 1u64 << 20),
        'G' => (&s[..s.len() - 1], 1u64 << 30),
        'T' => (&s[..s.len() - 1], 1u64 << 40),
        _ => (s, 1),
    };
    let n: u64 = num.parse().ok()?;
    Some(n * mult)
}
