package shell

// Interpreters: what a program given inline (python -c, node -e, perl -e)
// or as a script file writes. The program text is read for calls that
// write files (open(p, 'w'), fs.writeFileSync, File.write, unlink, ...),
// with the path evaluated as far as literals go (concatenation, joins,
// chr(), base64 of literals, variables assigned a literal once); calls
// that run a shell hand their literal command back to the shell reader.
// A write to a path the program computes is recorded as the directory its
// literal part names (open('dist/' + name, 'w') writes under dist/) or,
// with no literal directory, as unknown. Reading is never a write.

import (
	"encoding/base64"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"
)

// lang is a programming language whose programs vouch reads for writes.
type lang int

const (
	langPython lang = iota
	langJS
	langRuby
	langPerl
	langPHP
	langLua
	langR
)

var langNames = [...]string{"python", "node", "ruby", "perl", "php", "lua", "R"}

func (l lang) String() string { return langNames[l] }

// maxProgram bounds the program text vouch reads (a script file larger
// than this is unknown).
const maxProgram = 1 << 20

// interpreterWrites reads an interpreter's command line: the inline
// program (-c, -e, eval), or the script file it runs, or the module it
// runs (python -m json.tool IN OUT writes OUT; other modules, like test
// runners and servers, are ordinary development: not recorded).
func interpreterWrites(a *argv, c *writeCtx) {
	prog := strings.TrimSuffix(a.prog, ".exe")
	switch {
	case strings.HasPrefix(prog, "python"):
		runInterpreter(langPython, a.raw, "c", "m", "WX", c)
	case prog == "node" || prog == "nodejs":
		nodeWrites(a.raw, c)
	case prog == "ruby":
		runInterpreter(langRuby, a.raw, "e", "", "rICEFTKW0", c)
	case prog == "php":
		runInterpreter(langPHP, a.raw, "r", "", "fdczt", c)
	case strings.HasPrefix(prog, "lua"):
		runInterpreter(langLua, a.raw, "e", "", "l", c)
	case prog == "Rscript":
		runInterpreter(langR, a.raw, "e", "", "", c)
	case prog == "deno":
		denoWrites(a.raw, c)
	case prog == "bun":
		bunWrites(a.raw, c)
	case prog == "perl5":
		perlWrites(a, c)
	}
}

// runInterpreter reads `INTERP [options] [SCRIPT | -CODE PROGRAM | -MOD
// MODULE] [args]`: code are the letters taking an inline program, mod
// the one taking a module, valued the other letters that take a value.
func runInterpreter(l lang, raw []string, code, mod, valued string, c *writeCtx) {
	var progs []string
	info := false
	inplace := false
	for i := 0; i < len(raw); i++ {
		w := raw[i]
		if w == "--" {
			raw = raw[i+1:]
			break
		}
		if w == "-" {
			if len(progs) == 0 {
				c.unknown(l.String() + " reads its program from its input")
			}
			return
		}
		if !strings.HasPrefix(w, "-") {
			if len(progs) > 0 {
				if inplace {
					for _, p := range raw[i:] {
						c.add(p, "sed -i")
					}
				}
				break
			}
			scriptWrites(l, w, c)
			if inplace {
				for _, p := range raw[i+1:] {
					c.add(p, "sed -i")
				}
			}
			return
		}
		if strings.HasPrefix(w, "--") {
			name, _, eq := strings.Cut(w, "=")
			switch name {
			case "--version", "--help":
				info = true
			case "--file", "--eval", "--command":
				if !eq && i+1 < len(raw) {
					i++
				}
			}
			continue
		}
		for j := 1; j < len(w); j++ {
			ch := w[j : j+1]
			v := w[j+1:]
			takes := func() string {
				if v == "" && i+1 < len(raw) {
					i++
					return raw[i]
				}
				return v
			}
			switch {
			case strings.Contains(code, ch):
				progs = append(progs, takes())
				j = len(w)
				if l == langPython {
					raw = nil // python -c: what follows is sys.argv
				}
			case mod != "" && strings.Contains(mod, ch):
				moduleWrites(takes(), raw[i+1:], c)
				return
			case l == langPHP && ch == "f":
				scriptWrites(l, takes(), c)
				return
			case ch == "i" && (l == langRuby):
				inplace = true
				j = len(w)
			case strings.Contains(valued, ch):
				takes()
				j = len(w)
			case ch == "v" || ch == "V" || ch == "h" || ch == "l" && l == langPHP:
				info = true
			}
		}
		if raw == nil {
			break
		}
	}
	if len(progs) == 0 {
		if !info {
			c.unknown(l.String() + " reads its program from its input")
		}
		return
	}
	analyzeProgram(l, strings.Join(progs, "\n"), "", c)
}

// moduleWrites reads python -m MODULE ARGS for the modules that write the
// files they are given.
func moduleWrites(mod string, args []string, c *writeCtx) {
	var ops []string
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			ops = append(ops, a)
		}
	}
	switch mod {
	case "json.tool":
		if len(ops) >= 2 {
			c.add(ops[1], "interpreter")
		}
	case "zipfile", "tarfile":
		switch {
		case hasArg(args, "-e") || hasArg(args, "--extract"):
			dest := "."
			if len(ops) >= 2 {
				dest = ops[1]
			}
			c.add(dest, "extract")
		case (hasArg(args, "-c") || hasArg(args, "--create")) && len(ops) > 0:
			c.add(ops[0], "interpreter")
		}
	case "venv", "virtualenv":
		for _, p := range ops {
			c.add(p, "interpreter")
		}
	}
}

// nodeWrites reads node's command line: -e/-p programs, the script, or
// nothing (--test, --run, --version: ordinary development).
func nodeWrites(raw []string, c *writeCtx) {
	var progs []string
	for i := 0; i < len(raw); i++ {
		w := raw[i]
		name, _, eq := strings.Cut(w, "=")
		switch {
		case w == "-":
			c.unknown("node reads its program from its input")
			return
		case name == "-e" || name == "--eval" || name == "-p" || name == "--print" || name == "-pe":
			if !eq && i+1 < len(raw) {
				i++
				progs = append(progs, raw[i])
			} else if eq {
				progs = append(progs, w[len(name)+1:])
			}
		case name == "--test" || name == "-v" || name == "--version" || name == "-h" || name == "--help" || name == "-c" || name == "--check" || name == "--run":
			return
		case name == "-r" || name == "--require" || name == "--import" || name == "--loader" || name == "--experimental-loader" || name == "-C" || name == "--conditions" || name == "--input-type" || name == "--title" || name == "--env-file" || name == "--inspect-port" || name == "--stack-size":
			if !eq {
				i++
			}
		case strings.HasPrefix(w, "-"):
		default:
			if len(progs) == 0 {
				scriptWrites(langJS, w, c)
			}
			return
		}
	}
	if len(progs) == 0 {
		c.unknown("node reads its program from its input")
		return
	}
	analyzeProgram(langJS, strings.Join(progs, "\n"), "", c)
}

// denoWrites reads deno: eval CODE, run FILE (or deno FILE); deno fmt
// formats files in place; the other subcommands are development tools.
func denoWrites(raw []string, c *writeCtx) {
	if len(raw) == 0 {
		return
	}
	sub, rest := raw[0], raw[1:]
	switch sub {
	case "eval":
		for i, w := range rest {
			if !strings.HasPrefix(w, "-") {
				analyzeProgram(langJS, strings.Join(rest[i:i+1], ""), "", c)
				return
			}
		}
	case "run", "serve":
		for i := 0; i < len(rest); i++ {
			w := rest[i]
			switch {
			case w == "-c" || w == "--config" || w == "--import-map" || w == "--lock" || w == "-L" || w == "--log-level" || w == "--cert" || w == "--location" || w == "--seed" || w == "--v8-flags" || w == "--ext" || w == "--env-file":
				i++
			case strings.HasPrefix(w, "-"):
			default:
				scriptWrites(langJS, w, c)
				return
			}
		}
	case "fmt":
		if hasArg(rest, "--check") {
			return
		}
		var ops []string
		for _, w := range rest {
			if !strings.HasPrefix(w, "-") {
				ops = append(ops, w)
			}
		}
		if len(ops) == 0 {
			ops = []string{"."}
		}
		for _, p := range ops {
			c.add(p, "format", append(append([]string(nil), jsNames...), "*.json", "*.jsonc", "*.md", "*.markdown", "*.css", "*.yaml", "*.yml", "*.html", "*.ipynb")...)
		}
	default:
		if strings.ContainsAny(sub, "./") && !strings.HasPrefix(sub, "-") {
			scriptWrites(langJS, sub, c)
		}
	}
}

