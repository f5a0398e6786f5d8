package claims

import (
	"context"
	"encoding/json"
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/claims/internal/oracle"
	"github.com/vouchdev/vouch/transcript"
)

// The differential tests: Extract must give exactly what the original
// extractor (claims/internal/oracle, every expression run on every
// sentence with a trigger word) gives, field for field, on every fixture
// text and on a large generated corpus. The fast path only skips work
// that cannot change the result; these tests are what holds it to that.

// oracleOpts are the option sets both extractors are compared under.
func oracleOpts(t testing.TB) [][2]any {
	mk := func(kind, expr string) (Pattern, oracle.Pattern) {
		p, err := CompilePattern(kind, expr)
		if err != nil {
			t.Fatal(err)
		}
		q, err := oracle.CompilePattern(kind, expr)
		if err != nil {
			t.Fatal(err)
		}
		return p, q
	}
	p1, q1 := mk("tests_pass", `(?P<passed>\d+) ok, (?P<failed>\d+) ko`)
	p2, q2 := mk("file_modified", `(?:touched|edited) (?P<path>\S+)`)
	return [][2]any{
		{(*Options)(nil), (*oracle.Options)(nil)},
		{&Options{NoGeneric: true, Patterns: []Pattern{p1, p2}}, &oracle.Options{NoGeneric: true, Patterns: []oracle.Pattern{q1, q2}}},
	}
}

// sameAsOracle returns "" when both extractors agree on text, else both
// results as JSON.
func sameAsOracle(t testing.TB, text string, opts [2]any) string {
	got, err := json.Marshal(Extract(text, opts[0].(*Options)))
	if err != nil {
		t.Fatal(err)
	}
	want, err := json.Marshal(oracle.Extract(text, opts[1].(*oracle.Options)))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) == string(want) {
		return ""
	}
	return "\n got " + string(got) + "\nwant " + string(want)
}

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

// generatedTexts splices the fixtures' words into n new messages: a
// bigram walk over their vocabulary (so phrases are near-real but combine
// triggers, negations, hedges, code spans and paths in ways no fixture
// does), whole fixture lines, and markdown around them.
func generatedTexts(texts []string, n int, seed uint64) []string {
	var words []string
	next := map[string][]string{}
	var lines []string
	for _, t := range texts {
		for _, l := range strings.Split(t, "\n") {
			if l = strings.TrimSpace(l); l != "" && len(l) < 400 {
				lines = append(lines, l)
			}
			ws := strings.Fields(l)
			for i, w := range ws {
				words = append(words, w)
				if i+1 < len(ws) {
					next[w] = append(next[w], ws[i+1])
				}
			}
		}
	}
	var claimLines []string
	for _, l := range lines {
		if len(oracle.Extract(l, nil)) > 0 {
			claimLines = append(claimLines, l)
		}
	}
	edits := []string{"not", "no", "never", "didn't", "should", "if", "will", "still", "but", "and", ";", "(", ")", ",",
		"-", ":", "`go test ./...`", "`a/b.go`", "all", "0", "3", "tests", "build", "lint", "fixed", "passes", "fails",
		"unchanged", "left", "renamed", "->", "previously", "except", "`Foo`", "TestFoo", "✅", "please", "Run", "?"}
	// every word a gate looks for, so that edits add and remove triggers
	for _, g := range keywordGates {
		for _, t := range g.terms {
			for _, c := range t {
				for _, w := range c {
					edits = append(edits, strings.ReplaceAll(w, "\x00", ""))
				}
			}
		}
	}
	for _, e := range gateTable {
		for _, t := range e.terms {
			for _, c := range t {
				for _, w := range c {
					edits = append(edits, strings.ReplaceAll(w, "\x00", ""))
				}
			}
		}
	}
	r := rand.New(rand.NewPCG(seed, 1))
	prefixes := []string{"", "", "", "", "- ", "* ", "1. ", "2) ", "## ", "> ", "| ", "- [x] ", "- [ ] ", "  ", "    "}
	var out []string
	for range n {
		var b strings.Builder
		for range 1 + r.IntN(4) {
			b.WriteString(prefixes[r.IntN(len(prefixes))])
			switch r.IntN(10) {
			case 8, 9:
				// a few consecutive words of a line that holds a claim
				ws := strings.Fields(claimLines[r.IntN(len(claimLines))])
				i := r.IntN(len(ws))
				b.WriteString(strings.Join(ws[i:min(len(ws), i+1+r.IntN(6))], " "))
			case 0:
				b.WriteString(lines[r.IntN(len(lines))])
			case 1:
				b.WriteString("```\n" + lines[r.IntN(len(lines))] + "\n```")
			case 2, 3, 4:
				// a line that holds a claim, edited: near misses of every detector
				ws := strings.Fields(claimLines[r.IntN(len(claimLines))])
				for k := r.IntN(4); k > 0 && len(ws) > 0; k-- {
					i := r.IntN(len(ws))
					switch r.IntN(3) {
					case 0:
						ws = append(ws[:i], ws[i+1:]...)
					case 1:
						ws[i] = words[r.IntN(len(words))]
					default:
						ws = append(ws[:i], append([]string{edits[r.IntN(len(edits))]}, ws[i:]...)...)
					}
				}
				b.WriteString(strings.Join(ws, " "))
			default:
				w := words[r.IntN(len(words))]
				for k := 3 + r.IntN(28); k > 0; k-- {
					switch c := r.IntN(40); {
					case c == 0:
						w = strings.ToUpper(w[:1]) + w[1:]
					case c == 1:
						w = "`" + w + "`"
					case c == 2:
						w += "."
					case c == 3:
						w += ","
					case c == 4:
						w = "**" + w + "**"
					}
					b.WriteString(w)
					b.WriteByte(' ')
					if ns := next[strings.Trim(w, "`*.,")]; len(ns) > 0 && r.IntN(6) > 0 {
						w = ns[r.IntN(len(ns))]
					} else {
						w = words[r.IntN(len(words))]
					}
				}
				if r.IntN(5) == 0 {
					b.WriteString(":")
				}
			}
			b.WriteString([]string{"\n", "\n", "\n\n", " "}[r.IntN(4)])
		}
		out = append(out, b.String())
	}
	return out
}

