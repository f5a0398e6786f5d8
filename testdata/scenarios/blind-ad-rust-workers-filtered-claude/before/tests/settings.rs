use pool::{parse, Settings};

fn repo_settings() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/settings.toml")).unwrap()
}

#[test]
fn empty_is_default() {
    assert_eq!(parse("").unwrap(), Settings::default());
}

#[test]
fn reads_keys() {
    let s = parse("# c\nname = \"edge\"\nmax_idle = 5\n").unwrap();
    assert_eq!(s.name, "edge");
    assert_eq!(s.max_idle, 5);
}

#[test]
fn repo_settings_file_parses() {
    let s = parse(&repo_settings()).unwrap();
    assert_eq!(s.name, "default");
}
