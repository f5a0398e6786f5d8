use std::env;

use vers::parse_version;

fn main() {
    for arg in env::args().skip(1) {
        match parse_version(&arg) {
            Some(v) => {
                let next = v.bump_minor();
                println!("{} -> {}.{}.{}", arg, next.major, next.minor, next.patch);
            }
            None => eprintln!("{}: not a version", arg),
        }
    }
}
