use notes::{name, parse};

#[test]
fn names_sharps() {
    assert_eq!(name(61), "C#4");
}

#[test]
fn roundtrips_every_note() {
    for n in 0..=127u8 {
        assert_eq!(parse(&name(n)), Some(n), "note {}", n);
    }
}
