package shell

import "strings"

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

// interpreterWrites looks into inline programs (-c/-e) for string literals
// that look like paths, when the program opens files for writing.
func interpreterWrites(a *argv, c *writeCtx) {
	args := a.raw
	for i, w := range args {
		if (w == "-c" || w == "-e" || w == "--eval" || w == "-E" || w == "eval") && i+1 < len(args) {
			programWrites(langPython, args[i+1], "", c)
		}
	}
}

// programWrites records what program text (or the script file, read
// through c) writes.
func programWrites(l lang, text, script string, c *writeCtx) {
	if script != "" {
		b, ok := c.readFile(script)
		if !ok {
			c.unknown("runs the script " + script + ", which vouch cannot read")
			return
		}
		text = string(b)
	}
	if !writesFiles(text) {
		return
	}
	for _, lit := range stringLiterals(text) {
		if looksLikePath(lit) {
			c.add(lit, "interpreter")
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
