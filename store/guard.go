package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/vouchdev/vouch/internal/state"
)

// IncrementLoop atomically adds one to the feedback-loop counter of a
// session's turn and returns the new value: 1 the first time. Concurrent
// callers, in any number of processes, each get a distinct value. turnKey
// may be "" for a session-wide counter.
func (s *Store) IncrementLoop(ctx context.Context, agent, session, turnKey string) (n int, err error) {
	if err := needSession(agent, session); err != nil {
		return 0, err
	}
	err = s.write(ctx, "IncrementLoop", func(tx *sql.Tx, now int64) error {
		sid, err := upsertSession(ctx, tx, agent, session, now)
		if err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, `
			INSERT INTO loops (session, turn_key, count, updated) VALUES (?, ?, 1, ?)
			ON CONFLICT (session, turn_key) DO UPDATE SET count = count + 1, updated = excluded.updated
			RETURNING count`, sid, turnKey, now).Scan(&n)
	})
	return n, err
}

// ResetLoop sets the counter of a session's turn back to zero.
func (s *Store) ResetLoop(ctx context.Context, agent, session, turnKey string) error {
	if err := needSession(agent, session); err != nil {
		return err
	}
	return s.write(ctx, "ResetLoop", func(tx *sql.Tx, now int64) error {
		_, err := tx.ExecContext(ctx, `
			DELETE FROM loops WHERE turn_key = ?
			AND session = (SELECT id FROM sessions WHERE agent = ? AND session_id = ?)`, turnKey, agent, session)
		return err
	})
}

// LoopCount returns the counter of a session's turn without changing it: 0
// if it was never incremented.
func (s *Store) LoopCount(ctx context.Context, agent, session, turnKey string) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `
		SELECT coalesce((SELECT l.count FROM loops l JOIN sessions s ON s.id = l.session
			WHERE s.agent = ? AND s.session_id = ? AND l.turn_key = ?), 0)`, agent, session, turnKey).Scan(&n)
	return n, s.wrap("LoopCount", err)
}

// Nudge is a message vouch injected into the agent's conversation.
type Nudge struct {
	Agent   string
	Session string
	TurnKey string
	Kind    string // what prompted it, e.g. "stall", "repeat-failure"
	Message string
	At      time.Time // zero means now
}

// RecordNudge stores a nudge unconditionally.
func (s *Store) RecordNudge(ctx context.Context, n Nudge) error {
	_, err := s.TryNudge(ctx, n, NudgeLimit{})
	return err
}

// NudgeLimit rate-limits TryNudge per session and kind. The zero value
// allows everything.
type NudgeLimit struct {
	Max         int           // at most this many nudges of the kind per session; 0 for no cap
	MinInterval time.Duration // at least this long after the previous nudge of the kind; 0 for none
}

