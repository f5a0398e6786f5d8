package gate

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// npmPlaceholder is the test script `npm init` writes; it is no test suite.
const npmPlaceholder = `echo "Error: no test specified" && exit 1`

// Detect lists the oracles a project in dir has, from the files at its root:
//
//   - go.mod: go-build (`go build ./...`), go-vet (`go vet ./...`) and
//     go-test (`go test ./...`, run as `go test -json ./...`).
//   - package.json: npm-test (`npm test`), npm-build, npm-lint and
//     npm-typecheck (`npm run <script>`) for the scripts it defines; npm's
//     placeholder test script counts as no script.
//   - pyproject.toml, setup.cfg, pytest.ini, tox.ini or conftest.py: pytest
//     (`python3 -m pytest -p no:cacheprovider`, the cache plugin off so the
//     gate writes nothing into the workspace; .venv/bin/python or
//     venv/bin/python instead of python3 when the project has one).
//   - Cargo.toml: cargo-build and cargo-test.
//   - Makefile with a test target: make-test (`make test`), but only when none
//     of the above gave a test gate: a Makefile's test target usually runs
//     the same tests, and running them twice doubles the wait for nothing.
//
// Specs have Source SourceAuto, Dir set to dir made absolute, and no
// Timeout (Run's default applies). A directory with none of these files
// gives no specs and no error; an unreadable or malformed package.json is an
// error naming the file.
func Detect(dir string) ([]Spec, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("gate: detect in %s: %w", dir, err)
	}
	if fi, err := os.Stat(abs); err != nil {
		return nil, fmt.Errorf("gate: detect: %w", err)
	} else if !fi.IsDir() {
		return nil, fmt.Errorf("gate: detect: %s is not a directory", abs)
	}
	exists := func(name string) bool {
		_, err := os.Stat(filepath.Join(abs, name))
		return err == nil
	}
	var specs []Spec
	add := func(s Spec) {
		s.Dir, s.Source = abs, SourceAuto
		specs = append(specs, s)
	}

	if exists("go.mod") {
		add(Spec{Name: "go-build", Command: "go build ./...", Args: []string{"go", "build", "./..."}, Parser: ParserGo, Kind: KindBuild})
		add(Spec{Name: "go-vet", Command: "go vet ./...", Args: []string{"go", "vet", "./..."}, Parser: ParserGo, Kind: KindLint})
		add(Spec{Name: "go-test", Command: "go test ./...", Args: []string{"go", "test", "-json", "./..."}, Parser: ParserGoTestJSON, Kind: KindTest})
	}

	if exists("package.json") {
		p := filepath.Join(abs, "package.json")
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("gate: detect: %w", err)
		}
		var pkg struct {
			Scripts map[string]string `json:"scripts"`
		}
		if err := json.Unmarshal(b, &pkg); err != nil {
			return nil, fmt.Errorf("gate: detect: %s: %s (expected a JSON object with a \"scripts\" object)", p, jsonErrPos(b, err))
		}
		for _, sc := range []struct {
			script string
			kind   Kind
		}{{"build", KindBuild}, {"typecheck", KindTypecheck}, {"lint", KindLint}, {"test", KindTest}} {
			body, ok := pkg.Scripts[sc.script]
			body = strings.TrimSpace(body)
			if !ok || body == "" || (sc.script == "test" && body == npmPlaceholder) {
				continue
			}
			parser, _ := InferParser(body)
			cmd := "npm run " + sc.script
			args := []string{"npm", "run", sc.script}
			if sc.script == "test" {
				cmd, args = "npm test", []string{"npm", "test"}
			}
			add(Spec{Name: "npm-" + sc.script, Command: cmd, Args: args, Parser: parser, Kind: sc.kind})
		}
	}

	if exists("pyproject.toml") || exists("setup.cfg") || exists("pytest.ini") || exists("tox.ini") || exists("conftest.py") {
		py := ""
		for _, v := range []string{".venv/bin/python", "venv/bin/python"} {
			if exists(v) {
				py = filepath.Join(abs, v)
				break
			}
		}
		if py == "" {
			py = pythonWithPytest()
		}
		display := py
		if strings.HasPrefix(py, abs+string(filepath.Separator)) {
			display = "./" + strings.TrimPrefix(py, abs+string(filepath.Separator))
		}
		add(Spec{Name: "pytest", Command: display + " -m pytest -p no:cacheprovider",
			Args: []string{py, "-m", "pytest", "-p", "no:cacheprovider"}, Parser: ParserPytest, Kind: KindTest})
	}

	if exists("Cargo.toml") {
		add(Spec{Name: "cargo-build", Command: "cargo build", Args: []string{"cargo", "build"}, Parser: ParserCargo, Kind: KindBuild})
		add(Spec{Name: "cargo-test", Command: "cargo test", Args: []string{"cargo", "test"}, Parser: ParserCargo, Kind: KindTest})
	}

	hasTest := false
	for _, s := range specs {
		hasTest = hasTest || s.Kind == KindTest
	}
	if !hasTest {
		for _, mf := range []string{"GNUmakefile", "makefile", "Makefile"} {
			if exists(mf) && makeHasTarget(filepath.Join(abs, mf), "test") {
				add(Spec{Name: "make-test", Command: "make test", Args: []string{"make", "test"}, Parser: ParserAuto, Kind: KindTest})
				break
			}
		}
	}
	return specs, nil
}

