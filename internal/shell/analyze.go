package shell

import (
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"
)

// Env is what the analysis knows of the shell a line will run in.
type Env struct {
	// Cwd is the absolute directory the line starts in ($PWD).
	Cwd string
	// Home is $HOME; empty when unknown (a path under ~ is then unknown).
	Home string
	// Vars are other variables known before the line starts (exported:
	// shells the line starts see them too). A variable neither here nor
	// set on the line is unknown.
	Vars map[string]string
	// Glob expands a pattern (absolute) as the shell would, dotfiles only
	// for a dot in the pattern; nil means the file system (filepath.Glob).
	Glob func(pattern string) []string
	// ReadFile reads a file the line runs as a program (source FILE, sh
	// FILE, sh < FILE) or hands to a writer (a patch); abs is absolute.
	// nil means os.ReadFile. At most maxScript bytes are read.
	ReadFile func(abs string) ([]byte, error)
}

// Target is a path a command line writes, removes or moves.
type Target struct {
	// Path is absolute and cleaned (symbolic links not resolved: that is
	// the caller's job, against the real file system).
	Path string
	// How names the writer: "redirect", "tee", "sed -i", "rm", "mv", ...
	How string
	// Names, for a writer of a whole directory (find -delete, tar -x):
	// only entries whose base name matches one of these patterns are
	// written; empty means anything under Path.
	Names []string
}

// Unknown is a place where a line writes files it does not name: a
// command substitution or an unset variable in a write target, a script
// file run, a pipe into a shell, an interpreter computing a path.
type Unknown struct {
	// Reason says what could not be known, for a person: "runs the script
	// file x.sh that vouch cannot read", "the target of > is built by
	// $(...)".
	Reason string
	// Dir is the absolute directory the unknown write starts from (the
	// directory the command runs in); the line's Cwd when that directory
	// is itself unknown.
	Dir string
}

// Analysis is what Analyze makes of a command line.
type Analysis struct {
	Targets []Target
	Unknown []Unknown
}

// Limits on the work one line may cost: a line is at most maxLine bytes,
// programs nest (eval, sh -c, script files, functions) at most maxDepth
// deep, a script file is read up to maxScript bytes, a pattern expands to
// at most maxGlob names, a word to at most maxFields words, and the whole
// analysis runs at most maxSteps commands.
const (
	maxLine   = 64 << 10
	maxDepth  = 8
	maxScript = 256 << 10
	maxGlob   = 1024
	maxFields = 1024
	maxSteps  = 20000
	// maxLoopItems: a for loop over at most this many words is read once
	// per word (a write to "$f" names each file); over more, its variable
	// is unknown.
	maxLoopItems = 256
	// maxGlobDirs is how many directories globs may read in one analysis.
	maxGlobDirs = 256
)

// Analyze lists what line writes, run from env: every target resolved to
// an absolute path (never left relative), and every write it cannot name
// as an Unknown with its reason. Wrappers (nice, env, timeout, sh -c,
// eval, find -exec, xargs, ...) are looked through, variables set on the
// line, ~, braces and globs are expanded as the shell would, and script
// files run or sourced are read. A line that does not parse is one
// Unknown.
func Analyze(line string, env *Env) Analysis {
	loadTables()
	// No shell ever sees a NUL byte (a command line is a C string; Node
	// refuses to spawn one): read each as a space, the wider reading, so
	// that it cannot pass for the analysis's own marks of unknown values.
	line = strings.ReplaceAll(line, "\x00", " ")
	an, st := newAnalyzer(env)
	if len(line) > maxLine {
		an.unknown(st, fmt.Sprintf("the command is longer than %d KiB, too long for vouch to read", maxLine>>10))
		return an.a
	}
	an.program(st, line, input{}, "the command")
	return an.a
}

