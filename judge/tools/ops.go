package tools

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/redact"
)

// Bounds of what a tool reads, whatever MaxOutput says: the output is cut
// to MaxOutput anyway, these keep time and memory bounded before that.
const (
	maxReadBytes  = 8 << 20  // read_file: bytes read from one file
	maxGrepFile   = 2 << 20  // grep: larger files are skipped
	maxGrepBytes  = 64 << 20 // grep: bytes read in all
	maxGrepFiles  = 20000
	maxListItems  = 2000
	maxLineShown  = 300 // grep: bytes of a matching line shown
	maxUntracked  = 50  // git_diff: new files shown in full
	maxGateOutput = 1 << 20
)

// serve runs one checked request in this process: the sandboxed child's
// work, or the whole tool in in-process mode. Its output is redacted and
// bounded to req.Max.
func serve(ctx context.Context, req request) result {
	count := 0
	req.redacted = &count
	var out string
	var err error
	switch req.Op {
	case ReadFile:
		out, err = readFile(req)
	case List:
		out, err = list(req)
	case Grep:
		out, err = grep(ctx, req)
	case GitDiff:
		out, err = gitDiff(ctx, req)
	case RunGate:
		out, err = runGate(ctx, req)
	default:
		err = fmt.Errorf("unknown tool %q", req.Op)
	}
	if err != nil {
		return result{Content: err.Error(), IsError: true}
	}
	out, n := redact.Text(out)
	count += n
	if req.Op == RunGate {
		return result{Content: boundMiddle(out, req.Max), Redacted: count}
	}
	return result{Content: bound(out, req.Max), Redacted: count}
}

// ErrOutside is returned (wrapped) for a path outside the workspace.
var ErrOutside = errors.New("outside the workspace")

// confine resolves p (relative to root, or absolute) through symlinks and
// returns it if it lies inside root (itself resolved).
func confine(root, p string) (string, error) {
	abs := p
	if !filepath.IsAbs(p) {
		abs = filepath.Join(root, p)
	}
	abs = filepath.Clean(abs)
	if !within(root, abs) {
		return "", fmt.Errorf("path %q is %w", p, ErrOutside)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		if linksOut(root, abs) {
			// bwrap hides the target, so the link dangles there
			return "", fmt.Errorf("path %q leads (through a symlink) %w", p, ErrOutside)
		}
		return "", fmt.Errorf("path %q: %w", p, unwrapPath(err))
	}
	if !within(root, real) {
		return "", fmt.Errorf("path %q leads (through a symlink) %w", p, ErrOutside)
	}
	return real, nil
}

// linksOut reports whether a component of abs (below root) is a symlink
// whose target lies outside root.
func linksOut(root, abs string) bool {
	rel, err := filepath.Rel(root, abs)
	if err != nil {
		return false
	}
	cur := root
	for _, part := range strings.Split(rel, string(filepath.Separator)) {
		cur = filepath.Join(cur, part)
		fi, err := os.Lstat(cur)
		if err != nil {
			return false
		}
		if fi.Mode()&fs.ModeSymlink != 0 {
			t, err := os.Readlink(cur)
			if err != nil {
				return false
			}
			if !filepath.IsAbs(t) {
				t = filepath.Join(filepath.Dir(cur), t)
			}
			return !within(root, filepath.Clean(t))
		}
	}
	return false
}

// confineLexical is confine for a path that may not exist (git_diff of a
// deleted file): it must stay inside root as written, and through the
// symlinks of whatever part of it exists.
func confineLexical(root, p string) (string, error) {
	abs := p
	if !filepath.IsAbs(p) {
		abs = filepath.Join(root, p)
	}
	abs = filepath.Clean(abs)
	if !within(root, abs) {
		return "", fmt.Errorf("path %q is %w", p, ErrOutside)
	}
	for dir := abs; within(root, dir); dir = filepath.Dir(dir) {
		if real, err := filepath.EvalSymlinks(dir); err == nil {
			if !within(root, real) {
				return "", fmt.Errorf("path %q leads (through a symlink) %w", p, ErrOutside)
			}
			break
		}
		if dir == root {
			break
		}
	}
	rel, _ := filepath.Rel(root, abs)
	return rel, nil
}

