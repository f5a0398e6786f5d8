use perms::{to_octal, to_symbolic};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        eprintln!("usage: perms MODE...   e.g. perms 755 rw-r--r--");
        std::process::exit(2);
    }
    let mut failed = false;
    for a in &args {
        let out = if a.chars().all(|c| c.is_ascii_digit()) {
            to_symbolic(a)
        } else {
            to_octal(a)
        };
        match out {
            Some(s) => println!("{a} -> {s}"),
            None => {
                eprintln!("perms: cannot read {a:?}");
                failed = true;
            }
        }
    }
    if failed {
        std::process::exit(1);
    }
}
