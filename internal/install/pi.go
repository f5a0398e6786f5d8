package install

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Pi is the agent whose extension PlanPi installs. Pi has no hook
// configuration to edit: vouch's Pi extension (package pi/extension) is a
// file of its own in Pi's extensions directory.
const Pi Agent = "pi"

// PiExtensionName is the file vouch's extension is written to.
const PiExtensionName = "vouch.ts"

// piMarker opens the first line of every extension file init writes,
// followed by the SHA-256 of everything after that line: a file with the
// marker and a matching hash is vouch's, unchanged since; one without is
// someone else's, and one whose hash no longer matches was edited by hand.
// Neither of those is overwritten or removed.
const piMarker = "// vouch:pi-extension sha256="

// ErrNotVouchs is returned for an extension file vouch did not write, or
// wrote and someone changed since.
var ErrNotVouchs = errors.New("not written by vouch")

// PiFile is the extension file at scope: <dir>/.pi/extensions/vouch.ts for
// Project, <agentDir>/extensions/vouch.ts for User, where agentDir is
// $PI_CODING_AGENT_DIR (AgentDir) or ~/.pi/agent.
func (p Paths) PiFile(scope Scope) (string, error) {
	switch scope {
	case User:
		if p.PiAgentDir != "" {
			return filepath.Join(p.PiAgentDir, "extensions", PiExtensionName), nil
		}
		if p.Home == "" {
			return "", errors.New("install: no home directory to put the pi extension in")
		}
		return filepath.Join(p.Home, ".pi", "agent", "extensions", PiExtensionName), nil
	case Project, "":
		if p.Dir == "" {
			return "", errors.New("install: no project directory to put the pi extension in")
		}
		return filepath.Join(p.Dir, ".pi", "extensions", PiExtensionName), nil
	case Local:
		return "", errors.New("install: pi has no local scope: use --user or --project")
	}
	return "", fmt.Errorf("install: unknown scope %q", scope)
}

// PiContent is source as init writes it: the marker line with source's
// hash, then source.
func PiContent(source string) []byte {
	sum := sha256.Sum256([]byte(source))
	return []byte(piMarker + hex.EncodeToString(sum[:]) +
		`; written by "vouch init pi", removed by "vouch uninstall pi". Edited, it is left alone.` + "\n" + source)
}

// piOwned reports whether data is an extension file vouch wrote and
// nobody changed since.
func piOwned(data []byte) bool {
	first, rest, ok := strings.Cut(string(data), "\n")
	if !ok || !strings.HasPrefix(first, piMarker) {
		return false
	}
	h := strings.TrimPrefix(first, piMarker)
	if i := strings.IndexByte(h, ';'); i >= 0 {
		h = h[:i]
	}
	sum := sha256.Sum256([]byte(rest))
	return h == hex.EncodeToString(sum[:])
}

// notOurs says why the file at path is left alone.
func notOurs(path string, data []byte) error {
	if strings.HasPrefix(string(data), piMarker) {
		return fmt.Errorf("%s: %w: vouch wrote it, but it was changed since; move it away (or remove it) and run the command again", path, ErrNotVouchs)
	}
	return fmt.Errorf("%s: %w: vouch leaves a file it did not write alone; move it away and run the command again", path, ErrNotVouchs)
}

// PlanPi plans writing the extension source (PiContent) to path: a new
// file, or vouch's own earlier file replaced. A file vouch did not write,
// or one changed by hand since, is refused with ErrNotVouchs.
func PlanPi(path string, source string) (*Edit, error) {
	old, existed, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	if existed && !piOwned(old) {
		return nil, notOurs(path, old)
	}
	return &Edit{Path: path, Old: old, Existed: existed, New: PiContent(source)}, nil
}

// PlanPiRemove plans removing the extension at path, refusing (with
// ErrNotVouchs) a file vouch did not write or one changed since.
func PlanPiRemove(path string) (*Edit, error) {
	old, existed, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	if existed && !piOwned(old) {
		return nil, notOurs(path, old)
	}
	return &Edit{Path: path, Old: old, Existed: existed, Remove: true}, nil
}

// ApplyPi carries out an edit planned by PlanPi or PlanPiRemove. Unlike
// Apply it keeps no backup (the only file it replaces or removes is its
// own, unchanged), writes a new file atomically with mode 0644 and
// creates the directories it needs; removing the file also removes the
// extensions directory (and .pi) when that leaves them empty.
func ApplyPi(e *Edit) error {
	if !e.Changed() {
		return nil
	}
	if e.Remove {
		if err := os.Remove(e.Path); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("install: %w", err)
		}
		dir := filepath.Dir(e.Path)
		if filepath.Base(dir) == "extensions" && os.Remove(dir) == nil {
			if p := filepath.Dir(dir); filepath.Base(p) == ".pi" {
				os.Remove(p) // fails unless empty
			}
		}
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(e.Path), 0o755); err != nil {
		return fmt.Errorf("install: %w", err)
	}
	if err := WriteAtomic(e.Path, e.New, 0o644); err != nil {
		return fmt.Errorf("install: %w", err)
	}
	return nil
}
