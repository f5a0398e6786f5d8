use trailpace::{format_duration, pace_secs_per_km};

#[test]
fn three_thirty_marathon_pace() {
    let pace = pace_secs_per_km(42195, 12600).unwrap();
    assert_eq!(format_duration(pace), "4:59");
}