func within(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

func relTo(root, p string) string {
	rel, err := filepath.Rel(root, p)
	if err != nil {
		return p
	}
	return filepath.ToSlash(rel)
}

func readFile(req request) (string, error) {
	p, err := confine(req.Workspace, req.Path)
	if err != nil {
		return "", err
	}
	// Stat first: opening a FIFO would block.
	if fi, err := os.Stat(p); err == nil && !fi.IsDir() && !fi.Mode().IsRegular() {
		return "", fmt.Errorf("read_file %s: not a regular file", req.Path)
	}
	f, err := os.Open(p)
	if err != nil {
		return "", fmt.Errorf("read_file %s: %w", req.Path, unwrapPath(err))
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return "", err
	}
	if fi.IsDir() {
		return "", fmt.Errorf("read_file %s: is a directory (use list)", req.Path)
	}
	if !fi.Mode().IsRegular() {
		return "", fmt.Errorf("read_file %s: not a regular file", req.Path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxReadBytes))
	if err != nil {
		return "", fmt.Errorf("read_file %s: %w", req.Path, unwrapPath(err))
	}
	if binary(data) {
		return fmt.Sprintf("%s: binary file, %d bytes", req.Path, fi.Size()), nil
	}
	first, last := req.StartLine, req.EndLine
	if first == 0 {
		first = 1
	}
	// Select the lines, redact them as this file's content, then number
	// them (a number in front would hide a .env line's name).
	var sel strings.Builder
	n := 0
	for line := range strings.Lines(string(data)) {
		n++
		if n >= first && (last == 0 || n <= last) {
			sel.WriteString(line)
		}
	}
	if first > n && n > 0 {
		return "", fmt.Errorf("read_file %s: start_line %d is past the end (%d lines)", req.Path, first, n)
	}
	text, nred := redact.File(relTo(req.Workspace, p), sel.String())
	*req.redacted += nred
	var b strings.Builder
	k := first
	for line := range strings.Lines(text) {
		fmt.Fprintf(&b, "%d\t%s", k, line)
		if !strings.HasSuffix(line, "\n") {
			b.WriteByte('\n')
		}
		k++
	}
	if int64(len(data)) < fi.Size() {
		fmt.Fprintf(&b, "[file is %d bytes; only the first %d were read]\n", fi.Size(), len(data))
	}
	if n == 0 {
		return fmt.Sprintf("%s: empty file", req.Path), nil
	}
	return b.String(), nil
}

func binary(b []byte) bool {
	return bytes.IndexByte(b[:min(len(b), 8000)], 0) >= 0
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func list(req request) (string, error) {
	p, err := confine(req.Workspace, req.Path)
	if err != nil {
		return "", err
	}
	fi, err := os.Stat(p)
	if err != nil {
		return "", fmt.Errorf("list %s: %w", req.Path, unwrapPath(err))
	}
	if !fi.IsDir() {
		return "", fmt.Errorf("list %s: not a directory (use read_file)", req.Path)
	}
	var b strings.Builder
	name := relTo(req.Workspace, p)
	b.WriteString(name + "/\n")
	items := 0
	var walk func(dir, indent string, depth int)
	walk = func(dir, indent string, depth int) {
		ents, err := os.ReadDir(dir)
		if err != nil {
			fmt.Fprintf(&b, "%s[cannot list: %v]\n", indent, unwrapPath(err))
			return
		}
		for _, e := range ents {
			if items >= maxListItems {
				return
			}
			items++
			full := filepath.Join(dir, e.Name())
			switch {
			case e.Type()&fs.ModeSymlink != 0:
				target, _ := os.Readlink(full)
				fmt.Fprintf(&b, "%s%s -> %s\n", indent, e.Name(), target)
			case e.IsDir():
				b.WriteString(indent + e.Name() + "/")
				if e.Name() == ".git" {
					b.WriteString(" (not listed)\n")
					continue
				}
				b.WriteByte('\n')
				if depth > 1 {
					walk(full, indent+"  ", depth-1)
				}
			default:
				b.WriteString(indent + e.Name() + "\n")
			}
		}
	}
	walk(p, "  ", req.Depth)
	if items >= maxListItems {
		fmt.Fprintf(&b, "[stopped after %d entries]\n", maxListItems)
	}
	return b.String(), nil
}

// skipGrep are directories grep does not enter unless the glob names them.
var skipGrep = []string{".git", "node_modules", "vendor", "target", ".venv", "venv", "__pycache__", "dist", "build"}

func grep(ctx context.Context, req request) (string, error) {
	re, err := compilePattern(req.Pattern, req.IgnoreCase)
	if err != nil {
		return "", fmt.Errorf("grep: %w", err)
	}
	glob, err := grepGlob(req.Workspace, req.Path)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	matches, files, read := 0, 0, 0
	stopped := ""
	err = filepath.WalkDir(req.Workspace, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // unreadable: skip
		}
		if ctx.Err() != nil {
			stopped = "time ran out"
			return fs.SkipAll
		}
		rel := relTo(req.Workspace, p)
		if d.IsDir() {
			if p != req.Workspace && slices.Contains(skipGrep, d.Name()) && !strings.Contains(glob, d.Name()) {
				return fs.SkipDir
			}
			return nil
		}
		if glob != "" && !gate.MatchGlob(glob, rel) && !underDir(glob, rel) {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			real, err := filepath.EvalSymlinks(p)
			if err != nil || !within(req.Workspace, real) {
				return nil // a link out of the workspace is not followed
			}
			p = real
		} else if !d.Type().IsRegular() {
			return nil
		}
		fi, err := os.Stat(p)
		if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxGrepFile {
			return nil
		}
		if files++; files > maxGrepFiles || read > maxGrepBytes {
			stopped = fmt.Sprintf("searched %d files, %d bytes", files-1, read)
			return fs.SkipAll
		}
		data, err := os.ReadFile(p)
		if err != nil || binary(data) {
			return nil
		}
		read += len(data)
		ln := 0
		for line := range strings.Lines(string(data)) {
			ln++
			line = strings.TrimRight(line, "\r\n")
			if !re.MatchString(line) {
				continue
			}
			if len(line) > maxLineShown {
				cut := maxLineShown
				for cut > 0 && line[cut]&0xC0 == 0x80 {
					cut--
				}
				line = line[:cut] + "..."
			}
			fmt.Fprintf(&b, "%s:%d: %s\n", rel, ln, line)
			if matches++; matches >= req.MaxMatches {
				stopped = fmt.Sprintf("stopped at %d matches", matches)
				return fs.SkipAll
			}
		}
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("grep: %w", err)
	}
	if matches == 0 {
		b.WriteString("no matches\n")
	}
	if stopped != "" {
		fmt.Fprintf(&b, "[%s]\n", stopped)
	}
	return b.String(), nil
}

// grepGlob turns grep's path argument into a glob relative to the
// workspace, refusing one that reaches outside it.
func grepGlob(ws, p string) (string, error) {
	glob := filepath.ToSlash(p)
	if filepath.IsAbs(p) {
		// An absolute glob is taken relative to the workspace when it
		// lies inside it.
		if !within(ws, filepath.Clean(p)) {
			return "", fmt.Errorf("grep: path %q is %w", p, ErrOutside)
		}
		glob = relTo(ws, filepath.Clean(p))
	}
	glob = strings.TrimPrefix(glob, "./")
	if strings.HasPrefix(glob, "../") || glob == ".." {
		return "", fmt.Errorf("grep: path %q is %w", p, ErrOutside)
	}
	if glob == "." {
		glob = ""
	}
	return glob, nil
}

// precheck refuses, before a child is spawned, a path the child would
// refuse anyway (the child checks again, and the kernel enforces).
func precheck(ws string, req request) error {
	var err error
	switch req.Op {
	case ReadFile, List:
		_, err = confine(ws, req.Path)
	case Grep:
		_, err = grepGlob(ws, req.Path)
	case GitDiff:
		if req.Path != "" {
			_, err = confineLexical(ws, req.Path)
			if err != nil {
				err = fmt.Errorf("git_diff: %w", err)
			}
		}
	}
	return err
}

// underDir: a glob naming a directory ("src", "src/") matches the files
// below it.
func underDir(glob, rel string) bool {
	g := strings.TrimSuffix(glob, "/")
	return g != "" && !strings.ContainsAny(g, "*?[") && strings.HasPrefix(rel, g+"/")
}

// emptyTree is git's empty tree, the base of a repository without commits.
const emptyTree = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"

func gitDiff(ctx context.Context, req request) (string, error) {
	spec := []string{}
	if req.Path != "" {
		rel, err := confineLexical(req.Workspace, req.Path)
		if err != nil {
			return "", fmt.Errorf("git_diff: %w", err)
		}
		if rel != "." {
			spec = []string{":(literal)" + filepath.ToSlash(rel)}
		}
	}
	var neutral []string // -c overrides of the repository's filter drivers
	git := func(args ...string) (string, error) {
		base := []string{"-C", req.Workspace, "-c", "safe.directory=*", "-c", "core.fsmonitor=false",
			"-c", "core.quotepath=false"}
		base = append(append(base, neutral...), "--no-optional-locks")
		cmd := exec.CommandContext(ctx, "git", append(base, args...)...)
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + req.Scratch, "GIT_CONFIG_NOSYSTEM=1",
			"GIT_CONFIG_GLOBAL=/dev/null", "GIT_TERMINAL_PROMPT=0", "LC_ALL=C", "GIT_PAGER=cat"}
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		cmd.WaitDelay = time.Second
		var out, errb bytes.Buffer
		cmd.Stdout = &limitWriter{w: &out, n: maxGateOutput}
		cmd.Stderr = &limitWriter{w: &errb, n: 4096}
		err := cmd.Run()
		if err != nil {
			msg := strings.TrimSpace(errb.String())
			if msg == "" {
				msg = err.Error()
			}
			return out.String(), errors.New(msg)
		}
		return out.String(), nil
	}
	if _, err := git("rev-parse", "--git-dir"); err != nil {
		return "", fmt.Errorf("git_diff: the workspace is not a git repository (%v)", err)
	}
	// A diff of the working tree runs the clean filters the repository's
	// config names (.gitattributes picks them): commands the judged agent
	// could have planted. Each becomes cat, and a filter process nothing.
	if cfg, err := git("config", "-z", "--get-regexp", `^filter\.`); err == nil {
		seen := map[string]bool{}
		for _, entry := range strings.Split(cfg, "\x00") {
			key, _, _ := strings.Cut(entry, "\n")
			name, ok := strings.CutPrefix(key, "filter.")
			if i := strings.LastIndexByte(name, '.'); ok && i > 0 && !seen[name[:i]] {
				n := name[:i]
				seen[n] = true
				neutral = append(neutral, "-c", "filter."+n+".clean=cat", "-c", "filter."+n+".smudge=cat",
					"-c", "filter."+n+".process=", "-c", "filter."+n+".required=false")
			}
		}
	}
	base := req.Base
	if _, err := git("rev-parse", "--verify", "--quiet", base+"^{commit}"); err != nil {
		if base != "HEAD" {
			return "", fmt.Errorf("git_diff: base %q is not a commit", base)
		}
		base = emptyTree // no commits yet
	}
	diff, err := git(append([]string{"diff", "--no-color", "--no-ext-diff", "--no-textconv", base, "--"}, spec...)...)
	if err != nil {
		return "", fmt.Errorf("git_diff: %v", err)
	}
	var b strings.Builder
	b.WriteString(diff)
	untracked, err := git(append([]string{"ls-files", "--others", "--exclude-standard", "-z", "--"}, spec...)...)
	if err == nil {
		names := strings.Split(strings.TrimRight(untracked, "\x00"), "\x00")
		shown := 0
		for _, name := range names {
			if name == "" {
				continue
			}
			if shown++; shown > maxUntracked {
				fmt.Fprintf(&b, "[%d more new files not shown]\n", len(names)-maxUntracked)
				break
			}
			*req.redacted += newFileDiff(&b, req.Workspace, name)
		}
	}
	if b.Len() == 0 {
		return fmt.Sprintf("no changes against %s\n", req.Base), nil
	}
	return b.String(), nil
}

