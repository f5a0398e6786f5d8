package verify

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/vouchdev/vouch/internal/shell"
)

// A Check is a command's meaning: what it checks and over what scope. Two
// command lines that differ only in wrappers, output plumbing, flag order
// or flags that change how results are shown (not which tests run) have
// equal Checks, so the command an agent names in its report can be matched
// with the command it ran (issue 10, "Commands by meaning").
type Check struct {
	Category Category // test, build, lint
	// Tool is the checker, one name per family: "go test", "go build",
	// "go vet", "pytest", "unittest", "node --test", "jest", "vitest",
	// "mocha", "bun test", "playwright test", "cargo test", "cargo build",
	// "cargo check", "cargo clippy", "tsc", "eslint", "make test",
	// "npm test" or "npm run X" (a package script vouch could not resolve).
	Tool string
	// Dir is the working directory relative to the workspace root ("" =
	// the root) after cd prefixes and -C style flags. A cd to an absolute
	// path leaves it absolute: only the caller knows the root (Relative).
	Dir string
	// Paths are the positional packages, files, dirs or test ids, cleaned
	// and sorted, relative to Dir; go keeps its "./" prefix ("./..." is
	// the whole tree). Empty means the tool's default scope.
	Paths []string
	// Filter is the test-name filter (-k, -run, -t, --grep,
	// --test-name-pattern, cargo's TESTNAME), "" when none.
	Filter string
	// Args are the remaining flags that change what is checked (-m MARK,
	// -tags, -p crate, --ignore), as "flag" or "flag=value", sorted.
	Args []string
}

// String renders c as one line for messages and tests.
func (c Check) String() string {
	var b strings.Builder
	if c.Dir != "" {
		b.WriteString("[" + c.Dir + "] ")
	}
	b.WriteString(c.Tool)
	for _, a := range c.Args {
		b.WriteString(" " + a)
	}
	if c.Filter != "" {
		b.WriteString(" filter=" + c.Filter)
	}
	for _, p := range c.Paths {
		b.WriteString(" " + p)
	}
	return b.String()
}

// Relative returns c with an absolute Dir made relative to root, the
// workspace root; a Dir outside root stays as it was.
func (c Check) Relative(root string) Check {
	if !path.IsAbs(c.Dir) || root == "" {
		return c
	}
	r, err := filepath.Rel(filepath.Clean(root), filepath.Clean(c.Dir))
	if err != nil || r == ".." || strings.HasPrefix(r, "../") {
		return c
	}
	if r == "." {
		r = ""
	}
	c.Dir = filepath.ToSlash(r)
	return c
}

// Checks returns the checks a command line runs (a line can run several:
// `go build ./... && go test ./...`), after unwrapping shells, prefixes
// and plumbing and normalising flags. scripts are the workspace root's
// package.json scripts (nil if none), used to resolve npm/yarn/pnpm/bun
// scripts run at the root. A line may also be a JSON argv, the shape Codex
// records (["bash","-lc","go test ./..."]).
func Checks(line string, scripts map[string]string) []Check {
	c := &checker{scripts: scripts}
	c.line(line, "", 0)
	return c.checks()
}

// SameCheck reports whether two checks check the same thing: same tool
// family, filter, scope args and scope. For tools whose scope is a path
// (go, pytest, node --test, linters) the scope is Dir joined with Paths, so
// `cd backend && go test ./...` is `go test ./backend/...`; for the others
// (package scripts, make, cargo, jest's config-rooted patterns) Dir and
// Paths must both agree. An absolute Dir, whose root is unknown here, is
// taken to be the relative one it ends with, or the root: callers that
// know the root should call Relative first.
func SameCheck(a, b Check) bool {
	if a.Tool != b.Tool || a.Category != b.Category || a.Filter != b.Filter || !slices.Equal(a.Args, b.Args) {
		return false
	}
	if !pathScoped(a.Tool) {
		return sameDir(a.Dir, b.Dir) && slices.Equal(a.Paths, b.Paths)
	}
	sa, sb := scope(a), scope(b)
	if len(sa) != len(sb) {
		return false
	}
	for i := range sa {
		if !sameDir(sa[i], sb[i]) {
			return false
		}
	}
	return true
}

