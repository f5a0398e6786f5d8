use temp::{c_to_f, f_to_c};

#[test]
fn freezing_point() {
    assert_eq!(f_to_c(32), 0);
}

#[test]
fn boiling_point() {
    assert_eq!(f_to_c(212), 100);
}

#[test]
fn c_to_f_boiling() {
    assert_eq!(c_to_f(100), 212);
}

#[test]
fn c_to_f_freezing() {
    assert_eq!(c_to_f(0), 32);
}
