package verifier

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/vouchdev/vouch/pi/protocol"
	"github.com/vouchdev/vouch/store"
)

// BenchmarkTurnRoundTrip is the time from the builder's stop event to the
// report arriving back at the builder, through the socket, for the real
// Pi session of the honest fixture with gates off (so what is measured is
// vouch: reading the session JSONL, claims, transcript evidence, the
// verdict, rendering, and the protocol both ways; not the project's
// tests, nor the session's own commands re-run as gates). The store write
// follows the report, so it is not in the number. p50 and p99 are
// reported too.
func BenchmarkTurnRoundTrip(b *testing.B) {
	ws := b.TempDir()
	os.WriteFile(filepath.Join(ws, "README"), []byte("no gates here\n"), 0o644)
	file := copySession(b, "honest.jsonl")
	tb := newTestBuilder(b)
	tb.ack = ack(file, ws)
	db := filepath.Join(b.TempDir(), "vouch.db")
	done := make(chan error, 1)
	stop := make(chan struct{})
	go func() {
		ctx, cancel := context.WithCancel(context.Background())
		go func() { <-stop; cancel() }()
		done <- Run(ctx, &Options{Socket: tb.path, Log: &syncBuffer{}, VerifyOptions: noGates, StateDir: filepath.Dir(db),
			OpenStore: func(ctx context.Context) (*store.Store, error) { return store.Open(ctx, db, nil) }})
	}()
	tb.next(protocol.TypeHello, 5*time.Second)
	var lat []time.Duration
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		t0 := time.Now()
		tb.send(&protocol.Event{Event: protocol.EventStop, Turn: 1, LeafID: "a4bb02e0"}) // the fixture's last entry
		rep := tb.next(protocol.TypeReport, 30*time.Second).(*protocol.Report)
		lat = append(lat, time.Since(t0))
		if rep.Confidence == protocol.Failed {
			b.Fatalf("FAILED: %s", rep.Summary)
		}
	}
	b.StopTimer()
	close(stop)
	<-done
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
}

// BenchmarkToolCall is the socket's tool_call → tool_decision round trip
// (vouch's pre-tool policy with the edit veto, and the tripwire's
// snapshot made sure of before an allowed call), alternating an allowed
// shell command, a denied one and an edit the veto checks.
func BenchmarkToolCall(b *testing.B) {
	ws := b.TempDir()
	os.Mkdir(filepath.Join(ws, ".git"), 0o755)
	os.WriteFile(filepath.Join(ws, "a.go"), []byte("package a\n\nfunc A() int { return 1 }\n"), 0o644)
	tb := newTestBuilder(b)
	tb.ack = ack("", ws)
	db := filepath.Join(b.TempDir(), "vouch.db")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, &Options{Socket: tb.path, Log: &syncBuffer{}, StateDir: filepath.Dir(db),
			OpenStore: func(ctx context.Context) (*store.Store, error) { return store.Open(ctx, db, nil) }})
	}()
	tb.next(protocol.TypeHello, 5*time.Second)
	calls := []struct{ tool, input string }{
		{"bash", `{"command":"go test ./..."}`},
		{"bash", `{"command":"rm -rf .git"}`},
		{"edit", `{"path":"a.go","edits":[{"oldText":"return 1","newText":"return 2"}]}`},
	}
	var lat []time.Duration
	for i := 0; b.Loop(); i++ {
		c := calls[i%len(calls)]
		t0 := time.Now()
		tb.send(&protocol.ToolCall{ID: "t", Tool: c.tool, Input: []byte(c.input), Cwd: ws})
		tb.next(protocol.TypeToolDecision, 10*time.Second)
		lat = append(lat, time.Since(t0))
	}
	b.StopTimer()
	cancel()
	<-done
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
}
