package hook

import (
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/vouchdev/vouch/internal/state"
)

// selfEntry is a path outside any project that keeps vouch switched on:
// an agent's user-level hook settings, vouch's state directory, the
// binaries the installed hooks run. The project-level ones (vouch.yaml,
// .claude/settings*.json, .codex/…, .pi/extensions/vouch*) are in
// policy.DefaultProtect, relative to the root.
type selfEntry struct {
	path string // absolute and clean
	// rule is how a reason names the entry: "~/.claude/settings.json",
	// "vouch's state directory".
	rule string
	// tree: everything under path is protected too (a directory).
	tree bool
	// glob, when set: path is a directory and what is protected is each
	// entry of it whose name matches glob, with everything under it.
	glob string
}

// selfEntries lists the entries for home ($HOME; none under it when
// empty) and the environment getenv.
func selfEntries(home string, getenv func(string) string) []selfEntry {
	var out []selfEntry
	if home != "" {
		for _, rel := range []string{
			".claude/settings.json", ".claude/settings.local.json",
			".codex/hooks.json", ".codex/config.toml",
			".pi/agent/settings.json",
		} {
			out = append(out, selfEntry{path: filepath.Join(home, rel), rule: "~/" + rel})
		}
		out = append(out, selfEntry{path: filepath.Join(home, ".pi/agent/extensions"), rule: "~/.pi/agent/extensions/vouch*", glob: "vouch*"})
	}
	// Codex reads its user-level files from $CODEX_HOME when set.
	if ch := getenv("CODEX_HOME"); ch != "" && filepath.IsAbs(ch) {
		for _, f := range []string{"hooks.json", "config.toml"} {
			out = append(out, selfEntry{path: filepath.Join(ch, f), rule: "$CODEX_HOME/" + f})
		}
	}
	if db, err := state.DB(getenv); err == nil {
		out = append(out, selfEntry{path: filepath.Dir(db), rule: "vouch's state directory", tree: true})
	}
	for _, b := range binaries() {
		out = append(out, selfEntry{path: b, rule: "vouch's binary " + filepath.Base(b)})
	}
	// Through symbolic links too (a dotfiles ~/.claude, /tmp on macOS):
	// a write to where an entry really is writes the entry.
	dirs := map[string]string{} // the entries share their directories
	for i, n := 0, len(out); i < n; i++ {
		if r := realPathIn(dirs, out[i].path); r != out[i].path {
			e := out[i]
			e.path = r
			out = append(out, e)
		}
	}
	return out
}

// realPathIn is realPath(p), with the real directories already found in
// dirs (updated): only p's last component is looked at again.
func realPathIn(dirs map[string]string, p string) string {
	dir, base := filepath.Split(p)
	dir = filepath.Clean(dir)
	rd, ok := dirs[dir]
	if !ok {
		rd = realPath(dir)
		dirs[dir] = rd
	}
	q := filepath.Join(rd, base)
	if fi, err := os.Lstat(q); err == nil && fi.Mode()&os.ModeSymlink != 0 {
		return realPath(q)
	}
	return q
}

var (
	binariesOnce sync.Once
	binaryPaths  []string
)

// binaries are the running executable and the vouch and vouch-hook next
// to it: what `vouch init` installs as the hook commands. (The settings
// files are not read to find the commands they name: it would cost every
// PreToolUse a JSON parse per file, for a command that is almost always
// one of these.)
func binaries() []string {
	binariesOnce.Do(func() {
		exe, err := os.Executable()
		if err != nil {
			return
		}
		if r, err := filepath.EvalSymlinks(exe); err == nil {
			exe = r
		}
		exe = filepath.Clean(exe)
		ext := ""
		if runtime.GOOS == "windows" {
			ext = ".exe"
		}
		binaryPaths = []string{exe}
		for _, name := range []string{"vouch", "vouch-hook"} {
			if p := filepath.Join(filepath.Dir(exe), name+ext); p != exe {
				binaryPaths = append(binaryPaths, p)
			}
		}
	})
	return binaryPaths
}

// matchSelf returns the rule of the entry p (absolute, clean) is or lies
// under.
func matchSelf(entries []selfEntry, p string) (string, bool) {
	for _, e := range entries {
		rel, ok := within(e.path, p)
		if !ok {
			continue
		}
		switch {
		case e.glob != "":
			first, _, _ := strings.Cut(rel, "/")
			if m, _ := path.Match(e.glob, first); m && rel != "." {
				return e.rule, true
			}
		case rel == "." || e.tree:
			return e.rule, true
		}
	}
	return "", false
}

// selfUnder returns the first entry that exists under dir (absolute,
// clean, not itself an entry): what a command removing or overwriting the
// whole of dir (rm -rf ~/.claude) reaches.
func selfUnder(entries []selfEntry, dir string) (selfEntry, string, bool) {
	for _, e := range entries {
		if _, ok := within(dir, e.path); !ok || e.path == dir && e.glob == "" {
			continue
		}
		if e.glob != "" {
			if m, _ := filepath.Glob(filepath.Join(e.path, e.glob)); len(m) > 0 {
				return e, m[0], true
			}
			continue
		}
		if _, err := os.Lstat(e.path); err == nil {
			return e, e.path, true
		}
	}
	return selfEntry{}, "", false
}

// OutsideProtected lists the paths outside any project that vouch
// protects from the agent and a watcher can watch, for home ($HOME) and
// this process's environment: the user-level hook settings of Claude
// Code, Codex ($CODEX_HOME too) and Pi, the Pi extensions named vouch*
// that exist (directories: everything under them), and vouch's binaries
// (this executable, and the vouch and vouch-hook next to it). Paths are
// absolute, as spelled from home and the environment, then again through
// symbolic links where that differs; they need not exist. The tripwire
// watches them like the project's protected paths.
//
// vouch's state directory is protected too (PreTool denies writing it)
// but not listed: vouch itself writes it on every hook event, so a
// watcher would see it change all the time.
func OutsideProtected(home string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, e := range selfEntries(home, os.Getenv) {
		if e.tree {
			continue // the state directory
		}
		if e.glob == "" {
			add(e.path)
			continue
		}
		m, _ := filepath.Glob(filepath.Join(e.path, e.glob))
		for _, p := range m {
			add(p)
		}
	}
	return out
}
