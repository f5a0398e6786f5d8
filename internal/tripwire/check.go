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
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

const reportOnly = "protect.on_change is report"

// check compares the root with m, acts on the changes, and saves m when it
// changed. Directories come first: a watched directory replaced by a
// symlink is put aside before the files in it are restored, so nothing is
// ever written through the symlink.
func (s *state) check(m *manifest) ([]Change, error) {
	var out []Change
	dirty := false
	// What the snapshot knows is not created: its files, the directories
	// that hold them and the directories it watches. (A protected
	// directory, keys/** in policy.protect, is listed in the root once
	// recreated by a restore; it is not one the agent made.)
	known := make(map[string]bool, 2*len(m.Files)+len(m.Dirs))
	for _, e := range m.Files {
		known[e.Path] = true
		for d := path.Dir(e.Path); d != "." && d != "/" && !known[d]; d = path.Dir(d) {
			known[d] = true
		}
	}
	for _, d := range m.Dirs {
		known[d.Path] = true
	}
	for i := range m.Dirs {
		d := &m.Dirs[i]
		abs := s.abs(d.Path)
		cur, err := lstat(abs)
		if err != nil || cur == d.stat {
			continue
		}
		dirty = true
		was := fs.FileMode(d.Mode)
		now := fs.FileMode(cur.Mode)
		if d.Path != "." && d.Exists && was.IsDir() && cur.Exists && !now.IsDir() {
			if p := m.pendingFor(d.Path); p != nil && p.Seen == cur {
				continue
			}
			c := Change{Path: d.Path, What: "directory " + replacedBy(now), Rule: s.ruleInside(m, d.Path)}
			s.act(m, &c, cur, func() (string, error) { return s.quarantine(abs, d.Path) })
			out = append(out, c)
			if cur, err = lstat(abs); err == nil {
				d.stat = cur
			}
			continue
		}
		// The stat from before the listing: an entry created while it
		// runs makes the next Check list the directory again. (What this
		// one moves to the quarantine does too, harmlessly.)
		d.stat = cur
		if cur.Exists && now.IsDir() {
			out = append(out, s.created(m, d.Path, abs, known)...)
		}
	}
	for i := range m.Files {
		e := &m.Files[i]
		abs := s.abs(e.Path)
		cur, err := lstat(abs)
		if err != nil {
			if p := m.pendingFor(e.Path); p != nil && p.Err == err.Error() {
				continue
			}
			c := Change{Path: e.Path, What: "no longer readable", Rule: e.Rule, Err: err.Error()}
			m.setPending(c, stat{})
			out = append(out, c)
			dirty = true
			continue
		}
		if cur == e.stat {
			continue
		}
		if p := m.pendingFor(e.Path); p != nil && p.Seen == cur {
			continue
		}
		dirty = true
		what, same := s.compare(e, abs, cur)
		if same {
			e.stat = cur // touched, or changed and put back: nothing to do
			m.dropPending(e.Path)
			continue
		}
		c := Change{Path: e.Path, What: what, Rule: e.Rule}
		s.act(m, &c, cur, func() (string, error) { return s.put(e, abs, cur, what) })
		if c.Restored {
			// Not the stat found after the restore: a process of the
			// agent's still running may have written again since. A stat
			// no path has makes the next Check compare the content.
			e.stat.Ctime = -1
		}
		out = append(out, c)
	}
	if n := len(m.Pending); n > 0 {
		s.resolve(m)
		dirty = dirty || len(m.Pending) != n
	}
	if dirty {
		if err := s.save(m); err != nil {
			return out, err
		}
	}
	return out, nil
}

// unchanged reports whether every watched path and directory has the stat
// m recorded and no change is pending: the common case, decided with
// lstats only.
func (s *state) unchanged(m *manifest) bool {
	if len(m.Pending) > 0 {
		return false
	}
	for i := range m.Dirs {
		if cur, err := lstat(s.abs(m.Dirs[i].Path)); err != nil || cur != m.Dirs[i].stat {
			return false
		}
	}
	for i := range m.Files {
		if cur, err := lstat(s.abs(m.Files[i].Path)); err != nil || cur != m.Files[i].stat {
			return false
		}
	}
	return true
}

// act restores a change (OnChange restore) or keeps it pending.
func (s *state) act(m *manifest, c *Change, cur stat, restore func() (string, error)) {
	if !s.restore() {
		c.Err = reportOnly
		m.setPending(*c, cur)
		return
	}
	moved, err := restore()
	if err != nil {
		c.Err = err.Error()
		m.setPending(*c, cur)
		return
	}
	c.Restored, c.Moved = true, moved
	m.dropPending(c.Path)
}

