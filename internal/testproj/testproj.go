// Package testproj builds, for tests, the small Go project the real
// fixture sessions worked on (examples/calc.txtar: module example.com/demo,
// package calc, TestAdd at calc/calc_test.go:7), in a temporary directory.
package testproj

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/vouchdev/vouch/examples"
)

// Calc writes the project into a new temporary directory with the body of
// calc.Add replaced by body ("return a + b" passes TestAdd, "return b - a"
// is the fixtures' wrong fix) and returns the directory.
func Calc(t testing.TB, body string) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range txtar.Parse(examples.Calc).Files {
		data := string(f.Data)
		if f.Name == "calc/calc.go" {
			data = strings.Replace(data, "return a - b", body, 1)
		}
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// CopyDir copies the tree at src into dst (created as needed), keeping
// each file's permission bits, and fails the test on any error.
func CopyDir(t testing.TB, src, dst string) {
	t.Helper()
	if err := CopyTree(src, dst); err != nil {
		t.Fatalf("copying %s to %s: %v", src, dst, err)
	}
}

// CopyTree copies the tree (or the file) at src to dst, creating folders
// as needed and keeping each file's permission bits.
func CopyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err // src is a file: dst's folder may be missing
		}
		return os.WriteFile(target, data, info.Mode().Perm())
	})
}