// newAnalyzer is an analyzer for env, and the state a line starts in.
func newAnalyzer(env *Env) (*analyzer, *state) {
	if env == nil {
		env = &Env{}
	}
	an := &analyzer{env: env, seen: map[string]bool{}, files: map[string]*written{}}
	cwd := filepath.ToSlash(env.Cwd)
	if !path.IsAbs(cwd) {
		// Without a starting directory every relative target is unknown.
		an.cwd = "/"
		cwd = ""
	} else {
		an.cwd = path.Clean(cwd)
		cwd = an.cwd
	}
	st := newState(cwd)
	if env.Home != "" {
		st.vars["HOME"] = value{s: filepath.ToSlash(env.Home), known: true, exported: true}
	}
	if cwd != "" {
		st.vars["PWD"] = value{s: cwd, known: true, exported: true}
	}
	for k, v := range env.Vars {
		st.vars[k] = value{s: v, known: true, exported: true}
	}
	return an, st
}

// analyzer walks one line's commands in order, as the shell would run
// them, collecting what they write.
type analyzer struct {
	env     *Env
	cwd     string // the line's starting directory, slash-separated; "/" when unknown
	a       Analysis
	seen    map[string]bool
	reasons []string // what built each unknown value (markers index it)
	depth   int
	steps   int
	// sinks receive writes to operands the line does not name (markOperand):
	// find -exec marks its roots written, xargs reports an unknown write.
	sinks []func(how string)
	// relWrite, when set, receives a relative path written from a
	// directory not known (find -execdir: each directory it visits).
	relWrite func(p, how string)
	globDirs int // directories read by globs so far
	// files are the paths the line has written so far: their content
	// when known (cat > x.sh <<EOF), else nil (read as not readable).
	files  map[string]*written
	writes int // files written so far, to order them
	// scripts are the script files being read, innermost last: an
	// unknown inside one says so.
	scripts []string
}

// value is a shell variable as far as the line tells.
type value struct {
	s        string
	known    bool
	why      string // when not known: what built it, for a reason
	exported bool
}

// state is the shell's state at one point of the line.
type state struct {
	dir    string // absolute, slash-separated; "" when not known
	dirWhy string // why dir is not known
	vars   map[string]value
	funcs  map[string]*syntax.Stmt
	// params are the positional parameters ($1...); nil when not known
	// (the line's own, set by whoever runs it).
	params   []string
	paramsOK bool
	dirStack []string // pushd
	aliases  map[string]string
	efuncs   map[string]bool // functions exported (export -f): child shells have them
	ifs      bool            // IFS was set on the line: word splitting is not known
}

func newState(dir string) *state {
	return &state{dir: dir, dirWhy: "a directory vouch was not told", vars: map[string]value{}, funcs: map[string]*syntax.Stmt{}}
}

// copy is the state a subshell starts with.
func (s *state) copy() *state {
	c := *s
	c.vars = make(map[string]value, len(s.vars))
	for k, v := range s.vars {
		c.vars[k] = v
	}
	c.funcs = make(map[string]*syntax.Stmt, len(s.funcs))
	for k, v := range s.funcs {
		c.funcs[k] = v
	}
	c.params = append([]string(nil), s.params...)
	c.dirStack = append([]string(nil), s.dirStack...)
	c.efuncs = make(map[string]bool, len(s.efuncs))
	for k, v := range s.efuncs {
		c.efuncs[k] = v
	}
	c.aliases = make(map[string]string, len(s.aliases))
	for k, v := range s.aliases {
		c.aliases[k] = v
	}
	return &c
}

// child is the state of a new shell process started from s (sh -c, a
// script file): only exported variables, no functions, and params.
func (s *state) child(params []string) *state {
	c := newState(s.dir)
	c.dirWhy = s.dirWhy
	for k, v := range s.vars {
		if v.exported {
			c.vars[k] = v
		}
	}
	for k := range s.efuncs {
		if f, ok := s.funcs[k]; ok {
			c.funcs[k] = f
			if c.efuncs == nil {
				c.efuncs = map[string]bool{}
			}
			c.efuncs[k] = true
		}
	}
	c.params, c.paramsOK = params, true
	return c
}

// merge makes s what is known after either s or o ran (two branches):
// anything they disagree on is no longer known.
func (s *state) merge(o *state) {
	if s.dir != o.dir {
		s.dir, s.dirWhy = "", "a directory that depends on which branch ran"
	}
	for k, v := range o.vars {
		if w, ok := s.vars[k]; !ok || w != v {
			s.vars[k] = value{why: "$" + k + " (set differently on different branches)", exported: v.exported || w.exported}
		}
	}
	for k, v := range s.vars {
		if _, ok := o.vars[k]; !ok && v.known {
			s.vars[k] = value{why: "$" + k + " (set on one branch only)", exported: v.exported}
		}
	}
	for k, f := range o.funcs {
		s.funcs[k] = f
	}
	s.ifs = s.ifs || o.ifs
	if !s.paramsOK || !o.paramsOK || strings.Join(s.params, "\x00") != strings.Join(o.params, "\x00") {
		s.params, s.paramsOK = nil, false
	}
}

// set assigns a variable; v with known false makes it unknown.
func (s *state) set(name string, v value) {
	if old, ok := s.vars[name]; ok {
		v.exported = v.exported || old.exported
	}
	s.vars[name] = v
	if name == "IFS" {
		s.ifs = true
	}
}

// input is what a command's standard input holds, for a shell or an
// interpreter that reads its program there.
type input struct {
	kind  int    // inNone, inPipe, inText, inFile
	text  string // inText: the text (here-doc, here-string)
	file  string // inFile: the path, as expanded
	from  string // inPipe: the program writing into the pipe
	hdoc  bool   // the text is a here-document (for How)
	known bool   // inText: no part of text is built at run time
	why   string // inText, not known: what built it
}

const (
	inNone = iota
	inPipe
	inText
	inFile
)

// unknown records a write the line does not name, from st's directory.
func (an *analyzer) unknown(st *state, reason string) {
	dir := an.cwd
	if st != nil && st.dir != "" {
		dir = st.dir
	}
	dir = filepath.FromSlash(dir)
	if n := len(an.scripts); n > 0 {
		reason = "in the script file " + an.scripts[n-1] + ": " + reason
	}
	k := "?" + reason + "\x00" + dir
	if an.seen[k] {
		return
	}
	an.seen[k] = true
	an.a.Unknown = append(an.a.Unknown, Unknown{Reason: reason, Dir: dir})
}

// target records p (as expanded, relative to st's directory unless
// absolute) as written by how; shown is how a person knows the writer
// (">" for a redirect). A path built at run time is an Unknown.
func (an *analyzer) target(st *state, p, how, shown string, names ...string) {
	if p == "" || strings.Contains(p, markProc) {
		return
	}
	if strings.Contains(p, markOperand) || strings.Contains(p, opToken) {
		if n := len(an.sinks); n > 0 {
			an.sinks[n-1](how)
		} else {
			an.unknown(st, "the target of "+shown+" is only known when the command runs")
		}
		return
	}
	if what, ok := an.built(p); ok {
		an.unknown(st, "the target of "+shown+" is built by "+what)
		return
	}
	if strings.Contains(p, "\x00") {
		an.unknown(st, "the target of "+shown+" holds a NUL byte")
		return
	}
	switch p {
	case "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "-":
		return
	}
	if strings.HasPrefix(p, "/dev/fd/") {
		return
	}
	if p == "~" || strings.HasPrefix(p, "~/") {
		h, ok := st.vars["HOME"]
		if !ok || !h.known {
			an.unknown(st, "the target of "+shown+" is under ~, and HOME is not known")
			return
		}
		p = h.s + p[1:]
	}
	if !path.IsAbs(p) {
		if st.dir == "" && an.relWrite != nil {
			an.relWrite(p, how)
			return
		}
		if st.dir == "" {
			an.unknown(st, "the target of "+shown+" ("+p+") is relative to "+st.dirWhy)
			return
		}
		p = st.dir + "/" + p
	}
	abs := filepath.FromSlash(path.Clean(p))
	an.wrote(abs, nil) // its content from here on is not what the disk holds
	for i, n := range names {
		if strings.Contains(n, "\x00") || strings.Contains(n, opToken) {
			// A name built at run time may be any name.
			names = append(names[:i:i], "*")
			break
		}
	}
	k := abs + "\x00" + how + "\x00" + strings.Join(names, "\x00")
	if an.seen[k] {
		return
	}
	an.seen[k] = true
	an.a.Targets = append(an.a.Targets, Target{Path: abs, How: how, Names: names})
}

// written is a file the line writes: its content when known.
type written struct {
	path string
	text *string
	seq  int
}

// wrote records that the line (at this point) writes abs, with text.
func (an *analyzer) wrote(abs string, text *string) {
	an.writes++
	an.files[abs] = &written{path: abs, text: text, seq: an.writes}
}

// abs is p (as expanded) made absolute from st's directory; false when
// that depends on what is not known.
func (an *analyzer) abs(st *state, p string) (string, bool) {
	if p == "" || strings.Contains(p, "\x00") || strings.Contains(p, opToken) {
		return "", false
	}
	if p == "~" || strings.HasPrefix(p, "~/") {
		h, ok := st.vars["HOME"]
		if !ok || !h.known {
			return "", false
		}
		p = h.s + p[1:]
	}
	if !path.IsAbs(p) {
		if st.dir == "" {
			return "", false
		}
		p = st.dir + "/" + p
	}
	return filepath.FromSlash(path.Clean(p)), true
}

// read returns the content of file p (as expanded, relative to st's
// directory), at most maxScript bytes; false when it cannot be read,
// is larger, or its name is built at run time.
func (an *analyzer) read(st *state, p string) ([]byte, bool) {
	abs, ok := an.abs(st, p)
	if !ok {
		return nil, false
	}
	// The line's last write to the file or a directory above it wins.
	var last *written
	for w, f := range an.files {
		if (w == abs || strings.HasPrefix(abs, w+string(filepath.Separator))) && (last == nil || f.seq > last.seq) {
			last = f
		}
	}
	if last != nil {
		if last.text == nil || last.path != abs {
			return nil, false
		}
		return []byte(*last.text), true
	}
	if an.env.ReadFile != nil {
		b, err := an.env.ReadFile(abs)
		if err != nil || len(b) > maxScript {
			return nil, false
		}
		return b, true
	}
	// Only a regular file: opening a FIFO would wait for a writer.
	if fi, err := os.Stat(abs); err != nil || !fi.Mode().IsRegular() || fi.Size() > maxScript {
		return nil, false
	}
	f, err := os.Open(abs)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxScript+1))
	if err != nil || len(b) > maxScript {
		return nil, false
	}
	return b, true
}

// program parses src as shell commands and analyzes them in st; what
// names the program for a reason ("the program given to sh -c").
func (an *analyzer) program(st *state, src string, in input, what string) {
	// Operands a command gets when it runs (find -exec sh -c 'rm {}')
	// stay in the text as a word the parser keeps.
	src = strings.ReplaceAll(src, markOperand, opToken)
	if strings.Contains(src, markBuilt) || strings.Contains(src, markProc) {
		by, _ := an.built(src)
		an.unknown(st, what+" is built by "+by)
		return
	}
	if an.depth >= maxDepth {
		an.unknown(st, fmt.Sprintf("%s nests programs more than %d deep, too deep for vouch to read", what, maxDepth))
		return
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	if err != nil {
		an.unknown(st, what+" does not parse as a shell program ("+err.Error()+")")
		return
	}
	an.depth++
	defer func() { an.depth-- }()
	an.stmts(st, f.Stmts, in)
}

func (an *analyzer) stmts(st *state, ss []*syntax.Stmt, in input) {
	for _, s := range ss {
		an.stmt(st, s, in)
	}
}

// stmt analyzes one statement: its redirections, then its command.
func (an *analyzer) stmt(st *state, s *syntax.Stmt, in input) {
	if s == nil {
		return
	}
	an.steps++
	if an.steps > maxSteps {
		if an.steps == maxSteps+1 {
			an.unknown(st, fmt.Sprintf("the command runs more than %d commands, too many for vouch to read", maxSteps))
		}
		return
	}
	hdoc := false
	for _, r := range s.Redirs {
		hdoc = hdoc || r.Hdoc != nil
	}
	var out *syntax.Redirect // the one file its output goes to
	outs := 0
	for _, r := range s.Redirs {
		an.redirect(st, r, hdoc, &in)
		switch r.Op {
		case syntax.RdrOut, syntax.RdrClob:
			if r.N == nil || r.N.Value == "1" {
				out = r
				outs++
			}
		case syntax.AppOut, syntax.RdrInOut, syntax.DplOut:
			if r.N == nil || r.N.Value == "1" {
				outs++
			}
		case syntax.RdrAll, syntax.AppAll:
			outs++
		}
	}
	run := st
	if s.Background {
		run = st.copy() // a background job's cd and variables stay there
	}
	an.command(run, s.Cmd, in)
	if out != nil && outs == 1 {
		// cat > x.sh <<EOF ... EOF: a script written on the line is
		// read as written when the line runs it.
		if text, ok := an.output(st, s, in); ok {
			if ps := an.fields(st, out.Word); len(ps) == 1 {
				if abs, ok := an.abs(st, ps[0]); ok {
					an.wrote(abs, &text)
				}
			}
		}
	}
}

// redirect records a redirection's target (an output file) or what it
// feeds the command (an input file, a here-document).
func (an *analyzer) redirect(st *state, r *syntax.Redirect, hdoc bool, in *input) {
	how := "redirect"
	if hdoc {
		how = "heredoc"
	}
	switch r.Op {
	case syntax.RdrOut, syntax.AppOut, syntax.RdrAll, syntax.AppAll, syntax.RdrClob, syntax.AppClob, syntax.RdrAllClob, syntax.AppAllClob, syntax.RdrInOut:
		for _, p := range an.fields(st, r.Word) {
			an.target(st, p, how, r.Op.String())
		}
	case syntax.DplOut:
		// >&2 and >&- duplicate or close a descriptor; >&file writes file.
		ps := an.fields(st, r.Word)
		if len(ps) == 1 && (ps[0] == "-" || isDigits(strings.TrimSuffix(ps[0], "-"))) {
			return
		}
		for _, p := range ps {
			an.target(st, p, how, r.Op.String())
		}
	case syntax.RdrIn:
		ps := an.fields(st, r.Word)
		if len(ps) == 1 && (r.N == nil || r.N.Value == "0") {
			*in = input{kind: inFile, file: ps[0]}
		}
	case syntax.DplIn:
		an.fields(st, r.Word) // any $(...) in it still runs
	case syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
		var text string
		if r.Op == syntax.WordHdoc {
			text = an.text(st, r.Word) + "\n"
		} else if r.Hdoc != nil {
			text = an.text(st, r.Hdoc)
		}
		if r.N == nil || r.N.Value == "0" {
			*in = input{kind: inText, text: text, hdoc: r.Op != syntax.WordHdoc}
			in.why, in.known = an.built(text)
			in.known = !in.known
		}
	}
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// command analyzes one command of any kind.
func (an *analyzer) command(st *state, c syntax.Command, in input) {
	switch x := c.(type) {
	case *syntax.CallExpr:
		an.call(st, x, in)
	case *syntax.BinaryCmd:
		switch x.Op {
		case syntax.Pipe, syntax.PipeAll:
			an.stmt(st.copy(), x.X, in)
			an.stmt(st.copy(), x.Y, an.piped(st.copy(), x.X))
		default:
			// a && b && c: each runs in what the one before it left,
			// and the chain may stop after any of them.
			chain := flatten(x)
			an.stmt(st, chain[0], in)
			cur := st.copy()
			for _, s := range chain[1:] {
				an.stmt(cur, s, in)
				st.merge(cur)
			}
		}
	case *syntax.Block:
		an.stmts(st, x.Stmts, in)
	case *syntax.Subshell:
		an.stmts(st.copy(), x.Stmts, in)
	case *syntax.IfClause:
		an.ifClause(st, x, in)
	case *syntax.WhileClause:
		an.stmts(st, x.Cond, in)
		an.loop(st, func(s *state) {
			an.stmts(s, x.Do, in)
			an.stmts(s, x.Cond, in)
		})
	case *syntax.ForClause:
		an.forClause(st, x, in)
	case *syntax.CaseClause:
		an.fields(st, x.Word)
		end := st.copy()
		for _, item := range x.Items {
			for _, p := range item.Patterns {
				an.fields(st, p)
			}
			b := st.copy()
			an.stmts(b, item.Stmts, in)
			end.merge(b)
		}
		*st = *end
	case *syntax.FuncDecl:
		if x.Name != nil {
			st.funcs[x.Name.Value] = x.Body
		}
		for _, n := range x.Names {
			st.funcs[n.Value] = x.Body
		}
	case *syntax.ArithmCmd:
		an.arithm(st, x.X)
	case *syntax.LetClause:
		for _, e := range x.Exprs {
			an.arithm(st, e)
		}
	case *syntax.TestClause:
		an.walkWords(st, x)
	case *syntax.DeclClause:
		an.decl(st, x)
	case *syntax.TimeClause:
		an.stmt(st, x.Stmt, in)
	case *syntax.CoprocClause:
		an.stmt(st.copy(), x.Stmt, in)
	case *syntax.TestDecl:
		an.stmt(st.copy(), x.Body, in)
	}
}

// call runs a simple command: NAME=value assignments alone set
// variables; before a command they hold only for it. Arguments are
// expanded before the assignments take effect, as the shell does.
func (an *analyzer) call(st *state, x *syntax.CallExpr, in input) {
	if len(x.Args) == 0 {
		for _, a := range x.Assigns {
			an.assign(st, a, false, false)
		}
		return
	}
	w := an.words(st, x.Args)
	if len(x.Assigns) > 0 {
		type saved struct {
			v  value
			ok bool
		}
		old := map[string]saved{}
		for _, a := range x.Assigns {
			if a.Name == nil {
				continue
			}
			if _, done := old[a.Name.Value]; !done {
				v, ok := st.vars[a.Name.Value]
				old[a.Name.Value] = saved{v, ok}
			}
			an.assign(st, a, true, false)
		}
		ifs := st.ifs
		defer func() {
			for k, s := range old {
				if s.ok {
					st.vars[k] = s.v
				} else {
					delete(st.vars, k)
				}
			}
			st.ifs = ifs
		}()
	}
	an.run(st, w, in)
}

// flatten lists the operands of a chain of the same operator (a && b &&
// c is parsed as (a && b) && c).
func flatten(x *syntax.BinaryCmd) []*syntax.Stmt {
	if l, ok := x.X.Cmd.(*syntax.BinaryCmd); ok && l.Op == x.Op && len(x.X.Redirs) == 0 && !x.X.Negated && !x.X.Background {
		return append(flatten(l), x.Y)
	}
	return []*syntax.Stmt{x.X, x.Y}
}

// piped is what statement s writes into a pipe: its text when it is a
// plain echo or cat of files vouch can read, else only its name.
func (an *analyzer) piped(st *state, s *syntax.Stmt) input {
	in := input{kind: inPipe, from: stmtName(s)}
	stdin := input{}
	for _, r := range s.Redirs {
		switch r.Op {
		case syntax.Hdoc, syntax.DashHdoc:
			stdin = input{kind: inText, text: an.text(st, r.Hdoc)}
		case syntax.WordHdoc:
			stdin = input{kind: inText, text: an.text(st, r.Word) + "\n"}
		default:
			return in // its output goes elsewhere, or its input is not known
		}
		_, built := an.built(stdin.text)
		stdin.known = !built
	}
	if text, ok := an.output(st, s, stdin); ok {
		return input{kind: inText, text: text, known: true}
	}
	return in
}

// output is what simple statement s (with stdin in) prints, when it is
// a plain echo, printf or cat of known text; false otherwise.
func (an *analyzer) output(st *state, s *syntax.Stmt, in input) (string, bool) {
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Assigns) > 0 || len(c.Args) == 0 {
		return "", false
	}
	saved := an.a
	w := an.words(st, c.Args)
	an.a = saved // the statement itself is analyzed where it runs
	for _, x := range w {
		if strings.Contains(x, "\x00") || strings.Contains(x, opToken) {
			return "", false
		}
	}
	switch w[0] {
	case "echo":
		args := w[1:]
		nl := "\n"
		if len(args) > 0 && args[0] == "-n" {
			args, nl = args[1:], ""
		}
		if len(args) > 0 && strings.HasPrefix(args[0], "-") {
			return "", false // -e, -E: escapes
		}
		return strings.Join(args, " ") + nl, true
	case "printf":
		return printf(w[1:])
	case "cat":
		if len(w) == 1 {
			return in.text, in.kind == inText && in.known
		}
		var text strings.Builder
		for _, p := range w[1:] {
			if strings.HasPrefix(p, "-") {
				return "", false
			}
			b, ok := an.read(st, p)
			if !ok {
				return "", false
			}
			text.Write(b)
		}
		return text.String(), true
	}
	return "", false
}

// printf is what printf FORMAT ARGS... prints, for formats of %s, %%
// and the escapes \n, \t, \\; false for anything else.
func printf(args []string) (string, bool) {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return "", false
	}
	format, args := args[0], args[1:]
	var b strings.Builder
	for first := true; first || len(args) > 0; first = false {
		used := false
		for i := 0; i < len(format); i++ {
			c := format[i]
			switch {
			case c == '\\' && i+1 < len(format):
				i++
				switch format[i] {
				case 'n':
					b.WriteByte('\n')
				case 't':
					b.WriteByte('\t')
				case '\\':
					b.WriteByte('\\')
				default:
					return "", false
				}
			case c == '%' && i+1 < len(format):
				i++
				switch format[i] {
				case '%':
					b.WriteByte('%')
				case 's':
					used = true
					if len(args) > 0 {
						b.WriteString(args[0])
						args = args[1:]
					}
				default:
					return "", false
				}
			case c == '%' || c == '\\':
				return "", false
			default:
				b.WriteByte(c)
			}
		}
		if !used {
			break
		}
		if b.Len() > maxScript {
			return "", false
		}
	}
	return b.String(), true
}