// created finds protected entries that appeared in a watched directory.
func (s *state) created(m *manifest, dirRel, dirAbs string, known map[string]bool) []Change {
	ents, err := os.ReadDir(dirAbs)
	if err != nil {
		return nil
	}
	var out []Change
	for _, de := range ents {
		rel := de.Name()
		if dirRel != "." {
			rel = dirRel + "/" + rel
		}
		if known[rel] || !watchable(rel) {
			continue
		}
		if rel == ".git" && de.IsDir() {
			continue // a new repository (git init): watched from the next snapshot
		}
		rule, ok := s.protected(rel)
		if !ok {
			continue
		}
		abs := filepath.Join(dirAbs, de.Name())
		cur, err := lstat(abs)
		if err != nil || !cur.Exists {
			continue
		}
		if p := m.pendingFor(rel); p != nil && p.Seen == cur {
			continue
		}
		c := Change{Path: rel, What: "created", Rule: rule}
		s.act(m, &c, cur, func() (string, error) { return s.quarantine(abs, rel) })
		out = append(out, c)
	}
	return out
}

// ruleInside names the rule of a watched file inside dir, for a change to
// the directory itself.
func (s *state) ruleInside(m *manifest, dir string) string {
	for _, e := range m.Files {
		if strings.HasPrefix(e.Path, dir+"/") {
			return e.Rule
		}
	}
	if r, ok := s.protected(dir); ok {
		return r
	}
	return ""
}

func replacedBy(now fs.FileMode) string {
	switch {
	case now&fs.ModeSymlink != 0:
		return "replaced by a symlink"
	case now.IsDir():
		return "replaced by a directory"
	case now.IsRegular():
		return "replaced by a file"
	}
	return "replaced by a special file"
}

// compare says what changed in a path whose stat differs from e, or same
// when its content, type and mode are those of e (a touch).
func (s *state) compare(e *entry, abs string, cur stat) (what string, same bool) {
	switch {
	case !e.Exists && cur.Exists:
		return "created", false
	case e.Exists && !cur.Exists:
		return "removed", false
	case !e.Exists && !cur.Exists:
		return "", true
	}
	was, now := fs.FileMode(e.Mode), fs.FileMode(cur.Mode)
	switch {
	case was&fs.ModeSymlink != 0:
		if now&fs.ModeSymlink == 0 {
			return replacedBy(now), false
		}
		if cur.Link != e.Link {
			return "link target changed", false
		}
		return "", true
	case was.IsRegular():
		if !now.IsRegular() {
			return replacedBy(now), false
		}
		if e.Sum == "" || cur.Size != e.Size {
			return "modified", false
		}
		sum, err := hashFile(abs, cur.Size)
		if err != nil || sum != e.Sum {
			return "modified", false
		}
		if modeBits(was) != modeBits(now) {
			return "mode changed", false
		}
		return "", true
	}
	if was.Type() != now.Type() {
		return replacedBy(now), false
	}
	return "modified", false
}

func modeBits(m fs.FileMode) fs.FileMode {
	return m & (fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky)
}

func hashFile(abs string, size int64) (string, error) {
	if size > maxHash {
		return "", errors.New("too large to hash")
	}
	f, err := os.OpenFile(abs, os.O_RDONLY|oNoFollow, 0)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, io.LimitReader(f, maxHash+1)); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// put restores e at abs, where cur is found now. It returns where a path
// was moved aside, if one was.
func (s *state) put(e *entry, abs string, cur stat, what string) (string, error) {
	if !e.Exists {
		return s.quarantine(abs, e.Path) // created where there was nothing
	}
	was := fs.FileMode(e.Mode)
	if was.IsRegular() && what == "mode changed" {
		// Same content and type: only the mode goes back. lstat said it
		// is a regular file, so chmod does not go through a symlink.
		if err := os.Chmod(abs, modeBits(was)); err != nil {
			return "", err
		}
		return "", nil
	}
	var data []byte
	if was.IsRegular() {
		if !e.Copy {
			if e.Sum == "" && e.Size <= MaxCopy {
				return "", errors.New("its content could not be read at the snapshot, no copy kept")
			}
			return "", errors.New("larger than 1 MiB, no copy kept")
		}
		var err error
		if data, err = s.readCopy(e.Sum); err != nil {
			return "", err
		}
	} else if was&fs.ModeSymlink == 0 {
		return "", fmt.Errorf("vouch restores files and symlinks, and this was a %s", was.Type())
	}
	parent := filepath.Dir(abs)
	if !filepath.IsAbs(e.Path) {
		if err := s.safeParent(path.Dir(e.Path)); err != nil {
			return "", err
		}
	} else if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", err
	}
	moved := ""
	if cur.Exists && fs.FileMode(cur.Mode).IsDir() {
		// Never removed: the directory goes to the quarantine, whole.
		var err error
		if moved, err = s.quarantine(abs, e.Path); err != nil {
			return "", err
		}
	}
	tmp := filepath.Join(parent, ".vouch-restore-"+uniq())
	if was.IsRegular() {
		f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL|oNoFollow, 0o600)
		if err != nil {
			return moved, err
		}
		_, err = f.Write(data)
		if err == nil {
			err = f.Chmod(modeBits(was))
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			// The original mtime, so build tools see no change either.
			t := time.Unix(0, e.Mtime)
			err = os.Chtimes(tmp, t, t)
		}
		if err != nil {
			os.Remove(tmp)
			return moved, err
		}
	} else if err := os.Symlink(e.Link, tmp); err != nil {
		return moved, err
	}
	// rename replaces a file or a symlink itself, never what it points to.
	if err := os.Rename(tmp, abs); err != nil {
		os.Remove(tmp)
		return moved, err
	}
	return moved, nil
}

