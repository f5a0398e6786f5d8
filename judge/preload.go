package judge

import (
	"context"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/vouchdev/vouch/judge/tools"
	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/verify"
)

// Bounds on the files shown in the first request; what they leave out,
// the model reads with its tools.
const (
	maxShownFile  = 6 << 10  // one file; a longer one is only named
	maxShown      = 16 << 10 // every file shown
	maxShownFiles = 12
	maxListed     = 40 // names listed per directory
)

// showFiles is the first request's view of the workspace as it is now:
// the files the turn changed, then the tests beside them (their
// directories' test files), with those directories listed. It is the
// round of reads every review starts with (the persona's step 2: "the
// changed code and the tests that exercise it"), done before the first
// call so that a typical review is one call, not three whose every
// request re-sends all before it. The reads go through the review's own
// tools (sandboxed, confined to the workspace, bounded, redacted) as the
// model's would; a tool the persona does not allow shows nothing.
func showFiles(ctx context.Context, box Tools, in *verify.ReviewInput) string {
	if in.Evidence == nil {
		return ""
	}
	var changed, dirs []string
	for _, e := range in.Evidence.TurnEvents {
		for _, ed := range in.Evidence.EditsOf(e) {
			p := path.Clean(ed.Path)
			if ed.Path == "" || path.IsAbs(p) || p == ".." || strings.HasPrefix(p, "../") {
				continue // outside the workspace: not the tools' to read
			}
			if !slices.Contains(changed, p) {
				changed = append(changed, p)
			}
			if d := path.Dir(p); !slices.Contains(dirs, d) {
				dirs = append(dirs, d)
			}
		}
	}
	if len(changed) == 0 || !slices.ContainsFunc(box.Defs(), func(t llm.Tool) bool { return t.Name == tools.ReadFile }) {
		return "" // nothing changed, or a persona that does not read files
	}
	run := func(name string, in map[string]any) (string, bool) {
		data, _ := json.Marshal(in)
		res := box.Run(ctx, llm.ToolCall{ID: "vouch-" + name, Name: name, Input: data})
		return res.Content, !res.IsError
	}
	var b strings.Builder
	b.WriteString("\n## The changed files and the tests beside them, as they are now (cite as file:line)\n")
	files := slices.Clone(changed)
	for _, d := range dirs {
		out, ok := run(tools.List, map[string]any{"path": d, "depth": 1})
		if !ok {
			continue
		}
		var names []string
		for _, l := range strings.Split(out, "\n")[1:] {
			// Names only: no "[cannot list…]" notes, symlinks ("a -> b")
			// or ".git/ (not listed)".
			if n := strings.TrimSpace(l); n != "" && !strings.HasPrefix(n, "[") && !strings.Contains(n, " ") {
				names = append(names, n)
				if f := path.Join(d, n); isTestFile(n) && !slices.Contains(files, f) {
					files = append(files, f)
				}
			}
		}
		if len(names) > maxListed {
			names = append(names[:maxListed], fmt.Sprintf("… (%d more)", len(names)-maxListed))
		}
		fmt.Fprintf(&b, "%s/: %s\n", d, strings.Join(names, " "))
	}
	shown := 0
	for i, f := range files {
		if i == maxShownFiles {
			fmt.Fprintf(&b, "=== not shown: %s\n", strings.Join(files[i:], " "))
			break
		}
		out, ok := run(tools.ReadFile, map[string]any{"path": f})
		lines := strings.Count(out, "\n")
		switch {
		case !ok:
			fmt.Fprintf(&b, "=== %s: %s\n", f, oneLine(out, 200))
		case len(out) > maxShownFile || shown+len(out) > maxShown:
			fmt.Fprintf(&b, "=== %s: %d lines, not shown (read_file it)\n", f, lines)
		default:
			shown += len(out)
			fmt.Fprintf(&b, "=== %s\n%s", f, out)
			if !strings.HasSuffix(out, "\n") {
				b.WriteByte('\n')
			}
		}
	}
	return b.String()
}

// isTestFile: a test file by its name, in the conventions of the
// languages vouch knows gates for.
func isTestFile(name string) bool {
	if strings.HasSuffix(name, "/") {
		return false
	}
	base := strings.TrimSuffix(name, path.Ext(name))
	switch {
	case strings.HasPrefix(name, "test_") && strings.HasSuffix(name, ".py"),
		strings.HasSuffix(base, "_test"), strings.HasSuffix(base, "_spec"),
		strings.HasSuffix(base, ".test"), strings.HasSuffix(base, ".spec"),
		strings.HasSuffix(base, "Test") && strings.HasSuffix(name, ".java"),
		strings.HasSuffix(base, "Tests") && (strings.HasSuffix(name, ".java") || strings.HasSuffix(name, ".cs")):
		return true
	}
	return false
}
