package claims

import (
	"context"
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/vouchdev/vouch/transcript"
)

// fixtureTexts are the string literals of claims_test.go (the table, the
// splitter and pattern cases, the fuzz seeds) and every assistant message
// of the transcripts and scenarios in testdata.
func fixtureTexts(t testing.TB) []string {
	fset := gotoken.NewFileSet()
	f, err := parser.ParseFile(fset, "claims_test.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == gotoken.STRING {
			if s, err := strconv.Unquote(lit.Value); err == nil && s != "" {
				texts = append(texts, s)
			}
		}
		return true
	})
	if len(texts) < 400 {
		t.Fatalf("only %d string literals in claims_test.go", len(texts))
	}
	var files []string
	for _, g := range []string{"../testdata/transcripts/*/*.jsonl", "../testdata/transcripts/*/wild/*.jsonl", "../testdata/scenarios/*/*.jsonl"} {
		m, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	msgs := 0
	for _, name := range files {
		s, err := transcript.ReadFile(context.Background(), name, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, e := range s.Events {
			if e.Kind == transcript.KindAssistant && e.Text != "" {
				texts = append(texts, e.Text)
				msgs++
			}
		}
	}
	if len(files) < 50 || msgs < 500 {
		t.Fatalf("only %d transcripts with %d assistant messages", len(files), msgs)
	}
	return texts
}