// readCopy reads copies/<sum> and checks it still hashes to sum.
func (s *state) readCopy(sum string) ([]byte, error) {
	name := s.copyPath(sum)
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("the saved copy is missing: %w", err)
	}
	h := sha256.Sum256(data)
	if hex.EncodeToString(h[:]) != sum {
		return nil, fmt.Errorf("the saved copy %s is damaged (its hash changed)", name)
	}
	return data, nil
}

// safeParent makes sure the directories from the root down to rel (a
// slash path relative to the root) are directories, creating the missing
// ones: a restore never writes through a symlink an agent put in its way.
func (s *state) safeParent(rel string) error {
	if rel == "." {
		return nil
	}
	p := s.o.Root
	for _, seg := range strings.Split(rel, "/") {
		p = filepath.Join(p, seg)
		fi, err := os.Lstat(p)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			if err := os.Mkdir(p, 0o755); err != nil {
				return err
			}
		case err != nil:
			return err
		case fi.Mode()&fs.ModeSymlink != 0:
			return fmt.Errorf("%s is a symlink now; vouch does not restore through it", p)
		case !fi.IsDir():
			return fmt.Errorf("%s is no longer a directory", p)
		}
	}
	return nil
}

var uniqN atomic.Int64

func uniq() string {
	return strconv.Itoa(os.Getpid()) + "-" + strconv.FormatInt(time.Now().UnixNano(), 36) + "-" + strconv.FormatInt(uniqN.Add(1), 10)
}

// rename is os.Rename; a test replaces it to take the copy path taken
// across file systems.
var rename = os.Rename

// quarantine moves abs aside into the state directory (never deletes it)
// and returns where it went.
func (s *state) quarantine(abs, p string) (string, error) {
	sub := filepath.FromSlash(p)
	if filepath.IsAbs(p) {
		sub = filepath.Join("_abs", strings.TrimPrefix(p, string(filepath.Separator)))
	}
	dst := filepath.Join(s.dir, "quarantine", stamp(time.Now())+"-"+strconv.FormatInt(uniqN.Add(1), 10), sub)
	if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
		return "", err
	}
	err := rename(abs, dst)
	if errors.Is(err, syscall.EXDEV) {
		err = moveAcross(abs, dst)
	}
	if err != nil {
		return "", fmt.Errorf("could not move it to quarantine: %w", err)
	}
	return dst, nil
}

// Bounds of a move into quarantine across file systems (a copy, then the
// removal of what was copied).
const (
	maxMoveEntries = 10_000
	maxMoveBytes   = 256 << 20
)

// moveAcross copies src to dst without following symlinks, then removes
// src. Too large a tree is left where it is.
func moveAcross(src, dst string) error {
	var n, size int64
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if n++; n > maxMoveEntries {
			return fmt.Errorf("more than %d entries", maxMoveEntries)
		}
		if fi, err := d.Info(); err == nil && fi.Mode().IsRegular() {
			if size += fi.Size(); size > maxMoveBytes {
				return fmt.Errorf("more than %d MiB", maxMoveBytes>>20)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		to := filepath.Join(dst, rel)
		fi, err := os.Lstat(p)
		if err != nil {
			return err
		}
		switch {
		case fi.IsDir():
			return os.MkdirAll(to, 0o700)
		case fi.Mode()&fs.ModeSymlink != 0:
			l, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(l, to)
		case fi.Mode().IsRegular():
			return copyFile(p, to, fi.Mode().Perm())
		}
		return nil // sockets, fifos: not copied, removed with the rest
	})
	if err != nil {
		return err
	}
	return os.RemoveAll(src)
}

func copyFile(src, dst string, perm fs.FileMode) error {
	in, err := os.OpenFile(src, os.O_RDONLY|oNoFollow, 0)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm&0o700)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}

// resolve drops the pending changes whose paths match the snapshot again.
func (s *state) resolve(m *manifest) {
	out := m.Pending[:0]
	for _, p := range m.Pending {
		if !s.resolved(m, p) {
			out = append(out, p)
		}
	}
	m.Pending = out
}

func (s *state) resolved(m *manifest, p pending) bool {
	abs := s.abs(p.Path)
	cur, err := lstat(abs)
	if err != nil {
		return false
	}
	if e := m.file(p.Path); e != nil {
		if cur == e.stat {
			return true
		}
		if _, same := s.compare(e, abs, cur); same {
			e.stat = cur
			return true
		}
		return false
	}
	for _, d := range m.Dirs {
		if d.Path == p.Path {
			return cur.Exists && fs.FileMode(cur.Mode).IsDir()
		}
	}
	return !cur.Exists // created: resolved once gone
}
