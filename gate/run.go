package gate

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Defaults for RunOptions' zero values.
const (
	DefaultTimeout   = 5 * time.Minute
	DefaultKillGrace = 2 * time.Second
	DefaultHeadBytes = 64 << 10
	DefaultTailBytes = 64 << 10
)

// RunOptions tune Run and Baseline. A nil *RunOptions, or a zero field, means
// the default given with each field.
type RunOptions struct {
	// Concurrency is how many gates run at once; 0 means runtime.GOMAXPROCS(0).
	Concurrency int
	// Timeout bounds each gate whose Spec.Timeout is 0; 0 means DefaultTimeout.
	Timeout time.Duration
	// KillGrace is how long a gate has between SIGTERM and SIGKILL when it
	// times out or ctx is cancelled; 0 means DefaultKillGrace.
	KillGrace time.Duration
	// HeadBytes and TailBytes bound the output kept in Result.OutputTail:
	// that much from the start and from the end; 0 means 64 KiB each.
	HeadBytes, TailBytes int
	// Env holds extra "KEY=value" entries, after os.Environ() and the
	// defaults that turn colour off (NO_COLOR=1, FORCE_COLOR=0, TERM=dumb,
	// CARGO_TERM_COLOR=never); later entries win. A PATH here is also the
	// one an argv command is looked up in.
	Env []string
	// Touched lists the paths the turn touched (absolute, or relative to
	// the gate's Dir). nil means unknown: every gate runs. Otherwise a gate
	// with When globs runs only if one of them matches a touched path.
	Touched []string
	// OnResult, if set, is called with each result as its gate finishes,
	// from the gate's goroutine (for progress display).
	OnResult func(Result)
}

func (o *RunOptions) withDefaults() RunOptions {
	var r RunOptions
	if o != nil {
		r = *o
	}
	if r.Concurrency <= 0 {
		r.Concurrency = runtime.GOMAXPROCS(0)
	}
	if r.Timeout <= 0 {
		r.Timeout = DefaultTimeout
	}
	if r.KillGrace <= 0 {
		r.KillGrace = DefaultKillGrace
	}
	if r.HeadBytes <= 0 {
		r.HeadBytes = DefaultHeadBytes
	}
	if r.TailBytes <= 0 {
		r.TailBytes = DefaultTailBytes
	}
	return r
}

// Run runs the gates, at most opts.Concurrency at a time, and returns one
// Result per spec in specs' order. Each gate runs in its own process group
// with stdin from /dev/null; on timeout or when ctx is cancelled the whole
// group gets SIGTERM, then SIGKILL after opts.KillGrace, and when a gate's
// main process exits whatever it left running in its group is killed too:
// nothing a gate starts outlives it. Run never fails as a whole: a gate that
// cannot run is a Result with StatusError and a Reason.
func Run(ctx context.Context, specs []Spec, opts *RunOptions) []Result {
	o := opts.withDefaults()
	results := make([]Result, len(specs))
	sem := make(chan struct{}, o.Concurrency)
	var wg sync.WaitGroup
	for i := range specs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			select {
			case sem <- struct{}{}:
				defer func() { <-sem }()
			case <-ctx.Done():
			}
			results[i] = runOne(ctx, specs[i], &o)
			if o.OnResult != nil {
				o.OnResult(results[i])
			}
		}(i)
	}
	wg.Wait()
	return results
}

