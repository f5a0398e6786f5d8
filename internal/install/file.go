package install

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"

	"github.com/rogpeppe/go-internal/diff"
)

// BackupSuffix names the copy of a file as it was before vouch last
// changed it: settings.json → settings.json.vouch-backup.
const BackupSuffix = ".vouch-backup"

// Edit is a planned change to one file. Old is nil when the file does not
// exist; Remove is set when the change deletes it.
type Edit struct {
	Path    string
	Old     []byte
	Existed bool
	New     []byte
	Remove  bool
}

// Changed reports whether applying e would change anything.
func (e *Edit) Changed() bool {
	if e.Remove {
		return e.Existed
	}
	return !e.Existed || string(e.Old) != string(e.New)
}

// Diff is e as a unified diff ("" when nothing changes).
func (e *Edit) Diff() string {
	if !e.Changed() {
		return ""
	}
	oldName, newName := e.Path, e.Path
	if !e.Existed {
		oldName = "/dev/null"
	}
	if e.Remove {
		newName = "/dev/null"
	}
	return string(diff.Diff(oldName, e.Old, newName, e.New))
}

// PlanAdd reads path and plans adding vouch's hooks for agent (see Add).
func PlanAdd(path string, agent Agent, cmds Commands) (*Edit, error) {
	old, existed, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	out, _, err := Add(path, old, agent, cmds)
	if err != nil {
		return nil, err
	}
	return &Edit{Path: path, Old: old, Existed: existed, New: out}, nil
}

// PlanRemove reads path and plans removing vouch's hooks (see Remove). A
// file left with nothing in it is removed.
func PlanRemove(path string) (*Edit, error) {
	old, existed, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	e := &Edit{Path: path, Old: old, Existed: existed, New: old}
	if !existed {
		return e, nil
	}
	out, changed, gone, err := Remove(path, old)
	if err != nil {
		return nil, err
	}
	e.New, e.Remove = out, gone
	// When the result means the same as the backup init left (nothing else
	// changed since), the backup is restored byte for byte: the user's own
	// layout comes back, not vouch's re-indentation.
	if changed {
		if b, ok, _ := ReadFile(path + BackupSuffix); ok && sameSettings(out, b) {
			e.New, e.Remove = b, false
		}
	}
	return e, nil
}

// sameSettings reports whether two settings files mean the same, empty
// containers counting as absent, and b holds no vouch hook.
func sameSettings(a, b []byte) bool {
	if _, changed, _, err := Remove("", b); err != nil || changed {
		return false
	}
	va, vb := any(map[string]any{}), any(map[string]any{})
	if len(bytes.TrimSpace(a)) > 0 && json.Unmarshal(a, &va) != nil {
		return false
	}
	if len(bytes.TrimSpace(b)) > 0 && json.Unmarshal(b, &vb) != nil {
		return false
	}
	return reflect.DeepEqual(pruneEmpty(va), pruneEmpty(vb))
}

// pruneEmpty drops empty objects and arrays inside objects.
func pruneEmpty(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			p := pruneEmpty(e)
			if m, ok := p.(map[string]any); ok && len(m) == 0 {
				continue
			}
			if a, ok := p.([]any); ok && len(a) == 0 {
				continue
			}
			out[k] = p
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = pruneEmpty(e)
		}
		return out
	}
	return v
}

// Apply carries out e: the previous file is copied to Path+BackupSuffix,
// then the new content is written to a temporary file in the same
// directory and renamed over Path, so a reader never sees half a file. A
// symlinked Path is followed (the link stays a link). It returns the
// backup's path, "" when the file did not exist. Nothing is done when e
// changes nothing.
func (e *Edit) Apply() (backup string, err error) {
	if !e.Changed() {
		return "", nil
	}
	target := e.Path
	if t, err := filepath.EvalSymlinks(e.Path); err == nil {
		target = t
	}
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(target); err == nil {
		mode = fi.Mode().Perm()
	}
	// A removed file held only vouch's hooks: no backup of that.
	if e.Existed && !e.Remove {
		backup = e.Path + BackupSuffix
		if err := WriteAtomic(backup, e.Old, mode); err != nil {
			return "", fmt.Errorf("install: writing the backup: %w", err)
		}
	}
	if e.Remove {
		if err := os.Remove(target); err != nil && !errors.Is(err, os.ErrNotExist) {
			return backup, fmt.Errorf("install: %w", err)
		}
		// .claude/ or .codex/ left empty goes too (fails if not empty).
		if d := filepath.Dir(e.Path); filepath.Base(d) == ".claude" || filepath.Base(d) == ".codex" {
			os.Remove(d)
		}
		return backup, nil
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return backup, fmt.Errorf("install: %w", err)
	}
	if err := WriteAtomic(target, e.New, mode); err != nil {
		return backup, fmt.Errorf("install: %w", err)
	}
	return backup, nil
}

// WriteAtomic writes data to path through a temporary file in the same
// directory, synced and renamed over path; on failure the temporary file
// is removed and path is untouched.
func WriteAtomic(path string, data []byte, mode os.FileMode) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Chmod(mode); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}
