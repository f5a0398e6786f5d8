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
			callWrites(w, &writeCtx{add: add, unknown: func(string) { known = false }})
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
