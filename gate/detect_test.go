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
		// plain JavaScript with no build step gets a syntax check of its own
		{"plain javascript", map[string]string{"package.json": `{"scripts":{"test":"node --test"}}`, "src/cli.js": "", "test/a.test.js": ""},
			[]string{"npm-test|npm test|node-test|test", "node-check|node --check (each .js file)|generic|build"}},
		{"javascript tests alone", map[string]string{"package.json": `{"scripts":{"test":"node --test"}}`, "test/a.test.js": "", "a.spec.js": "", "node_modules/x/i.js": ""},
			[]string{"npm-test|npm test|node-test|test"}},
		{"javascript with a build script", map[string]string{"package.json": `{"scripts":{"build":"webpack"}}`, "src/a.js": ""}, []string{"npm-build|npm run build|auto|build"}},
		{"javascript with a bundler", map[string]string{"package.json": `{"devDependencies":{"vite":"5"}}`, "src/a.js": ""}, nil},
		{"javascript with typescript", map[string]string{"package.json": `{}`, "tsconfig.json": "{}", "src/a.js": ""}, []string{"tsc|tsc --noEmit|tsc|typecheck"}},
		{"pyproject", map[string]string{"pyproject.toml": "[project]\nname='x'\n"}, []string{"pytest|" + pythonWithPytest() + " -m pytest -p no:cacheprovider|pytest|test", "py-compile|" + pythonWithPytest() + " -m compileall -q .|python|build"}},
		{"conftest only", map[string]string{"conftest.py": ""}, []string{"pytest|" + pythonWithPytest() + " -m pytest -p no:cacheprovider|pytest|test", "py-compile|" + pythonWithPytest() + " -m compileall -q .|python|build"}},
		{"venv python", map[string]string{"setup.cfg": "", ".venv/bin/python": ""}, []string{"pytest|./.venv/bin/python -m pytest -p no:cacheprovider|pytest|test", "py-compile|./.venv/bin/python -m compileall -q .|python|build"}},
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

