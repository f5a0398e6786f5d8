package claims

import (
	"fmt"
	"regexp"
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
	checkHoldout(t, "g", "../testdata/claims/holdout-g-messages.jsonl", 60)
}

// checkHoldout loads a held-out part (ids "<part>-NNN"), fails on what makes
// the file malformed and logs recall, precision and admissions read as
// success. It never prints the misses: a held-out set is measured, not tuned
// on.
func checkHoldout(t *testing.T, part, file string, minMessages int) {
	t.Helper()
	msgs := readLabelled(t, []string{file})
	if len(msgs) < minMessages {
		t.Fatalf("only %d held-out (part %s) messages, want at least %d", len(msgs), part, minMessages)
	}
	idRE := regexp.MustCompile(`^` + regexp.QuoteMeta(part) + `-[0-9]{3}$`)
	seen := map[string]string{}
	for _, m := range msgs {
		if !idRE.MatchString(m.ID) {
			t.Errorf("%s: id %q is not a part %s id (%s-NNN)", m.file, m.ID, part, part)
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
	name := "held-out messages (part " + part + ")"
	t.Logf("%s: %d messages; recall of success claims %.1f%% (%d/%d); precision %.1f%% (%d/%d); admissions read as success %d of %d",
		name, len(msgs), 100*s.recall(), s.found, s.success, 100*s.precision(), s.correct, s.asserted, s.readAsSuccess, s.failures)
	t.Logf("%s: recall by kind: %s", name, s.groups())
	if len(s.badLabels) > 0 {
		t.Errorf("%s: %d labels not usable (quote not in text, unknown kind or polarity):\n%s",
			name, len(s.badLabels), strings.Join(s.badLabels, "\n"))
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
