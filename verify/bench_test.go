package verify_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/verify"
)

// bigTranscript writes a Claude Code transcript of about size bytes: the
// real false-claim session with its tool calls and results repeated (each
// copy with fresh ids), so the last turn is one long turn.
func bigTranscript(tb testing.TB, size int) string {
	tb.Helper()
	src, err := os.ReadFile(filepath.Join("..", "testdata", "transcripts", "claude-code", "false-claim.jsonl"))
	if err != nil {
		tb.Fatal(err)
	}
	lines := bytes.SplitAfter(src, []byte("\n"))
	// Lines 0-4: queue ops, prompt, attachments; the middle: calls and
	// results; the last lines: final message and last-prompt.
	head, body, tail := lines[:5], lines[5:len(lines)-3], lines[len(lines)-3:]
	var b bytes.Buffer
	for _, l := range head {
		b.Write(l)
	}
	pad := strings.Repeat("x", 4000)
	for i := 0; b.Len() < size; i++ {
		for _, l := range body {
			s := string(l)
			s = strings.ReplaceAll(s, "toolu_fake", fmt.Sprintf("toolu_%d_", i))
			s = strings.ReplaceAll(s, `"msg_fake`, fmt.Sprintf(`"msg_%d_`, i))
			// Bulk up tool output the way real sessions do.
			s = strings.Replace(s, "FAIL\\n", "FAIL\\n"+pad+"\\n", 1)
			b.WriteString(s)
		}
	}
	for _, l := range tail {
		b.Write(l)
	}
	p := filepath.Join(tb.TempDir(), "big.jsonl")
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		tb.Fatal(err)
	}
	return p
}

// BenchmarkVerifyTranscript50MB: claim extraction and evidence analysis of
// a 50 MB transcript (no gates). Target: under 1 s, bounded memory.
func BenchmarkVerifyTranscript50MB(b *testing.B) {
	path := bigTranscript(b, 50<<20)
	st, _ := os.Stat(path)
	ws := calcWorkspace(b, "return b - a")
	b.SetBytes(st.Size())
	b.ResetTimer()
	var peak uint64
	for i := 0; i < b.N; i++ {
		r, err := verify.Verify(context.Background(), &verify.Options{Transcript: path, Workspace: ws, NoGates: true, Baseline: "none"})
		if err != nil {
			b.Fatal(err)
		}
		if r.Status != "FEEDBACK" {
			b.Fatalf("status %s", r.Status)
		}
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		peak = max(peak, ms.HeapAlloc)
		runtime.KeepAlive(r)
	}
	// Live heap after a GC with the report still held: what verification
	// retains, which must not grow with the transcript's size.
	b.ReportMetric(float64(peak)/(1<<20), "retainedMB")
}
