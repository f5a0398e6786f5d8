// Package shell reads shell command lines the way vouch's policy needs:
// which files a command writes, removes or moves, through any of the
// routes agents use to get around an edit rule. The PreToolUse guard
// (hook) asks Analyze before a Bash call runs; the verifier and the
// progress log ask Writes after.
//
// Analyze (analyze.go) walks the parsed line in the order the shell runs
// it, keeping what the shell would know (directory, variables, functions,
// aliases); expand.go expands words as Bash does (braces, ~, parameters,
// globs); wrappers.go looks through the programs that run another command
// (nice, env, sudo, sh -c, eval, xargs, find -exec, ...); scripts.go reads
// make's recipes; the writer table (writers*.go) says what every other
// program writes. See docs/hooks.md, "How vouch reads a shell command".
package shell

import (
	"errors"
	"path"
	"path/filepath"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Write is a file a shell command writes, deletes or moves.
type Write struct {
	Path string // relative to the line's starting directory, unless absolute or under ~
	How  string // "redirect", "tee", "sed -i", "rm", "mv", "cp", "touch", "truncate", "interpreter", "heredoc", "ln", "chmod", "dd", "install", "git"
	// Dir is always empty: Path already has the directory the command
	// had changed to joined in. Kept for callers that join it.
	Dir string
	// Names, for How "find": Path is a directory find removes files
	// under, only those whose base name matches one of these -name/-iname
	// patterns; empty means anything under Path.
	Names []string
}

// Writes lists the paths a shell command line may write to, as Analyze
// reads them (wrappers looked through, variables set on the line
// expanded, scripts and inline programs read), each relative to the
// line's starting directory unless absolute or under ~ ("~/x"). Globs are
// not expanded (no file system is read). It is a conservative reading
// for policy checks: it may name a path the command would not actually
// write, never the other way round for the forms Analyze reads. ok is
// false when the line cannot be parsed, or when it writes files the line
// does not name (`… | xargs rm`, `rm $(cat list)`): the writes returned
// are then only part of what it may write.
func Writes(line string) (writes []Write, ok bool) {
	a := Analyze(line, &Env{
		Cwd:      writesCwd,
		Home:     writesHome,
		Glob:     func(string) []string { return nil },
		ReadFile: func(string) ([]byte, error) { return nil, errNoFile },
	})
	for _, t := range a.Targets {
		writes = append(writes, Write{Path: relWrites(filepath.ToSlash(t.Path)), How: t.How, Names: t.Names})
	}
	return writes, len(a.Unknown) == 0
}

// relWrites shows p, under Writes' stand-in directories, relative again.
func relWrites(p string) string {
	switch {
	case p == writesCwd:
		return "."
	case strings.HasPrefix(p, writesCwd+"/"):
		return p[len(writesCwd)+1:]
	case p == writesHome:
		return "~"
	case strings.HasPrefix(p, writesHome+"/"):
		return "~/" + p[len(writesHome)+1:]
	}
	return p
}

// Writes runs Analyze from these stand-ins for the directories it is not
// told, and shows paths under them relative again.
const (
	writesCwd  = "/.vouch-writes/cwd"
	writesHome = "/.vouch-writes/home"
)

var errNoFile = errors.New("shell.Writes reads no files")

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