var makeTargetRE = lazyRE(`^([^\s:=#][^:=#]*?)\s*::?(?:[^=]|$)`)

// makeHasTarget reports whether the makefile names target in a rule.
func makeHasTarget(path, target string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		m := makeTargetRE().FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		for _, t := range strings.Fields(m[1]) {
			if t == target {
				return true
			}
		}
	}
	return false
}

// jsonErrPos turns a JSON syntax error's offset into line:col.
func jsonErrPos(b []byte, err error) string {
	var se *json.SyntaxError
	if e, ok := err.(*json.SyntaxError); ok {
		se = e
	}
	if se == nil {
		return err.Error()
	}
	off := int(se.Offset)
	if off > len(b) {
		off = len(b)
	}
	line := 1 + bytes.Count(b[:off], []byte("\n"))
	col := off - bytes.LastIndexByte(b[:off], '\n')
	return fmt.Sprintf("line %d:%d: %v", line, col, err)
}

// goModulePath reads the module path from dir/go.mod ("" if none).
func goModulePath(dir string) string {
	b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return ""
	}
	for _, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
		if rest, ok := strings.CutPrefix(l, "module"); ok && (strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "\t")) {
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	return ""
}

// InferParser guesses the parser and kind for a command line, for gates
// configured in vouch.yaml without them. Unknown commands get ParserAuto and
// KindOther.
func InferParser(command string) (parser string, kind Kind) {
	f := strings.Fields(strings.ToLower(command))
	has := func(words ...string) bool {
		for i := 0; i+len(words) <= len(f); i++ {
			match := true
			for j, w := range words {
				if strings.TrimSuffix(filepath.Base(f[i+j]), ".exe") != w && f[i+j] != w {
					match = false
					break
				}
			}
			if match {
				return true
			}
		}
		return false
	}
	switch {
	case has("go", "test") && has("-json"):
		return ParserGoTestJSON, KindTest
	case has("go", "test"):
		return ParserGoTest, KindTest
	case has("go", "vet"):
		return ParserGo, KindLint
	case has("go", "build"):
		return ParserGo, KindBuild
	case has("pytest") || has("py.test"):
		return ParserPytest, KindTest
	case has("node", "--test"):
		return ParserNodeTest, KindTest
	case has("jest") || has("vitest"):
		return ParserJest, KindTest
	case has("tsc") || has("vue-tsc"):
		return ParserTSC, KindTypecheck
	case has("eslint"):
		return ParserESLint, KindLint
	case has("cargo", "test") || has("cargo", "nextest"):
		return ParserCargo, KindTest
	case has("cargo", "clippy"):
		return ParserCargo, KindLint
	case has("cargo", "build") || has("cargo", "check"):
		return ParserCargo, KindBuild
	case has("test") || has("run", "test"):
		return ParserAuto, KindTest
	}
	return ParserAuto, KindOther
}

var (
	pytestPyOnce sync.Once
	pytestPy     string
)

// pythonWithPytest returns the first of python3 (from PATH) and the
// system's /usr/bin/python3 that can import pytest, so a PATH python
// without it (pyenv, conda) does not hide the one pytest was installed for
// (Debian's python3-pytest). When none can, it returns "python3" and the
// gate reports the missing module as an error.
func pythonWithPytest() string {
	pytestPyOnce.Do(func() {
		pytestPy = "python3"
		for _, py := range []string{"python3", "/usr/bin/python3"} {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			err := exec.CommandContext(ctx, py, "-c", "import pytest").Run()
			cancel()
			if err == nil {
				pytestPy = py
				return
			}
		}
	})
	return pytestPy
}
