package gate

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCargoCrates: in a cargo workspace an integration test binary
// ("Running tests/notice.rs (target/debug/deps/notice-…)") belongs to the
// member that holds tests/notice.rs (scenario blind-j-rust-ws-counts-codex);
// unit tests keep their crate, and a root crate's own tests/ stay as they
// are.
func TestCargoCrates(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, f := range []string{"Cargo.toml", "crates/almanac/Cargo.toml", "crates/almanac/src/lib.rs", "crates/almanac/tests/notice.rs", "crates/tides/Cargo.toml", "tests/root.rs"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cases := []TestCase{
		{ID: "tests::clock_pads_hours", Name: "clock_pads_hours", File: "src/lib.rs", Package: "almanac", Status: CasePass},
		{ID: "morning_notice", Name: "morning_notice", File: "tests/notice.rs", Package: "notice", Status: CasePass},
		{ID: "root_works", Name: "root_works", File: "tests/root.rs", Package: "root", Status: CasePass},
		{ID: "gone", Name: "gone", File: "tests/gone.rs", Package: "gone", Status: CasePass},
	}
	cargoCrates(dir, cases)
	want := []struct{ file, pkg string }{
		{"crates/almanac/src/lib.rs", "almanac"},
		{"crates/almanac/tests/notice.rs", "almanac"},
		{"tests/root.rs", "root"},
		{"tests/gone.rs", "gone"},
	}
	for i, w := range want {
		if cases[i].File != w.file || cases[i].Package != w.pkg {
			t.Errorf("%s: file %q package %q, want %q %q", cases[i].ID, cases[i].File, cases[i].Package, w.file, w.pkg)
		}
	}
}
