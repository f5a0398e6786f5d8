package claims

import "testing"

// TestHoldoutJMessages measures extraction on a sixth held-out set
// (testdata/claims/holdout-j-messages.jsonl, part j of SOURCES.md): 70
// end-of-turn reports of real agents (Claude Code, Codex, Cursor, Copilot)
// taken from session transcripts committed to 30 repositories used nowhere
// else (Claude Code transcripts copied by a Stop hook to logs/chat.json, Codex
// rollouts under .codex/sessions, SpecStory histories), labelled by hand
// without reading the extractor. Like parts g, h and i it prints the numbers
// only and sets no accuracy floor; it fails only when the file is malformed.
func TestHoldoutJMessages(t *testing.T) {
	t.Parallel()
	checkHoldout(t, "j", "../testdata/claims/holdout-j-messages.jsonl", 60)
}
