package state

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// Progress is what a session's progress check needs, kept in one small
// file next to the database so that cmd/vouch-hook can run it on every
// PostToolUse without opening SQLite: the session's newest tool calls
// and the nudges it got. The database stays the record (spooled calls
// reach it at the next store.Open); this file is a bounded view, never
// read by anything but the progress check.
type Progress struct {
	// Calls are the newest calls, newest first (as store.RecentToolCalls
	// returns them), at most the keep given to AddCall.
	Calls []Call `json:"calls"`
	// Seq counts the calls ever added: Calls[i] is call number Seq-i.
	Seq int64 `json:"seq"`
	// Nudges are the nudges the session got, oldest first, at most
	// MaxNudgeMarks of them. A nudge sent while this file was not kept
	// (an older vouch) is missing: the marks are a lower bound.
	Nudges []NudgeMark `json:"nudges,omitempty"`
}

// NudgeMark is a nudge sent to the session.
type NudgeMark struct {
	Kind string `json:"kind"`
	At   int64  `json:"at"`  // Unix milliseconds
	Seq  int64  `json:"seq"` // the number (Progress.Seq) of the call it answered
}

// MaxNudgeMarks bounds Progress.Nudges; nudge.max_per_session above it
// is then checked by the database alone.
const MaxNudgeMarks = 64

// AddCall puts c first in p.Calls and keeps at most keep calls (keep <= 0:
// no bound). A call whose tool-use id is already kept updates that entry
// in place instead, as store.RecordToolCall updates its row: the view and
// the store then list the same calls in the same order.
func (p *Progress) AddCall(c Call, keep int) {
	if c.CallID != "" {
		for i := range p.Calls {
			if o := &p.Calls[i]; o.CallID == c.CallID {
				set(&o.TurnKey, c.TurnKey)
				set(&o.Kind, c.Kind)
				set(&o.TargetHash, c.TargetHash)
				set(&o.ContentHash, c.ContentHash)
				o.Tool, o.Outcome, o.ExitCode, o.Failures, o.FileChange, o.At = c.Tool, c.Outcome, c.ExitCode, c.Failures, c.FileChange, c.At
				return
			}
		}
	}
	p.Seq++
	p.Calls = append(p.Calls, Call{})
	copy(p.Calls[1:], p.Calls)
	p.Calls[0] = c
	if keep > 0 && len(p.Calls) > keep {
		p.Calls = p.Calls[:keep]
	}
}

// set sets *dst to v unless v is empty.
func set(dst *string, v string) {
	if v != "" {
		*dst = v
	}
}

// SeqOf is the number of the newest kept call with the tool-use id
// callID, else of the newest call.
func (p *Progress) SeqOf(callID string) int64 {
	for i, c := range p.Calls {
		if callID != "" && c.CallID == callID {
			return p.Seq - int64(i)
		}
	}
	return p.Seq
}

// AddNudge appends a nudge mark, dropping the oldest beyond MaxNudgeMarks.
func (p *Progress) AddNudge(m NudgeMark) {
	p.Nudges = append(p.Nudges, m)
	if len(p.Nudges) > MaxNudgeMarks {
		p.Nudges = append(p.Nudges[:0], p.Nudges[len(p.Nudges)-MaxNudgeMarks:]...)
	}
}

// ProgressFile is the Progress file of a session of agent, for the
// database at db: progress/AGENT-HASH.json next to it, HASH naming the
// session id without putting arbitrary text into a file name.
func ProgressFile(db, agent, session string) string {
	h := sha256.Sum256([]byte(session))
	return filepath.Join(filepath.Dir(db), "progress", agent+"-"+hex.EncodeToString(h[:12])+".json")
}

// ErrLockTimeout is returned by UpdateProgress when another process
// holds the file's lock for longer than LockTimeout.
var ErrLockTimeout = errors.New("progress: timed out waiting for the lock")

// LockTimeout bounds the wait for a Progress file's lock. Holders keep
// it for a read and a write of a few kilobytes, so waiting longer means
// something is wrong; the hook then answers without the progress check.
const LockTimeout = 2 * time.Second

// ReadProgress reads the Progress file at path; a missing file is an
// empty Progress. Writers replace the file whole (rename), so a reader
// needs no lock.
func ReadProgress(path string) (Progress, error) {
	var p Progress
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return p, nil
	}
	if err != nil {
		return p, fmt.Errorf("progress: %w", err)
	}
	if err := json.Unmarshal(data, &p); err != nil {
		// A file this package did not write (or a newer format): start
		// over rather than block every hook; the database keeps the record.
		return Progress{}, nil
	}
	return p, nil
}

// UpdateProgress changes the Progress file at path under an exclusive
// lock (path+".lock", held across the read, fn and the write), so that
// concurrent hooks (parallel tool calls) each add their call and none is
// lost; fn changes p in place. The file is written under a temporary name
// and renamed. It returns the Progress as written.
func UpdateProgress(path string, fn func(p *Progress)) (Progress, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return Progress{}, fmt.Errorf("progress: %w", err)
	}
	unlock, err := lock(path+".lock", LockTimeout)
	if err != nil {
		return Progress{}, err
	}
	defer unlock()
	p, err := ReadProgress(path)
	if err != nil {
		return p, err
	}
	fn(&p)
	data, err := json.Marshal(p)
	if err != nil {
		return p, fmt.Errorf("progress: %w", err)
	}
	tmp := fmt.Sprintf("%s.tmp-%d", path, os.Getpid())
	if err := os.WriteFile(tmp, data, 0o600); err != nil {
		os.Remove(tmp)
		return p, fmt.Errorf("progress: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return p, fmt.Errorf("progress: %w", err)
	}
	return p, nil
}
