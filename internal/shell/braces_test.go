package shell

import (
	"archive/tar"
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// TestBraceWordsLikeBash expands words with braceWords and with bash
// itself (in an empty directory, so no glob can match), and compares.
func TestBraceWordsLikeBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Fatalf("bash is needed as the reference: %v", err)
	}
	dir := t.TempDir()
	for _, word := range []string{
		"a{b,c}d", "{.env,x}", "x{1..3}", "{01..10..3}", "{3..1}", "{a..e..2}", "{e..a}",
		"{a,b}{1,2}", "{a,{b,c}}z", "pre{,.bak}", "{-2..2}", ".{e,f}nv", "{a..c}{x,y}",
	} {
		f, err := syntax.NewParser().Parse(strings.NewReader("echo "+word), "")
		if err != nil {
			t.Fatal(err)
		}
		w := f.Stmts[0].Cmd.(*syntax.CallExpr).Args[1]
		if !syntax.SplitBraces(w) {
			t.Fatalf("%s: no braces split", word)
		}
		ws, ok := braceWords(w, 1000)
		if !ok {
			t.Fatalf("%s: not expanded", word)
		}
		var got []string
		for _, x := range ws {
			got = append(got, x.Lit())
		}
		cmd := exec.Command(bash, "-c", "printf '%s\\n' "+word)
		cmd.Dir = dir
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("bash: %v", err)
		}
		want := strings.Fields(string(out))
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: got %q, bash %q", word, got, want)
		}
	}
	w := &syntax.Word{Parts: []syntax.WordPart{&syntax.BraceExp{Sequence: true, Elems: []*syntax.Word{
		{Parts: []syntax.WordPart{&syntax.Lit{Value: "1"}}}, {Parts: []syntax.WordPart{&syntax.Lit{Value: "100000"}}}}}}}
	if _, ok := braceWords(w, 1000); ok {
		t.Error("{1..100000} expanded past the limit")
	}
}

// TestTarNames reads the member names of archives in the formats tar
// writes: ustar, GNU long names, PAX path records.
func TestTarNames(t *testing.T) {
	long := strings.Repeat("d/", 60) + ".env"
	for _, format := range []tar.Format{tar.FormatUSTAR, tar.FormatGNU, tar.FormatPAX} {
		var buf bytes.Buffer
		tw := tar.NewWriter(&buf)
		names := []string{"a.txt", "sub/.env", "dir/"}
		if format != tar.FormatUSTAR {
			names = append(names, long)
		} else {
			names = append(names, strings.Repeat("p/", 70)+"x") // name+prefix
		}
		for _, n := range names {
			h := &tar.Header{Name: n, Mode: 0o644, Typeflag: tar.TypeReg, Format: format, Size: 3}
			if strings.HasSuffix(n, "/") {
				h.Typeflag, h.Size = tar.TypeDir, 0
			}
			if err := tw.WriteHeader(h); err != nil {
				t.Fatalf("%v %s: %v", format, n, err)
			}
			if h.Size > 0 {
				tw.Write([]byte("abc"))
			}
		}
		tw.Close()
		got, ok := tarNames(buf.Bytes())
		if !ok {
			t.Fatalf("%v: not read", format)
		}
		want := []string{"a.txt", "sub/.env", names[3]}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%v: got %q, want %q", format, got, want)
		}
		if _, ok := tarNames(buf.Bytes()[:700]); ok {
			t.Errorf("%v: a truncated archive read as whole", format)
		}
	}
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	tw.WriteHeader(&tar.Header{Name: "lnk", Linkname: ".env", Typeflag: tar.TypeSymlink})
	tw.Close()
	if _, ok := tarNames(buf.Bytes()); ok {
		t.Error("an archive with a link read as plain members")
	}
}

// FuzzTarNames: tarNames never panics, and every name it returns is
// relative and stays inside the destination.
func FuzzTarNames(f *testing.F) {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	tw.WriteHeader(&tar.Header{Name: strings.Repeat("n/", 60) + ".env", Typeflag: tar.TypeReg, Format: tar.FormatPAX})
	tw.WriteHeader(&tar.Header{Name: "a", Typeflag: tar.TypeReg, Format: tar.FormatGNU})
	tw.Close()
	f.Add(buf.Bytes())
	f.Add(make([]byte, 1024))
	f.Fuzz(func(t *testing.T, data []byte) {
		names, _ := tarNames(data)
		for _, n := range names {
			if n == "" || strings.HasPrefix(n, "/") || n == ".." || strings.HasPrefix(n, "../") {
				t.Fatalf("name %q", n)
			}
		}
	})
}
