use std::env;
use std::process;

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: rot SHIFT TEXT...");
        process::exit(2);
    }
    let n: i32 = match args[0].parse() {
        Ok(n) => n,
        Err(_) => {
            eprintln!("bad shift {:?}", args[0]);
            process::exit(2);
        }
    };
    println!("{}", rot::shift(&args[1..].join(" "), n));
}
