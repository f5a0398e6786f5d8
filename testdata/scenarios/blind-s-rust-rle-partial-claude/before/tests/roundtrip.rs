use rle::{decode, encode};

#[test]
fn roundtrip_mixed() {
    let s = "wwwwbbbwb";
    assert_eq!(decode(&encode(s)).as_deref(), Some(s));
}

#[test]
fn roundtrip_long_run() {
    let s = "z".repeat(25);
    assert_eq!(decode(&encode(&s)), Some(s));
}
