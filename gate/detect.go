package gate

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// npmPlaceholder is the test script `npm init` writes; it is no test suite.
const npmPlaceholder = `echo "Error: no test specified" && exit 1`

// DetectOptions scopes DetectWith. The zero value (or nil) finds every
// project.
type DetectOptions struct {
	// Touched lists the paths the session changed, relative to the
	// directory or absolute. A project below the root is detected only when
	// one of them lies inside it: a session that edited backend/ gets
	// backend's gates, not those of every package in a monorepo. The root
	// project is always detected. Nil means not known: every project.
	Touched []string
}

// Detect lists the oracles of every project in dir; it is DetectWith(dir,
// nil).
func Detect(dir string) ([]Spec, error) {
	return DetectWith(dir, nil)
}

// DetectWith lists the oracles of the projects in dir: dir itself and the
// folders below it (at most 4 levels deep; node_modules, vendor, venv,
// target, dist, build, __pycache__, testdata, fixtures and hidden folders
// are not searched) that hold a go.mod, a package.json, a Cargo.toml, a
// Python config file or Python tests, plus the folders a go.work's use
// directives or a package.json's workspaces name, however deep. With
// o.Touched, a folder below dir only when a touched path lies inside it,
// or inside another member of the same go.work or npm workspaces (members
// build against each other, so a change in one can break the others).
//
// In each project folder:
//
//   - go.mod: go-build (`go build ./...`), go-vet (`go vet ./...`) and
//     go-test (`go test ./...`, run as `go test -json ./...`). A nested
//     module is its own project: ./... stops at it. A go.work without a
//     go.mod next to it gives no gate itself (./... would name no module).
//   - package.json: npm-test (`npm test`), npm-build, npm-lint and
//     npm-typecheck (`npm run <script>`) for the scripts it defines; npm's
//     placeholder test script counts as no script. When the test script
//     is one plain jest or vitest call (directly or through `npm run x --`
//     links), npm-test asks it for its JSON report (Spec.ReportArgs, passed
//     as `npm test -- …`), read for every test's result.
//   - package.json of plain JavaScript (packageJSON.plainJS: no build,
//     compile or typecheck script, no tsconfig.json, no bundler or
//     transpiler in its dependencies, a .js/.mjs/.cjs file that is no
//     test): node-check, `node --check` on every such file, kind build
//     (nodecheck.js), so a syntax error in a file no test loads fails.
//   - tsconfig.json, next to a package.json or at the root: tsc (`tsc
//     --noEmit`, kind typecheck), run with the project's
//     node_modules/.bin/tsc (or a parent folder's, where workspaces hoist
//     it), else the tsc in PATH; when there is none the gate fails to run
//     (missing tool), it never installs one. No tsc gate when a script an
//     npm gate runs (or its pre-script) already calls tsc.
//   - pyproject.toml, setup.cfg, pytest.ini or tox.ini, or, when no
//     Python project above covers the folder, Python tests by pytest's
//     default layout (conftest.py, test_*.py or *_test.py in the folder or
//     anywhere below its tests/ or test/ folder): pytest (`python3 -m pytest -p
//     no:cacheprovider`, the cache plugin off so the gate writes nothing
//     into the workspace; .venv/bin/python or venv/bin/python instead of
//     python3 when the project has one). pytest also runs unittest
//     TestCases. When that python cannot import pytest and every test file
//     is unittest's (TestCases, no plain test functions, no pytest import):
//     unittest (`python3 -m unittest discover -s DIR -v`, see
//     unittestDiscover). Otherwise, without pytest, the gate is still there
//     and fails to run (missing tool): unittest would not run plain pytest
//     functions, and a run that leaves tests out proves nothing. Beside
//     the test gate, py-compile (`python3 -m compileall -q .`, kind
//     build, the same python) compiles every file but those of hidden
//     folders, virtualenvs, build output, fixtures and the Python
//     projects below (pyCompileSkipping), so a syntax error in a module
//     no test imports fails.
//   - Cargo.toml: cargo-build and cargo-test (`cargo build`, `cargo test`;
//     with --workspace when it has a [workspace] table, and then its
//     members below are not projects of their own).
//   - Makefile with a lint target: make-lint (`make lint`), when the
//     folder has no lint or type-check gate above and the target's recipe
//     writes nothing (no --fix, -w, --write, formatter or fmt).
//   - Makefile with a test target: make-test (`make test`), else with a
//     check target: make-check (`make check`); only when none of the above
//     gave a test gate in that folder: a Makefile's test target usually
//     runs the same tests, and running them twice doubles the wait for
//     nothing. check is the fallback because it often adds linters to the
//     tests, and a lint failure must not refute "the tests pass". A
//     Makefile alone does not make a folder below the root a project: such
//     Makefiles are more often the root make's helpers than projects.
//
// The root's gates have the names above; a folder's gates are prefixed
// with its slash-separated path ("backend/go-test", "packages/web/npm-test").
// Specs have Source SourceAuto, Dir set to the project folder made
// absolute, and no Timeout (Run's default applies). A directory with none of
// these files gives no specs and no error. An unreadable or malformed
// package.json at the root is an error naming the file; below the root it
// gives an npm-test gate, so that npm's own complaint shows as a gate that
// could not run instead of stopping every other project's gates.
func DetectWith(dir string, o *DetectOptions) ([]Spec, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("gate: detect in %s: %w", dir, err)
	}
	if fi, err := os.Stat(abs); err != nil {
		return nil, fmt.Errorf("gate: detect: %w", err)
	} else if !fi.IsDir() {
		return nil, fmt.Errorf("gate: detect: %s is not a directory", abs)
	}
	var touched []string // slash-separated, relative to abs
	if o != nil && o.Touched != nil {
		touched = []string{}
		for _, t := range o.Touched {
			if filepath.IsAbs(t) {
				r, err := filepath.Rel(abs, t)
				if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
					continue
				}
				t = r
			}
			touched = append(touched, path.Clean(filepath.ToSlash(t)))
		}
	}
	var specs []Spec
	projects := findProjects(abs)
	in := func(p *folder) bool {
		return slices.ContainsFunc(touched, func(t string) bool { return t == p.rel || strings.HasPrefix(t, p.rel+"/") })
	}
	// A touched member of a go.work or npm workspaces brings in the other
	// members: they build against it.
	hit := map[string]bool{}
	for _, p := range projects {
		if p.workspace != "" && in(p) {
			hit[p.workspace] = true
		}
	}
	for _, p := range projects {
		if p.rel != "" && touched != nil && !in(p) && !hit[p.workspace] {
			continue
		}
		p.pyBelow = nil
		for _, q := range projects {
			if q.python && q != p && (p.rel == "" || strings.HasPrefix(q.rel, p.rel+"/")) {
				p.pyBelow = append(p.pyBelow, strings.TrimPrefix(strings.TrimPrefix(q.rel, p.rel), "/"))
			}
		}
		s, err := detectProject(p)
		if err != nil {
			return nil, err
		}
		specs = append(specs, s...)
	}
	return specs, nil
}