// MatchCommand reports whether the command an agent named (claimed) and a
// command it ran are the same check by meaning: for each check in claimed
// there is a SameCheck in ran. A claimed command that is not a check
// (`git status`, `go run .`) matches a ran command that runs the same
// normalised words in the same directory.
func MatchCommand(claimed, ran string, scripts map[string]string) bool {
	if flag := testVariant(checkTool(claimed, scripts), strings.Fields(claimed)); flag != "" && !variantIn(flag, ran) {
		return false // "`go test -race ./...` passes" is no claim about a run without -race
	}
	cc := &checker{scripts: scripts}
	cc.line(claimed, "", 0)
	rc := &checker{scripts: scripts}
	rc.line(ran, "", 0)
	if ran := rc.checks(); len(cc.runs) > 0 {
		for _, c := range cc.checks() {
			if !slices.ContainsFunc(ran, func(r Check) bool { return SameCheck(c, r) }) {
				return false
			}
		}
		return true
	}
	if len(cc.calls) == 0 {
		return false
	}
	for _, c := range cc.calls {
		if !slices.ContainsFunc(rc.calls, func(r call) bool {
			return sameDir(c.dir, r.dir) && slices.Equal(c.words, r.words)
		}) {
			return false
		}
	}
	return true
}

// PackageScripts reads the "scripts" of dir/package.json (nil, nil when
// there is none). Scripts that are not strings are left out.
func PackageScripts(dir string) (map[string]string, error) {
	name := filepath.Join(dir, "package.json")
	data, err := os.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var pkg struct {
		Scripts map[string]any `json:"scripts"`
	}
	if err := json.Unmarshal(data, &pkg); err != nil {
		return nil, fmt.Errorf("%s: want a JSON object with string scripts: %w", name, err)
	}
	var out map[string]string
	for k, v := range pkg.Scripts {
		if s, ok := v.(string); ok {
			if out == nil {
				out = map[string]string{}
			}
			out[k] = s
		}
	}
	return out, nil
}

// maxDepth bounds nested shells and scripts calling scripts (which can
// call each other in a loop).
const maxDepth = 8

// checker walks a command line, tracking the working directory through
// cd, and collects the checks and the other simple commands it runs.
type checker struct {
	scripts map[string]string
	// runs are the checks found, in order, each with the invocation that
	// runs it (a package script's checks with the npm line that ran it)
	runs  []ran
	calls []call // every simple command after unwrapping, for MatchCommand
	// piped is set while the walk is on the left of a pipe
	piped bool
}

// checks returns the checks of c.runs.
func (c *checker) checks() []Check {
	if len(c.runs) == 0 {
		return nil
	}
	out := make([]Check, len(c.runs))
	for i, r := range c.runs {
		out[i] = r.check
	}
	return out
}

// ran is a check as the line runs it.
type ran struct {
	check Check
	words []string // the invocation, without wrappers and prefixes
	piped bool     // its output goes into a pipe
}

type call struct {
	dir   string
	words []string
}

// simpleCalls returns the simple commands a shell line runs, after
// wrappers ("cd app && git add -A && git commit -m x" runs git add and
// git commit).
func simpleCalls(line string) []call {
	c := &checker{}
	c.line(line, "", 0)
	return c.calls
}

// line walks a shell line run in dir and returns the directory it leaves
// the shell in.
func (c *checker) line(src, dir string, depth int) string {
	if depth > maxDepth {
		return dir
	}
	if argv, ok := jsonArgv(src); ok {
		return c.call(argv, dir, depth)
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	if err != nil {
		// Unparseable (a truncated heredoc, an unclosed quote): best
		// effort on the parts between operators.
		for _, part := range opSplit.Split(src, -1) {
			if w := fallbackWords(part); len(w) > 0 {
				dir = c.call(w, dir, depth)
			}
		}
		return dir
	}
	return c.stmts(src, f.Stmts, dir, depth)
}

var (
	opSplit  = regexp.MustCompile(`&&|\|\||;|\|`)
	redirect = regexp.MustCompile(`^[0-9&]*(<<?-?|>>?\|?|<>|>&|<&)(.*)$`)
)

// fallbackWords splits part of a line the shell parser rejected into
// words, leaving out redirections (2>&1, > out.txt, <<EOF).
func fallbackWords(part string) []string {
	var out []string
	fields := strings.Fields(part)
	for i := 0; i < len(fields); i++ {
		if m := redirect.FindStringSubmatch(fields[i]); m != nil {
			if m[2] == "" {
				i++ // the target is the next word
			}
			continue
		}
		out = append(out, fields[i])
	}
	return out
}

func jsonArgv(s string) ([]string, bool) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "[") {
		return nil, false
	}
	var argv []string
	if json.Unmarshal([]byte(s), &argv) != nil || len(argv) == 0 {
		return nil, false
	}
	return argv, true
}

func (c *checker) stmts(src string, list []*syntax.Stmt, dir string, depth int) string {
	for _, s := range list {
		dir = c.stmt(src, s, dir, depth)
	}
	return dir
}

func (c *checker) stmt(src string, s *syntax.Stmt, dir string, depth int) string {
	if s == nil || s.Cmd == nil {
		return dir
	}
	switch x := s.Cmd.(type) {
	case *syntax.CallExpr:
		if len(x.Args) == 0 {
			return dir // assignments only
		}
		words := make([]string, len(x.Args))
		for i, w := range x.Args {
			words[i] = shell.WordText(src, w)
		}
		return c.call(words, dir, depth)
	case *syntax.BinaryCmd:
		if x.Op == syntax.Pipe || x.Op == syntax.PipeAll {
			// Each side runs in a subshell: a cd there does not last.
			piped := c.piped
			c.piped = true
			c.stmt(src, x.X, dir, depth)
			c.piped = piped
			c.stmt(src, x.Y, dir, depth)
			return dir
		}
		return c.stmt(src, x.Y, c.stmt(src, x.X, dir, depth), depth)
	case *syntax.Subshell:
		c.stmts(src, x.Stmts, dir, depth)
		return dir
	case *syntax.Block:
		return c.stmts(src, x.Stmts, dir, depth)
	case *syntax.TimeClause:
		return c.stmt(src, x.Stmt, dir, depth)
	case *syntax.IfClause:
		for ic := x; ic != nil; ic = ic.Else {
			c.stmts(src, ic.Cond, dir, depth)
			c.stmts(src, ic.Then, dir, depth)
		}
	case *syntax.WhileClause:
		c.stmts(src, x.Cond, dir, depth)
		c.stmts(src, x.Do, dir, depth)
	case *syntax.ForClause:
		c.stmts(src, x.Do, dir, depth)
	case *syntax.CaseClause:
		for _, it := range x.Items {
			c.stmts(src, it.Stmts, dir, depth)
		}
	}
	return dir
}

// call handles one simple command run in dir and returns the directory
// after it (changed only by cd, pushd and eval).
func (c *checker) call(words []string, dir string, depth int) string {
	words, dir2 := stripWrappers(words, dir)
	if len(words) == 0 {
		return dir
	}
	prog, args := path.Base(words[0]), words[1:]
	switch prog {
	case "cd", "pushd":
		args = skipFlags(args)
		if len(args) == 0 {
			return "~"
		}
		return joinDir(dir, args[0])
	case "eval":
		return c.line(strings.Join(args, " "), dir, depth+1)
	case "sh", "bash", "zsh", "dash", "ksh":
		if script, ok := shellScript(args); ok {
			c.line(script, dir2, depth+1)
			return dir
		}
	}
	c.calls = append(c.calls, call{dir: dir2, words: words})
	for _, ch := range c.classify(prog, args, dir2, depth) {
		c.runs = append(c.runs, ran{check: ch, words: words, piped: c.piped})
	}
	return dir
}

