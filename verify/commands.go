package verify

import (
	"path"
	"regexp"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/vouchdev/vouch/internal/shell"
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

// ClassifyCommand recognises oracle runs in a shell command line. A line
// can run several (`go build ./... && go test ./...`); they are returned in
// order. Lines that cannot be parsed fall back to splitting on whitespace.
//
// A shell run by the line (`bash -lc 'go test ./...'`, as agents write
// them and Codex records them, also as a JSON argv) is looked into.
func ClassifyCommand(line string) []Command {
	return classifyLine(line, 0)
}

func classifyLine(line string, depth int) []Command {
	if depth > maxDepth {
		return nil
	}
	var out []Command
	var cmds []simpleCmd
	if argv, ok := jsonArgv(line); ok {
		cmds = []simpleCmd{{words: argv}}
	} else {
		cmds = simpleCommands(line)
	}
	for _, sc := range cmds {
		if w := shell.StripPrefix(sc.words); len(w) > 0 && isShell(w[0]) {
			if script, ok := shellScript(w[1:]); ok {
				for _, c := range classifyLine(script, depth+1) {
					c.Piped = c.Piped || sc.piped
					out = append(out, c)
				}
				continue
			}
		}
		if c, ok := classify(sc.words); ok {
			c.Piped = sc.piped
			out = append(out, c)
		}
	}
	return out
}

func isShell(prog string) bool {
	switch base(prog) {
	case "sh", "bash", "zsh", "dash", "ksh":
		return true
	}
	return false
}

type simpleCmd struct {
	words []string
	piped bool // stdout goes into a pipe
}

// simpleCommands lists the simple commands of a shell line with their
// literal words (words with expansions keep their source text).
func simpleCommands(line string) []simpleCmd {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(line), "")
	if err != nil {
		// Unparseable (e.g. a truncated heredoc): best effort.
		var out []simpleCmd
		for _, part := range regexp.MustCompile(`&&|\|\||;|\|`).Split(line, -1) {
			if w := strings.Fields(part); len(w) > 0 {
				out = append(out, simpleCmd{words: w})
			}
		}
		return out
	}
	var out []simpleCmd
	piped := map[*syntax.CallExpr]bool{}
	syntax.Walk(f, func(n syntax.Node) bool {
		if b, ok := n.(*syntax.BinaryCmd); ok && (b.Op == syntax.Pipe || b.Op == syntax.PipeAll) {
			syntax.Walk(b.X, func(m syntax.Node) bool {
				if ce, ok := m.(*syntax.CallExpr); ok {
					piped[ce] = true
				}
				return true
			})
		}
		return true
	})
	syntax.Walk(f, func(n syntax.Node) bool {
		ce, ok := n.(*syntax.CallExpr)
		if !ok || len(ce.Args) == 0 {
			return true
		}
		var words []string
		for _, w := range ce.Args {
			words = append(words, shell.WordText(line, w))
		}
		out = append(out, simpleCmd{words: words, piped: piped[ce]})
		return true
	})
	return out
}

func base(s string) string { return path.Base(s) }

func classify(words []string) (Command, bool) {
	w := shell.StripPrefix(words)
	if len(w) == 0 {
		return Command{}, false
	}
	c := Command{Words: w}
	prog := base(w[0])
	args := w[1:]
	if strings.HasPrefix(prog, "python") && len(args) >= 2 && args[0] == "-m" {
		prog, args = args[1], args[2:]
	}
	switch prog {
	case "go":
		if len(args) == 0 {
			return c, false
		}
		switch args[0] {
		case "test":
			c.Tool, c.Category, c.Parser = "go-test", CatTest, "go-test"
			c.Filter = goTestFilter(args[1:])
		case "build", "install":
			c.Tool, c.Category, c.Parser = "go-build", CatBuild, "go"
		case "vet":
			c.Tool, c.Category, c.Parser = "go-vet", CatLint, "go"
		default:
			return c, false
		}
	case "gotestsum":
		c.Tool, c.Category, c.Parser = "go-test", CatTest, "go-test"
		c.Filter = goTestFilter(args)
	case "pytest", "py.test":
		c.Tool, c.Category, c.Parser = "pytest", CatTest, "pytest"
		c.Filter = pytestFilter(args)
	case "node":
		if !hasArg(args, "--test") {
			return c, false
		}
		c.Tool, c.Category, c.Parser = "node-test", CatTest, "node-test"
		c.Filter = fileFilter(args, nil)
		if hasArgPrefix(args, "--test-name-pattern") {
			c.Filter = strings.TrimSpace(c.Filter + " --test-name-pattern")
		}
	case "jest", "vitest":
		c.Tool, c.Category, c.Parser = prog, CatTest, prog
		if prog == "vitest" && len(args) > 0 && (args[0] == "run" || args[0] == "watch") {
			args = args[1:]
		}
		c.Filter = fileFilter(args, []string{"-t", "--testNamePattern"})
	case "cargo":
		if len(args) == 0 {
			return c, false
		}
		switch args[0] {
		case "test", "nextest":
			c.Tool, c.Category, c.Parser = "cargo-test", CatTest, "cargo"
			if rest := positional(args[1:]); len(rest) > 0 {
				c.Filter = strings.Join(rest, " ")
			}
		case "build", "check":
			c.Tool, c.Category, c.Parser = "cargo-build", CatBuild, "cargo"
		case "clippy":
			c.Tool, c.Category, c.Parser = "cargo-clippy", CatLint, "cargo"
		default:
			return c, false
		}
	case "tsc", "vue-tsc":
		c.Tool, c.Category, c.Parser = "tsc", CatLint, "tsc"
	case "eslint":
		c.Tool, c.Category, c.Parser = "eslint", CatLint, "eslint"
	case "npm", "pnpm", "yarn", "bun":
		return classifyScript(c, args)
	case "make":
		for _, a := range args {
			if a == "test" || a == "check" {
				c.Tool, c.Category, c.Parser = "make-test", CatTest, "generic"
				return c, true
			}
		}
		return c, false
	default:
		return c, false
	}
	return c, true
}

