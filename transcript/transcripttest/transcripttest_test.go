package transcripttest

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/transcript"
)

// reads returns what each Read of r handed out, with a buffer of size n.
func reads(t *testing.T, r io.Reader, n int) []string {
	t.Helper()
	var out []string
	buf := make([]byte, n)
	for range 1000 {
		k, err := r.Read(buf)
		if k > 0 {
			out = append(out, string(buf[:k]))
		}
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no EOF after 1000 reads")
	return nil
}

func TestLineReader(t *testing.T) {
	in := "one\ntwo two\n\nlast without newline"
	if got, want := reads(t, LineReader(strings.NewReader(in)), 64), []string{"one\n", "two two\n", "\n", "last without newline"}; !reflect.DeepEqual(got, want) {
		t.Errorf("reads = %q, want %q", got, want)
	}
	// A buffer shorter than a line: the line comes in pieces, none lost,
	// and no Read crosses a line end.
	got := reads(t, LineReader(strings.NewReader(in)), 3)
	want := []string{"one", "\n", "two", " tw", "o\n", "\n", "las", "t w", "ith", "out", " ne", "wli", "ne"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("reads with a 3-byte buffer = %q, want %q", got, want)
	}
}

func TestChunkReader(t *testing.T) {
	got := reads(t, ChunkReader(strings.NewReader("abcde"), 2), 64)
	if want := []string{"ab", "cd", "e"}; !reflect.DeepEqual(got, want) {
		t.Errorf("reads = %q, want %q", got, want)
	}
}

func TestFeedsHandOutTheSameBytes(t *testing.T) {
	data := []byte("{\"a\":1}\n{\"b\":\"x\\ny\"}\n\n{\"c\":[1,2,3]}")
	var names []string
	for _, f := range Feeds(data) {
		names = append(names, f.Name)
		got, err := io.ReadAll(f.Reader())
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("%s feed read %q, %v", f.Name, got, err)
		}
	}
	if strings.Join(names, ",") != "whole,per-line,2-byte" {
		t.Errorf("feeds %v", names)
	}
}

func TestFirstDiff(t *testing.T) {
	tests := []struct{ got, want, diff string }{
		{"a\nb\n", "a\nb\n", ""},
		{"a\nb\n", "a\nc\n", "line 2:\n got: b\nwant: c"},
		{"a", "a\n", "line 2:\n got: (end of input)\nwant: "},
		{"a\nb", "a", "line 2:\n got: b\nwant: (end of input)"},
		{strings.Repeat("x", 700), "", "line 1:\n got: " + strings.Repeat("x", 600) + "…\nwant: "},
	}
	for _, tt := range tests {
		if got := FirstDiff([]byte(tt.got), []byte(tt.want)); got != tt.diff {
			t.Errorf("FirstDiff(%q, %q) = %q, want %q", tt.got, tt.want, got, tt.diff)
		}
	}
}

func TestGoldenUpdateThenCompare(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "x.jsonl")
	Golden(t, path, []byte("a\n"), true)
	if b, err := os.ReadFile(path); err != nil || string(b) != "a\n" {
		t.Fatalf("update wrote %q, %v", b, err)
	}
	Golden(t, path, []byte("a\n"), false) // equal: must pass
	ft := &fakeT{TB: t}
	Golden(ft, path, []byte("b\n"), false)
	if !ft.failed || !strings.Contains(ft.msg, "line 1:\n got: b\nwant: a") {
		t.Errorf("a differing golden: failed %v, message %q", ft.failed, ft.msg)
	}
}

// fakeT records an Errorf instead of failing the real test.
type fakeT struct {
	testing.TB
	failed bool
	msg    string
}

func (f *fakeT) Helper() {}
func (f *fakeT) Errorf(format string, args ...any) {
	f.failed = true
	f.msg = fmt.Sprintf(format, args...)
}

func TestCases(t *testing.T) {
	dir := t.TempDir()
	for _, p := range []string{"a.jsonl", "wild/b.jsonl", "stream/c.jsonl", "notes.txt"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := Cases(t, dir, "*.jsonl", "wild/*.jsonl", "stream/*.jsonl")
	want := map[string]string{
		"a":        filepath.Join(dir, "a.jsonl"),
		"wild-b":   filepath.Join(dir, "wild", "b.jsonl"),
		"stream-c": filepath.Join(dir, "stream", "c.jsonl"),
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Cases = %v, want %v", got, want)
	}
}

func TestSameFedReportsADifferingFeed(t *testing.T) {
	feeds := Feeds([]byte("x\n"))
	calls := 0
	read := func(r io.Reader) *transcript.Session {
		if _, err := io.ReadAll(r); err != nil {
			t.Fatal(err)
		}
		calls++
		if calls == 3 {
			return &transcript.Session{ID: "other"}
		}
		return &transcript.Session{ID: "same"}
	}
	ft := &fakeT{TB: t}
	SameFed(ft, feeds, nil, read)
	if calls != 3 || !ft.failed || !strings.HasPrefix(ft.msg, "2-byte read differs from whole read") {
		t.Errorf("calls %d, failed %v, message %q", calls, ft.failed, ft.msg)
	}
	// With a reference, every feed is compared with it, the whole one too.
	calls = 0
	ft = &fakeT{TB: t}
	SameFed(ft, feeds, Export(t, &transcript.Session{ID: "other"}), func(r io.Reader) *transcript.Session {
		calls++
		return &transcript.Session{ID: "other"}
	})
	if calls != 3 || ft.failed {
		t.Errorf("calls %d, failed %v (%s)", calls, ft.failed, ft.msg)
	}
}