// newFileDiff writes an untracked file as git diff shows a new file and
// returns how many secrets it redacted.
func newFileDiff(b *strings.Builder, root, name string) int {
	fmt.Fprintf(b, "diff --git a/%s b/%s\nnew file (untracked)\n", name, name)
	p, err := confine(root, name)
	if err != nil {
		fmt.Fprintf(b, "[%v]\n", err)
		return 0
	}
	if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() {
		b.WriteString("[not a regular file]\n")
		return 0
	}
	f, err := os.Open(p)
	if err != nil {
		fmt.Fprintf(b, "[%v]\n", unwrapPath(err))
		return 0
	}
	defer f.Close()
	data, _ := io.ReadAll(io.LimitReader(f, maxReadBytes))
	if binary(data) {
		b.WriteString("Binary file\n")
		return 0
	}
	text, red := redact.File(name, string(data))
	n := strings.Count(text, "\n")
	if !strings.HasSuffix(text, "\n") && text != "" {
		n++
	}
	fmt.Fprintf(b, "--- /dev/null\n+++ b/%s\n@@ -0,0 +1,%d @@\n", name, n)
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 64<<10), len(text)+1)
	for sc.Scan() {
		b.WriteString("+" + sc.Text() + "\n")
	}
	return red
}

// runGate runs a known gate (the child calls it, after the sandbox is
// set up): exit code and output, head and tail kept.
func runGate(ctx context.Context, req request) (string, error) {
	g := req.Gate
	if g == nil {
		return "", errors.New("run_gate: no gate")
	}
	var cmd *exec.Cmd
	if len(g.Args) > 0 {
		cmd = exec.Command(g.Args[0], g.Args[1:]...)
	} else {
		cmd = exec.Command("sh", "-c", g.Command)
	}
	cmd.Dir = g.Dir
	cmd.Env = req.Env
	cmd.SysProcAttr = gateProcAttr()
	out := &headTail{head: maxGateOutput / 4, tail: maxGateOutput}
	cmd.Stdout, cmd.Stderr = out, out
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return "", fmt.Errorf("run_gate %s: cannot start: %v", g.Name, err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	timeout := g.Timeout
	if timeout <= 0 {
		timeout = DefaultGateTimeout
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var err error
	stopped := ""
	select {
	case err = <-done:
	case <-timer.C:
		stopped = fmt.Sprintf("timed out after %s", timeout)
	case <-ctx.Done():
		stopped = "cancelled"
	}
	if stopped != "" {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
		select {
		case err = <-done:
		case <-time.After(2 * time.Second):
			_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
			err = <-done
		}
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	code := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			return "", fmt.Errorf("run_gate %s: %v", g.Name, err)
		}
		code = ee.ExitCode()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "gate %s: %s\n", g.Name, g.display())
	if stopped != "" {
		fmt.Fprintf(&b, "%s\n", stopped)
	} else {
		fmt.Fprintf(&b, "exit code %d after %s\n", code, time.Since(start).Round(time.Millisecond))
	}
	b.WriteString(out.String())
	return b.String(), nil
}

func (g GateSpec) display() string {
	if g.Command != "" {
		return g.Command
	}
	return strings.Join(g.Args, " ")
}

// headTail keeps the first head and the last tail bytes written.
type headTail struct {
	head, tail int
	h, t       []byte
	total      int
}

func (w *headTail) Write(p []byte) (int, error) {
	n := len(p)
	w.total += n
	if room := w.head - len(w.h); room > 0 {
		k := min(room, len(p))
		w.h = append(w.h, p[:k]...)
		p = p[k:]
	}
	if len(p) > 0 {
		w.t = append(w.t, p...)
		if len(w.t) > 2*w.tail {
			w.t = append(w.t[:0], w.t[len(w.t)-w.tail:]...)
		}
	}
	return n, nil
}

func (w *headTail) String() string {
	t := w.t
	if len(t) > w.tail {
		t = t[len(t)-w.tail:]
	}
	if dropped := w.total - len(w.h) - len(t); dropped > 0 {
		return string(w.h) + fmt.Sprintf("\n[truncated %d bytes]\n", dropped) + string(t)
	}
	return string(w.h) + string(t)
}

// limitWriter keeps the first n bytes and discards the rest.
type limitWriter struct {
	w io.Writer
	n int
}

func (l *limitWriter) Write(p []byte) (int, error) {
	if l.n > 0 {
		k := min(l.n, len(p))
		l.w.Write(p[:k])
		l.n -= k
	}
	return len(p), nil
}

// gitDirs are the repository's git directories when they lie outside the
// workspace (a worktree's .git file points into the main repository's),
// which git_diff's sandbox must be able to read.
func gitDirs(root string) []string {
	cmd := exec.Command("git", "-C", root, "-c", "safe.directory=*", "rev-parse", "--absolute-git-dir", "--git-common-dir")
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null", "LC_ALL=C"}
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	var dirs []string
	for _, d := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if d == "" {
			continue
		}
		if !filepath.IsAbs(d) {
			d = filepath.Join(root, d)
		}
		if real, err := filepath.EvalSymlinks(d); err == nil && !within(root, real) && !slices.Contains(dirs, real) {
			dirs = append(dirs, real)
		}
	}
	return dirs
}
