package shell

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// Expanded words carry markers where the shell would put something vouch
// cannot know before the line runs. A marker survives the string handling
// of the writers (a prefix trimmed, a path joined), so a target built
// with one is reported as unknown, with what built it.
const (
	// markBuilt opens a marker of a value built at run time; the number
	// after it indexes analyzer.reasons, and a NUL closes it.
	markBuilt = "\x00?"
	// markOperand stands for the operands a command gets from elsewhere
	// than the line (xargs reads them from stdin, find -exec from the
	// files it finds).
	markOperand = unnamed
	// markProc is a process substitution's /dev/fd path: a pipe, not a
	// file.
	markProc = "\x00proc\x00"
	// opToken is markOperand in program text to parse (the parser drops
	// NUL bytes).
	opToken = "__vouch_operand__"
)

// mark is a marker for a value built by what ("$(...)", "$f (not set on
// the line)").
func (an *analyzer) mark(what string) string {
	for i, r := range an.reasons {
		if r == what {
			return markBuilt + strconv.Itoa(i) + "\x00"
		}
	}
	an.reasons = append(an.reasons, what)
	return markBuilt + strconv.Itoa(len(an.reasons)-1) + "\x00"
}

// built reports what built s at run time, when s holds a marker.
func (an *analyzer) built(s string) (string, bool) {
	i := strings.Index(s, markBuilt)
	if i < 0 {
		if strings.Contains(s, markProc) {
			return "a process substitution", true
		}
		if strings.Contains(s, markOperand) || strings.Contains(s, opToken) {
			return "the operands the command is given when it runs", true
		}
		return "", false
	}
	rest := s[i+len(markBuilt):]
	if j := strings.IndexByte(rest, 0); j >= 0 {
		if n, err := strconv.Atoi(rest[:j]); err == nil && n < len(an.reasons) {
			return an.reasons[n], true
		}
	}
	return "a value only known when the command runs", true
}

// field is one word being built by expansion.
type field struct {
	val  strings.Builder // the text
	pat  strings.Builder // the text as a glob pattern (quoted metacharacters escaped)
	glob bool            // an unquoted glob metacharacter is in it
	set  bool            // it exists even when empty (it has a quoted part)
}

// expansion expands the parts of one word.
type expansion struct {
	an  *analyzer
	st  *state
	out []*field
}

func (e *expansion) cur() *field {
	if len(e.out) == 0 {
		e.out = append(e.out, &field{})
	}
	return e.out[len(e.out)-1]
}

