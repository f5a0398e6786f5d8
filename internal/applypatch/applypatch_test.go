package applypatch

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		want  []Hunk // Line fields are checked too
		paths []string
		err   string // substring of the error; "" = no error
	}{
		{
			name:  "fixture update",
			in:    "*** Begin Patch\n*** Update File: calc/calc.go\n@@\n func Add(a, b int) int {\n-\treturn a - b\n+\treturn a + b\n }\n*** End Patch\n",
			want:  []Hunk{{Op: Update, Path: "calc/calc.go", Line: 2, Chunks: []Chunk{{OldLines: []string{"func Add(a, b int) int {", "\treturn a - b", "}"}, NewLines: []string{"func Add(a, b int) int {", "\treturn a + b", "}"}, Line: 3}}}},
			paths: []string{"calc/calc.go"},
		},
		{
			name: "all ops",
			in:   "*** Begin Patch\n*** Add File: path/add.py\n+abc\n+def\n*** Delete File: path/delete.py\n*** Update File: path/update.py\n*** Move to: path/update2.py\n@@ def f():\n-    pass\n+    return 123\n*** End Patch",
			want: []Hunk{
				{Op: Add, Path: "path/add.py", Contents: "abc\ndef\n", Line: 2},
				{Op: Delete, Path: "path/delete.py", Line: 5},
				{Op: Update, Path: "path/update.py", MoveTo: "path/update2.py", Line: 6, Chunks: []Chunk{{Context: "def f():", OldLines: []string{"    pass"}, NewLines: []string{"    return 123"}, Line: 8}}},
			},
			paths: []string{"path/add.py", "path/delete.py", "path/update.py", "path/update2.py"},
		},
		{
			name: "first chunk without @@, padded markers, CRLF",
			in:   "  *** Begin Patch \r\n*** Update File: file2.py\r\n import foo\r\n+bar\r\n *** End Patch  \r\n",
			want: []Hunk{{Op: Update, Path: "file2.py", Line: 2, Chunks: []Chunk{{OldLines: []string{"import foo"}, NewLines: []string{"import foo", "bar"}, Line: 3}}}},
		},
		{
			name: "update then add",
			in:   "*** Begin Patch\n*** Update File: file.py\n@@\n+line\n*** Add File: other.py\n+content\n*** End Patch",
			want: []Hunk{
				{Op: Update, Path: "file.py", Line: 2, Chunks: []Chunk{{NewLines: []string{"line"}, Line: 3}}},
				{Op: Add, Path: "other.py", Contents: "content\n", Line: 5},
			},
		},
		{
			name: "two chunks, blank line between, end of file, empty context line",
			in:   "*** Begin Patch\n*** Update File: a.txt\n@@ one\n-x\n+y\n\n@@\n keep\n\n-last\n*** End of File\n*** End Patch",
			want: []Hunk{{Op: Update, Path: "a.txt", Line: 2, Chunks: []Chunk{
				{Context: "one", OldLines: []string{"x", ""}, NewLines: []string{"y", ""}, Line: 3},
				{OldLines: []string{"keep", "", "last"}, NewLines: []string{"keep", ""}, EndOfFile: true, Line: 7},
			}}},
		},
		{
			name: "heredoc wrapper",
			in:   "<<'EOF'\n*** Begin Patch\n*** Delete File: gone.txt\n*** End Patch\nEOF\n",
			want: []Hunk{{Op: Delete, Path: "gone.txt", Line: 3}},
		},
		{
			name: "leading blank lines keep line numbers of the text",
			in:   "\n\n*** Begin Patch\n*** Frobnicate File: x\n*** End Patch",
			err:  "line 4: \"*** Frobnicate File: x\" is not a hunk header",
		},
		{name: "empty patch", in: "*** Begin Patch\n*** End Patch", want: nil},
		{name: "no begin", in: "bad", err: "line 1: expected '*** Begin Patch'"},
		{name: "no end", in: "*** Begin Patch\n*** Delete File: x", err: "line 2: expected '*** End Patch'"},
		{name: "only begin", in: "*** Begin Patch", err: "line 1: expected '*** End Patch'"},
		{name: "empty", in: "  \n", err: "empty text"},
		{name: "empty update", in: "*** Begin Patch\n*** Update File: test.py\n*** End Patch", err: "line 2: update of \"test.py\" has no changes"},
		{name: "bad chunk line", in: "*** Begin Patch\n*** Update File: t.py\n@@\nfoo\n*** End Patch", err: "line 4: unexpected line \"foo\""},
		{name: "second chunk without @@", in: "*** Begin Patch\n*** Update File: t.py\n@@\n-a\nfoo\n*** End Patch", err: "line 5: expected a '@@' line"},
		{name: "eof marker first", in: "*** Begin Patch\n*** Update File: t.py\n@@\n*** End of File\n*** End Patch", err: "line 4: chunk has no lines before"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse(tt.in)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want it to contain %q", err, tt.err)
				}
				var pe *ParseError
				if !errors.As(err, &pe) {
					t.Errorf("error is %T, want *ParseError", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(p.Hunks, tt.want) {
				t.Errorf("hunks:\n got %+v\nwant %+v", p.Hunks, tt.want)
			}
			if tt.paths != nil && !reflect.DeepEqual(p.Paths(), tt.paths) {
				t.Errorf("Paths = %q, want %q", p.Paths(), tt.paths)
			}
		})
	}
}

