use stock::{parse_qty, Stock};

#[test]
fn plain_quantity() {
    assert_eq!(parse_qty("12"), Ok(12));
}

#[test]
fn packs() {
    assert_eq!(parse_qty(" 3x4 "), Ok(12));
}

#[test]
fn bad_quantity() {
    assert!(parse_qty("twelve").is_err());
    assert!(parse_qty("3xfour").is_err());
}

#[test]
fn receive_accumulates() {
    let mut s = Stock::new();
    s.receive("bolt 3x4").unwrap();
    s.receive("bolt 2").unwrap();
    assert_eq!(s.level("bolt"), 14);
    assert_eq!(s.level("nut"), 0);
}
