// Package tripwire is the layer of protection that needs no parser. No
// reader of shell commands is complete, so vouch also keeps the state of
// every protected path (its stat, a hash of its content and, for files up
// to 1 MiB, a copy) and, after each tool call, compares the paths with that
// state and puts back what a tool call changed anyway.
//
// Where it sits (DESIGN.md's data flow): the live guard takes a Snapshot at
// SessionStart and at every user prompt (the user's own edits between turns
// are accepted), Ensure when it allows a tool call, Check after every tool
// call (PostToolUse, in cmd/vouch-hook and in hook/guard), and Unresolved
// at Stop, which refuses to end the turn while a change is unresolved. The
// package uses only the standard library and policy's constants, so the
// fast binary can call it on every tool call: Check with nothing changed is
// one small file read and one lstat per watched path.
//
// State lives under StateDir/tripwire/<hash of the root>/ (directories
// 0700, files 0600): manifest, copies/<sha256> (content-addressed
// copies of the small files), quarantine/<time>/ (protected paths a tool
// call created, moved aside, never deleted) and a lock file that
// serializes the hooks of parallel tool calls.
//
// What is watched: every existing path under the root that Options.Protected
// matches, found by a bounded walk (heavy directories such as node_modules
// are skipped unless protected themselves), the paths in Options.Outside,
// and the directories where a protected name could appear (the root,
// .claude, .codex, .pi/extensions, .git/hooks, .git/info and every
// directory that holds a watched file), by their stat: when one changed it
// is listed, alone, and a new protected entry in it is a "created" change.
//
// Inside .git only what controls git's behaviour is watched: .git/config,
// .git/hooks/** (except the inert *.sample files) and .git/info/**. git's
// own bookkeeping (index, objects, refs, logs, HEAD, ORIG_HEAD, FETCH_HEAD,
// COMMIT_EDITMSG, packed-refs) changes under every add, commit, checkout,
// fetch, stash or gc, and restoring it would break them.
package tripwire

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/vouchdev/vouch/policy"
)

// Options say which root to watch and where to keep its state.
type Options struct {
	// Root is the project root, absolute.
	Root string
	// Protected is cfg.Protected: rel is slash-separated, relative to Root.
	// Nil watches nothing inside Root.
	Protected func(rel string) (string, bool)
	// Outside are absolute paths outside Root to watch too (the user-level
	// hook settings, vouch's binaries): each is stat'ed, whether it exists
	// or not. A directory stands for the files under it (up to 200);
	// StateDir, and what holds it or lies in it, is left out.
	Outside []string
	// OutsideFunc, when not nil, gives Outside (which is then ignored)
	// the first time it is needed: only a new snapshot reads the list (a
	// check compares with the paths its manifest lists), and finding
	// vouch's own files costs a few dozen stats, on every hook call.
	OutsideFunc func() []string
	// StateDir is vouch's state directory (filepath.Dir of state.DB).
	StateDir string
	// OnChange is policy.OnChangeRestore (the default when "") or
	// policy.OnChangeReport.
	OnChange string
}

// Change is a protected path a tool call changed.
type Change struct {
	Path string // slash-separated relative to Root, or absolute outside it
	// What happened: "modified", "created", "removed", "mode changed",
	// "replaced by a symlink", "replaced by a directory", "replaced by a
	// file", "link target changed".
	What     string
	Rule     string // the protect rule that covers Path ("" outside Root)
	Restored bool   // put back as it was (a created path: moved to quarantine)
	// Moved is where a created path was moved (the quarantine), when it was.
	Moved string
	// Err is why the change was not restored: "protect.on_change is
	// report", "larger than 1 MiB, no copy kept", an I/O error.
	Err string
}

// MaxCopy is the largest file a copy is kept of.
const MaxCopy = 1 << 20

// ErrCorrupt is the error of a manifest that cannot be read; the caller
// takes a new Snapshot.
var ErrCorrupt = errors.New("tripwire: corrupt manifest")

// Summary says what a Snapshot watches.
type Summary struct {
	Files  int  // watched paths (files and symlinks, outside ones included)
	Dirs   int  // watched directories
	Capped bool // the walk stopped at its limit: paths beyond it are not watched
}

// Snapshot (re)takes the snapshot of o.Root: the current state is accepted
// (session start, each user prompt), and unresolved changes are forgotten.
func Snapshot(o *Options) error {
	_, err := Take(o)
	return err
}

// Take is Snapshot, and says what is watched.
func Take(o *Options) (Summary, error) {
	s, err := open(o)
	if err != nil {
		return Summary{}, err
	}
	unlock, err := s.lock()
	if err != nil {
		return Summary{}, err
	}
	defer unlock()
	m, err := s.take()
	if err != nil {
		return Summary{}, err
	}
	return Summary{Files: len(m.Files), Dirs: len(m.Dirs), Capped: m.Capped}, nil
}

// Ensure takes a snapshot only if none exists for o.Root (one stat when
// one does). It is called when vouch allows a tool call.
func Ensure(o *Options) (taken bool, err error) {
	s, err := open(o)
	if err != nil {
		return false, err
	}
	if _, err := os.Stat(s.manifestPath()); err == nil {
		return false, nil
	}
	unlock, err := s.lock()
	if err != nil {
		return false, err
	}
	defer unlock()
	if _, err := os.Stat(s.manifestPath()); err == nil {
		return false, nil // another hook took it meanwhile
	}
	if _, err := s.take(); err != nil {
		return false, err
	}
	return true, nil
}

