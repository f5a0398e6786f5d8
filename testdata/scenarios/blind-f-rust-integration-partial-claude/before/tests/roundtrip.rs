use hexcolor::{format, parse, Rgb};

#[test]
fn formats_lower_case() {
    assert_eq!(format(Rgb { r: 255, g: 128, b: 0 }), "#ff8000");
}

#[test]
fn roundtrips_upper_case_input() {
    let c = parse("#FF8000").unwrap();
    assert_eq!(format(c), "#ff8000");
}
