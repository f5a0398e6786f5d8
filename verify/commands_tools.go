package verify

import (
	"path"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// This file knows the checkers: which of their flags narrow what is
// checked (kept in Check.Filter, Paths, Args) and which only change how
// results are shown or how fast they come (dropped). A flag it does not
// know is kept: two runs that differ in it are not taken as the same
// check.

// argSpec describes one tool's command-line flags.
type argSpec struct {
	value  []string // flags that take a separate value
	filter []string // flags whose value is the test-name filter
	paths  []string // flags whose value is a path or path pattern
	drop   []string // flags that do not change what is checked
	// dropPrefix drops every flag starting with one of these.
	dropPrefix []string
	// short lists the single-letter flags that may be clustered (-qx,
	// -rA); those in value take the rest of the cluster or the next
	// word as their value.
	short bool
	// goStyle flags take one dash or two, and go test's also "-test.".
	goStyle bool
	// alias maps a flag to the name it is stored under.
	alias map[string]string
}

// parsed is a command line read with an argSpec.
type parsed struct {
	paths   []string
	filters []string
	args    []string
	rest    []string // the words after "--"
}

func (s *argSpec) parse(words []string) parsed {
	var p parsed
	for i := 0; i < len(words); i++ {
		a := words[i]
		if a == "--" {
			p.rest = words[i+1:]
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			p.paths = append(p.paths, a)
			continue
		}
		if s.short && !strings.HasPrefix(a, "--") && len(a) > 2 {
			// A cluster: -qx, -rA, -kparse.
			for j := 1; j < len(a); j++ {
				f := "-" + a[j:j+1]
				if slices.Contains(s.value, f) {
					v := a[j+1:]
					if v == "" && i+1 < len(words) {
						i++
						v = words[i]
					}
					s.add(&p, f, v, true)
					break
				}
				s.add(&p, f, "", false)
			}
			continue
		}
		name, v, hasV := strings.Cut(a, "=")
		if s.goStyle {
			name = "-" + strings.TrimPrefix(strings.TrimLeft(name, "-"), "test.")
		}
		if !hasV && slices.Contains(s.value, name) && i+1 < len(words) {
			i++
			v, hasV = words[i], true
		}
		s.add(&p, name, v, hasV)
	}
	return p
}

func (s *argSpec) add(p *parsed, name, v string, hasV bool) {
	if a, ok := s.alias[name]; ok {
		name = a
	}
	switch {
	case slices.Contains(s.filter, name):
		p.filters = append(p.filters, v)
	case slices.Contains(s.paths, name):
		p.paths = append(p.paths, v)
	case slices.Contains(s.drop, name):
	case slices.ContainsFunc(s.dropPrefix, func(pre string) bool { return strings.HasPrefix(name, pre) }):
	case hasV:
		p.args = append(p.args, name+"="+v)
	default:
		p.args = append(p.args, name)
	}
}

// check builds a Check from a parse: cleaned, sorted paths, the last
// filter (the runners keep the last -k or -run) and sorted args.
func (p parsed) check(cat Category, tool, dir string, goPaths bool) Check {
	c := Check{Category: cat, Tool: tool, Dir: dir, Args: p.args}
	for _, x := range p.paths {
		if goPaths {
			c.Paths = append(c.Paths, cleanGo(x))
		} else {
			c.Paths = append(c.Paths, cleanPath(x))
		}
	}
	slices.Sort(c.Paths)
	c.Paths = slices.Compact(c.Paths)
	if n := len(p.filters); n > 0 {
		c.Filter = p.filters[n-1]
	}
	slices.Sort(c.Args)
	c.Args = slices.Compact(c.Args)
	return c
}

var goBuildFlags = []string{"-C", "-o", "-p", "-tags", "-ldflags", "-gcflags", "-asmflags", "-mod", "-modfile", "-exec", "-toolexec", "-overlay", "-pgo", "-pkgdir", "-coverpkg", "-covermode", "-coverprofile", "-cpu", "-count", "-timeout", "-parallel", "-run", "-skip", "-bench", "-benchtime", "-fuzz", "-fuzztime", "-list", "-shuffle", "-blockprofile", "-cpuprofile", "-memprofile", "-mutexprofile", "-outputdir", "-trace", "-vet"}

var goTestSpec = &argSpec{
	goStyle: true,
	value:   goBuildFlags,
	filter:  []string{"-run"},
	drop: []string{"-v", "-count", "-race", "-msan", "-asan", "-cover", "-coverprofile", "-covermode", "-coverpkg", "-json", "-timeout", "-p",
		"-parallel", "-failfast", "-x", "-trimpath", "-buildvcs", "-mod", "-modfile", "-shuffle", "-benchmem", "-cpu", "-o", "-ldflags", "-gcflags",
		"-asmflags", "-a", "-fullpath", "-modcacherw", "-work", "-blockprofile", "-cpuprofile", "-memprofile", "-mutexprofile", "-outputdir", "-trace", "-C"},
}

var goBuildSpec = &argSpec{
	goStyle: true,
	value:   goBuildFlags,
	drop:    []string{"-v", "-o", "-x", "-race", "-trimpath", "-buildvcs", "-ldflags", "-gcflags", "-asmflags", "-a", "-mod", "-modfile", "-p", "-work", "-json", "-C", "-cover", "-covermode", "-coverpkg"},
}

var pytestSpec = &argSpec{
	short: true,
	value: []string{"-k", "-m", "-p", "-c", "-o", "-W", "-r", "-n", "--maxfail", "--tb", "--durations", "--durations-min", "--cov", "--cov-report",
		"--cov-config", "--cov-fail-under", "--junitxml", "--junit-xml", "--junit-prefix", "--rootdir", "--deselect", "--ignore", "--ignore-glob",
		"--basetemp", "--log-level", "--log-cli-level", "--log-file", "--capture", "--color", "--code-highlight", "--import-mode", "--confcutdir",
		"--override-ini", "--dist", "--timeout", "--reruns", "--verbosity", "--report-log"},
	filter: []string{"-k"},
	drop: []string{"-q", "-v", "-s", "-x", "-l", "-r", "-p", "-n", "--quiet", "--verbose", "--verbosity", "--exitfirst", "--maxfail", "--tb", "--color",
		"--code-highlight", "--no-header", "--no-summary", "--disable-warnings", "--disable-pytest-warnings", "--durations", "--durations-min", "--cov",
		"--cov-report", "--cov-config", "--no-cov", "--junitxml", "--junit-xml", "--junit-prefix", "--capture", "--showlocals", "--full-trace",
		"--log-level", "--log-cli-level", "--log-file", "--dist", "--basetemp", "--cache-clear", "--timeout", "--ff", "--failed-first", "--nf",
		"--new-first", "--import-mode", "--setup-show", "--report-log", "--rootdir", "--confcutdir"},
}

var unittestSpec = &argSpec{
	short:  true,
	value:  []string{"-k", "-s", "-p", "-t", "--start-directory", "--pattern", "--top-level-directory"},
	filter: []string{"-k"},
	drop:   []string{"-v", "-q", "-f", "-b", "-c", "--verbose", "--quiet", "--failfast", "--buffer", "--catch", "--locals", "--durations"},
	alias:  map[string]string{"--start-directory": "-s", "--pattern": "-p", "--top-level-directory": "-t"},
}

var nodeTestSpec = &argSpec{
	value: []string{"--test-reporter", "--test-reporter-destination", "--test-name-pattern", "--test-skip-pattern", "--test-concurrency",
		"--test-timeout", "--import", "--require", "-r", "--loader", "--experimental-loader", "--test-shard", "--conditions", "-C",
		"--env-file", "--test-coverage-include", "--test-coverage-exclude", "--test-isolation", "--stack-trace-limit"},
	filter:     []string{"--test-name-pattern"},
	drop:       []string{"--test", "--test-reporter", "--test-reporter-destination", "--test-concurrency", "--test-timeout", "--import", "--require", "-r", "--loader", "--env-file", "--conditions", "-C", "--enable-source-maps", "--test-force-exit", "--test-isolation", "--stack-trace-limit", "--no-warnings", "--no-deprecation"},
	dropPrefix: []string{"--experimental-", "--trace-", "--test-coverage", "--max-old-space-size", "--inspect"},
}

// jsSpec serves jest, vitest and the arguments passed through an npm
// script vouch cannot see, whose runner is unknown: the name-filter
// flags of the common runners are all read as the filter.
var jsSpec = &argSpec{
	value: []string{"-t", "--testNamePattern", "--test-name-pattern", "-c", "--config", "--testPathPattern", "--testPathPatterns", "--testPathIgnorePatterns",
		"--reporters", "--reporter", "--outputFile", "--maxWorkers", "--minWorkers", "-w", "--coverageReporters", "--selectProjects", "--project", "--shard",
		"--testTimeout", "--changedSince", "--rootDir", "--root", "--roots", "--testMatch", "--testRegex", "--env", "--environment", "--testEnvironment",
		"--seed", "--pool", "--dir", "--mode", "--exclude", "--grep", "-g", "--fgrep", "-f", "--timeout", "--retries", "--workers", "-j", "--trace", "--max-failures", "-x", "--bail"},
	filter: []string{"-t", "--grep", "--fgrep"},
	paths:  []string{"--testPathPattern", "--testPathPatterns", "--spec"},
	alias:  map[string]string{"--testNamePattern": "-t", "--test-name-pattern": "-t", "-g": "--grep", "-f": "--fgrep", "--config": "-c", "--project": "--selectProjects"},
	drop: []string{"--ci", "--runInBand", "-i", "--silent", "--verbose", "--coverage", "--watch", "--watchAll", "--run", "--colors", "--color", "--no-color",
		"--json", "--outputFile", "--maxWorkers", "--minWorkers", "-w", "--detectOpenHandles", "--forceExit", "--bail", "-b", "--no-cache", "--cache",
		"--reporters", "--reporter", "--coverageReporters", "--useStderr", "--logHeapUsage", "--testTimeout", "--expand", "-e", "--noStackTrace",
		"--errorOnDeprecated", "--no-watchman", "--watchman", "--pool", "--no-file-parallelism", "--hideSkippedTests", "--timeout", "--exit",
		"--retries", "--workers", "-j", "--max-failures", "-x", "--trace", "--headed", "--full-trace", "--inline-diffs", "--parallel"},
	dropPrefix: []string{"--coverage.", "--poolOptions"},
}

var cargoSpec = &argSpec{
	value: []string{"-p", "--package", "--test", "--bench", "--example", "--bin", "--features", "-F", "--target", "--target-dir", "--profile",
		"-j", "--jobs", "--manifest-path", "--color", "--message-format", "--exclude", "--config", "-Z", "-E", "--filterset"},
	filter: []string{"-E", "--filterset"},
	alias:  map[string]string{"--package": "-p", "--features": "-F", "--all": "--workspace"},
	drop: []string{"--release", "-q", "--quiet", "-v", "--verbose", "--color", "-j", "--jobs", "--target-dir", "--message-format", "--no-fail-fast",
		"--locked", "--offline", "--frozen", "--timings", "--manifest-path", "--keep-going"},
}

// libtestSpec reads what follows "--" in cargo test: the test binary's own
// flags and filters.
var libtestSpec = &argSpec{
	value: []string{"--test-threads", "--color", "--format", "-Z", "--skip", "--logfile", "--shuffle-seed"},
	drop:  []string{"--nocapture", "--no-capture", "--show-output", "--test-threads", "-q", "--quiet", "--color", "--format", "-Z", "--report-time", "--logfile", "--shuffle"},
}

var tscSpec = &argSpec{
	value: []string{"-p", "--project", "--target", "--module", "--lib", "--outDir", "--outFile", "--rootDir", "--jsx", "--moduleResolution", "--types", "--tsBuildInfoFile"},
	alias: map[string]string{"--project": "-p", "--build": "-b"},
	drop:  []string{"--noEmit", "--pretty", "--listFiles", "--skipLibCheck", "--incremental", "--extendedDiagnostics", "--diagnostics", "--watch", "-w", "--preserveWatchOutput", "--emitDeclarationOnly", "--outDir", "--outFile", "--tsBuildInfoFile"},
}

// lintSpec serves eslint and the other linters and formatters in check
// mode: output-format and cache flags are dropped.
var lintSpec = &argSpec{
	value: []string{"--cache-location", "-f", "--format", "-o", "--output-file", "--output-format", "--max-warnings", "-c", "--config", "--ext", "--rule", "--out", "--reporter"},
	drop: []string{"--cache", "--cache-location", "-f", "--format", "-o", "--output-file", "--output-format", "--color", "--no-color", "--quiet", "-q",
		"--no-error-on-unmatched-pattern", "--no-cache", "-v", "--verbose", "--show-source", "--no-fix", "--out", "--reporter", "--pretty", "--no-pretty"},
}

// lintTools are linters read with lintSpec (the Check's Tool is the
// program and, where it has one, its subcommand).
var lintTools = []string{"eslint", "ruff", "mypy", "flake8", "pylint", "pyright", "black", "prettier", "biome", "golangci-lint", "staticcheck", "gofmt", "isort"}

// classify reads one unwrapped simple command (prog is the program's base
// name) run in dir.
func (c *checker) classify(prog string, args []string, dir string, depth int) []Check {
	if strings.HasPrefix(prog, "python") || prog == "py" {
		if m, rest, ok := pythonModule(args); ok {
			prog, args = m, rest
		} else {
			return nil
		}
	}
	one := func(ch Check) []Check { return []Check{ch} }
	switch prog {
	case "go":
		for len(args) > 1 && strings.HasPrefix(args[0], "-") { // go -C dir test
			if args[0] == "-C" {
				dir = joinDir(dir, args[1])
				args = args[1:]
			}
			args = args[1:]
		}
		if len(args) == 0 {
			return nil
		}
		switch args[0] {
		case "test":
			return one(goTestSpec.parse(args[1:]).check(CatTest, "go test", dir, true))
		case "vet":
			return one(goBuildSpec.parse(args[1:]).check(CatLint, "go vet", dir, true))
		case "build", "install":
			return one(goBuildSpec.parse(args[1:]).check(CatBuild, "go "+args[0], dir, true))
		}
	case "gotestsum":
		if i := slices.Index(args, "--"); i >= 0 {
			return one(goTestSpec.parse(args[i+1:]).check(CatTest, "go test", dir, true))
		}
		return one(Check{Category: CatTest, Tool: "go test", Dir: dir})
	case "pytest", "py.test":
		return one(pytestSpec.parse(args).check(CatTest, "pytest", dir, false))
	case "unittest":
		p := unittestSpec.parse(args)
		p.paths = slices.DeleteFunc(p.paths, func(s string) bool { return s == "discover" })
		return one(p.check(CatTest, "unittest", dir, false))
	case "node":
		if i := slices.IndexFunc(args, func(a string) bool { return a == "--check" || a == "-c" }); i >= 0 {
			// node's syntax check of the files named, plain JavaScript's
			// build (the node-check gate runs it on every file)
			rest := slices.Delete(slices.Clone(args), i, i+1)
			return one(nodeTestSpec.parse(rest).check(CatBuild, "node --check", dir, false))
		}
		if !slices.Contains(args, "--test") {
			p := nodeTestSpec.parse(args)
			if len(p.paths) == 0 || !isNodeTestFile(p.paths[0]) {
				return nil
			}
			// `node x.test.js` runs the file's node:test tests, as
			// `node --test x.test.js` does.
			p.paths = p.paths[:1]
			return one(p.check(CatTest, "node --test", dir, false))
		}
		return one(nodeTestSpec.parse(args).check(CatTest, "node --test", dir, false))
	case "jest", "mocha", "ava":
		return one(jsSpec.parse(args).check(CatTest, prog, dir, false))
	case "vitest":
		if len(args) > 0 && slices.Contains([]string{"run", "watch", "dev"}, args[0]) {
			args = args[1:]
		}
		return one(jsSpec.parse(args).check(CatTest, "vitest", dir, false))
	case "playwright":
		if len(args) == 0 || args[0] != "test" {
			return nil
		}
		return one(jsSpec.parse(args[1:]).check(CatTest, "playwright test", dir, false))
	case "cargo":
		return c.cargo(args, dir)
	case "tsc", "tsgo", "vue-tsc":
		tool := "tsc"
		if prog == "vue-tsc" {
			tool = prog
		}
		return one(tscSpec.parse(args).check(CatLint, tool, dir, false))
	case "npm", "yarn", "pnpm", "bun":
		return c.script(prog, args, dir, depth)
	case "make", "gmake":
		return makeChecks(args, dir)
	case "py_compile", "compileall":
		// Python's byte-compile is its build: "python3 -m py_compile
		// a.py" fails on a syntax error. The files are the command's own
		// (globs included), so a session gate runs its words as they are.
		return one(Check{Category: CatBuild, Tool: prog, Dir: dir})
	}
	if slices.Contains(lintTools, prog) {
		return lintCheck(prog, args, dir)
	}
	return nil
}

// pythonModule reads `python [flags] -m MODULE args`.
func pythonModule(args []string) (string, []string, bool) {
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-m" && i+1 < len(args):
			return args[i+1], args[i+2:], true
		case strings.HasPrefix(a, "-m") && len(a) > 2:
			return a[2:], args[i+1:], true
		case a == "-X" || a == "-W":
			i++
		case !strings.HasPrefix(a, "-"):
			return "", nil, false // a script
		}
	}
	return "", nil, false
}

