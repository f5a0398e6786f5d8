package state

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Each session's tool calls go to one append-only log next to the
// database, progress/AGENT-HASH.log: a line per finished call (cmd/vouch-
// hook on PostToolUse, or the guard) and a line per nudge sent (the
// guard). It is at once the spool of the calls, which store.Open moves
// into the database (each line once: the store keeps how far it read each
// log), and the view the progress check reads without the database: the
// last lines of the log are the session's recent calls.
//
// A log is only ever appended to, one line per write(2) on a file opened
// with O_APPEND: concurrent hooks (parallel tool calls) each add their line
// whole, in some order, without a lock, and a reader sees whole lines (a
// line without its newline is a write still under way, left for later).
// Creating a file costs milliseconds on some machines (a temporary file
// and a rename per call, as the vetoes are spooled, was the larger part of
// PostToolUse's latency); appending costs microseconds.

// LogExt is the extension of the progress logs.
const LogExt = ".log"

// ProgressDir holds the progress logs of the database at db.
func ProgressDir(db string) string { return filepath.Join(filepath.Dir(db), "progress") }

// ProgressLog is the log of a session of agent, for the database at db:
// HASH names the session id without putting arbitrary text into a file
// name.
func ProgressLog(db, agent, session string) string {
	h := sha256.Sum256([]byte(session))
	return filepath.Join(ProgressDir(db), agent+"-"+hex.EncodeToString(h[:12])+LogExt)
}

// logLine is one line of a progress log: a call, a nudge or a veto.
type logLine struct {
	Call  *Call      `json:"call,omitempty"`
	Nudge *NudgeMark `json:"nudge,omitempty"`
	Veto  *Veto      `json:"veto,omitempty"`
}

// kinds is how many of the line's records are set (one, in a good line).
func (l *logLine) kinds() int {
	n := 0
	for _, set := range []bool{l.Call != nil, l.Nudge != nil, l.Veto != nil} {
		if set {
			n++
		}
	}
	return n
}

// NudgeMark is a nudge sent to the session.
type NudgeMark struct {
	Kind string `json:"kind"`
	At   int64  `json:"at"` // Unix milliseconds
}

// AppendCall adds c to the log at path (creating it and its directory)
// and returns the line's spool id, LOGNAME:OFFSET, unique and the same
// the store records the call under (store.ToolCall.SpoolID).
func AppendCall(path string, c Call) (id string, err error) {
	if c.Agent == "" || c.Session == "" || c.Tool == "" || c.Outcome == "" {
		return "", fmt.Errorf("progress: a call needs agent, session, tool and outcome (got %q, %q, %q, %q)",
			c.Agent, c.Session, c.Tool, c.Outcome)
	}
	if c.At == 0 {
		c.At = time.Now().UnixMilli()
	}
	off, err := appendLine(path, logLine{Call: &c})
	if err != nil {
		return "", err
	}
	return SpoolID(filepath.Base(path), off), nil
}

// AppendVeto adds a veto (a PreToolUse denial, a change the tripwire put
// back) to the log at path, for the store as PutVeto's spool file is (the
// veto's session need not be the log's). It returns the line's spool id.
func AppendVeto(path string, v Veto) (id string, err error) {
	if v.Agent == "" || v.Session == "" {
		return "", fmt.Errorf("progress: a veto needs agent and session (got %q, %q)", v.Agent, v.Session)
	}
	if v.At == 0 {
		v.At = time.Now().UnixMilli()
	}
	off, err := appendLine(path, logLine{Veto: &v})
	if err != nil {
		return "", err
	}
	return SpoolID(filepath.Base(path), off), nil
}

// AppendNudge adds a nudge mark to the log at path.
func AppendNudge(path string, m NudgeMark) error {
	if m.At == 0 {
		m.At = time.Now().UnixMilli()
	}
	_, err := appendLine(path, logLine{Nudge: &m})
	return err
}

