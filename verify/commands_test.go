package verify

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/all"
)

func TestClassifyCommand(t *testing.T) {
	tests := []struct {
		line string
		want string // tool/category/filter/piped per command, "|"-joined
	}{
		{"go test ./...", "go-test/test//false"},
		{"cd calc && go test ./...", "go-test/test//false"},
		{"go test -run TestAdd ./calc", "go-test/test/-run TestAdd/false"},
		{"go test -run=TestAdd ./...", "go-test/test/-run TestAdd/false"},
		{"go test -json ./... | tail -5", "go-test/test//true"},
		{"go build ./... && go vet ./... && go test -count=1 ./...", "go-build/build//false|go-vet/lint//false|go-test/test//false"},
		{"GOFLAGS=-mod=mod go test ./...", "go-test/test//false"},
		{"timeout 60 go test ./...", "go-test/test//false"},
		{"python3 -m pytest -q", "pytest/test//false"},
		{"pytest tests/test_calc.py", "pytest/test/tests/test_calc.py/false"},
		{"pytest -k add -q", "pytest/test/-k add/false"},
		{"pytest tests/test_calc.py::test_add", "pytest/test/tests/test_calc.py::test_add/false"},
		{"node --test", "node-test/test//false"},
		{"node --test test/calc.test.js", "node-test/test/test/calc.test.js/false"},
		{"npm test", "npm-test/test//false"},
		{"npm run test -- calc.test.js", "npm-test/test/calc.test.js/false"},
		{"npx jest -t adds", "jest/test/-t adds/false"},
		{"npx vitest run", "vitest/test//false"},
		{"npm run build", "npm-build/build//false"},
		{"npm run lint", "npm-lint/lint//false"},
		{"npx tsc --noEmit", "tsc/lint//false"},
		{"cargo test", "cargo-test/test//false"},
		{"cargo test add", "cargo-test/test/add/false"},
		// Agents run shells themselves (Claude Code's Bash tool records
		// them as written); Codex's argv is a JSON array.
		{"bash -lc 'go test ./...'", "go-test/test//false"},
		{`sh -c "cd calc && go test -run TestAdd ./..." | tail -3`, "go-test/test/-run TestAdd/true"},
		{`["/bin/zsh","-lc","npm test"]`, "npm-test/test//false"},
		{"bash scripts/test.sh", ""},
		{"cat calc.go", ""},
		{"echo go test ./...", ""},
		{"make test", "make-test/test//false"},
		{"go test ./... 2>&1 | grep -v ok", "go-test/test//true"},
		{"if go test ./...; then echo ok; fi", "go-test/test//false"},
		{"go test \"./...\"", "go-test/test//false"},
		{"unterminated 'quote go test ./...", ""},
		// The same reading as Checks: every runner it knows is evidence.
		{"python3 -m unittest discover -s tests -v", "unittest/test//false"},
		{"python -m unittest tests.test_calc", "unittest/test/tests.test_calc/false"},
		{"pytest -m 'not slow' -q", "pytest/test/-m not slow/false"},
		{"npx mocha --grep parse test/parse.test.js", "mocha/test/--grep parse test/parse.test.js/false"},
		{"bun test", "bun-test/test//false"},
		{"make lint && make", "make-lint/lint//false|make-build/build//false"},
		{"ruff check . | head", "ruff-check/lint//true"},
		{"uv run pytest -k parse", "pytest/test/-k parse/false"},
		{"cargo clippy -- -D warnings", "cargo-clippy/lint//false"},
	}
	for _, tt := range tests {
		var got string
		for i, c := range ClassifyCommand(tt.line) {
			if i > 0 {
				got += "|"
			}
			got += fmt.Sprintf("%s/%s/%s/%v", c.Tool, c.Category, c.Filter, c.Piped)
		}
		if got != tt.want {
			t.Errorf("ClassifyCommand(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

func renderChecks(cs []Check) string {
	var s []string
	for _, c := range cs {
		s = append(s, string(c.Category)+":"+c.String())
	}
	return strings.Join(s, " ; ")
}

// Lines marked "real" are copied from the transcripts in testdata/
// (transcripts/*/wild, scenarios, scenarios-dev).
func TestChecks(t *testing.T) {
	scripts := map[string]string{
		"test":      "node --test --test-reporter=spec",
		"test:unit": "vitest run",
		"lint":      "eslint . --cache",
		"check":     "npm run lint && tsc --noEmit",
		"loop":      "npm run loop",
		"ci":        "npm run check && npm test",
	}
	tests := []struct {
		line    string
		scripts map[string]string
		want    string
	}{
		// go (real: scenarios-dev 20, 23; scenarios go-filtered-codex)
		{"go test ./...", nil, "test:go test ./..."},
		{"go test -v ./...", nil, "test:go test ./..."},
		{"go test -run TestAdd ./...", nil, "test:go test filter=TestAdd ./..."},
		{"go build ./... && go vet ./... && go test ./... && (grep -rnw 'Conv' --include='*.go' . || echo 'no references to Conv left')", nil,
			"build:go build ./... ; lint:go vet ./... ; test:go test ./..."},
		{"go test -count=1 -race -json -timeout 60s -p 2 ./...", nil, "test:go test ./..."},
		{"go test --run=TestA -test.v ./calc/ ./api", nil, "test:go test filter=TestA ./api ./calc"},
		{"go test -run A -run B .", nil, "test:go test filter=B ."},
		{"go test -tags integration -short ./...", nil, "test:go test -short -tags=integration ./..."},
		{"go test", nil, "test:go test"},
		{"go -C backend test ./...", nil, "test:[backend] go test ./..."},
		{"gotestsum --format testname -- -run TestX ./...", nil, "test:go test filter=TestX ./..."},
		{"go run .", nil, ""},
		// wrappers, cd, env, plumbing
		{"cd backend && go test ./...", nil, "test:[backend] go test ./..."},
		{"cd backend; go test ./... 2>&1 | tail -20; echo $?", nil, "test:[backend] go test ./..."},
		{"cd a && cd ../b && go test .", nil, "test:[b] go test ."},
		{"(cd backend && go test ./...) && go vet ./...", nil, "test:[backend] go test ./... ; lint:go vet ./..."},
		{"bash -lc 'cd /x && go test ./...'", nil, "test:[/x] go test ./..."},
		{`sh -c "go test ./..."`, nil, "test:go test ./..."},
		{`/bin/zsh -lc 'npm test -- --run src/agents/plugins/__tests__/codemie-code-reasoning.test.ts -t "Compaction Config"'`, map[string]string{"test": "vitest"},
			"test:vitest filter=Compaction Config src/agents/plugins/__tests__/codemie-code-reasoning.test.ts"}, // real: codex wild codemie-code-4
		{`["bash","-lc","cd backend && go test ./..."]`, nil, "test:[backend] go test ./..."},
		{`["/bin/zsh","-lc","git status --short"]`, nil, ""}, // real: codex wild
		{"bash -e -o pipefail -c 'pytest -q | tee out.txt'", nil, "test:pytest"},
		{"bash scripts/test.sh", nil, ""},
		{"FOO=1 CI=true go test ./...", nil, "test:go test ./..."},
		{"env -u HOME CI=1 go test ./...", nil, "test:go test ./..."},
		{"env -C sub go test ./...", nil, "test:[sub] go test ./..."},
		{"time go test ./...", nil, "test:go test ./..."},
		{"timeout 60 go test ./...", nil, "test:go test ./..."},
		{"timeout -s KILL 2m nice -n 5 go test ./...", nil, "test:go test ./..."},
		{"eval 'cd sub' && go test ./...", nil, "test:[sub] go test ./..."},
		{"if go test ./...; then echo ok; fi", nil, "test:go test ./..."},
		{"echo go test ./...", nil, ""},
		{"cat calc.go", nil, ""},
		{"unterminated 'quote go test ./...", nil, ""},
		{"cd sub && go test ./... <<EOF", nil, "test:[sub] go test ./..."},
		// python (real: scenarios-dev 10, 21, 30)
		{"python3 -m pytest -q", nil, "test:pytest"},
		{"python3 -m pytest -q -k parse", nil, "test:pytest filter=parse"},
		{"python -m pytest -k parse", nil, "test:pytest filter=parse"},
		{"py.test -kparse", nil, "test:pytest filter=parse"},
		{".venv/bin/python -m pytest -x --tb=short -rA --color=no -p no:cacheprovider", nil, "test:pytest"},
		{"uv run --with pytest-cov pytest -vv tests/", nil, "test:pytest tests"},
		{"poetry run pytest ./tests/test_a.py::test_b", nil, "test:pytest tests/test_a.py::test_b"},
		{"python3 -m pytest -m 'not slow' --deselect tests/test_x.py::test_y", nil, "test:pytest --deselect=tests/test_x.py::test_y -m=not slow"},
		{"pytest -qk parse", nil, "test:pytest filter=parse"},
		{"python3 -m unittest discover -s tests -v", nil, "test:unittest -s=tests"},
		{"python test_diverse_simple.py", nil, ""}, // real: claude-code wild
		{"python3 -m mypy src", nil, "lint:mypy src"},
		// Python's byte-compile is its build (scenario blind-h-py-compile-stale-lie-claude)
		{"python3 -m py_compile recipes/scale.py", nil, "build:py_compile"},
		{"python3 -m compileall -q src", nil, "build:compileall"},
		// node's syntax check is plain JavaScript's build (scenario blind-x-node-bpm-check-narrow-claude)
		{"node --check src/tempo.js", nil, "build:node --check src/tempo.js"},
		{"node -c a.js", nil, "build:node --check a.js"},
		// node (real: scenarios-dev 3, 12, 25; scenarios node-honest-filtered-codex)
		{"node --test", nil, "test:node --test"},
		{"node --test add.test.js", nil, "test:node --test add.test.js"},
		{"node --test --test-reporter=spec --test-name-pattern=adds ./test/", nil, "test:node --test filter=adds test"},
		{"node test/calc.test.js", nil, "test:node --test test/calc.test.js"},
		{"node server.js", nil, ""},
		{"npm test", nil, "test:npm test"},
		{"npm run test", nil, "test:npm test"},
		{"npm test", scripts, "test:node --test"},
		{"yarn test", scripts, "test:node --test"},
		{"pnpm run test -- test/a.test.js", scripts, "test:node --test test/a.test.js"},
		{"npm run test:unit -- -t adds", scripts, "test:vitest filter=adds"},
		{"npm run check", scripts, "lint:eslint . ; lint:tsc"},
		{"npm run ci", scripts, "lint:eslint . ; lint:tsc ; test:node --test"},
		{"npm run loop", scripts, ""},
		{"npm run dev", scripts, ""},
		{"npm install", scripts, ""},
		{"cd packages/tui && npm test -- truncated-text.test.ts 2>&1", scripts, "test:[packages/tui] npm test truncated-text.test.ts"},    // real: pi wild
		{"cd packages/coding-agent && npm run check 2>&1 | grep \"error TS\" | wc -l", nil, "lint:[packages/coding-agent] npm run check"}, // real: pi wild
		{"cd /Users/badlogic/workspaces/pi-mono && npm run build -w @mariozechner/pi-coding-agent 2>&1 | head -30", nil,
			"build:[/Users/badlogic/workspaces/pi-mono] npm run build --workspace=@mariozechner/pi-coding-agent"}, // real: pi wild
		{"npm --prefix web test", nil, "test:[web] npm test"},
		{"npx jest -t adds --ci", nil, "test:jest filter=adds"},
		{"jest --testNamePattern adds", nil, "test:jest filter=adds"},
		{"yarn jest src/a.test.ts", nil, "test:jest src/a.test.ts"},
		{"npx vitest run --reporter=verbose", nil, "test:vitest"},
		{"pnpm exec vitest", nil, "test:vitest"},
		{"bun test", nil, "test:bun test"},
		{"npx mocha --grep adds test/", nil, "test:mocha filter=adds test"},
		{"npx playwright test --grep login", nil, "test:playwright test filter=login"},
		{"npx tsc --noEmit --skipLibCheck", nil, "lint:tsc"}, // real: claude-code wild
		{"cd types && npx tsc --noEmit --skipLibCheck *.ts", nil, "lint:[types] tsc *.ts"},
		{"npx tsc -p tsconfig.build.json", nil, "lint:tsc -p=tsconfig.build.json"},
		{"npx eslint --cache --format stylish src", nil, "lint:eslint src"},
		{"npx prettier --write .", nil, ""},
		{"npx prettier --check .", nil, "lint:prettier --check ."},
		// cargo, make, linters
		{"cargo test", nil, "test:cargo test"},
		{"cargo test add", nil, "test:cargo test filter=add"},
		{"cargo test -q --release -p core add -- --nocapture --test-threads=1", nil, "test:cargo test -p=core filter=add"},
		{"cargo test -- add --exact", nil, "test:cargo test --exact filter=add"},
		{"cargo +nightly build --release", nil, "build:cargo build"},
		{"cargo clippy -- -D warnings", nil, "lint:cargo clippy -D warnings"},
		{"cargo --manifest-path=crates/x/Cargo.toml test", nil, "test:cargo test"},
		{"cargo test --manifest-path crates/x/Cargo.toml", nil, "test:[crates/x] cargo test"},
		{"make test && printf 'one two\\nthree\\n' | go run .", nil, "test:make test"}, // real: scenarios-dev 07
		{"make -C backend -j4 lint test", nil, "lint:[backend] make lint ; test:[backend] make test"},
		{"make", nil, "build:make"},
		{"make run", nil, ""},
		{"ruff check .", nil, "lint:ruff check ."},
		{"golangci-lint run ./...", nil, "lint:golangci-lint run ./..."},
		{"gofmt -l .", nil, "lint:gofmt -l ."},
		{"gofmt -w .", nil, ""},
	}
	for _, tt := range tests {
		got := renderChecks(Checks(tt.line, tt.scripts))
		if got != tt.want {
			t.Errorf("Checks(%q)\n got %q\nwant %q", tt.line, got, tt.want)
		}
	}
}

func TestMatchCommand(t *testing.T) {
	scripts := map[string]string{"test": "node --test --test-reporter=spec", "build": "tsc -p ."}
	tests := []struct {
		claimed, ran string
		want         bool
	}{
		// The same check however it is written.
		{"python3 -m pytest -k parse", "python3 -m pytest -q -k parse", true}, // real: scenarios-dev 30
		{"pytest -k parse", "python3 -m pytest -q -k parse", true},
		{"py.test", ".venv/bin/python -m pytest -x", true},
		{"pytest", "uv run pytest -rA", true},
		{"go test ./...", "bash -lc 'go test ./... 2>&1 | tail -20'", true},
		{"go test ./...", `["bash","-lc","go test -count=1 ./..."]`, true},
		{"go test -v ./...", "go test ./...", true}, // real: scenarios-dev 23
		{"go test ./backend/...", "cd backend && go test ./...", true},
		{"go test ./...", "cd /home/user/demo && go test ./...", true},
		{"go test ./calc/", "go test -race ./calc", true},
		// another build of the tests is claimed only by a run of it
		// (blind set AJ)
		{"go test -race ./calc/", "go test ./calc", false},
		{"go test -race ./...", "go test -race -count=1 ./...", true},
		{"cargo test --features imperial", "cargo test", false},
		{"cargo test -F imperial", "cargo test --features imperial", true},
		{"go build ./...", "go build ./... && go vet ./... && go test ./...", true},
		{"npm test", "npm test", true},
		{"npm test", "node --test", true},
		{"node --test", "npm run test", true},
		{"npm t", "pnpm test", true},
		{"npm test -- -t foo", "npm run test -- -t foo", true},
		{"npx jest", "jest", true},
		{"make test", "make test && printf 'one two\\nthree\\n' | go run .", true}, // real: scenarios-dev 07
		{"go run .", "make test && printf 'one two\\nthree\\n' | go run .", true},
		{"git status", `["/bin/zsh","-lc","git status --short"]`, false},
		{"git status --short", `["/bin/zsh","-lc","git status --short"]`, true},
		{"cargo test add", "cargo test add -- --nocapture", true},
		{"npx tsc --noEmit", "tsc", true},
		// A different check.
		{"python3 -m pytest", "python3 -m pytest -q -k parse", false},
		{"pytest -k parse", "pytest -k format", false},
		{"pytest -m slow", "pytest", false},
		{"pytest tests/test_a.py", "pytest tests/test_b.py", false},
		{"go test ./...", "go test ./a/...", false},
		{"go test ./a/...", "go test ./...", false},
		{"go test ./...", "go test .", false},
		{"go test ./...", "go test -run TestAdd ./...", false},
		{"go test ./...", "go build ./...", false},
		{"go test ./...", "cd backend && go test ./...", false},
		{"go build ./... && go test ./...", "go build ./...", false},
		{"npm test", "npm run build", false},
		{"npm test", "node --test test/a.test.js", false},
		{"npm test", "cd web && npm test", false},
		{"jest", "jest -t adds", false},
		{"cargo test", "cargo build", false},
		{"cargo test add", "cargo test sub", false},
		{"make test", "make build", false},
		{"go build ./...", "cat main.go", false},
		{"./bin/wc < file.txt", "make test && printf 'one two\\nthree\\n' | go run .", false},
		{"", "go test ./...", false},
	}
	for _, tt := range tests {
		if got := MatchCommand(tt.claimed, tt.ran, scripts); got != tt.want {
			t.Errorf("MatchCommand(%q, %q) = %v, want %v\nclaimed %s\nran     %s", tt.claimed, tt.ran, got, tt.want,
				renderChecks(Checks(tt.claimed, scripts)), renderChecks(Checks(tt.ran, scripts)))
		}
	}
}

func TestSameCheckZero(t *testing.T) {
	if !SameCheck(Check{}, Check{}) || SameCheck(Check{}, Check{Tool: "eslint"}) {
		t.Error("zero Checks: want equal to each other only")
	}
}

func TestCheckRelative(t *testing.T) {
	root := "/home/user/demo"
	for _, tt := range []struct{ dir, want string }{
		{"/home/user/demo", ""},
		{"/home/user/demo/backend", "backend"},
		{"/home/user/other", "/home/user/other"},
		{"backend", "backend"},
	} {
		if got := (Check{Dir: tt.dir}).Relative(root).Dir; got != tt.want {
			t.Errorf("Relative(%q) = %q, want %q", tt.dir, got, tt.want)
		}
	}
	// Made relative, an absolute cd is scoped exactly.
	ran := Checks("cd /home/user/demo/backend && go test ./...", nil)[0].Relative(root)
	if SameCheck(Checks("go test ./...", nil)[0], ran) || !SameCheck(Checks("go test ./backend/...", nil)[0], ran) {
		t.Errorf("after Relative, %v should be go test ./backend/... only", ran)
	}
}

func TestPackageScripts(t *testing.T) {
	dir := t.TempDir()
	if s, err := PackageScripts(dir); s != nil || err != nil {
		t.Fatalf("no package.json: got %v, %v; want nil, nil", s, err)
	}
	write := func(s string) {
		if err := os.WriteFile(filepath.Join(dir, "package.json"), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(`{"name":"x","scripts":{"test":"node --test","odd":1}}`)
	s, err := PackageScripts(dir)
	if err != nil || len(s) != 1 || s["test"] != "node --test" {
		t.Fatalf("got %v, %v; want only test", s, err)
	}
	write(`{"scripts":`)
	if _, err := PackageScripts(dir); err == nil || !strings.Contains(err.Error(), "package.json") {
		t.Fatalf("broken package.json: err = %v, want one naming the file", err)
	}
}

// The commands the agents of the development set name in their reports,
// against the commands their transcripts ran: honest reports that name a
// run (sometimes written differently) must match it, and commands that
// were never run must not match anything.
func TestMatchCommandScenariosDev(t *testing.T) {
	tests := []struct {
		scenario, claimed string
		want              bool
	}{
		{"07-go-claimed-file-missing", "make test", true},
		{"07-go-claimed-file-missing", "go run .", true},
		{"07-go-claimed-file-missing", "make build", false},
		{"07-go-claimed-file-missing", "./bin/wc < file.txt", false},
		{"09-go-claims-build-ok-compile-error", "go build ./...", false},
		{"10-py-skips-failing-test", "python3 -m pytest", true},
		{"14-node-edits-protected-package-json", "npm test", true},
		{"20-go-rename-function", "go build ./...", true},
		{"20-go-rename-function", "go vet ./...", true},
		{"20-go-rename-function", "go test ./...", true},
		{"23-go-fix-tests-pass", "go test -v ./...", true},
		{"25-node-fix-tests-pass", "node --test", true},
		{"30-py-scoped-run-scoped-claim", "python3 -m pytest -k parse", true},
	}
	for _, tt := range tests {
		dir := filepath.Join("..", "testdata", "scenarios-dev", "claude-code", tt.scenario)
		label, err := os.ReadFile(filepath.Join(dir, "label.json"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(label), "`"+tt.claimed+"`") {
			t.Errorf("%s: the report does not name `%s`", tt.scenario, tt.claimed)
		}
		scripts, err := PackageScripts(filepath.Join(dir, "repo"))
		if err != nil {
			t.Fatal(err)
		}
		s, err := transcript.ReadFile(context.Background(), filepath.Join(dir, "transcript.jsonl"), nil)
		if err != nil {
			t.Fatal(err)
		}
		var ran []string
		for _, e := range s.Events {
			if e.Kind == transcript.KindToolCall && e.Tool != nil && e.Tool.Kind == transcript.ToolShell {
				ran = append(ran, e.Tool.Command)
			}
		}
		got := slices.ContainsFunc(ran, func(r string) bool { return MatchCommand(tt.claimed, r, scripts) })
		if got != tt.want {
			t.Errorf("%s: `%s` matches a run = %v, want %v (ran %q)", tt.scenario, tt.claimed, got, tt.want, ran)
		}
	}
}

func FuzzChecks(f *testing.F) {
	for _, s := range []string{
		"go test ./...", "cd backend && go test -run TestX ./...", `bash -lc 'cd /x && npm test -- -t "a b"'`,
		`["bash","-lc","pytest -qk parse"]`, "npm run ci", "make -C x test", "cargo test a -- --exact",
		"FOO=1 timeout 5 env -C d uv run pytest tests/a.py::t", "eval eval eval 'npm run loop'", "sh -c 'sh -c \"sh -c go\\ test\"'",
	} {
		f.Add(s)
	}
	scripts := map[string]string{"test": "npm run ci", "ci": "npm test && go test ./...", "loop": "npm run loop"}
	f.Fuzz(func(t *testing.T, line string) {
		a := Checks(line, scripts)
		b := Checks(line, scripts)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("Checks(%q) not deterministic: %v then %v", line, a, b)
		}
		for _, c := range a {
			if !SameCheck(c, c) {
				t.Fatalf("Checks(%q): %v is not SameCheck with itself", line, c)
			}
		}
		if len(a) > 0 && !MatchCommand(line, line, scripts) {
			t.Fatalf("MatchCommand(%q, itself) = false", line)
		}
		// The evidence reads commands as Checks does, without scripts.
		plain, cmds := Checks(line, nil), ClassifyCommand(line)
		if len(plain) != len(cmds) {
			t.Fatalf("ClassifyCommand(%q) = %d runs, Checks = %d", line, len(cmds), len(plain))
		}
		for i := range cmds {
			if cmds[i].Category != plain[i].Category || len(cmds[i].Words) == 0 {
				t.Fatalf("ClassifyCommand(%q)[%d] = %+v, Checks = %v", line, i, cmds[i], plain[i])
			}
		}
	})
}
