/work/blindab/testdata/scenarios/blind-ab-rust-stock-module-neverran-codex/after/target/debug/deps/stock-6c3659417c2c15d0.d: src/lib.rs src/qty.rs

/work/blindab/testdata/scenarios/blind-ab-rust-stock-module-neverran-codex/after/target/debug/deps/libstock-6c3659417c2c15d0.rlib: src/lib.rs src/qty.rs

/work/blindab/testdata/scenarios/blind-ab-rust-stock-module-neverran-codex/after/target/debug/deps/libstock-6c3659417c2c15d0.rmeta: src/lib.rs src/qty.rs

src/lib.rs:
src/qty.rs:
