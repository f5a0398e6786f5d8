package kennel

import (
	"os"
	"testing"
)

// TestStoreIntegration runs against a real Postgres; CI sets KENNEL_DB_URL.
func TestStoreIntegration(t *testing.T) {
	url := os.Getenv("KENNEL_DB_URL")
	if url == "" {
		t.Skip("KENNEL_DB_URL not set; skipping Postgres integration test")
	}
	t.Logf("using %s", url)
}
