package applypatch

import (
	"path"
	"strings"
)

// commands are the names Codex intercepts as apply_patch invocations.
var commands = []string{"apply_patch", "applypatch"}

func isCommand(s string) bool {
	for _, c := range commands {
		if s == c {
			return true
		}
	}
	return false
}

// FromArgv recognises an argv that invokes apply_patch the ways Codex
// intercepts: ["apply_patch", PATCH], or a shell running a heredoc
// (["bash", "-lc", "apply_patch <<'EOF'\n…\nEOF"], also zsh/sh with -c,
// optionally "cd DIR && " first). It returns the patch text and the cd
// directory; ok is false when argv is no apply_patch invocation.
func FromArgv(argv []string) (patch, workdir string, ok bool) {
	switch {
	case len(argv) == 2 && isCommand(argv[0]):
		return argv[1], "", true
	case len(argv) == 3 && isShell(argv[0]) && (argv[1] == "-lc" || argv[1] == "-c"):
		return FromScript(argv[2])
	}
	return "", "", false
}

func isShell(s string) bool {
	switch path.Base(s) {
	case "bash", "zsh", "sh":
		return true
	}
	return false
}

// FromScript recognises a shell script whose only statement is
// `apply_patch <<'EOF' … EOF` or `cd DIR && apply_patch <<'EOF' … EOF`
// (the delimiter may be any word, quoted or not). It returns the heredoc
// body and the cd directory.
func FromScript(script string) (patch, workdir string, ok bool) {
	s := strings.TrimSpace(script)
	if rest, found := strings.CutPrefix(s, "cd "); found {
		rest = strings.TrimLeft(rest, " \t")
		i := strings.Index(rest, "&&")
		if i < 0 {
			return "", "", false
		}
		dir := strings.TrimSpace(rest[:i])
		if len(dir) >= 2 && (dir[0] == '\'' || dir[0] == '"') && dir[len(dir)-1] == dir[0] {
			dir = dir[1 : len(dir)-1]
		} else if dir == "" || strings.ContainsAny(dir, " \t\n;|&<>$`\"'") {
			return "", "", false
		}
		workdir = dir
		s = strings.TrimLeft(rest[i+2:], " \t")
	}
	var cmd string
	for _, c := range commands {
		if strings.HasPrefix(s, c) {
			cmd = c
			break
		}
	}
	if cmd == "" {
		return "", "", false
	}
	s = strings.TrimLeft(s[len(cmd):], " \t")
	s, found := strings.CutPrefix(s, "<<")
	if !found {
		return "", "", false
	}
	s = strings.TrimPrefix(s, "-")
	s = strings.TrimLeft(s, " \t")
	nl := strings.IndexByte(s, '\n')
	if nl < 0 {
		return "", "", false
	}
	delim := strings.TrimSpace(s[:nl])
	if len(delim) >= 2 && (delim[0] == '\'' || delim[0] == '"') && delim[len(delim)-1] == delim[0] {
		delim = delim[1 : len(delim)-1]
	}
	if delim == "" || strings.ContainsAny(delim, " \t;|&<>") {
		return "", "", false
	}
	body := s[nl+1:]
	// The body ends at the first line that is exactly the delimiter, and
	// nothing but blank space may follow it.
	lines := strings.SplitAfter(body, "\n")
	var b strings.Builder
	for i, l := range lines {
		if strings.TrimRight(l, "\r\n") == delim {
			for _, r := range lines[i+1:] {
				if strings.TrimSpace(r) != "" {
					return "", "", false
				}
			}
			return strings.TrimRight(b.String(), "\n"), workdir, true
		}
		b.WriteString(l)
	}
	return "", "", false
}

// ParseShell parses the patch of an apply_patch invocation in argv (see
// FromArgv). ok is false when argv does not invoke apply_patch; err is set
// when it does but the patch is invalid.
func ParseShell(argv []string) (p *Patch, ok bool, err error) {
	text, dir, ok := FromArgv(argv)
	if !ok {
		return nil, false, nil
	}
	p, err = Parse(text)
	if err != nil {
		return nil, true, err
	}
	p.Workdir = dir
	return p, true, nil
}
