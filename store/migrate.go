package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
)

// The schema is the ordered list of migrations/NNNN_name.sql files. A file is
// never edited once released: a schema change is a new file with the next
// number, which older databases pick up at their next Open.
//
//go:embed migrations/*.sql
var migrationFS embed.FS

type migration struct {
	version int
	name    string // file name, recorded with the version
	sql     string
}

// migrations is parsed once; a malformed file name is a bug caught by the
// tests, so it panics rather than failing every Open.
var migrations = mustLoadMigrations(migrationFS)

// SchemaVersion is the newest schema version this binary knows: the number of
// its last migration.
var SchemaVersion = migrations[len(migrations)-1].version

func mustLoadMigrations(fsys fs.FS) []migration {
	ms, err := loadMigrations(fsys)
	if err != nil {
		panic(err)
	}
	return ms
}

// loadMigrations reads migrations/*.sql and checks they are numbered 1, 2, 3…
// with no gap or duplicate.
func loadMigrations(fsys fs.FS) ([]migration, error) {
	names, err := fs.Glob(fsys, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var ms []migration
	for _, p := range names {
		base := path.Base(p)
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("store: migration %s: want a name like 0001_init.sql", p)
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{version: v, name: base, sql: string(b)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	for i, m := range ms {
		if m.version != i+1 {
			return nil, fmt.Errorf("store: migration %s: want version %d (migrations are numbered 1, 2, … without gaps)", m.name, i+1)
		}
	}
	if len(ms) == 0 {
		return nil, fmt.Errorf("store: no migrations embedded")
	}
	return ms, nil
}

const createVersionTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
	version    INTEGER PRIMARY KEY,
	name       TEXT    NOT NULL,
	applied_at INTEGER NOT NULL
) STRICT`

// migrate brings the database to SchemaVersion. The common case, an
// up-to-date database, costs one read outside any transaction. Otherwise the
// migrations run in one IMMEDIATE transaction that re-reads the version once
// it holds the write lock: of many processes racing on a fresh file, the
// first applies everything and the rest find nothing left to do.
func (s *Store) migrate(ctx context.Context) error { return s.applyMigrations(ctx, migrations) }

// applyMigrations is migrate with the migration list as a parameter, so the
// tests can upgrade a database with migrations of their own.
func (s *Store) applyMigrations(ctx context.Context, migrations []migration) error {
	latest := migrations[len(migrations)-1].version
	v, err := readVersion(ctx, s.db)
	if err == nil {
		if v > latest {
			return &VersionError{Path: s.path, Version: v, Supported: latest}
		}
		if v == latest {
			return nil
		}
	} else if !isNoTable(err) {
		if isBusy(err) {
			// Fall through to the retrying write: a fresh database being
			// switched to WAL by another process can report busy here.
		} else {
			return s.wrap("reading schema version", err)
		}
	}
	return s.write(ctx, "migrating schema", func(tx *sql.Tx, now int64) error {
		if _, err := tx.ExecContext(ctx, createVersionTable); err != nil {
			return err
		}
		v, err := readVersion(ctx, tx)
		if err != nil {
			return err
		}
		if v > latest {
			return &VersionError{Path: s.path, Version: v, Supported: latest}
		}
		for _, m := range migrations[v:] {
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, err)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`,
				m.version, m.name, now); err != nil {
				return fmt.Errorf("migration %s: recording version: %w", m.name, err)
			}
		}
		// A migration that rewrote tables must not leave dangling references.
		rows, err := tx.QueryContext(ctx, `PRAGMA foreign_key_check`)
		if err != nil {
			return err
		}
		defer rows.Close()
		if rows.Next() {
			var table string
			var rowid sql.NullInt64
			var parent string
			var fkid int
			if err := rows.Scan(&table, &rowid, &parent, &fkid); err != nil {
				return err
			}
			return fmt.Errorf("after migrating: table %s row %d references a missing %s row", table, rowid.Int64, parent)
		}
		return rows.Err()
	})
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func readVersion(ctx context.Context, q querier) (int, error) {
	var v int
	err := q.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&v)
	return v, err
}

func isNoTable(err error) bool {
	return err != nil && strings.Contains(err.Error(), "no such table")
}

// Version returns the database's schema version as recorded in
// schema_migrations.
func (s *Store) Version(ctx context.Context) (int, error) {
	v, err := readVersion(ctx, s.db)
	return v, s.wrap("reading schema version", err)
}
