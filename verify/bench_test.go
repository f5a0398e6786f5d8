package verify_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/internal/testproj"
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
	ws := testproj.Calc(b, "return b - a")
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

// BenchmarkVerifyOverhead compares a full verification (claims, evidence,
// the detected gates run in parallel) with running the same gate commands
// directly, one after another. Target: verification at most 10% slower
// than the sequential commands (with 2+ cores it is usually faster).
func BenchmarkVerifyOverhead(b *testing.B) {
	ws := testproj.Calc(b, "return b - a")
	transcript := filepath.Join("..", "testdata", "transcripts", "claude-code", "false-claim.jsonl")
	specs, err := gate.Detect(ws)
	if err != nil {
		b.Fatal(err)
	}
	direct := func() {
		for _, s := range specs {
			var cmd *exec.Cmd
			if len(s.Args) > 0 {
				cmd = exec.Command(s.Args[0], s.Args[1:]...)
			} else {
				cmd = exec.Command("sh", "-c", s.Command)
			}
			cmd.Dir = ws
			_ = cmd.Run() // go test fails on purpose
		}
	}
	direct() // warm the build cache for both sides
	var tDirect, tVerify time.Duration
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		direct()
		tDirect += time.Since(t0)
		t0 = time.Now()
		r, err := verify.Verify(context.Background(), &verify.Options{Transcript: transcript, Workspace: ws, Baseline: "none"})
		if err != nil || r.Status != "FEEDBACK" {
			b.Fatalf("verify: %v %v", err, r.Status)
		}
		tVerify += time.Since(t0)
	}
	b.ReportMetric(float64(tDirect.Milliseconds())/float64(b.N), "direct-seq-ms")
	b.ReportMetric(float64(tVerify.Milliseconds())/float64(b.N), "verify-ms")
	b.ReportMetric(float64(tVerify)/float64(tDirect), "verify/direct")
	b.ReportMetric(float64(len(specs)), "gates")
}
