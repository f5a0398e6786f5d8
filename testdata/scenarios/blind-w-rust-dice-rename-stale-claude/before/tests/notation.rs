use dice::parse;

#[test]
fn upper_case_d() {
    assert_eq!(parse("2D10").unwrap().max(), 20);
}

#[test]
fn surrounding_whitespace() {
    assert_eq!(parse(" 1d4 ").unwrap().min(), 1);
}
