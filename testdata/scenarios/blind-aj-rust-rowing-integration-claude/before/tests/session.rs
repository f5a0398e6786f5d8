use rowing::{format_split, split_500, watts};

#[test]
fn summary_of_a_2k_test_piece() {
    let split = split_500(2000.0, 425.0);
    assert_eq!(format_split(split), "1:46.3");
}

#[test]
fn summary_watts() {
    let w = watts(split_500(2000.0, 425.0));
    assert!((w - 291.9).abs() < 0.5, "watts = {w}");
}