// lit appends s, quoted or not (unquoted glob characters stay active).
func (e *expansion) lit(s string, quoted bool) {
	f := e.cur()
	f.val.WriteString(s)
	if quoted {
		f.set = true
		for _, c := range s {
			if strings.ContainsRune(`*?[\`, c) {
				f.pat.WriteByte('\\')
			}
			f.pat.WriteRune(c)
		}
		return
	}
	if s != "" {
		f.set = true
	}
	f.pat.WriteString(s)
	f.glob = f.glob || strings.ContainsAny(s, "*?[")
}

// value appends the result of an expansion: split into words on blanks
// when unquoted (IFS changed on the line: not known how).
func (e *expansion) value(s string, quoted bool) {
	if !quoted && e.st.ifs && s != "" {
		e.lit(e.an.mark("a value split by a changed IFS"), false)
		return
	}
	if quoted || !strings.ContainsAny(s, " \t\n") {
		e.lit(s, quoted)
		if quoted {
			e.cur().set = true
		}
		return
	}
	for i, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' }) {
		if i > 0 || strings.IndexAny(s[:1], " \t\n") == 0 {
			if f := e.cur(); f.set || f.val.Len() > 0 {
				e.out = append(e.out, &field{})
			}
		}
		e.lit(w, false)
	}
	if strings.ContainsAny(s[len(s)-1:], " \t\n") {
		e.out = append(e.out, &field{})
	}
}

// fields expands word w as the shell expands a command's argument:
// braces, ~, parameters, command substitutions (run, and analyzed), word
// splitting, globs (through Env.Glob; a pattern matching nothing stays
// as written).
func (an *analyzer) fields(st *state, w *syntax.Word) []string {
	if w == nil {
		return nil
	}
	words := []*syntax.Word{w}
	if hasBrace(w) {
		c := &syntax.Word{Parts: append([]syntax.WordPart(nil), w.Parts...)}
		if syntax.SplitBraces(c) {
			bws, ok := braceWords(c, maxFields)
			if !ok {
				return []string{an.mark("a brace expansion of more than " + strconv.Itoa(maxFields) + " words")}
			}
			words = bws
		}
	}
	var out []string
	for _, bw := range words {
		e := &expansion{an: an, st: st}
		e.parts(bw.Parts, false, true)
		for _, f := range e.out {
			if !f.set && f.val.Len() == 0 {
				continue
			}
			v := f.val.String()
			if f.glob && !strings.Contains(v, "\x00") {
				out = append(out, an.glob(st, f.pat.String(), v)...)
			} else {
				out = append(out, v)
			}
			if len(out) > maxFields {
				return append(out[:maxFields], an.mark("a word that expands to more than "+strconv.Itoa(maxFields)+" words"))
			}
		}
	}
	return out
}

// words expands a command's arguments.
func (an *analyzer) words(st *state, ws []*syntax.Word) []string {
	var out []string
	for _, w := range ws {
		out = append(out, an.fields(st, w)...)
	}
	return out
}

func hasBrace(w *syntax.Word) bool {
	for _, p := range w.Parts {
		if l, ok := p.(*syntax.Lit); ok && strings.Contains(l.Value, "{") {
			return true
		}
	}
	return false
}

// text expands w as one string, as in double quotes (here-documents,
// here-strings): no splitting, no globs.
func (an *analyzer) text(st *state, w *syntax.Word) string {
	if w == nil {
		return ""
	}
	e := &expansion{an: an, st: st}
	e.parts(w.Parts, true, false)
	var b strings.Builder
	for i, f := range e.out {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f.val.String())
	}
	return b.String()
}

// assignText expands the value of NAME=value: ~ at its start, no
// splitting, no globs.
func (an *analyzer) assignText(st *state, w *syntax.Word) string {
	e := &expansion{an: an, st: st}
	parts := w.Parts
	if len(parts) > 0 {
		if l, ok := parts[0].(*syntax.Lit); ok && strings.HasPrefix(l.Value, "~") {
			e.tilde(l.Value)
			parts = parts[1:]
		}
	}
	e.parts(parts, true, false)
	var b strings.Builder
	for i, f := range e.out {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f.val.String())
	}
	return b.String()
}

// tilde expands a leading ~, ~/..., ~+ or ~- of an unquoted literal.
func (e *expansion) tilde(lit string) {
	name, rest, _ := strings.Cut(lit, "/")
	if rest != "" || strings.Contains(lit, "/") {
		rest = "/" + rest
	}
	var v value
	switch name {
	case "~":
		v = e.lookup("HOME")
	case "~+":
		v = e.lookup("PWD")
	case "~-":
		v = e.lookup("OLDPWD")
	default:
		v = value{why: name + " (another user's home)"}
	}
	if v.known {
		e.lit(v.s, true)
	} else {
		e.lit(e.an.mark(v.why), false)
	}
	e.lit(unescape(rest, false), false)
}

// parts expands word parts; quoted inside double quotes (or a here-
// document); first when at the start of a word (where ~ expands).
func (e *expansion) parts(ps []syntax.WordPart, quoted, first bool) {
	for i, p := range ps {
		switch x := p.(type) {
		case *syntax.Lit:
			if !quoted && i == 0 && first && strings.HasPrefix(x.Value, "~") {
				e.tilde(x.Value)
				continue
			}
			if quoted {
				e.lit(unescape(x.Value, true), true)
			} else {
				e.unquotedLit(x.Value)
			}
		case *syntax.SglQuoted:
			s := x.Value
			if x.Dollar {
				var ok bool
				if s, ok = ansiC(s); !ok {
					e.lit(e.an.mark("a $'...' string with escapes vouch does not read"), false)
					continue
				}
			}
			e.lit(s, true)
		case *syntax.DblQuoted:
			e.cur().set = true
			e.parts(x.Parts, true, false)
		case *syntax.ParamExp:
			e.param(x, quoted)
		case *syntax.CmdSubst:
			e.cmdSubst(x, quoted)
		case *syntax.ArithmExp:
			e.an.arithm(e.st, x.X)
			e.lit(e.an.mark("$((...))"), false)
		case *syntax.ProcSubst:
			e.an.stmts(e.st.copy(), x.Stmts, input{})
			e.lit(markProc, false)
		case *syntax.ExtGlob:
			e.lit(e.an.mark("the extended glob "+x.Op.String()+"("+x.Pattern.Value+")"), false)
		default:
			e.lit(e.an.mark("an expansion vouch does not read"), false)
		}
	}
}

// unquotedLit appends an unquoted literal: a backslash quotes the next
// character (a quoted glob character matches itself).
func (e *expansion) unquotedLit(s string) {
	for s != "" {
		i := strings.IndexByte(s, '\\')
		if i < 0 {
			e.lit(s, false)
			return
		}
		e.lit(s[:i], false)
		if i+1 >= len(s) {
			return
		}
		_, n := utf8.DecodeRuneInString(s[i+1:])
		if s[i+1] != '\n' {
			e.lit(s[i+1:i+1+n], true)
		}
		s = s[i+1+n:]
	}
}

// unescape removes the backslashes the shell removes: in double quotes
// only before $ ` " \ and a newline.
func unescape(s string, dquoted bool) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			c := s[i+1]
			if !dquoted || strings.IndexByte("$`\"\\\n", c) >= 0 {
				if c != '\n' {
					b.WriteByte(c)
				}
				i++
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// ansiC decodes the escapes of a $'...' string; false for ones not read.
func ansiC(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch c := s[i]; c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'a':
			b.WriteByte(7)
		case 'b':
			b.WriteByte(8)
		case 'e', 'E':
			b.WriteByte(27)
		case 'f':
			b.WriteByte(12)
		case 'v':
			b.WriteByte(11)
		case '\\', '\'', '"', '?':
			b.WriteByte(c)
		case 'x':
			j := i + 1
			for j < len(s) && j < i+3 && strings.IndexByte("0123456789abcdefABCDEF", s[j]) >= 0 {
				j++
			}
			n, err := strconv.ParseUint(s[i+1:j], 16, 8)
			if err != nil {
				return "", false
			}
			b.WriteByte(byte(n))
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(s[i:j], 8, 16)
			b.WriteByte(byte(n))
			i = j - 1
		default:
			return "", false
		}
	}
	return b.String(), true
}

// lookup is variable name's value in the expansion's state.
func (e *expansion) lookup(name string) value {
	if v, ok := e.st.vars[name]; ok {
		if !v.known && v.why == "" {
			v.why = "$" + name
		}
		return v
	}
	return value{why: "$" + name + " (not set on the line)"}
}

// param expands a parameter expansion.
func (e *expansion) param(x *syntax.ParamExp, quoted bool) {
	if x.Param == nil || x.NestedParam != nil {
		e.lit(e.an.mark("a nested parameter expansion"), false)
		return
	}
	name := x.Param.Value
	shown := "$" + name
	if !x.Short {
		shown = "${" + name + "}"
	}
	unknown := func(what string) { e.lit(e.an.mark(what), false) }
	switch {
	case x.Excl:
		unknown("${!" + name + "} (an indirect expansion)")
		return
	case x.Index != nil:
		unknown("the array element ${" + name + "[...]}")
		return
	case x.Slice != nil || x.Repl != nil || len(x.Modifiers) > 0:
		unknown("${" + name + "...} (an expansion vouch does not read)")
		return
	}
	if name == "@" || name == "*" {
		if !e.st.paramsOK {
			unknown(shown + " (the parameters the line is run with)")
			return
		}
		if x.Length {
			e.value(strconv.Itoa(len(e.st.params)), quoted)
			return
		}
		if quoted && name == "@" {
			for i, p := range e.st.params {
				if i > 0 {
					e.out = append(e.out, &field{})
				}
				e.lit(p, true)
			}
			if len(e.st.params) == 0 && len(e.out) > 0 && e.out[len(e.out)-1].val.Len() == 0 {
				e.out[len(e.out)-1].set = false
			}
			return
		}
		for i, p := range e.st.params {
			if i > 0 {
				e.value(" ", false)
			}
			e.value(p, quoted)
		}
		return
	}
	var v value
	switch {
	case name == "#":
		if !e.st.paramsOK {
			unknown("$# (the parameters the line is run with)")
			return
		}
		v = value{s: strconv.Itoa(len(e.st.params)), known: true}
	case isDigits(name) && name != "0":
		n, _ := strconv.Atoi(name)
		switch {
		case !e.st.paramsOK:
			v = value{why: shown + " (a parameter the line is run with)"}
		case n <= len(e.st.params):
			v = an0(e.st.params[n-1])
		default:
			v = value{known: true}
		}
	case len(name) == 1 && strings.Contains("?$!-_0", name), name == "RANDOM", name == "SECONDS", name == "BASHPID", name == "LINENO", name == "EPOCHSECONDS", name == "SRANDOM":
		v = value{why: shown}
	default:
		v = e.lookup(name)
	}
	if x.Length {
		if v.known {
			v.s = strconv.Itoa(utf8.RuneCountInString(v.s))
		}
	} else if x.Exp != nil {
		v = e.operator(name, v, x.Exp)
	}
	if !v.known {
		if v.why == "" {
			v.why = shown
		}
		unknown(v.why)
		return
	}
	e.value(v.s, quoted)
}

// an0 is a positional parameter's value (which may hold a marker).
func an0(s string) value { return value{s: s, known: true} }

// operator applies ${name OP word} to v.
func (e *expansion) operator(name string, v value, x *syntax.Expansion) value {
	word := func() string { return e.an.text(e.st, x.Word) }
	shown := "${" + name + x.Op.String() + "...}"
	switch x.Op {
	case syntax.DefaultUnset, syntax.DefaultUnsetOrNull, syntax.AssignUnset, syntax.AssignUnsetOrNull, syntax.ErrorUnset, syntax.ErrorUnsetOrNull:
		if !v.known {
			return value{why: v.why + " (or " + shown + ")"}
		}
		null := x.Op == syntax.DefaultUnsetOrNull || x.Op == syntax.AssignUnsetOrNull || x.Op == syntax.ErrorUnsetOrNull
		if v.s == "" && (null || v.unset()) {
			if x.Op == syntax.ErrorUnset || x.Op == syntax.ErrorUnsetOrNull {
				return value{known: true}
			}
			nv := e.an.valueOf(word())
			if x.Op == syntax.AssignUnset || x.Op == syntax.AssignUnsetOrNull {
				e.st.set(name, nv)
			}
			return nv
		}
		return v
	case syntax.AlternateUnset, syntax.AlternateUnsetOrNull:
		if !v.known {
			return value{why: v.why + " (in " + shown + ")"}
		}
		if v.s == "" && (x.Op == syntax.AlternateUnsetOrNull || v.unset()) {
			return value{known: true}
		}
		return e.an.valueOf(word())
	case syntax.RemSmallSuffix, syntax.RemLargeSuffix, syntax.RemSmallPrefix, syntax.RemLargePrefix:
		if !v.known {
			return value{why: v.why + " (in " + shown + ")"}
		}
		pat := word()
		if strings.Contains(pat, "\x00") {
			return value{why: shown + " with a pattern built at run time"}
		}
		return value{s: trimPattern(v.s, pat, x.Op), known: true}
	case syntax.UpperAll:
		return value{s: strings.ToUpper(v.s), known: v.known, why: v.why}
	case syntax.LowerAll:
		return value{s: strings.ToLower(v.s), known: v.known, why: v.why}
	}
	return value{why: shown + " (an expansion vouch does not read)"}
}

// unset reports a variable known to be unset (unset NAME on the line).
func (v value) unset() bool { return v.known && v.why == "unset" }

// trimPattern removes the shortest or longest prefix or suffix of s
// matching glob pattern pat.
func trimPattern(s, pat string, op syntax.ParExpOperator) string {
	match := func(t string) bool {
		ok, err := path.Match(pat, t)
		return err == nil && ok
	}
	switch op {
	case syntax.RemSmallPrefix:
		for i := 0; i <= len(s); i++ {
			if match(s[:i]) {
				return s[i:]
			}
		}
	case syntax.RemLargePrefix:
		for i := len(s); i >= 0; i-- {
			if match(s[:i]) {
				return s[i:]
			}
		}
	case syntax.RemSmallSuffix:
		for i := len(s); i >= 0; i-- {
			if match(s[i:]) {
				return s[:i]
			}
		}
	case syntax.RemLargeSuffix:
		for i := 0; i <= len(s); i++ {
			if match(s[i:]) {
				return s[:i]
			}
		}
	}
	return s
}

// cmdSubst runs $(...) (analyzing what it writes); its output is not
// known, except $(pwd).
func (e *expansion) cmdSubst(x *syntax.CmdSubst, quoted bool) {
	sub := e.st.copy()
	e.an.stmts(sub, x.Stmts, input{})
	if len(x.Stmts) == 1 {
		if c, ok := x.Stmts[0].Cmd.(*syntax.CallExpr); ok && len(c.Args) == 1 && c.Args[0].Lit() == "pwd" && e.st.dir != "" {
			e.value(e.st.dir, quoted)
			return
		}
	}
	what := "$(...)"
	if x.Backquotes {
		what = "`...`"
	}
	e.lit(e.an.mark(what), false)
}

// glob expands pattern pat (lit as written) against the file system, as
// bash does without dotglob or nullglob: names are sorted, a leading dot
// only matched by a dot in the pattern, and no match leaves lit.
func (an *analyzer) glob(st *state, pat, lit string) []string {
	abs := pat
	if !path.IsAbs(pat) {
		if st.dir == "" {
			return []string{lit}
		}
		abs = st.dir + "/" + pat
	}
	abs = strings.ReplaceAll(abs, "[!", "[^")
	var matches []string
	if an.env.Glob != nil {
		matches = an.env.Glob(filepath.FromSlash(abs))
	} else {
		var ok bool
		if matches, ok = an.globFS(abs); !ok {
			return []string{an.mark("the pattern " + lit + ", which reaches more files or directories than vouch reads")}
		}
	}
	segs := strings.Split(abs, "/")
	var out []string
	for _, m := range matches {
		m = filepath.ToSlash(m)
		if hidden(segs, strings.Split(m, "/")) {
			continue
		}
		if !path.IsAbs(pat) {
			m = strings.TrimPrefix(m, st.dir+"/")
		}
		out = append(out, m)
	}
	if len(out) == 0 {
		return []string{lit}
	}
	if len(out) > maxGlob {
		return []string{an.mark("the pattern " + lit + ", which matches more than " + strconv.Itoa(maxGlob) + " files")}
	}
	sort.Strings(out)
	return out
}

// globFS expands absolute slash-separated pattern abs against the file
// system, level by level, reading at most maxGlobDirs directories in one
// analysis (a pattern like /*/*/*/* would walk the whole disk); false
// past that bound or past maxGlob names.
func (an *analyzer) globFS(abs string) ([]string, bool) {
	segs := strings.Split(abs, "/")[1:]
	cur := []string{"/"}
	for i, seg := range segs {
		last := i == len(segs)-1
		var next []string
		if !strings.ContainsAny(seg, "*?[") {
			lit := unescape(seg, false)
			for _, d := range cur {
				next = append(next, path.Join(d, lit))
			}
			cur = next
			continue
		}
		for _, d := range cur {
			if an.globDirs++; an.globDirs > maxGlobDirs {
				return nil, false
			}
			ents, err := os.ReadDir(filepath.FromSlash(d))
			if err != nil {
				continue
			}
			for _, e := range ents {
				name := e.Name()
				if strings.HasPrefix(name, ".") && !strings.HasPrefix(seg, ".") {
					continue
				}
				if ok, err := path.Match(seg, name); err != nil || !ok {
					continue
				}
				if !last && !e.IsDir() && e.Type()&fs.ModeSymlink == 0 {
					continue
				}
				next = append(next, path.Join(d, name))
			}
			if len(next) > maxGlob {
				return nil, false
			}
		}
		cur = next
	}
	var out []string
	for _, m := range cur {
		if _, err := os.Lstat(filepath.FromSlash(m)); err == nil {
			out = append(out, m)
		}
	}
	return out, true
}

// hidden reports whether match m has a name starting with a dot where
// pattern segs has a wildcard not starting with one (bash skips it).
func hidden(segs, m []string) bool {
	if len(segs) != len(m) {
		return false
	}
	for i, s := range segs {
		if strings.ContainsAny(s, "*?[") && !strings.HasPrefix(s, ".") && strings.HasPrefix(m[i], ".") {
			return true
		}
	}
	return false
}
