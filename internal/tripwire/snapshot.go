package tripwire

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

var errNotDir error = syscall.ENOTDIR

// maxWalk and maxWalkTime bound the walk of the root at Snapshot time
// (entries visited, time spent): a session started in a home directory
// must not hold up every prompt.
var (
	maxWalk     = 50_000 // a variable for a test
	maxWalkTime = 2 * time.Second
)

// maxHash is the largest file hashed; a larger one is compared by stat
// only (any stat change is "modified").
const maxHash = 64 << 20

// heavy are directories the walk skips unless a rule protects the directory
// itself: dependencies, virtual environments and build output, which are
// large and are not where an agent's protected files live.
var heavy = map[string]bool{
	"node_modules": true, "vendor": true, ".venv": true, "venv": true, "target": true,
	"dist": true, "build": true, "__pycache__": true, ".tox": true, ".mypy_cache": true,
	".pytest_cache": true, ".ruff_cache": true, ".gradle": true, ".next": true, ".nuxt": true,
	".cache": true, "bower_components": true, ".terraform": true, "Pods": true,
	"DerivedData": true, "coverage": true, ".svn": true, ".hg": true, ".direnv": true,
}

// alwaysDirs are watched for protected names appearing in them, whether
// they exist or not (the agents' settings and extensions).
var alwaysDirs = []string{".", ".claude", ".codex", ".pi/extensions"}

// gitDirs are watched when .git is a directory.
var gitDirs = []string{".git/hooks", ".git/info"}

// gitWatched reports whether a path inside .git is watched: what controls
// git's behaviour (config, hooks, info/exclude and attributes), not its
// bookkeeping, which git itself rewrites (see the package doc); nor
// .git/info/refs, which git gc rewrites for dumb HTTP clients.
func gitWatched(rel string) bool {
	switch {
	case rel == ".git/config":
		return true
	case strings.HasPrefix(rel, ".git/hooks/"):
		return !strings.HasSuffix(rel, ".sample") // git never runs these
	case strings.HasPrefix(rel, ".git/info/"):
		return rel != ".git/info/refs" // written by git gc (update-server-info)
	}
	return false
}

// watchable filters paths under .git; every other path is the caller's
// Protected's to decide.
func watchable(rel string) bool {
	if strings.HasPrefix(rel, ".git/") {
		return gitWatched(rel)
	}
	return true
}

type watch struct{ path, rule string }

// watchList walks the root for the protected paths and the directories to
// watch.
func (s *state) watchList() (files []watch, dirs []string, capped bool) {
	root := s.o.Root
	seen := 0
	deadline := time.Now().Add(maxWalkTime)
	visit := func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == root {
				return err
			}
			return nil // unreadable: nothing to watch there
		}
		rel, rerr := filepath.Rel(root, p)
		if rerr != nil {
			return nil
		}
		rel = filepath.ToSlash(rel)
		if rel == "." {
			return nil
		}
		if seen++; seen > maxWalk || seen%512 == 0 && time.Now().After(deadline) {
			capped = true
			return filepath.SkipAll
		}
		if d.IsDir() {
			name := d.Name()
			if rel == ".git" || name == ".git" {
				return filepath.SkipDir // .git is read below; nested repositories are not ours
			}
			if heavy[name] {
				if _, ok := s.protected(rel); !ok {
					return filepath.SkipDir
				}
			}
			return nil
		}
		if rule, ok := s.protected(rel); ok && watchable(rel) {
			files = append(files, watch{rel, rule})
		}
		return nil
	}
	if err := filepath.WalkDir(root, visit); err != nil {
		return nil, nil, false
	}
	dirs = append(dirs, alwaysDirs...)
	if fi, err := os.Lstat(filepath.Join(root, ".git")); err == nil && fi.IsDir() {
		if rule, ok := s.protected(".git/config"); ok {
			if _, err := os.Lstat(filepath.Join(root, ".git", "config")); err == nil {
				files = append(files, watch{".git/config", rule})
			}
		}
		for _, g := range gitDirs {
			dirs = append(dirs, g)
			if !capped {
				filepath.WalkDir(filepath.Join(root, filepath.FromSlash(g)), visit)
			}
		}
	}
	have := map[string]bool{}
	for _, d := range dirs {
		have[d] = true
	}
	for _, f := range files {
		d := path.Dir(f.path)
		if !have[d] && d != ".git" {
			have[d] = true
			dirs = append(dirs, d)
		}
	}
	return files, dirs, capped
}

// take walks the root and writes a new manifest. Hashes and copies of
// paths whose stat did not change since the last snapshot are reused, so a
// snapshot at every prompt costs little more than its walk.
func (s *state) take() (*manifest, error) {
	if err := s.mkdirs(); err != nil {
		return nil, err
	}
	old, _ := s.load()
	prev := map[string]*entry{}
	if old != nil {
		for i := range old.Files {
			prev[old.Files[i].Path] = &old.Files[i]
		}
	}
	files, dirs, capped := s.watchList()
	m := &manifest{Version: manifestVersion, Root: s.o.Root, Taken: time.Now().UnixNano(), Capped: capped}
	for _, w := range files {
		e, err := s.record(w, prev[w.path])
		if err != nil {
			return nil, err
		}
		if e.Exists {
			m.Files = append(m.Files, e)
		}
	}
	outside, err := s.outside()
	if err != nil {
		return nil, err
	}
	for _, p := range outside {
		if m.file(p) != nil {
			continue
		}
		e, err := s.record(watch{path: p}, prev[p])
		if err != nil {
			return nil, err
		}
		m.Files = append(m.Files, e) // absent too: one created is a change
	}
	for _, d := range dirs {
		st, err := lstat(s.abs(d))
		if err != nil {
			continue
		}
		m.Dirs = append(m.Dirs, dir{Path: d, stat: st})
	}
	if err := s.save(m); err != nil {
		return nil, err
	}
	s.collect(m)
	return m, nil
}

