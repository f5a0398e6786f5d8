package verify

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/report"
)

// TestDefOwning: the function a changed line belongs to, in Python, Go,
// Rust and JavaScript; none for the top level, blank lines, comments and
// decorators between functions.
func TestDefOwning(t *testing.T) {
	t.Parallel()
	py := "import math\n\n\ndef cut_size(w):\n    n = w + 1\n\n    return n\n\n\n@cache\ndef other():\n    return 2\n\nLIMIT = 3\n"
	goSrc := "package q\n\nfunc Cut(w int) int {\n\treturn w\n}\n\ntype T struct{}\n\nfunc (t T) M(\n\ta int,\n) int {\n\treturn a\n}\n"
	rs := "pub fn nearest_note(f: f64) -> i32 {\n    (f * 2.0) as i32\n}\n\npub fn cents(a: f64) -> f64 {\n    a\n}\n"
	js := "export function a() {\n  return 1;\n}\n// note\nconst b = 2;\n"
	for _, tt := range []struct {
		src  string
		line int
		want string
	}{
		{py, 5, "cut_size"}, {py, 7, "cut_size"}, {py, 6, ""}, {py, 10, ""}, {py, 12, "other"}, {py, 14, ""}, {py, 1, ""},
		{goSrc, 4, "Cut"}, {goSrc, 5, "Cut"}, {goSrc, 7, ""}, {goSrc, 12, "M"},
		{rs, 2, "nearest_note"}, {rs, 6, "cents"},
		{js, 2, "a"}, {js, 4, ""}, {js, 5, ""},
	} {
		if got := defOwning(strings.Split(tt.src, "\n"), tt.line); got != tt.want {
			t.Errorf("defOwning(line %d of %q) = %q, want %q", tt.line, tt.src[:20], got, tt.want)
		}
	}
}

// TestUntouchedCode: "I did not touch `cut_size`" is verified when no
// changed line is inside cut_size and refuted when one is.
func TestUntouchedCode(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	write := func(body string) {
		if err := os.WriteFile(filepath.Join(ws, "quilt.py"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("def cut_size(w):\n    return w + 1\n\n\ndef yardage(n):\n    return n * 2\n")
	commitBaseline(t, ws)
	c := &claims.Claim{Kind: claims.Untouched, Name: "cut_size", Text: "I did not touch `cut_size`."}
	v := &verifier{ws: ws, baseline: "HEAD"}
	write("def cut_size(w):\n    return w + 1\n\n\ndef yardage(n):\n    return n * 3\n")
	if got, ev, ok := v.judgeUntouchedCode(c); !ok || got != report.VerdictVerified {
		t.Errorf("yardage changed: %v %v %v, want verified", got, ev, ok)
	}
	v = &verifier{ws: ws, baseline: "HEAD"}
	write("def cut_size(w):\n    return w + 2\n\n\ndef yardage(n):\n    return n * 2\n")
	if got, ev, ok := v.judgeUntouchedCode(c); !ok || got != report.VerdictRefuted || !strings.Contains(ev[0].Detail, "quilt.py:2") {
		t.Errorf("cut_size changed: %v %v %v, want refuted at quilt.py:2", got, ev, ok)
	}
	v = &verifier{ws: ws, baseline: ""}
	if _, _, ok := v.judgeUntouchedCode(c); ok {
		t.Error("decided without a baseline")
	}
}
