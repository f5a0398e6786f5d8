package state

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
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
