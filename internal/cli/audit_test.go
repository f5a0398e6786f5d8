package cli

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vouchdev/vouch/llm"
)

func auditFixtures(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "scenarios", "*", "transcript.jsonl"))
	if err != nil || len(files) < 20 {
		t.Fatalf("scenario transcripts: %d, %v", len(files), err)
	}
	return files[:20]
}

// A judge that answers "pass" to every item it is asked.
func passJudge(calls *atomic.Int64, onCall func(n int64)) llm.Func {
	return llm.Func{Model: "pass", F: func(ctx context.Context, req llm.Request) (llm.Response, error) {
		n := calls.Add(1)
		if onCall != nil {
			onCall(n)
		}
		if err := ctx.Err(); err != nil {
			return llm.Response{}, err
		}
		var items []map[string]any
		for _, l := range strings.Split(req.Messages[0].Parts[0].Text, "\n") {
			if name, ok := strings.CutPrefix(l, "- name: "); ok {
				items = append(items, map[string]any{"name": name, "verdict": "pass", "event": -1, "quote": "", "reason": "ok"})
			}
		}
		b, _ := json.Marshal(map[string]any{"items": items})
		return llm.Response{Message: llm.Message{Parts: []llm.Part{{Text: string(b)}}}, Usage: llm.Usage{InputTokens: 10, OutputTokens: 5}}, nil
	}}
}

// Ctrl-C (the command's context cancelled) stops the audit: the report
// covers the sessions finished, the command says so and exits 1.
func TestAuditInterrupted(t *testing.T) {
	t.Parallel()
	ios, _, out, errOut := TestStreams()
	state := t.TempDir()
	ios.Getenv = func(k string) string {
		if k == "VOUCH_STATE_DIR" {
			return state
		}
		return ""
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var calls atomic.Int64
	o := &AuditOptions{IO: ios, Paths: auditFixtures(t), Verifiers: []string{filepath.Join("..", "..", "audit", "testdata", "project")},
		Jobs: 2, Format: "json", Provider: passJudge(&calls, func(n int64) {
			if n == 12 {
				cancel()
			}
		})}
	err := auditRun(ctx, o)
	var ee *ExitError
	if !errors.As(err, &ee) || ee.Code != ExitNo || !strings.Contains(ee.Msg, "interrupted") {
		t.Fatalf("err = %v, want exit 1 saying interrupted", err)
	}
	var rep struct {
		Sessions    int  `json:"sessions"`
		Interrupted bool `json:"interrupted"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("report: %v\n%s", err, out.Bytes())
	}
	if !rep.Interrupted || rep.Sessions == 0 || rep.Sessions >= 20 {
		t.Errorf("report: %d sessions, interrupted %v; want some of the 20, marked", rep.Sessions, rep.Interrupted)
	}
	if strings.Contains(errOut.String(), "\r") {
		t.Error("piped stderr got a redrawn progress bar")
	}

	// the rerun finds what was judged before the interrupt in the cache
	before := calls.Load()
	ios2, _, _, _ := TestStreams()
	ios2.Getenv = ios.Getenv
	o.IO, o.Format = ios2, "text"
	o.Provider = passJudge(&calls, nil)
	if err := auditRun(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	full := int64(0)
	var calls2 atomic.Int64
	ios3, _, _, _ := TestStreams()
	ios3.Getenv = func(k string) string {
		if k == "VOUCH_STATE_DIR" {
			return t.TempDir()
		}
		return ""
	}
	o.IO, o.Provider = ios3, passJudge(&calls2, nil)
	if err := auditRun(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	full = calls2.Load()
	if resumed := calls.Load() - before; resumed >= full {
		t.Errorf("rerun after the interrupt made %d calls, a fresh run %d: the finished work was not kept", resumed, full)
	}
}

func TestAuditProgressTTY(t *testing.T) {
	t.Parallel()
	ios, _, out, errOut := TestStreams()
	ios.ErrTTY = true
	var calls atomic.Int64
	o := &AuditOptions{IO: ios, Paths: auditFixtures(t)[:4], Verifiers: []string{filepath.Join("..", "..", "audit", "testdata", "project")},
		Jobs: 2, Format: "text", NoCache: true, Provider: passJudge(&calls, nil)}
	if err := auditRun(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errOut.String(), "\r\x1b[Kaudit [") || !strings.Contains(errOut.String(), "] 4/4 sessions") {
		t.Errorf("no progress bar on a terminal: %q", errOut.String())
	}
	if strings.Contains(errOut.String(), "audit 1/4 ") {
		t.Error("plain progress lines on a terminal")
	}
	if !strings.Contains(out.String(), "Audited 4 sessions against 9 verifiers") {
		t.Errorf("report: %s", out.String())
	}
}

func TestAuditOutAtomic(t *testing.T) {
	t.Parallel()
	ios, _, out, _ := TestStreams()
	dir := t.TempDir()
	var calls atomic.Int64
	o := &AuditOptions{IO: ios, Paths: auditFixtures(t)[:3], Verifiers: []string{filepath.Join("..", "..", "audit", "testdata", "project")},
		Format: "html", NoCache: true, Out: filepath.Join(dir, "r.html"), JSONL: filepath.Join(dir, "r.jsonl"), Provider: passJudge(&calls, nil)}
	if err := auditRun(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	if out.Len() != 0 {
		t.Errorf("stdout got %d bytes with --out", out.Len())
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 2 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("files %v: want r.html and r.jsonl only (no temporary left)", names)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "r.html"))
	if !strings.HasPrefix(string(b), "<!DOCTYPE html>") {
		t.Error("r.html is not the HTML report")
	}
}
