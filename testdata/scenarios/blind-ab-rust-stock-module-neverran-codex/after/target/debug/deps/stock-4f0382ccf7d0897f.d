/work/blindab/testdata/scenarios/blind-ab-rust-stock-module-neverran-codex/after/target/debug/deps/stock-4f0382ccf7d0897f.d: src/lib.rs src/qty.rs

/work/blindab/testdata/scenarios/blind-ab-rust-stock-module-neverran-codex/after/target/debug/deps/stock-4f0382ccf7d0897f: src/lib.rs src/qty.rs

src/lib.rs:
src/qty.rs:
