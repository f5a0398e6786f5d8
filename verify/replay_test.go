package verify

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestReplayArgv(t *testing.T) {
	ws := t.TempDir()
	for _, f := range []string{"cli.js", "tool.py", "pkg/mod.py", "cmd/x/main.go", "Cargo.toml"} {
		p := filepath.Join(ws, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		cmd  string
		want string // the words joined by |, "" when not replayable
	}{
		{`node cli.js`, "node|cli.js"},
		{`node cli.js 10 3 -`, "node|cli.js|10|3|-"},
		{`node cli.js "Knuth, Donald E." 1968`, "node|cli.js|Knuth, Donald E.|1968"},
		{`python3 tool.py --json 'a b'`, "python3|tool.py|--json|a b"},
		{`python3 -m pkg.mod x`, "python3|-m|pkg.mod|x"},
		{`go run ./cmd/x -size 4GB`, "go|run|./cmd/x|-size|4GB"},
		{`cargo run -q -- -1 abc`, "cargo|run|-q|--|-1|abc"},
		{`cargo run --release --bin x`, "cargo|run|--release|--bin|x"},
		// not replayable: no such file, not a program of the workspace,
		// or more than one simple command of literal words
		{`node missing.js`, ""},
		{`node /etc/x.js`, ""},
		{`node ../cli.js`, ""},
		{`python3 -m pytest`, ""},
		{`go run example.com/x@latest`, ""},
		{`go test ./...`, ""},
		{`cargo run --features x`, ""},
		{`node cli.js > out.txt`, ""},
		{`node cli.js | head`, ""},
		{`node cli.js && rm -rf x`, ""},
		{`node cli.js $HOME`, ""},
		{`node cli.js $(cat x)`, ""},
		{`node cli.js *.txt`, ""},
		{`X=1 node cli.js`, ""},
		{`curl http://localhost:3000`, ""},
		{`./cli.js`, ""},
		{`node cli.js "unclosed`, ""},
	} {
		argv, ok := replayArgv(tc.cmd, ws)
		got := ""
		if ok {
			got = strings.Join(argv, "|")
		}
		if got != tc.want {
			t.Errorf("replayArgv(%q) = %q, want %q", tc.cmd, got, tc.want)
		}
	}
}

// TestRunReplay runs a real node program on a copy of its workspace: what
// it prints and its exit status come back, and the files it writes stay
// in the copy.
func TestRunReplay(t *testing.T) {
	ws := t.TempDir()
	prog := `require('fs').writeFileSync('written.txt', 'x');
const a = process.argv.slice(2);
if (a.length === 0) { console.error('error: empty expression'); process.exit(1); }
console.log(a.join('+'));`
	if err := os.WriteFile(filepath.Join(ws, "cli.js"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := runReplay(context.Background(), ws, []string{"node", "cli.js", "1", "2"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(r.output) != "1+2" || r.exit != 0 {
		t.Errorf("replay printed %q (exit %d), want 1+2 (exit 0)", r.output, r.exit)
	}
	r, err = runReplay(context.Background(), ws, []string{"node", "cli.js"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(r.output) != "error: empty expression" || r.exit != 1 {
		t.Errorf("replay printed %q (exit %d), want the error (exit 1)", r.output, r.exit)
	}
	if _, err := os.Stat(filepath.Join(ws, "written.txt")); err == nil {
		t.Error("the replay wrote into the workspace; it must write only its copy")
	}
}

// TestRunReplayDecidesNothing: a program that does not start in the copy
// (a module not found) or outlives its time decides nothing.
func TestRunReplayDecidesNothing(t *testing.T) {
	ws := t.TempDir()
	if err := os.WriteFile(filepath.Join(ws, "cli.js"), []byte(`require('./nowhere')`), 0o644); err != nil {
		t.Fatal(err)
	}
	if r, err := runReplay(context.Background(), ws, []string{"node", "cli.js"}); err == nil {
		t.Errorf("a program whose module is missing decided something: %+v", r)
	}
	if err := os.WriteFile(filepath.Join(ws, "wait.js"), []byte(`console.log('listening'); setInterval(() => {}, 1000)`), 0o644); err != nil {
		t.Fatal(err)
	}
	defer func(d time.Duration) { replayTimeout = d }(replayTimeout)
	replayTimeout = 500 * time.Millisecond
	if r, err := runReplay(context.Background(), ws, []string{"node", "wait.js"}); err == nil {
		t.Errorf("a program that outlived its time decided something: %+v", r)
	}
	if err := os.WriteFile(filepath.Join(ws, "big.bin"), make([]byte, replayMaxBytes+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if r, err := runReplay(context.Background(), ws, []string{"node", "cli.js"}); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("a workspace over the copy limit was replayed: %+v, %v", r, err)
	}
}
