// Package transcripttest holds what the tests of the transcript adapters
// (claudecode, codex, pi) share: readers that hand a decoder its input a
// line or a few bytes at a time, the check that every way of feeding gives
// the same session, a session's export as bytes, golden files rewritten
// with -update, and the fixture lists under testdata/transcripts.
//
// Only _test.go files import it. Each test package keeps its own -update
// flag and passes it to Golden (a flag defined here would clash with the
// importers' own).
package transcripttest

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/transcript"
)

// ChunkReader returns a reader that hands out at most n bytes of r per
// Read, so a decoder sees records split anywhere (STYLE.md: tiny chunks).
func ChunkReader(r io.Reader, n int) io.Reader { return chunkReader{r, n} }

type chunkReader struct {
	r io.Reader
	n int
}

func (c chunkReader) Read(p []byte) (int, error) {
	if len(p) > c.n {
		p = p[:c.n]
	}
	return c.r.Read(p)
}

// LineReader returns a reader that hands out one line of r per Read: a
// Read never crosses a line end, and a line longer than the caller's
// buffer comes in pieces over the following Reads.
func LineReader(r io.Reader) io.Reader { return &lineReader{br: bufio.NewReader(r)} }

type lineReader struct {
	br   *bufio.Reader
	rest []byte // what is left of the current line
	err  error  // the error that ended it
}

func (l *lineReader) Read(p []byte) (int, error) {
	if len(l.rest) == 0 && l.err == nil {
		l.rest, l.err = l.br.ReadBytes('\n')
	}
	n := copy(p, l.rest)
	l.rest = l.rest[n:]
	if len(l.rest) > 0 {
		return n, nil
	}
	return n, l.err
}

// Feed is one way of handing a decoder its input.
type Feed struct {
	Name   string // "whole", "per-line" or "2-byte"
	Reader func() io.Reader
}

// Feeds returns the ways every decoder must read data alike, in this
// order: whole, one line per Read, and 2 bytes per Read.
func Feeds(data []byte) []Feed {
	return []Feed{
		{"whole", func() io.Reader { return bytes.NewReader(data) }},
		{"per-line", func() io.Reader { return LineReader(bytes.NewReader(data)) }},
		{"2-byte", func() io.Reader { return ChunkReader(bytes.NewReader(data), 2) }},
	}
}

// SameFed reads each feed with read and fails t where the session's
// export differs from want. With want nil, the first feed's export is the
// reference and the others are compared with it.
func SameFed(t testing.TB, feeds []Feed, want []byte, read func(io.Reader) *transcript.Session) {
	t.Helper()
	ref := "the reference"
	if want == nil && len(feeds) > 0 {
		ref = feeds[0].Name + " read"
		want = Export(t, read(feeds[0].Reader()))
		feeds = feeds[1:]
	}
	for _, f := range feeds {
		if got := Export(t, read(f.Reader())); !bytes.Equal(got, want) {
			t.Errorf("%s read differs from %s (%d vs %d bytes)\n%s", f.Name, ref, len(got), len(want), FirstDiff(got, want))
		}
	}
}

// Read reads a session from r, failing t on an error.
func Read(t testing.TB, r io.Reader, opts *transcript.Options) *transcript.Session {
	t.Helper()
	s, err := transcript.Read(context.Background(), r, opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// ReadFile reads the session file at path, failing t on an error.
func ReadFile(t testing.TB, path string, opts *transcript.Options) *transcript.Session {
	t.Helper()
	s, err := transcript.ReadFile(context.Background(), path, opts)
	if err != nil {
		t.Fatalf("ReadFile(%s): %v", path, err)
	}
	return s
}

// Export returns s in the normalized export format, failing t on an error.
func Export(t testing.TB, s *transcript.Session) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := transcript.Export(&b, s); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// Golden compares got with the golden file at path; with update it writes
// got there instead (creating the directory). A difference fails t with
// the first line that differs.
func Golden(t testing.TB, path string, got []byte, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s (run go test -update and review the diff)\n%s", path, FirstDiff(got, want))
	}
}

// FirstDiff describes the first line where got and want differ, "" when
// they are equal.
func FirstDiff(got, want []byte) string {
	gl := strings.Split(string(got), "\n")
	wl := strings.Split(string(want), "\n")
	for i := range max(len(gl), len(wl)) {
		if i >= len(gl) || i >= len(wl) || gl[i] != wl[i] {
			return fmt.Sprintf("line %d:\n got: %s\nwant: %s", i+1, lineAt(gl, i), lineAt(wl, i))
		}
	}
	return ""
}

func lineAt(lines []string, i int) string {
	if i >= len(lines) {
		return "(end of input)"
	}
	return Clip(lines[i])
}

// Clip shortens s to 600 bytes for a failure message.
func Clip(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}

// Glob returns the files matching each pattern inside dir, in pattern
// order, failing t on a malformed pattern.
func Glob(t testing.TB, dir string, patterns ...string) []string {
	t.Helper()
	var out []string
	for _, pat := range patterns {
		m, err := filepath.Glob(filepath.Join(dir, pat))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m...)
	}
	return out
}

// Cases maps a golden name to each file Glob finds: the path relative to
// dir without ".jsonl", slashes made dashes (wild/x.jsonl is "wild-x").
func Cases(t testing.TB, dir string, patterns ...string) map[string]string {
	t.Helper()
	cases := map[string]string{}
	for _, p := range Glob(t, dir, patterns...) {
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			t.Fatal(err)
		}
		cases[strings.ReplaceAll(strings.TrimSuffix(filepath.ToSlash(rel), ".jsonl"), "/", "-")] = p
	}
	return cases
}
