package state

import (
	"bytes"
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

// Concurrent hooks (parallel tool calls, each its own process) append
// to one log without a lock: every call is there once, whole; the store's
// reader gets each line once with a unique id, and stops before a line
// still being written.
func TestProgressLogConcurrent(t *testing.T) {
	db := filepath.Join(t.TempDir(), "vouch.db")
	path := ProgressLog(db, "claude-code", "s/../1")
	if filepath.Dir(path) != ProgressDir(db) || strings.Contains(filepath.Base(path), "..") {
		t.Errorf("ProgressLog = %s", path)
	}
	const n = 40
	var wg sync.WaitGroup
	ids := make([]string, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			id, err := AppendCall(path, Call{Agent: "claude-code", Session: "s", CallID: fmt.Sprint(i), Tool: "Bash", Outcome: OutcomeOK})
			if err != nil {
				t.Error(err)
			}
			ids[i] = id
		}()
	}
	wg.Wait()
	p, err := ReadProgress(path, 100)
	if err != nil || len(p.Calls) != n || len(p.Nudges) != 0 {
		t.Fatalf("ReadProgress: %d calls, %d nudges, %v", len(p.Calls), len(p.Nudges), err)
	}
	seen := map[string]bool{}
	for _, c := range p.Calls {
		seen[c.CallID] = true
	}
	if len(seen) != n {
		t.Errorf("%d distinct calls, want %d", len(seen), n)
	}
	// A write under way: no newline yet.
	f, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	f.WriteString(`{"call":{"agent":"claude-code","session":"s","tool":"Ba`)
	f.Close()
	calls, next, bad, err := ReadLog(path, 0)
	if err != nil || len(calls) != n || len(bad) != 0 {
		t.Fatalf("ReadLog: %d calls, %v, %v", len(calls), bad, err)
	}
	got := map[string]bool{}
	for _, c := range calls {
		got[c.ID] = true
	}
	for _, id := range ids {
		if !got[id] {
			t.Errorf("AppendCall's id %s not among ReadLog's", id)
		}
	}
	if more, next2, _, _ := ReadLog(path, next); len(more) != 0 || next2 != next {
		t.Errorf("read again from %d: %d calls, next %d", next, len(more), next2)
	}
	if p2, _ := ReadProgress(path, 100); len(p2.Calls) != n {
		t.Errorf("with a line under way: %d calls", len(p2.Calls))
	}
}