// pyCompileSkip is the py-compile gate's -x: the folders it leaves out
// (hidden ones, virtualenvs, installed packages, build output, fixtures),
// searched for in each file's path.
const pyCompileSkip = `(^|/)(\.[^/.][^/]*|node_modules|venv|env|site-packages|__pycache__|build|dist|target|fixtures|testdata)/`

// pyCompileSkipping is pyCompileSkip, and the folders of the Python
// projects below (their own py-compile gates check them).
func pyCompileSkipping(below []string) string {
	if len(below) == 0 {
		return pyCompileSkip
	}
	alts := make([]string, len(below))
	for i, b := range below {
		alts[i] = regexp.QuoteMeta(b)
	}
	return pyCompileSkip + `|^\./(` + strings.Join(alts, "|") + `)/`
}

// detectProject lists the gates of one project folder (see DetectWith).
func detectProject(p *folder) ([]Spec, error) {
	abs := p.abs
	exists := func(name string) bool {
		_, err := os.Stat(filepath.Join(abs, name))
		return err == nil
	}
	var specs []Spec
	add := func(s Spec) {
		s.Dir, s.Source = abs, SourceAuto
		if p.rel != "" {
			s.Name = p.rel + "/" + s.Name
		}
		specs = append(specs, s)
	}

	if p.files["go.mod"] {
		add(Spec{Name: "go-build", Command: "go build ./...", Args: []string{"go", "build", "./..."}, Parser: ParserGo, Kind: KindBuild})
		add(Spec{Name: "go-vet", Command: "go vet ./...", Args: []string{"go", "vet", "./..."}, Parser: ParserGo, Kind: KindLint})
		add(Spec{Name: "go-test", Command: "go test ./...", Args: []string{"go", "test", "-json", "./..."}, Parser: ParserGoTestJSON, Kind: KindTest})
	}

	runsTSC := false
	if p.files["package.json"] {
		pj := filepath.Join(abs, "package.json")
		b, err := os.ReadFile(pj)
		var pkg packageJSON
		if err == nil {
			if err = json.Unmarshal(b, &pkg); err != nil {
				err = fmt.Errorf("%s: %s (expected a JSON object with a \"scripts\" object)", pj, jsonErrPos(b, err))
			}
		}
		if err != nil && p.rel == "" {
			return nil, fmt.Errorf("gate: detect: %w", err)
		}
		if err != nil {
			add(Spec{Name: "npm-test", Command: "npm test", Args: []string{"npm", "test"}, Parser: ParserAuto, Kind: KindTest})
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
			// npm runs the pre-script first: "pretest": "tsc" type-checks too.
			runsTSC = runsTSC || callsTSC(body) || callsTSC(pkg.Scripts["pre"+sc.script])
			cmd := "npm run " + sc.script
			args := []string{"npm", "run", sc.script}
			if sc.script == "test" {
				cmd, args = "npm test", []string{"npm", "test"}
			}
			var report []string
			if sc.script == "test" {
				if report = reportArgs(pkg.Scripts, "test"); report != nil {
					parser = ParserJest
				}
			}
			add(Spec{Name: "npm-" + sc.script, Command: cmd, Args: args, ReportArgs: report, Parser: parser, Kind: sc.kind})
		}
		if err == nil && !p.files["tsconfig.json"] && pkg.plainJS() && hasSourceJS(abs) {
			// a package with no build step: a syntax error in a file no
			// test loads (a CLI, a script) shows in no other gate
			add(Spec{Name: "node-check", Command: "node --check (each .js file)", Args: nodeCheckArgs(), Parser: ParserGeneric, Kind: KindBuild})
		}
	}

	if p.files["tsconfig.json"] && (p.rel == "" || p.files["package.json"]) && !runsTSC {
		tsc, display := findTSC(abs)
		add(Spec{Name: "tsc", Command: display + " --noEmit", Args: []string{tsc, "--noEmit"}, Parser: ParserTSC, Kind: KindTypecheck})
	}

	if p.python {
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
		// hasPytest's answer is kept (pythonWithPytest has asked it
		// already); only without pytest are the test files read
		var args []string
		ok := false
		if !hasPytest(py) {
			args, ok = unittestDiscover(abs, p)
		}
		if ok {
			cmd := append([]string{py, "-m", "unittest", "discover"}, args...)
			add(Spec{Name: "unittest", Command: strings.Join(append([]string{display}, cmd[1:]...), " "), Args: cmd, Parser: ParserUnittest, Kind: KindTest})
		} else {
			add(Spec{Name: "pytest", Command: display + " -m pytest -p no:cacheprovider",
				// -rfEsxXp lists every test with its result in the short summary
				// ("PASSED tests/test_x.py::test_y"), the per-test evidence
				// claims are checked against; unlike -rA it leaves out the
				// captured output of passing tests.
				Args: []string{py, "-m", "pytest", "-p", "no:cacheprovider", "-rfEsxXp"}, Parser: ParserPytest, Kind: KindTest})
		}
		// Python's compile of every file: a syntax error in a module no
		// test imports (a CLI, a script) shows in no other gate. Bytecode
		// goes to a directory of vouch's (Run sets PYTHONPYCACHEPREFIX).
		add(Spec{Name: "py-compile", Command: display + " -m compileall -q .",
			Args: []string{py, "-m", "compileall", "-q", "-x", pyCompileSkipping(p.pyBelow), "."}, Parser: ParserPython, Kind: KindBuild})
	}

	if p.cargo {
		build, test := []string{"cargo", "build"}, []string{"cargo", "test"}
		if p.cargoWS {
			build, test = append(build, "--workspace"), append(test, "--workspace")
		}
		add(Spec{Name: "cargo-build", Command: strings.Join(build, " "), Args: build, Parser: ParserCargo, Kind: KindBuild})
		// --no-fail-fast: every test target runs even when an earlier one
		// fails, so the result (and the baseline's, run the same way)
		// holds every test; cargo's default stops at the first failing
		// target, and the tests of the targets after it are then neither
		// passed nor failed, only missing
		add(Spec{Name: "cargo-test", Command: strings.Join(test, " "), Args: append(test, "--no-fail-fast"), Parser: ParserCargo, Kind: KindTest})
	}

	hasTest := false
	for _, s := range specs {
		hasTest = hasTest || s.Kind == KindTest
	}
	if !hasTest {
		for _, mf := range []string{"GNUmakefile", "makefile", "Makefile"} {
			if !p.files[mf] {
				continue
			}
			if makeHasTarget(filepath.Join(abs, mf), "test") {
				add(Spec{Name: "make-test", Command: "make test", Args: []string{"make", "test"}, Parser: ParserAuto, Kind: KindTest})
			} else if makeHasTarget(filepath.Join(abs, mf), "check") {
				add(Spec{Name: "make-check", Command: "make check", Args: []string{"make", "check"}, Parser: ParserAuto, Kind: KindTest})
			}
			break // make reads only the first of these names
		}
	}
	hasLint := false
	for _, s := range specs {
		hasLint = hasLint || s.Kind == KindLint || s.Kind == KindTypecheck
	}
	if !hasLint {
		for _, mf := range []string{"GNUmakefile", "makefile", "Makefile"} {
			if !p.files[mf] {
				continue
			}
			if recipe, ok := makeRecipe(filepath.Join(abs, mf), "lint"); ok && !reWritingRecipe().MatchString(recipe) {
				add(Spec{Name: "make-lint", Command: "make lint", Args: []string{"make", "lint"}, Parser: ParserAuto, Kind: KindLint})
			}
			break
		}
	}
	return specs, nil
}

