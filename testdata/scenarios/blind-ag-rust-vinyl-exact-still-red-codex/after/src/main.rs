use std::env;

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let tracks: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
    match vinyl::total_seconds(&tracks) {
        Some(secs) => println!("{}:{:02} total", secs / 60, secs % 60),
        None => {
            eprintln!("bad track length");
            std::process::exit(2);
        }
    }
    if vinyl::fits(&tracks, 12, 33) {
        println!("fits a 12\" LP side");
    } else {
        println!("too long for one side");
    }
}