// isNodeTestFile matches the file names `node --test` picks by default.
func isNodeTestFile(p string) bool {
	b := path.Base(p)
	ext := path.Ext(b)
	if !slices.Contains([]string{".js", ".mjs", ".cjs", ".ts", ".mts", ".cts"}, ext) {
		return false
	}
	stem := strings.TrimSuffix(b, ext)
	return stem == "test" || strings.HasSuffix(stem, ".test") || strings.HasSuffix(stem, "-test") ||
		strings.HasSuffix(stem, "_test") || strings.HasPrefix(stem, "test-")
}

func (c *checker) cargo(args []string, dir string) []Check {
	for len(args) > 0 && (strings.HasPrefix(args[0], "-") || strings.HasPrefix(args[0], "+")) {
		if (args[0] == "-C" || args[0] == "--color" || args[0] == "-Z" || args[0] == "--config") && len(args) > 1 {
			if args[0] == "-C" {
				dir = joinDir(dir, args[1])
			}
			args = args[1:]
		}
		args = args[1:]
	}
	if len(args) == 0 {
		return nil
	}
	sub, args := args[0], args[1:]
	if sub == "nextest" {
		if len(args) == 0 || args[0] != "run" {
			return nil
		}
		sub, args = "test", args[1:]
	}
	if mp := flagValue(args, "--manifest-path"); mp != "" {
		dir = joinDir(dir, path.Dir(mp))
	}
	p := cargoSpec.parse(args)
	var cat Category
	switch sub {
	case "test", "t":
		sub, cat = "test", CatTest
		lt := libtestSpec.parse(p.rest)
		p.filters = append(p.filters, p.paths...) // cargo test TESTNAME
		p.filters = append(p.filters, lt.paths...)
		p.args = append(p.args, lt.args...)
		p.paths = nil
	case "build", "b":
		sub, cat = "build", CatBuild
	case "check", "c":
		sub, cat = "check", CatBuild
	case "clippy":
		cat = CatLint
		p.args = append(p.args, p.rest...) // -D warnings makes warnings fail
	case "fmt":
		if !slices.Contains(args, "--check") {
			return nil
		}
		cat = CatLint
	default:
		return nil
	}
	ch := p.check(cat, "cargo "+sub, dir, false)
	if sub == "test" {
		// Several TESTNAME filters run the tests matching any of them.
		fs := append([]string(nil), p.filters...)
		slices.Sort(fs)
		ch.Filter = strings.Join(fs, "|")
	}
	return []Check{ch}
}

