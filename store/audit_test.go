package store

import (
	"context"
	"path/filepath"
	"testing"
)

func TestAuditCache(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "vouch.db")
	s, err := Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := s.AuditVerdict(ctx, "k1"); ok || err != nil {
		t.Fatalf("empty cache: ok %v, err %v", ok, err)
	}
	if err := s.PutAuditVerdict(ctx, "k1", "bun", "anthropic/x", []byte(`{"a":1}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.PutAuditVerdict(ctx, "k1", "bun", "anthropic/x", []byte(`{"a":2}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.PutAuditVerdict(ctx, "", "bun", "m", []byte(`{}`)); err == nil {
		t.Error("empty key accepted")
	}
	s.Close()
	// another handle on the same file sees it
	s2, err := Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	v, ok, err := s2.AuditVerdict(ctx, "k1")
	if !ok || err != nil || string(v) != `{"a":2}` {
		t.Errorf("AuditVerdict = %s, %v, %v; want the replaced verdict", v, ok, err)
	}
	if n, err := s2.AuditCacheSize(ctx); n != 1 || err != nil {
		t.Errorf("size %d, %v", n, err)
	}
}
