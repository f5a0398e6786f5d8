// Package shell reads shell command lines the way vouch's policy needs:
// which files a command writes, removes or moves, through any of the
// routes agents use to get around an edit rule.
package shell

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Write is a file a shell command writes, deletes or moves.
type Write struct {
	Path string // as written in the command (relative to its working dir)
	How  string // "redirect", "tee", "sed -i", "rm", "mv", "cp", "touch", "truncate", "interpreter", "heredoc", "ln", "chmod", "dd", "install", "git"
	// Dir is the directory the command had changed to (`cd DIR`, `pushd
	// DIR`) before this write, as written: relative paths in Path are
	// relative to Dir, itself relative to the line's starting directory
	// unless absolute. Successive cds are joined ("a/../b" is cleaned to
	// "b"); a cd inside a subshell or $(...) does not outlive it. Empty
	// when the line did not change directory; "~" for a bare cd; a target
	// vouch cannot know ($VAR, -) is kept as written.
	Dir string
	// Names, for How "find": Path is a directory find removes files
	// under, only those whose base name matches one of these -name/-iname
	// patterns; empty means anything under Path.
	Names []string
}

// Writes lists the paths a shell command line may write to: output
// redirections (>, >>, &>, heredocs into files), tee, sed/perl -i, cp/mv/
// install/ln targets, rm/unlink/truncate/touch/chmod operands, dd of=, and
// file writes by inline interpreter programs (python -c, node -e, perl -e,
// ruby -e) when a path literal appears in the program text, `find DIR
// -delete` (and -exec of any of these), and `git -C DIR`. It is a
// conservative reading for policy checks: it may name a path the command
// would not actually write, never the other way round for the forms above.
// ok is false when the line cannot be parsed, or when it writes files the
// line does not name (`… | xargs rm`): the writes returned are then only
// part of what it may write.
func Writes(line string) (writes []Write, ok bool) {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(line), "")
	if err != nil {
		return nil, false
	}
	dir := ""          // the current directory, as changed by cd
	var saved []string // dirs to restore when leaving a subshell
	var stack []syntax.Node
	known := true
	add := func(p, how string, names ...string) {
		if p == "" || p == "/dev/null" || p == "/dev/stdout" || p == "/dev/stderr" || strings.HasPrefix(p, "&") {
			return
		}
		writes = append(writes, Write{Path: p, How: how, Dir: dir, Names: names})
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		if n == nil { // leaving stack[len-1]
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if isSubshell(top) {
				dir, saved = saved[len(saved)-1], saved[:len(saved)-1]
			}
			return true
		}
		stack = append(stack, n)
		if isSubshell(n) {
			saved = append(saved, dir)
		}
		switch x := n.(type) {
		case *syntax.Stmt:
			hdoc := false
			for _, r := range x.Redirs {
				hdoc = hdoc || r.Hdoc != nil
			}
			for _, r := range x.Redirs {
				switch r.Op {
				case syntax.RdrOut, syntax.AppOut, syntax.RdrAll, syntax.AppAll, syntax.RdrClob:
					if r.Word != nil {
						how := "redirect"
						if hdoc {
							how = "heredoc"
						}
						add(WordText(line, r.Word), how)
					}
				}
			}
		case *syntax.CallExpr:
			var w []string
			for _, a := range x.Args {
				w = append(w, WordText(line, a))
			}
			w = StripPrefix(w)
			if len(w) > 0 && base(w[0]) == "sudo" {
				w = w[1:]
				for len(w) > 0 && strings.HasPrefix(w[0], "-") {
					if strings.Contains("-u-g-U-C-h-p-r-t-D-R-T", w[0]) && len(w[0]) == 2 {
						w = w[1:] // the flag's value
					}
					w = w[1:]
				}
				w = StripPrefix(w)
			}
			if len(w) > 0 && (w[0] == "cd" || w[0] == "pushd") {
				dir = cdTarget(dir, w[1:])
			}
			if !callWrites(w, add) {
				known = false
			}
		}
		return true
	})
	return writes, known
}

