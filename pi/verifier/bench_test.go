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
// Pi session of the honest fixture in a project with no gates (so what is
// measured is vouch: reading the session JSONL, claims, evidence, the
// verdict, the store, and the protocol both ways, not the project's
// tests). p50 and p99 are reported too.
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
		done <- Run(ctx, &Options{Socket: tb.path, Log: &syncBuffer{}, OpenStore: func(ctx context.Context) (*store.Store, error) {
			return store.Open(ctx, db, nil)
		}})
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
