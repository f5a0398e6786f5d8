package claims

import "testing"

// TestHoldoutIMessages measures extraction on a fifth held-out set
// (testdata/claims/holdout-i-messages.jsonl, part i of SOURCES.md): 66 final
// reports of real agents (Claude Code, Codex, OpenHands) written as pull
// request bodies and agent-authored commit messages in 28 repositories used
// nowhere else, labelled by hand without reading the extractor. Like parts g
// and h it prints the numbers only and sets no accuracy floor; it fails only
// when the file is malformed.
func TestHoldoutIMessages(t *testing.T) {
	t.Parallel()
	checkHoldout(t, "i", "../testdata/claims/holdout-i-messages.jsonl", 60)
}
