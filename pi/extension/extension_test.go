package extension

import (
	"strings"
	"testing"
)

func TestRender(t *testing.T) {
	got, err := Render(Options{Bin: `/opt/my "vouch"/vouch`, HookBin: "/opt/vouch-hook\u2028"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`const VOUCH_BIN_DEFAULT = "/opt/my \"vouch\"/vouch";`,
		`const VOUCH_HOOK_BIN_DEFAULT = "/opt/vouch-hook\u2028";`, // escaped: a raw U+2028 ends a line in old JS
	} {
		if !strings.Contains(got, want) {
			t.Errorf("rendered extension lacks %s", want)
		}
	}
	same, err := Render(Options{})
	if err != nil || same != Source() {
		t.Errorf("Render with no options changed the source (err %v)", err)
	}
}

// TestSourceImports pins what makes the file loadable anywhere: Node's
// built-ins and type-only imports, nothing to install.
func TestSourceImports(t *testing.T) {
	for i, line := range strings.Split(Source(), "\n") {
		if !strings.HasPrefix(line, "import ") {
			continue
		}
		if !strings.Contains(line, `"node:`) && !strings.HasPrefix(line, "import type ") {
			t.Errorf("vouch.ts:%d: %s: only node: built-ins and type imports load without npm install", i+1, line)
		}
	}
}