// reWritingRecipe: a recipe that rewrites files (a linter's fixes, a
// formatter): vouch never runs it, since it never writes the workspace.
var reWritingRecipe = lazyRE(`--fix\b|--write\b|\s-w\b|\b(?:black|isort|autopep8|prettier|yapf)\s+(?:[^-\s]|$)|\bfmt\b|\bformat\b`)

// makeRecipe returns the recipe lines of target's rule in the makefile,
// joined, and whether the makefile has the rule. A prerequisite target's
// recipe is not followed; an empty recipe is a rule all the same.
func makeRecipe(path, target string) (string, bool) {
	b, err := os.ReadFile(path)
	if err != nil || len(b) > 1<<20 {
		return "", false
	}
	var recipe []string
	in, found := false, false
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "\t") {
			if in {
				recipe = append(recipe, strings.TrimSpace(line))
			}
			continue
		}
		in = false
		if m := makeTargetRE().FindStringSubmatch(line); m != nil {
			for _, t := range strings.Fields(m[1]) {
				if t == target {
					in, found = true, true
					if _, after, ok := strings.Cut(line, ";"); ok {
						recipe = append(recipe, strings.TrimSpace(after)) // "lint: ; ruff check ."
					}
				}
			}
		}
	}
	return strings.Join(recipe, "\n"), found
}