// The progress view: newest first, bounded; nudges and the calls since
// the last; a tool-use id logged again updates its entry in place, as the
// store does; a line that is not a record is skipped (and reported to the
// store's reader); only the log's tail is read.
func TestReadProgress(t *testing.T) {
	path := ProgressLog(filepath.Join(t.TempDir(), "vouch.db"), "codex", "s")
	if p, err := ReadProgress(path, 5); err != nil || len(p.Calls) != 0 {
		t.Fatalf("missing log: %+v %v", p, err)
	}
	add := func(id, outcome string) {
		t.Helper()
		if _, err := AppendCall(path, Call{Agent: "codex", Session: "s", CallID: id, Tool: "Bash", Kind: "shell", Outcome: outcome}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := AppendCall(path, Call{Agent: "codex", Tool: "Bash", Outcome: OutcomeOK}); err == nil {
		t.Error("a call without a session was logged")
	}
	add("a", OutcomeOK)
	add("b", OutcomeOK)
	if err := AppendNudge(path, NudgeMark{Kind: "stall"}); err != nil {
		t.Fatal(err)
	}
	add("c", OutcomeOK)
	vid, err := AppendVeto(path, Veto{Agent: "codex", Session: "s", Tool: "Bash", Reason: "tripwire: .env modified, restored"})
	if err != nil {
		t.Fatal(err)
	}
	f, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	f.WriteString("{not json\n")
	f.Close()
	add("a", OutcomeFail) // a again: updated in place
	add("d", OutcomeOK)
	p, err := ReadProgress(path, 3)
	var order []string
	for _, c := range p.Calls {
		order = append(order, c.CallID+"/"+c.Outcome)
	}
	if err != nil || strings.Join(order, " ") != "d/ok c/ok b/ok" || len(p.Nudges) != 1 || p.Nudges[0].At == 0 || p.SinceNudge != 3 {
		t.Errorf("ReadProgress: %v nudges %+v since %d, %v", order, p.Nudges, p.SinceNudge, err)
	}
	if p, _ := ReadProgress(path, 0); len(p.Calls) != 4 || p.Calls[3].CallID != "a" || p.Calls[3].Outcome != OutcomeFail {
		t.Errorf("all: %+v", p.Calls)
	}
	recs, _, bad, err := ReadLog(path, 0)
	if err != nil || len(recs) != 6 || len(bad) != 1 || !errors.Is(bad[0], ErrBadRecord) ||
		recs[3].ID != vid || recs[3].Veto == nil || recs[3].Veto.Reason == "" || recs[3].Veto.At == 0 || recs[4].Call == nil {
		t.Errorf("ReadLog: %+v, bad %v, %v", recs, bad, err)
	}
	// Past TailBytes, the oldest lines are not read.
	for i := range TailBytes / 100 {
		add(fmt.Sprint("x", i), OutcomeOK)
	}
	p, err = ReadProgress(path, 0)
	if err != nil || len(p.Calls) == 0 || len(p.Calls) >= TailBytes/100 || len(p.Nudges) != 0 || p.Calls[0].CallID != fmt.Sprint("x", TailBytes/100-1) {
		t.Errorf("tail: %d calls, %d nudges, %v", len(p.Calls), len(p.Nudges), err)
	}
	logs, err := Logs(filepath.Join(filepath.Dir(filepath.Dir(path)), "vouch.db"))
	if err != nil || len(logs) != 1 || logs[0].Path != path || logs[0].Size == 0 {
		t.Errorf("Logs: %+v %v", logs, err)
	}
}

// FuzzReadLog: whatever a progress log holds, the readers do not panic;
// the store's reader returns only whole records and stops at the last
// newline, and reading the log as it grows, chunk by chunk from each
// returned offset, gives the records reading it whole gives.
func FuzzReadLog(f *testing.F) {
	f.Add([]byte(`{"call":{"agent":"codex","session":"s","call_id":"a","tool":"Bash","kind":"shell","outcome":"ok","at":1}}`+"\n"+
		`{"nudge":{"kind":"stall","at":2}}`+"\n"+`{"veto":{"agent":"codex","session":"s","tool":"Bash","reason":"r","at":3}}`+"\n"), 7)
	f.Add([]byte("{not json\n{\"call\":{}}\n{\"call\":{\"agent\":\"a\"},\"nudge\":{}}\npartial"), 3)
	f.Fuzz(func(t *testing.T, data []byte, chunk int) {
		dir := t.TempDir()
		whole := filepath.Join(dir, "whole.log")
		os.WriteFile(whole, data, 0o600)
		if _, err := ReadProgress(whole, 5); err != nil {
			t.Fatal(err)
		}
		recs, next, _, err := ReadLog(whole, 0)
		if err != nil {
			t.Fatal(err)
		}
		if end := int64(bytes.LastIndexByte(data, '\n') + 1); next != end {
			t.Fatalf("next %d, want %d (after the last newline)", next, end)
		}
		for _, r := range recs {
			if (r.Call == nil) == (r.Veto == nil) || r.Call != nil && (r.Call.Agent == "" || r.Call.Session == "" || r.Call.Tool == "" || r.Call.Outcome == "") {
				t.Fatalf("record %+v", r)
			}
		}
		grown := filepath.Join(dir, "whole.log.grown")
		var got []Logged
		var off int64
		size := max(1, chunk%64+1)
		for i := 0; i < len(data); i += size {
			fh, _ := os.OpenFile(grown, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
			fh.Write(data[i:min(len(data), i+size)])
			fh.Close()
			rs, n, _, err := ReadLog(grown, off)
			if err != nil {
				t.Fatal(err)
			}
			got, off = append(got, rs...), n
		}
		if len(got) != len(recs) {
			t.Fatalf("chunked: %d records, whole: %d", len(got), len(recs))
		}
		for i := range got {
			if strings.SplitN(got[i].ID, ":", 2)[1] != strings.SplitN(recs[i].ID, ":", 2)[1] {
				t.Fatalf("record %d: id %s, whole %s", i, got[i].ID, recs[i].ID)
			}
		}
	})
}