func files(m map[string]string) func(string) ([]byte, error) {
	return func(p string) ([]byte, error) {
		s, ok := m[p]
		if !ok {
			return nil, fmt.Errorf("open %s: %w", p, fs.ErrNotExist)
		}
		return []byte(s), nil
	}
}

func TestApply(t *testing.T) {
	calc := "// Package calc provides tiny arithmetic helpers.\npackage calc\n\n// Add returns the sum of a and b.\nfunc Add(a, b int) int {\n\treturn a - b\n}\n"
	tests := []struct {
		name  string
		files map[string]string
		patch string
		want  map[string]*string // nil value = deleted
		err   string
	}{
		{
			name:  "fixture fix",
			files: map[string]string{"calc/calc.go": calc},
			patch: "*** Begin Patch\n*** Update File: calc/calc.go\n@@\n func Add(a, b int) int {\n-\treturn a - b\n+\treturn a + b\n }\n*** End Patch\n",
			want:  map[string]*string{"calc/calc.go": ptr(strings.Replace(calc, "a - b", "a + b", 1))},
		},
		{
			// Like Codex, the matched region (context lines included) is
			// replaced by the patch's lines.
			name:  "trailing whitespace in file is tolerated",
			files: map[string]string{"f": "a  \nb\t\nc\n"},
			patch: "*** Begin Patch\n*** Update File: f\n@@\n a\n-b\n+B\n*** End Patch",
			want:  map[string]*string{"f": ptr("a\nB\nc\n")},
		},
		{
			name:  "indentation differences are tolerated",
			files: map[string]string{"f": "    a\n\tb\n"},
			patch: "*** Begin Patch\n*** Update File: f\n@@\n-a\n-b\n+c\n*** End Patch",
			want:  map[string]*string{"f": ptr("c\n")},
		},
		{
			name:  "typographic punctuation is tolerated",
			files: map[string]string{"f": "x \u2014 \u201cy\u201d\n"},
			patch: "*** Begin Patch\n*** Update File: f\n@@\n-x - \"y\"\n+z\n*** End Patch",
			want:  map[string]*string{"f": ptr("z\n")},
		},
		{
			name:  "exact match preferred over a loose one",
			files: map[string]string{"f": "  x\nx\n"},
			patch: "*** Begin Patch\n*** Update File: f\n@@\n-x\n+y\n*** End Patch",
			want:  map[string]*string{"f": ptr("  x\ny\n")},
		},
		{
			name:  "context line narrows the search",
			files: map[string]string{"f": "func a() {\n\treturn 1\n}\nfunc b() {\n\treturn 1\n}\n"},
			patch: "*** Begin Patch\n*** Update File: f\n@@ func b() {\n-\treturn 1\n+\treturn 2\n*** End Patch",
			want:  map[string]*string{"f": ptr("func a() {\n\treturn 1\n}\nfunc b() {\n\treturn 2\n}\n")},
		},
		{
			name:  "end of file anchors at the end",
			files: map[string]string{"f": "x\ny\nx\n"},
			patch: "*** Begin Patch\n*** Update File: f\n@@\n-x\n+z\n*** End of File\n*** End Patch",
			want:  map[string]*string{"f": ptr("x\ny\nz\n")},
		},
		{
			name:  "pure addition appends; missing final newline is added",
			files: map[string]string{"f": "a"},
			patch: "*** Begin Patch\n*** Update File: f\n@@\n+b\n*** End Patch",
			want:  map[string]*string{"f": ptr("a\nb\n")},
		},
		{
			name:  "add, delete, move",
			files: map[string]string{"old.txt": "1\n2\n", "gone": "x"},
			patch: "*** Begin Patch\n*** Add File: new/file.txt\n+hello\n*** Delete File: gone\n*** Update File: old.txt\n*** Move to: moved.txt\n@@\n 1\n-2\n+3\n*** End Patch",
			want:  map[string]*string{"new/file.txt": ptr("hello\n"), "gone": nil, "old.txt": nil, "moved.txt": ptr("1\n3\n")},
		},
		{
			name:  "hunks see earlier hunks",
			files: map[string]string{"f": "a\n"},
			patch: "*** Begin Patch\n*** Update File: f\n@@\n-a\n+b\n*** Update File: f\n@@\n-b\n+c\n*** End Patch",
			want:  map[string]*string{"f": ptr("c\n")},
		},
		{
			name:  "add an empty file",
			files: map[string]string{},
			patch: "*** Begin Patch\n*** Add File: empty\n*** End Patch",
			want:  map[string]*string{"empty": ptr("")},
		},
		{name: "update missing file", files: map[string]string{}, patch: "*** Begin Patch\n*** Update File: nope\n@@\n-a\n+b\n*** End Patch", err: "nope (patch line 2): cannot read the file to update"},
		{name: "delete missing file", files: map[string]string{}, patch: "*** Begin Patch\n*** Delete File: nope\n*** End Patch", err: "cannot delete"},
		{name: "delete twice", files: map[string]string{"f": ""}, patch: "*** Begin Patch\n*** Delete File: f\n*** Delete File: f\n*** End Patch", err: "deleted earlier"},
		{name: "lines not found", files: map[string]string{"f": "a\n"}, patch: "*** Begin Patch\n*** Update File: f\n@@\n-zzz\n+b\n*** End Patch", err: "f (patch line 3): cannot find the expected lines:\nzzz"},
		{name: "context not found", files: map[string]string{"f": "a\n"}, patch: "*** Begin Patch\n*** Update File: f\n@@ func q\n-a\n+b\n*** End Patch", err: "cannot find context line \"func q\""},
		{name: "no hunks", files: map[string]string{}, patch: "*** Begin Patch\n*** End Patch", err: "no files were modified"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse(tt.patch)
			if err != nil {
				t.Fatal(err)
			}
			before := fmt.Sprint(tt.files)
			got, err := p.Apply(files(tt.files))
			if fmt.Sprint(tt.files) != before {
				t.Errorf("Apply changed its input")
			}
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want it to contain %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.want) {
				t.Errorf("got %d files, want %d: %v", len(got), len(tt.want), keys(got))
			}
			for path, w := range tt.want {
				g, ok := got[path]
				switch {
				case !ok:
					t.Errorf("%s missing from the result", path)
				case w == nil && g != nil:
					t.Errorf("%s = %q, want deleted", path, *g)
				case w != nil && g == nil:
					t.Errorf("%s deleted, want %q", path, *w)
				case w != nil && string(*g) != *w:
					t.Errorf("%s = %q, want %q", path, *g, *w)
				}
			}
		})
	}
}

func TestApplyReadErrorIsWrapped(t *testing.T) {
	p, err := Parse("*** Begin Patch\n*** Update File: x\n@@\n-a\n*** End Patch")
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Apply(files(nil))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("err = %v, want it to wrap fs.ErrNotExist", err)
	}
}

func TestFromArgv(t *testing.T) {
	patch := "*** Begin Patch\n*** Add File: a\n+x\n*** End Patch"
	tests := []struct {
		name    string
		argv    []string
		ok      bool
		workdir string
	}{
		{"direct", []string{"apply_patch", patch}, true, ""},
		{"applypatch alias", []string{"applypatch", patch}, true, ""},
		{"bash heredoc", []string{"bash", "-lc", "apply_patch <<'EOF'\n" + patch + "\nEOF\n"}, true, ""},
		{"zsh unquoted delimiter", []string{"/bin/zsh", "-c", "apply_patch <<PATCH\n" + patch + "\nPATCH"}, true, ""},
		{"cd first", []string{"bash", "-lc", "cd sub/dir && apply_patch <<\"EOF\"\n" + patch + "\nEOF"}, true, "sub/dir"},
		{"command after", []string{"bash", "-lc", "apply_patch <<'EOF'\n" + patch + "\nEOF\necho done"}, false, ""},
		{"command before", []string{"bash", "-lc", "echo hi; apply_patch <<'EOF'\n" + patch + "\nEOF"}, false, ""},
		{"unterminated heredoc", []string{"bash", "-lc", "apply_patch <<'EOF'\n" + patch}, false, ""},
		{"other command", []string{"bash", "-lc", "cat <<'EOF'\n" + patch + "\nEOF"}, false, ""},
		{"plain command", []string{"ls", "-la"}, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, ok, err := ParseShell(tt.argv)
			if ok != tt.ok {
				t.Fatalf("ok = %v, want %v", ok, tt.ok)
			}
			if !ok {
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.Workdir != tt.workdir {
				t.Errorf("Workdir = %q, want %q", p.Workdir, tt.workdir)
			}
			if got := p.Paths(); !reflect.DeepEqual(got, []string{"a"}) || !p.OnlyAdds() {
				t.Errorf("Paths = %q, OnlyAdds = %v", got, p.OnlyAdds())
			}
		})
	}
}

