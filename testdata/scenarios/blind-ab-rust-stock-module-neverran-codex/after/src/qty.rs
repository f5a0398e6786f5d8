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
