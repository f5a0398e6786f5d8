package shell

import (
	"regexp"
	"testing"
)

// versionedRe is the expression unversioned is written out from.
var versionedRe = regexp.MustCompile(`^([a-zA-Z]+[0-9]?)[-.]?[0-9][0-9.]*$`)

func sameAsVersionedRe(t *testing.T, name string) {
	t.Helper()
	got, ok := unversioned(name)
	m := versionedRe.FindStringSubmatch(name)
	if ok != (m != nil) || ok && got != m[1] {
		t.Fatalf("unversioned(%q) = %q, %v; the expression captures %q", name, got, ok, m)
	}
}

func TestUnversioned(t *testing.T) {
	for _, name := range []string{
		"", "echo", "python3.12", "python3", "python", "gawk-5.1", "lua5", "lua5.4", "node18", "node-18", "perl5.36.0",
		"7z", "x1", "x12", "x1.", "x.1", "x-", "x-.1", "x--1", "x1-2", "x1.2.", "python3.12-dbg", "Rscript4", "é1", "ab1c2",
	} {
		sameAsVersionedRe(t, name)
	}
	loadTables()
	if s, ok := writerFor("python3.12"); !ok || s.writes == nil {
		t.Errorf("python3.12 is not read as python3's writer")
	}
}

func FuzzUnversioned(f *testing.F) {
	for _, s := range []string{"python3.12", "gawk-5.1", "lua5", "node18", "x-.1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		sameAsVersionedRe(t, name)
	})
}