// isSubshell reports whether n runs in a child shell, whose cd does not
// change the directory of what follows it.
func isSubshell(n syntax.Node) bool {
	switch n.(type) {
	case *syntax.Subshell, *syntax.CmdSubst, *syntax.ProcSubst:
		return true
	}
	return false
}

// cdTarget is the directory after `cd args` from dir.
func cdTarget(dir string, args []string) string {
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && args[0] != "-" {
		args = args[1:] // -P, -L, --
	}
	if len(args) == 0 {
		return "~"
	}
	t := args[0]
	if dir == "" || path.IsAbs(t) || strings.HasPrefix(t, "~") || strings.HasPrefix(t, "$") || t == "-" ||
		strings.HasPrefix(dir, "$") || dir == "-" {
		return t
	}
	return path.Clean(dir + "/" + t)
}

// adder records one write: path p, written by how (for "find", under the
// -name patterns names).
type adder func(p, how string, names ...string)

// unnamed stands for the operands a command gets from elsewhere than the
// line (xargs reads them from stdin, find -exec from the files it finds).
const unnamed = "\x00operand"

// callWrites adds the writes of one simple command w. It returns false
// when the command writes files it does not name (xargs rm).
func callWrites(w []string, add adder) bool {
	if len(w) == 0 {
		return true
	}
	prog := base(w[0])
	args := w[1:]
	operands := func() []string {
		var out []string
		end := false
		for i := 0; i < len(args); i++ {
			a := args[i]
			if !end && a == "--" {
				end = true
				continue
			}
			if !end && (prog == "sed" || prog == "perl") && (a == "-e" || a == "-f" || a == "--expression" || a == "--file") {
				i++ // the flag's value is a script, not a file operand
				continue
			}
			if !end && strings.HasPrefix(a, "-") && a != "-" {
				continue
			}
			out = append(out, a)
		}
		return out
	}
	switch prog {
	case "tee":
		for _, p := range operands() {
			add(p, "tee")
		}
	case "sed", "perl":
		inplace := false
		for _, a := range args {
			if a == "-i" || strings.HasPrefix(a, "-i") || a == "--in-place" || strings.HasPrefix(a, "--in-place=") || (prog == "perl" && strings.Contains(a, "i") && strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--")) {
				inplace = true
			}
		}
		if prog == "perl" && !inplace {
			interpreterWrites(args, add)
			return true
		}
		if inplace {
			ops := operands()
			// The first operand is the script unless -e/-f gave it.
			if !hasArg(args, "-e") && !hasArg(args, "-f") && len(ops) > 0 {
				ops = ops[1:]
			}
			for _, p := range ops {
				add(p, "sed -i")
			}
		}
	case "rm", "unlink", "rmdir", "shred":
		for _, p := range operands() {
			add(p, "rm")
		}
	case "truncate", "touch", "chmod", "chown":
		ops := operands()
		if prog == "chmod" || prog == "chown" {
			if len(ops) > 0 {
				ops = ops[1:]
			}
		}
		for _, p := range ops {
			add(p, prog)
		}
	case "mv":
		for _, p := range operands() {
			add(p, "mv") // both ends: the source disappears
		}
	case "cp", "install", "ln", "rsync":
		ops := operands()
		if t := argValue(args, "-t", "--target-directory"); t != "" {
			add(t, prog)
			return true
		}
		if len(ops) > 0 {
			add(ops[len(ops)-1], prog)
		}
	case "dd":
		for _, a := range args {
			if strings.HasPrefix(a, "of=") {
				add(strings.TrimPrefix(a, "of="), "dd")
			}
		}
	case "git":
		// Global options before the subcommand; -C moves where it works.
		gdir := ""
		for len(args) > 0 && strings.HasPrefix(args[0], "-") {
			switch args[0] {
			case "-C":
				if len(args) > 1 {
					gdir = path.Join(gdir, args[1])
					if path.IsAbs(args[1]) {
						gdir = args[1]
					}
				}
				args = args[min(2, len(args)):]
			case "-c", "--git-dir", "--work-tree", "--namespace":
				args = args[min(2, len(args)):]
			default:
				args = args[1:]
			}
		}
		in := func(p string) string {
			if gdir == "" || path.IsAbs(p) {
				return p
			}
			return path.Join(gdir, p)
		}
		if len(args) > 0 {
			switch args[0] {
			case "checkout", "restore", "rm", "mv", "reset", "clean", "stash", "apply":
				ops := operands()
				if len(ops) > 1 {
					for _, p := range ops[1:] {
						add(in(p), "git")
					}
				} else {
					add(in("."), "git")
				}
			}
		}
	case "find":
		return findWrites(args, add)
	case "xargs":
		// The operands come from stdin: any write the command makes is to
		// a path the line does not name.
		named := true
		callWrites(append(xargsCommand(args), unnamed), func(p, how string, names ...string) {
			if p == unnamed {
				named = false
				return
			}
			add(p, how, names...)
		})
		return named
	case "python", "python3", "node", "ruby", "perl5", "deno", "bun":
		interpreterWrites(args, add)
	case "bash", "sh", "zsh", "dash":
		for i, a := range args {
			if strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "c") && i+1 < len(args) {
				ws, ok := Writes(args[i+1])
				for _, x := range ws {
					p := x.Path
					if x.Dir != "" && !path.IsAbs(p) {
						p = path.Join(x.Dir, p)
					}
					add(p, x.How, x.Names...)
				}
				return ok
			}
		}
	}
	return true
}