// bunWrites reads bun: -e/--eval programs, bun [run] FILE; bun run NAME
// of a package.json script, bun test, install and build are development.
func bunWrites(raw []string, c *writeCtx) {
	for i := 0; i < len(raw); i++ {
		w := raw[i]
		switch {
		case w == "-e" || w == "--eval" || w == "-p" || w == "--print":
			if i+1 < len(raw) {
				analyzeProgram(langJS, raw[i+1], "", c)
			}
			return
		case w == "run":
			continue
		case strings.HasPrefix(w, "-"):
		default:
			if scriptLike().MatchString(w) {
				scriptWrites(langJS, w, c)
			} else if i > 0 && raw[i-1] == "run" {
				packageScript("", w, c)
			}
			return
		}
	}
}

var scriptLike = lazyRegexp(`\.(m|c)?(js|ts)x?$|/`)

// scriptWrites reads the script file p a command runs.
func scriptWrites(l lang, p string, c *writeCtx) {
	b, ok := c.readFile(p)
	if !ok {
		c.unknown("runs the script " + p + ", which vouch cannot read")
		return
	}
	if len(b) > maxProgram {
		c.unknown("runs the script " + p + ", too large for vouch to read")
		return
	}
	analyzeProgram(l, string(b), p, c)
}

// programWrites records what program text (or, when script is set, the
// script file) in language l writes.
func programWrites(l lang, text, script string, c *writeCtx) {
	if script != "" {
		scriptWrites(l, script, c)
		return
	}
	analyzeProgram(l, text, "", c)
}

// tok is a token of a program.
type tok struct {
	k     byte   // 'i' identifier, 's' string, 'x' shell string (backticks), 'p' punctuation, 'n' line end, 'd' number
	t     string // the text (identifier, punctuation)
	v     string // a string's value up to its first interpolation
	exact bool   // a string with no interpolation
}

// val is a path expression's value: exact, or computed with the literal
// prefix s.
type val struct {
	s     string
	exact bool
	list  []val // a list literal (subprocess arguments)
	isLst bool
}

// program is one program being read.
type program struct {
	l      lang
	toks   []tok
	vars   map[string][]tok // variables assigned once, to their expression
	multi  map[string]bool  // variables assigned more than once
	script string           // the script's path as written, "" inline
	c      *writeCtx
	depth  int
}

// analyzeProgram records what program text writes.
func analyzeProgram(l lang, text, script string, c *writeCtx) {
	if len(text) > maxProgram {
		text = text[:maxProgram]
	}
	if c.nest >= maxDepth {
		c.unknown("programs run one another more than " + strconv.Itoa(maxDepth) + " deep, too deep for vouch to read")
		return
	}
	named := *c // commands the program runs go to the same analysis (c.run)
	named.add = func(p, how string, names ...string) {
		if p != "" { // an empty word names no file (rm '')
			c.add(p, how, names...)
		}
	}
	named.nest++
	p := &program{l: l, toks: lex(l, text), vars: map[string][]tok{}, multi: map[string]bool{}, script: script, c: &named}
	p.assignments()
	p.calls()
}

func isIdentStart(ch byte, l lang) bool {
	return ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= 0x80 ||
		ch == '$' && (l == langJS || l == langPerl || l == langPHP || l == langRuby) ||
		(ch == '@' || ch == '%') && l == langPerl || ch == '@' && l == langRuby
}

func isIdent(ch byte) bool {
	return ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch >= 0x80 || ch == '$'
}

// lex splits program text into tokens, dropping comments.
func lex(l lang, s string) []tok {
	out := make([]tok, 0, min(len(s)/2+16, 200000)) // about a token per two bytes of code: one allocation
	for i := 0; i < len(s) && len(out) < 200000; {
		ch := s[i]
		switch {
		case ch == '\n' || ch == ';':
			out = append(out, tok{k: 'n', t: s[i : i+1]})
			i++
		case ch == ' ' || ch == '\t' || ch == '\r' || ch == '\\' && i+1 < len(s) && s[i+1] == '\n':
			i++
		case ch == '#' && (l == langPython || l == langRuby || l == langR || l == langPHP || l == langPerl && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t' || s[i-1] == '\n')),
			ch == '/' && i+1 < len(s) && s[i+1] == '/' && (l == langJS || l == langPHP),
			ch == '-' && i+1 < len(s) && s[i+1] == '-' && l == langLua:
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case ch == '/' && i+1 < len(s) && s[i+1] == '*' && (l == langJS || l == langPHP):
			j := strings.Index(s[i+2:], "*/")
			if j < 0 {
				return out
			}
			i += j + 4
		case ch == '"' || ch == '\'' || ch == '`':
			t, n := lexString(l, s[i:], "")
			out = append(out, t)
			i += n
		case (ch == 'q' || ch == 'Q' || ch == '%') && (l == langPerl || l == langRuby) && quoteOp(l, s[i:]) > 0:
			t, n := lexQuoteOp(l, s[i:])
			out = append(out, t)
			i += n
		case isIdentStart(ch, l):
			j := i + 1
			for j < len(s) && (isIdent(s[j]) || l == langR && s[j] == '.' || l == langPerl && s[j] == ':' && j+1 < len(s) && s[j+1] == ':' && j+2 < len(s) && isIdent(s[j+2])) {
				if s[j] == ':' {
					j += 2
					continue
				}
				j++
			}
			word := s[i:j]
			// string prefixes: f"...", rb'...'
			if l == langPython && j < len(s) && (s[j] == '"' || s[j] == '\'') && len(word) <= 2 && strings.Trim(strings.ToLower(word), "rbuf") == "" {
				t, n := lexString(l, s[j:], strings.ToLower(word))
				out = append(out, t)
				i = j + n
				continue
			}
			out = append(out, tok{k: 'i', t: word})
			i = j
		case ch >= '0' && ch <= '9':
			j := i + 1
			for j < len(s) && (isIdent(s[j]) || s[j] == '.') {
				j++
			}
			out = append(out, tok{k: 'd', t: s[i:j]})
			i = j
		default:
			n := 1
			if i+1 < len(s) {
				switch s[i : i+2] {
				case "==", "=>", "+=", "-=", ".=", "!=", "<=", ">=", "->", "::", "||", "&&", "=~", "..", "//", "**", "<-", "|=", "*=", "/=":
					n = 2
				}
			}
			out = append(out, tok{k: 'p', t: s[i : i+n]})
			i += n
		}
	}
	return out
}

// quoteOp is the length of a Perl q qq qx qw or Ruby %q %Q %x %w opener
// at s (up to the delimiter), 0 when s does not start one.
func quoteOp(l lang, s string) int {
	var ops []string
	if l == langPerl {
		ops = []string{"qq", "qx", "qw", "q"}
	} else {
		ops = []string{"%q", "%Q", "%x", "%w", "%W", "%i"}
	}
	for _, op := range ops {
		if strings.HasPrefix(s, op) && len(s) > len(op) {
			d := s[len(op)]
			if strings.IndexByte("({[</|!#", d) >= 0 {
				return len(op)
			}
		}
	}
	return 0
}

// lexQuoteOp reads a Perl/Ruby quote operator: q() is a literal, qq()
// interpolates, qx() and %x() run a shell.
func lexQuoteOp(l lang, s string) (tok, int) {
	n := quoteOp(l, s)
	op := s[:n]
	open := s[n]
	closer := map[byte]byte{'(': ')', '{': '}', '[': ']', '<': '>'}[open]
	if closer == 0 {
		closer = open
	}
	depth := 1
	i := n + 1
	for ; i < len(s); i++ {
		if s[i] == '\\' {
			i++
			continue
		}
		if s[i] == open && closer != open {
			depth++
		} else if s[i] == closer {
			depth--
			if depth == 0 {
				break
			}
		}
	}
	body := s[n+1 : min(i, len(s))]
	end := min(i+1, len(s))
	switch op {
	case "qx", "%x":
		v, exact := interp(l, body, false)
		return tok{k: 'x', v: v, exact: exact}, end
	case "q", "%q", "qw", "%w", "%i":
		return tok{k: 's', v: body, exact: op != "qw" && op != "%w" && op != "%i"}, end
	}
	v, exact := interp(l, body, false)
	return tok{k: 's', v: v, exact: exact}, end
}

// lexString reads a quoted string at s (with Python prefix pre).
func lexString(l lang, s, pre string) (tok, int) {
	q := s[0]
	triple := l == langPython && strings.HasPrefix(s, strings.Repeat(string(q), 3))
	start := 1
	if triple {
		start = 3
	}
	i := start
	for i < len(s) {
		if s[i] == '\\' && !(l == langR && false) {
			i += 2
			continue
		}
		if triple && strings.HasPrefix(s[i:], strings.Repeat(string(q), 3)) {
			break
		}
		if !triple && s[i] == q {
			break
		}
		if !triple && s[i] == '\n' && l == langPython {
			break
		}
		i++
	}
	i = min(i, len(s))
	body := s[start:i]
	end := min(i+start, len(s))
	if q == '`' && l != langJS {
		v, exact := interp(l, body, false)
		return tok{k: 'x', v: v, exact: exact}, end
	}
	raw := strings.Contains(pre, "r")
	single := q == '\'' && (l == langPerl || l == langRuby || l == langPHP)
	if strings.Contains(pre, "f") || q == '`' || q == '"' && (l == langPerl || l == langRuby || l == langPHP) {
		v, exact := interp(l, body, raw)
		return tok{k: 's', v: v, exact: exact}, end
	}
	if single {
		return tok{k: 's', v: strings.NewReplacer(`\\`, `\`, `\'`, `'`).Replace(body), exact: true}, end
	}
	if raw {
		return tok{k: 's', v: body, exact: true}, end
	}
	v, ok := unescapeLit(body)
	return tok{k: 's', v: v, exact: ok}, end
}

// interp is the literal prefix of an interpolating string body (f-string,
// template literal, Perl/Ruby/PHP double quotes), and whether there was no
// interpolation.
func interp(l lang, body string, raw bool) (string, bool) {
	cut := -1
	for i := 0; i < len(body); i++ {
		ch := body[i]
		if ch == '\\' {
			i++
			continue
		}
		switch {
		case l == langPython && ch == '{' && !(i+1 < len(body) && body[i+1] == '{'):
			cut = i
		case l == langPython && ch == '{':
			i++
		case l == langJS && ch == '$' && i+1 < len(body) && body[i+1] == '{':
			cut = i
		case l == langRuby && ch == '#' && i+1 < len(body) && body[i+1] == '{':
			cut = i
		case (l == langPerl || l == langPHP) && (ch == '$' || ch == '@' && l == langPerl) && i+1 < len(body) && (isIdent(body[i+1]) || body[i+1] == '{'):
			cut = i
		}
		if cut >= 0 {
			break
		}
	}
	lit := body
	if cut >= 0 {
		lit = body[:cut]
	}
	if l == langPython {
		lit = strings.NewReplacer("{{", "{", "}}", "}").Replace(lit)
	}
	if !raw {
		lit, _ = unescapeLit(lit)
	}
	return lit, cut < 0
}

// unescapeLit decodes backslash escapes (\n, \xHH, \uHHHH, \u{H}, octal);
// false for one it does not know.
func unescapeLit(s string) (string, bool) {
	if !strings.Contains(s, `\`) {
		return s, true
	}
	var b strings.Builder
	ok := true
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch e := s[i]; e {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(s[i:j], 8, 8)
			b.WriteByte(byte(n))
			i = j - 1
		case 'x', 'u', 'U':
			digits := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
			j := i + 1
			if j < len(s) && s[j] == '{' {
				k := strings.IndexByte(s[j:], '}')
				if k < 0 {
					return b.String(), false
				}
				n, err := strconv.ParseUint(s[j+1:j+k], 16, 32)
				if err != nil {
					ok = false
				}
				b.WriteRune(rune(n))
				i = j + k
				continue
			}
			if j+digits > len(s) {
				return b.String(), false
			}
			n, err := strconv.ParseUint(s[j:j+digits], 16, 32)
			if err != nil {
				ok = false
			}
			if e == 'x' {
				b.WriteByte(byte(n))
			} else {
				b.WriteRune(rune(n))
			}
			i = j + digits - 1
		case '\n':
		default:
			b.WriteByte(e) // \\ \' \" \/ and the like
		}
	}
	return b.String(), ok
}

// assignments finds variables assigned a value: NAME = EXPR at the start
// of a statement (after const/let/var/my/our/local); one assigned twice,
// augmented (+=) or a loop variable is not known.
func (p *program) assignments() {
	t := p.toks
	for i := 0; i < len(t); i++ {
		if t[i].k != 'i' {
			continue
		}
		if t[i].t == "for" || t[i].t == "foreach" {
			for j := i + 1; j < len(t) && j < i+6 && t[j].k != 'n'; j++ {
				if t[j].k == 'i' {
					p.multi[varName(t[j].t)] = true
				}
			}
			continue
		}
		if i+1 >= len(t) || t[i+1].k != 'p' {
			continue
		}
		name := varName(t[i].t)
		switch t[i+1].t {
		case "+=", ".=", "-=", "|=", "*=", "/=":
			p.multi[name] = true
		case "=", "<-":
			if i > 0 && (t[i-1].t == "." || t[i-1].t == "->" || t[i-1].t == "[" || t[i-1].t == ",") {
				continue // an attribute or an element
			}
			j := i + 2
			depth := 0
			for ; j < len(t); j++ {
				switch t[j].t {
				case "(", "[", "{":
					depth++
				case ")", "]", "}":
					depth--
				}
				if depth < 0 || depth == 0 && (t[j].k == 'n' || t[j].t == ",") {
					break
				}
			}
			if _, seen := p.vars[name]; seen {
				p.multi[name] = true
			}
			p.vars[name] = t[i+2 : j]
		}
	}
}

// varName is an identifier without its sigil ($x, @x, my $x).
func varName(s string) string { return strings.TrimLeft(s, "$@%") }

// span is a call found in the program: its name, the qualifier before it
// (os in os.remove), the receiver expression for a method, and its
// arguments.
type span struct {
	name, qual string
	recv       []tok
	args       [][]tok
}

// moduleName reports whether a receiver makes a call a function of a
// module, not a method of the value before it. (A switch, not a map: a
// map literal is built at package init, on every hook call.)
func moduleName(name string) bool {
	switch name {
	case "os", "shutil", "posix", "io", "codecs", "fs", "fsp", "fse", "promises",
		"File", "FileUtils", "IO", "Dir", "Deno", "Bun", "tarfile", "gzip", "bz2",
		"lzma", "zipfile", "subprocess", "child_process", "cp", "np", "numpy", "torch",
		"Kernel", "Open3", "Process", "sqlite3", "pathlib", "Files", "sys", "pty",
		"commands", "execa", "proc", "childProcess":
		return true
	}
	return false
}

// calls finds the calls of the program and records what those that write
// files or run commands write.
func (p *program) calls() {
	t := p.toks
	for i := 0; i < len(t); i++ {
		switch t[i].k {
		case 'x':
			p.shell(val{s: t[i].v, exact: t[i].exact})
			continue
		case 'i':
		default:
			continue
		}
		name := varName(t[i].t)
		if k := strings.LastIndex(name, "::"); k >= 0 {
			name = name[k+2:]
		}
		var sp span
		sp.name = name
		// Bun.$`cmd` and zx's $`cmd`: a tagged template runs a shell.
		if t[i].t == "$" && i+1 < len(t) && t[i+1].k == 's' && p.l == langJS {
			p.shell(val{s: t[i+1].v, exact: t[i+1].exact})
			continue
		}
		if i > 0 && (t[i-1].t == "." || t[i-1].t == "->" || t[i-1].t == "::") {
			sp.recv = p.receiver(i - 1)
			if len(sp.recv) > 0 && sp.recv[len(sp.recv)-1].k == 'i' {
				sp.qual = varName(sp.recv[len(sp.recv)-1].t)
			}
			if len(sp.recv) > 0 && sp.recv[len(sp.recv)-1].t == ")" && len(sp.recv) > 2 && sp.recv[0].t == "require" {
				sp.qual = "fs" // require('fs').writeFileSync
			}
		} else if strings.Contains(t[i].t, "::") {
			sp.qual = t[i].t[:strings.LastIndex(t[i].t, "::")]
		}
		w, ok := callFor(p.l, name)
		if !ok {
			continue
		}
		switch {
		case i+1 < len(t) && t[i+1].t == "(":
			end := matching(t, i+1)
			sp.args = splitArgs(t[i+2 : end])
		case (p.l == langPerl || p.l == langRuby) && i+1 < len(t) && (t[i+1].k == 's' || t[i+1].k == 'i' || t[i+1].k == 'x'):
			end := i + 1
			for end < len(t) && t[end].k != 'n' && t[end].t != "}" && t[end].t != "or" && t[end].t != "and" && t[end].t != "||" && t[end].t != "if" && t[end].t != "unless" && t[end].t != "do" {
				end++
			}
			sp.args = splitArgs(t[i+1 : end])
		case w.kind == kRecv && len(sp.recv) > 0 && p.l == langRuby:
			// pathname.unlink without parentheses
		default:
			continue
		}
		p.record(&sp, w)
	}
}

// receiver is the expression ending just before t[dot] (the . of a method
// call): identifiers, member accesses and calls, with their arguments.
func (p *program) receiver(dot int) []tok {
	t := p.toks
	j := dot - 1
	for j >= 0 {
		switch {
		case t[j].t == ")" || t[j].t == "]":
			j = matchingBack(t, j) - 1
			continue
		case t[j].k == 'i' && keyword(t[j].t):
		case t[j].k == 'i' || t[j].k == 's' || t[j].k == 'd':
			if j > 0 && (t[j-1].t == "." || t[j-1].t == "->" || t[j-1].t == "::") {
				j -= 2
				continue
			}
			return t[j:dot]
		}
		break
	}
	if j+1 < dot {
		return t[j+1 : dot]
	}
	return nil
}

// keyword: name ends a receiver expression going back (and (p / 'x').unlink()).
func keyword(name string) bool {
	switch name {
	case "and", "or", "not", "in", "is", "return", "if",
		"else", "await", "yield", "lambda", "typeof", "new", "unless", "while":
		return true
	}
	return false
}

// matching is the index of the bracket closing t[i] (len(t) when none).
func matching(t []tok, i int) int {
	depth := 0
	for j := i; j < len(t); j++ {
		switch t[j].t {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return len(t)
}

// matchingBack is the index of the bracket opening t[i] (0 when none).
func matchingBack(t []tok, i int) int {
	depth := 0
	for j := i; j >= 0; j-- {
		switch t[j].t {
		case ")", "]", "}":
			depth++
		case "(", "[", "{":
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return 0
}

// splitArgs splits the tokens of an argument list at its top-level commas.
func splitArgs(t []tok) [][]tok {
	var out [][]tok
	depth, start := 0, 0
	for j, x := range t {
		switch x.t {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case ",", "=>":
			if depth == 0 && (x.t == "," || false) {
				out = append(out, t[start:j])
				start = j + 1
			}
		}
		if x.k == 'n' && depth == 0 && x.t == ";" {
			t = t[:j]
			break
		}
	}
	if start < len(t) {
		out = append(out, t[start:])
	}
	return out
}

// kwarg is the value of Python keyword argument name (mode='w'), or of an
// R named argument (file = "x").
func kwarg(args [][]tok, name string) ([]tok, bool) {
	for _, a := range args {
		if len(a) >= 2 && a[0].k == 'i' && a[0].t == name && a[1].t == "=" {
			return a[2:], true
		}
	}
	return nil, false
}

// positional are the arguments that are not keyword arguments.
func positional(args [][]tok) [][]tok {
	var out [][]tok
	for _, a := range args {
		if len(a) >= 2 && a[0].k == 'i' && a[1].t == "=" {
			continue
		}
		out = append(out, a)
	}
	return out
}

// callKind is what a write call does with its arguments.
type callKind int

const (
	kPath     callKind = iota // writes the arguments at idx
	kAll                      // writes every argument from idx[0] on
	kOpen                     // opens idx[0] with the mode at idx[1] (read when absent)
	kRecv                     // a method writing its receiver (Path.write_text), and the arguments at idx
	kShell                    // runs the command string (or list) at idx[0]
	kProc                     // runs a program: a list, or a string with shell=True
	kPerlOpen                 // Perl's open: 2 or 3 arguments
)

// writeCall is one entry of the table of calls that write.
type writeCall struct {
	kind  callKind
	idx   []int
	langs int  // bit set of langs (0: any)
	fn    bool // only as a module function or bare (not a method of a value)
	off   bool // not a write call in this language
}

func langs(ls ...lang) int {
	n := 0
	for _, l := range ls {
		n |= 1 << l
	}
	return n
}

var (
	py, js, rb, pl, php, lua, rl = langs(langPython), langs(langJS), langs(langRuby), langs(langPerl), langs(langPHP), langs(langLua), langs(langR)
)

// writeCalls are the calls that write files or run commands, by name
// (built by initInterp, with the other tables, on first use).
var writeCalls map[string]writeCall

func initWriteCalls() {
	writeCalls = map[string]writeCall{
		// Python
		"open": {kind: kOpen, idx: []int{0, 1}}, "fdopen": {kind: kPath, idx: nil},
		"write_text": {kind: kRecv, langs: py}, "write_bytes": {kind: kRecv, langs: py}, "touch": {kind: kRecv, langs: py | rb},
		"symlink_to": {kind: kRecv, langs: py}, "hardlink_to": {kind: kRecv, langs: py},
		"unlink": {kind: kRecv, idx: []int{0}}, "remove": {kind: kAll, idx: []int{0}}, "rmdir": {kind: kRecv, idx: []int{0}},
		"rename": {kind: kRecv, idx: []int{0, 1}}, "replace": {kind: kRecv, idx: []int{0, 1}, langs: py},
		"chmod": {kind: kRecv, idx: []int{0}}, "chown": {kind: kRecv, idx: []int{0}}, "truncate": {kind: kRecv, idx: []int{0}},
		"copy": {kind: kPath, idx: []int{1}}, "copy2": {kind: kPath, idx: []int{1}}, "copyfile": {kind: kPath, idx: []int{1}},
		"copytree": {kind: kPath, idx: []int{1}}, "move": {kind: kPath, idx: []int{0, 1}}, "rmtree": {kind: kPath, idx: []int{0}},
		"symlink": {kind: kPath, idx: []int{1}}, "link": {kind: kPath, idx: []int{1}}, "mkfifo": {kind: kPath, idx: []int{0}},
		"utime": {kind: kPath, idx: []int{0}, langs: py}, "connect": {kind: kPath, idx: []int{0}, langs: py, fn: true},
		"to_csv": {kind: kPath, idx: []int{0}, langs: py}, "to_json": {kind: kPath, idx: []int{0}, langs: py},
		"to_parquet": {kind: kPath, idx: []int{0}, langs: py}, "to_excel": {kind: kPath, idx: []int{0}, langs: py},
		"to_pickle": {kind: kPath, idx: []int{0}, langs: py}, "savefig": {kind: kPath, idx: []int{0}, langs: py},
		"save": {kind: kPath, idx: []int{0}, langs: py, fn: true}, "savetxt": {kind: kPath, idx: []int{0}, langs: py}, "savez": {kind: kPath, idx: []int{0}, langs: py},
		"ZipFile": {kind: kOpen, idx: []int{0, 1}, langs: py},
		"system":  {kind: kShell, idx: []int{0}}, "popen": {kind: kShell, idx: []int{0}}, "getoutput": {kind: kShell, idx: []int{0}, langs: py},
		"getstatusoutput": {kind: kShell, idx: []int{0}, langs: py},
		"run":             {kind: kProc, langs: py, fn: true}, "call": {kind: kProc, langs: py, fn: true}, "check_call": {kind: kProc, langs: py},
		"check_output": {kind: kProc, langs: py}, "Popen": {kind: kProc, langs: py},
		"execv": {kind: kProc, idx: []int{1}, langs: py}, "execvp": {kind: kProc, idx: []int{1}, langs: py}, "execl": {kind: kProc, langs: py},
		"execlp": {kind: kProc, langs: py}, "spawnv": {kind: kProc, idx: []int{2}, langs: py},
		// JavaScript (node, deno, bun)
		"writeFile": {kind: kPath, idx: []int{0}}, "writeFileSync": {kind: kPath, idx: []int{0}, langs: js},
		"appendFile": {kind: kPath, idx: []int{0}, langs: js}, "appendFileSync": {kind: kPath, idx: []int{0}, langs: js},
		"createWriteStream": {kind: kPath, idx: []int{0}, langs: js}, "outputFile": {kind: kPath, idx: []int{0}, langs: js},
		"outputFileSync": {kind: kPath, idx: []int{0}, langs: js}, "outputJson": {kind: kPath, idx: []int{0}, langs: js},
		"outputJsonSync": {kind: kPath, idx: []int{0}, langs: js}, "writeJson": {kind: kPath, idx: []int{0}, langs: js},
		"writeJsonSync": {kind: kPath, idx: []int{0}, langs: js}, "writeJSON": {kind: kPath, idx: []int{0}, langs: js},
		"writeJSONSync": {kind: kPath, idx: []int{0}, langs: js},
		"copyFile":      {kind: kPath, idx: []int{1}}, "copyFileSync": {kind: kPath, idx: []int{1}, langs: js}, "cp": {kind: kPath, idx: []int{1}, langs: js | rb},
		"cpSync": {kind: kPath, idx: []int{1}, langs: js}, "copySync": {kind: kPath, idx: []int{1}, langs: js},
		"renameSync": {kind: kPath, idx: []int{0, 1}, langs: js}, "moveSync": {kind: kPath, idx: []int{0, 1}, langs: js},
		"unlinkSync": {kind: kPath, idx: []int{0}, langs: js}, "rm": {kind: kAll, idx: []int{0}, langs: js | rb}, "rmSync": {kind: kPath, idx: []int{0}, langs: js},
		"rmdirSync": {kind: kPath, idx: []int{0}, langs: js}, "removeSync": {kind: kPath, idx: []int{0}, langs: js},
		"emptyDir": {kind: kPath, idx: []int{0}, langs: js}, "emptyDirSync": {kind: kPath, idx: []int{0}, langs: js},
		"truncateSync": {kind: kPath, idx: []int{0}, langs: js}, "chmodSync": {kind: kPath, idx: []int{0}, langs: js},
		"chownSync": {kind: kPath, idx: []int{0}, langs: js}, "utimes": {kind: kPath, idx: []int{0}, langs: js}, "utimesSync": {kind: kPath, idx: []int{0}, langs: js},
		"symlinkSync": {kind: kPath, idx: []int{1}, langs: js}, "linkSync": {kind: kPath, idx: []int{1}, langs: js},
		"openSync": {kind: kOpen, idx: []int{0, 1}, langs: js}, "writeTextFile": {kind: kPath, idx: []int{0}, langs: js},
		"writeTextFileSync": {kind: kPath, idx: []int{0}, langs: js}, "removeFile": {kind: kPath, idx: []int{0}, langs: js},
		"create": {kind: kPath, idx: []int{0}, langs: js, fn: true}, "createSync": {kind: kPath, idx: []int{0}, langs: js},
		"write": {kind: kPath, idx: []int{0}, langs: js | rb, fn: true},
		"exec":  {kind: kShell, idx: []int{0}}, "execSync": {kind: kShell, idx: []int{0}, langs: js},
		"spawn": {kind: kProc, idx: []int{0, 1}, langs: js | rb | pl}, "spawnSync": {kind: kProc, idx: []int{0, 1}, langs: js},
		"execFile": {kind: kProc, idx: []int{0, 1}, langs: js}, "execFileSync": {kind: kProc, idx: []int{0, 1}, langs: js},
		"execa": {kind: kProc, idx: []int{0, 1}, langs: js}, "execaSync": {kind: kProc, idx: []int{0, 1}, langs: js},
		"fork":    {kind: kProc, idx: []int{0, 1}, langs: js},
		"Command": {kind: kProc, idx: []int{0, 1}, langs: js}, "spawnSync_": {kind: kProc},
		// Ruby
		"binwrite": {kind: kPath, idx: []int{0}, langs: rb}, "new": {kind: kOpen, idx: []int{0, 1}, langs: rb, fn: true},
		"delete": {kind: kAll, idx: []int{0}, langs: rb, fn: true}, "cp_r": {kind: kPath, idx: []int{1}, langs: rb},
		"mv": {kind: kPath, idx: []int{0, 1}, langs: rb}, "rm_f": {kind: kAll, idx: []int{0}, langs: rb}, "rm_r": {kind: kAll, idx: []int{0}, langs: rb},
		"rm_rf": {kind: kAll, idx: []int{0}, langs: rb}, "ln": {kind: kPath, idx: []int{1}, langs: rb}, "ln_s": {kind: kPath, idx: []int{1}, langs: rb},
		"ln_sf": {kind: kPath, idx: []int{1}, langs: rb}, "install": {kind: kPath, idx: []int{1}, langs: rb},
		"capture2": {kind: kShell, idx: []int{0}, langs: rb}, "capture2e": {kind: kShell, idx: []int{0}, langs: rb},
		"capture3": {kind: kShell, idx: []int{0}, langs: rb}, "popen3": {kind: kShell, idx: []int{0}, langs: rb},
		// Perl
		"sysopen": {kind: kPath, idx: []int{1}, langs: pl}, "utime_": {kind: kPath}, "remove_tree": {kind: kAll, idx: []int{0}, langs: pl},
		"make_path": {kind: kPath, langs: pl},
		// PHP
		"file_put_contents": {kind: kPath, idx: []int{0}, langs: php}, "fopen": {kind: kOpen, idx: []int{0, 1}, langs: php},
		"shell_exec": {kind: kShell, idx: []int{0}, langs: php}, "passthru": {kind: kShell, idx: []int{0}, langs: php},
		"proc_open": {kind: kShell, idx: []int{0}, langs: php}, "move_uploaded_file": {kind: kPath, idx: []int{1}, langs: php},
		// Lua
		"execute": {kind: kShell, idx: []int{0}, langs: lua}, "output": {kind: kPath, idx: []int{0}, langs: lua},
		// R
		"writeLines": {kind: kPath, idx: []int{1}, langs: rl}, "saveRDS": {kind: kPath, idx: []int{1}, langs: rl},
		"write.csv": {kind: kPath, idx: []int{1}, langs: rl}, "file.create": {kind: kAll, idx: []int{0}, langs: rl},
		"file.remove": {kind: kAll, idx: []int{0}, langs: rl}, "file.rename": {kind: kPath, idx: []int{0, 1}, langs: rl},
		"file.copy": {kind: kPath, idx: []int{1}, langs: rl}, "sink": {kind: kPath, idx: []int{0}, langs: rl}, "system2": {kind: kProc, idx: []int{0, 1}, langs: rl},
		"shell": {kind: kShell, idx: []int{0}, langs: rl},
	}
}

func initInterp() {
	initWriteCalls()
	// Perl's open has its own grammar; so do R's write.* with file=.
	writeCalls["open"] = writeCall{kind: kOpen, idx: []int{0, 1}, langs: py | js | rb | php | lua | rl}
	perlOpen := writeCall{kind: kPerlOpen, langs: pl}
	writeCallsPerl["open"] = perlOpen
	for _, n := range []string{"unlink", "rmdir", "truncate"} {
		writeCallsPerl[n] = writeCall{kind: kAll, idx: []int{0}}
	}
	writeCallsPerl["rename"] = writeCall{kind: kPath, idx: []int{0, 1}}
	writeCallsPerl["chmod"] = writeCall{kind: kAll, idx: []int{1}}
	writeCallsPerl["chown"] = writeCall{kind: kAll, idx: []int{2}}
	writeCallsPerl["utime"] = writeCall{kind: kAll, idx: []int{2}}
	writeCallsPerl["copy"] = writeCall{kind: kPath, idx: []int{1}}
	writeCallsPerl["move"] = writeCall{kind: kPath, idx: []int{0, 1}}
	writeCallsPerl["rmtree"] = writeCall{kind: kAll, idx: []int{0}}
	writeCallsPerl["system"] = writeCall{kind: kProc}
	writeCallsPerl["exec"] = writeCall{kind: kProc}
	writeCallsPhp["unlink"] = writeCall{kind: kPath, idx: []int{0}}
	writeCallsPhp["rename"] = writeCall{kind: kPath, idx: []int{0, 1}}
	writeCallsPhp["copy"] = writeCall{kind: kPath, idx: []int{1}}
	writeCallsPhp["touch"] = writeCall{kind: kPath, idx: []int{0}}
	writeCallsPhp["chmod"] = writeCall{kind: kPath, idx: []int{0}}
	writeCallsPhp["exec"] = writeCall{kind: kShell, idx: []int{0}}
	writeCallsRuby["open"] = writeCall{kind: kOpen, idx: []int{0, 1}}
	writeCallsRuby["delete"] = writeCall{kind: kAll, idx: []int{0}}
	writeCallsRuby["unlink"] = writeCall{kind: kAll, idx: []int{0}}
	writeCallsRuby["rename"] = writeCall{kind: kPath, idx: []int{0, 1}}
	writeCallsRuby["symlink"] = writeCall{kind: kPath, idx: []int{1}}
	writeCallsRuby["chmod"] = writeCall{kind: kAll, idx: []int{1}}
	writeCallsRuby["system"] = writeCall{kind: kProc}
	writeCallsRuby["exec"] = writeCall{kind: kProc}
	writeCallsRuby["touch"] = writeCall{kind: kAll, idx: []int{0}}
	writeCallsRuby["remove"] = writeCall{kind: kAll, idx: []int{0}}
	writeCallsRuby["copy"] = writeCall{kind: kPath, idx: []int{1}}
	writeCallsRuby["move"] = writeCall{kind: kPath, idx: []int{0, 1}}
	writeCallsJS["rename"] = writeCall{kind: kPath, idx: []int{0, 1}}
	writeCallsJS["unlink"] = writeCall{kind: kPath, idx: []int{0}}
	writeCallsJS["rmdir"] = writeCall{kind: kPath, idx: []int{0}}
	writeCallsJS["truncate"] = writeCall{kind: kPath, idx: []int{0}}
	writeCallsJS["chmod"] = writeCall{kind: kPath, idx: []int{0}}
	writeCallsJS["chown"] = writeCall{kind: kPath, idx: []int{0}}
	writeCallsJS["remove"] = writeCall{kind: kPath, idx: []int{0}}
	writeCallsJS["copy"] = writeCall{kind: kPath, idx: []int{1}}
	writeCallsJS["move"] = writeCall{kind: kPath, idx: []int{0, 1}}
	writeCallsJS["open"] = writeCall{kind: kOpen, idx: []int{0, 1}}
	writeCallsJS["system"] = writeCall{off: true}
	writeCallsR["write"] = writeCall{kind: kPath, idx: []int{1}}
	writeCallsR["cat"] = writeCall{kind: kPath, idx: nil}
	writeCallsR["save"] = writeCall{kind: kPath, idx: nil}
	writeCallsR["write.table"] = writeCall{kind: kPath, idx: []int{1}}
	writeCallsR["unlink"] = writeCall{kind: kAll, idx: []int{0}}
	writeCallsR["file"] = writeCall{kind: kOpen, idx: []int{0, 1}}
	writeCallsR["system"] = writeCall{kind: kShell, idx: []int{0}}
	writeCallsLua["remove"] = writeCall{kind: kPath, idx: []int{0}}
	writeCallsLua["rename"] = writeCall{kind: kPath, idx: []int{0, 1}}
	writeCallsLua["popen"] = writeCall{kind: kShell, idx: []int{0}}
}

// Per-language overrides of writeCalls, where a name means another thing.
var (
	writeCallsPerl = map[string]writeCall{}
	writeCallsPhp  = map[string]writeCall{}
	writeCallsRuby = map[string]writeCall{}
	writeCallsJS   = map[string]writeCall{}
	writeCallsR    = map[string]writeCall{}
	writeCallsLua  = map[string]writeCall{}
)

// overrides are the per-language tables, by lang.
var overrides = [...]map[string]writeCall{langPython: nil, langJS: writeCallsJS, langRuby: writeCallsRuby, langPerl: writeCallsPerl,
	langPHP: writeCallsPhp, langLua: writeCallsLua, langR: writeCallsR}

// callFor is the write-call entry for name in l.
func callFor(l lang, name string) (writeCall, bool) {
	if w, ok := overrides[l][name]; ok {
		return w, !w.off
	}
	w, ok := writeCalls[name]
	if !ok || w.langs != 0 && w.langs&(1<<l) == 0 {
		return writeCall{}, false
	}
	return w, true
}

var (
	modeRe   = lazyRegexp(`^[rwxabtU+]+$`)
	osFlagRe = lazyRegexp(`O_(WRONLY|RDWR|CREAT|TRUNC|APPEND)`)
)

// record records what call sp of entry w writes.
func (p *program) record(sp *span, w writeCall) {
	how := callHow(sp.name)
	isModule := sp.recv == nil || moduleName(sp.qual) || sp.qual == "fs"
	arg := func(i int) ([]tok, bool) {
		pos := positional(sp.args)
		if i < len(pos) {
			return pos[i], true
		}
		return nil, false
	}
	switch w.kind {
	case kPath, kAll:
		if w.fn && !isModule {
			return
		}
		if w.idx == nil { // R: file = "x"
			if a, ok := kwarg(sp.args, "file"); ok {
				p.writeAs(p.eval(a), how)
			}
			return
		}
		if p.l == langR {
			if a, ok := kwarg(sp.args, "file"); ok {
				p.writeAs(p.eval(a), how)
				return
			}
			if a, ok := kwarg(sp.args, "con"); ok {
				p.writeAs(p.eval(a), how)
				return
			}
		}
		idx := w.idx
		if w.kind == kAll {
			for i := idx[0]; i < len(positional(sp.args)); i++ {
				a, _ := arg(i)
				p.writeAs(p.eval(a), how)
			}
			return
		}
		for _, i := range idx {
			if a, ok := arg(i); ok {
				p.writeAs(p.eval(a), how)
			}
		}
	case kRecv:
		if !isModule {
			// A method of a path value: Path('x').unlink(), p.rename('y').
			if sp.name == "replace" && !pathish(sp.recv) && !p.pathVar(sp.recv) {
				return // str.replace
			}
			p.writeAs(p.eval(sp.recv), how)
			if sp.name == "rename" || sp.name == "replace" {
				if a, ok := arg(0); ok {
					p.writeAs(p.eval(a), how)
				}
			}
			return
		}
		for _, i := range w.idx {
			if a, ok := arg(i); ok {
				p.writeAs(p.eval(a), how)
			}
		}
	case kOpen:
		var target, mode []tok
		if !isModule && p.l == langPython && sp.name == "open" {
			target = sp.recv // Path('x').open('w')
			mode, _ = arg(0)
		} else {
			if !isModule && sp.qual != "" && p.l != langRuby {
				return // webbrowser-like .open of something else
			}
			target, _ = arg(w.idx[0])
			mode, _ = arg(w.idx[1])
		}
		if m, ok := kwarg(sp.args, "mode"); ok {
			mode = m
		}
		if m, ok := kwarg(sp.args, "open"); ok && p.l == langR {
			mode = m
		}
		if sp.qual == "os" && p.l == langPython { // os.open(p, flags)
			flags := ""
			for _, t := range mode {
				flags += t.t
			}
			if osFlagRe().MatchString(flags) {
				p.writeAs(p.eval(target), how)
			}
			return
		}
		if len(target) == 0 {
			return
		}
		tv := p.eval(target)
		if p.l == langRuby && tv.exact && strings.HasPrefix(tv.s, "|") {
			p.shell(val{s: tv.s[1:], exact: true})
			return
		}
		if len(mode) == 0 {
			return // read
		}
		mv := p.eval(mode)
		if mv.exact {
			if !modeRe().MatchString(mv.s) || !strings.ContainsAny(mv.s, "wax+") {
				return // read, or not a file mode
			}
		} else if p.l == langJS && len(mode) > 0 && mode[0].t == "{" {
			if !objHas(mode, "flag", "w", "a", "+") {
				return
			}
		}
		p.writeAs(tv, how)
	case kPerlOpen:
		p.perlOpen(sp)
	case kShell:
		if w.fn && !isModule {
			return
		}
		a, ok := arg(w.idx[0])
		if !ok {
			return
		}
		v := p.eval(a)
		if v.isLst {
			p.exec(v)
			return
		}
		p.shell(v)
	case kProc:
		p.proc(sp, w)
	}
}

// objHas reports whether a JS object literal's tokens set key to a
// string containing one of subs.
func objHas(t []tok, key string, subs ...string) bool {
	for i, x := range t {
		if x.k == 'i' && x.t == key && i+2 < len(t) && t[i+2].k == 's' {
			for _, s := range subs {
				if strings.Contains(t[i+2].v, s) {
					return true
				}
			}
		}
	}
	return false
}

// pathish reports whether an expression builds a path object.
func pathish(t []tok) bool {
	for _, x := range t {
		if x.k == 'i' && (x.t == "Path" || x.t == "PurePath" || x.t == "PosixPath" || x.t == "Pathname" || x.t == "parent" || x.t == "joinpath") {
			return true
		}
	}
	return false
}

// pathVar reports whether t is a variable assigned a path object.
func (p *program) pathVar(t []tok) bool {
	if len(t) != 1 || t[0].k != 'i' {
		return false
	}
	e, ok := p.vars[varName(t[0].t)]
	return ok && pathish(e)
}

// perlOpen reads Perl's open: open(FH, ">x"), open(FH, '>', $p),
// open(FH, "| cmd"), open(FH, "-|", "cmd", @args).
func (p *program) perlOpen(sp *span) {
	args := sp.args
	switch {
	case len(args) == 2:
		v := p.eval(args[1])
		s := strings.TrimSpace(v.s)
		switch {
		case strings.HasPrefix(s, "|"):
			p.shell(val{s: strings.TrimPrefix(s, "|"), exact: v.exact})
		case strings.HasSuffix(s, "|") && v.exact:
			p.shell(val{s: strings.TrimSuffix(s, "|"), exact: true})
		case strings.HasPrefix(s, ">") || strings.HasPrefix(s, "+<") || strings.HasPrefix(s, "+>"):
			rest := strings.TrimLeft(s, "+<>&")
			p.write(val{s: strings.TrimSpace(rest), exact: v.exact})
		case !v.exact && v.s == "":
			p.c.unknown("the perl program opens a file in a mode it computes")
		}
	case len(args) >= 3:
		m := p.eval(args[1])
		if !m.exact {
			p.c.unknown("the perl program opens a file in a mode it computes")
			return
		}
		mode := strings.TrimSpace(m.s)
		switch {
		case strings.HasPrefix(mode, "|-") || strings.HasPrefix(mode, "-|"):
			if len(args) == 3 {
				p.shell(p.eval(args[2]))
				return
			}
			l := val{isLst: true, exact: true}
			for _, a := range args[2:] {
				l.list = append(l.list, p.eval(a))
			}
			p.exec(l)
		case strings.ContainsAny(mode, ">+"):
			p.write(p.eval(args[2]))
		}
	}
}

// proc reads a call that runs a program: a list of words (run(['rm',
// 'x']), spawn('rm', ['x'])), or a string run by a shell (shell=True,
// perl and ruby system with one string).
func (p *program) proc(sp *span, w writeCall) {
	pos := positional(sp.args)
	if len(pos) == 0 {
		return
	}
	if w.fn && sp.recv != nil && !moduleName(sp.qual) {
		return // someone else's run()
	}
	if sh, ok := kwarg(sp.args, "shell"); ok && len(sh) == 1 && (sh[0].t == "True" || sh[0].t == "true") {
		p.shell(p.eval(pos[0]))
		return
	}
	if p.l == langJS {
		for _, a := range sp.args {
			if objHas(a, "shell", "") || len(a) > 0 && a[0].t == "{" && hasTok(a, "shell") {
				p.shell(p.eval(pos[0]))
				return
			}
		}
	}
	first := p.eval(pos[0])
	if first.isLst {
		p.exec(first)
		return
	}
	words := val{isLst: true, exact: true, list: []val{first}}
	rest := pos[1:]
	if len(w.idx) > 0 && w.idx[0] > 0 && w.idx[0] < len(pos) {
		rest = pos[w.idx[0]:]
	}
	for _, a := range rest {
		v := p.eval(a)
		if v.isLst {
			words.list = append(words.list, v.list...)
			continue
		}
		if len(a) > 0 && a[0].t == "{" {
			break // options
		}
		words.list = append(words.list, v)
	}
	if len(pos) == 1 && (p.l == langPerl || p.l == langRuby || p.l == langR) {
		p.shell(first) // system("cmd args"): a shell line
		return
	}
	p.exec(words)
}

func hasTok(t []tok, s string) bool {
	for _, x := range t {
		if x.t == s {
			return true
		}
	}
	return false
}

// exec reads a command given as words.
func (p *program) exec(v val) {
	var w []string
	for _, x := range v.list {
		if !x.exact {
			p.c.unknown("the " + p.l.String() + " program runs a command it computes")
			return
		}
		w = append(w, x.s)
	}
	if len(w) == 0 {
		return
	}
	callWrites(StripPrefix(w), p.c)
}

// shell reads a command line the program runs through a shell.
func (p *program) shell(v val) {
	if !v.exact || v.isLst {
		if v.isLst {
			p.exec(v)
			return
		}
		p.c.unknown("the " + p.l.String() + " program runs a command it computes")
		return
	}
	shellWrites(v.s, "the "+p.l.String()+" program", p.c)
}

// write records a write to path value v: the path when exact, else the
// directory its literal prefix names (limited to names starting with the
// rest of the prefix), else unknown.
func (p *program) write(v val) { p.writeAs(v, "interpreter") }

// writeAs records a write by how to path value v: the path when exact;
// else the directory its literal prefix names, limited to the names
// starting with the rest of the prefix (How "interpreter dir", which the
// guard looks under); else, and when that is just the current directory
// with no names to go by, unknown.
func (p *program) writeAs(v val, how string) {
	if v.isLst {
		for _, x := range v.list {
			p.writeAs(x, how)
		}
		return
	}
	if v.exact {
		if v.s != "" {
			p.c.add(v.s, how)
		}
		return
	}
	prefix := v.s
	dir, rest := path.Split(prefix)
	if dir == "" {
		dir = "."
	}
	dir = path.Clean(dir)
	if prefix == "" || dir == ".." || strings.HasPrefix(dir, "../") || strings.Contains(dir+"/", "/../") || dir == "." && rest == "" {
		p.c.unknown("the " + p.l.String() + " program writes a path it computes")
		return
	}
	var names []string
	if rest != "" {
		names = []string{globEscape(rest) + "*"}
	}
	p.c.add(dir, "interpreter dir", names...)
}

// callHow is the How of a write by call name: removals are "rm", copies
// "cp", moves "mv", links "ln" (as the shell's own), the rest
// "interpreter".
func callHow(name string) string {
	switch name {
	case "unlink", "unlinkSync", "remove", "removeSync", "rmdir", "rmdirSync", "rmtree", "rm", "rmSync", "rm_f", "rm_r", "rm_rf",
		"delete", "remove_tree", "file.remove", "emptyDir", "emptyDirSync", "removeFile":
		return "rm"
	case "copy", "copy2", "copyfile", "copytree", "copyFile", "copyFileSync", "cp", "cpSync", "copySync", "cp_r", "install", "file.copy":
		return "cp"
	case "move", "moveSync", "rename", "renameSync", "replace", "mv", "file.rename", "move_uploaded_file":
		return "mv"
	case "symlink", "symlinkSync", "link", "linkSync", "ln", "ln_s", "ln_sf", "symlink_to", "hardlink_to":
		return "ln"
	}
	return "interpreter"
}

// eval evaluates a path expression as far as literals go.
func (p *program) eval(t []tok) val {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > 12 || len(t) == 0 {
		return val{}
	}
	// Python keyword arguments and Ruby/Perl parentheses around a value.
	if len(t) >= 2 && t[0].k == 'i' && t[1].t == "=" {
		t = t[2:]
	}
	// top-level binary operators: + (concatenation), . in Perl and PHP, ..
	// in Lua, / (joining) in Python.
	depth := 0
	var parts [][]tok
	var ops []string
	start := 0
	for j, x := range t {
		switch x.t {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
		if depth != 0 || x.k != 'p' || j == start {
			continue
		}
		switch {
		case x.t == "+" && p.l != langPerl && p.l != langPHP,
			x.t == "." && (p.l == langPerl || p.l == langPHP),
			x.t == ".." && p.l == langLua,
			x.t == "/" && (p.l == langPython || p.l == langRuby && false):
			parts = append(parts, t[start:j])
			ops = append(ops, x.t)
			start = j + 1
		case x.t == "||" || x.t == "or" || x.t == "?" || x.t == "&&" || x.t == "%" && p.l == langPython:
			return val{} // a choice or formatting: computed
		}
	}
	if len(parts) > 0 {
		parts = append(parts, t[start:])
		v := p.term(parts[0])
		for i, op := range ops {
			r := p.term(parts[i+1])
			if op == "/" {
				v = joinVals(v, r)
			} else {
				v = concat(v, r)
			}
		}
		return v
	}
	return p.term(t)
}

func concat(a, b val) val {
	if !a.exact {
		return a
	}
	return val{s: a.s + b.s, exact: b.exact}
}

// joinVals joins path values the way os.path.join does (an absolute part
// starts over).
func joinVals(vs ...val) val {
	out := val{exact: true}
	for i, v := range vs {
		if v.isLst {
			return val{s: out.s, exact: false}
		}
		s := v.s
		switch {
		case path.IsAbs(s) && v.s != "" || i == 0:
			out.s = s
		case s == "" && !v.exact:
		default:
			if out.s != "" && !strings.HasSuffix(out.s, "/") {
				out.s += "/"
			}
			out.s += s
		}
		if !v.exact {
			if out.s != "" && !strings.HasSuffix(out.s, "/") && s == "" {
				out.s += "/"
			}
			out.exact = false
			return out
		}
	}
	if out.s != "" {
		out.s = path.Clean(out.s)
	}
	return out
}

// term evaluates one operand: a literal, a variable, a call of a path
// function, with attribute and method trailers.
func (p *program) term(t []tok) val {
	if len(t) == 0 {
		return val{}
	}
	// strip new/await/str() wrappers handled as calls below
	for len(t) > 1 && t[0].k == 'i' && (t[0].t == "new" || t[0].t == "await" || t[0].t == "my" || t[0].t == "const" || t[0].t == "let") {
		t = t[1:]
	}
	var v val
	i := 0
	chain := "" // a dotted name not yet a value: os.path
	switch x := t[0]; {
	case x.k == 's':
		v = val{s: x.v, exact: x.exact}
		i = 1
	case x.t == "(":
		end := matching(t, 0)
		v = p.eval(t[1:min(end, len(t))])
		i = end + 1
	case x.t == "[" || x.t == "{" && p.l != langJS:
		end := matching(t, 0)
		v = val{isLst: true, exact: true}
		for _, a := range splitArgs(t[1:min(end, len(t))]) {
			v.list = append(v.list, p.eval(a))
		}
		i = end + 1
	case x.k == 'i':
		chain = varName(x.t)
		i = 1
	case x.k == 'd':
		return val{s: x.t, exact: true}
	default:
		return val{}
	}
	for i < len(t) {
		switch x := t[i]; {
		case (x.t == "." || x.t == "->" || x.t == "::") && i+1 < len(t) && t[i+1].k == 'i':
			name := varName(t[i+1].t)
			i += 2
			if i < len(t) && t[i].t == "(" {
				end := matching(t, i)
				args := splitArgs(t[i+1 : min(end, len(t))])
				i = end + 1
				if chain != "" {
					v = p.function(chain+"."+name, name, args)
					chain = ""
				} else {
					v = p.method(v, name, args)
				}
				continue
			}
			if chain != "" {
				chain += "." + name
				continue
			}
			v = p.attribute(v, name)
		case x.t == "(" && chain != "":
			end := matching(t, i)
			args := splitArgs(t[i+1 : min(end, len(t))])
			i = end + 1
			if chain == "require" && len(args) == 1 && len(args[0]) == 1 && args[0][0].k == 's' {
				chain = strings.TrimPrefix(args[0][0].v, "node:") // require('path').join
				continue
			}
			v = p.function(chain, chain[strings.LastIndex(chain, ".")+1:], args)
			chain = ""
		case x.k == 'i' && (x.t == "as" || x.t == "if"):
			i = len(t)
		default:
			return val{} // indexing or something vouch does not follow
		}
	}
	if chain != "" {
		return p.variable(chain)
	}
	return v
}

// variable is the value of a name: a variable assigned once, or what the
// runtime says of the script (__dirname, __file__).
func (p *program) variable(name string) val {
	switch name {
	case "__dirname", "__DIR__":
		if p.script == "" {
			return val{s: ".", exact: true}
		}
		return val{s: path.Dir(p.script), exact: true}
	case "__file__", "__filename", "__FILE__":
		if p.script == "" {
			return val{}
		}
		return val{s: p.script, exact: true}
	case "os.sep", "path.sep", "File::SEPARATOR", "DIRECTORY_SEPARATOR", "File.SEPARATOR":
		return val{s: "/", exact: true}
	case "os.curdir":
		return val{s: ".", exact: true}
	}
	if p.multi[name] {
		return val{}
	}
	if e, ok := p.vars[name]; ok {
		return p.eval(e)
	}
	return val{}
}

// function evaluates a call of a module function or a bare function.
func (p *program) function(chain, name string, args [][]tok) val {
	vals := func() []val {
		var out []val
		for _, a := range positional(args) {
			out = append(out, p.eval(a))
		}
		return out
	}
	switch name {
	case "join", "resolve", "Path", "PurePath", "PosixPath", "Pathname", "joinpath", "catfile", "catdir", "path":
		if name == "path" && chain != "file.path" {
			return val{}
		}
		if name == "join" && !strings.Contains(chain, "path") && chain != "File.join" && chain != "join" {
			return val{} // str.join and the like
		}
		vs := vals()
		if len(vs) == 0 {
			return val{s: ".", exact: true}
		}
		return joinVals(vs...)
	case "abspath", "realpath", "normpath", "expanduser", "str", "String", "fspath", "normalize", "expand_path", "realpathSync", "canonpath", "rel2abs", "encode", "decode", "b", "Buffer":
		vs := vals()
		if len(vs) == 0 {
			return val{}
		}
		if name == "expand_path" && len(vs) > 1 {
			return joinVals(vs[1], vs[0])
		}
		return vs[0]
	case "dirname":
		vs := vals()
		if len(vs) == 1 && vs[0].exact {
			return val{s: path.Dir(vs[0].s), exact: true}
		}
		return val{}
	case "from":
		vs := vals()
		if len(vs) == 2 && vs[0].exact && vs[1].exact && vs[1].s == "base64" {
			return b64(vs[0].s)
		}
		if len(vs) >= 1 {
			return vs[0]
		}
	case "chr", "fromCharCode":
		var b strings.Builder
		for _, v := range vals() {
			n, err := strconv.Atoi(v.s)
			if !v.exact || err != nil || n < 0 || n > utf8.MaxRune {
				return val{}
			}
			b.WriteRune(rune(n))
		}
		return val{s: b.String(), exact: true}
	case "b64decode", "atob", "decode64", "decode_base64", "base64_decode", "standard_b64decode", "urlsafe_b64decode":
		vs := vals()
		if len(vs) >= 1 && vs[0].exact {
			return b64(vs[0].s)
		}
	case "getcwd", "cwd", "pwd", "getcwdu":
		return val{s: ".", exact: true}
	case "homedir", "home", "gethome":
		return val{s: "~", exact: true}
	}
	return val{}
}

// b64 is the base64 text s decoded.
func b64(s string) val {
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(strings.TrimSpace(s)); err == nil {
			return val{s: string(b), exact: true}
		}
	}
	return val{}
}

// method evaluates a method call on a value.
func (p *program) method(v val, name string, args [][]tok) val {
	switch name {
	case "resolve", "absolute", "expanduser", "toString", "to_s", "to_path", "as_posix", "decode", "encode", "realpath", "strip", "trim", "cleanpath", "normalize":
		return v
	case "joinpath", "join":
		if name == "join" && !v.exact {
			return val{}
		}
		vs := []val{v}
		for _, a := range positional(args) {
			vs = append(vs, p.eval(a))
		}
		if name == "join" { // separator.join(parts): only os.sep
			return val{}
		}
		return joinVals(vs...)
	case "parent", "dirname":
		return p.attribute(v, "parent")
	}
	return val{}
}

// attribute evaluates an attribute of a value (Path(x).parent).
func (p *program) attribute(v val, name string) val {
	switch name {
	case "parent":
		if v.exact {
			return val{s: path.Dir(v.s), exact: true}
		}
	}
	return val{}
}
