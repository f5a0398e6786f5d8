package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"
)

// Turn is one user prompt of a session and what vouch made of it.
type Turn struct {
	Agent      string
	Session    string
	Key        string    // the agent's turn id, or the number in decimal when it has none
	Number     int       // 1, 2, ... in the order the store first saw the session's turns
	PromptAt   time.Time // zero if unknown
	VerifiedAt time.Time // when the newest report was saved; zero if never verified
	Verdict    string    // status of the newest report; "" if never verified
}

// Verified reports whether a report has been saved for the turn.
func (t Turn) Verified() bool { return !t.VerifiedAt.IsZero() }

// BeginTurn records a turn and returns it. The first call for a key gives
// the turn the session's next number; later calls for the same key return
// the existing turn unchanged. An empty key begins a new turn whose key is
// its number ("1", "2", ...), for agents whose hooks carry no turn id. A zero
// promptAt means now.
func (s *Store) BeginTurn(ctx context.Context, agent, session, key string, promptAt time.Time) (Turn, error) {
	if err := needSession(agent, session); err != nil {
		return Turn{}, err
	}
	var t Turn
	err := s.write(ctx, "BeginTurn", func(tx *sql.Tx, now int64) error {
		sid, err := upsertSession(ctx, tx, agent, session, now)
		if err != nil {
			return err
		}
		at := ms(promptAt)
		if at == 0 {
			at = now
		}
		id, err := ensureTurn(ctx, tx, sid, key, at)
		if err != nil {
			return err
		}
		t, err = scanTurn(tx.QueryRowContext(ctx, turnSelect+` WHERE t.id = ?`, id))
		return err
	})
	return t, err
}

