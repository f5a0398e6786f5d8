package hook

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/vouchdev/vouch/hook/hooktest"
)

// BenchmarkPreTool: the same decisions in-process (no process start).
func BenchmarkPreTool(b *testing.B) {
	ws := hooktest.Workspace(b, hooktest.BaseFiles)
	cfg := hooktest.Config(b, ws, "")
	sub := filepath.Join(ws, "sub")
	for _, tc := range []struct {
		name string
		e    *Event
	}{
		{"allow", bash(b, ws, "go test ./... 2>&1 | tail -20")},
		{"deny", bash(b, ws, "cd sub && echo x > ../.env")},
		// A write that is allowed: every target resolved and matched
		// against vouch's own files outside the project.
		{"write", bash(b, sub, "go build -o ../bin/app . && echo done > build.log")},
		{"Write", event(b, Claude, "PreToolUse.Write.json", sub, "", map[string]any{"file_path": filepath.Join(sub, "notes.md"), "content": "x"})},
		// An unknown write: the project's protected entries looked up.
		{"ask", bash(b, ws, `echo x > "$(cat name.txt)"`)},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				PreTool(context.Background(), cfg, tc.e, nil)
			}
		})
	}
}

// BenchmarkSelfEntries: vouch's own files outside the project, resolved
// through symbolic links (once per call that writes something).
func BenchmarkSelfEntries(b *testing.B) {
	for i := 0; i < b.N; i++ {
		selfEntries("/home/nobody", func(string) string { return "" })
	}
}
