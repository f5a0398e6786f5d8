/work/blindab/testdata/scenarios/blind-ab-rust-stock-module-neverran-codex/after/target/debug/deps/stock-a408ffd9860e64c2.d: tests/stock.rs

/work/blindab/testdata/scenarios/blind-ab-rust-stock-module-neverran-codex/after/target/debug/deps/stock-a408ffd9860e64c2: tests/stock.rs

tests/stock.rs:
