package store

import (
	"context"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"testing"
)

// migratedDB returns the path of a database already created and migrated,
// closed again, so that a benchmark times the Open of an existing file.
func migratedDB(b *testing.B) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "vouch.db")
	s, err := Open(context.Background(), path, nil)
	if err != nil {
		b.Fatal(err)
	}
	s.Close()
	return path
}

// BenchmarkOpenWriteClose is what one `vouch hook` process pays for its
// state: open an existing database, record one tool call, close.
func BenchmarkOpenWriteClose(b *testing.B) {
	ctx := context.Background()
	path := migratedDB(b)
	for b.Loop() {
		s, err := Open(ctx, path, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.RecordToolCall(ctx, ToolCall{Agent: "claude-code", Session: "s", Tool: "Bash", Kind: "shell",
			TargetHash: Hash("go test ./..."), Outcome: OutcomeOK}); err != nil {
			b.Fatal(err)
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpenClose isolates the cost of Open on an up-to-date database.
func BenchmarkOpenClose(b *testing.B) {
	ctx := context.Background()
	path := migratedDB(b)
	for b.Loop() {
		s, err := Open(ctx, path, nil)
		if err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}

// BenchmarkOpenFresh is the first hook of a machine: create and migrate.
func BenchmarkOpenFresh(b *testing.B) {
	ctx := context.Background()
	dir := b.TempDir()
	i := 0
	for b.Loop() {
		i++
		s, err := Open(ctx, filepath.Join(dir, strconv.Itoa(i)+".db"), nil)
		if err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}

// BenchmarkIncrementLoop is the uncontended write path on an open store.
func BenchmarkIncrementLoop(b *testing.B) {
	s := openTest(b, nil)
	ctx := context.Background()
	for b.Loop() {
		if _, err := s.IncrementLoop(ctx, "codex", "s", "t"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkIncrementLoopContended has every parallel goroutine hold its own
// Store (its own connection, as separate processes would) and increment the
// same counter, so each write waits for SQLite's file lock.
func BenchmarkIncrementLoopContended(b *testing.B) {
	ctx := context.Background()
	path := filepath.Join(b.TempDir(), "vouch.db")
	s, err := Open(ctx, path, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	var total atomic.Int64
	b.SetParallelism(4) // 4 x GOMAXPROCS writers
	b.RunParallel(func(pb *testing.PB) {
		mine, err := Open(ctx, path, nil)
		if err != nil {
			b.Error(err)
			return
		}
		defer mine.Close()
		for pb.Next() {
			if _, err := mine.IncrementLoop(ctx, "codex", "s", "t"); err != nil {
				b.Error(err)
				return
			}
			total.Add(1)
		}
	})
	if n, err := s.LoopCount(ctx, "codex", "s", "t"); err != nil || int64(n) != total.Load() {
		b.Fatalf("LoopCount = %d, %v; want %d", n, err, total.Load())
	}
}
