//! Word frequencies for short texts.

/// Splits text into lower-cased words, trimming punctuation at either end
/// of each word.
pub fn tokenize(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokenize_lowercases_and_trims() {
        assert_eq!(tokenize("Hello, world! Hello."), vec!["hello", "world", "hello"]);
    }
}
