package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Session statuses. The store does not interpret them; these are the values
// the hooks write.
const (
	SessionActive = "active"
	SessionEnded  = "ended"
)

// Session is one agent session as the hooks saw it.
type Session struct {
	Agent          string // claude-code, codex, pi, ...
	ID             string // the agent's session id
	Cwd            string
	TranscriptPath string
	FirstSeen      time.Time
	LastSeen       time.Time
	Status         string // SessionActive unless set otherwise
}

// TouchSession records that a session is alive: it creates the session on
// first sight, advances LastSeen to now, and overwrites Cwd, TranscriptPath
// and Status with the non-empty ones given (FirstSeen and LastSeen in the
// argument are ignored). Every other write for a session touches it too, so
// this is only needed to record those three fields.
func (s *Store) TouchSession(ctx context.Context, sess Session) error {
	if err := needSession(sess.Agent, sess.ID); err != nil {
		return err
	}
	return s.write(ctx, "TouchSession", func(tx *sql.Tx, now int64) error {
		status := sess.Status
		if status == "" {
			status = SessionActive
		}
		_, err := tx.ExecContext(ctx, `
			INSERT INTO sessions (agent, session_id, cwd, transcript_path, first_seen, last_seen, status)
			VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6)
			ON CONFLICT (agent, session_id) DO UPDATE SET
				last_seen = max(last_seen, excluded.last_seen),
				cwd = CASE WHEN ?3 <> '' THEN ?3 ELSE cwd END,
				transcript_path = CASE WHEN ?4 <> '' THEN ?4 ELSE transcript_path END,
				status = CASE WHEN ?7 <> '' THEN ?7 ELSE status END`,
			sess.Agent, sess.ID, sess.Cwd, sess.TranscriptPath, now, status, sess.Status)
		return err
	})
}

// Session returns one session, or an error matching ErrNotFound.
func (s *Store) Session(ctx context.Context, agent, id string) (Session, error) {
	var sess Session
	var first, last int64
	err := s.db.QueryRowContext(ctx, `
		SELECT agent, session_id, cwd, transcript_path, first_seen, last_seen, status
		FROM sessions WHERE agent = ? AND session_id = ?`, agent, id).
		Scan(&sess.Agent, &sess.ID, &sess.Cwd, &sess.TranscriptPath, &first, &last, &sess.Status)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, fmt.Errorf("store: session %s/%s: %w", agent, id, ErrNotFound)
	}
	if err != nil {
		return Session{}, s.wrap("Session", err)
	}
	sess.FirstSeen, sess.LastSeen = fromMS(first), fromMS(last)
	return sess, nil
}

// SessionFilter selects sessions for Sessions. The zero value selects every
// session, newest first.
type SessionFilter struct {
	Agent    string    // only this agent; "" for all
	IDPrefix string    // only session ids starting with this; "" for all
	Cwd      string    // only sessions in this directory; "" for all
	Status   string    // only this status; "" for all
	Since    time.Time // only sessions seen at or after this; zero for all
	Limit    int       // at most this many; 0 for no limit
}

// SessionSummary is a session with the counts `vouch status` shows.
type SessionSummary struct {
	Session
	Turns         int       // turns begun
	LastVerdict   string    // status of the newest report; "" if none
	LastVerdictAt time.Time // when it was saved; zero if none
	Loops         int       // feedback loops used, summed over the session's turns
	Nudges        int
	Vetoes        int
	ToolCalls     int
}

// Sessions lists sessions matching f, most recently seen first.
func (s *Store) Sessions(ctx context.Context, f SessionFilter) ([]SessionSummary, error) {
	limit := f.Limit
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	rows, err := s.db.QueryContext(ctx, `
		SELECT s.agent, s.session_id, s.cwd, s.transcript_path, s.first_seen, s.last_seen, s.status,
			(SELECT count(*) FROM turns t WHERE t.session = s.id),
			coalesce((SELECT r.status FROM reports r WHERE r.session = s.id ORDER BY r.id DESC LIMIT 1), ''),
			coalesce((SELECT r.created FROM reports r WHERE r.session = s.id ORDER BY r.id DESC LIMIT 1), 0),
			(SELECT coalesce(sum(l.count), 0) FROM loops l WHERE l.session = s.id),
			(SELECT count(*) FROM nudges n WHERE n.session = s.id),
			(SELECT count(*) FROM vetoes v WHERE v.session = s.id),
			(SELECT count(*) FROM tool_calls c WHERE c.session = s.id)
		FROM sessions s
		WHERE (?1 = '' OR s.agent = ?1)
			AND (?2 = '' OR substr(s.session_id, 1, length(?2)) = ?2)
			AND (?3 = '' OR s.cwd = ?3)
			AND (?4 = '' OR s.status = ?4)
			AND s.last_seen >= ?5
		ORDER BY s.last_seen DESC, s.id DESC
		LIMIT ?6`, f.Agent, f.IDPrefix, f.Cwd, f.Status, ms(f.Since), limit)
	if err != nil {
		return nil, s.wrap("Sessions", err)
	}
	defer rows.Close()
	var out []SessionSummary
	for rows.Next() {
		var x SessionSummary
		var first, last, verdictAt int64
		if err := rows.Scan(&x.Agent, &x.ID, &x.Cwd, &x.TranscriptPath, &first, &last, &x.Status,
			&x.Turns, &x.LastVerdict, &verdictAt, &x.Loops, &x.Nudges, &x.Vetoes, &x.ToolCalls); err != nil {
			return nil, s.wrap("Sessions", err)
		}
		x.FirstSeen, x.LastSeen, x.LastVerdictAt = fromMS(first), fromMS(last), fromMS(verdictAt)
		out = append(out, x)
	}
	return out, s.wrap("Sessions", rows.Err())
}

// Prune deletes the sessions last seen before t, with everything they own
// (turns, reports, loops, nudges, tool calls, vetoes), and the verdict cache
// entries created before t. It returns how many sessions it deleted.
func (s *Store) Prune(ctx context.Context, before time.Time) (int, error) {
	var n int64
	err := s.write(ctx, "Prune", func(tx *sql.Tx, _ int64) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE last_seen < ?`, ms(before))
		if err != nil {
			return err
		}
		if n, err = res.RowsAffected(); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM verdict_cache WHERE created < ?`, ms(before))
		return err
	})
	return int(n), err
}
