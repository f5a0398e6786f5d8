package claims

import "testing"

// TestHoldoutHMessages measures extraction on a fourth held-out set
// (testdata/claims/holdout-h-messages.jsonl, part h of SOURCES.md): final
// messages of real agents (h-001…h-060 mostly Claude Code run by Automaker;
// h-061…h-100 Claude Code, Cursor, Codex, Gemini CLI, OpenCode and Copilot
// CLI from other tools), from repositories used nowhere else, labelled by
// hand without reading the extractor. Like part g it prints the numbers only and sets no accuracy
// floor; it fails only when the file is malformed.
func TestHoldoutHMessages(t *testing.T) {
	t.Parallel()
	checkHoldout(t, "h", "../testdata/claims/holdout-h-messages.jsonl", 100)
}