// windowTexts are every run of 1 to 6 consecutive words of the texts
// that hold a claim: a claim with the words around its trigger cut off
// in every way ("3 skipped, 0 failed." from "212 passed, 3 skipped, 0
// failed.") is where a gate that misses a trigger shows.
func windowTexts(texts []string) []string {
	var out []string
	for _, text := range texts {
		if len(text) > 300 || len(oracle.Extract(text, nil)) == 0 {
			continue
		}
		ws := strings.Fields(text)
		for i := range ws {
			for n := 1; n <= 6 && i+n <= len(ws); n++ {
				out = append(out, strings.Join(ws[i:i+n], " "))
			}
		}
	}
	return out
}

func TestMatchesOracleFixtures(t *testing.T) {
	t.Parallel()
	texts := fixtureTexts(t)
	for _, opts := range oracleOpts(t) {
		bad := 0
		for _, text := range texts {
			if d := sameAsOracle(t, text, opts); d != "" {
				t.Errorf("Extract(%q) differs from the oracle:%s", text, d)
				if bad++; bad == 10 {
					t.Fatal("too many differences")
				}
			}
		}
	}
}

func TestMatchesOracleGenerated(t *testing.T) {
	t.Parallel()
	n := 12000 // ~3 MB
	if testing.Short() {
		n = 2000
	}
	fixtures := fixtureTexts(t)
	texts := generatedTexts(fixtures, n, 1)
	texts = append(texts, windowTexts(fixtures[:400])...) // claims_test.go's
	size := 0
	for _, text := range texts {
		size += len(text)
	}
	if size < n*50 {
		t.Fatalf("generated corpus is only %d bytes", size)
	}
	opts := oracleOpts(t)
	bad, claims := 0, 0
	for i, text := range texts {
		claims += len(Extract(text, nil))
		if d := sameAsOracle(t, text, opts[i%len(opts)]); d != "" {
			t.Errorf("Extract(%q) differs from the oracle:%s", text, d)
			if bad++; bad == 10 {
				t.Fatal("too many differences")
			}
		}
	}
	t.Logf("%d generated texts, %d bytes, %d claims", len(texts), size, claims)
}

func FuzzMatchesOracle(f *testing.F) {
	for _, s := range []string{
		"I fixed the bug and all tests pass.",
		"## Done\n\n- Updated `a.go`\n- [ ] todo\n```go\nx\n```\n| `b.go` | fixed |",
		"Renamed `A` to `B`. 5 passed, 0 failed. I did not touch `c/`, `d.go` or `e.go`.",
		"Tests: 1 failed, 23 passed, 24 total\u2028✅ 计算器 `unterminated",
		"`go vet` reports no`x`issues; TestFoo paſſes, the build is K-clean",
	} {
		f.Add(s)
	}
	opts := oracleOpts(f)
	f.Fuzz(func(t *testing.T, text string) {
		for _, o := range opts {
			if d := sameAsOracle(t, text, o); d != "" {
				t.Fatalf("Extract(%q) differs from the oracle:%s", text, d)
			}
		}
	})
}

// BenchmarkOracleWild5MB is BenchmarkExtractWild5MB run by the original
// extractor: the before of the same measurement, under the same load.
func BenchmarkOracleWild5MB(b *testing.B) {
	text := wildText(b, 5<<20)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for b.Loop() {
		oracle.Extract(text, nil)
	}
}
