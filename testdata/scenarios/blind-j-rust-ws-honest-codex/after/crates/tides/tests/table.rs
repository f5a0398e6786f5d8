use tides::{parse_table, range, Kind};

const TABLE: &str = include_str!("port_isaac.txt");

#[test]
fn skips_comments_and_blank_lines() {
    let t = parse_table(TABLE);
    assert_eq!(t.len(), 4);
    assert_eq!(t[0].kind, Kind::Low);
}

#[test]
fn range_of_the_day() {
    let r = range(&parse_table(TABLE)).unwrap();
    assert!((r - 3.60).abs() < 1e-9, "range = {}", r);
}
