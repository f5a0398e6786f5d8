package state

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestDB(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"VOUCH_STATE_DIR": "/s", "XDG_STATE_HOME": "/x", "HOME": "/h"}, "/s/vouch.db"},
		{map[string]string{"XDG_STATE_HOME": "/x", "HOME": "/h"}, "/x/vouch/vouch.db"},
		{map[string]string{"XDG_STATE_HOME": "rel", "HOME": "/h"}, "/h/.local/state/vouch/vouch.db"},
		{map[string]string{"HOME": "/h"}, "/h/.local/state/vouch/vouch.db"},
	} {
		got, err := DB(func(k string) string { return tc.env[k] })
		if err != nil || got != filepath.FromSlash(tc.want) {
			t.Errorf("DB(%v) = %q, %v; want %q", tc.env, got, err, tc.want)
		}
	}
}

func TestSpool(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	if recs, bad, err := Read(dir); len(recs) != 0 || bad != nil || err != nil {
		t.Fatalf("missing spool: %v %v %v", recs, bad, err)
	}
	for _, r := range []string{"first", "second", "third"} {
		if err := PutVeto(dir, Veto{Agent: "claude-code", Session: "s1", Tool: "Bash", Reason: r}); err != nil {
			t.Fatal(err)
		}
	}
	// Not records: a writer's temporary file, a malformed record, one
	// without a session.
	os.WriteFile(filepath.Join(dir, ".tmp-123-4"), []byte("{"), 0o600)
	os.WriteFile(filepath.Join(dir, "0000000000000000001-1.veto"), []byte("{not json"), 0o600)
	os.WriteFile(filepath.Join(dir, "0000000000000000002-1.veto"), []byte(`{"agent":"codex"}`), 0o600)
	recs, bad, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	var reasons []string
	for _, r := range recs {
		reasons = append(reasons, r.Veto.Reason)
		if r.Veto.At == 0 || r.ID == "" || filepath.Base(r.Path) != r.ID+".veto" {
			t.Errorf("record %+v", r)
		}
	}
	if strings.Join(reasons, ",") != "first,second,third" {
		t.Errorf("records in order %v", reasons)
	}
	if len(bad) != 2 || !errors.Is(bad[0], ErrBadRecord) || !strings.Contains(bad[0].Error(), "0000000000000000001-1.veto") {
		t.Errorf("bad = %v", bad)
	}
	// Malformed records are set aside, not lost.
	if _, err := os.Stat(filepath.Join(dir, "0000000000000000001-1.veto.bad")); err != nil {
		t.Error(err)
	}
	for _, r := range recs {
		if err := Done(r); err != nil {
			t.Fatal(err)
		}
		if err := Done(r); err != nil { // already gone: fine
			t.Fatal(err)
		}
	}
	if recs, bad, err := Read(dir); len(recs) != 0 || len(bad) != 0 || err != nil {
		t.Errorf("after Done: %v %v %v", recs, bad, err)
	}
}

func TestPutVetoUnwritable(t *testing.T) {
	f := filepath.Join(t.TempDir(), "file")
	os.WriteFile(f, nil, 0o600)
	if err := PutVeto(filepath.Join(f, "spool"), Veto{Agent: "a", Session: "s"}); err == nil || !strings.Contains(err.Error(), "spool:") {
		t.Errorf("PutVeto under a file: %v", err)
	}
}

// Calls and vetoes share the spool, in time order; a call record without
// its tool or outcome is set aside.
func TestSpoolCalls(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	id1, err := PutCall(dir, Call{Agent: "codex", Session: "s", Tool: "Bash", Kind: "shell", Outcome: OutcomeOK})
	if err != nil {
		t.Fatal(err)
	}
	if err := PutVeto(dir, Veto{Agent: "codex", Session: "s", Tool: "Bash", Reason: "r"}); err != nil {
		t.Fatal(err)
	}
	id3, err := PutCall(dir, Call{Agent: "codex", Session: "s", Tool: "Read", Outcome: OutcomeFail})
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "0000000000000000001-1.call"), []byte(`{"agent":"codex","session":"s"}`), 0o600)
	recs, bad, err := Read(dir)
	if err != nil || len(recs) != 3 || len(bad) != 1 || !strings.Contains(bad[0].Error(), "no tool or outcome") {
		t.Fatalf("Read: %+v %v %v", recs, bad, err)
	}
	if recs[0].ID != id1 || recs[0].Call == nil || recs[0].Call.Tool != "Bash" || recs[0].Call.At == 0 ||
		recs[1].Veto == nil || recs[1].Call != nil || recs[2].ID != id3 || recs[2].Call.Outcome != OutcomeFail {
		t.Errorf("records %+v", recs)
	}
}

// Concurrent updates (parallel tool calls, each its own hook process)
// each keep their call: none is lost, none doubled, the bound holds.
func TestUpdateProgressConcurrent(t *testing.T) {
	path := ProgressFile(filepath.Join(t.TempDir(), "vouch.db"), "claude-code", "s/../1")
	if filepath.Base(filepath.Dir(path)) != "progress" || strings.Contains(filepath.Base(path), "..") {
		t.Errorf("ProgressFile = %s", path)
	}
	const n, keep = 40, 100
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := UpdateProgress(path, func(p *Progress) { p.AddCall(Call{CallID: fmt.Sprint(i), Tool: "Bash", Outcome: OutcomeOK}, keep) }); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	p, err := ReadProgress(path)
	if err != nil || p.Seq != n || len(p.Calls) != n {
		t.Fatalf("after %d updates: seq %d, %d calls, %v", n, p.Seq, len(p.Calls), err)
	}
	seen := map[string]bool{}
	for _, c := range p.Calls {
		seen[c.CallID] = true
	}
	if len(seen) != n {
		t.Errorf("%d distinct calls, want %d", len(seen), n)
	}
	p, _ = UpdateProgress(path, func(p *Progress) {
		p.AddCall(Call{CallID: "last", Tool: "Read", Outcome: OutcomeOK}, 5)
		p.AddNudge(NudgeMark{Kind: "stall", Seq: p.SeqOf("last")})
	})
	if len(p.Calls) != 5 || p.Calls[0].CallID != "last" || p.Seq != n+1 || p.Nudges[0].Seq != n+1 || p.SeqOf(p.Calls[2].CallID) != n-1 {
		t.Errorf("bounded: %+v", p)
	}
	// The same tool-use id again updates its entry, as the store does.
	p, _ = UpdateProgress(path, func(p *Progress) {
		p.AddCall(Call{CallID: p.Calls[2].CallID, Tool: "Bash", Kind: "", Outcome: OutcomeFail, Failures: 3}, 5)
	})
	if len(p.Calls) != 5 || p.Seq != n+1 || p.Calls[2].Outcome != OutcomeFail || p.Calls[2].Failures != 3 || p.Calls[0].CallID != "last" {
		t.Errorf("same id again: %+v", p)
	}
	for range MaxNudgeMarks + 3 {
		p.AddNudge(NudgeMark{Kind: "x"})
	}
	if len(p.Nudges) != MaxNudgeMarks || p.Nudges[0].Kind != "x" {
		t.Errorf("%d nudge marks", len(p.Nudges))
	}
	// A file that is not a Progress starts over instead of failing every hook.
	os.WriteFile(path, []byte("{not json"), 0o600)
	if p, err := UpdateProgress(path, func(p *Progress) { p.AddCall(Call{Tool: "Bash", Outcome: OutcomeOK}, 5) }); err != nil || p.Seq != 1 {
		t.Errorf("over a corrupt file: %+v %v", p, err)
	}
}
