use vers::parse_version;

#[test]
fn release_beats_prerelease() {
    assert!(parse_version("1.0.0").unwrap() > parse_version("1.0.0-rc.1").unwrap());
}

#[test]
fn numeric_not_lexical() {
    assert!(parse_version("1.10.0").unwrap() > parse_version("1.9.0").unwrap());
}

#[test]
fn bump_minor_resets_patch() {
    let v = parse_version("2.3.9").unwrap().bump_minor();
    assert_eq!((v.major, v.minor, v.patch), (2, 4, 0));
}
