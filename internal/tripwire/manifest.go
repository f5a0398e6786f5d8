package tripwire

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// manifestVersion is the format of the manifest; another version is
// corrupt (the caller re-snapshots).
const manifestVersion = 1

// manifest is the snapshot of one root. It is read on every tool call, so
// it is stored as tab-separated lines (codec.go), which decode about eight
// times faster than the same data as JSON (measured with 20 paths).
type manifest struct {
	Version int
	Root    string
	Taken   int64 // Unix nanoseconds
	Capped  bool
	Files   []entry
	Dirs    []dir
	// Pending are the changes found and not resolved yet.
	Pending []pending
}

// stat is what is compared first: any difference makes a path looked at
// more closely. Mode holds the type bits (os.FileMode).
type stat struct {
	Exists bool
	Mode   uint32
	Size   int64
	Mtime  int64 // ns
	Ctime  int64 // ns, where the system has it
	Ino    uint64
	Link   string // symlink target
}

// entry is a watched file or symlink.
type entry struct {
	Path string // slash-separated relative to the root, or absolute outside it
	Rule string
	stat
	Sum  string // sha256 of the content (regular files up to maxHash)
	Copy bool   // copies/<Sum> holds the content
}

// dir is a watched directory (or the absence of one).
type dir struct {
	Path string
	stat
}

// pending is a change not resolved yet, with the stat the path had when it
// was reported (it is not reported again while that holds).
type pending struct {
	Change
	Seen stat
}

func (m *manifest) file(p string) *entry {
	for i := range m.Files {
		if m.Files[i].Path == p {
			return &m.Files[i]
		}
	}
	return nil
}

func (m *manifest) pendingFor(p string) *pending {
	for i := range m.Pending {
		if m.Pending[i].Path == p {
			return &m.Pending[i]
		}
	}
	return nil
}

func (m *manifest) dropPending(p string) {
	out := m.Pending[:0]
	for _, x := range m.Pending {
		if x.Path != p {
			out = append(out, x)
		}
	}
	m.Pending = out
}

func (m *manifest) setPending(c Change, seen stat) {
	if x := m.pendingFor(c.Path); x != nil {
		x.Change, x.Seen = c, seen
		return
	}
	m.Pending = append(m.Pending, pending{Change: c, Seen: seen})
}

func rootKey(root string) string {
	h := sha256.Sum256([]byte(root))
	return hex.EncodeToString(h[:8])
}

// load reads the manifest. A missing one is os.ErrNotExist; one that cannot
// be decoded, or is another root's, wraps ErrCorrupt.
func (s *state) load() (*manifest, error) {
	name := s.manifestPath()
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	m, err := decodeManifest(name, data)
	if err != nil {
		return nil, err
	}
	if m.Root != s.o.Root {
		return nil, fmt.Errorf("%w: %s: root %q, expected %q", ErrCorrupt, name, m.Root, s.o.Root)
	}
	return m, nil
}

// checkPath accepts a clean relative slash path inside the root or a clean
// absolute one: a path vouch writes to when it restores must never climb
// out of where it was found.
func checkPath(p string) error {
	switch {
	case p == "":
		return errors.New("with an empty path")
	case filepath.IsAbs(p):
		if filepath.Clean(p) != p {
			return fmt.Errorf("%q: expected a clean absolute path", p)
		}
	case p != "." && (path.Clean(p) != p || p == ".." || strings.HasPrefix(p, "../") || strings.Contains(p, "\\")):
		return fmt.Errorf("%q: expected a clean relative path inside the root", p)
	}
	if strings.ContainsRune(p, 0) {
		return fmt.Errorf("%q: NUL in the path", p)
	}
	return nil
}

func isSum(s string) bool {
	if len(s) != 64 {
		return false
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// save writes the manifest atomically (temp file + rename, mode 0600).
func (s *state) save(m *manifest) error {
	return writeAtomic(s.manifestPath(), encodeManifest(m), 0o600)
}

// writeAtomic writes name through a temporary file in its directory.
func writeAtomic(name string, data []byte, perm fs.FileMode) error {
	f, err := os.CreateTemp(filepath.Dir(name), ".tmp-"+filepath.Base(name)+"-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(perm)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %w", name, err)
	}
	return nil
}

// mkdirs creates the state directory (0700).
func (s *state) mkdirs() error {
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		return fmt.Errorf("tripwire: creating the state directory: %w", err)
	}
	return nil
}

func (s *state) copyPath(sum string) string { return filepath.Join(s.dir, "copies", sum) }
