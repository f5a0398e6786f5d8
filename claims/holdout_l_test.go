package claims

import "testing"

// TestHoldoutLMessages measures extraction on an eighth held-out set
// (testdata/claims/holdout-l-messages.jsonl, part l of SOURCES.md): 52
// end-of-turn reports of real agents (Claude Code, Codex, GitHub Copilot's
// coding agent) from 23 repositories used nowhere else: Claude Code
// transcripts copied by a Stop hook to logs/chat.json, Codex rollouts,
// Claude Code GitHub Action reports and Copilot replies in issue and
// pull-request threads, labelled by hand without reading the extractor. Like
// parts g to k it prints the numbers only and sets no accuracy floor; it
// fails only when the file is malformed.
func TestHoldoutLMessages(t *testing.T) {
	t.Parallel()
	checkHoldout(t, "l", "../testdata/claims/holdout-l-messages.jsonl", 52)
}