// stmtName is the program a statement runs, for a reason ("curl").
func stmtName(s *syntax.Stmt) string {
	if s == nil {
		return ""
	}
	switch x := s.Cmd.(type) {
	case *syntax.CallExpr:
		if len(x.Args) > 0 {
			if l := x.Args[0].Lit(); l != "" {
				return path.Base(l)
			}
		}
	case *syntax.BinaryCmd:
		if x.Op == syntax.Pipe || x.Op == syntax.PipeAll {
			return stmtName(x.Y)
		}
	}
	return "a command"
}

func (an *analyzer) ifClause(st *state, x *syntax.IfClause, in input) {
	an.stmts(st, x.Cond, in)
	then := st.copy()
	an.stmts(then, x.Then, in)
	if x.Else != nil {
		an.ifClause(st, x.Else, in)
	}
	st.merge(then)
}

// loop runs body on st zero or more times: once from st, then again from
// what is known after either (a variable the body changes is not known).
func (an *analyzer) loop(st *state, body func(*state)) {
	b := st.copy()
	body(b)
	st.merge(b)
	b = st.copy()
	body(b)
	st.merge(b)
}

func (an *analyzer) forClause(st *state, x *syntax.ForClause, in input) {
	switch l := x.Loop.(type) {
	case *syntax.WordIter:
		var items []string
		if l.InPos.IsValid() {
			for _, w := range l.Items {
				items = append(items, an.fields(st, w)...)
			}
		} else if st.paramsOK {
			items = st.params
		} else {
			items = []string{an.mark("the loop's parameters ($@)")}
		}
		name := l.Name.Value
		if len(items) <= maxLoopItems {
			// Each value in turn, so a write to "$f" names each file.
			end := st.copy()
			for _, it := range items {
				b := st.copy()
				b.set(name, an.valueOf(it))
				an.stmts(b, x.Do, in)
				b.set(name, value{}) // compared below only by what else changed
				end.merge(b)
			}
			*st = *end
		} else {
			an.loop(st, func(b *state) {
				b.set(name, value{why: "$" + name + " (a loop variable over many values)"})
				an.stmts(b, x.Do, in)
			})
		}
		st.set(name, value{why: "$" + name + " (set by a loop)"})
	case *syntax.CStyleLoop:
		an.arithm(st, l.Init)
		an.loop(st, func(b *state) {
			an.arithm(b, l.Cond)
			an.stmts(b, x.Do, in)
			an.arithm(b, l.Post)
		})
	}
}

