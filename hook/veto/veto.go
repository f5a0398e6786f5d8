// Package veto is the edit veto (seed 004): before an edit lands, it is
// applied to an in-memory overlay and the changed files are checked; the
// edit is denied only for errors it introduces. See Check.
package veto

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/vouchdev/vouch/hook"
	"github.com/vouchdev/vouch/internal/applypatch"
	"github.com/vouchdev/vouch/transcript"
)

// The edit veto (seed 004): before an edit lands, apply it to an in-memory
// overlay of the workspace — the user's files are never written — and run
// a fast check of every source file it changes: Go is parsed and
// type-checked as a package (go/parser + go/types in-process, imports from
// the build cache's export data), Python is compiled by python3, JavaScript
// checked by `node --check`, TypeScript by the project's tsc (syntax
// errors only) when it has one, JSON, YAML and TOML parsed in-process. The
// same check runs on the current contents, and only errors the edit
// introduces count (compared by file and message, not line). Whatever
// keeps a check from running (no python3, a timeout, an edit whose
// old_string is not in the file) allows the edit: the veto fails open.

// Options tunes Veto. The zero value (or nil) means the defaults.
type Options struct {
	// Timeout bounds one check (one language tool run or one Go package
	// type-check, including `go list`). Default 2s.
	Timeout time.Duration
	// MaxErrors is how many new errors the reason lists. Default 5.
	MaxErrors int
}

func (o *Options) timeout() time.Duration {
	if o == nil || o.Timeout <= 0 {
		return 2 * time.Second
	}
	return o.Timeout
}

func (o *Options) maxErrors() int {
	if o == nil || o.MaxErrors <= 0 {
		return 5
	}
	return o.MaxErrors
}

// change is one file an edit changes.
type change struct {
	abs     string
	old     []byte
	oldOK   bool // the file exists now
	new     []byte
	deleted bool
}

// diag is one error a check found.
type diag struct {
	file string // absolute
	line int
	msg  string
}

// key compares diagnostics line-insensitively.
func (d diag) key() string { return d.file + "\x00" + d.msg }

// errSkip: the check does not apply or cannot run; the edit is allowed.
var errSkip = errors.New("check skipped")