// script reads npm/yarn/pnpm/bun. A package script run at the root (or
// at an absolute directory, taken to be the root) is resolved through
// scripts, with the arguments after "--" appended as npm does, and is
// the checks its text runs; a script vouch cannot see is a check of its
// own ("npm test", "npm run lint") when its name says what it checks.
func (c *checker) script(mgr string, args []string, dir string, depth int) []Check {
	var keep []string // workspace selections: part of the scope
	i := 0
	for ; i < len(args) && strings.HasPrefix(args[i], "-"); i++ {
		i, dir, keep = managerFlag(mgr, args, i, dir, keep)
	}
	if i >= len(args) {
		return nil
	}
	cmd, rest := args[i], args[i+1:]
	var name string
	switch {
	case mgr == "bun" && cmd == "test":
		return []Check{jsSpec.parse(rest).check(CatTest, "bun test", dir, false)}
	case cmd == "test" || cmd == "t" || cmd == "tst":
		name = "test"
	case cmd == "run" || cmd == "run-script" || cmd == "rum" || cmd == "urn":
		j := 0
		for ; j < len(rest) && strings.HasPrefix(rest[j], "-"); j++ {
			j, dir, keep = managerFlag(mgr, rest, j, dir, keep)
		}
		if j >= len(rest) {
			return nil
		}
		name, rest = rest[j], rest[j+1:]
	case cmd == "exec" || cmd == "x" || cmd == "dlx":
		rest = rest[flagWords(rest, "-p", "--package", "-c", "--call"):]
		if len(rest) == 0 {
			return nil
		}
		return c.classify(path.Base(rest[0]), rest[1:], dir, depth)
	case mgr == "npm":
		return nil // install, ci, version, …
	default:
		// yarn, pnpm and bun run a script by its bare name, else a
		// binary from node_modules/.bin.
		if _, ok := c.scripts[cmd]; !ok && scriptCategory(cmd) == "" {
			return c.classify(path.Base(cmd), rest, dir, depth)
		}
		name = cmd
	}
	var pass []string
	for j := 0; j < len(rest); j++ {
		if rest[j] == "--" {
			pass = append(pass, rest[j+1:]...)
			break
		}
		if mgr == "npm" && strings.HasPrefix(rest[j], "-") {
			// npm reads flags before "--" as its own.
			j, dir, keep = managerFlag(mgr, rest, j, dir, keep)
			continue
		}
		pass = append(pass, rest[j])
	}
	var out []Check
	if text, ok := c.scripts[name]; ok && depth < maxDepth && (dir == "" || path.IsAbs(dir)) {
		sub := &checker{scripts: c.scripts}
		sub.line(text+quoteArgs(pass), dir, depth+1)
		out = sub.checks()
	}
	if len(out) == 0 {
		cat := scriptCategory(name)
		if cat == "" {
			return nil
		}
		tool := "npm run " + name
		if name == "test" {
			tool = "npm test"
		}
		out = []Check{jsSpec.parse(pass).check(cat, tool, dir, false)}
	}
	if len(keep) > 0 {
		for k := range out {
			out[k].Args = append(slices.Clone(out[k].Args), keep...)
			slices.Sort(out[k].Args)
			out[k].Args = slices.Compact(out[k].Args)
		}
	}
	return out
}

