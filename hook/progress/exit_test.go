package progress

import (
	"regexp"
	"testing"
)

// exitRe is the expression exitHeader is written out from.
var exitRe = regexp.MustCompile(`(?m)^(?:Exit code:?|Process exited with code)\s+(-?\d+)\s*$`)

// sameAsExitRe fails t unless exitHeader finds in s what exitRe does.
func sameAsExitRe(t *testing.T, s string) {
	t.Helper()
	num, ok := exitHeader(s)
	m := exitRe.FindStringSubmatch(s)
	if ok != (m != nil) || ok && num != m[1] {
		t.Fatalf("exitHeader(%q) = %q, %v; the expression finds %q", s, num, ok, m)
	}
}

func TestExitHeader(t *testing.T) {
	for _, s := range []string{
		"", "Exit code 1", "Exit code: 2", "Exit code:3", "Exit code:", "Exit code", "Exit code -1", "Exit code --1",
		"Process exited with code 127", "Process exited with code", "Exit code 1x", "Exit code 1 \t", "Exit code 1 \r\n",
		"Exit code 1 x\n", "Exit code\n7", "Exit code \n\n 7 \f\n", "x\nExit code 4\nOutput:", "Exit code 5\nExit code 6",
		"Exit code x\nExit code 6", " Exit code 1", "exit code 1", "Exit code 99999999999999999999", "Exit code\v1",
		"Exit code 1\v", "Exit code: \n-0\n", "Exit code:\t8", "Command exited with code 1", "Exit code 1\n",
	} {
		sameAsExitRe(t, s)
	}
}

func FuzzExitHeader(f *testing.F) {
	f.Add("Exit code 1\nOutput:\nfail")
	f.Add("Process exited with code -3 \r\n")
	f.Add("x\nExit code:\n\t42\f")
	f.Fuzz(func(t *testing.T, s string) {
		sameAsExitRe(t, s)
	})
}
