//! Word frequencies for short texts.

/// Splits text into lower-cased words, trimming punctuation at either end
/// of each word.
pub fn tokenize(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Counts how often each word of text occurs.
pub fn word_counts(text: &str) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for w in tokenize(text) {
        *counts.entry(w).or_insert(0) += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokenize_lowercases_and_trims() {
        assert_eq!(tokenize("Hello, world! Hello."), vec!["hello", "world", "hello"]);
    }
}