// managerFlag reads the package manager's flag at args[i] and returns the
// index of its last word, the directory it moves to and the workspace
// selections kept.
func managerFlag(mgr string, args []string, i int, dir string, keep []string) (int, string, []string) {
	name, v, hasV := strings.Cut(args[i], "=")
	value := func() string {
		if !hasV && i+1 < len(args) {
			i++
			return args[i]
		}
		return v
	}
	switch name {
	case "--prefix", "--cwd", "--dir", "-C":
		dir = joinDir(dir, value())
	case "--workspace", "--filter", "-F":
		keep = append(keep, "--workspace="+value())
	case "-w":
		if mgr == "pnpm" {
			keep = append(keep, "--workspace-root") // pnpm -w takes no value
		} else {
			keep = append(keep, "--workspace="+value())
		}
	case "-ws", "--workspaces", "-r", "--recursive", "--workspace-root":
		keep = append(keep, "--workspaces")
	case "--loglevel", "--color", "--reporter":
		value()
	}
	return i, dir, keep
}

// scriptCategory is what a package script checks, judged by its name.
func scriptCategory(name string) Category {
	base, _, _ := strings.Cut(name, ":")
	switch base {
	case "test", "tests", "t", "unit", "e2e", "spec":
		return CatTest
	case "build", "compile":
		return CatBuild
	case "lint", "typecheck", "type-check", "types", "tsc", "check-types", "check", "format-check", "fmt-check":
		return CatLint
	}
	if strings.HasPrefix(base, "test") {
		return CatTest
	}
	return ""
}

