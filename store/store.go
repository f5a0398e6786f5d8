// Package store keeps vouch's state in one SQLite database: the sessions the
// hooks have seen, their turns and saved reports, feedback-loop counters,
// nudges, tool-call events for progress tracking, vetoes, and the judge
// verdict cache.
//
// It sits under the hook, pi and audit boxes of DESIGN.md's data flow. The
// live guard runs one short-lived `vouch hook …` process per hook event, many
// at once, so the design follows from that:
//
//   - Open is cheap (one connection, a handful of PRAGMAs, one version read)
//     and is expected to be called on every hook event.
//   - The database is in WAL mode with a busy timeout, and every write is an
//     IMMEDIATE transaction: a writer takes the write lock up front instead of
//     upgrading a read lock later, which is what makes concurrent
//     read-modify-write (IncrementLoop, TryNudge) lose no updates. A write
//     that still finds the database busy after the timeout is retried a
//     bounded number of times.
//   - The schema lives in embedded numbered migrations (migrations/*.sql)
//     applied in one transaction at Open; the first process to take the write
//     lock migrates and the others find the work done.
//
// Sessions are named by (agent, session id) everywhere; methods that write
// for a session create its row on first sight, so a hook never has to
// register a session before using it. Times are stored as Unix milliseconds.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/vouchdev/vouch/internal/state"
)

// Options configures Open. A nil *Options, or a zero field, means the default
// documented on the field.
type Options struct {
	// BusyTimeout is how long SQLite itself waits for a lock held by another
	// process before a statement fails with SQLITE_BUSY. Default 10s.
	BusyTimeout time.Duration

	// Retries is how many more times a write transaction (and the opening
	// migration) is attempted when it still fails with SQLITE_BUSY or
	// SQLITE_LOCKED after BusyTimeout, with a jittered backoff between
	// attempts. Default 5; negative means no retry.
	//
	// The context given to each method bounds all of this waiting, inside
	// SQLite's busy handler too: a hook with a deadline gives up in time.
	Retries int

	// Now is the clock used for every stored time. Default time.Now.
	Now func() time.Time
}

// Store is an open vouch database. It is safe for concurrent use by many
// goroutines, and many processes may each hold their own Store on the same
// file.
type Store struct {
	db      *sql.DB
	path    string
	now     func() time.Time
	retries int
	// spoolErr: see SpoolErr.
	spoolErr error
}

// Errors a caller may handle.
var (
	// ErrNotFound is returned by the lookups (Session, Turn, Report, ...)
	// when nothing matches.
	ErrNotFound = errors.New("store: not found")

	// ErrSchemaTooNew is matched (errors.Is) by a *VersionError: the
	// database was migrated by a newer vouch.
	ErrSchemaTooNew = errors.New("database schema is newer than this vouch")

	// ErrCorrupt is matched (errors.Is) when the file at the store's path
	// is not a usable SQLite database.
	ErrCorrupt = errors.New("not a usable SQLite database")
)

// VersionError reports a database whose schema version is newer than the
// migrations compiled into this binary. errors.Is(err, ErrSchemaTooNew).
type VersionError struct {
	Path      string
	Version   int // the database's schema version
	Supported int // the newest version this binary knows (SchemaVersion)
}

func (e *VersionError) Error() string {
	return fmt.Sprintf("store %s: database schema version %d is newer than this vouch (%d); upgrade vouch or point it at another database",
		e.Path, e.Version, e.Supported)
}

// Is makes errors.Is(err, ErrSchemaTooNew) true.
func (e *VersionError) Is(target error) bool { return target == ErrSchemaTooNew }

// DefaultPath returns the live guard's database (state.DB):
// $VOUCH_STATE_DIR/vouch.db, else $XDG_STATE_HOME/vouch/vouch.db, else
// ~/.local/state/vouch/vouch.db when XDG_STATE_HOME is unset or not an
// absolute path (as the XDG spec says to ignore relative ones), and
// creates its directory with mode 0700.
// OpenDefault opens the store at DefaultPath, as the live guard and the
// Pi verifier do when not told otherwise.
func OpenDefault(ctx context.Context) (*Store, error) {
	p, err := DefaultPath()
	if err != nil {
		return nil, err
	}
	return Open(ctx, p, nil)
}

