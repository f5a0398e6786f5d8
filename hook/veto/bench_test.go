package veto

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/hook/hooktest"
)

// genPackage writes a Go package of about lines lines (50 files) that
// imports fmt and strings, into dir/big.
func genPackage(b *testing.B, dir string, lines int) {
	b.Helper()
	pkg := filepath.Join(dir, "big")
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		b.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/big\n\ngo 1.22\n"), 0o644)
	const files = 50
	perFile := lines / files
	n := 0
	for f := 0; f < files; f++ {
		var s strings.Builder
		fmt.Fprintf(&s, "package big\n\nimport (\n\t\"fmt\"\n\t\"strings\"\n)\n\n")
		fmt.Fprintf(&s, "// T%d is a type.\ntype T%d struct {\n\tName string\n\tN    int\n}\n\n", f, f)
		l := 12
		for l < perFile {
			fmt.Fprintf(&s, "// F%d formats.\nfunc (t *T%d) F%d(x int) string {\n\t// body %d\n\tif x > t.N {\n\t\treturn strings.ToUpper(t.Name)\n\t}\n\ty := x * %d\n\tfor i := 0; i < y; i++ {\n\t\tt.N += i\n\t}\n\treturn fmt.Sprintf(\"%%s-%%d\", t.Name, y)\n}\n\n", n, f, n, n, n%7+1)
			l += 14
			n++
		}
		if err := os.WriteFile(filepath.Join(pkg, fmt.Sprintf("f%02d.go", f)), []byte(s.String()), 0o644); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVetoGo50k: the edit veto of one edit in a generated Go package
// of 50,000 lines: parse the package, import fmt and strings from export
// data (go list -export), type-check. Target: p50 ≤ 150 ms. "good" is an
// edit that type-checks (one check); "bad" introduces an error (both
// states are checked and compared).
func BenchmarkVetoGo50k(b *testing.B) {
	ws := b.TempDir()
	genPackage(b, ws, 50000)
	file := filepath.Join(ws, "big", "f10.go")
	src, _ := os.ReadFile(file)
	wc := bytes.Count(src, []byte("\n")) * 50
	b.Logf("package: %d lines", wc)
	i := bytes.Index(src, []byte("\t// body "))
	marker := string(src[i : i+bytes.IndexByte(src[i:], '\n')+1]) // unique in the package
	for _, tc := range []struct{ name, add string }{
		{"good", "\t_ = fmt.Sprint(strings.Repeat(\"x\", x))\n"},
		{"bad", "\t_ = fmt.Sprint(undefinedY)\n"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			e := event(b, hook.Claude, "PreToolUse.Edit.json", ws, "", map[string]any{
				"file_path": file, "old_string": marker, "new_string": marker + tc.add, "replace_all": false})
			opts := &Options{Timeout: 30 * time.Second} // the first go list may build fmt
			if _, ok := Check(context.Background(), e, ws, opts); ok != (tc.name == "bad") {
				b.Fatalf("veto = %v for the %s edit", ok, tc.name)
			}
			var times hooktest.Latencies
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				start := time.Now()
				reason, ok := Check(context.Background(), e, ws, opts)
				times = append(times, time.Since(start))
				if ok != (tc.name == "bad") {
					b.Fatalf("veto = %v (%s)", ok, reason)
				}
			}
			b.StopTimer()
			times.Report(b)
		})
	}
}
