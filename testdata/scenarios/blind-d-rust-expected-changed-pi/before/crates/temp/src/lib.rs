//! Whole-degree temperature conversion.

/// Converts degrees Celsius to Fahrenheit.
pub fn c_to_f(c: i32) -> i32 {
    c * 9 / 5 + 32
}

/// Converts degrees Fahrenheit to Celsius.
pub fn f_to_c(f: i32) -> i32 {
    (f - 32) * 9 / 5
}