// Check compares the watched paths with the snapshot: by stat first, and
// hashing only a path whose stat differs (a touch, or a chmod put back, just
// refreshes its stat). A change is restored (OnChange restore) or kept as
// unresolved (report, or a restore that failed). It returns the changes
// found by this call; a change already reported and not changed since is
// not reported again. Without a snapshot, Check takes one and reports
// nothing. A manifest that cannot be read is an error wrapping ErrCorrupt
// (naming the file); the caller then takes a new Snapshot.
func Check(o *Options) ([]Change, error) {
	s, err := open(o)
	if err != nil {
		return nil, err
	}
	// Without the lock first: the manifest is replaced by rename, so it
	// is read whole, and when every stat matches there is nothing to
	// write. The hooks of parallel calls then never wait for each other.
	if m, err := s.load(); err == nil && s.unchanged(m) {
		return nil, nil
	}
	unlock, err := s.lock()
	if err != nil {
		return nil, err
	}
	defer unlock()
	m, err := s.load()
	if errors.Is(err, os.ErrNotExist) {
		_, err = s.take()
		return nil, err
	}
	if err != nil {
		return nil, err
	}
	return s.check(m)
}

// Unresolved returns the changes not resolved yet (for Stop). A change is
// resolved when its path matches the snapshot again, or by the next
// Snapshot.
func Unresolved(o *Options) ([]Change, error) {
	s, err := open(o)
	if err != nil {
		return nil, err
	}
	unlock, err := s.lock()
	if err != nil {
		return nil, err
	}
	defer unlock()
	m, err := s.load()
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if len(m.Pending) == 0 {
		return nil, nil
	}
	n := len(m.Pending)
	s.resolve(m)
	if len(m.Pending) != n {
		if err := s.save(m); err != nil {
			return nil, err
		}
	}
	out := make([]Change, len(m.Pending))
	for i, p := range m.Pending {
		out[i] = p.Change
	}
	return out, nil
}

// MessagePrefix opens every Message, so the model knows who speaks.
const MessagePrefix = "[vouch tripwire] "

// Message is what the agent is told about changes: what changed, whether
// it was put back and why not, which rule protects it, and what to do
// instead. It is "" when there is no change.
func Message(changes []Change) string {
	if len(changes) == 0 {
		return ""
	}
	var b strings.Builder
	restored, kept := 0, 0
	for _, c := range changes {
		if c.Restored {
			restored++
		} else {
			kept++
		}
	}
	b.WriteString(MessagePrefix)
	switch {
	case kept == 0:
		b.WriteString("A tool call changed protected paths; vouch put them back as they were:\n")
	case restored == 0:
		b.WriteString("A tool call changed protected paths; they were NOT put back:\n")
	default:
		b.WriteString("A tool call changed protected paths; vouch put back what it could:\n")
	}
	for _, c := range changes {
		b.WriteString("- ")
		b.WriteString(c.Path)
		b.WriteString(": ")
		b.WriteString(c.What)
		if c.Rule != "" {
			fmt.Fprintf(&b, " (protected by rule %q)", c.Rule)
		} else {
			b.WriteString(" (protected: vouch's own files and hook settings)")
		}
		switch {
		case c.Restored && c.Moved != "":
			b.WriteString("; moved to vouch's quarantine: " + c.Moved)
		case c.Restored:
			b.WriteString("; restored")
		case c.Err != "":
			b.WriteString("; not restored: " + c.Err)
		default:
			b.WriteString("; not restored")
		}
		b.WriteString("\n")
	}
	b.WriteString("These paths are protected: do not write them, and do not look for another way to. " +
		"If the change is needed, stop and ask the user to make it; the user's own edits are accepted at their next prompt.")
	if kept > 0 {
		b.WriteString(" Until then, put back what was not restored, or vouch will not let the turn end.")
	}
	return b.String()
}

// state is one root's state directory.
type state struct {
	o   Options
	dir string
}

func open(o *Options) (*state, error) {
	if o == nil {
		return nil, errors.New("tripwire: no options")
	}
	if o.Root == "" || !filepath.IsAbs(o.Root) {
		return nil, fmt.Errorf("tripwire: root %q: expected an absolute path", o.Root)
	}
	if filepath.Dir(filepath.Clean(o.Root)) == filepath.Clean(o.Root) {
		return nil, fmt.Errorf("tripwire: root %q is the file system's root, expected a project directory", o.Root)
	}
	if o.StateDir == "" {
		return nil, errors.New("tripwire: no state directory, expected vouch's state directory")
	}
	switch o.OnChange {
	case "", policy.OnChangeRestore, policy.OnChangeReport:
	default:
		return nil, fmt.Errorf("tripwire: on_change %q: expected %s or %s", o.OnChange, policy.OnChangeRestore, policy.OnChangeReport)
	}
	c := *o
	c.Root = filepath.Clean(c.Root)
	return &state{o: c, dir: Dir(c.StateDir, c.Root)}, nil
}

// Dir is where the state of root is kept under stateDir.
func Dir(stateDir, root string) string {
	return filepath.Join(stateDir, "tripwire", rootKey(filepath.Clean(root)))
}

func (s *state) restore() bool { return s.o.OnChange != policy.OnChangeReport }

func (s *state) manifestPath() string { return filepath.Join(s.dir, "manifest") }

// abs is the absolute path of a watched path.
func (s *state) abs(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(s.o.Root, filepath.FromSlash(p))
}

func (s *state) protected(rel string) (string, bool) {
	if s.o.Protected == nil {
		return "", false
	}
	return s.o.Protected(rel)
}

func stamp(t time.Time) string { return t.UTC().Format("20060102T150405.000000000Z") }
