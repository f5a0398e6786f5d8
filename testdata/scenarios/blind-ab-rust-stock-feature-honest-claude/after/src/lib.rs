//! Warehouse stock levels.

use std::collections::BTreeMap;

/// Parses a quantity like "12" or "3x4" (3 packs of 4) into a count.
pub fn parse_qty(s: &str) -> Result<u32, String> {
    let s = s.trim();
    match s.split_once('x') {
        Some((packs, per)) => {
            let packs: u32 = packs.parse().map_err(|_| format!("bad pack count in {s:?}"))?;
            let per: u32 = per.parse().map_err(|_| format!("bad pack size in {s:?}"))?;
            Ok(packs * per)
        }
        None => s.parse().map_err(|_| format!("bad quantity {s:?}")),
    }
}

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
