package claims

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestReportGenrePrefilter checks that the fast test before reReportGenre
// never rules out a message the expression would take: on every labelled
// real message and on made-up marks of each kind, in any case.
func TestReportGenrePrefilter(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("../testdata/claims/*.jsonl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no labelled messages: %v", err)
	}
	texts := []string{
		"fix(parser): keep the cursor\n\nBody.",
		"* Feat: add retry",
		"Tidy.\n\nCO-AUTHORED-BY: A <a@example.com>",
		"Done.\n\n🤖 Generated with [Claude Code](https://claude.com)",
		"See [Codex Task](https://chatgpt.com/codex/tasks/1)",
		"## Summary\n- x\n\n## Testing Plan\n- [x] ran it",
		"Refactor.\n\nResolves acme/widgets#42",
		"Fixed the cache.\n\nFixes #7",
		"All tests pass.",
		"",
	}
	genre := 0
	for _, m := range readLabelled(t, files) {
		texts = append(texts, m.Text)
	}
	for _, s := range texts {
		re := reReportGenre.MatchString(s)
		if re {
			genre++
		}
		if re && !maybeReportGenre(s) {
			t.Errorf("maybeReportGenre rules out a message of the genre: %.120q", s)
		}
	}
	if genre < 20 {
		t.Errorf("only %d messages of the genre: the check proves little", genre)
	}
	if maybeReportGenre("All tests pass. I updated `a.go` and fixed the parser.") {
		t.Error("a plain end-of-turn message passes the prefilter")
	}
}

// TestReportGenreEnds checks that a message longer than both of its ends
// is of the genre by the marks at its ends, as a short one is by its
// marks anywhere: the genre is read from the first and last 32 KB.
func TestReportGenreEnds(t *testing.T) {
	t.Parallel()
	filler := strings.Repeat("Updated the parser and its tests.\n", 3000) // ~100 KB
	tests := []struct {
		name, src string
		want      bool
	}{
		{"trailer at the end", filler + "\n🤖 Generated with [Claude Code](https://claude.com/claude-code)\n", true},
		{"subject at the start", "fix(parser): keep empty lines\n\n" + filler, true},
		{"test plan at the start", "## Summary\n- keep empty lines\n\n## Test plan\n- [x] go test\n" + filler, true},
		{"no mark", filler, false},
		{"short, mark in the middle", "Updated the parser.\nFixes #12\nDone.", true},
	}
	for _, tt := range tests {
		st := &listState{src: tt.src}
		if got := st.reportGenre(); got != tt.want {
			t.Errorf("%s: reportGenre() = %v, want %v", tt.name, got, tt.want)
		}
	}
}
