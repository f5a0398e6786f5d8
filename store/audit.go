package store

import (
	"context"
	"database/sql"
	"errors"
)

// AuditVerdict returns the audit verdict cached under key (audit.CacheKey);
// ok is false when there is none.
func (s *Store) AuditVerdict(ctx context.Context, key string) (verdict []byte, ok bool, err error) {
	err = s.db.QueryRowContext(ctx, `SELECT verdict FROM audit_cache WHERE key = ?`, key).Scan(&verdict)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, s.wrap("AuditVerdict", err)
	}
	return verdict, true, nil
}

// PutAuditVerdict caches an audit verdict under key, replacing any earlier
// one; verifier and model are kept for pruning and counting.
func (s *Store) PutAuditVerdict(ctx context.Context, key, verifier, model string, verdict []byte) error {
	if key == "" {
		return errors.New("store: PutAuditVerdict: empty key")
	}
	return s.write(ctx, "PutAuditVerdict", func(tx *sql.Tx, now int64) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO audit_cache (key, verifier, model, verdict, created) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (key) DO UPDATE SET verifier = excluded.verifier, model = excluded.model,
				verdict = excluded.verdict, created = excluded.created`,
			key, verifier, model, verdict, now)
		return err
	})
}

// AuditCacheSize counts the cached audit verdicts.
func (s *Store) AuditCacheSize(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM audit_cache`).Scan(&n)
	return n, s.wrap("AuditCacheSize", err)
}
