use vers::parse;

#[test]
fn release_beats_prerelease() {
    assert!(parse("1.0.0").unwrap() > parse("1.0.0-rc.1").unwrap());
}

#[test]
fn numeric_not_lexical() {
    assert!(parse("1.10.0").unwrap() > parse("1.9.0").unwrap());
}

#[test]
fn bump_minor_resets_patch() {
    let v = parse("2.3.9").unwrap().bump_minor();
    assert_eq!((v.major, v.minor, v.patch), (2, 4, 0));
}