func ptr(s string) *string { return &s }

func keys(m map[string]*[]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// fixturePatches returns every apply_patch text in the repository's Codex
// fixtures: custom_tool_call inputs in transcripts and tool_input.command in
// apply_patch hook payloads.
func fixturePatches(t testing.TB) []string {
	root := filepath.Join("..", "..", "testdata")
	var out []string
	err := filepath.WalkDir(filepath.Join(root, "transcripts", "codex"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".jsonl") {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 64<<20)
		for sc.Scan() {
			var rec struct {
				Payload struct {
					Type  string `json:"type"`
					Name  string `json:"name"`
					Input string `json:"input"`
				} `json:"payload"`
			}
			if json.Unmarshal(sc.Bytes(), &rec) == nil && rec.Payload.Type == "custom_tool_call" && rec.Payload.Name == "apply_patch" {
				out = append(out, rec.Payload.Input)
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	hooks, _ := filepath.Glob(filepath.Join(root, "hooks", "codex", "*apply_patch*"))
	for _, h := range hooks {
		b, err := os.ReadFile(h)
		if err != nil {
			t.Fatal(err)
		}
		var v struct {
			ToolInput struct {
				Command string `json:"command"`
			} `json:"tool_input"`
		}
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v.ToolInput.Command)
	}
	return out
}

// TestFixturePatches parses every real patch in the fixtures: all that are
// not redacted must parse and name at least one path.
func TestFixturePatches(t *testing.T) {
	ps := fixturePatches(t)
	parsed := 0
	for i, text := range ps {
		if strings.HasPrefix(text, "[REDACTED") {
			continue
		}
		p, err := Parse(text)
		if err != nil {
			t.Errorf("patch %d: %v\n%s", i, err, text)
			continue
		}
		if len(p.Paths()) == 0 {
			t.Errorf("patch %d: no paths", i)
		}
		parsed++
	}
	if parsed < 8 {
		t.Errorf("parsed %d fixture patches, want at least 8 (fixtures moved?)", parsed)
	}
}

func FuzzParse(f *testing.F) {
	for _, p := range fixturePatches(f) {
		f.Add(p)
	}
	f.Add("*** Begin Patch\n*** Update File: a\n@@ x\n-a\n+b\n*** End of File\n*** Add File: b\n+c\n*** Delete File: c\n*** End Patch")
	f.Add("<<'EOF'\n*** Begin Patch\n*** Update File: a\n*** Move to: b\n a\n\n-b\n*** End Patch\nEOF")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := Parse(text)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T is not a *ParseError", err)
			}
			return
		}
		_ = p.Paths()
		// Apply to a world where every file holds the patch text itself:
		// it must not panic, whatever it returns.
		_, _ = p.Apply(func(string) ([]byte, error) { return []byte(text), nil })
	})
}