// runOne runs one gate and classifies its outcome.
func runOne(ctx context.Context, spec Spec, o *RunOptions) Result {
	res := Result{Name: spec.Name, Command: spec.Command, Kind: spec.Kind, Source: spec.Source, ExitCode: -1}
	if res.Command == "" {
		res.Command = strings.Join(spec.Args, " ")
	}
	if len(spec.When) > 0 && o.Touched != nil && !touches(spec, o.Touched) {
		res.Status = StatusSkipped
		res.Reason = fmt.Sprintf("no touched path matches %s", strings.Join(spec.When, ", "))
		return res
	}
	if err := ctx.Err(); err != nil {
		res.Status, res.Reason = StatusError, "not run: "+err.Error()
		return res
	}
	if len(spec.Args) == 0 && strings.TrimSpace(spec.Command) == "" {
		res.Status, res.Reason = StatusError, "gate has no command"
		return res
	}

	env := append(os.Environ(), "NO_COLOR=1", "FORCE_COLOR=0", "TERM=dumb", "CARGO_TERM_COLOR=never")
	if dir, done := pycacheDir(); dir != "" {
		defer done()
		env = append(pythonBytecode(env), "PYTHONPYCACHEPREFIX="+dir)
	}
	env = append(env, o.Env...)
	var cmd *exec.Cmd
	shell := len(spec.Args) == 0
	report, reportNote := "", "" // the JSON report's file; why there is none
	if shell {
		cmd = exec.Command("/bin/sh", "-c", spec.Command)
	} else {
		bin, err := lookPath(spec.Args[0], env)
		if err != nil {
			res.Status = StatusError
			res.Reason = fmt.Sprintf("missing tool: %s: %v", spec.Args[0], err)
			return res
		}
		args := spec.Args[1:]
		if len(spec.ReportArgs) > 0 {
			// The report goes to a directory of its own, outside the
			// workspace: vouch never writes the user's files.
			if tmp, err := os.MkdirTemp("", "vouch-report-"); err != nil {
				reportNote = "no JSON report (" + err.Error() + ")"
			} else {
				defer os.RemoveAll(tmp)
				report = filepath.Join(tmp, "report.json")
				args = slices.Clone(args)
				for _, a := range spec.ReportArgs {
					args = append(args, strings.ReplaceAll(a, ReportPlaceholder, report))
				}
			}
		}
		cmd = exec.Command(bin, args...)
		cmd.Args[0] = spec.Args[0]
	}
	cmd.Dir = spec.Dir
	cmd.Env = env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}

	parser := spec.Parser
	if parser == "" {
		parser = ParserAuto
	}
	out := newOutput(parser, o.HeadBytes, o.TailBytes)
	pr, pw, err := os.Pipe()
	if err != nil {
		res.Status, res.Reason = StatusError, "cannot make a pipe: "+err.Error()
		return res
	}
	cmd.Stdout, cmd.Stderr = pw, pw

	timeout := spec.Timeout
	if timeout <= 0 {
		timeout = o.Timeout
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		pw.Close()
		pr.Close()
		res.Status = StatusError
		if errors.Is(err, exec.ErrNotFound) || errors.Is(err, os.ErrNotExist) {
			res.Reason = "missing tool: " + err.Error()
		} else {
			res.Reason = "cannot start: " + err.Error()
		}
		if spec.Dir != "" {
			if _, serr := os.Stat(spec.Dir); serr != nil {
				res.Reason = "cannot start: " + serr.Error()
			}
		}
		return res
	}
	pw.Close() // the child holds its own copy
	pgid := cmd.Process.Pid

	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		buf := make([]byte, 32<<10)
		for {
			n, err := pr.Read(buf)
			if n > 0 {
				out.Write(buf[:n])
			}
			if err != nil {
				return
			}
		}
	}()

	waitDone := make(chan error, 1)
	go func() { waitDone <- cmd.Wait() }()

	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var waitErr error
	var stopped string // why we stopped the gate, if we did
	select {
	case waitErr = <-waitDone:
	case <-timer.C:
		stopped = fmt.Sprintf("timed out after %s", timeout)
	case <-ctx.Done():
		stopped = "cancelled: " + ctx.Err().Error()
	}
	if stopped != "" {
		// stdin is /dev/null, so the gate already sees end of input; ask the
		// group to stop, then make it.
		_ = syscall.Kill(-pgid, syscall.SIGTERM)
		select {
		case waitErr = <-waitDone:
		case <-time.After(o.KillGrace):
			_ = syscall.Kill(-pgid, syscall.SIGKILL)
			waitErr = <-waitDone
		}
	}
	// Whatever the gate left behind in its group goes too. The group id
	// cannot have been reused: Linux keeps a pid reserved while it names a
	// live group.
	_ = syscall.Kill(-pgid, syscall.SIGKILL)
	// A process that left the group (setsid) may still hold the pipe: give
	// it a moment, then stop reading.
	_ = pr.SetReadDeadline(time.Now().Add(time.Second))
	<-readDone
	pr.Close()
	res.Duration = time.Since(start)

	sum, diags, marks := out.finish()
	if report != "" {
		sum, diags, reportNote = withReport(report, sum, diags)
	}
	res.OutputTail = out.kept()
	res.OutputBytes = out.total
	res.Diagnostics = RelativeTo(spec.Dir, diags)
	if parser == ParserCargo {
		cargoCrates(spec.Dir, sum.Cases)
	}
	casesRelativeTo(spec.Dir, sum.Cases)
	if testParsers[parser] && (spec.Kind == KindTest || sum.Recognized) {
		s := sum
		res.Tests = &s
	}

	if ps := cmd.ProcessState; ps != nil {
		res.ExitCode = ps.ExitCode()
	}
	switch {
	case stopped != "":
		res.Status, res.Reason, res.ExitCode = StatusError, stopped, -1
		return res
	case waitErr != nil && cmd.ProcessState == nil:
		res.Status, res.Reason = StatusError, "wait: "+waitErr.Error()
		return res
	}
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		res.Status = StatusError
		res.Reason = fmt.Sprintf("crashed: killed by %s (%s)", sigName(ws.Signal()), ws.Signal())
		return res
	}
	if res.ExitCode > 0 && len(res.Diagnostics) == 0 && sum.Failed == 0 && len(sum.FailedTests) == 0 && sum.Errors == 0 && parser != ParserTSC {
		// a script that chains a type check before its tests ("tsc
		// --noEmit && node --test") failed at the type check: its errors
		// are the failure, whatever the tests' parser reads
		if _, d := Parse(ParserTSC, []byte(res.OutputTail)); len(d) > 0 {
			res.Diagnostics = RelativeTo(spec.Dir, d)
		}
	}
	res.Status, res.Reason = classify(spec, parser, shell, res.ExitCode, sum, res.Diagnostics, marks)
	if reportNote != "" && (res.Status == StatusPass || res.Status == StatusFail) {
		res.Reason = strings.TrimPrefix(res.Reason+"; "+reportNote+": results read from the output", "; ")
	}
	return res
}

