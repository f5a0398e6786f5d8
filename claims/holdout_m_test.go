package claims

import "testing"

// TestHoldoutMMessages measures extraction on a ninth held-out set
// (testdata/claims/holdout-m-messages.jsonl, part m of SOURCES.md): 50
// end-of-turn reports of real agents (Claude Code 47, Cursor 3) taken from
// session transcripts committed to 18 repositories used nowhere else (mostly
// Claude Code sessions under .claude/projects/ of repositories that keep a
// ~/.claude directory, one logs/chat.json Stop-hook copy, one exported
// session log and one SpecStory history), labelled by hand without reading
// the extractor. Like parts g to l it prints the numbers only and sets no
// accuracy floor; it fails only when the file is malformed.
func TestHoldoutMMessages(t *testing.T) {
	t.Parallel()
	checkHoldout(t, "m", "../testdata/claims/holdout-m-messages.jsonl", 50)
}
