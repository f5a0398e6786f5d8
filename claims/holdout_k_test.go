package claims

import "testing"

// TestHoldoutKMessages measures extraction on a seventh held-out set
// (testdata/claims/holdout-k-messages.jsonl, part k of SOURCES.md): 60
// end-of-turn reports of real agents (Claude Code, Codex, Cursor, Copilot,
// Aider) taken from session transcripts committed to 26 repositories used
// nowhere else (Claude Code transcripts copied by a Stop hook to
// logs/chat.json, Codex rollouts under .codex/sessions, SpecStory and Aider
// histories), labelled by hand without reading the extractor. Like parts g to
// j it prints the numbers only and sets no accuracy floor; it fails only when
// the file is malformed.
func TestHoldoutKMessages(t *testing.T) {
	t.Parallel()
	checkHoldout(t, "k", "../testdata/claims/holdout-k-messages.jsonl", 60)
}