func classifyScript(c Command, args []string) (Command, bool) {
	if len(args) == 0 {
		return c, false
	}
	script := args[0]
	rest := args[1:]
	if script == "run" || script == "run-script" {
		if len(rest) == 0 {
			return c, false
		}
		script, rest = rest[0], rest[1:]
	}
	switch {
	case script == "test" || script == "t" || strings.HasPrefix(script, "test:"):
		c.Tool, c.Category, c.Parser = "npm-test", CatTest, "js-test"
		if i := indexOf(rest, "--"); i >= 0 {
			c.Filter = fileFilter(rest[i+1:], []string{"-t", "--testNamePattern"})
		}
	case script == "build":
		c.Tool, c.Category, c.Parser = "npm-build", CatBuild, "generic"
	case script == "lint" || strings.HasPrefix(script, "lint:"):
		c.Tool, c.Category, c.Parser = "npm-lint", CatLint, "eslint"
	case script == "typecheck" || script == "type-check" || script == "tsc" || script == "check-types":
		c.Tool, c.Category, c.Parser = "tsc", CatLint, "tsc"
	default:
		return c, false
	}
	return c, true
}

func goTestFilter(args []string) string {
	var f []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		for _, flag := range []string{"-run", "--run", "-test.run"} {
			if a == flag && i+1 < len(args) {
				f = append(f, flag+" "+args[i+1])
				i++
			} else if strings.HasPrefix(a, flag+"=") {
				f = append(f, a)
			}
		}
	}
	// Packages: ./... (or nothing: the current package) is the whole suite
	// only at the module root; a list of specific packages is a subset.
	for _, p := range positional(args) {
		if strings.HasSuffix(p, "_test.go") || strings.HasSuffix(p, ".go") {
			f = append(f, p)
		}
	}
	return strings.Join(f, " ")
}

func pytestFilter(args []string) string {
	var f []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case (a == "-k" || a == "-m") && i+1 < len(args):
			f = append(f, a+" "+args[i+1])
			i++
		case strings.Contains(a, "::"):
			f = append(f, a)
		case strings.HasSuffix(a, ".py"):
			f = append(f, a)
		case a == "--lf" || a == "--last-failed":
			f = append(f, a)
		}
	}
	return strings.Join(f, " ")
}

func fileFilter(args []string, nameFlags []string) string {
	var f []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		matched := false
		for _, nf := range nameFlags {
			if a == nf && i+1 < len(args) {
				f = append(f, a+" "+args[i+1])
				i++
				matched = true
			} else if strings.HasPrefix(a, nf+"=") {
				f = append(f, a)
				matched = true
			}
		}
		if matched || strings.HasPrefix(a, "-") {
			continue
		}
		if isTestFile(a) {
			f = append(f, a)
		}
	}
	return strings.Join(f, " ")
}

func isTestFile(p string) bool {
	b := base(p)
	for _, ext := range []string{".js", ".mjs", ".cjs", ".ts", ".mts", ".tsx", ".jsx"} {
		if strings.HasSuffix(b, ext) {
			return true
		}
	}
	return false
}

func positional(args []string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a, "-") {
			// Flags that take a value.
			switch a {
			case "-run", "--run", "-k", "-m", "-p", "-timeout", "-count", "-tags", "-coverprofile", "-o":
				i++
			}
			continue
		}
		out = append(out, a)
	}
	return out
}

func hasArg(args []string, a string) bool { return indexOf(args, a) >= 0 }

func hasArgPrefix(args []string, p string) bool {
	for _, a := range args {
		if strings.HasPrefix(a, p) {
			return true
		}
	}
	return false
}

func indexOf(args []string, a string) int {
	for i, x := range args {
		if x == a {
			return i
		}
	}
	return -1
}