// Veto simulates the edit of a PreToolUse event and reports, as a deny
// reason, the errors it would introduce. ok is false when the edit is
// allowed: it introduces no error, it is not an edit of a checked file, or
// a check could not run. root is the workspace root (paths in the reason
// are relative to it); relative paths in the tool input are relative to
// e.Cwd.
func Check(ctx context.Context, e *hook.Event, root string, opts *Options) (reason string, ok bool) {
	if e == nil || e.Tool == nil {
		return "", false
	}
	changes := simulate(e)
	if len(changes) == 0 {
		return "", false
	}
	v := newVetter(opts)
	var fresh []diag
	// Go is checked per package directory, once for all its changed files.
	goDirs := map[string][]*change{}
	for i := range changes {
		ch := &changes[i]
		if hook.VetoLanguage(ch.abs) == hook.LangGo {
			dir := filepath.Dir(ch.abs)
			goDirs[dir] = append(goDirs[dir], ch)
			continue
		}
		if ch.deleted {
			continue
		}
		check := checkerFor(ch.abs)
		if check == nil {
			continue
		}
		fresh = append(fresh, v.compare(ctx, func(ctx context.Context, old bool) ([]diag, error) {
			if old {
				if !ch.oldOK {
					return nil, nil
				}
				return check(ctx, ch.abs, ch.old)
			}
			return check(ctx, ch.abs, ch.new)
		})...)
	}
	dirs := make([]string, 0, len(goDirs))
	for d := range goDirs {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, dir := range dirs {
		chs := goDirs[dir]
		fresh = append(fresh, v.compare(ctx, func(ctx context.Context, old bool) ([]diag, error) {
			return v.checkGo(ctx, dir, chs, old)
		})...)
	}
	if len(fresh) == 0 {
		return "", false
	}
	return vetoReason(fresh, root, opts.maxErrors()), true
}

// compare runs check on the edited state and, only when that finds
// errors, on the current one; it returns the errors that are new. A check
// that fails to run gives none.
func (v *vetter) compare(ctx context.Context, check func(ctx context.Context, old bool) ([]diag, error)) []diag {
	run := func(old bool) ([]diag, error) {
		ctx, cancel := context.WithTimeout(ctx, v.timeout)
		defer cancel()
		return check(ctx, old)
	}
	after, err := run(false)
	if err != nil || len(after) == 0 {
		return nil
	}
	before, err := run(true)
	if err != nil {
		return nil
	}
	seen := map[string]int{}
	for _, d := range before {
		seen[d.key()]++
	}
	var fresh []diag
	for _, d := range after {
		if seen[d.key()] > 0 {
			seen[d.key()]--
			continue
		}
		fresh = append(fresh, d)
	}
	return fresh
}

func vetoReason(ds []diag, root string, max int) string {
	var b strings.Builder
	b.WriteString("vouch: edit not applied, it introduces errors the code did not have before:")
	for i, d := range ds {
		if i == max {
			fmt.Fprintf(&b, "\n(and %d more)", len(ds)-max)
			break
		}
		name := d.file
		if root != "" {
			if rel, err := filepath.Rel(root, d.file); err == nil && !strings.HasPrefix(rel, "..") {
				name = filepath.ToSlash(rel)
			}
		}
		if d.line > 0 {
			fmt.Fprintf(&b, "\n%s:%d: %s", name, d.line, d.msg)
		} else {
			fmt.Fprintf(&b, "\n%s: %s", name, d.msg)
		}
	}
	b.WriteString("\nFix the edit and try again.")
	return b.String()
}

// simulate computes the contents the event's edit gives each file it
// touches, without writing anything. It returns nil when the call is no
// edit, or when the edit would fail on its own (old_string not found,
// patch context missing): the agent's tool reports that itself.
func simulate(e *hook.Event) []change {
	abs := func(p string) string {
		if !filepath.IsAbs(p) {
			p = filepath.Join(e.Cwd, p)
		}
		return filepath.Clean(p)
	}
	read := func(p string) ([]byte, bool) {
		b, err := os.ReadFile(p)
		return b, err == nil
	}
	switch {
	case e.ToolName == "apply_patch":
		p, err := applypatch.Parse(hook.InputString(e.ToolInput, "command", "input"))
		if err != nil {
			return nil
		}
		return simulatePatch(p, func(s string) string { return abs(s) })
	case e.Tool.Kind == transcript.ToolShell:
		text, dir, ok := applypatch.FromScript(e.Tool.Command)
		if !ok {
			return nil
		}
		p, err := applypatch.Parse(text)
		if err != nil {
			return nil
		}
		return simulatePatch(p, func(s string) string {
			if filepath.IsAbs(s) {
				return filepath.Clean(s)
			}
			return abs(filepath.Join(dir, s))
		})
	}
	var in struct {
		FilePath   string `json:"file_path"`
		Content    *string
		OldString  *string `json:"old_string"`
		NewString  string  `json:"new_string"`
		ReplaceAll bool    `json:"replace_all"`
		Edits      []struct {
			OldString  string `json:"old_string"`
			NewString  string `json:"new_string"`
			ReplaceAll bool   `json:"replace_all"`
		} `json:"edits"`
	}
	if json.Unmarshal(e.ToolInput, &in) != nil || in.FilePath == "" {
		return nil
	}
	ch := change{abs: abs(in.FilePath)}
	ch.old, ch.oldOK = read(ch.abs)
	switch e.ToolName {
	case "Write":
		if in.Content == nil {
			return nil
		}
		ch.new = []byte(*in.Content)
	case "Edit":
		if in.OldString == nil {
			return nil
		}
		s, ok := replace(string(ch.old), ch.oldOK, *in.OldString, in.NewString, in.ReplaceAll)
		if !ok {
			return nil
		}
		ch.new = []byte(s)
	case "MultiEdit":
		s := string(ch.old)
		exists := ch.oldOK
		for _, ed := range in.Edits {
			var ok bool
			if s, ok = replace(s, exists, ed.OldString, ed.NewString, ed.ReplaceAll); !ok {
				return nil
			}
			exists = true
		}
		ch.new = []byte(s)
	default:
		return nil
	}
	return []change{ch}
}

// replace does what Claude Code's Edit does with old by new in s, and
// reports whether the edit would apply: old must occur (exactly once
// unless all), or be empty for a file that does not exist yet.
func replace(s string, exists bool, old, new string, all bool) (string, bool) {
	if old == "" {
		if exists && s != "" {
			return "", false
		}
		return new, true
	}
	n := strings.Count(s, old)
	if n == 0 || (n > 1 && !all) {
		return "", false
	}
	return strings.ReplaceAll(s, old, new), true
}

func simulatePatch(p *applypatch.Patch, abs func(string) string) []change {
	out, err := p.Apply(func(path string) ([]byte, error) { return os.ReadFile(abs(path)) })
	if err != nil {
		return nil
	}
	paths := make([]string, 0, len(out))
	for k := range out {
		paths = append(paths, k)
	}
	sort.Strings(paths)
	var chs []change
	for _, k := range paths {
		ch := change{abs: abs(k)}
		b, err := os.ReadFile(ch.abs)
		ch.old, ch.oldOK = b, err == nil
		if c := out[k]; c == nil {
			ch.deleted = true
		} else {
			ch.new = *c
		}
		chs = append(chs, ch)
	}
	return chs
}
