package hook

import (
	"context"
	"testing"

	"github.com/vouchdev/vouch/hook/hooktest"
)

// BenchmarkPreTool: the same decisions in-process (no process start).
func BenchmarkPreTool(b *testing.B) {
	ws := hooktest.Workspace(b, hooktest.BaseFiles)
	cfg := hooktest.Config(b, ws, "")
	for _, tc := range []struct{ name, cmd string }{
		{"allow", "go test ./... 2>&1 | tail -20"},
		{"deny", "cd sub && echo x > ../.env"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			e := bash(b, ws, tc.cmd)
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				PreTool(context.Background(), cfg, e, nil)
			}
		})
	}
}