// ReportPlaceholder stands for the report file in Spec.ReportArgs.
const ReportPlaceholder = "{report}"

// withReport reads the JSON report a gate wrote to file and merges it with
// what the parser found in the output: the report's cases, counts and
// failures win (they list every test, whatever the console reporter
// printed), while errors outside the tests count from whichever side saw
// more, since vitest's report says "success": true beside unhandled errors
// that only its text output and exit status show. Without a readable report
// the output's results stay, and note says why.
func withReport(file string, text TestSummary, textDiags []Diagnostic) (sum TestSummary, diags []Diagnostic, note string) {
	data, err := os.ReadFile(file)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return text, textDiags, "no JSON report was written"
		}
		return text, textDiags, "no JSON report (" + err.Error() + ")"
	}
	rep, repDiags, ok := ParseJestReport(data)
	if !ok {
		return text, textDiags, fmt.Sprintf("the JSON report (%d bytes) is not a jest/vitest report", len(data))
	}
	if text.Errors > rep.Errors {
		rep.Errors, rep.NoTests = text.Errors, false
		for _, d := range textDiags {
			if d.Test == "" {
				repDiags = append(repDiags, d)
			}
		}
	}
	return rep, repDiags, ""
}

// crashSignals are the signals whose 128+N exit status a shell reports when
// its command was killed by them.
var crashSignals = map[int]string{4: "SIGILL", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV"}

// sigName names a signal the way people write it ("SIGSEGV").
func sigName(sig syscall.Signal) string {
	names := map[syscall.Signal]string{syscall.SIGHUP: "SIGHUP", syscall.SIGINT: "SIGINT", syscall.SIGQUIT: "SIGQUIT",
		syscall.SIGILL: "SIGILL", syscall.SIGTRAP: "SIGTRAP", syscall.SIGABRT: "SIGABRT", syscall.SIGBUS: "SIGBUS",
		syscall.SIGFPE: "SIGFPE", syscall.SIGKILL: "SIGKILL", syscall.SIGSEGV: "SIGSEGV", syscall.SIGPIPE: "SIGPIPE",
		syscall.SIGALRM: "SIGALRM", syscall.SIGTERM: "SIGTERM", syscall.SIGXCPU: "SIGXCPU", syscall.SIGXFSZ: "SIGXFSZ"}
	if n, ok := names[sig]; ok {
		return n
	}
	return fmt.Sprintf("signal %d", int(sig))
}

// classify applies the false-green rule to a gate that exited by itself.
func classify(spec Spec, parser string, shell bool, code int, sum TestSummary, diags []Diagnostic, m marks) (Status, string) {
	if code != 0 {
		switch {
		case m.missingScript != "":
			return StatusError, "missing script: " + m.missingScript
		case code == 127:
			if m.notFound != "" {
				return StatusError, "missing tool: " + m.notFound
			}
			return StatusError, "missing tool: exit status 127 (command not found)"
		case m.noModule != "":
			return StatusError, "missing tool: " + m.noModule
		case code == 126:
			return StatusError, "command not executable: exit status 126"
		}
		if sig, ok := crashSignals[code-128]; ok && shell {
			return StatusError, fmt.Sprintf("crashed: exit status %d (killed by %s)", code, sig)
		}
		if parser == ParserPytest && code == 5 && sum.NoTests {
			return StatusPass, "no tests found (pytest exit status 5)"
		}
		if len(diags) == 0 && len(sum.FailedTests) == 0 && sum.Failed == 0 && sum.Errors == 0 {
			if sum.Recognized && sum.Passed > 0 {
				// The runner failed outside the tests it lists (an unhandled
				// error, a coverage threshold, a reporter crash): agents
				// report such runs as clean, so they fail.
				return StatusFail, fmt.Sprintf("exit status %d, although every test in the output passed (%d passed)", code, sum.Passed)
			}
			return StatusError, fmt.Sprintf("exit status %d, but parser %q recognised no diagnostic or failing test in the output", code, parser)
		}
		if sum.Errors > 0 && sum.Failed == 0 {
			return StatusFail, fmt.Sprintf("%s outside the tests (collection, setup or build failures, unhandled errors), beside %d passed", plural(sum.Errors, "error"), sum.Passed)
		}
		return StatusFail, ""
	}
	if sum.Failed > 0 || sum.Errors > 0 {
		return StatusFail, fmt.Sprintf("exit status 0, but the output reports %d failed and %d errored", sum.Failed, sum.Errors)
	}
	if spec.Kind == KindTest && testParsers[parser] && !sum.Recognized {
		return StatusError, fmt.Sprintf("exit status 0, but parser %q recognised no test run in the output", parser)
	}
	if spec.Kind == KindTest && sum.NoTests {
		return StatusPass, "no tests found"
	}
	if parser == ParserGofmt && len(diags) > 0 {
		return StatusFail, "exit status 0, but gofmt -l lists files that are not formatted"
	}
	return StatusPass, ""
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// cargoCrates gives a cargo workspace's integration tests their crate.
// cargo names an integration test binary after its file and prints the
// file relative to its crate ("Running tests/notice.rs"); the crate is the
// member of the workspace at dir that holds that file (its package name
// as the folder has it, "crates/almanac" → "almanac"), and the file's path
// becomes relative to dir. Unit tests keep the crate their binary names.
func cargoCrates(dir string, cases []TestCase) {
	if dir == "" {
		dir = "."
	}
	if _, err := os.Stat(filepath.Join(dir, "Cargo.toml")); err != nil {
		return
	}
	// where: the member folder a file relative to its crate is in, looked
	// up once for each file (and crate, for unit tests); "" when the file
	// is the root crate's own, or no one member holds it
	where := map[string]string{}
	member := func(key, file string, folders ...string) string {
		if m, ok := where[key]; ok {
			return m
		}
		m := ""
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(file))); err != nil {
			var matches []string
			for _, f := range folders {
				more, _ := filepath.Glob(filepath.Join(dir, f, filepath.FromSlash(file)))
				matches = append(matches, more...)
			}
			if len(matches) == 1 {
				if rel, err := filepath.Rel(dir, matches[0]); err == nil {
					m = strings.TrimSuffix(filepath.ToSlash(rel), "/"+file)
				}
			}
		}
		where[key] = m
		return m
	}
	for i := range cases {
		tc := &cases[i]
		if tc.File == "" || filepath.IsAbs(tc.File) {
			continue
		}
		switch {
		case strings.HasPrefix(tc.File, "src/") && tc.Package != "":
			// a member's unit tests: "unittests src/lib.rs" of crate
			// almanac is crates/almanac/src/lib.rs
			pkg := filepath.Base(tc.Package)
			if m := member(pkg+"\x00"+tc.File, tc.File, "*/"+pkg, pkg); m != "" {
				tc.File = m + "/" + tc.File
			}
		case strings.HasPrefix(tc.File, "tests/") || strings.HasPrefix(tc.File, "benches/"):
			// an integration test binary: the member that holds its file
			m := member(tc.File, tc.File, "*", "*/*")
			if m == "" {
				continue
			}
			tc.Package = path.Base(m)
			if rest, ok := strings.CutPrefix(tc.ID, tc.File+" > "); ok {
				tc.ID = m + "/" + tc.File + " > " + rest
			}
			tc.File = m + "/" + tc.File
		}
	}
}