// TryNudge records the nudge only if lim allows it, checking and inserting
// in one transaction so that concurrent hook processes cannot both nudge
// past the limit. It reports whether the nudge was recorded (and so should
// be sent).
func (s *Store) TryNudge(ctx context.Context, n Nudge, lim NudgeLimit) (bool, error) {
	if err := needSession(n.Agent, n.Session); err != nil {
		return false, err
	}
	if n.Kind == "" {
		return false, errors.New("store: nudge kind is required")
	}
	var ok bool
	err := s.write(ctx, "TryNudge", func(tx *sql.Tx, now int64) error {
		ok = false
		sid, err := upsertSession(ctx, tx, n.Agent, n.Session, now)
		if err != nil {
			return err
		}
		at := ms(n.At)
		if at == 0 {
			at = now
		}
		if lim.Max > 0 || lim.MinInterval > 0 {
			var count int
			var last int64
			if err := tx.QueryRowContext(ctx, `SELECT count(*), coalesce(max(at), 0) FROM nudges WHERE session = ? AND kind = ?`,
				sid, n.Kind).Scan(&count, &last); err != nil {
				return err
			}
			if lim.Max > 0 && count >= lim.Max {
				return nil
			}
			if lim.MinInterval > 0 && count > 0 && at-last < lim.MinInterval.Milliseconds() {
				return nil
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO nudges (session, turn_key, kind, message, at) VALUES (?, ?, ?, ?, ?)`,
			sid, n.TurnKey, n.Kind, n.Message, at); err != nil {
			return err
		}
		ok = true
		return nil
	})
	return ok, err
}

// NudgeCount returns how many nudges of kind the session got; "" counts all
// kinds.
func (s *Store) NudgeCount(ctx context.Context, agent, session, kind string) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `
		SELECT count(*) FROM nudges n JOIN sessions s ON s.id = n.session
		WHERE s.agent = ? AND s.session_id = ? AND (?3 = '' OR n.kind = ?3)`, agent, session, kind).Scan(&n)
	return n, s.wrap("NudgeCount", err)
}

// LastNudge returns the time of the session's newest nudge of kind ("" for
// any kind); the zero time if there is none.
func (s *Store) LastNudge(ctx context.Context, agent, session, kind string) (time.Time, error) {
	var at int64
	err := s.db.QueryRowContext(ctx, `
		SELECT coalesce(max(n.at), 0) FROM nudges n JOIN sessions s ON s.id = n.session
		WHERE s.agent = ? AND s.session_id = ? AND (?3 = '' OR n.kind = ?3)`, agent, session, kind).Scan(&at)
	return fromMS(at), s.wrap("LastNudge", err)
}

// Veto is a tool call the live guard refused.
type Veto struct {
	Agent   string
	Session string
	TurnKey string
	Tool    string // the agent's tool name
	Reason  string
	At      time.Time // zero means now
	// SpoolID is the id of the spool record the veto came from (see
	// internal/state); a veto with the same SpoolID is stored once.
	SpoolID string
}

// RecordVeto stores a veto.
func (s *Store) RecordVeto(ctx context.Context, v Veto) error {
	if err := needSession(v.Agent, v.Session); err != nil {
		return err
	}
	return s.write(ctx, "RecordVeto", func(tx *sql.Tx, now int64) error { return recordVeto(ctx, tx, v, now) })
}

// recordVeto is RecordVeto within tx.
func recordVeto(ctx context.Context, tx *sql.Tx, v Veto, now int64) error {
	sid, err := upsertSession(ctx, tx, v.Agent, v.Session, now)
	if err != nil {
		return err
	}
	at := ms(v.At)
	if at == 0 {
		at = now
	}
	var spool any
	if v.SpoolID != "" {
		spool = v.SpoolID
	}
	_, err = tx.ExecContext(ctx, `INSERT OR IGNORE INTO vetoes (session, turn_key, tool, reason, at, spool_id) VALUES (?, ?, ?, ?, ?, ?)`,
		sid, v.TurnKey, v.Tool, v.Reason, at, spool)
	return err
}

// Vetoes returns the session's vetoes, oldest first.
func (s *Store) Vetoes(ctx context.Context, agent, session string) ([]Veto, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT v.turn_key, v.tool, v.reason, v.at FROM vetoes v JOIN sessions s ON s.id = v.session
		WHERE s.agent = ? AND s.session_id = ? ORDER BY v.id`, agent, session)
	if err != nil {
		return nil, s.wrap("Vetoes", err)
	}
	defer rows.Close()
	var out []Veto
	for rows.Next() {
		v := Veto{Agent: agent, Session: session}
		var at int64
		if err := rows.Scan(&v.TurnKey, &v.Tool, &v.Reason, &at); err != nil {
			return nil, s.wrap("Vetoes", err)
		}
		v.At = fromMS(at)
		out = append(out, v)
	}
	return out, s.wrap("Vetoes", rows.Err())
}

// Tool-call outcomes (internal/state's, which cmd/vouch-hook spools).
const (
	OutcomePending = state.OutcomePending // seen before it ran (PreToolUse)
	OutcomeOK      = state.OutcomeOK
	OutcomeFail    = state.OutcomeFail   // ran and failed: non-zero exit, failing tests
	OutcomeError   = state.OutcomeError  // the tool itself errored
	OutcomeVetoed  = state.OutcomeVetoed // refused by the guard
)

// ToolCall is one tool-call event, reduced to what progress tracking needs:
// is the agent repeating a failing command, flipping a file between two
// contents, failing more or fewer tests, or calling tools without changing
// anything.
type ToolCall struct {
	ID          int64 // assigned by RecordToolCall; increases with each new call
	Agent       string
	Session     string
	TurnKey     string
	CallID      string // the agent's tool-use id; "" if unknown
	Tool        string // the agent's tool name
	Kind        string // canonical kind: read, edit, write, shell, search, web, task, other
	TargetHash  string // Hash of the command line (shell) or path (file tools)
	ContentHash string // Hash of what an edit or write left in the file; "" otherwise
	Outcome     string // one of the Outcome constants
	ExitCode    *int   // nil when unknown
	Failures    int    // failing tests counted in the output; 0 when none or unknown
	FileChange  bool   // the call changed a file
	At          time.Time
	// SpoolID is the id of the spool record the call came from (see
	// internal/state); a call with the same SpoolID is stored once.
	SpoolID string
}

// ToolCallOf is the store's form of a state.Call (a spooled or observed
// call). A zero c.At stays zero (now, for RecordToolCall).
func ToolCallOf(c state.Call) ToolCall {
	return ToolCall{Agent: c.Agent, Session: c.Session, TurnKey: c.TurnKey, CallID: c.CallID, Tool: c.Tool,
		Kind: c.Kind, TargetHash: c.TargetHash, ContentHash: c.ContentHash, Outcome: c.Outcome,
		ExitCode: c.ExitCode, Failures: c.Failures, FileChange: c.FileChange, At: fromMS(c.At)}
}

// State is c as progress tracking (hook/progress, internal/state) keeps it.
func (c ToolCall) State() state.Call {
	return state.Call{Agent: c.Agent, Session: c.Session, TurnKey: c.TurnKey, CallID: c.CallID, Tool: c.Tool,
		Kind: c.Kind, TargetHash: c.TargetHash, ContentHash: c.ContentHash, Outcome: c.Outcome,
		ExitCode: c.ExitCode, Failures: c.Failures, FileChange: c.FileChange, At: ms(c.At)}
}

// Hash is the digest stored for a command line, path or file content: the
// first 16 bytes of its SHA-256, in hex (state.Hash). Commands are stored
// only as hashes because they can carry secrets.
func Hash(s string) string { return state.Hash(s) }

// RecordToolCall stores a tool-call event and returns its id. A call with a
// CallID already recorded for the session is updated instead (a PreToolUse
// recording it pending, then PostToolUse its outcome): non-empty Kind,
// hashes and TurnKey replace the stored ones, and Outcome, ExitCode,
// Failures, FileChange and At are replaced. A zero At means now. A call
// whose SpoolID is already stored is not stored again: its id is returned.
func (s *Store) RecordToolCall(ctx context.Context, c ToolCall) (int64, error) {
	if err := needSession(c.Agent, c.Session); err != nil {
		return 0, err
	}
	if c.Tool == "" || c.Outcome == "" {
		return 0, fmt.Errorf("store: RecordToolCall: tool and outcome are required (got %q, %q)", c.Tool, c.Outcome)
	}
	var id int64
	err := s.write(ctx, "RecordToolCall", func(tx *sql.Tx, now int64) error {
		var err error
		id, err = recordToolCall(ctx, tx, c, now)
		return err
	})
	return id, err
}

// recordToolCall is RecordToolCall within tx.
func recordToolCall(ctx context.Context, tx *sql.Tx, c ToolCall, now int64) (int64, error) {
	sid, err := upsertSession(ctx, tx, c.Agent, c.Session, now)
	if err != nil {
		return 0, err
	}
	at := ms(c.At)
	if at == 0 {
		at = now
	}
	var exit sql.NullInt64
	if c.ExitCode != nil {
		exit = sql.NullInt64{Int64: int64(*c.ExitCode), Valid: true}
	}
	var id int64
	var spool any
	if c.SpoolID != "" {
		err := tx.QueryRowContext(ctx, `SELECT id FROM tool_calls WHERE spool_id = ?`, c.SpoolID).Scan(&id)
		if err == nil || !errors.Is(err, sql.ErrNoRows) {
			return id, err
		}
		spool = c.SpoolID
	}
	err = tx.QueryRowContext(ctx, `
		INSERT INTO tool_calls (session, turn_key, call_id, tool, kind, target_hash, content_hash,
			outcome, exit_code, failures, file_change, at, spool_id)
		VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
		ON CONFLICT (session, call_id) WHERE call_id <> '' DO UPDATE SET
			turn_key = CASE WHEN ?2 <> '' THEN ?2 ELSE turn_key END,
			tool = ?4,
			kind = CASE WHEN ?5 <> '' THEN ?5 ELSE kind END,
			target_hash = CASE WHEN ?6 <> '' THEN ?6 ELSE target_hash END,
			content_hash = CASE WHEN ?7 <> '' THEN ?7 ELSE content_hash END,
			outcome = ?8, exit_code = ?9, failures = ?10, file_change = ?11, at = ?12,
			spool_id = coalesce(?13, spool_id)
		RETURNING id`,
		sid, c.TurnKey, c.CallID, c.Tool, c.Kind, c.TargetHash, c.ContentHash,
		c.Outcome, exit, c.Failures, c.FileChange, at, spool).Scan(&id)
	return id, err
}

// RecentToolCalls returns the session's newest n tool calls, newest first
// (n <= 0: all of them).
func (s *Store) RecentToolCalls(ctx context.Context, agent, session string, n int) ([]ToolCall, error) {
	if n <= 0 {
		n = -1
	}
	rows, err := s.db.QueryContext(ctx, `
		SELECT c.id, c.turn_key, c.call_id, c.tool, c.kind, c.target_hash, c.content_hash,
			c.outcome, c.exit_code, c.failures, c.file_change, c.at
		FROM tool_calls c JOIN sessions s ON s.id = c.session
		WHERE s.agent = ? AND s.session_id = ?
		ORDER BY c.id DESC LIMIT ?`, agent, session, n)
	if err != nil {
		return nil, s.wrap("RecentToolCalls", err)
	}
	defer rows.Close()
	var out []ToolCall
	for rows.Next() {
		c := ToolCall{Agent: agent, Session: session}
		var exit sql.NullInt64
		var at int64
		if err := rows.Scan(&c.ID, &c.TurnKey, &c.CallID, &c.Tool, &c.Kind, &c.TargetHash, &c.ContentHash,
			&c.Outcome, &exit, &c.Failures, &c.FileChange, &at); err != nil {
			return nil, s.wrap("RecentToolCalls", err)
		}
		if exit.Valid {
			e := int(exit.Int64)
			c.ExitCode = &e
		}
		c.At = fromMS(at)
		out = append(out, c)
	}
	return out, s.wrap("RecentToolCalls", rows.Err())
}

// CallsSinceFileChange returns how many tool calls the session made after
// its newest call that changed a file (all of its calls if none did).
func (s *Store) CallsSinceFileChange(ctx context.Context, agent, session string) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `
		WITH sess AS (SELECT id FROM sessions WHERE agent = ? AND session_id = ?)
		SELECT count(*) FROM tool_calls c, sess
		WHERE c.session = sess.id AND c.id > coalesce(
			(SELECT max(id) FROM tool_calls WHERE session = sess.id AND file_change = 1), 0)`,
		agent, session).Scan(&n)
	return n, s.wrap("CallsSinceFileChange", err)
}

// CacheVerdict stores a judge verdict under key, replacing any earlier one.
func (s *Store) CacheVerdict(ctx context.Context, key string, verdict []byte) error {
	if key == "" {
		return errors.New("store: CacheVerdict: empty key")
	}
	return s.write(ctx, "CacheVerdict", func(tx *sql.Tx, now int64) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO verdict_cache (key, verdict, created) VALUES (?, ?, ?)
			ON CONFLICT (key) DO UPDATE SET verdict = excluded.verdict, created = excluded.created`,
			key, verdict, now)
		return err
	})
}

// CachedVerdict returns the verdict stored under key if there is one no
// older than maxAge (maxAge <= 0: any age); ok is false otherwise.
func (s *Store) CachedVerdict(ctx context.Context, key string, maxAge time.Duration) (verdict []byte, ok bool, err error) {
	var created int64
	err = s.db.QueryRowContext(ctx, `SELECT verdict, created FROM verdict_cache WHERE key = ?`, key).Scan(&verdict, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, s.wrap("CachedVerdict", err)
	}
	if maxAge > 0 && ms(s.now())-created > maxAge.Milliseconds() {
		return nil, false, nil
	}
	return verdict, true, nil
}