// reportArgs returns what `npm run <script>` needs after it to make the
// jest or vitest the script runs write its JSON report (Spec.ReportArgs),
// or nil when the script is no plain call of either. npm appends the words
// after `--` to the script, so the script must be one command whose last
// word is the runner's; `npm run x --` hands them on to x and is followed
// (without the `--`, npm would take the flags as its own config). A script
// that already asks for a report, or a runner mode with no test results,
// is left as it is.
func reportArgs(scripts map[string]string, script string) []string {
	for range 8 { // a bound on `npm run` chains, which may loop
		body := scripts[script]
		if strings.ContainsAny(body, "&|;<>$`()\n\\") {
			return nil
		}
		w := strings.Fields(body)
		for len(w) > 0 && (w[0] == "cross-env" || isEnvAssign(w[0])) {
			w = w[1:]
		}
		if len(w) == 4 && w[0] == "npm" && (w[1] == "run" || w[1] == "run-script") && w[3] == "--" {
			script = w[2]
			continue
		}
		if len(w) == 3 && w[0] == "npm" && (w[1] == "test" || w[1] == "t") && w[2] == "--" {
			script = "test"
			continue
		}
		runner, rest := jsRunner(w)
		if runner == "" || slices.ContainsFunc(rest, func(a string) bool {
			return a == "--" || strings.HasPrefix(a, "--json") || strings.HasPrefix(a, "--outputFile")
		}) {
			return nil
		}
		if runner == "jest" {
			return []string{"--", "--json", "--outputFile=" + ReportPlaceholder}
		}
		if i := slices.IndexFunc(rest, func(a string) bool { return !strings.HasPrefix(a, "-") }); i >= 0 &&
			slices.Contains([]string{"watch", "dev", "bench", "list", "init", "typecheck"}, rest[i]) {
			return nil
		}
		out := []string{"--", "--reporter=default", "--reporter=json", "--outputFile.json=" + ReportPlaceholder}
		if slices.ContainsFunc(rest, func(a string) bool { return strings.HasPrefix(a, "--reporter") }) {
			// the script chose its console reporter; add the report beside it
			out = slices.Delete(out, 1, 2)
		}
		return out
	}
	return nil
}

