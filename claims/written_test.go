package claims

import "testing"

// TestWrittenMessages measures extraction on reports written, not
// collected (testdata/claims/written-messages.jsonl): 90 final messages
// a helper session wrote in the voices of Claude Code, Codex and Pi for
// the fourteen situations of the scenario development set (tests claimed
// after a failing run, counts, builds, files, renames, tampering, filtered
// runs, honest partial fixes, protected files), labelled by the same hand
// without reading the extractor. They are no real agent's words: they
// stand for the scripted reports of the scenario sessions, which vouch
// must read whatever their wording. The set was read to find classes
// (Codex's cited-line lists, bare commands, telegraphic states), so it
// measures fit; the floors keep what was gained.
func TestWrittenMessages(t *testing.T) {
	t.Parallel()
	msgs := readLabelled(t, []string{"../testdata/claims/written-messages.jsonl"})
	if len(msgs) != 90 {
		t.Fatalf("%d written messages, want 90", len(msgs))
	}
	s := measure(msgs)
	s.report(t, "written messages")
	if len(s.badLabels) > 0 {
		t.Errorf("written messages: %d labels not usable", len(s.badLabels))
	}
	if r, p := s.recall(), s.precision(); r < 0.75 || p < 0.94 || s.readAsSuccess > 0 {
		t.Errorf("written messages: recall %.1f%%, precision %.1f%%, %d admissions read as success; want >= 75%%, >= 94%%, 0", 100*r, 100*p, s.readAsSuccess)
	}
}
