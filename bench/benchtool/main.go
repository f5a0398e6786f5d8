// Command benchtool is the helper behind bench/run.sh, the comparison of
// `vouch transcript stats` with ccusage on Claude Code transcripts.
//
//	benchtool gen -out DIR -size BYTES [-single]   write a corpus of real transcripts
//	benchtool stats FILE...                        token totals via transcript.ScanFile (SkipContent)
//	benchtool run -- CMD ARGS...                   run CMD, report wall time and peak RSS on stderr
//	benchtool totals CCUSAGE.json VOUCH.json       compare the token totals of both
//
// gen replicates the Claude Code fixtures in testdata/transcripts/claude-code
// (the fake-model runs and the real users' wild sessions) into a
// ~/.claude/projects layout: DIR/projects/<proj>/<session-id>.jsonl. Every
// copy gets fresh session, entry, message and request ids, so no tool can
// dedupe one copy against another. Lines are copied byte for byte except
// for those ids; assistant lines that have a message id but no requestId
// (the fixtures were made against a fake API server, which sends none) get
// one per message id, as Claude Code writes against the real API. With
// -single, everything goes into one session file DIR/projects/big/<id>.jsonl.
package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/claudecode"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: benchtool gen|stats|run|totals ...")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "gen":
		err = gen(os.Args[2:])
	case "stats":
		err = stats(os.Args[2:])
	case "run":
		err = run(os.Args[2:])
	case "totals":
		err = totals(os.Args[2:])
	default:
		err = fmt.Errorf("unknown subcommand %q, expected gen, stats, run or totals", os.Args[1])
	}
	if err != nil {
		var ee *exitError
		if errors.As(err, &ee) {
			os.Exit(ee.code)
		}
		fmt.Fprintln(os.Stderr, "benchtool:", err)
		os.Exit(1)
	}
}

type exitError struct{ code int }

func (e *exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// template is one fixture file, split into lines, with the ids to refresh.
type template struct {
	name  string
	lines [][]byte
	ids   []string // distinct id values found in the file
	// msgNoReq lists, per line, the message id of an assistant line that
	// lacks a requestId ("" otherwise).
	msgNoReq []string
}

func newID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	h := hex.EncodeToString(b[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}

func loadTemplates(dir string) ([]template, error) {
	var files []string
	for _, pat := range []string{"*.jsonl", "wild/*.jsonl", "subagent.subagents/*.jsonl"} {
		m, err := filepath.Glob(filepath.Join(dir, pat))
		if err != nil {
			return nil, err
		}
		files = append(files, m...)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no Claude Code fixtures in %s", dir)
	}
	sort.Strings(files)
	var ts []template
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		t := template{name: f}
		seen := map[string]bool{}
		for _, l := range bytes.Split(data, []byte("\n")) {
			if len(bytes.TrimSpace(l)) == 0 {
				continue
			}
			var v struct {
				Type      string `json:"type"`
				SessionID string `json:"sessionId"`
				UUID      string `json:"uuid"`
				Parent    string `json:"parentUuid"`
				RequestID string `json:"requestId"`
				Leaf      string `json:"leafUuid"`
				Message   struct {
					ID string `json:"id"`
				} `json:"message"`
			}
			if err := json.Unmarshal(l, &v); err != nil {
				v.Type = ""
			}
			for _, id := range []string{v.SessionID, v.UUID, v.Parent, v.RequestID, v.Leaf, v.Message.ID} {
				if id != "" && !seen[id] {
					seen[id] = true
					t.ids = append(t.ids, id)
				}
			}
			noReq := ""
			if v.Type == "assistant" && v.Message.ID != "" && v.RequestID == "" {
				noReq = v.Message.ID
			}
			t.lines = append(t.lines, l)
			t.msgNoReq = append(t.msgNoReq, noReq)
		}
		ts = append(ts, t)
	}
	return ts, nil
}

// write writes one fresh copy of t to w.
func (t *template) write(w io.Writer) (int64, error) {
	pairs := make([]string, 0, 2*len(t.ids))
	for _, id := range t.ids {
		pairs = append(pairs, `"`+id+`"`, `"`+newID()+`"`)
	}
	r := strings.NewReplacer(pairs...)
	reqs := map[string]string{}
	var total int64
	for i, l := range t.lines {
		s := r.Replace(string(l))
		if m := t.msgNoReq[i]; m != "" {
			req, ok := reqs[m]
			if !ok {
				req = "req_" + strings.ReplaceAll(newID(), "-", "")[:24]
				reqs[m] = req
			}
			s = `{"requestId":"` + req + `",` + s[1:]
		}
		n, err := io.WriteString(w, s+"\n")
		total += int64(n)
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

func gen(args []string) error {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	out := fs.String("out", "", "directory to write DIR/projects/... into (required)")
	size := fs.Int64("size", 200<<20, "total bytes to write (approximately, rounded up to whole files)")
	single := fs.Bool("single", false, "write one big session file instead of many")
	src := fs.String("fixtures", "testdata/transcripts/claude-code", "Claude Code fixture directory")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" {
		return errors.New("gen: -out is required")
	}
	ts, err := loadTemplates(*src)
	if err != nil {
		return err
	}
	var written int64
	files := 0
	if *single {
		dir := filepath.Join(*out, "projects", "big")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		f, err := os.Create(filepath.Join(dir, newID()+".jsonl"))
		if err != nil {
			return err
		}
		bw := bufio.NewWriterSize(f, 1<<20)
		for written < *size {
			for i := range ts {
				n, err := ts[i].write(bw)
				written += n
				if err != nil {
					f.Close()
					return err
				}
			}
		}
		if err := bw.Flush(); err != nil {
			f.Close()
			return err
		}
		files = 1
		if err := f.Close(); err != nil {
			return err
		}
	} else {
		for copyN := 0; written < *size; copyN++ {
			dir := filepath.Join(*out, "projects", fmt.Sprintf("-home-user-proj%d", copyN%8))
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return err
			}
			for i := range ts {
				f, err := os.Create(filepath.Join(dir, newID()+".jsonl"))
				if err != nil {
					return err
				}
				bw := bufio.NewWriterSize(f, 1<<20)
				n, err := ts[i].write(bw)
				written += n
				if err == nil {
					err = bw.Flush()
				}
				if cerr := f.Close(); err == nil {
					err = cerr
				}
				if err != nil {
					return err
				}
				files++
			}
		}
	}
	fmt.Printf("wrote %d bytes in %d files under %s\n", written, files, filepath.Join(*out, "projects"))
	return nil
}

// stats prints the token totals of FILES as {"tokens_total":{...}}, read
// with transcript.ScanFile and SkipContent, one worker per CPU. It stands
// in for `vouch transcript stats` in the benchmark until that exists.
func stats(files []string) error {
	if len(files) == 0 {
		return errors.New("stats: no files")
	}
	work := make(chan string)
	var (
		mu       sync.Mutex
		total    transcript.Usage
		records  int
		problems int
		firstErr error
	)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var st transcript.Stats
			for f := range work {
				s, err := transcript.ScanFile(context.Background(), f, &transcript.Options{SkipContent: true},
					func(_ *transcript.Session, e *transcript.Event) error { st.Add(e); return nil })
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
					continue
				}
				st.AddSession(s)
			}
			mu.Lock()
			total.Add(st.Total)
			records += st.Records
			problems += st.Problems
			mu.Unlock()
		}()
	}
	for _, f := range files {
		work <- f
	}
	close(work)
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	return json.NewEncoder(os.Stdout).Encode(map[string]any{
		"records": records, "problems": problems, "tokens_total": total,
	})
}

