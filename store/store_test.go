package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/state"
)

// clock is a settable test clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *clock { return &clock{t: time.UnixMilli(1_760_000_000_000)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func openTest(t testing.TB, c *clock) *Store {
	t.Helper()
	opts := &Options{}
	if c != nil {
		opts.Now = c.Now
	}
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "vouch.db"), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Error(err)
		}
	})
	return s
}

func TestDefaultPath(t *testing.T) {
	tests := []struct {
		name, xdg, home, want string
	}{
		{"xdg", "/XDG", "/home/u", "/XDG/vouch/vouch.db"},
		{"unset", "", "/home/u", "/home/u/.local/state/vouch/vouch.db"},
		{"relative xdg ignored", "rel/state", "/home/u", "/home/u/.local/state/vouch/vouch.db"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			xdg := tt.xdg
			if xdg != "" && filepath.IsAbs(xdg) {
				xdg = filepath.Join(root, xdg)
			}
			t.Setenv("XDG_STATE_HOME", xdg)
			t.Setenv("HOME", filepath.Join(root, tt.home))
			t.Setenv("VOUCH_STATE_DIR", "")
			got, err := DefaultPath()
			if err != nil {
				t.Fatal(err)
			}
			if want := filepath.Join(root, tt.want); got != want {
				t.Fatalf("DefaultPath() = %s, want %s", got, want)
			}
			fi, err := os.Stat(filepath.Dir(got))
			if err != nil {
				t.Fatal(err)
			}
			if perm := fi.Mode().Perm(); perm != 0o700 {
				t.Errorf("directory mode %o, want 700", perm)
			}
		})
	}
}

func TestOpenCreatesPrivateFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a dir?#", "nested")
	path := filepath.Join(dir, "v?ouch#.db")
	s, err := Open(context.Background(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.IncrementLoop(context.Background(), "codex", "s", "t"); err != nil {
		t.Fatal(err)
	}
	if s.Path() != path {
		t.Errorf("Path() = %q, want %q", s.Path(), path)
	}
	for _, p := range []string{dir, path, path + "-wal"} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatalf("%s: %v (the DSN must keep '?' and '#' in the path)", p, err)
		}
		want := os.FileMode(0o600)
		if fi.IsDir() {
			want = 0o700
		}
		if fi.Mode().Perm() != want {
			t.Errorf("%s: mode %o, want %o", p, fi.Mode().Perm(), want)
		}
	}
	// The pragmas the DSN asks for are in force.
	for pragma, want := range map[string]string{
		"journal_mode": "wal", "foreign_keys": "1", "synchronous": "1", "busy_timeout": "10000",
	} {
		var got string
		if err := s.db.QueryRow("PRAGMA " + pragma).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("PRAGMA %s = %s, want %s", pragma, got, want)
		}
	}
}

