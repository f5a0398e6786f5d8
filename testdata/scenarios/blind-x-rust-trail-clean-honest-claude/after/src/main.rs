use std::env;
use std::process;

use trailgain::elevation_gain;

fn main() {
    let mut points = Vec::new();
    for arg in env::args().skip(1) {
        match arg.parse::<f64>() {
            Ok(v) => points.push(v),
            Err(_) => {
                eprintln!("trailgain: not a number: {arg}");
                process::exit(2);
            }
        }
    }
    println!("gain: {:.0} m", elevation_gain(&points, 3.0));
}