func quoteArgs(args []string) string {
	var b strings.Builder
	for _, a := range args {
		q, err := syntax.Quote(a, syntax.LangBash)
		if err != nil {
			q = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		b.WriteString(" " + q)
	}
	return b.String()
}

// makeChecks reads make: one check per target whose name says what it
// checks (no target is the default, taken as the build).
func makeChecks(args []string, dir string) []Check {
	var targets, vars []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case (a == "-C" || a == "--directory") && i+1 < len(args):
			i++
			dir = joinDir(dir, args[i])
		case strings.HasPrefix(a, "-C") && len(a) > 2:
			dir = joinDir(dir, a[2:])
		case (a == "-f" || a == "--file" || a == "--makefile") && i+1 < len(args):
			i++
			vars = append(vars, "-f="+args[i])
		case a == "-j" && i+1 < len(args) && strings.Trim(args[i+1], "0123456789") == "":
			i++
		case strings.HasPrefix(a, "-"): // -s, -k, -jN, --no-print-directory
		case isAssign(a):
			vars = append(vars, a)
		default:
			targets = append(targets, a)
		}
	}
	if len(targets) == 0 {
		targets = []string{""}
	}
	slices.Sort(vars)
	var out []Check
	for _, t := range targets {
		var cat Category
		switch {
		case t == "" || t == "all" || t == "build":
			cat = CatBuild
		case strings.HasPrefix(t, "test") || t == "check" || t == "tests":
			cat = CatTest
		case t == "lint" || t == "vet" || t == "typecheck" || t == "fmt-check" || t == "format-check":
			cat = CatLint
		default:
			continue
		}
		out = append(out, Check{Category: cat, Tool: strings.TrimSpace("make " + t), Dir: dir, Args: vars})
	}
	return out
}

