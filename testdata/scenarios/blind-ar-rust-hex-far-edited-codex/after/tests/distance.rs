use hexgrid::{distance, Hex};

#[test]
fn distance_far_pair() {
    assert_eq!(distance(Hex::new(0, 0), Hex::new(2, 2)), 2);
}
