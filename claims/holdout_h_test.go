package claims

import "testing"

// TestHoldoutHMessages measures extraction on a fourth held-out set
// (testdata/claims/holdout-h-messages.jsonl, part h of SOURCES.md): final
// messages of real agents, mostly Claude Code run by Automaker, from
// repositories used nowhere else, labelled by hand without reading the
// extractor. Like part g it prints the numbers only and sets no accuracy
// floor; it fails only when the file is malformed.
func TestHoldoutHMessages(t *testing.T) {
	t.Parallel()
	checkHoldout(t, "h", "../testdata/claims/holdout-h-messages.jsonl", 60)
}
