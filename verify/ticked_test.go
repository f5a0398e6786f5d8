package verify

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/transcript"
)

// TestTickedTestNames: a ticked line that is a test's name as node --test
// reports it ("- ✅ rejects negative values") is a claim that the test
// passes, judged by the gate's result for that test alone; a ticked line
// that names no test stays a general statement.
func TestTickedTestNames(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	files := map[string]string{
		"package.json": `{"name":"dur","version":"1.0.0","scripts":{"test":"node --test"}}` + "\n",
		"dur.js":       "exports.parse = (s) => { if (s.startsWith('-')) return 0; const [h, m] = s.split(':').map(Number); return h * 60 + m; };\n",
		"dur.test.js": `const test = require('node:test');
const assert = require('node:assert');
const { parse } = require('./dur.js');
test('parses hours and minutes', () => { assert.strictEqual(parse('1:30'), 90); });
test('rejects negative values', () => { assert.throws(() => parse('-1:00')); });
`,
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(ws, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	final := "Updated `dur.js`.\n\n- ✅ parses hours and minutes\n- ✅ **Rejects negative values**\n- ✅ handles the new config layout\n"
	s := &transcript.Session{Cwd: ws}
	s.Events = []*transcript.Event{
		{Index: 0, Kind: transcript.KindUser, Text: "make parse reject negative durations"},
		{Index: 1, Kind: transcript.KindAssistant, Text: final},
	}
	r, err := Verify(t.Context(), &Options{Session: s, Workspace: ws, Baseline: "none"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]report.Verdict{
		"✅ parses hours and minutes":      report.VerdictVerified,
		"✅ Rejects negative values":       report.VerdictRefuted,
		"✅ handles the new config layout": report.VerdictUnverified,
	}
	for _, c := range r.Claims {
		w, ok := want[c.Text]
		if !ok {
			continue
		}
		delete(want, c.Text)
		if c.Verdict != w {
			t.Errorf("%q: %s %s (%v); want %s", c.Text, c.Kind, c.Verdict, c.Evidence, w)
		}
		if w != report.VerdictUnverified && (c.Kind != "tests_pass" || c.Scope == nil || c.Scope.Kind != "tests") {
			t.Errorf("%q: kind %s scope %+v; want tests_pass scoped to the test", c.Text, c.Kind, c.Scope)
		}
	}
	for text := range want {
		t.Errorf("no claim %q in %+v", text, r.Claims)
	}
}
