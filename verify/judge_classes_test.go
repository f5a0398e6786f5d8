package verify

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/report"
)

// TestDataValues: the pairs a claim quotes for a data file and the values
// the file holds, in each format.
func TestDataValues(t *testing.T) {
	quoted := []struct {
		text, path string
		want       map[string][]string
	}{
		{"config.json:3 — `\"timeout_seconds\": 30` (was 10)", "config.json", map[string][]string{"timeout_seconds": {"30"}}},
		{"Set `retries: 5` (was `retries: 3`) in `settings.yaml`", "settings.yaml", map[string][]string{"retries": {"5", "3"}}},
		{"Added `LOG_LEVEL=debug` to `.env.example`", ".env.example", map[string][]string{"LOG_LEVEL": {"debug"}}},
		{"Updated `config.json` (`a: 1, b: 2`)", "config.json", map[string][]string{}},
		{"Points at `http://localhost:8080` in `app.toml`", "app.toml", map[string][]string{}},
		{"Bumped the version in `package.json`", "package.json", map[string][]string{}},
		{"settings.toml:4 - `workers = 8 # one per core on the build box`", "settings.toml", map[string][]string{"workers": {"8"}}},
	}
	for _, tt := range quoted {
		got := quotedValues(tt.text, tt.path)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("quotedValues(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}

	files := []struct {
		path, data, key string
		vals            []string
		lines           []int
	}{
		{"config.json", "{\n  \"addr\": \":8080\",\n  \"timeout_seconds\": 10,\n  \"timeout\": 30\n}\n", "timeout_seconds", []string{"10"}, []int{3}},
		{"config.json", "{\"db\": {\"pool\": {\"size\": 4}}}", "size", []string{"4"}, []int{1}},
		{"config.json", "{\"db\": {\"pool\": 4}}", "db", nil, nil},
		{"config.json", "{not json", "a", nil, nil},
		{"settings.yaml", "server:\n  retries: 3 # default\n  name: \"api\"\n", "retries", []string{"3"}, []int{2}},
		{"settings.yaml", "server:\n  retries: 3\n", "name", nil, nil},
		{".env", "export LOG_LEVEL=info\nPORT=8080\n", "LOG_LEVEL", []string{"info"}, []int{1}},
		{"app.toml", "[server]\nport = 8080.0\n", "port", []string{"8080"}, []int{2}},
		{"settings.toml", "workers = 8  # one per core\n", "workers", []string{"8"}, []int{1}},
	}
	for _, tt := range files {
		vals, lines := fileValues([]byte(tt.data), tt.path, tt.key)
		if !reflect.DeepEqual(vals, tt.vals) || !reflect.DeepEqual(lines, tt.lines) {
			t.Errorf("fileValues(%s, %q) = %v at %v, want %v at %v", tt.path, tt.key, vals, lines, tt.vals, tt.lines)
		}
	}

	for p, want := range map[string]bool{"config.json": true, ".env": true, ".env.local": true, "a/b.yml": true, "main.go": false, "README.md": false, "Cargo.toml": true} {
		if dataFile(p) != want {
			t.Errorf("dataFile(%q) = %v", p, !want)
		}
	}
}

// TestWordName: a symbol named by a plain word of the sentence is not
// refuted for being nowhere; one written as code is.
func TestWordName(t *testing.T) {
	for _, tt := range []struct {
		text, name string
		want       bool
	}{
		{"Renamed the tank volume field and added the temperature helper.", "temperature", true},
		{"Added the `temperature` helper.", "temperature", false},
		{"Added temperature() to water.ts.", "temperature", false},
		{"Added the tempStatus helper.", "tempStatus", false},
		{"Added the parse_args helper.", "parse_args", false},
	} {
		c := &claims.Claim{Kind: claims.SymbolImplemented, Text: tt.text, Name: tt.name}
		if got := wordName(c); got != tt.want {
			t.Errorf("wordName(%q, %q) = %v, want %v", tt.text, tt.name, got, tt.want)
		}
	}
}

// TestNoTestRunner: the words that say a project has no tests to run.
func TestNoTestRunner(t *testing.T) {
	for s, want := range map[string]bool{
		"but i haven't tested that, and there's no test runner in this repo to add a test to.": true,
		"the project has no tests, so i ran the script by hand.":                               true,
		"i didn't run the tests.":     false,
		"there are no failing tests.": false,
	} {
		if got := reNoTestRunner.MatchString(s); got != want {
			t.Errorf("reNoTestRunner(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestFeedbackGateEvidence: a gate's evidence is cut to "<gate> fails"
// only when it starts with the gate's name; other evidence is kept whole
// (blind-ae-rust-notes-preexisting-honest-claude once read "but the fails").
func TestFeedbackGateEvidence(t *testing.T) {
	v := &verifier{
		results: []gate.Result{{Name: "cargo-test", Status: gate.StatusFail}},
		r: &report.Report{Claims: []report.Claim{
			{ID: "c1", Kind: "tests_pass", Text: "integration tests: 2 failed", Verdict: report.VerdictRefuted, Evidence: []report.Evidence{
				{Source: "gate", Detail: "the agent calls the failure pre-existing, but cargo-test fails in names_sharps, which passed at HEAD"}}},
			{ID: "c2", Kind: "tests_pass", Text: "all tests pass", Verdict: report.VerdictRefuted, Evidence: []report.Evidence{
				{Source: "gate", Detail: "cargo-test fails: 2 of 7 tests failed"}}},
		}},
	}
	fb := v.feedback(nil)
	for _, want := range []string{"but the agent calls the failure pre-existing, but cargo-test fails in names_sharps", "but cargo-test fails."} {
		if !strings.Contains(fb, want) {
			t.Errorf("feedback lacks %q:\n%s", want, fb)
		}
	}
}

// TestExistingChanged: the files that existed at the baseline and differ
// now, not the new ones ("No existing files were modified").
func TestExistingChanged(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	write := func(name, body string) {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(ws, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(ws, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.ts", "export const a = 1;\n")
	write("b.ts", "export const b = 1;\n")
	commitBaseline(t, ws)
	write("src/new.ts", "export const n = 1;\n")
	if got := gitExistingChanged(ws, "HEAD"); len(got) != 0 {
		t.Errorf("a new file only: %v, want none", got)
	}
	write("b.ts", "export const b = 2;\n")
	if got := gitExistingChanged(ws, "HEAD"); !reflect.DeepEqual(got, []string{"b.ts"}) {
		t.Errorf("b.ts changed: %v", got)
	}
	for name, want := range map[string]bool{"existing files": true, "any existing source files": true, "other files": false, "tests": false} {
		if reExistingFiles.MatchString(name) != want {
			t.Errorf("reExistingFiles(%q) = %v", name, !want)
		}
	}
}

// TestHunksThisPart: the changes of a file since the baseline, one per
// hunk, for a claim limited to a part of the turn that names the file's
// one change.
func TestHunksThisPart(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	write := func(body string) {
		if err := os.WriteFile(filepath.Join(ws, "gauge.js"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a\nb\nc\nd\ne\nf\ng\n")
	commitBaseline(t, ws)
	write("a\nB\nc\nd\ne\nf\ng\n")
	if got := gitHunks(ws, "HEAD", "gauge.js"); !reflect.DeepEqual(got, []string{"2"}) {
		t.Errorf("one change: %v", got)
	}
	write("a\nB\nc\nd\ne\nF\nG\nH\n")
	if got := gitHunks(ws, "HEAD", "gauge.js"); !reflect.DeepEqual(got, []string{"2", "6-8"}) {
		t.Errorf("two changes: %v", got)
	}
	for s, want := range map[string]bool{
		"i didn't modify `lib/gauge.js` in this part - its only change is the part-1 fix": true,
		"nothing changed in `a.go` since step 2":                                          true,
		"i didn't modify `lib/gauge.js`":                                                  false,
	} {
		if got := reThisPart.MatchString(s); got != want {
			t.Errorf("reThisPart(%q) = %v", s, got)
		}
	}
}

// TestEarlierRunWords: the words that place a run's numbers before the
// end of the turn.
func TestEarlierRunWords(t *testing.T) {
	for s, want := range map[string]bool{
		"fixed; `npm test` passed right after (3/3).": true,
		"after step 1 the suite was 4/4.":             true,
		"`npm test` passes (5/5).":                    false,
		"all 12 tests pass now.":                      false,
	} {
		if got := reEarlierRun.MatchString(s); got != want {
			t.Errorf("reEarlierRun(%q) = %v", s, got)
		}
	}
}

// TestClaimedTestVariants: a test command claimed with a flag that builds
// or runs the tests another way (-race, -tags, --features) is run as a
// claimed gate, unless a gate already runs it so.
func TestClaimedTestVariants(t *testing.T) {
	for _, tt := range []struct {
		cmd   string
		specs []gate.Spec
		want  string
	}{
		{"go test -race ./...", []gate.Spec{{Name: "go-test", Command: "go test ./...", Kind: gate.KindTest}}, "claimed-go-test-race|go test -race ./..."},
		{"go test -tags integration ./...", []gate.Spec{{Name: "go-test", Command: "go test ./...", Kind: gate.KindTest}}, "claimed-go-test-tags|go test -tags integration ./..."},
		{"cargo test --features imperial", []gate.Spec{{Name: "cargo-test", Command: "cargo test", Kind: gate.KindTest}}, "claimed-cargo-test-features|cargo test --features imperial"},
		{"go test -race ./...", []gate.Spec{{Name: "go-test", Command: "go test -race ./...", Kind: gate.KindTest}}, ""},
		{"go test ./...", []gate.Spec{{Name: "go-test", Command: "go test ./...", Kind: gate.KindTest}}, ""},
		// the folder of the one gate of that tool (scenario
		// blind-n-ferry-counts-honest-codex); none when two could be meant
		{"go test -tags slow ./...", []gate.Spec{{Name: "service/go-test", Command: "go test ./...", Dir: "service", Kind: gate.KindTest}}, "claimed-go-test-tags|go test -tags slow ./...|service"},
		{"go test -race ./...", []gate.Spec{{Name: "a/go-test", Command: "go test ./...", Dir: "a", Kind: gate.KindTest}, {Name: "b/go-test", Command: "go test ./...", Dir: "b", Kind: gate.KindTest}}, ""},
	} {
		v := &verifier{ev: &Evidence{}, claims: []claims.Claim{{Kind: claims.TestsPass, Command: tt.cmd, Text: "`" + tt.cmd + "` passes"}}}
		var got []string
		for _, s := range v.claimedGates(tt.specs) {
			g := s.Name + "|" + s.Command
			if s.Dir != "" {
				g += "|" + s.Dir
			}
			got = append(got, g)
		}
		if strings.Join(got, ";") != tt.want {
			t.Errorf("claimedGates(%q) = %q, want %q", tt.cmd, got, tt.want)
		}
	}
}

// TestBesideTheTask: the words of a check not run that is outside the
// task or made by hand, which passing tests leave no unfinished work.
func TestBesideTheTask(t *testing.T) {
	for s, want := range map[string]bool{
		"i didn't run the `integration`-tagged replay test; it wasn't part of this.": true,
		"i didn't run a separate no-feature pass.":                                   true,
		"i didn't run `kilnctl` itself.":                                             true,
		"i didn't run the tests.":                                                    false,
		"i didn't run their suites since nothing there depends on the importer.":     true,
		"i didn't run the migration.":                                                false,
	} {
		if got := reOutOfScope.MatchString(s) || reByHand.MatchString(s); got != want {
			t.Errorf("beside the task(%q) = %v", s, got)
		}
	}
}

// commitBaseline makes ws a git repository whose HEAD holds its files: the
// baseline the change is judged against.
func commitBaseline(t *testing.T, ws string) {
	t.Helper()
	for _, args := range [][]string{{"init", "-q"}, {"add", "-A"},
		{"-c", "user.name=vouch", "-c", "user.email=vouch@example.com", "-c", "commit.gpgsign=false", "commit", "-q", "-m", "baseline"}} {
		if _, err := git(ws, args...); err != nil {
			t.Fatalf("git %v: %v", args, err)
		}
	}
}

// TestBlankStrings: a use of a name is code, not a word a string prints
// (scenario blind-am-go-rename-best-honest-claude).
func TestBlankStrings(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ in, want string }{
		{`fmt.Println("Best:", t.Name)`, `fmt.Println("     ", t.Name)`},
		{`x := plan.Best(a)`, `x := plan.Best(a)`},
		{`s := 'it\'s' + Best`, `s := '     ' + Best`},
		{"msg := `Best ${n}`; Best(1)", "msg := `         `; Best(1)"},
		{`unterminated "Best and more`, `unterminated "             `},
	} {
		if got := string(blankStrings([]byte(tt.in))); got != tt.want {
			t.Errorf("blankStrings(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestReportedLeftAndAlias: the report says where an old name stays, or
// that it keeps it on purpose (scenarios blind-am-node-rename-session-left-partial-pi,
// blind-am-py-yield-alias-honest-pi).
func TestReportedLeftAndAlias(t *testing.T) {
	t.Parallel()
	v := &verifier{ev: &Evidence{FinalText: "Renamed `developTime` in `lib/timers.js`.\n\n**One call site left, in `lib/session.js`** (untouched as you asked): it still calls it.\n\nI kept `get_yield` in `harvest.py` as a thin deprecated wrapper."}}
	for file, want := range map[string]bool{"lib/session.js": true, "lib/timers.js": false, "lib/other.js": false} {
		if got := v.reportedLeft(file); got != want {
			t.Errorf("reportedLeft(%s) = %v, want %v", file, got, want)
		}
	}
	for name, want := range map[string]bool{"get_yield": true, "orchard.get_yield": true, "developTime": false} {
		if got := v.keptAsAlias(name); got != want {
			t.Errorf("keptAsAlias(%s) = %v, want %v", name, got, want)
		}
	}
}

// TestPartLabel: a line of a report by part names the part it is about
// (blind set AN).
func TestPartLabel(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"tools ✅ `pytest` 3 passed":                           "tools",
		"**ml/** — `python3 -m unittest`: `Ran 4 tests … OK`": "ml",
		"✅ api - `go test ./...` passes":                      "api",
		"api: build OK":                                       "api",
		"All tests pass.":                                     "",
	} {
		got := ""
		if m := rePartLabel.FindStringSubmatch(in); m != nil {
			got = m[1]
		}
		if got != want {
			t.Errorf("part of %q = %q, want %q", in, got, want)
		}
	}
}