// findWrites reads `find ROOT... EXPR`: with -delete, or -exec/-execdir/
// -ok of a command that writes the file it is given ({}), every ROOT is
// written under, limited to the -name/-iname patterns when there are any
// (-path and -regex filters are not read: all of ROOT counts).
func findWrites(args []string, add adder) bool {
	var roots, names []string
	i := 0
	for ; i < len(args) && !strings.HasPrefix(args[i], "-") && args[i] != "(" && args[i] != "!"; i++ {
		roots = append(roots, args[i])
	}
	if len(roots) == 0 {
		roots = []string{"."}
	}
	writes, named := false, true
	for ; i < len(args); i++ {
		switch args[i] {
		case "-delete":
			writes = true
		case "-name", "-iname":
			if i+1 < len(args) {
				names = append(names, args[i+1])
				i++
			}
		case "-path", "-ipath", "-regex", "-iregex", "-wholename":
			names = append(names, "*") // not read: anything
			i++
		case "-exec", "-execdir", "-ok", "-okdir":
			j := i + 1
			for j < len(args) && args[j] != ";" && args[j] != "+" {
				j++
			}
			cmd := make([]string, 0, j-i-1)
			for _, a := range args[i+1 : j] {
				if a == "{}" {
					a = unnamed
				}
				cmd = append(cmd, a)
			}
			if !callWrites(cmd, func(p, how string, ns ...string) {
				if p == unnamed {
					writes = true
					return
				}
				add(p, how, ns...)
			}) {
				named = false
			}
			i = j
		}
	}
	if writes {
		for _, r := range roots {
			add(r, "find", names...)
		}
	}
	return named
}

// xargsCommand is the command xargs runs (echo when none is given).
func xargsCommand(args []string) []string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") {
			return args[i:]
		}
		switch a {
		case "-I", "-L", "-n", "-P", "-s", "-d", "-E", "-a", "--arg-file", "--delimiter", "--max-args", "--max-procs", "--replace":
			i++ // the flag's value
		}
	}
	return []string{"echo"}
}