// SpoolID is the id of the line at offset off of the log named name.
func SpoolID(name string, off int64) string { return name + ":" + strconv.FormatInt(off, 10) }

// appendLine writes l as one line with one write and returns its offset.
func appendLine(path string, l logLine) (int64, error) {
	data, ok := encodeLine(&l)
	if !ok {
		var err error
		if data, err = json.Marshal(l); err != nil {
			return 0, err
		}
	}
	data = append(data, '\n')
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if errors.Is(err, os.ErrNotExist) {
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return 0, fmt.Errorf("progress: %w", err)
		}
		f, err = os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	}
	if err != nil {
		return 0, fmt.Errorf("progress: %w", err)
	}
	n, err := f.Write(data)
	if err == nil && n < len(data) {
		err = io.ErrShortWrite
	}
	var end int64
	if err == nil {
		// With O_APPEND the write went to the end, wherever that was; the
		// file offset is now just past this line.
		end, err = f.Seek(0, io.SeekCurrent)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, fmt.Errorf("progress: %s: %w", path, err)
	}
	return end - int64(len(data)), nil
}

// Progress is what the progress check needs from a session's log.
type Progress struct {
	// Calls are the newest calls, newest first (as store.RecentToolCalls
	// returns them). A call logged again under the same tool-use id
	// updates its entry in place, as the store updates its row.
	Calls []Call
	// Nudges are the nudges found among the lines read, oldest first. The
	// log is read from its end, as far back as keep calls need, so older
	// ones may be missing: they are a lower bound of the nudges the
	// session got.
	Nudges []NudgeMark
	// SinceNudge is how many calls were logged after the newest of Nudges.
	SinceNudge int
}

// TailBytes is how much of a log's end ReadProgress reads at most.
const TailBytes = 256 << 10

// lineBytes is about the length of a call's line (180 bytes for a Bash
// call); ReadProgress reads what 1.5×keep such lines take, then twice as
// much until it has keep lines: each line read is a JSON decode, on every
// PostToolUse.
const lineBytes = 200

// ReadProgress reads the newest keep calls of the log at path (a missing
// log has none; keep <= 0: as many as the last TailBytes hold), and the
// nudges among the lines it read. It reads the log from its end, as
// little as it can: it runs on every PostToolUse, and a session's log
// grows with each call. Lines that do not parse are skipped.
func ReadProgress(path string, keep int) (Progress, error) {
	var p Progress
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return p, nil
	}
	if err != nil {
		return p, fmt.Errorf("progress: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return p, fmt.Errorf("progress: %w", err)
	}
	size := fi.Size()
	want := int64(TailBytes)
	if keep > 0 {
		want = min(want, int64((keep+keep/2+2)*lineBytes))
	}
	var buf []byte
	for {
		start := max(0, size-want)
		buf = make([]byte, size-start)
		if _, err := f.ReadAt(buf, start); err != nil && !errors.Is(err, io.EOF) {
			return p, fmt.Errorf("progress: %s: %w", path, err)
		}
		if start > 0 { // the first line is cut
			if i := bytes.IndexByte(buf, '\n'); i >= 0 {
				buf = buf[i+1:]
			} else {
				buf = nil
			}
		}
		if start == 0 || keep <= 0 || want >= TailBytes || bytes.Count(buf, []byte{'\n'}) > keep {
			break
		}
		want = min(2*want, TailBytes)
	}
	var lines []logLine
	for len(buf) > 0 {
		i := bytes.IndexByte(buf, '\n')
		if i < 0 {
			break // a write under way
		}
		var l logLine
		if (decodeLine(buf[:i], &l) || json.Unmarshal(buf[:i], &l) == nil) && l.kinds() == 1 && l.Veto == nil {
			lines = append(lines, l)
		}
		buf = buf[i+1:]
	}
	// Oldest first, the way the store inserts and updates rows.
	var calls []Call
	at := map[string]int{}
	for _, l := range lines {
		if l.Nudge != nil {
			p.Nudges = append(p.Nudges, *l.Nudge)
			p.SinceNudge = 0
			continue
		}
		c := *l.Call
		p.SinceNudge++
		if i, ok := at[c.CallID]; ok && c.CallID != "" {
			update(&calls[i], c)
			continue
		}
		at[c.CallID] = len(calls)
		calls = append(calls, c)
	}
	n := len(calls)
	if keep > 0 {
		n = min(n, keep)
	}
	p.Calls = make([]Call, n)
	for i := range n {
		p.Calls[i] = calls[len(calls)-1-i]
	}
	return p, nil
}