// valueOf is a variable holding field f (which may be built at run time).
func (an *analyzer) valueOf(f string) value {
	if strings.Contains(f, markBuilt) {
		what, _ := an.built(f)
		return value{why: what}
	}
	return value{s: f, known: true}
}

// arithm analyzes an arithmetic expression: $(...) in it runs, and the
// variables it assigns are no longer known.
func (an *analyzer) arithm(st *state, e syntax.ArithmExpr) {
	if e == nil {
		return
	}
	an.walkWords(st, e)
	syntax.Walk(e, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.BinaryArithm:
			if x.Op >= syntax.Assgn && x.Op <= syntax.ShrAssgn {
				if w, ok := x.X.(*syntax.Word); ok {
					if l := w.Lit(); l != "" {
						st.set(l, value{why: "$" + l + " (set by arithmetic)"})
					}
				}
			}
		case *syntax.UnaryArithm:
			if x.Op == syntax.Inc || x.Op == syntax.Dec {
				if w, ok := x.X.(*syntax.Word); ok {
					if l := w.Lit(); l != "" {
						st.set(l, value{why: "$" + l + " (set by arithmetic)"})
					}
				}
			}
		}
		return true
	})
}

// walkWords analyzes the command and process substitutions inside n (a
// test or arithmetic expression), whose values are not used.
func (an *analyzer) walkWords(st *state, n syntax.Node) {
	syntax.Walk(n, func(m syntax.Node) bool {
		switch x := m.(type) {
		case *syntax.CmdSubst:
			an.stmts(st.copy(), x.Stmts, input{})
			return false
		case *syntax.ProcSubst:
			an.stmts(st.copy(), x.Stmts, input{})
			return false
		}
		return true
	})
}