// maxOutsideTree bounds the files watched under one outside directory.
const maxOutsideTree = 200

// outside lists the outside paths to watch: each of Options.Outside (or
// OutsideFunc's),
// except vouch's own state directory (vouch writes it all the time) and
// what holds it or lies in it; a directory stands for the files under it
// (a Pi extension), up to maxOutsideTree of them.
func (s *state) outside() ([]string, error) {
	var out []string
	stateDir := filepath.Clean(s.o.StateDir)
	list := s.o.Outside
	if s.o.OutsideFunc != nil {
		list = s.o.OutsideFunc()
	}
	for _, p := range list {
		if !filepath.IsAbs(p) {
			return nil, fmt.Errorf("tripwire: outside path %q: expected an absolute path", p)
		}
		p = filepath.Clean(p)
		if within(p, stateDir) || within(stateDir, p) {
			continue
		}
		fi, err := os.Lstat(p)
		if err != nil || !fi.IsDir() {
			out = append(out, p)
			continue
		}
		n := 0
		filepath.WalkDir(p, func(q string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			if n++; n > maxOutsideTree {
				return filepath.SkipAll
			}
			out = append(out, q)
			return nil
		})
	}
	return out, nil
}

// within reports whether p is dir or lies under it.
func within(dir, p string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// record takes the state of one watched path.
func (s *state) record(w watch, prev *entry) (entry, error) {
	abs := s.abs(w.path)
	st, err := lstat(abs)
	e := entry{Path: w.path, Rule: w.rule, stat: st}
	if err != nil || !st.Exists || !fs.FileMode(st.Mode).IsRegular() {
		return e, nil // unreadable paths are compared by what lstat says
	}
	if prev != nil && prev.stat == st && prev.Sum != "" {
		if !prev.Copy {
			e.Sum = prev.Sum
			return e, nil
		}
		if _, err := os.Lstat(s.copyPath(prev.Sum)); err == nil {
			e.Sum, e.Copy = prev.Sum, true
			return e, nil
		}
	}
	if st.Size > maxHash {
		return e, nil
	}
	f, err := os.OpenFile(abs, os.O_RDONLY|oNoFollow, 0)
	if err != nil {
		return e, nil
	}
	defer f.Close()
	if st.Size > MaxCopy {
		h := sha256.New()
		if _, err := io.Copy(h, io.LimitReader(f, maxHash+1)); err == nil {
			e.Sum = hex.EncodeToString(h.Sum(nil))
		}
		return e, nil
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxCopy+1))
	if err != nil {
		return e, nil
	}
	sum := sha256.Sum256(data)
	e.Sum = hex.EncodeToString(sum[:])
	if len(data) > MaxCopy {
		e.Sum = "" // grew while read: compared by stat, hashed at the next snapshot
		return e, nil
	}
	if err := s.keepCopy(e.Sum, data); err != nil {
		return e, err
	}
	e.Copy = true
	return e, nil
}

// keepCopy stores data as copies/<sum> (mode 0600) unless it is there.
func (s *state) keepCopy(sum string, data []byte) error {
	name := s.copyPath(sum)
	if _, err := os.Lstat(name); err == nil {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o700); err != nil {
		return fmt.Errorf("tripwire: %w", err)
	}
	if err := writeAtomic(name, data, 0o600); err != nil {
		return fmt.Errorf("tripwire: keeping a copy: %w", err)
	}
	return nil
}

// collect removes the copies no entry of m needs.
func (s *state) collect(m *manifest) {
	ents, err := os.ReadDir(filepath.Join(s.dir, "copies"))
	if err != nil {
		return
	}
	keep := map[string]bool{}
	for _, e := range m.Files {
		if e.Copy {
			keep[e.Sum] = true
		}
	}
	for _, d := range ents {
		if !keep[d.Name()] {
			os.Remove(filepath.Join(s.dir, "copies", d.Name()))
		}
	}
}

// lstat is the stat of p without following a final symlink; a missing path
// is a stat with Exists false, not an error.
func lstat(p string) (stat, error) {
	fi, err := os.Lstat(p)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, errNotDir) {
			return stat{}, nil
		}
		return stat{}, err
	}
	st := stat{Exists: true, Mode: uint32(fi.Mode()), Mtime: fi.ModTime().UnixNano()}
	if fi.Mode().IsRegular() {
		st.Size = fi.Size()
	}
	sysStat(fi, &st)
	if fi.Mode()&fs.ModeSymlink != 0 {
		st.Link, _ = os.Readlink(p)
	}
	return st, nil
}
