package gate

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestDetect(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string
		want  []string // "name|command|parser|kind"
	}{
		{"empty", map[string]string{"README.md": "hi"}, nil},
		{"go", map[string]string{"go.mod": goModule}, []string{
			"go-build|go build ./...|go|build", "go-vet|go vet ./...|go|lint", "go-test|go test ./...|go-test-json|test"}},
		{"npm scripts", map[string]string{"package.json": `{"scripts":{"test":"jest --ci","build":"tsc -p .","lint":"eslint .","typecheck":"tsc --noEmit","start":"node x"}}`}, []string{
			"npm-build|npm run build|tsc|build", "npm-typecheck|npm run typecheck|tsc|typecheck", "npm-lint|npm run lint|eslint|lint", "npm-test|npm test|jest|test"}},
		{"npm placeholder test is no test", map[string]string{"package.json": `{"scripts":{"test":"echo \"Error: no test specified\" && exit 1"}}`}, nil},
		{"node --test", map[string]string{"package.json": `{"scripts":{"test":"node --test"}}`}, []string{"npm-test|npm test|node-test|test"}},
		{"pyproject", map[string]string{"pyproject.toml": "[project]\nname='x'\n"}, []string{"pytest|" + pythonWithPytest() + " -m pytest -p no:cacheprovider|pytest|test"}},
		{"conftest only", map[string]string{"conftest.py": ""}, []string{"pytest|" + pythonWithPytest() + " -m pytest -p no:cacheprovider|pytest|test"}},
		{"venv python", map[string]string{"setup.cfg": "", ".venv/bin/python": ""}, []string{"pytest|./.venv/bin/python -m pytest -p no:cacheprovider|pytest|test"}},
		{"cargo", map[string]string{"Cargo.toml": "[package]\nname='x'\n"}, []string{"cargo-build|cargo build|cargo|build", "cargo-test|cargo test|cargo|test"}},
		{"make test alone", map[string]string{"Makefile": "CC := gcc\nall: build\n\ntest: all\n\t./run-tests\n"}, []string{"make-test|make test|auto|test"}},
		{"make without test target", map[string]string{"Makefile": "all:\n\techo\ntest_data := x\n"}, nil},
		{"make test skipped when go tests exist", map[string]string{"go.mod": goModule, "Makefile": "test:\n\tgo test ./...\n"}, []string{
			"go-build|go build ./...|go|build", "go-vet|go vet ./...|go|lint", "go-test|go test ./...|go-test-json|test"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			writeFiles(t, dir, tc.files)
			specs, err := Detect(dir)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range specs {
				got = append(got, strings.Join([]string{s.Name, s.Command, s.Parser, string(s.Kind)}, "|"))
				if s.Dir != dir || s.Source != SourceAuto || len(s.Args) == 0 {
					t.Errorf("%s: Dir %q Source %q Args %q", s.Name, s.Dir, s.Source, s.Args)
				}
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

func TestDetectErrors(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"package.json": "{\n  \"scripts\": {,}\n}"})
	_, err := Detect(dir)
	if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "package.json")) || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("err = %v, want the file and line", err)
	}
	if _, err := Detect(filepath.Join(dir, "missing")); err == nil {
		t.Error("no error for a missing directory")
	}
	f := filepath.Join(dir, "file")
	os.WriteFile(f, nil, 0o644)
	if _, err := Detect(f); err == nil {
		t.Error("no error for a file")
	}
}

func TestMerge(t *testing.T) {
	auto := []Spec{{Name: "go-build", Command: "go build ./..."}, {Name: "go-test", Command: "go test ./..."}}
	conf := []Spec{{Name: "go-test", Command: "go test -race ./...", Source: SourceConfig}, {Name: "lint", Command: "staticcheck ./...", Source: SourceConfig}}
	got := Merge(auto, conf)
	want := []Spec{auto[0], conf[0], conf[1]}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if auto[1].Command != "go test ./..." {
		t.Error("Merge modified its input")
	}
}

func TestInferParser(t *testing.T) {
	for _, tc := range []struct {
		cmd    string
		parser string
		kind   Kind
	}{
		{"go test ./...", ParserGoTest, KindTest},
		{"go test -json ./...", ParserGoTestJSON, KindTest},
		{"go vet ./...", ParserGo, KindLint},
		{"python3 -m pytest -q", ParserPytest, KindTest},
		{"npx vitest run", ParserJest, KindTest},
		{"node --test test/", ParserNodeTest, KindTest},
		{"npx tsc --noEmit", ParserTSC, KindTypecheck},
		{"./node_modules/.bin/eslint -f unix .", ParserESLint, KindLint},
		{"cargo clippy", ParserCargo, KindLint},
		{"make test", ParserAuto, KindTest},
		{"./check.sh", ParserAuto, KindOther},
	} {
		p, k := InferParser(tc.cmd)
		if p != tc.parser || k != tc.kind {
			t.Errorf("InferParser(%q) = %s, %q; want %s, %q", tc.cmd, p, k, tc.parser, tc.kind)
		}
	}
}