func DefaultPath() (string, error) {
	p, err := state.DB(os.Getenv)
	if err != nil {
		return "", fmt.Errorf("store: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return "", fmt.Errorf("store: creating state directory: %w", err)
	}
	return p, nil
}

// Open opens (creating if needed) the database at path and brings its schema
// up to SchemaVersion. The parent directory is created with mode 0700 and a
// new database file with mode 0600. Open fails with a *VersionError if the
// database is newer than this binary, and with an error matching ErrCorrupt
// and naming path if the file is not a SQLite database. Open also moves
// into the database the vetoes and tool calls cmd/vouch-hook spooled next
// to it (see SpoolErr).
func Open(ctx context.Context, path string, opts *Options) (*Store, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.BusyTimeout <= 0 {
		o.BusyTimeout = 10 * time.Second
	}
	switch {
	case o.Retries == 0:
		o.Retries = 5
	case o.Retries < 0:
		o.Retries = 0
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if path == "" {
		return nil, errors.New("store: empty database path")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("store %s: %w", path, err)
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o700); err != nil {
		return nil, fmt.Errorf("store %s: creating directory: %w", abs, err)
	}
	// SQLite would create the file with 0644 (less umask); the WAL and shm
	// files copy the main file's mode, so creating it 0600 here covers all.
	if f, err := os.OpenFile(abs, os.O_RDWR|os.O_CREATE, 0o600); err != nil {
		return nil, fmt.Errorf("store %s: %w", abs, err)
	} else {
		f.Close()
	}

	db, err := sql.Open("sqlite", dsn(abs, o.BusyTimeout))
	if err != nil {
		return nil, fmt.Errorf("store %s: %w", abs, err)
	}
	// One connection: a hook process does a few statements in a row, and
	// goroutines of one process queue in database/sql instead of spinning
	// in SQLite's busy handler against each other. Keeping it open forever
	// avoids re-running the connection PRAGMAs.
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)

	s := &Store{db: db, path: abs, now: o.Now, retries: o.Retries}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	s.spoolErr = s.drainSpool(ctx)
	return s, nil
}

// drainSpool moves into the database what cmd/vouch-hook and the guard
// left next to it (internal/state): the spooled vetoes, each inserted once
// (by its spool id) and then its file removed, and the tool calls of the
// progress logs. A record that cannot be moved stays for the next Open.
func (s *Store) drainSpool(ctx context.Context) error {
	recs, bad, err := state.Read(state.SpoolDir(s.path))
	for _, r := range recs {
		v := r.Veto
		if err := s.RecordVeto(ctx, Veto{Agent: v.Agent, Session: v.Session, TurnKey: v.TurnKey, Tool: v.Tool,
			Reason: v.Reason, At: time.UnixMilli(v.At), SpoolID: r.ID}); err != nil {
			return errors.Join(append(bad, err)...)
		}
		if err := state.Done(r); err != nil {
			return errors.Join(append(bad, err)...)
		}
	}
	return errors.Join(append(bad, err, s.drainLogs(ctx))...)
}

// LogIdle is how long a progress log that was read to its end stays
// unchanged before Open removes it: a session that comes back later
// starts a new log (its progress check then starts over; its calls are all
// in the database).
const LogIdle = 7 * 24 * time.Hour

// drainLogs reads each progress log from where the last Open stopped and
// records its new calls and vetoes, with the new offset, in one
// transaction per log: a record is stored once even when processes drain
// at the same time.
func (s *Store) drainLogs(ctx context.Context) error {
	logs, err := state.Logs(s.path)
	if err != nil {
		return err
	}
	var errs []error
	for _, l := range logs {
		var off int64
		err := s.db.QueryRowContext(ctx, `SELECT read_to FROM progress_logs WHERE name = ?`, l.Name).Scan(&off)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return s.wrap("drainLogs", err)
		}
		if l.Size == off {
			if s.now().Sub(l.ModTime) > LogIdle {
				errs = append(errs, s.dropLog(ctx, l))
			}
			continue
		}
		if l.Size < off {
			off = 0 // not the log the offset was for
		}
		recs, next, bad, err := state.ReadLog(l.Path, off)
		errs = append(errs, bad...)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if next == off {
			continue
		}
		err = s.write(ctx, "drainLogs", func(tx *sql.Tx, now int64) error {
			for _, r := range recs {
				var err error
				if r.Call != nil {
					c := ToolCallOf(*r.Call)
					c.SpoolID = r.ID
					_, err = recordToolCall(ctx, tx, c, now)
				} else {
					v := r.Veto
					err = recordVeto(ctx, tx, Veto{Agent: v.Agent, Session: v.Session, TurnKey: v.TurnKey, Tool: v.Tool,
						Reason: v.Reason, At: fromMS(v.At), SpoolID: r.ID}, now)
				}
				if err != nil {
					return err
				}
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO progress_logs (name, read_to) VALUES (?1, ?2)
				ON CONFLICT (name) DO UPDATE SET read_to = max(read_to, ?2)`, l.Name, next)
			return err
		})
		if err != nil {
			return err
		}
	}
	return errors.Join(errs...)
}

// dropLog removes a progress log read to its end and idle for LogIdle,
// with its offset; the spool ids of its calls are cleared, so that a new
// log of the same name (the session back) is not taken for this one.
func (s *Store) dropLog(ctx context.Context, l state.Log) error {
	err := s.write(ctx, "dropLog", func(tx *sql.Tx, _ int64) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM progress_logs WHERE name = ?`, l.Name); err != nil {
			return err
		}
		// ':' + 1 is ';': the range of the ids NAME:OFFSET.
		for _, table := range []string{"tool_calls", "vetoes"} {
			if _, err := tx.ExecContext(ctx, `UPDATE `+table+` SET spool_id = NULL WHERE spool_id >= ? AND spool_id < ?`,
				l.Name+":", l.Name+";"); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := os.Remove(l.Path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("store: removing an idle progress log: %w", err)
	}
	return nil
}

// SpoolErr is what went wrong moving spooled records into the database
// at Open (nil when nothing did): the records concerned are kept, on disk.
func (s *Store) SpoolErr() error { return s.spoolErr }

// dsn builds the modernc.org/sqlite DSN. The "file:" URI form keeps a path
// with '?' or '#' intact; the underscore keys are the driver's own: the busy
// timeout goes first, then the PRAGMAs, and _txlock=immediate makes every
// BeginTx a BEGIN IMMEDIATE.
func dsn(path string, busy time.Duration) string {
	q := url.Values{}
	q.Set("_busy_timeout", strconv.FormatInt(busy.Milliseconds(), 10))
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Set("_txlock", "immediate")
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // file:/C:/x on Windows
	}
	u := url.URL{Scheme: "file", OmitHost: true, Path: p, RawQuery: q.Encode()}
	return u.String()
}

// Close closes the database. Pending writes are already committed: every
// write method commits before it returns.
func (s *Store) Close() error {
	if err := s.db.Close(); err != nil {
		return fmt.Errorf("store %s: close: %w", s.path, err)
	}
	return nil
}

// Path returns the absolute path of the database file.
func (s *Store) Path() string { return s.path }

// write runs fn in an IMMEDIATE transaction and commits it, retrying the
// whole transaction when SQLite reports the database busy or locked beyond
// its busy timeout. fn gets the transaction's time in Unix milliseconds; it
// may run more than once, so it must not have effects outside tx.
func (s *Store) write(ctx context.Context, op string, fn func(tx *sql.Tx, now int64) error) error {
	for attempt := 0; ; attempt++ {
		err := s.tryWrite(ctx, fn)
		if err == nil {
			return nil
		}
		if !isBusy(err) || attempt >= s.retries || ctx.Err() != nil {
			return s.wrap(op, err)
		}
		if err := sleep(ctx, backoff(attempt)); err != nil {
			return s.wrap(op, err)
		}
	}
}

func (s *Store) tryWrite(ctx context.Context, fn func(tx *sql.Tx, now int64) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx, ms(s.now())); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// wrap names the operation and the database in err, and classifies SQLite's
// "not a database" and "corrupt" codes as ErrCorrupt.
func (s *Store) wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, ErrNotFound) {
		return err
	}
	if isCorrupt(err) {
		return fmt.Errorf("store %s: %s: %w: %w", s.path, op, ErrCorrupt, err)
	}
	return fmt.Errorf("store %s: %s: %w", s.path, op, err)
}

func sqliteCode(err error) int {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() & 0xff // primary code; extended codes carry it in the low byte
	}
	return 0
}

