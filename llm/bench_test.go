package llm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/vouchdev/vouch/store"
)

// BenchmarkMeteredChat is the meter's own cost per call: the budget, the
// per-day reservation and the usage write in SQLite (two immediate
// transactions), around a model that answers at once.
func BenchmarkMeteredChat(b *testing.B) {
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(b.TempDir(), "vouch.db"), nil)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	m := NewMetered(echo(Usage{InputTokens: 1000, OutputTokens: 100}), MeterOptions{Store: s, Day: Caps{Calls: 1 << 30}})
	req := hi()
	for b.Loop() {
		if _, err := m.Chat(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRequestKey hashes a judge-sized request (a tool loop's
// history) as the cassettes do.
func BenchmarkRequestKey(b *testing.B) {
	reqs := toolLoop()
	req := reqs[1]
	for range 20 {
		req.Messages = append(req.Messages, reqs[1].Messages[1:]...)
	}
	for b.Loop() {
		if _, err := RequestKey(req); err != nil {
			b.Fatal(err)
		}
	}
}