// lintCheck reads a linter, or a formatter in check mode (a formatter
// that rewrites files checks nothing).
func lintCheck(prog string, args []string, dir string) []Check {
	tool := prog
	sub := func(subs ...string) bool {
		if len(args) > 0 && slices.Contains(subs, args[0]) {
			tool, args = prog+" "+args[0], args[1:]
			return true
		}
		return false
	}
	mode := func(flags ...string) bool {
		for _, f := range flags {
			if i := slices.Index(args, f); i >= 0 {
				tool = prog + " " + flags[0]
				args = slices.Delete(slices.Clone(args), i, i+1)
				return true
			}
		}
		return false
	}
	switch prog {
	case "ruff":
		switch {
		case sub("check"):
		case len(args) > 0 && args[0] == "format":
			args = args[1:]
			if !mode("--check") {
				return nil
			}
			tool = "ruff format --check"
		case len(args) == 0 || strings.HasPrefix(args[0], "-") || strings.ContainsAny(args[0], "./"):
			tool = "ruff check" // ruff's old default command
		default:
			return nil
		}
	case "biome":
		if !sub("check", "lint", "ci") {
			return nil
		}
	case "golangci-lint":
		if !sub("run") {
			return nil
		}
	case "black", "isort":
		if !mode("--check", "--check-only", "--diff", "-c") {
			return nil
		}
	case "prettier":
		if !mode("--check", "-c", "--list-different", "-l") {
			return nil
		}
	case "gofmt":
		if !mode("-l", "-d") {
			return nil
		}
	}
	return []Check{lintSpec.parse(args).check(CatLint, tool, dir, goPatterns(tool))}
}

// flagValue is the value of flag name in args (`--name v` or
// `--name=v`), "" when absent.
func flagValue(args []string, name string) string {
	for i, a := range args {
		if a == name && i+1 < len(args) {
			return args[i+1]
		}
		if v, ok := strings.CutPrefix(a, name+"="); ok {
			return v
		}
	}
	return ""
}
