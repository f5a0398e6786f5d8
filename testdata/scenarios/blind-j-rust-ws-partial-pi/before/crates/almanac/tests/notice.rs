use almanac::summary;

const TABLE: &str = "00:31 L 0.92\n06:42 H 4.31\n12:58 L 1.05\n19:05 H 4.52\n";

#[test]
fn morning_notice() {
    assert_eq!(summary(TABLE, 5 * 60), "next high 06:42 (4.3 m); range 3.6 m");
}

#[test]
fn notice_at_high_water() {
    assert_eq!(summary(TABLE, 6 * 60 + 42), "next high 06:42 (4.3 m); range 3.6 m");
}

#[test]
fn evening_notice() {
    assert_eq!(summary(TABLE, 20 * 60), "no more high water today; range 3.6 m");
}
