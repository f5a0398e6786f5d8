package store

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The helper-process pattern: TestMain runs the test binary as a worker when
// these variables are set, which lets a test start many real OS processes on
// one database, like concurrent `vouch hook` invocations.
const (
	envHelperDB   = "VOUCH_STORE_HELPER_DB"
	envHelperID   = "VOUCH_STORE_HELPER_ID"
	envHelperGate = "VOUCH_STORE_HELPER_GATE"
)

func TestMain(m *testing.M) {
	if db := os.Getenv(envHelperDB); db != "" {
		os.Exit(helperMain(db, os.Getenv(envHelperID), os.Getenv(envHelperGate)))
	}
	os.Exit(m.Run())
}

// helperMain waits for the gate file so that every worker starts at once,
// then does one hook's worth of writes and prints the loop count it got.
func helperMain(db, id, gate string) int {
	deadline := time.Now().Add(time.Minute)
	for {
		if _, err := os.Stat(gate); err == nil {
			break
		}
		if time.Now().After(deadline) {
			fmt.Fprintln(os.Stderr, "helper: gate never opened")
			return 3
		}
		time.Sleep(time.Millisecond)
	}
	n, err := hookWork(context.Background(), db, id)
	if err != nil {
		fmt.Fprintln(os.Stderr, "helper:", err)
		return 1
	}
	fmt.Println(n)
	return 0
}

// hookWork is what one worker does: open the (possibly not yet created)
// database, as every hook process does, and write to the one shared session.
func hookWork(ctx context.Context, db, id string) (int, error) {
	s, err := Open(ctx, db, nil)
	if err != nil {
		return 0, err
	}
	defer s.Close()
	n, err := s.IncrementLoop(ctx, "claude-code", "shared", "turn-1")
	if err != nil {
		return 0, err
	}
	if _, err := s.RecordToolCall(ctx, ToolCall{Agent: "claude-code", Session: "shared", CallID: "call-" + id,
		Tool: "Bash", Kind: "shell", TargetHash: Hash(id), Outcome: OutcomeOK}); err != nil {
		return 0, err
	}
	if err := s.RecordNudge(ctx, Nudge{Agent: "claude-code", Session: "shared", Kind: "each", Message: id}); err != nil {
		return 0, err
	}
	if _, err := s.TryNudge(ctx, Nudge{Agent: "claude-code", Session: "shared", Kind: "once", Message: id}, NudgeLimit{Max: 1}); err != nil {
		return 0, err
	}
	if _, err := s.BeginTurn(ctx, "claude-code", "shared", "", time.Time{}); err != nil {
		return 0, err
	}
	return n, s.Close()
}

const workers = 50

// checkNoLostUpdates asserts the state workers hookWork calls must leave,
// given the loop counts they returned.
func checkNoLostUpdates(t *testing.T, path string, counts []int) {
	t.Helper()
	sort.Ints(counts)
	for i, n := range counts {
		if n != i+1 {
			t.Fatalf("IncrementLoop results %v: want each of 1..%d exactly once", counts, workers)
		}
	}
	ctx := context.Background()
	s, err := Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if n, err := s.LoopCount(ctx, "claude-code", "shared", "turn-1"); err != nil || n != workers {
		t.Errorf("LoopCount = %d, %v; want %d", n, err, workers)
	}
	calls, err := s.RecentToolCalls(ctx, "claude-code", "shared", 0)
	if err != nil || len(calls) != workers {
		t.Errorf("tool calls = %d, %v; want %d", len(calls), err, workers)
	}
	for kind, want := range map[string]int{"each": workers, "once": 1} {
		if n, err := s.NudgeCount(ctx, "claude-code", "shared", kind); err != nil || n != want {
			t.Errorf("NudgeCount(%s) = %d, %v; want %d", kind, n, err, want)
		}
	}
	turns, err := s.Turns(ctx, "claude-code", "shared")
	if err != nil || len(turns) != workers || turns[workers-1].Number != workers {
		t.Errorf("turns = %d, %v; want %d numbered 1..%d", len(turns), err, workers, workers)
	}
	all, err := s.Sessions(ctx, SessionFilter{})
	if err != nil || len(all) != 1 || all[0].Loops != workers || all[0].ToolCalls != workers {
		t.Errorf("Sessions = %+v, %v", all, err)
	}
	var integrity string
	if err := s.db.QueryRow(`PRAGMA integrity_check`).Scan(&integrity); err != nil || integrity != "ok" {
		t.Errorf("integrity_check = %q, %v", integrity, err)
	}
	if rows := versionRows(t, s); len(rows) != len(migrations) {
		t.Errorf("schema_migrations = %q: racing migrations recorded a version twice", rows)
	}
}