func TestSessions(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	s := openTest(t, c)

	if err := s.TouchSession(ctx, Session{Agent: "claude-code", ID: "aaa-1", Cwd: "/w", TranscriptPath: "/t.jsonl"}); err != nil {
		t.Fatal(err)
	}
	first := c.Now()
	c.Advance(time.Second)
	// A touch without fields keeps them; a status overwrites.
	if err := s.TouchSession(ctx, Session{Agent: "claude-code", ID: "aaa-1", Status: SessionEnded}); err != nil {
		t.Fatal(err)
	}
	got, err := s.Session(ctx, "claude-code", "aaa-1")
	if err != nil {
		t.Fatal(err)
	}
	want := Session{Agent: "claude-code", ID: "aaa-1", Cwd: "/w", TranscriptPath: "/t.jsonl",
		FirstSeen: first, LastSeen: c.Now(), Status: SessionEnded}
	if !got.FirstSeen.Equal(want.FirstSeen) || !got.LastSeen.Equal(want.LastSeen) {
		t.Errorf("seen %v..%v, want %v..%v", got.FirstSeen, got.LastSeen, want.FirstSeen, want.LastSeen)
	}
	got.FirstSeen, got.LastSeen, want.FirstSeen, want.LastSeen = time.Time{}, time.Time{}, time.Time{}, time.Time{}
	if got != want {
		t.Errorf("Session = %+v, want %+v", got, want)
	}
	if _, err := s.Session(ctx, "codex", "aaa-1"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Session(missing) error = %v, want ErrNotFound", err)
	}
	if err := s.TouchSession(ctx, Session{Agent: "", ID: "x"}); err == nil {
		t.Error("TouchSession without agent: want an error")
	}

	// A second session, seen later, with activity of every kind.
	c.Advance(time.Second)
	if _, err := s.BeginTurn(ctx, "codex", "bbb-2", "turn-a", time.Time{}); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := s.IncrementLoop(ctx, "codex", "bbb-2", "turn-a"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.IncrementLoop(ctx, "codex", "bbb-2", "turn-b"); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordNudge(ctx, Nudge{Agent: "codex", Session: "bbb-2", Kind: "stall", Message: "m"}); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordVeto(ctx, Veto{Agent: "codex", Session: "bbb-2", Tool: "shell", Reason: "rm -rf"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.RecordToolCall(ctx, ToolCall{Agent: "codex", Session: "bbb-2", Tool: "shell", Outcome: OutcomeOK}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveReport(ctx, Report{Agent: "codex", Session: "bbb-2", TurnKey: "turn-a", Status: "FEEDBACK", JSON: json.RawMessage(`{}`)}); err != nil {
		t.Fatal(err)
	}

	all, err := s.Sessions(ctx, SessionFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 || all[0].ID != "bbb-2" || all[1].ID != "aaa-1" {
		t.Fatalf("Sessions = %+v, want bbb-2 then aaa-1", all)
	}
	b := all[0]
	if b.Turns != 1 || b.LastVerdict != "FEEDBACK" || !b.LastVerdictAt.Equal(c.Now()) || b.Loops != 3 ||
		b.Nudges != 1 || b.Vetoes != 1 || b.ToolCalls != 1 || b.Status != SessionActive {
		t.Errorf("summary of bbb-2 = %+v", b)
	}
	if a := all[1]; a.Turns != 0 || a.LastVerdict != "" || !a.LastVerdictAt.IsZero() || a.Loops != 0 {
		t.Errorf("summary of aaa-1 = %+v", a)
	}

	filters := []struct {
		f    SessionFilter
		want []string
	}{
		{SessionFilter{Agent: "claude-code"}, []string{"aaa-1"}},
		{SessionFilter{IDPrefix: "bb"}, []string{"bbb-2"}},
		{SessionFilter{IDPrefix: "b%"}, nil}, // a prefix, not a LIKE pattern
		{SessionFilter{Cwd: "/w"}, []string{"aaa-1"}},
		{SessionFilter{Status: SessionEnded}, []string{"aaa-1"}},
		{SessionFilter{Since: c.Now()}, []string{"bbb-2"}},
		{SessionFilter{Limit: 1}, []string{"bbb-2"}},
	}
	for _, tt := range filters {
		got, err := s.Sessions(ctx, tt.f)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, x := range got {
			ids = append(ids, x.ID)
		}
		if strings.Join(ids, ",") != strings.Join(tt.want, ",") {
			t.Errorf("Sessions(%+v) = %v, want %v", tt.f, ids, tt.want)
		}
	}
}

func TestTurnsAndReports(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	s := openTest(t, c)
	const ag, sid = "claude-code", "s1"

	if _, err := s.LatestTurn(ctx, ag, sid); !errors.Is(err, ErrNotFound) {
		t.Fatalf("LatestTurn of nothing: %v, want ErrNotFound", err)
	}
	prompt := c.Now().Add(-time.Minute)
	t1, err := s.BeginTurn(ctx, ag, sid, "", prompt)
	if err != nil {
		t.Fatal(err)
	}
	if t1.Key != "1" || t1.Number != 1 || !t1.PromptAt.Equal(prompt) || t1.Verified() {
		t.Errorf("first turn = %+v", t1)
	}
	t2, err := s.BeginTurn(ctx, ag, sid, "x", time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	again, err := s.BeginTurn(ctx, ag, sid, "x", prompt)
	if err != nil {
		t.Fatal(err)
	}
	if t2.Number != 2 || !t2.PromptAt.Equal(c.Now()) || again != t2 {
		t.Errorf("BeginTurn x = %+v, again = %+v", t2, again)
	}
	latest, err := s.LatestTurn(ctx, ag, sid)
	if err != nil || latest != t2 {
		t.Errorf("LatestTurn = %+v, %v; want %+v", latest, err, t2)
	}

	if _, err := s.Report(ctx, ag, sid, 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("Report before any: %v, want ErrNotFound", err)
	}
	c.Advance(time.Second)
	id1, err := s.SaveReport(ctx, Report{Agent: ag, Session: sid, TurnKey: "1", Status: "FEEDBACK", JSON: json.RawMessage(`{"n":1}`)})
	if err != nil {
		t.Fatal(err)
	}
	c.Advance(time.Second)
	id2, err := s.SaveReport(ctx, Report{Agent: ag, Session: sid, TurnKey: "1", Status: "VERIFIED", JSON: json.RawMessage(`{"n":2}`)})
	if err != nil {
		t.Fatal(err)
	}
	// A report for a turn the store never saw begins it.
	id3, err := s.SaveReport(ctx, Report{Agent: ag, Session: sid, TurnKey: "new", Status: "PERFECT", JSON: json.RawMessage(`{"n":3}`)})
	if err != nil {
		t.Fatal(err)
	}
	if !(id1 < id2 && id2 < id3) {
		t.Errorf("ids %d %d %d not increasing", id1, id2, id3)
	}
	if _, err := s.SaveReport(ctx, Report{Agent: ag, Session: sid, Status: "PERFECT", JSON: json.RawMessage(`{`)}); err == nil {
		t.Error("SaveReport with invalid JSON: want an error")
	}

	turns, err := s.Turns(ctx, ag, sid)
	if err != nil {
		t.Fatal(err)
	}
	if len(turns) != 3 || turns[0].Verdict != "VERIFIED" || !turns[0].VerifiedAt.Equal(c.Now()) ||
		turns[1].Verified() || turns[2].Key != "new" || turns[2].Number != 3 || turns[2].Verdict != "PERFECT" {
		t.Errorf("Turns = %+v", turns)
	}

	tests := []struct {
		agent, session string
		turn           int
		wantID         int64
		wantJSON       string
	}{
		{ag, sid, 1, id2, `{"n":2}`},
		{ag, sid, 0, id3, `{"n":3}`},
		{"", sid, 3, id3, `{"n":3}`},
		{"", "", 0, id3, `{"n":3}`},
	}
	for _, tt := range tests {
		r, err := s.Report(ctx, tt.agent, tt.session, tt.turn)
		if err != nil {
			t.Fatal(err)
		}
		if r.ID != tt.wantID || string(r.JSON) != tt.wantJSON || r.Agent != ag || r.Session != sid {
			t.Errorf("Report(%q, %q, %d) = %+v", tt.agent, tt.session, tt.turn, r)
		}
	}
	r, _ := s.Report(ctx, ag, sid, 1)
	if r.Turn != 1 || r.TurnKey != "1" || r.Status != "VERIFIED" || !r.Created.Equal(c.Now()) {
		t.Errorf("Report turn 1 = %+v", r)
	}
	if _, err := s.Report(ctx, ag, sid, 2); !errors.Is(err, ErrNotFound) {
		t.Errorf("Report of an unverified turn: %v, want ErrNotFound", err)
	}
	if _, err := s.Report(ctx, "codex", sid, 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("Report of another agent: %v, want ErrNotFound", err)
	}
}

func TestLoops(t *testing.T) {
	ctx := context.Background()
	s := openTest(t, nil)
	for want := 1; want <= 3; want++ {
		n, err := s.IncrementLoop(ctx, "codex", "s", "t1")
		if err != nil || n != want {
			t.Fatalf("IncrementLoop = %d, %v; want %d", n, err, want)
		}
	}
	// Counters are per session, per turn and per agent.
	for _, k := range [][3]string{{"codex", "s", "t2"}, {"codex", "s2", "t1"}, {"pi", "s", "t1"}, {"codex", "s", ""}} {
		if n, err := s.IncrementLoop(ctx, k[0], k[1], k[2]); err != nil || n != 1 {
			t.Errorf("IncrementLoop%v = %d, %v; want 1", k, n, err)
		}
	}
	if n, err := s.LoopCount(ctx, "codex", "s", "t1"); err != nil || n != 3 {
		t.Errorf("LoopCount = %d, %v; want 3", n, err)
	}
	if err := s.ResetLoop(ctx, "codex", "s", "t1"); err != nil {
		t.Fatal(err)
	}
	if n, err := s.LoopCount(ctx, "codex", "s", "t1"); err != nil || n != 0 {
		t.Errorf("LoopCount after reset = %d, %v; want 0", n, err)
	}
	if n, _ := s.LoopCount(ctx, "codex", "s", "t2"); n != 1 {
		t.Errorf("reset of t1 touched t2: %d", n)
	}
	if n, err := s.IncrementLoop(ctx, "codex", "s", "t1"); err != nil || n != 1 {
		t.Errorf("IncrementLoop after reset = %d, %v; want 1", n, err)
	}
	if n, err := s.LoopCount(ctx, "nobody", "none", "t"); err != nil || n != 0 {
		t.Errorf("LoopCount of unknown session = %d, %v", n, err)
	}
	if err := s.ResetLoop(ctx, "nobody", "none", "t"); err != nil {
		t.Errorf("ResetLoop of unknown session: %v", err)
	}
}

func TestNudges(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	s := openTest(t, c)
	const ag, sid = "pi", "s"
	lim := NudgeLimit{Max: 3, MinInterval: time.Minute}
	n := Nudge{Agent: ag, Session: sid, Kind: "stall", Message: "try another angle"}

	steps := []struct {
		advance time.Duration
		want    bool
	}{
		{0, true},
		{30 * time.Second, false}, // too soon
		{30 * time.Second, true},  // exactly MinInterval later
		{time.Hour, true},
		{time.Hour, false}, // Max reached
	}
	for i, st := range steps {
		c.Advance(st.advance)
		ok, err := s.TryNudge(ctx, n, lim)
		if err != nil || ok != st.want {
			t.Fatalf("step %d: TryNudge = %v, %v; want %v", i, ok, err, st.want)
		}
	}
	// Another kind has its own limit.
	if ok, err := s.TryNudge(ctx, Nudge{Agent: ag, Session: sid, Kind: "repeat", Message: "m"}, lim); err != nil || !ok {
		t.Errorf("TryNudge of another kind = %v, %v", ok, err)
	}
	if err := s.RecordNudge(ctx, Nudge{Agent: ag, Session: sid, Kind: "stall", Message: "forced"}); err != nil {
		t.Fatal(err)
	}
	for kind, want := range map[string]int{"stall": 4, "repeat": 1, "": 5, "other": 0} {
		if got, err := s.NudgeCount(ctx, ag, sid, kind); err != nil || got != want {
			t.Errorf("NudgeCount(%q) = %d, %v; want %d", kind, got, err, want)
		}
	}
	last, err := s.LastNudge(ctx, ag, sid, "stall")
	if err != nil || !last.Equal(c.Now()) {
		t.Errorf("LastNudge = %v, %v; want %v", last, err, c.Now())
	}
	if last, err := s.LastNudge(ctx, ag, sid, "other"); err != nil || !last.IsZero() {
		t.Errorf("LastNudge(other) = %v, %v; want zero", last, err)
	}
	if _, err := s.TryNudge(ctx, Nudge{Agent: ag, Session: sid}, lim); err == nil {
		t.Error("TryNudge without kind: want an error")
	}
}

func TestToolCallsAndVetoes(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	s := openTest(t, c)
	const ag, sid = "claude-code", "s"
	exit1 := 1

	if n, err := s.CallsSinceFileChange(ctx, ag, sid); err != nil || n != 0 {
		t.Errorf("CallsSinceFileChange of nothing = %d, %v", n, err)
	}
	calls := []ToolCall{
		{Tool: "Bash", Kind: "shell", TargetHash: Hash("go test ./..."), Outcome: OutcomeFail, ExitCode: &exit1, Failures: 2},
		{Tool: "Edit", Kind: "edit", TargetHash: Hash("a.go"), ContentHash: Hash("v1"), Outcome: OutcomeOK, FileChange: true},
		{Tool: "Bash", Kind: "shell", CallID: "toolu_1", Outcome: OutcomePending},
		{Tool: "Read", Kind: "read", TargetHash: Hash("a.go"), Outcome: OutcomeOK},
	}
	var ids []int64
	for _, call := range calls {
		c.Advance(time.Second)
		call.Agent, call.Session = ag, sid
		id, err := s.RecordToolCall(ctx, call)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if n, err := s.CallsSinceFileChange(ctx, ag, sid); err != nil || n != 2 {
		t.Errorf("CallsSinceFileChange = %d, %v; want 2", n, err)
	}
	// PostToolUse completes the pending call in place.
	c.Advance(time.Second)
	exit0 := 0
	id, err := s.RecordToolCall(ctx, ToolCall{Agent: ag, Session: sid, Tool: "Bash", CallID: "toolu_1",
		TargetHash: Hash("go test ./..."), Outcome: OutcomeOK, ExitCode: &exit0})
	if err != nil || id != ids[2] {
		t.Fatalf("RecordToolCall update = %d, %v; want id %d", id, err, ids[2])
	}

	got, err := s.RecentToolCalls(ctx, ag, sid, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].ID != ids[3] || got[1].ID != ids[2] || got[2].ID != ids[1] {
		t.Fatalf("RecentToolCalls(3) = %+v", got)
	}
	done := got[1]
	if done.Outcome != OutcomeOK || done.ExitCode == nil || *done.ExitCode != 0 || done.Kind != "shell" ||
		done.TargetHash != Hash("go test ./...") || !done.At.Equal(c.Now()) {
		t.Errorf("completed call = %+v", done)
	}
	if e := got[2]; !e.FileChange || e.ContentHash != Hash("v1") || e.ExitCode != nil {
		t.Errorf("edit call = %+v", e)
	}
	all, err := s.RecentToolCalls(ctx, ag, sid, 0)
	if err != nil || len(all) != 4 {
		t.Fatalf("RecentToolCalls(0) = %d calls, %v; want 4", len(all), err)
	}
	if f := all[3]; f.Failures != 2 || *f.ExitCode != 1 || f.Outcome != OutcomeFail {
		t.Errorf("first call = %+v", f)
	}
	if _, err := s.RecordToolCall(ctx, ToolCall{Agent: ag, Session: sid}); err == nil {
		t.Error("RecordToolCall without tool: want an error")
	}

	if err := s.RecordVeto(ctx, Veto{Agent: ag, Session: sid, TurnKey: "1", Tool: "Bash", Reason: "destructive"}); err != nil {
		t.Fatal(err)
	}
	v, err := s.Vetoes(ctx, ag, sid)
	if err != nil || len(v) != 1 || v[0].Reason != "destructive" || v[0].TurnKey != "1" || !v[0].At.Equal(c.Now()) {
		t.Errorf("Vetoes = %+v, %v", v, err)
	}
}

func TestVerdictCache(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	s := openTest(t, c)
	if _, ok, err := s.CachedVerdict(ctx, "k", 0); ok || err != nil {
		t.Fatalf("CachedVerdict of nothing = %v, %v", ok, err)
	}
	if err := s.CacheVerdict(ctx, "k", []byte(`{"v":1}`)); err != nil {
		t.Fatal(err)
	}
	c.Advance(time.Hour)
	if err := s.CacheVerdict(ctx, "k", []byte(`{"v":2}`)); err != nil {
		t.Fatal(err)
	}
	c.Advance(time.Hour)
	tests := []struct {
		maxAge time.Duration
		ok     bool
	}{{0, true}, {2 * time.Hour, true}, {time.Hour, true}, {time.Hour - time.Millisecond, false}}
	for _, tt := range tests {
		v, ok, err := s.CachedVerdict(ctx, "k", tt.maxAge)
		if err != nil || ok != tt.ok || (ok && string(v) != `{"v":2}`) {
			t.Errorf("CachedVerdict(maxAge %v) = %s, %v, %v; want ok=%v", tt.maxAge, v, ok, err, tt.ok)
		}
	}
}

func TestPrune(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	s := openTest(t, c)
	if _, err := s.SaveReport(ctx, Report{Agent: "pi", Session: "old", TurnKey: "1", Status: "PERFECT", JSON: json.RawMessage(`{}`)}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.IncrementLoop(ctx, "pi", "old", "1"); err != nil {
		t.Fatal(err)
	}
	if err := s.CacheVerdict(ctx, "old", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	c.Advance(time.Hour)
	cut := c.Now()
	if err := s.TouchSession(ctx, Session{Agent: "pi", ID: "new"}); err != nil {
		t.Fatal(err)
	}
	if err := s.CacheVerdict(ctx, "new", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	n, err := s.Prune(ctx, cut)
	if err != nil || n != 1 {
		t.Fatalf("Prune = %d, %v; want 1", n, err)
	}
	// Cascades removed everything the old session owned.
	for _, table := range []string{"turns", "reports", "loops"} {
		var rows int
		if err := s.db.QueryRow("SELECT count(*) FROM " + table).Scan(&rows); err != nil {
			t.Fatal(err)
		}
		if rows != 0 {
			t.Errorf("%s has %d rows after pruning their session", table, rows)
		}
	}
	if _, ok, _ := s.CachedVerdict(ctx, "old", 0); ok {
		t.Error("old cache entry survived Prune")
	}
	if _, ok, _ := s.CachedVerdict(ctx, "new", 0); !ok {
		t.Error("new cache entry pruned")
	}
	if _, err := s.Session(ctx, "pi", "new"); err != nil {
		t.Error(err)
	}
}

func TestHash(t *testing.T) {
	cmd := "go test ./..."
	again := strings.Clone(cmd)
	if Hash("a") == Hash("b") || len(Hash("a")) != 32 || Hash(cmd) != Hash(again) {
		t.Errorf("Hash: %s %s", Hash("a"), Hash("b"))
	}
}

// Vetoes cmd/vouch-hook spooled are moved into the database by the next
// Open, once each, even when two processes open it together; malformed
// records are kept aside and reported.
func TestOpenDrainsSpool(t *testing.T) {
	ctx := context.Background()
	db := filepath.Join(t.TempDir(), "vouch.db")
	spool := state.SpoolDir(db)
	for _, r := range []string{"one", "two"} {
		if err := state.PutVeto(spool, state.Veto{Agent: "codex", Session: "s1", TurnKey: "t1", Tool: "Bash", Reason: r, At: 1700000000000}); err != nil {
			t.Fatal(err)
		}
	}
	recs, _, _ := state.Read(spool)
	os.WriteFile(filepath.Join(spool, "0000000000000000001-1.veto"), []byte("{"), 0o600)
	s0, err := Open(ctx, db, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s0.SpoolErr(); !errors.Is(err, state.ErrBadRecord) {
		t.Errorf("SpoolErr = %v, want the malformed record", err)
	}
	v, err := s0.Vetoes(ctx, "codex", "s1")
	if err != nil || len(v) != 2 || v[0].Reason != "one" || v[1].Reason != "two" || v[0].TurnKey != "t1" || v[0].At.UnixMilli() != 1700000000000 {
		t.Fatalf("vetoes %+v, %v", v, err)
	}
	s0.Close()
	// A record already moved by a process that died before removing it.
	os.WriteFile(recs[0].Path, []byte(`{"agent":"codex","session":"s1","tool":"Bash","reason":"one","at":1700000000000}`), 0o600)
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := Open(ctx, db, nil)
			if err != nil {
				t.Error(err)
				return
			}
			s.Close()
		}()
	}
	wg.Wait()
	s := openAt(t, db)
	if v, _ := s.Vetoes(ctx, "codex", "s1"); len(v) != 2 {
		t.Errorf("after re-drain: %d vetoes, want 2", len(v))
	}
	if recs, _, _ := state.Read(spool); len(recs) != 0 {
		t.Errorf("%d records left in the spool", len(recs))
	}
	if _, err := os.Stat(filepath.Join(spool, "0000000000000000001-1.veto.bad")); err != nil {
		t.Errorf("malformed record not kept: %v", err)
	}
}

func openAt(t *testing.T, db string) *Store {
	t.Helper()
	s, err := Open(context.Background(), db, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// Tool calls logged on PostToolUse (internal/state's progress logs) reach
// the tool-call table by the next Open, in order and with every field,
// once each: logs read again by processes opening the store together, a
// call the guard also recorded under its tool-use id, a call it recorded
// with the line's spool id. An idle log read to its end is removed, and a
// new log of the same name is read from its start.
func TestOpenDrainsProgressLogs(t *testing.T) {
	ctx := context.Background()
	db := filepath.Join(t.TempDir(), "vouch.db")
	log := state.ProgressLog(db, "claude-code", "s1")
	one := 1
	calls := []state.Call{
		{Agent: "claude-code", Session: "s1", TurnKey: "t1", CallID: "toolu_1", Tool: "Bash", Kind: "shell",
			TargetHash: state.Hash("go test ./..."), Outcome: state.OutcomeFail, ExitCode: &one, Failures: 2, At: 1700000000000},
		{Agent: "claude-code", Session: "s1", Tool: "Read", Kind: "read", TargetHash: state.Hash("a.go"), Outcome: state.OutcomeOK, At: 1700000001000},
		{Agent: "claude-code", Session: "s1", CallID: "toolu_3", Tool: "Edit", Kind: "edit", TargetHash: state.Hash("a.go"),
			ContentHash: "x>y", Outcome: state.OutcomeOK, FileChange: true, At: 1700000002000},
		{Agent: "claude-code", Session: "s1", Tool: "Grep", Kind: "search", Outcome: state.OutcomeOK, At: 1700000003000},
	}
	var ids []string
	for _, c := range calls[:3] {
		id, err := state.AppendCall(log, c)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if len(ids) != 3 || ids[0] == "" || ids[0] == ids[1] || ids[1] == ids[2] || ids[0] == ids[2] {
		t.Errorf("spool ids %q: want three distinct ids", ids)
	}
	state.AppendNudge(log, state.NudgeMark{Kind: "stall"})
	if _, err := state.AppendVeto(log, state.Veto{Agent: "claude-code", Session: "s1", TurnKey: "t1", Tool: "Bash",
		Reason: "tripwire: .env modified, restored", At: 1700000001500}); err != nil {
		t.Fatal(err)
	}
	text := func(c state.Call) string {
		exit := "none"
		if c.ExitCode != nil {
			exit = fmt.Sprint(*c.ExitCode)
		}
		c.ExitCode = nil
		return fmt.Sprintf("%+v exit %s", c, exit)
	}
	check := func(when string, want []state.Call) {
		t.Helper()
		s := openAt(t, db)
		if err := s.SpoolErr(); err != nil {
			t.Fatalf("%s: %v", when, err)
		}
		got, err := s.RecentToolCalls(ctx, "claude-code", "s1", 0)
		if err != nil || len(got) != len(want) {
			t.Fatalf("%s: %d calls, %v; want %d", when, len(got), err, len(want))
		}
		for i, g := range got {
			if g, w := text(g.State()), text(want[len(want)-1-i]); g != w {
				t.Errorf("%s: call %d = %s, want %s", when, i, g, w)
			}
		}
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := Open(ctx, db, nil)
			if err != nil {
				t.Error(err)
				return
			}
			s.Close()
		}()
	}
	wg.Wait()
	check("after four Opens at once", calls[:3])
	if v, err := openAt(t, db).Vetoes(ctx, "claude-code", "s1"); err != nil || len(v) != 1 ||
		v[0].Reason != "tripwire: .env modified, restored" || v[0].TurnKey != "t1" || v[0].At.UnixMilli() != 1700000001500 {
		t.Errorf("vetoes %+v, %v", v, err)
	}
	// The guard records the first call again by its tool-use id, the
	// fourth with its line's spool id, as it does when it logs a call.
	s0 := openAt(t, db)
	if _, err := s0.RecordToolCall(ctx, ToolCallOf(calls[0])); err != nil {
		t.Fatal(err)
	}
	id, err := state.AppendCall(log, calls[3])
	if err != nil {
		t.Fatal(err)
	}
	c3 := ToolCallOf(calls[3])
	c3.SpoolID = id
	if _, err := s0.RecordToolCall(ctx, c3); err != nil {
		t.Fatal(err)
	}
	check("after the guard's records", calls)
	// Idle for longer than LogIdle: removed at the next Open; the session
	// back writes a new log, read from its start.
	old := time.Now().Add(-LogIdle - time.Hour)
	os.Chtimes(log, old, old)
	openAt(t, db)
	if _, err := os.Stat(log); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("idle log kept: %v", err)
	}
	back := state.Call{Agent: "claude-code", Session: "s1", Tool: "Bash", Kind: "shell", Outcome: state.OutcomeOK, At: 1700000009000}
	if _, err := state.AppendCall(log, back); err != nil {
		t.Fatal(err)
	}
	check("after the session came back", append(calls[:4:4], back))
}
