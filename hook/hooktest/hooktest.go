// Package hooktest holds what the tests of hook, hook/veto, hook/guard and
// cmd/vouch-hook share: the real payloads in the repository's
// testdata/hooks, temporary workspaces and configurations. It does not
// import hook, so hook's own tests can use it.
package hooktest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"testing"
	"time"

	"github.com/vouchdev/vouch/policy"
)

// Testdata returns the absolute path of rel under the repository's
// testdata directory, failing the test if it does not exist.
func Testdata(t testing.TB, rel string) string {
	t.Helper()
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("hooktest: cannot locate the repository")
	}
	p := filepath.Join(filepath.Dir(file), "..", "..", "testdata", filepath.FromSlash(rel))
	if _, err := os.Stat(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// Payload reads the real hook payload testdata/hooks/AGENT/NAME (agent
// "claude-code" or "codex") and overrides top-level fields: set[k] = nil
// deletes k.
func Payload(t testing.TB, agent, name string, set map[string]any) []byte {
	t.Helper()
	data, err := os.ReadFile(Testdata(t, filepath.Join("hooks", agent, name)))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for k, v := range set {
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// ToolPayload is Payload for a tool event run in workspace ws: cwd is set
// to ws, tool_name to name (when not empty) and tool_input to input (when
// not nil).
func ToolPayload(t testing.TB, agent, file, ws, name string, input map[string]any) []byte {
	t.Helper()
	set := map[string]any{"cwd": ws}
	if name != "" {
		set["tool_name"] = name
	}
	if input != nil {
		set["tool_input"] = input
	}
	return Payload(t, agent, file, set)
}

// Workspace writes files (path → contents) into a new temporary
// directory and returns it.
func Workspace(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// BaseFiles is the demo workspace the real payloads were recorded in,
// plus the files the policy protects.
var BaseFiles = map[string]string{
	"go.mod":          "module example.com/demo\n\ngo 1.22\n",
	"calc/calc.go":    "package calc\n\n// Add adds.\nfunc Add(a, b int) int {\n\treturn a - b\n}\n",
	"calc/NOTES.md":   "notes\n",
	".env":            "TOKEN=x\n",
	".git/config":     "[core]\n",
	"vouch.yaml":      "loop:\n  max: 3\n",
	"sub/readme.txt":  "sub\n",
	"docs/guide.md":   "guide\n",
	".claude/x.json":  "{}\n",
	"scripts/run.sh":  "echo hi\n",
	"secrets/db.conf": "pw\n",
}

// Config writes yaml (when not empty) as ws/vouch.yaml and loads ws's
// configuration.
func Config(t testing.TB, ws, yaml string) *policy.Config {
	t.Helper()
	if yaml != "" {
		if err := os.WriteFile(filepath.Join(ws, "vouch.yaml"), []byte(yaml), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg, err := policy.Load(ws)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// Latencies records one duration per operation of a benchmark.
type Latencies []time.Duration

// Report reports the p50 and p99 of l in milliseconds as b's metrics.
func (l Latencies) Report(b *testing.B) {
	b.Helper()
	if len(l) == 0 {
		return
	}
	sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	pct := func(p float64) float64 {
		return float64(l[min(len(l)-1, int(p*float64(len(l))))].Microseconds()) / 1000
	}
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
}