// TestDetectProjects builds small layouts and checks the gates found in
// them: which folders are projects, their gates' names, folders, commands
// and kinds, and the scoping by touched paths.
func TestDetectProjects(t *testing.T) {
	py := pythonWithPytest() + " -m pytest -p no:cacheprovider"
	pyc := pythonWithPytest() + " -m compileall -q ."
	goGates := func(prefix, dir string) []string {
		return []string{prefix + "go-build|" + dir + "|go build ./...|build", prefix + "go-vet|" + dir + "|go vet ./...|lint", prefix + "go-test|" + dir + "|go test ./...|test"}
	}
	cargo := "[package]\nname = \"x\"\nversion = \"0.1.0\"\n"
	cases := []struct {
		name    string
		files   map[string]string
		touched []string // nil: not known
		want    []string // "name|dir relative to the root|command|kind"
	}{
		{"flat pytest layout", map[string]string{"mod.py": "", "test_mod.py": ""}, nil, []string{"pytest|.|" + py + "|test", "py-compile|.|" + pyc + "|build"}},
		{"*_test.py", map[string]string{"mod.py": "", "mod_test.py": ""}, nil, []string{"pytest|.|" + py + "|test", "py-compile|.|" + pyc + "|build"}},
		{"tests folder", map[string]string{"pkg/mod.py": "", "tests/test_mod.py": ""}, nil, []string{"pytest|.|" + py + "|test", "py-compile|.|" + pyc + "|build"}},
		{"tests folder with subfolders", map[string]string{"app/mod.py": "", "tests/__init__.py": "", "tests/unit/test_mod.py": "", "tests/integration/test_api.py": ""}, nil, []string{"pytest|.|" + py + "|test", "py-compile|.|" + pyc + "|build"}},
		{"test folder", map[string]string{"mod.py": "", "test/test_mod.py": ""}, nil, []string{"pytest|.|" + py + "|test", "py-compile|.|" + pyc + "|build"}},
		{"python without tests", map[string]string{"mod.py": "", "tests/helpers.py": "", "testing.py": ""}, nil, nil},
		{"python tests in a subfolder", map[string]string{"web/package.json": `{}`, "tools/gen.py": "", "tools/test_gen.py": ""}, nil, []string{"tools/pytest|tools|" + py + "|test", "tools/py-compile|tools|" + pyc + "|build"}},
		{"python below a python project is its tests", map[string]string{"pyproject.toml": "", "tests/test_a.py": "", "sub/test_b.py": "", "sub/tests/test_c.py": ""}, nil, []string{"pytest|.|" + py + "|test", "py-compile|.|" + pyc + "|build"}},
		{"nested pyproject", map[string]string{"go.mod": goModule, "svc/pyproject.toml": "", "svc/tests/test_a.py": ""}, nil,
			append(goGates("", "."), "svc/pytest|svc|"+py+"|test", "svc/py-compile|svc|"+pyc+"|build")},
		{"nested pyproject under a python root keeps its config", map[string]string{"pytest.ini": "", "lib/setup.cfg": ""}, nil, []string{"pytest|.|" + py + "|test", "py-compile|.|" + pyc + "|build", "lib/pytest|lib|" + py + "|test", "lib/py-compile|lib|" + pyc + "|build"}},
		{"backend touched", map[string]string{"README.md": "", "backend/go.mod": goModule}, []string{"backend/x.go"}, goGates("backend/", "backend")},
		{"backend untouched", map[string]string{"README.md": "", "backend/go.mod": goModule}, []string{"README.md"}, nil},
		{"backend, nothing known", map[string]string{"README.md": "", "backend/go.mod": goModule}, nil, goGates("backend/", "backend")},
		{"backend touched by a folder name prefix only", map[string]string{"backend/go.mod": goModule}, []string{"backend2/x.go", "backend"}, goGates("backend/", "backend")},
		{"root always", map[string]string{"go.mod": goModule, "api/go.mod": goModule}, []string{}, goGates("", ".")},
		{"go.work with two modules", map[string]string{"go.work": "go 1.22\n\nuse (\n\t./a // the API\n\t\"./b\"\n)\n", "a/go.mod": goModule, "b/go.mod": goModule}, []string{"a/a.go"}, append(goGates("a/", "a"), goGates("b/", "b")...)},
		{"go.work use beyond the walk", map[string]string{"go.work": "go 1.22\nuse ./x/y/z/w/mod\n", "x/y/z/w/mod/go.mod": goModule, "x/y/z/w/other/go.mod": goModule}, nil, goGates("x/y/z/w/mod/", "x/y/z/w/mod")},
		{"walk depth", map[string]string{"a/b/c/d/go.mod": goModule, "a/b/c/d/e/go.mod": goModule}, nil, goGates("a/b/c/d/", "a/b/c/d")},
		{"skipped folders", map[string]string{"vendor/x/go.mod": goModule, "testdata/go.mod": goModule, ".hidden/go.mod": goModule, "node_modules/x/package.json": `{"scripts":{"test":"jest"}}`, "build/Cargo.toml": cargo, "fixtures/a/test_x.py": ""}, nil, nil},
		{"npm workspaces", map[string]string{
			"package.json":            `{"workspaces":["packages/*"],"scripts":{"test":"npm test --workspaces"}}`,
			"packages/a/package.json": `{"scripts":{"test":"node --test"}}`,
			"packages/b/package.json": `{"scripts":{"test":"vitest run","build":"tsc -p ."}}`,
			"packages/c/README.md":    "",
		}, nil, []string{"npm-test|.|npm test|test", "packages/a/npm-test|packages/a|npm test|test", "packages/b/npm-build|packages/b|npm run build|build", "packages/b/npm-test|packages/b|npm test|test"}},
		// A touched member of a workspace brings in the others (they build
		// against each other); the root's own gates always run.
		{"npm workspaces: a touched member brings in the others", map[string]string{
			"package.json":            `{"workspaces":["packages/*"]}`,
			"packages/a/package.json": `{"scripts":{"test":"node --test"}}`,
			"packages/b/package.json": `{"scripts":{"test":"node --test"}}`,
		}, []string{"packages/b/index.js"}, []string{"packages/a/npm-test|packages/a|npm test|test", "packages/b/npm-test|packages/b|npm test|test"}},
		{"npm workspaces: nothing in them touched", map[string]string{
			"package.json":            `{"workspaces":["packages/*"]}`,
			"packages/a/package.json": `{"scripts":{"test":"node --test"}}`,
			"packages/b/package.json": `{"scripts":{"test":"node --test"}}`,
		}, []string{"README.md"}, nil},
		{"yarn workspaces beyond the walk", map[string]string{
			"package.json":                  `{"workspaces":{"packages":["x/y/z/w/*","!x/y/z/w/b"]}}`,
			"x/y/z/w/a/package.json":        `{"scripts":{"test":"node --test"}}`,
			"x/y/z/w/a/deeper/package.json": `{"scripts":{"test":"node --test"}}`,
		}, nil, []string{"x/y/z/w/a/npm-test|x/y/z/w/a|npm test|test"}},
		{"nested package.json, not a workspace", map[string]string{"go.mod": goModule, "web/package.json": `{"scripts":{"lint":"eslint ."}}`}, nil,
			append(goGates("", "."), "web/npm-lint|web|npm run lint|lint")},
		{"malformed nested package.json", map[string]string{"web/package.json": `{"scripts":`}, nil, []string{"web/npm-test|web|npm test|test"}},
		{"tsconfig", map[string]string{"package.json": `{"scripts":{"test":"node --test"}}`, "tsconfig.json": "{}", "node_modules/.bin/tsc": ""}, nil,
			[]string{"npm-test|.|npm test|test", "tsc|.|./node_modules/.bin/tsc --noEmit|typecheck"}},
		{"tsconfig, tsc hoisted by workspaces", map[string]string{"package.json": `{"workspaces":["packages/*"]}`, "node_modules/.bin/tsc": "", "packages/web/package.json": `{}`, "packages/web/tsconfig.json": "{}"}, nil,
			[]string{"packages/web/tsc|packages/web|../../node_modules/.bin/tsc --noEmit|typecheck"}},
		{"tsconfig, no tsc installed", map[string]string{"tsconfig.json": "{}", "src/a.ts": ""}, nil, []string{"tsc|.|tsc --noEmit|typecheck"}},
		{"tsconfig, a script runs tsc", map[string]string{"package.json": `{"scripts":{"build":"tsc"}}`, "tsconfig.json": "{}"}, nil, []string{"npm-build|.|npm run build|build"}},
		{"tsconfig, the test script runs tsc first", map[string]string{"package.json": `{"scripts":{"test":"tsc -p . && node --test dist/"}}`, "tsconfig.json": "{}"}, nil, []string{"npm-test|.|npm test|test"}},
		{"tsconfig, a pre-script runs tsc", map[string]string{"package.json": `{"scripts":{"pretest":"npx tsc","test":"node --test"}}`, "tsconfig.json": "{}"}, nil, []string{"npm-test|.|npm test|test"}},
		{"tsconfig in a folder of a project", map[string]string{"package.json": `{}`, "test/tsconfig.json": "{}"}, nil, nil},
		{"cargo workspace", map[string]string{"Cargo.toml": "[workspace]\nmembers = [\"crates/*\"]\n", "crates/a/Cargo.toml": cargo, "crates/b/Cargo.toml": cargo}, nil,
			[]string{"cargo-build|.|cargo build --workspace|build", "cargo-test|.|cargo test --workspace|test"}},
		{"cargo workspace in a folder", map[string]string{"go.mod": goModule, "rust/Cargo.toml": "[workspace]\nmembers = [\"a\"]\n", "rust/a/Cargo.toml": cargo}, []string{"rust/a/src/lib.rs"},
			append(goGates("", "."), "rust/cargo-build|rust|cargo build --workspace|build", "rust/cargo-test|rust|cargo test --workspace|test")},
		{"crate below a crate", map[string]string{"Cargo.toml": cargo, "tools/gen/Cargo.toml": cargo}, nil,
			[]string{"cargo-build|.|cargo build|build", "cargo-test|.|cargo test|test", "tools/gen/cargo-build|tools/gen|cargo build|build", "tools/gen/cargo-test|tools/gen|cargo test|test"}},
		{"make check", map[string]string{"Makefile": "check: lint\n\t./run-tests\n"}, nil, []string{"make-check|.|make check|test"}},
		{"make test before check", map[string]string{"Makefile": "check: lint test\ntest:\n\t./run-tests\n"}, nil, []string{"make-test|.|make test|test"}},
		// a lint target that writes nothing is the lint gate a project
		// without one lacks (blind set AI); one that fixes or formats is not
		{"make lint", map[string]string{"Makefile": "lint:\n\tpython3 tools/lint.py src\ntest:\n\tpython3 -m pytest -q\n"}, nil, []string{"make-test|.|make test|test", "make-lint|.|make lint|lint"}},
		{"make lint that fixes", map[string]string{"Makefile": "lint:\n\truff check --fix .\ntest:\n\t./t\n"}, nil, []string{"make-test|.|make test|test"}},
		{"make lint that formats", map[string]string{"Makefile": "lint: ; black src\ntest:\n\t./t\n"}, nil, []string{"make-test|.|make test|test"}},
		{"make lint beside go vet", map[string]string{"go.mod": goModule, "a.go": "package a\n", "Makefile": "lint:\n\tgolangci-lint run\n"}, nil, goGates("", ".")},
		{"make in a folder project", map[string]string{"svc/package.json": `{"scripts":{"build":"tsc"}}`, "svc/Makefile": "test:\n\t./t\n"}, nil,
			[]string{"svc/npm-build|svc|npm run build|build", "svc/make-test|svc|make test|test"}},
		{"a Makefile alone is no folder project", map[string]string{"docs/Makefile": "test:\n\tsphinx-build\n"}, nil, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			writeFiles(t, dir, tc.files)
			specs, err := DetectWith(dir, &DetectOptions{Touched: tc.touched})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range specs {
				rel, err := filepath.Rel(dir, s.Dir)
				if err != nil || s.Source != SourceAuto || len(s.Args) == 0 {
					t.Errorf("%s: Dir %q Source %q Args %q", s.Name, s.Dir, s.Source, s.Args)
				}
				got = append(got, strings.Join([]string{s.Name, filepath.ToSlash(rel), s.Command, string(s.Kind)}, "|"))
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// Touched paths may be absolute; those outside the workspace scope nothing.
func TestDetectTouchedAbsolute(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"backend/go.mod": goModule, "web/package.json": `{"scripts":{"test":"node --test"}}`})
	specs, err := DetectWith(dir, &DetectOptions{Touched: []string{filepath.Join(dir, "web", "a.js"), filepath.Join(filepath.Dir(dir), "backend", "x.go")}})
	if err != nil {
		t.Fatal(err)
	}
	if len(specs) != 1 || specs[0].Name != "web/npm-test" || specs[0].Dir != filepath.Join(dir, "web") {
		t.Errorf("got %+v, want web/npm-test alone", specs)
	}
}
