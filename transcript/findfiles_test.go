package transcript

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFindFiles(t *testing.T) {
	root := t.TempDir()
	for _, f := range []string{"a/1.jsonl", "a/skip/2.jsonl", "b/3.jsonl", "b/4.txt"} {
		p := filepath.Join(root, f)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, nil, 0o644)
	}
	got, err := FindFiles(
		[]string{filepath.Join(root, "b"), root, filepath.Join(root, "missing")},
		func(name string) bool { return strings.HasSuffix(name, ".jsonl") },
		func(name string) bool { return name == "skip" })
	var rel []string
	for _, p := range got {
		r, _ := filepath.Rel(root, p)
		rel = append(rel, filepath.ToSlash(r))
	}
	if err != nil || strings.Join(rel, " ") != "a/1.jsonl b/3.jsonl" {
		t.Errorf("FindFiles = %v, %v; want a/1.jsonl b/3.jsonl (sorted, once each, skip/ not entered)", rel, err)
	}
}
