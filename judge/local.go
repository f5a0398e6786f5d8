package judge

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/vouchdev/vouch/llm"
)

// Local is an in-process, read-only stand-in for judge/tools' Box:
// read_file, list, grep and git_diff confined to the workspace by path
// checks (symlinks resolved), output bounded; no run_gate. It exists so the
// judge runs where the sandboxed Box is not available, and says so in Mode.
type Local struct {
	Workspace string
	// MaxOutput bounds one result in bytes (default 16 KiB).
	MaxOutput int
	// Why is said in Mode: why the sandbox is not used.
	Why string
}

// Mode implements Tools.
func (l *Local) Mode() string {
	why := l.Why
	if why == "" {
		why = "judge/tools' sandbox not used"
	}
	return "in-process read-only: " + why
}

var localDefs = []llm.Tool{
	{Name: "read_file", Description: "Read a workspace file, lines numbered. Optional start_line and end_line (1-based, inclusive).",
		Schema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"},"start_line":{"type":"integer"},"end_line":{"type":"integer"}},"required":["path"]}`)},
	{Name: "list", Description: "List a workspace directory (default: its root); directories end in /.",
		Schema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}}}`)},
	{Name: "grep", Description: "Search workspace files for a regular expression (RE2); answers file:line: text.",
		Schema: json.RawMessage(`{"type":"object","properties":{"pattern":{"type":"string"},"path":{"type":"string"}},"required":["pattern"]}`)},
	{Name: "git_diff", Description: "The workspace's uncommitted changes against a revision (default HEAD), as git diff shows them.",
		Schema: json.RawMessage(`{"type":"object","properties":{"rev":{"type":"string"},"path":{"type":"string"}}}`)},
}

// Defs implements Tools.
func (l *Local) Defs() []llm.Tool { return localDefs }

// Run implements Tools.
func (l *Local) Run(ctx context.Context, call llm.ToolCall) llm.ToolResult {
	var in struct {
		Path      string `json:"path"`
		Pattern   string `json:"pattern"`
		Rev       string `json:"rev"`
		StartLine int    `json:"start_line"`
		EndLine   int    `json:"end_line"`
	}
	if len(call.Input) > 0 {
		if err := json.Unmarshal(call.Input, &in); err != nil {
			return l.fail(call, fmt.Errorf("input: %v", err))
		}
	}
	var (
		out string
		err error
	)
	switch call.Name {
	case "read_file":
		out, err = l.readFile(in.Path, in.StartLine, in.EndLine)
	case "list":
		out, err = l.list(in.Path)
	case "grep":
		out, err = l.grep(in.Pattern, in.Path)
	case "git_diff":
		out, err = l.gitDiff(ctx, in.Rev, in.Path)
	default:
		err = fmt.Errorf("no tool %q here (tools: read_file, list, grep, git_diff)", call.Name)
	}
	if err != nil {
		return l.fail(call, err)
	}
	return llm.ToolResult{CallID: call.ID, Content: l.bound(out)}
}

func (l *Local) fail(call llm.ToolCall, err error) llm.ToolResult {
	return llm.ToolResult{CallID: call.ID, Content: call.Name + ": " + err.Error(), IsError: true}
}

func (l *Local) bound(s string) string {
	n := l.MaxOutput
	if n <= 0 {
		n = 16 << 10
	}
	if len(s) <= n {
		return s
	}
	return s[:n] + fmt.Sprintf("\n… (cut at %d bytes of %d)", n, len(s))
}

// resolve maps a workspace-relative path to an absolute one inside the
// workspace, following symlinks; anything outside is refused.
func (l *Local) resolve(p string) (string, error) {
	root, err := filepath.EvalSymlinks(l.Workspace)
	if err != nil {
		return "", err
	}
	if p == "" {
		p = "."
	}
	if filepath.IsAbs(p) {
		p, _ = filepath.Rel(l.Workspace, p)
	}
	abs := filepath.Join(root, filepath.Clean("/"+p))
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return "", fmt.Errorf("%s: no such file in the workspace", p)
	}
	if real != root && !strings.HasPrefix(real, root+string(filepath.Separator)) {
		return "", fmt.Errorf("%s is outside the workspace", p)
	}
	return real, nil
}

func (l *Local) readFile(p string, start, end int) (string, error) {
	abs, err := l.resolve(p)
	if err != nil {
		return "", err
	}
	f, err := os.Open(abs)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var b strings.Builder
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	n := 0
	for sc.Scan() {
		n++
		if (start > 0 && n < start) || (end > 0 && n > end) {
			continue
		}
		fmt.Fprintf(&b, "%6d\t%s\n", n, sc.Text())
	}
	return b.String(), sc.Err()
}

// skipDir: directories never listed or searched.
func skipDir(name string) bool {
	switch name {
	case ".git", "node_modules", "__pycache__", ".pytest_cache", "target", ".venv", "vendor":
		return true
	}
	return false
}

func (l *Local) list(p string) (string, error) {
	abs, err := l.resolve(p)
	if err != nil {
		return "", err
	}
	ents, err := os.ReadDir(abs)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, e := range ents {
		if e.IsDir() {
			if skipDir(e.Name()) {
				continue
			}
			b.WriteString(e.Name() + "/\n")
		} else {
			b.WriteString(e.Name() + "\n")
		}
	}
	return b.String(), nil
}

func (l *Local) grep(pattern, p string) (string, error) {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return "", err
	}
	abs, err := l.resolve(p)
	if err != nil {
		return "", err
	}
	root, _ := filepath.EvalSymlinks(l.Workspace)
	var hits []string
	err = filepath.WalkDir(abs, func(fp string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if fp != abs && skipDir(d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || len(hits) > 500 {
			return nil
		}
		data, err := os.ReadFile(fp)
		if err != nil || bytes.IndexByte(data, 0) >= 0 {
			return nil
		}
		rel, _ := filepath.Rel(root, fp)
		for i, line := range strings.Split(string(data), "\n") {
			if re.MatchString(line) {
				hits = append(hits, fmt.Sprintf("%s:%d: %s", filepath.ToSlash(rel), i+1, line))
			}
		}
		return nil
	})
	sort.Strings(hits)
	if len(hits) == 0 {
		return "no match", err
	}
	return strings.Join(hits, "\n") + "\n", err
}

func (l *Local) gitDiff(ctx context.Context, rev, p string) (string, error) {
	if rev == "" {
		rev = "HEAD"
	}
	if strings.HasPrefix(rev, "-") {
		return "", fmt.Errorf("rev %q: expected a revision", rev)
	}
	args := []string{"-C", l.Workspace, "diff", "--no-color", "--no-ext-diff", rev, "--"}
	if p != "" {
		if _, err := l.resolve(p); err != nil {
			return "", err
		}
		args = append(args, p)
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "git", args...).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("git diff: %v: %s", err, strings.TrimSpace(string(out)))
	}
	if len(out) == 0 {
		return "no changes against " + rev, nil
	}
	return string(out), nil
}
