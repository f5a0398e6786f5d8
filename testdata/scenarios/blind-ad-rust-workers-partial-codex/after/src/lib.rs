//! Worker pool settings, read from a small `key = value` file (settings.toml).

use std::collections::HashMap;

/// The pool's settings; keys missing from the file keep their defaults.
#[derive(Debug, PartialEq)]
pub struct Settings {
    pub name: String,
    pub max_idle: u32,
    pub workers: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            name: "default".to_string(),
            max_idle: 2,
            workers: 4,
        }
    }
}

/// Parses `key = value` lines; blank lines and lines starting with `#` are
/// skipped and string values may be quoted.
pub fn parse(text: &str) -> Result<Settings, String> {
    let mut kv = HashMap::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (k, v) = line
            .split_once('=')
            .ok_or_else(|| format!("line {}: expected key = value", i + 1))?;
        kv.insert(k.trim().to_string(), v.trim().trim_matches('"').to_string());
    }
    let mut s = Settings::default();
    if let Some(v) = kv.get("name") {
        s.name = v.clone();
    }
    if let Some(v) = kv.get("max_idle") {
        s.max_idle = v.parse().map_err(|_| format!("max_idle: {v:?} is not a number"))?;
    }
    if let Some(v) = kv.get("workers") {
        s.workers = v.parse().map_err(|_| format!("workers: {v:?} is not a number"))?;
    }
    Ok(s)
}
