// Package state knows where the live guard keeps its state and holds the
// spool: records left by processes that must answer faster than opening
// the SQLite database allows. cmd/vouch-hook denies a PreToolUse call in a
// few milliseconds and leaves the veto here as one small file; the next
// store.Open (the next Stop, PostToolUse, `vouch status`) moves it into
// the database. The package imports no SQLite, so cmd/vouch-hook stays
// small.
package state

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// DB is the database the live guard uses: $VOUCH_STATE_DIR/vouch.db, else
// $XDG_STATE_HOME/vouch/vouch.db (when absolute), else
// ~/.local/state/vouch/vouch.db. getenv is os.Getenv or a test's
// environment. The directory is not created.
func DB(getenv func(string) string) (string, error) {
	if d := getenv("VOUCH_STATE_DIR"); d != "" {
		return filepath.Join(d, "vouch.db"), nil
	}
	if d := getenv("XDG_STATE_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "vouch", "vouch.db"), nil
	}
	home := getenv("HOME")
	if home == "" {
		var err error
		if home, err = os.UserHomeDir(); err != nil {
			return "", fmt.Errorf("locating the state directory: %w (set XDG_STATE_HOME or VOUCH_STATE_DIR)", err)
		}
	}
	return filepath.Join(home, ".local", "state", "vouch", "vouch.db"), nil
}

// SpoolDir is the spool of the database at db.
func SpoolDir(db string) string { return filepath.Join(filepath.Dir(db), "spool") }

// Veto is a spooled PreToolUse denial (store.Veto's fields).
type Veto struct {
	Agent   string `json:"agent"`
	Session string `json:"session"`
	TurnKey string `json:"turn_key,omitempty"`
	Tool    string `json:"tool"`
	Reason  string `json:"reason"`
	At      int64  `json:"at"` // Unix milliseconds
}

// PutVeto spools v in dir: one file, written under a temporary name and
// renamed into place, so a reader sees it whole or not at all.
func PutVeto(dir string, v Veto) error {
	if v.At == 0 {
		v.At = time.Now().UnixMilli()
	}
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("spool: %w", err)
	}
	// The name sorts by time and is unique (one process, one nanosecond):
	// it is the record's id.
	name := fmt.Sprintf("%019d-%d", time.Now().UnixNano(), os.Getpid())
	tmp := filepath.Join(dir, ".tmp-"+name)
	if err := os.WriteFile(tmp, data, 0o600); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("spool: %w", err)
	}
	if err := os.Rename(tmp, filepath.Join(dir, name+".veto")); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("spool: %w", err)
	}
	return nil
}

// Spooled is one spooled record.
type Spooled struct {
	ID   string // unique; the same record always has the same ID
	Path string
	Veto Veto
}

// ErrBadRecord wraps a spool file that is not a record; Read renames it
// to NAME.bad, kept for a human to look at, and goes on.
var ErrBadRecord = errors.New("spool: malformed record")

// Read lists the records in dir, oldest first. A missing dir is an empty
// spool. Malformed files are set aside (renamed *.bad) and reported in
// bad, never deleted.
func Read(dir string) (recs []Spooled, bad []error, err error) {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("spool: %w", err)
	}
	names := make([]string, 0, len(ents))
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".veto") && !e.IsDir() {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	for _, n := range names {
		p := filepath.Join(dir, n)
		data, err := os.ReadFile(p)
		if errors.Is(err, os.ErrNotExist) {
			continue // another process took it
		}
		if err != nil {
			return recs, bad, fmt.Errorf("spool: %w", err)
		}
		var v Veto
		if err := json.Unmarshal(data, &v); err != nil || v.Agent == "" || v.Session == "" {
			if err == nil {
				err = errors.New("no agent or session")
			}
			bad = append(bad, fmt.Errorf("%w: %s: %v (set aside as %s.bad)", ErrBadRecord, p, err, n))
			os.Rename(p, p+".bad")
			continue
		}
		recs = append(recs, Spooled{ID: strings.TrimSuffix(n, ".veto"), Path: p, Veto: v})
	}
	return recs, bad, nil
}

// Done removes a record once it is in the database. A record another
// process already removed is fine.
func Done(s Spooled) error {
	if err := os.Remove(s.Path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("spool: %w", err)
	}
	return nil
}
