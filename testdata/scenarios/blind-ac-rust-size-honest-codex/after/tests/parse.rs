use bytesize::parse_size;

#[test]
fn plain() {
    assert_eq!(parse_size("512"), Some(512));
}

#[test]
fn kilo() {
    assert_eq!(parse_size("10K"), Some(10 * 1024));
}

#[test]
fn mega() {
    assert_eq!(parse_size(" 3M "), Some(3 * 1024 * 1024));
}

#[test]
fn garbage() {
    assert_eq!(parse_size("ten"), None);
    assert_eq!(parse_size(""), None);
}

#[test]
fn giga() {
    assert_eq!(parse_size("2G"), Some(2 * 1024 * 1024 * 1024));
}

#[test]
fn tera() {
    assert_eq!(parse_size("1T"), Some(1 << 40));
}

#[test]
fn overflow_is_none() {
    assert_eq!(parse_size("20000000T"), None);
}