// decl runs export, declare, local, readonly, typeset, nameref.
func (an *analyzer) decl(st *state, x *syntax.DeclClause) {
	variant := ""
	if x.Variant != nil {
		variant = x.Variant.Value
	}
	export := variant == "export"
	opaque := variant == "nameref"
	funcs := false
	for _, a := range x.Args {
		if a.Naked && a.Name == nil && a.Value != nil {
			for _, o := range an.fields(st, a.Value) {
				if strings.HasPrefix(o, "-") {
					export = export || strings.Contains(o, "x")
					funcs = funcs || strings.ContainsAny(o, "fF")
					opaque = opaque || strings.ContainsAny(o, "naAi") // nameref, arrays, integers
				} else {
					st.set(strings.SplitN(o, "=", 2)[0], value{why: "a variable declared from a value built at run time"})
				}
			}
			continue
		}
		if a.Name == nil {
			continue
		}
		name := a.Name.Value
		switch {
		case funcs:
			if export {
				if st.efuncs == nil {
					st.efuncs = map[string]bool{}
				}
				st.efuncs[name] = true
			}
		case a.Naked:
			v, ok := st.vars[name]
			if !ok {
				if variant == "local" || variant == "declare" || variant == "typeset" {
					v = value{s: "", known: true}
				} else {
					v = value{why: "$" + name + " (not set on the line)"}
				}
			}
			v.exported = v.exported || export
			st.vars[name] = v
		default:
			an.assign(st, a, export || opaque, opaque)
		}
	}
}

// assign runs one NAME=value assignment.
func (an *analyzer) assign(st *state, a *syntax.Assign, export, opaque bool) {
	if a.Name == nil {
		return
	}
	name := a.Name.Value
	var v value
	switch {
	case a.Array != nil:
		for _, e := range a.Array.Elems {
			if e.Value != nil {
				an.fields(st, e.Value)
			}
		}
		v = value{why: "the array $" + name}
	case a.Index != nil:
		an.walkWords(st, a.Index)
		if a.Value != nil {
			an.text(st, a.Value)
		}
		v = value{why: "the array $" + name}
	default:
		s := ""
		if a.Value != nil {
			s = an.assignText(st, a.Value)
		}
		if a.Append {
			old, ok := st.vars[name]
			switch {
			case !ok || !old.known:
				v = value{why: "$" + name + " (appended to a value not known)"}
			default:
				v = an.valueOf(old.s + s)
			}
		} else {
			v = an.valueOf(s)
		}
		if !v.known && v.why == "" {
			v.why = "$" + name
		}
	}
	if opaque {
		v = value{why: "$" + name + " (declared with options vouch does not follow)"}
	}
	v.exported = export
	st.set(name, v)
}

// lazyRegexp compiles expr on first use: vouch-hook links this package
// and answers most calls without reading a command, so compiling at
// package init would be paid on every hook call.
func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

// loadTables builds the wrapper, builtin, writer and interpreter tables
// on first use rather than at package init (see lazyRegexp).
func loadTables() {
	tablesOnce.Do(func() {
		initInterp()
		initWrappers()
		initBuiltins()
		initGit()
		initWriters()
	})
}

var tablesOnce sync.Once