// TestProcessesConcurrent starts 50 real processes on a database that does
// not exist yet: they race to create and migrate it, then all update one
// counter and insert rows. Nothing may fail and no update may be lost.
func TestProcessesConcurrent(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "state", "vouch.db")
	gate := filepath.Join(dir, "gate")
	type proc struct {
		cmd            *exec.Cmd
		stdout, stderr bytes.Buffer
	}
	procs := make([]*proc, workers)
	for i := range procs {
		p := &proc{cmd: exec.Command(os.Args[0], "-test.run=^$")}
		p.cmd.Env = append(os.Environ(), envHelperDB+"="+path, envHelperID+"="+strconv.Itoa(i), envHelperGate+"="+gate)
		p.cmd.Stdout, p.cmd.Stderr = &p.stdout, &p.stderr
		if err := p.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		procs[i] = p
	}
	if err := os.WriteFile(gate, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	var counts []int
	for i, p := range procs {
		if err := p.cmd.Wait(); err != nil {
			t.Errorf("worker %d: %v\n%s", i, err, p.stderr.String())
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(p.stdout.String()))
		if err != nil {
			t.Errorf("worker %d printed %q", i, p.stdout.String())
		}
		counts = append(counts, n)
	}
	t.Logf("%d processes done %v after the gate opened", workers, time.Since(start))
	if t.Failed() {
		t.FailNow()
	}
	checkNoLostUpdates(t, path, counts)
}

// TestGoroutinesConcurrent is the in-process version: 50 goroutines, each
// with its own *Store (its own connection), on a fresh database.
func TestGoroutinesConcurrent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "vouch.db")
	var wg sync.WaitGroup
	var mu sync.Mutex
	var counts []int
	start := make(chan struct{})
	for i := range workers {
		wg.Go(func() {
			<-start
			n, err := hookWork(context.Background(), path, strconv.Itoa(i))
			if err != nil {
				t.Errorf("worker %d: %v", i, err)
				return
			}
			mu.Lock()
			counts = append(counts, n)
			mu.Unlock()
		})
	}
	close(start)
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}
	checkNoLostUpdates(t, path, counts)
}

// TestSharedStoreConcurrent has many goroutines share one *Store, the way a
// long-running process (the pi socket server) would use it.
func TestSharedStoreConcurrent(t *testing.T) {
	s := openTest(t, nil)
	ctx := context.Background()
	var wg sync.WaitGroup
	seen := make([]bool, workers+1)
	var mu sync.Mutex
	for range workers {
		wg.Go(func() {
			n, err := s.IncrementLoop(ctx, "pi", "s", "t")
			if err != nil {
				t.Error(err)
				return
			}
			if _, err := s.LoopCount(ctx, "pi", "s", "t"); err != nil {
				t.Error(err)
			}
			mu.Lock()
			defer mu.Unlock()
			if n < 1 || n > workers || seen[n] {
				t.Errorf("IncrementLoop returned %d twice or out of range", n)
				return
			}
			seen[n] = true
		})
	}
	wg.Wait()
	if n, _ := s.LoopCount(ctx, "pi", "s", "t"); n != workers {
		t.Errorf("LoopCount = %d, want %d", n, workers)
	}
}

// TestWriteRetriesBusy holds the write lock from another connection for
// longer than the busy timeout: the write must fail over to its retries and
// succeed once the lock is gone, and fail with a busy error without retries.
func TestWriteRetriesBusy(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "vouch.db")
	holder, err := Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()

	lock := func() (release func()) {
		tx, err := holder.db.BeginTx(ctx, nil) // BEGIN IMMEDIATE: takes the write lock
		if err != nil {
			t.Fatal(err)
		}
		return func() { tx.Rollback() }
	}

	impatient := &Options{BusyTimeout: 20 * time.Millisecond, Retries: -1}
	s, err := Open(ctx, path, impatient)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	release := lock()
	_, err = s.IncrementLoop(ctx, "codex", "s", "t")
	release()
	if err == nil || !isBusy(err) || !strings.Contains(err.Error(), "IncrementLoop") {
		t.Fatalf("write under a held lock without retries: %v, want a busy error naming the operation", err)
	}

	patient, err := Open(ctx, path, &Options{BusyTimeout: 20 * time.Millisecond, Retries: 20})
	if err != nil {
		t.Fatal(err)
	}
	defer patient.Close()
	release = lock()
	time.AfterFunc(150*time.Millisecond, release) // several busy timeouts later
	n, err := patient.IncrementLoop(ctx, "codex", "s", "t")
	if err != nil || n != 1 {
		t.Fatalf("IncrementLoop with retries = %d, %v; want 1", n, err)
	}

	// A context deadline bounds the wait, both between retries and inside
	// SQLite's busy handler (here 10s): a hook must be able to give up in
	// time and fail open.
	release = lock()
	defer release()
	for _, st := range []*Store{patient, holderless(t, path)} {
		cctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
		start := time.Now()
		_, err := st.IncrementLoop(cctx, "codex", "s", "t")
		cancel()
		if err == nil {
			t.Fatal("IncrementLoop under a held lock with an expiring context succeeded")
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("IncrementLoop gave up %v after its context's 100ms deadline", d)
		}
	}
}

// holderless opens a store with the default (10s) busy timeout.
func holderless(t *testing.T, path string) *Store {
	s, err := Open(context.Background(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestBeginIsImmediate checks the DSN's _txlock: a transaction must hold the
// write lock from BEGIN, before it has read or written anything, or
// read-then-write transactions would fail on upgrade instead of waiting.
func TestBeginIsImmediate(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "vouch.db")
	a, err := Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Open(ctx, path, &Options{BusyTimeout: 10 * time.Millisecond, Retries: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tx, err := a.db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if err := b.CacheVerdict(ctx, "k", []byte("{}")); !isBusy(err) {
		t.Fatalf("write while another store's empty transaction is open: %v, want SQLITE_BUSY", err)
	}
}
