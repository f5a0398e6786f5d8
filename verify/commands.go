package verify

import (
	"path"
	"strings"

	"github.com/vouchdev/vouch/gate"
)

// Category is what an oracle command checks.
type Category string

// Command categories.
const (
	CatTest  Category = "test"
	CatBuild Category = "build"
	CatLint  Category = "lint"
)

// Command is a shell command recognised as running one of the project's
// oracles (a test runner, a build, a linter or type checker).
type Command struct {
	Tool     string   // go-test, pytest, node-test, jest, vitest, npm-test, cargo-test, go-build, go-vet, cargo-build, tsc, eslint, make-test, npm-build, npm-lint
	Category Category // test, build, lint
	// Parser names the output parser (gate.ParseTestOutput's tool names).
	Parser string
	// Filter describes what narrows the run to part of the suite
	// (`-run TestX`, `-k name`, a single test file), empty for a full run.
	Filter string
	// Piped is set when the oracle's output went into a pipe, so the
	// command's exit code may be the last pipe stage's, not the oracle's.
	Piped bool
	// Words is the oracle invocation itself (without cd/env prefixes).
	Words []string
}

// ClassifyCommand recognises oracle runs in a shell command line: the
// checks Checks finds in it (one reading of commands for the claims and
// the evidence), each with the parser for its output, the part of the
// suite it ran and whether its output went into a pipe. A line can run
// several (`go build ./... && go test ./...`); they are returned in order.
// Package scripts are not resolved here: the transcript's `npm test` is a
// test run whatever its script runs.
func ClassifyCommand(line string) []Command {
	c := &checker{}
	c.line(line, "", 0)
	out := make([]Command, 0, len(c.runs))
	for _, r := range c.runs {
		tool, parser := commandTool(r.check)
		out = append(out, Command{Tool: tool, Category: r.check.Category, Parser: parser,
			Filter: commandFilter(r.check), Piped: r.piped, Words: r.words})
	}
	return out
}

// commandTool names a check's tool as Command.Tool does, with the parser
// of its output.
func commandTool(ch Check) (tool, parser string) {
	switch t := ch.Tool; {
	case t == "go test":
		return "go-test", gate.ParserGoTest
	case t == "go build" || t == "go install":
		return "go-build", gate.ParserGo
	case t == "go vet":
		return "go-vet", gate.ParserGo
	case t == "pytest":
		return "pytest", gate.ParserPytest
	case t == "unittest":
		return "unittest", gate.ParserUnittest
	case t == "node --test":
		return "node-test", gate.ParserNodeTest
	case t == "jest" || t == "vitest":
		return t, t
	case t == "cargo test":
		return "cargo-test", gate.ParserCargo
	case t == "cargo build" || t == "cargo check":
		return "cargo-build", gate.ParserCargo
	case strings.HasPrefix(t, "cargo "):
		return "cargo-" + strings.TrimPrefix(t, "cargo "), gate.ParserCargo
	case t == "tsc" || t == "vue-tsc":
		return "tsc", gate.ParserTSC
	case t == "eslint":
		return "eslint", gate.ParserESLint
	case strings.HasPrefix(t, "npm test") || strings.HasPrefix(t, "npm run "):
		// A package script vouch could not see: its name says what it
		// checks, not which tool prints the output.
		name := strings.TrimPrefix(strings.TrimPrefix(t, "npm run "), "npm ")
		switch {
		case ch.Category == CatTest:
			return "npm-test", "js-test"
		case ch.Category == CatBuild:
			return "npm-build", gate.ParserGeneric
		case strings.Contains(name, "type") || strings.Contains(name, "tsc"):
			return "tsc", gate.ParserTSC
		default:
			return "npm-lint", gate.ParserESLint
		}
	case strings.HasPrefix(t, "make"):
		return "make-" + string(ch.Category), gate.ParserGeneric
	case ch.Category == CatTest:
		// unittest, mocha, ava, playwright test, bun test: the parsers
		// that know their output are found by reading it.
		return strings.ReplaceAll(t, " ", "-"), ""
	}
	return strings.ReplaceAll(ch.Tool, " ", "-"), gate.ParserGeneric
}

// commandFilter renders what narrows a test run to part of the suite: its
// name filter and the test files or ids it names, in the runner's own
// words ("-run TestAdd", "-k add", "tests/test_calc.py::test_add"); ""
// for a whole run. A package or directory argument is a scope, not a
// filter: `go test ./calc` runs all of calc's tests.
func commandFilter(ch Check) string {
	if ch.Category != CatTest {
		return ""
	}
	var f []string
	if ch.Filter != "" {
		switch ch.Tool {
		case "go test":
			f = append(f, "-run "+ch.Filter)
		case "pytest", "unittest":
			f = append(f, "-k "+ch.Filter)
		case "node --test":
			f = append(f, "--test-name-pattern "+ch.Filter)
		case "cargo test":
			f = append(f, ch.Filter)
		case "mocha", "playwright test":
			f = append(f, "--grep "+ch.Filter)
		default:
			f = append(f, "-t "+ch.Filter)
		}
	}
	for _, a := range ch.Args {
		if strings.HasPrefix(a, "-m=") || a == "--lf" || a == "--last-failed" {
			f = append(f, strings.Replace(a, "=", " ", 1))
		}
	}
	for _, p := range ch.Paths {
		if testTarget(ch.Tool, p) {
			f = append(f, p)
		}
	}
	return strings.Join(f, " ")
}

// testTarget reports whether a path argument of a test run names test
// files or tests rather than a package or directory.
func testTarget(tool, p string) bool {
	switch {
	case strings.Contains(p, "::"):
		return true
	case tool == "unittest":
		return p != "." // a module, class or test id: `python -m unittest tests.test_a`
	case tool == "go test":
		return strings.HasSuffix(p, ".go")
	}
	switch path.Ext(p) {
	case ".py", ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".tsx", ".jsx":
		return true
	}
	return false
}
