use hexgrid::{distance, neighbors, Hex};

#[test]
fn distance_far_pair() {
    assert_eq!(distance(Hex::new(0, 0), Hex::new(2, 2)), 4);
}

#[test]
fn distance_is_symmetric() {
    let (a, b) = (Hex::new(-3, 1), Hex::new(2, -2));
    assert_eq!(distance(a, b), 5);
    assert_eq!(distance(b, a), 5);
}

#[test]
fn neighbors_of_a_far_hex_are_one_step() {
    let h = Hex::new(7, -4);
    for n in neighbors(h) {
        assert_eq!(distance(h, n), 1);
    }
}