// shellScript returns the script of `sh [-opts] -c SCRIPT`.
func shellScript(args []string) (string, bool) {
	hasC := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-o" || a == "+o" || a == "-O" || a == "+O":
			i++
		case a == "--":
		case strings.HasPrefix(a, "--"): // --login, --noprofile
		case strings.HasPrefix(a, "-") || strings.HasPrefix(a, "+"):
			if strings.Contains(a, "c") {
				hasC = true
			}
		default:
			return a, hasC
		}
	}
	return "", false
}

// stripWrappers removes what runs a command without changing it: env and
// VAR=value words, time, timeout N, nice, nohup, stdbuf, cross-env, npx
// and the package managers' exec, uv/poetry/pipenv/pdm/conda run, bundle
// exec. Some of them move the working directory (env -C, uv run
// --directory); the directory the command runs in is returned.
func stripWrappers(w []string, dir string) ([]string, string) {
	for len(w) > 0 {
		prog := path.Base(w[0])
		var n int // words of the wrapper, -1 when w[0] is not one
		switch prog {
		case "env":
			n = 1
			for n < len(w) {
				a := w[n]
				switch {
				case a == "-u" || a == "--unset" || a == "-S":
					n += 2
					continue
				case a == "-C" || a == "--chdir":
					if n+1 < len(w) {
						dir = joinDir(dir, w[n+1])
					}
					n += 2
					continue
				case strings.HasPrefix(a, "-") || isAssign(a):
					n++
					continue
				}
				break
			}
		case "time", "nohup", "command", "exec", "stdbuf", "xvfb-run", "unbuffer", "caffeinate", "cross-env", "dotenv":
			n = 1
			for n < len(w) && (strings.HasPrefix(w[n], "-") || isAssign(w[n])) {
				if w[n] == "--" {
					n++
					break
				}
				if (prog == "dotenv" && w[n] == "-e") || (prog == "stdbuf" && len(w[n]) == 2) {
					n++ // the flag's value
				}
				n++
			}
		case "nice", "ionice":
			n = 1
			for n < len(w) && strings.HasPrefix(w[n], "-") {
				if w[n] == "-n" || w[n] == "-c" {
					n++
				}
				n++
			}
		case "timeout", "gtimeout":
			n = 1
			for n < len(w) && strings.HasPrefix(w[n], "-") {
				if w[n] == "-s" || w[n] == "-k" || w[n] == "--signal" || w[n] == "--kill-after" {
					n++
				}
				n++
			}
			n++ // the duration
		case "npx", "bunx", "pnpx":
			n = 1 + flagWords(w[1:], "-p", "--package", "-c", "--call")
		case "uv", "poetry", "pipenv", "pdm", "rye", "hatch", "conda", "mamba", "micromamba", "bundle":
			sub := "run"
			if prog == "bundle" {
				sub = "exec"
			}
			if len(w) < 3 || w[1] != sub {
				return w, dir
			}
			n = 2
			for n < len(w) && strings.HasPrefix(w[n], "-") {
				a := w[n]
				if a == "--" {
					n++
					break
				}
				if a == "--directory" || a == "--project" {
					if n+1 < len(w) {
						dir = joinDir(dir, w[n+1])
					}
					n++
				} else if slices.Contains([]string{"--with", "--python", "-p", "--extra", "--group", "--package", "--env-file", "--with-requirements", "--index", "-n", "--name", "--prefix", "-e"}, a) {
					n++
				}
				n++
			}
		default:
			if isAssign(w[0]) {
				n = 1
				break
			}
			return w, dir
		}
		if n > len(w) {
			n = len(w)
		}
		w = w[n:]
	}
	return w, dir
}

// flagWords counts the leading flags of args (with the values of the
// named flags) and a "--" after them.
func flagWords(args []string, valued ...string) int {
	n := 0
	for n < len(args) && strings.HasPrefix(args[n], "-") {
		if args[n] == "--" {
			return n + 1
		}
		if slices.Contains(valued, args[n]) {
			n++
		}
		n++
	}
	return n
}