// run runs a command and reports its wall time and peak RSS on stderr as
// "wall_s=1.234 maxrss_kb=5678"; stdout and stderr of the command pass
// through.
func run(args []string) error {
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		return errors.New("run: no command")
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = nil, os.Stdout, os.Stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if cmd.ProcessState == nil {
		return err
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss // KiB on Linux
	}
	fmt.Fprintf(os.Stderr, "wall_s=%.3f maxrss_kb=%d\n", wall.Seconds(), rss)
	if err != nil {
		return &exitError{code: cmd.ProcessState.ExitCode()}
	}
	return nil
}

// findTotals looks for the token totals in a JSON document: ccusage's
// {"totals":{"inputTokens",…}} or vouch's {"tokens_total":{"input",…}},
// at any depth.
func findTotals(v any) (transcript.Usage, bool) {
	switch x := v.(type) {
	case map[string]any:
		if t, ok := x["totals"].(map[string]any); ok {
			if _, ok := t["inputTokens"]; ok {
				return transcript.Usage{
					Input: num(t["inputTokens"]), Output: num(t["outputTokens"]),
					CacheCreation: num(t["cacheCreationTokens"]), CacheRead: num(t["cacheReadTokens"]),
				}, true
			}
		}
		if t, ok := x["tokens_total"].(map[string]any); ok {
			return transcript.Usage{
				Input: num(t["input"]), Output: num(t["output"]),
				CacheCreation: num(t["cache_creation"]), CacheRead: num(t["cache_read"]),
			}, true
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if u, ok := findTotals(x[k]); ok {
				return u, true
			}
		}
	case []any:
		for _, e := range x {
			if u, ok := findTotals(e); ok {
				return u, true
			}
		}
	}
	return transcript.Usage{}, false
}

func num(v any) int64 {
	f, _ := v.(float64)
	return int64(f)
}

func readTotals(path string) (transcript.Usage, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return transcript.Usage{}, err
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return transcript.Usage{}, fmt.Errorf("%s: %w", path, err)
	}
	u, ok := findTotals(v)
	if !ok {
		return u, fmt.Errorf("%s: no token totals found (expected ccusage's \"totals\" or vouch's \"tokens_total\")", path)
	}
	return u, nil
}

// totals compares the token totals of a ccusage and a vouch JSON report;
// exit status 1 when they differ.
func totals(args []string) error {
	if len(args) != 2 {
		return errors.New("totals: want CCUSAGE.json VOUCH.json")
	}
	c, err := readTotals(args[0])
	if err != nil {
		return err
	}
	v, err := readTotals(args[1])
	if err != nil {
		return err
	}
	row := func(name string, a, b int64) {
		mark := "ok"
		if a != b {
			mark = fmt.Sprintf("DIFF %+d", b-a)
		}
		fmt.Printf("  %-15s ccusage %14d  vouch %14d  %s\n", name, a, b, mark)
	}
	row("input", c.Input, v.Input)
	row("output", c.Output, v.Output)
	row("cache_creation", c.CacheCreation, v.CacheCreation)
	row("cache_read", c.CacheRead, v.CacheRead)
	if c.Input != v.Input || c.Output != v.Output || c.CacheCreation != v.CacheCreation || c.CacheRead != v.CacheRead {
		fmt.Println("token totals: DIFFER")
		return &exitError{code: 1}
	}
	fmt.Println("token totals: agree exactly")
	return nil
}