func isBusy(err error) bool {
	c := sqliteCode(err)
	return c == sqlite3.SQLITE_BUSY || c == sqlite3.SQLITE_LOCKED
}

func isCorrupt(err error) bool {
	c := sqliteCode(err)
	return c == sqlite3.SQLITE_NOTADB || c == sqlite3.SQLITE_CORRUPT
}

func backoff(attempt int) time.Duration {
	d := 20 * time.Millisecond << min(attempt, 5)
	return d/2 + rand.N(d/2+1)
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

func ms(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func fromMS(v int64) time.Time {
	if v == 0 {
		return time.Time{}
	}
	return time.UnixMilli(v)
}

// needSession checks the (agent, session) pair every per-session method takes.
func needSession(agent, session string) error {
	if agent == "" || session == "" {
		return fmt.Errorf("store: agent and session id are required (got agent %q, session %q)", agent, session)
	}
	return nil
}

// upsertSession returns the row id of (agent, session), creating the row on
// first sight and advancing last_seen to now.
func upsertSession(ctx context.Context, tx *sql.Tx, agent, session string, now int64) (int64, error) {
	var id int64
	err := tx.QueryRowContext(ctx, `
		INSERT INTO sessions (agent, session_id, first_seen, last_seen) VALUES (?1, ?2, ?3, ?3)
		ON CONFLICT (agent, session_id) DO UPDATE SET last_seen = max(last_seen, excluded.last_seen)
		RETURNING id`, agent, session, now).Scan(&id)
	return id, err
}