// update is store.RecordToolCall's update of a row by a call with the
// same tool-use id: non-empty turn, kind and hashes replace the old ones;
// tool, outcome, exit code, failures, change and time are replaced.
func update(o *Call, c Call) {
	set := func(dst *string, v string) {
		if v != "" {
			*dst = v
		}
	}
	set(&o.TurnKey, c.TurnKey)
	set(&o.Kind, c.Kind)
	set(&o.TargetHash, c.TargetHash)
	set(&o.ContentHash, c.ContentHash)
	o.Tool, o.Outcome, o.ExitCode, o.Failures, o.FileChange, o.At = c.Tool, c.Outcome, c.ExitCode, c.Failures, c.FileChange, c.At
}

// Log is a progress log as found by Logs.
type Log struct {
	Name    string // file name, the store's key for how far it read
	Path    string
	Size    int64
	ModTime time.Time
}

// Logs lists the progress logs of the database at db (none when the
// directory does not exist).
func Logs(db string) ([]Log, error) {
	dir := ProgressDir(db)
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("progress: %w", err)
	}
	var logs []Log
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), LogExt) {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue // removed meanwhile
		}
		logs = append(logs, Log{Name: e.Name(), Path: filepath.Join(dir, e.Name()), Size: fi.Size(), ModTime: fi.ModTime()})
	}
	return logs, nil
}

// Logged is a record read from a log by ReadLog: a call or a veto.
type Logged struct {
	ID   string // SpoolID of its line
	Call *Call
	Veto *Veto
}

// ReadLog reads the calls and vetoes logged at path from offset from on,
// up to the last whole line, and returns them with the offset to read
// from next. Nudge lines are passed over; a line that is not a record is
// passed over and reported in bad (the log is not changed: nothing is
// lost).
func ReadLog(path string, from int64) (recs []Logged, next int64, bad []error, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, from, nil, fmt.Errorf("progress: %w", err)
	}
	defer f.Close()
	if _, err := f.Seek(from, io.SeekStart); err != nil {
		return nil, from, nil, fmt.Errorf("progress: %w", err)
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, from, nil, fmt.Errorf("progress: %s: %w", path, err)
	}
	name := filepath.Base(path)
	next = from
	for {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			break
		}
		var l logLine
		err := json.Unmarshal(data[:i], &l)
		switch {
		case err != nil:
		case l.kinds() != 1:
			err = errors.New("not one call, nudge or veto")
		case l.Call != nil && (l.Call.Agent == "" || l.Call.Session == "" || l.Call.Tool == "" || l.Call.Outcome == ""):
			err = errors.New("a call without agent, session, tool or outcome")
		case l.Veto != nil && (l.Veto.Agent == "" || l.Veto.Session == ""):
			err = errors.New("a veto without agent or session")
		}
		if err != nil {
			bad = append(bad, fmt.Errorf("%w: %s at offset %d: %v (skipped)", ErrBadRecord, path, next, err))
		} else if l.Call != nil || l.Veto != nil {
			recs = append(recs, Logged{ID: SpoolID(name, next), Call: l.Call, Veto: l.Veto})
		}
		next += int64(i) + 1
		data = data[i+1:]
	}
	return recs, next, bad, nil
}