// casesRelativeTo makes the cases' files relative to dir as RelativeTo does
// for diagnostics, in the IDs that start with the file too ("/abs/a.test.js
// > suite > test" becomes "a.test.js > suite > test").
func casesRelativeTo(dir string, cases []TestCase) {
	if dir == "" || len(cases) == 0 {
		return
	}
	ds := make([]Diagnostic, len(cases))
	for i, c := range cases {
		ds[i] = Diagnostic{File: c.File, Package: c.Package}
	}
	RelativeTo(dir, ds)
	for i := range cases {
		tc := &cases[i]
		if ds[i].File == tc.File {
			continue
		}
		if rest, ok := strings.CutPrefix(tc.ID, tc.File+" > "); ok {
			tc.ID = ds[i].File + " > " + rest
		} else if tc.ID == tc.File {
			tc.ID = ds[i].File
		}
		if tc.Name == tc.File {
			tc.Name = ds[i].File
		}
		tc.File = ds[i].File
	}
}

// lookPath finds an executable the way exec.LookPath does, but in the PATH
// the gate will run with.
func lookPath(name string, env []string) (string, error) {
	if strings.Contains(name, "/") {
		if fi, err := os.Stat(name); err != nil {
			return "", err
		} else if fi.IsDir() || fi.Mode()&0o111 == 0 {
			return "", fmt.Errorf("%s is not an executable file", name)
		}
		return name, nil
	}
	pathEnv := ""
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "PATH="); ok {
			pathEnv = v
		}
	}
	for _, dir := range filepath.SplitList(pathEnv) {
		if dir == "" {
			dir = "."
		}
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", fmt.Errorf("%w in PATH", exec.ErrNotFound)
}