func isAssign(s string) bool {
	i := strings.IndexByte(s, '=')
	if i <= 0 {
		return false
	}
	for j, r := range s[:i] {
		if !(r == '_' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || j > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

func skipFlags(args []string) []string {
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && args[0] != "-" {
		if args[0] == "--" {
			return args[1:]
		}
		args = args[1:]
	}
	return args
}

// joinDir is the directory `cd target` leads to from dir. Targets the
// shell would expand (~, $VAR, -) are kept as written: they name no
// directory vouch can place.
func joinDir(dir, target string) string {
	switch {
	case target == "" || strings.HasPrefix(target, "~") || strings.HasPrefix(target, "$") || target == "-":
		return target
	case path.IsAbs(target):
		return path.Clean(target)
	case strings.HasPrefix(dir, "~") || strings.HasPrefix(dir, "$") || dir == "-":
		return dir + "/" + target
	}
	d := path.Join(dir, target)
	if d == "." {
		return ""
	}
	return d
}

// sameDir compares two directories (or scope paths); an absolute one is
// taken to be the relative one it ends with, or the root itself.
func sameDir(a, b string) bool {
	if a == b {
		return true
	}
	// "cd ../ml" from a folder the shell kept (Claude Code's Bash does) is
	// the workspace's ml/, as far as a relative path can tell
	if ua, ub := unclimb(a), unclimb(b); ua != a || ub != b {
		return ua == ub
	}
	if path.IsAbs(a) == path.IsAbs(b) {
		return false
	}
	if path.IsAbs(b) {
		a, b = b, a
	}
	rel := strings.TrimPrefix(b, "./")
	if rel == "" || rel == "." {
		return true
	}
	return strings.HasSuffix(a, "/"+rel)
}

// unclimb drops the leading "../" of a relative folder: the folder it
// climbs from is not known.
func unclimb(d string) string {
	for strings.HasPrefix(d, "../") {
		d = d[3:]
	}
	return d
}

// pathScoped reports whether a tool's scope is the paths it is given,
// resolved against its working directory, rather than a project found
// from it.
func pathScoped(tool string) bool {
	switch {
	case strings.HasPrefix(tool, "go "), tool == "pytest", tool == "node --test", tool == "eslint", tool == "mocha":
		return true
	}
	prog, _, _ := strings.Cut(tool, " ")
	return slices.Contains(lintTools, prog)
}

// scope is a path-scoped check's paths joined to its directory, with the
// tool's default (".") when it names none.
func scope(c Check) []string {
	ps := c.Paths
	if len(ps) == 0 {
		ps = []string{"."}
	}
	goTool := goPatterns(c.Tool)
	out := make([]string, 0, len(ps))
	for _, p := range ps {
		if goTool && !goLocal(p) {
			out = append(out, p) // an import path
			continue
		}
		j := p
		if !path.IsAbs(p) && c.Dir != "" {
			j = path.Join(c.Dir, p)
		}
		if goTool {
			if !path.IsAbs(j) && !strings.HasPrefix(j, "..") {
				j = "./" + j // a directory, even when the join dropped its "./"
			}
			j = cleanGo(j)
		} else {
			j = cleanPath(j)
		}
		out = append(out, j)
	}
	slices.Sort(out)
	return out
}

// goPatterns reports whether a tool takes go package patterns.
func goPatterns(tool string) bool {
	return strings.HasPrefix(tool, "go ") || strings.HasPrefix(tool, "golangci-lint") || tool == "staticcheck"
}

func goLocal(p string) bool {
	return p == "." || p == ".." || strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../") || path.IsAbs(p) || strings.HasPrefix(p, "...")
}

// cleanGo cleans a go package pattern, keeping the "./" that makes it a
// directory rather than an import path.
func cleanGo(p string) string {
	if !goLocal(p) {
		return p
	}
	c := path.Clean(p)
	if path.IsAbs(c) || c == "." || c == ".." || strings.HasPrefix(c, "../") {
		return c
	}
	return "./" + c
}

// cleanPath cleans a file or directory argument; pytest node ids keep
// their ::test part.
func cleanPath(p string) string {
	file, rest, ok := strings.Cut(p, "::")
	c := path.Clean(file)
	if ok {
		return c + "::" + rest
	}
	return c
}
