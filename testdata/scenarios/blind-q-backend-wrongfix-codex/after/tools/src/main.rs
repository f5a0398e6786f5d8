use std::env;

fn main() {
    let args: Vec<u32> = env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    if args.len() != 2 {
        eprintln!("usage: rebalance BIKES CAPACITY");
        std::process::exit(2);
    }
    println!("{}", rebalance::surplus(args[0], args[1]));
}