// touches reports whether a touched path matches one of the gate's When globs.
func touches(spec Spec, touched []string) bool {
	for _, t := range touched {
		rel := t
		if filepath.IsAbs(t) && spec.Dir != "" {
			r, err := filepath.Rel(spec.Dir, t)
			if err != nil || strings.HasPrefix(r, "..") {
				continue
			}
			rel = r
		}
		rel = path.Clean(filepath.ToSlash(rel))
		for _, g := range spec.When {
			if MatchGlob(g, rel) {
				return true
			}
		}
	}
	return false
}

// MatchGlob reports whether the slash-separated path name matches pattern.
// Pattern segments follow path.Match; a "**" segment matches any number of
// directories, including none. A pattern without a slash matches the base
// name at any depth ("*.go" matches "a/b/c.go").
func MatchGlob(pattern, name string) bool {
	pattern = strings.TrimPrefix(pattern, "./")
	if !strings.Contains(pattern, "/") {
		ok, _ := path.Match(pattern, path.Base(name))
		return ok
	}
	return matchSegs(strings.Split(pattern, "/"), strings.Split(name, "/"))
}

func matchSegs(pat, name []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			pat = pat[1:]
			if len(pat) == 0 {
				return true
			}
			for i := 0; i <= len(name); i++ {
				if matchSegs(pat, name[i:]) {
					return true
				}
			}
			return false
		}
		if len(name) == 0 {
			return false
		}
		if ok, _ := path.Match(pat[0], name[0]); !ok {
			return false
		}
		pat, name = pat[1:], name[1:]
	}
	return len(name) == 0
}

// marks are lines that tell a gate that could not run from one that failed.
type marks struct {
	notFound      string // "sh: 1: jest: not found", "bash: foo: command not found"
	missingScript string // npm's `Missing script: "lint"`
	noModule      string // "No module named pytest"
}

func (m *marks) line(s string) {
	switch {
	case m.notFound == "" && (strings.HasSuffix(s, ": not found") || strings.HasSuffix(s, ": command not found")):
		m.notFound = strings.TrimSpace(s)
	case m.missingScript == "" && strings.Contains(s, "Missing script:"):
		_, after, _ := strings.Cut(s, "Missing script:")
		m.missingScript = strings.TrimSpace(after)
	case m.noModule == "" && strings.Contains(s, "No module named "):
		_, after, _ := strings.Cut(s, "No module named ")
		mod := strings.Trim(strings.TrimSpace(after), `'"`)
		if mod == "pytest" || strings.HasPrefix(s, "/") || strings.Contains(s, "python") {
			// the interpreter's own complaint, not an ImportError inside a test
			m.noModule = "No module named " + mod
		}
	}
}

// output receives a gate's combined output as it arrives: it keeps the head
// and tail for people and feeds every line to the parser, so memory stays
// bounded whatever the gate prints.
type output struct {
	mu     sync.Mutex
	ht     headTail
	parser lineParser
	disp   displayer
	split  lineSplitter
	marks  marks
	total  int64
}