// jsRunner recognises a jest or vitest call in a script's words (env
// assignments removed): "jest", "npx vitest", "./node_modules/.bin/jest",
// "node --experimental-vm-modules node_modules/jest/bin/jest.js". It
// returns the runner and its arguments, or "" when the words call neither.
func jsRunner(w []string) (runner string, args []string) {
	skipFlags := func(w []string) []string {
		for len(w) > 0 && strings.HasPrefix(w[0], "-") {
			w = w[1:]
		}
		return w
	}
	if len(w) > 0 && w[0] == "npx" {
		w = skipFlags(w[1:])
	}
	if len(w) > 0 && w[0] == "node" {
		w = skipFlags(w[1:])
		if len(w) > 0 {
			for _, r := range []string{"jest", "vitest"} {
				for _, suffix := range []string{"/.bin/" + r, "/" + r + "/bin/" + r + ".js", "/" + r + "/" + r + ".mjs"} {
					if strings.HasSuffix("/"+w[0], suffix) {
						return r, w[1:]
					}
				}
			}
		}
		return "", nil
	}
	if len(w) > 0 && (filepath.Base(w[0]) == "jest" || filepath.Base(w[0]) == "vitest") {
		return filepath.Base(w[0]), w[1:]
	}
	return "", nil
}

// isEnvAssign reports whether a shell word assigns a variable (NODE_ENV=test).
func isEnvAssign(w string) bool {
	name, _, ok := strings.Cut(w, "=")
	return ok && name != "" && strings.IndexFunc(name, func(r rune) bool {
		return !(r == '_' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) < 0 && (name[0] < '0' || name[0] > '9')
}

// callsTSC reports whether a script runs tsc (or vue-tsc), alone or among
// other commands ("tsc && node --test dist/").
func callsTSC(script string) bool {
	words := strings.FieldsFunc(script, func(r rune) bool {
		return strings.ContainsRune(" \t&|;()", r)
	})
	return slices.ContainsFunc(words, func(w string) bool {
		w = filepath.Base(w)
		return w == "tsc" || w == "vue-tsc"
	})
}

// findTSC returns the tsc a project's gate runs and how to show it: the
// nearest node_modules/.bin/tsc in dir or a parent folder, as node resolves
// packages, else "tsc" from PATH (Run reports it missing when it is not
// there; npx would offer to install an unrelated package named tsc).
func findTSC(dir string) (bin, display string) {
	for d := dir; ; d = filepath.Dir(d) {
		p := filepath.Join(d, "node_modules", ".bin", "tsc")
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			rel, err := filepath.Rel(dir, p)
			if err != nil {
				return p, p
			}
			if !strings.HasPrefix(rel, "..") {
				rel = "./" + rel
			}
			return p, filepath.ToSlash(rel)
		}
		if filepath.Dir(d) == d {
			return "tsc", "tsc"
		}
	}
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
	case has("gofmt") && has("-l"):
		return ParserGofmt, KindLint
	case has("go", "build"):
		return ParserGo, KindBuild
	case has("pytest") || has("py.test"):
		return ParserPytest, KindTest
	case has("-m", "unittest") || has("manage.py", "test"):
		return ParserUnittest, KindTest
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
	case has("-m", "py_compile") || has("-m", "compileall"):
		return ParserPython, KindBuild
	case has("cargo", "clippy"):
		return ParserCargo, KindLint
	case has("cargo", "build") || has("cargo", "check"):
		return ParserCargo, KindBuild
	case has("test") || has("run", "test"):
		return ParserAuto, KindTest
	}
	return ParserAuto, KindOther
}

// pythonWithPytest returns the first of python3 (from PATH) and the
// system's /usr/bin/python3 that can import pytest, so a PATH python
// without it (pyenv, conda) does not hide the one pytest was installed for
// (Debian's python3-pytest). When none can, it returns "python3" and the
// gate reports the missing module as an error.
func pythonWithPytest() string {
	for _, py := range []string{"python3", "/usr/bin/python3"} {
		if hasPytest(py) {
			return py
		}
	}
	return "python3"
}
