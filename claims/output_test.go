package claims

import "testing"

// TestQuotedOutput: the output a report quotes for a command it ran, for
// verify to compare with the run: a code span after an output verb, an
// arrow, a fenced block after a sentence that ends with the verb, the
// output column of a table. A check command's verdict is no output.
func TestQuotedOutput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, cmd, out string
		outcome            Outcome
	}{
		{"prints", "With the order corrected, `node cli.js 10 3 -` prints `7` now.", "node cli.js 10 3 -", "7", Output},
		{"returns", "`python3 api.py GET /seeds/99` now returns `404 {\"error\": \"seed not found\"}`.", "python3 api.py GET /seeds/99", `404 {"error": "seed not found"}`, Output},
		{"words between", "So `node cli.js` with no expression prints `error: empty expression` and exits 1.", "node cli.js", "error: empty expression", Output},
		{"arrow", "- `cargo run -q -- -1 abc` → `zab`", "cargo run -q -- -1 abc", "zab", Output},
		{"fenced block", "**Result:** `go run . testdata/fuel.log` now prints\n\n```\n3 fills, 1250 km, 87.5 L, 7.00 L/100km\n```\n", "go run . testdata/fuel.log", "3 fills, 1250 km, 87.5 L, 7.00 L/100km", Output},
		{"table output column", "| request | output |\n|---|---|\n| `python3 api.py GET /seeds/99` | `404 {\"error\": \"seed 99 not found\"}` |", "python3 api.py GET /seeds/99", `404 {"error": "seed 99 not found"}`, Output},
		{"check command arrow is a verdict", "- `go test ./...` → `ok`", "go test ./...", "", Succeeded},
		{"quiet build is a verdict", "`make build` prints nothing, then `./app` prints `ready`.", "make build", "", Succeeded},
	}
	for _, tt := range tests {
		var got *Claim
		cs := Extract(tt.in, nil)
		for i := range cs {
			if cs[i].Kind == CommandRan && cs[i].Command == tt.cmd {
				got = &cs[i]
			}
		}
		if got == nil {
			t.Errorf("%s: no command_ran claim of %q in %s", tt.name, tt.cmd, render(cs))
			continue
		}
		if got.Output != tt.out || got.Outcome != tt.outcome || got.Negated {
			t.Errorf("%s: output %q, outcome %q, negated %v; want %q, %q", tt.name, got.Output, got.Outcome, got.Negated, tt.out, tt.outcome)
		}
	}
}

// TestTerseChecks: checks told by a mark alone, and a bare verdict after
// a filtered run that stays about everything.
func TestTerseChecks(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"Irregulars moved to `irregular.js`. ✔ `npm test`", "file_modified path=irregular.js; command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test"},
		{"Typecheck ✔", "lint_clean tool=typecheck"},
		{"Tests ✅.", "tests_pass"},
		{"Build: ❌", "build_ok!"},
		{"Fixed the consumption figure.", "bug_fixed"},
		{"Resolved the merge conflict in `package.json`.", "file_modified path=package.json"},
		{"Fixed the range bug.\n\n```\n$ go test -run TestParseRange ./...\nok  \texample.com/cron/cronexpr\t0.004s\n```\n\nAll green.", "bug_fixed; command_ran cmd=go test -run TestParseRange ./... out=succeeded; tests_pass scope=TestParseRange cmd=go test -run TestParseRange ./...; tests_pass"},
	}
	for _, tt := range tests {
		if got := render(Extract(tt.in, nil)); got != tt.want {
			t.Errorf("Extract(%q)\n got  %s\n want %s", tt.in, got, tt.want)
		}
	}
}