// ensureTurn returns the row id of the session's turn with key, creating it
// with the next number when missing (or always, for an empty key).
func ensureTurn(ctx context.Context, tx *sql.Tx, sid int64, key string, promptAt int64) (int64, error) {
	var id int64
	if key != "" {
		err := tx.QueryRowContext(ctx, `SELECT id FROM turns WHERE session = ? AND turn_key = ?`, sid, key).Scan(&id)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return 0, err
		}
	}
	var next int
	if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(number), 0) + 1 FROM turns WHERE session = ?`, sid).Scan(&next); err != nil {
		return 0, err
	}
	if key == "" {
		key = strconv.Itoa(next)
	}
	err := tx.QueryRowContext(ctx, `
		INSERT INTO turns (session, turn_key, number, prompt_at) VALUES (?, ?, ?, ?) RETURNING id`,
		sid, key, next, promptAt).Scan(&id)
	return id, err
}

const turnSelect = `
	SELECT s.agent, s.session_id, t.turn_key, t.number, t.prompt_at, t.verified_at, t.verdict
	FROM turns t JOIN sessions s ON s.id = t.session`

func scanTurn(row interface{ Scan(...any) error }) (Turn, error) {
	var t Turn
	var prompt, verified int64
	err := row.Scan(&t.Agent, &t.Session, &t.Key, &t.Number, &prompt, &verified, &t.Verdict)
	t.PromptAt, t.VerifiedAt = fromMS(prompt), fromMS(verified)
	return t, err
}

// Turn returns the session's turn with key, or an error matching ErrNotFound.
func (s *Store) Turn(ctx context.Context, agent, session, key string) (Turn, error) {
	t, err := scanTurn(s.db.QueryRowContext(ctx, turnSelect+`
		WHERE s.agent = ? AND s.session_id = ? AND t.turn_key = ?`, agent, session, key))
	if errors.Is(err, sql.ErrNoRows) {
		return Turn{}, fmt.Errorf("store: turn %q of session %s/%s: %w", key, agent, session, ErrNotFound)
	}
	return t, s.wrap("Turn", err)
}

// LatestTurn returns the session's highest-numbered turn, or an error
// matching ErrNotFound. A Stop hook that carries no turn id uses it to find
// the turn it ends.
func (s *Store) LatestTurn(ctx context.Context, agent, session string) (Turn, error) {
	t, err := scanTurn(s.db.QueryRowContext(ctx, turnSelect+`
		WHERE s.agent = ? AND s.session_id = ? ORDER BY t.number DESC LIMIT 1`, agent, session))
	if errors.Is(err, sql.ErrNoRows) {
		return Turn{}, fmt.Errorf("store: no turn in session %s/%s: %w", agent, session, ErrNotFound)
	}
	return t, s.wrap("LatestTurn", err)
}

// Turns returns the session's turns in order.
func (s *Store) Turns(ctx context.Context, agent, session string) ([]Turn, error) {
	rows, err := s.db.QueryContext(ctx, turnSelect+`
		WHERE s.agent = ? AND s.session_id = ? ORDER BY t.number`, agent, session)
	if err != nil {
		return nil, s.wrap("Turns", err)
	}
	defer rows.Close()
	var out []Turn
	for rows.Next() {
		t, err := scanTurn(rows)
		if err != nil {
			return nil, s.wrap("Turns", err)
		}
		out = append(out, t)
	}
	return out, s.wrap("Turns", rows.Err())
}

// Report is a saved verification report.
type Report struct {
	ID      int64 // assigned by SaveReport
	Agent   string
	Session string
	TurnKey string // "" when the report is not tied to a turn
	Turn    int    // the turn's number; 0 when not tied to a turn
	Status  string // PERFECT, VERIFIED, PARTIAL, FEEDBACK or FAILED
	JSON    json.RawMessage
	Created time.Time // set by SaveReport
}

// SaveReport stores a report and returns its id. With a TurnKey it also
// begins the turn if needed (as BeginTurn) and marks it verified with the
// report's Status as its verdict. JSON must be valid JSON; the store does not
// look inside it. ID, Turn and Created in the argument are ignored.
func (s *Store) SaveReport(ctx context.Context, r Report) (int64, error) {
	if err := needSession(r.Agent, r.Session); err != nil {
		return 0, err
	}
	if r.Status == "" {
		return 0, errors.New("store: SaveReport: empty status")
	}
	if !json.Valid(r.JSON) {
		return 0, fmt.Errorf("store: SaveReport: report for %s/%s is not valid JSON", r.Agent, r.Session)
	}
	var id int64
	err := s.write(ctx, "SaveReport", func(tx *sql.Tx, now int64) error {
		sid, err := upsertSession(ctx, tx, r.Agent, r.Session, now)
		if err != nil {
			return err
		}
		var turn sql.NullInt64
		if r.TurnKey != "" {
			tid, err := ensureTurn(ctx, tx, sid, r.TurnKey, now)
			if err != nil {
				return err
			}
			turn = sql.NullInt64{Int64: tid, Valid: true}
			if _, err := tx.ExecContext(ctx, `UPDATE turns SET verified_at = ?, verdict = ? WHERE id = ?`,
				now, r.Status, tid); err != nil {
				return err
			}
		}
		return tx.QueryRowContext(ctx, `
			INSERT INTO reports (session, turn, status, report, created) VALUES (?, ?, ?, ?, ?) RETURNING id`,
			sid, turn, r.Status, []byte(r.JSON), now).Scan(&id)
	})
	return id, err
}

// Report returns a saved report: the newest of the given turn number, or,
// when turn is 0, the newest of the session. An empty agent matches any
// agent and an empty session any session, so Report(ctx, "", "", 0) is the
// newest report of all. Nothing found is an error matching ErrNotFound.
func (s *Store) Report(ctx context.Context, agent, session string, turn int) (Report, error) {
	var r Report
	var created int64
	var turnKey sql.NullString
	var turnNum sql.NullInt64
	var blob []byte
	err := s.db.QueryRowContext(ctx, `
		SELECT r.id, s.agent, s.session_id, t.turn_key, t.number, r.status, r.report, r.created
		FROM reports r
		JOIN sessions s ON s.id = r.session
		LEFT JOIN turns t ON t.id = r.turn
		WHERE (?1 = '' OR s.agent = ?1) AND (?2 = '' OR s.session_id = ?2) AND (?3 = 0 OR t.number = ?3)
		ORDER BY r.id DESC LIMIT 1`, agent, session, turn).
		Scan(&r.ID, &r.Agent, &r.Session, &turnKey, &turnNum, &r.Status, &blob, &created)
	if errors.Is(err, sql.ErrNoRows) {
		what := "session " + agent + "/" + session
		if turn > 0 {
			what = fmt.Sprintf("turn %d of %s", turn, what)
		}
		return Report{}, fmt.Errorf("store: report for %s: %w", what, ErrNotFound)
	}
	if err != nil {
		return Report{}, s.wrap("Report", err)
	}
	r.TurnKey, r.Turn = turnKey.String, int(turnNum.Int64)
	r.JSON, r.Created = json.RawMessage(blob), fromMS(created)
	return r, nil
}
