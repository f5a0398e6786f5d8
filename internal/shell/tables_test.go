package shell

import (
	"os"
	"testing"
)

// TestMain builds the tables first: some tests read them directly, not
// through Analyze.
func TestMain(m *testing.M) {
	loadTables()
	os.Exit(m.Run())
}
