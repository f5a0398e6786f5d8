package claims

import (
	"strings"
	"testing"
)

// TestIsExt keeps isExt's switch in step with exts, which the bare-path
// expression uses.
func TestIsExt(t *testing.T) {
	t.Parallel()
	n := 0
	for _, e := range strings.Split(exts, "|") {
		if !isExt(e) {
			t.Errorf("isExt(%q) = false, but exts lists it", e)
		}
		n++
	}
	if n < 100 {
		t.Fatalf("only %d extensions", n)
	}
	for _, e := range []string{"", "Go", "exe", "js.map", "gox"} {
		if isExt(e) {
			t.Errorf("isExt(%q) = true", e)
		}
	}
}