// interpreterWrites looks into inline programs (-c/-e) for string literals
// that look like paths, when the program opens files for writing.
func interpreterWrites(args []string, add adder) {
	for i, a := range args {
		if (a == "-c" || a == "-e" || a == "--eval" || a == "-E") && i+1 < len(args) {
			prog := args[i+1]
			if !writesFiles(prog) {
				continue
			}
			for _, lit := range stringLiterals(prog) {
				if looksLikePath(lit) {
					add(lit, "interpreter")
				}
			}
		}
	}
}

func writesFiles(prog string) bool {
	for _, k := range []string{"open(", "write", "unlink", "remove(", "rename", "rmSync", "rm(", "truncate", "copyfile", "copy(", "move(", "os.replace", "Path("} {
		if strings.Contains(prog, k) {
			return true
		}
	}
	return false
}

func stringLiterals(s string) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		q := s[i]
		if q != '"' && q != '\'' && q != '`' {
			continue
		}
		j := strings.IndexByte(s[i+1:], q)
		if j < 0 {
			break
		}
		out = append(out, s[i+1:i+1+j])
		i += j + 1
	}
	return out
}

func looksLikePath(s string) bool {
	if s == "" || len(s) > 300 || strings.ContainsAny(s, " \n\t{}()<>|;") {
		return false
	}
	if strings.HasPrefix(s, "http") {
		return false
	}
	return strings.Contains(s, "/") || strings.Contains(s, ".")
}

func argValue(args []string, flags ...string) string {
	for i, a := range args {
		for _, f := range flags {
			if a == f && i+1 < len(args) {
				return args[i+1]
			}
			if strings.HasPrefix(a, f+"=") {
				return strings.TrimPrefix(a, f+"=")
			}
		}
	}
	return ""
}

// WordText is the text of word w of command line src: literal parts and
// simply quoted parts unquoted, expansions kept as written.
func WordText(src string, w *syntax.Word) string {
	if lit := w.Lit(); lit != "" {
		return lit
	}
	// Quoted or expanded: unquote simple quoted parts, else keep source.
	var b strings.Builder
	for _, p := range w.Parts {
		switch x := p.(type) {
		case *syntax.Lit:
			b.WriteString(x.Value)
		case *syntax.SglQuoted:
			b.WriteString(x.Value)
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				if l, ok := q.(*syntax.Lit); ok {
					b.WriteString(l.Value)
				} else {
					b.WriteString(src[q.Pos().Offset():q.End().Offset()])
				}
			}
		default:
			b.WriteString(src[p.Pos().Offset():p.End().Offset()])
		}
	}
	return b.String()
}

// StripPrefix removes wrappers that do not change what runs: env
// assignments handled by the parser, `env`, `time`, `timeout N`, `nice`,
// `command`, `exec`, `npx`, `bunx`, `pnpm exec`, `python -m`.
func StripPrefix(w []string) []string {
	for len(w) > 0 {
		switch base(w[0]) {
		case "env":
			w = w[1:]
			for len(w) > 0 && (strings.Contains(w[0], "=") || strings.HasPrefix(w[0], "-")) {
				w = w[1:]
			}
		case "time", "nice", "command", "exec", "npx", "bunx", "stdbuf", "xvfb-run":
			w = w[1:]
			for len(w) > 0 && strings.HasPrefix(w[0], "-") {
				w = w[1:]
			}
		case "timeout":
			w = w[1:]
			for len(w) > 0 && strings.HasPrefix(w[0], "-") {
				w = w[1:]
			}
			if len(w) > 0 {
				w = w[1:] // the duration
			}
		default:
			if strings.Contains(w[0], "=") && !strings.HasPrefix(w[0], "-") && !strings.Contains(w[0], "/") {
				w = w[1:] // VAR=value
				continue
			}
			return w
		}
	}
	return w
}

func base(s string) string { return path.Base(s) }

func hasArg(args []string, a string) bool {
	for _, x := range args {
		if x == a {
			return true
		}
	}
	return false
}