func newOutput(parser string, head, tail int) *output {
	o := &output{parser: newParser(parser)}
	o.ht = headTail{headMax: head, tailMax: tail}
	if d, ok := o.parser.(displayer); ok {
		o.disp = d
	}
	o.split.fn = func(s string) {
		o.marks.line(s)
		o.parser.line(s)
		if o.disp != nil {
			if text, ok := o.disp.display([]byte(s)); ok {
				o.ht.Write(text)
				o.ht.Write([]byte{'\n'})
			}
		}
	}
	return o
}

func (o *output) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.total += int64(len(p))
	if o.disp == nil {
		o.ht.Write(p)
	}
	return o.split.Write(p)
}

func (o *output) finish() (TestSummary, []Diagnostic, marks) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.split.flush()
	sum, diags := o.parser.finish()
	return sum, diags, o.marks
}

func (o *output) kept() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.ht.String()
}

var _ io.Writer = (*output)(nil)

// headTail keeps the first headMax and the last tailMax bytes written.
type headTail struct {
	headMax, tailMax int
	head             []byte
	ring             []byte // tail, circular once full
	pos              int    // next write position in ring
	full             bool
	total            int64
}

func (h *headTail) Write(p []byte) {
	h.total += int64(len(p))
	if n := h.headMax - len(h.head); n > 0 {
		if n > len(p) {
			n = len(p)
		}
		h.head = append(h.head, p[:n]...)
		p = p[n:]
	}
	if len(p) == 0 || h.tailMax == 0 {
		return
	}
	if len(p) >= h.tailMax {
		p = p[len(p)-h.tailMax:]
	}
	if h.ring == nil {
		h.ring = make([]byte, 0, h.tailMax)
	}
	if !h.full {
		n := min(h.tailMax-len(h.ring), len(p))
		h.ring = append(h.ring, p[:n]...)
		p = p[n:]
		if len(h.ring) == h.tailMax {
			h.full = true
			h.pos = 0
		}
	}
	for len(p) > 0 {
		n := copy(h.ring[h.pos:], p)
		p = p[n:]
		h.pos = (h.pos + n) % h.tailMax
	}
}

func (h *headTail) tail() []byte {
	if !h.full {
		return h.ring
	}
	return append(append([]byte(nil), h.ring[h.pos:]...), h.ring[:h.pos]...)
}

// String returns the kept output as valid UTF-8 without terminal escapes,
// with a marker line where bytes were dropped.
func (h *headTail) String() string {
	tail := h.tail()
	dropped := h.total - int64(len(h.head)) - int64(len(tail))
	var b []byte
	b = append(b, h.head...)
	if dropped > 0 {
		b = append(b, fmt.Sprintf("\n[… vouch: %d bytes of output omitted …]\n", dropped)...)
	}
	b = append(b, tail...)
	b = ansiRE().ReplaceAll(b, nil)
	return strings.ToValidUTF8(string(b), "\uFFFD")
}

// pycacheDir is where Python's bytecode goes during a gate (pytest's
// imports, the test modules pytest rewrites, compileall): a directory of
// vouch's, never __pycache__/ in the user's tree. It is kept between runs
// in the user cache directory, so pytest's own modules are compiled once,
// not at every gate (0.9 s of a 1.0 s pytest run on a small project);
// Python writes each file atomically and keys it by its source's absolute
// path and mtime, so concurrent gates and other projects share it safely.
// Without a cache directory it is a temporary one, removed by done.
func pycacheDir() (dir string, done func()) {
	if base, err := os.UserCacheDir(); err == nil {
		dir = filepath.Join(base, "vouch", "pycache")
		if os.MkdirAll(dir, 0o755) == nil {
			return dir, func() {}
		}
	}
	tmp, err := os.MkdirTemp("", "vouch-pycache-")
	if err != nil {
		return "", func() {}
	}
	return tmp, func() { os.RemoveAll(tmp) }
}

// pythonBytecode drops PYTHONDONTWRITEBYTECODE from a gate's environment:
// with the bytecode prefix set, Python no longer reads the compiled files
// installed next to its libraries, and without writing its own it would
// compile pytest anew at every run. The prefix keeps every write out of
// the user's tree, which is what that setting is for.
func pythonBytecode(env []string) []string {
	return slices.DeleteFunc(env, func(kv string) bool { return strings.HasPrefix(kv, "PYTHONDONTWRITEBYTECODE=") })
}
