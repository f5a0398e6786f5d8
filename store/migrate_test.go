package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func tableNames(t *testing.T, s *Store) []string {
	t.Helper()
	rows, err := s.db.Query(`SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		names = append(names, n)
	}
	return names
}

func versionRows(t *testing.T, s *Store) []string {
	t.Helper()
	rows, err := s.db.Query(`SELECT version, name FROM schema_migrations ORDER BY version`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v int
		var n string
		if err := rows.Scan(&v, &n); err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("%d %s", v, n))
	}
	return out
}

func TestMigrateFreshAndReopen(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "vouch.db")
	s, err := Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "audit_cache llm_usage loops nudges progress_logs reports schema_migrations sessions tool_calls turns verdict_cache vetoes"
	if got := strings.Join(tableNames(t, s), " "); got != want {
		t.Errorf("tables = %s, want %s", got, want)
	}
	if v, err := s.Version(ctx); err != nil || v != SchemaVersion {
		t.Errorf("Version = %d, %v; want %d", v, err, SchemaVersion)
	}
	if _, err := s.IncrementLoop(ctx, "codex", "s", "t"); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	// Reopening changes nothing: no second version row, data kept.
	for range 2 {
		s, err = Open(ctx, path, nil)
		if err != nil {
			t.Fatal(err)
		}
		if rows := versionRows(t, s); len(rows) != len(migrations) || rows[0] != "1 0001_init.sql" {
			t.Errorf("schema_migrations = %q", rows)
		}
		if n, err := s.LoopCount(ctx, "codex", "s", "t"); err != nil || n != 1 {
			t.Errorf("LoopCount after reopen = %d, %v", n, err)
		}
		s.Close()
	}
}

func TestMigrateUpgrade(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "vouch.db")
	s, err := Open(ctx, path, nil) // at the real SchemaVersion
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	next := SchemaVersion + 1
	fsys := fstest.MapFS{}
	for _, m := range migrations {
		fsys["migrations/"+m.name] = &fstest.MapFile{Data: []byte(m.sql)}
	}

	// A migration that fails halfway leaves the database as it was.
	bad := fmt.Sprintf("migrations/%04d_bad.sql", next)
	fsys[bad] = &fstest.MapFile{Data: []byte("CREATE TABLE half (x INTEGER);\nCREATE TABLE broken (;")}
	ms, err := loadMigrations(fsys)
	if err != nil {
		t.Fatal(err)
	}
	err = s.applyMigrations(ctx, ms)
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%04d_bad.sql", next)) || !strings.Contains(err.Error(), path) {
		t.Fatalf("failing migration: error %v, want one naming the file and the database", err)
	}
	if v, _ := s.Version(ctx); v != SchemaVersion {
		t.Errorf("version after a failed migration = %d, want %d", v, SchemaVersion)
	}
	for _, n := range tableNames(t, s) {
		if n == "half" {
			t.Error("a failed migration left table half behind")
		}
	}

	delete(fsys, bad)
	fsys[fmt.Sprintf("migrations/%04d_more.sql", next)] = &fstest.MapFile{Data: []byte(
		"CREATE TABLE more (x INTEGER NOT NULL);\nALTER TABLE sessions ADD COLUMN model TEXT NOT NULL DEFAULT '';")}
	if ms, err = loadMigrations(fsys); err != nil {
		t.Fatal(err)
	}
	if err := s.applyMigrations(ctx, ms); err != nil {
		t.Fatal(err)
	}
	if v, _ := s.Version(ctx); v != next {
		t.Errorf("version after upgrade = %d, want %d", v, next)
	}
	if _, err := s.db.Exec(`INSERT INTO more (x) VALUES (1)`); err != nil {
		t.Errorf("upgraded schema lacks table more: %v", err)
	}
	// Running them again is a no-op.
	if err := s.applyMigrations(ctx, ms); err != nil {
		t.Fatal(err)
	}
	if rows := versionRows(t, s); len(rows) != next {
		t.Errorf("schema_migrations after re-run = %q", rows)
	}
}

func TestOpenNewerSchema(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "vouch.db")
	s, err := Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	future := SchemaVersion + 7
	if _, err := s.db.Exec(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'future.sql', 0)`, future); err != nil {
		t.Fatal(err)
	}
	s.Close()

	_, err = Open(ctx, path, nil)
	if !errors.Is(err, ErrSchemaTooNew) {
		t.Fatalf("Open of a newer database: %v, want ErrSchemaTooNew", err)
	}
	var ve *VersionError
	if !errors.As(err, &ve) || ve.Version != future || ve.Supported != SchemaVersion || ve.Path != path {
		t.Errorf("VersionError = %+v", ve)
	}
	want := fmt.Sprintf("database schema version %d is newer than this vouch (%d)", future, SchemaVersion)
	if !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), path) {
		t.Errorf("error %q, want it to contain %q and the path", err, want)
	}
}

func TestOpenCorrupt(t *testing.T) {
	tests := []struct {
		name string
		data []byte
	}{
		{"text", []byte("this is not a database, it is a shopping list\n")},
		{"garbage header", append([]byte("SQLite format 3\x00"), make([]byte, 4096)...)},
		{"zeros", make([]byte, 8192)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "vouch.db")
			if err := os.WriteFile(path, tt.data, 0o600); err != nil {
				t.Fatal(err)
			}
			s, err := Open(context.Background(), path, &Options{Retries: -1})
			if err == nil {
				s.Close()
				t.Fatal("Open of a corrupt file succeeded")
			}
			if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), path) {
				t.Errorf("error %q: want ErrCorrupt naming %s", err, path)
			}
		})
	}
}

func TestLoadMigrations(t *testing.T) {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	tests := []struct {
		name    string
		fsys    fstest.MapFS
		wantErr string
	}{
		{"ok", fstest.MapFS{"migrations/0002_b.sql": file("b"), "migrations/0001_a.sql": file("a")}, ""},
		{"gap", fstest.MapFS{"migrations/0001_a.sql": file("a"), "migrations/0003_c.sql": file("c")}, "want version 2"},
		{"duplicate", fstest.MapFS{"migrations/0001_a.sql": file("a"), "migrations/0001_b.sql": file("b")}, "want version 2"},
		{"no number", fstest.MapFS{"migrations/init.sql": file("a")}, "want a name like"},
		{"zero", fstest.MapFS{"migrations/0000_a.sql": file("a")}, "want a name like"},
		{"empty", fstest.MapFS{}, "no migrations"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ms, err := loadMigrations(tt.fsys)
			if tt.wantErr == "" {
				if err != nil || len(ms) != 2 || ms[0].sql != "a" || ms[1].version != 2 {
					t.Errorf("loadMigrations = %+v, %v", ms, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("error %v, want it to contain %q", err, tt.wantErr)
			}
		})
	}
	// The embedded migrations themselves are well formed.
	if _, err := loadMigrations(migrationFS); err != nil {
		t.Error(err)
	}
}
