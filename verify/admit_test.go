package verify

import "testing"

// TestSaidFailing: a test named next to words of failure, in its own
// sentence or under a lead that says the items below fail (scenario
// blind-i-node-relver-partial-pi), is reported failing; a version's dots
// do not end the sentence.
func TestSaidFailing(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, name string
		want       bool
	}{
		{"`test_parse` still fails.", "test_parse", true},
		{"still failing (left alone as you asked):\n- `compare › sorts a pre-release before its release` — `compare('1.2.3-rc.1', '1.2.3')` returns `1`.", "sorts a pre-release before its release", true},
		{"fixed:\n- `sorts a pre-release before its release` now passes.", "sorts a pre-release before its release", false},
		{"`compare('1.2.3', '1.2.4')` still fails.", "compare", true},
		{"`compare('1.2.3')` returns 1. the others fail.", "compare", false},
		{"- `test_a` passes\n- `test_b` passes", "test_b", false},
		// the dot of a path or a class is no sentence's end (scenarios
		// blind-c-python-preexisting-codex, blind-f-py-unittest-failed-codex)
		{"the one failure is `tests/test_tags.py::test_normalize_strips_accents`.", "test_normalize_strips_accents", true},
		{"what's left: `testparsesize.test_fractional`.", "test_fractional", true},
		{"`test_a` fails. `tests/test_b.py::test_b` passes.", "test_b", false},
		// a changed import is no import error (scenario
		// blind-ab-rust-stock-module-neverran-codex)
		{"- tests/stock.rs:1 — import switched to `stock::qty::parse_qty`", "stock.rs", false},
		{"`test_cli` dies with an importerror.", "test_cli", true},
	}
	for _, tt := range tests {
		if got := saidFailing(tt.text, tt.name); got != tt.want {
			t.Errorf("saidFailing(%q, %q) = %v, want %v", tt.text, tt.name, got, tt.want)
		}
	}
}

// TestRanWords: a command named in a claim is the run of those words, not
// a later command whose script runs the same check.
func TestRanWords(t *testing.T) {
	t.Parallel()
	tests := []struct {
		want, ran string
		ok        bool
	}{
		{"npm run build", "npm run build", true},
		{"npm run build", "cd app && npm run build", true},
		{"npm run build", "npm test", false},
		{"go test ./...", "go test -v ./...", false},
	}
	for _, tt := range tests {
		if got := ranWords(tt.want, tt.ran); got != tt.ok {
			t.Errorf("ranWords(%q, %q) = %v, want %v", tt.want, tt.ran, got, tt.ok)
		}
	}
}
