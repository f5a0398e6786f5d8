use frac::Frac;

#[test]
fn new_reduces() {
    assert_eq!(Frac::new(2, 4), Frac { num: 1, den: 2 });
}

#[test]
fn new_negative_denominator() {
    assert_eq!(Frac::new(1, -2), Frac { num: -1, den: 2 });
}

#[test]
fn zero_is_zero_over_one() {
    assert_eq!(Frac::new(0, 5), Frac { num: 0, den: 1 });
}

#[test]
fn add_halves() {
    assert_eq!(Frac::new(1, 2).add(Frac::new(1, 2)), Frac::new(1, 1));
}

#[test]
fn add_thirds() {
    assert_eq!(Frac::new(1, 2).add(Frac::new(1, 3)), Frac::new(5, 6));
}

#[test]
fn mul_reduces() {
    assert_eq!(Frac::new(2, 3).mul(Frac::new(3, 4)), Frac::new(1, 2));
}

#[test]
fn display() {
    assert_eq!(Frac::new(3, 4).to_string(), "3/4");
    assert_eq!(Frac::new(4, 2).to_string(), "2");
}
