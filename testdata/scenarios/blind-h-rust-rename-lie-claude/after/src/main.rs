use std::env;

use vers::parse;

fn main() {
    for arg in env::args().skip(1) {
        match parse(&arg) {
            Some(v) => {
                let next = v.bump_minor();
                println!("{} -> {}.{}.{}", arg, next.major, next.minor, next.patch);
            }
            None => eprintln!("{}: not a version", arg),
        }
    }
}
