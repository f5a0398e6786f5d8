//! Warehouse stock levels.

use std::collections::BTreeMap;

mod qty;

pub use qty::parse_qty;

#[derive(Debug, Default)]
pub struct Stock {
    levels: BTreeMap<String, u32>,
}

impl Stock {
    pub fn new() -> Stock {
        Stock::default()
    }

    /// Adds a "sku qty" line, e.g. "bolt 3x4".
    pub fn receive(&mut self, line: &str) -> Result<(), String> {
        let (sku, qty) = line.trim().split_once(' ').ok_or(format!("bad line {line:?}"))?;
        *self.levels.entry(sku.to_string()).or_insert(0) += parse_qty(qty)?;
        Ok(())
    }

    pub fn level(&self, sku: &str) -> u32 {
        self.levels.get(sku).copied().unwrap_or(0)
    }
}

/// The old comma-separated import, kept behind the `legacy-csv` feature.
#[cfg(feature = "legacy-csv")]
pub fn import_csv(stock: &mut Stock, text: &str) -> Result<(), String> {
    for row in text.lines() {
        stock.receive(&row.replacen(',', " ", 1))?;
    }
    Ok(())
}
