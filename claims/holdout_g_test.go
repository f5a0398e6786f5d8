package claims

import (
	"fmt"
	"strings"
	"testing"
)

// TestHoldoutGMessages measures extraction on a third held-out set
// (testdata/claims/holdout-g-messages.jsonl, part g of SOURCES.md): final
// messages of real agents from repositories used nowhere else, labelled by
// hand without reading the extractor. It prints the numbers only, never the
// misses, so that nobody tunes on them, and sets no accuracy floor (a floor
// would be tuned to). It fails only when the file is malformed: a line that
// does not load, a duplicate or foreign id, a label whose quote is not in
// the text or whose kind or polarity is unknown, or a doubtful quote that is
// not in the text.
func TestHoldoutGMessages(t *testing.T) {
	t.Parallel()
	msgs := readLabelled(t, []string{"../testdata/claims/holdout-g-messages.jsonl"})
	if len(msgs) < 60 {
		t.Fatalf("only %d held-out (part g) messages, want at least 60", len(msgs))
	}
	seen := map[string]string{}
	for _, m := range msgs {
		if !strings.HasPrefix(m.ID, "g-") {
			t.Errorf("%s: id %q is not a part g id (g-NNN)", m.file, m.ID)
		}
		if prev, ok := seen[m.ID]; ok {
			t.Errorf("%s: id %q already used at %s", m.file, m.ID, prev)
		}
		seen[m.ID] = m.file
		if m.Agent == "" || m.Source == "" || m.Text == "" {
			t.Errorf("%s: agent, source and text are required", m.file)
		}
		for _, q := range m.Doubtful {
			if !strings.Contains(m.Text, q) {
				t.Errorf("%s: doubtful quote %q is not in the text", m.file, q)
			}
		}
	}
	s := measure(msgs)
	t.Logf("held-out messages (part g): %d messages; recall of success claims %.1f%% (%d/%d); precision %.1f%% (%d/%d); admissions read as success %d of %d",
		len(msgs), 100*s.recall(), s.found, s.success, 100*s.precision(), s.correct, s.asserted, s.readAsSuccess, s.failures)
	if len(s.badLabels) > 0 {
		t.Errorf("held-out messages (part g): %d labels not usable (quote not in text, unknown kind or polarity):\n%s",
			len(s.badLabels), strings.Join(s.badLabels, "\n"))
	}
}

// TestHoldoutGMessagesRejectsBadLabels checks that the measure the held-out
// test relies on reports what makes a file malformed: a quote that is not in
// the text and a kind that does not exist are counted as unusable labels.
func TestHoldoutGMessagesRejectsBadLabels(t *testing.T) {
	t.Parallel()
	msgs := []labelled{{
		ID: "g-000", Agent: "cursor", Source: "github:example/example", file: "inline:1",
		Text: "All tests pass. Updated `a.go`.",
		Claims: []labelClaim{
			{Kind: "tests_pass", Polarity: "success", Quote: "All tests pass."},
			{Kind: "tests_pass", Polarity: "success", Quote: "All tests passed."},
			{Kind: "tests_passing", Polarity: "success", Quote: "All tests pass."},
			{Kind: "file_modified", Polarity: "maybe", Quote: "Updated `a.go`."},
		},
	}}
	s := measure(msgs)
	if got := len(s.badLabels); got != 3 {
		t.Fatalf("unusable labels = %d (%s), want 3: a quote not in the text, an unknown kind, an unknown polarity",
			got, fmt.Sprint(s.badLabels))
	}
}
