package shell

// Editors that write the files they are given or that their scripts
// name: sed, awk, perl -i, ex/vim, ed.

import (
	"strings"
)

// sedWrites records sed -i's file operands and the files its script
// writes (w FILE, s///w FILE); a script that runs commands (e, s///e) is
// handed to the shell reader.
func sedWrites(a *argv, c *writeCtx) {
	ops := a.ops
	scripts := a.values("-e", "--expression")
	files := a.values("-f", "--file")
	if len(scripts) == 0 && len(files) == 0 && len(ops) > 0 {
		scripts, ops = ops[:1], ops[1:]
	}
	if a.has("-i", "--in-place") {
		for _, p := range ops {
			c.add(p, "sed -i")
		}
	}
	if a.has("--sandbox") {
		return // no w, r or e commands allowed
	}
	for _, f := range files {
		b, ok := c.readFile(f)
		if !ok {
			c.unknown("sed runs the script " + f + ", which vouch cannot read")
			continue
		}
		scripts = append(scripts, string(b))
	}
	for _, s := range scripts {
		sedScript(s, c)
	}
}

// sedScript reads a sed program for the commands that write files or run
// commands: w and W FILE, s///w FILE, e COMMAND and s///e.
func sedScript(s string, c *writeCtx) {
	i := 0
	restOfLine := func() string {
		j := strings.IndexByte(s[i:], '\n')
		if j < 0 {
			j = len(s) - i
		}
		t := s[i : i+j]
		i += j
		return strings.TrimLeft(t, " \t")
	}
	// delimited skips a delimited part starting at s[i] (the delimiter),
	// returning false when it does not end.
	delimited := func() bool {
		d := s[i]
		i++
		for i < len(s) {
			switch s[i] {
			case '\\':
				i += 2
				continue
			case d:
				i++
				return true
			case '\n':
				if d != '\n' {
					return false
				}
			}
			i++
		}
		return false
	}
	for i < len(s) {
		// addresses: numbers, $, /re/, \cREc, first~step, with , and !
		for i < len(s) {
			ch := s[i]
			switch {
			case ch == ' ' || ch == '\t' || ch == '\n' || ch == ';' || ch == ',' || ch == '!' || ch == '$' || ch == '~' || ch == '+' || (ch >= '0' && ch <= '9'):
				i++
				continue
			case ch == '/':
				if !delimited() {
					return
				}
				if i < len(s) && (s[i] == 'I' || s[i] == 'M') {
					i++
				}
				continue
			case ch == '\\' && i+1 < len(s):
				i++
				if !delimited() {
					return
				}
				continue
			}
			break
		}
		if i >= len(s) {
			return
		}
		cmd := s[i]
		i++
		switch cmd {
		case '{', '}', '=', 'd', 'D', 'g', 'G', 'h', 'H', 'n', 'N', 'p', 'P', 'x', 'z', 'F':
		case 'w', 'W':
			c.add(restOfLine(), "sed")
		case 'r', 'R', 'a', 'i', 'c', 'b', 't', 'T', ':', 'q', 'Q', 'l', 'L', 'v', '#':
			restOfLine() // a file read, text or a label
			if cmd == 'a' || cmd == 'i' || cmd == 'c' {
				for i > 0 && i < len(s) && s[i-1] == '\\' { // continued text
					i++
					restOfLine()
				}
			}
		case 'e':
			if cmdline := restOfLine(); cmdline != "" {
				shellWrites(cmdline, "sed e", c)
			} else {
				c.unknown("sed runs the lines it reads as commands (e)")
			}
		case 's', 'y':
			if i >= len(s) || !delimited() {
				return
			}
			i-- // the closing delimiter opens the replacement
			if !delimited() {
				return
			}
			if cmd == 'y' {
				continue
			}
			for i < len(s) && strings.IndexByte("gpiImMe0123456789", s[i]) >= 0 {
				if s[i] == 'e' {
					c.unknown("sed runs the lines it makes as commands (s///e)")
				}
				i++
			}
			if i < len(s) && s[i] == 'w' {
				i++
				c.add(restOfLine(), "sed")
			}
		default:
			return // not sed as vouch reads it
		}
	}
}

// shellWrites hands a shell command line found inside another program
// (sed's e, awk's system, python's os.system) to the shell reader,
// recording its writes in c; what it cannot read is unknown, said to come
// from who.
func shellWrites(line, who string, c *writeCtx) {
	if c.run != nil {
		c.run([]string{"sh", "-c", line}) // in the same analysis: its directory, variables, files
		return
	}
	ws, ok := Writes(line)
	for _, x := range ws {
		c.add(join(x.Dir, x.Path), x.How, x.Names...)
	}
	if !ok {
		c.unknown("the command that " + who + " runs cannot be read in full")
	}
}

// perlWrites reads perl's switches (clustered; -e and -E take the rest of
// the word or the next one; -i, -I, -l, -0, -x, -C, -d, -D, -F, -M, -m
// and -V take the rest of the word): -i edits the operands after the
// program in place, and the program itself is read for writes.
func perlWrites(a *argv, c *writeCtx) {
	raw := a.raw
	var code []string
	inplace, info := false, false
	i := 0
	for ; i < len(raw); i++ {
		w := raw[i]
		if w == "--" {
			i++
			break
		}
		if w == "-" || !strings.HasPrefix(w, "-") {
			break
		}
		if strings.HasPrefix(w, "--") {
			info = true // --help, --version
			continue
		}
		for j := 1; j < len(w); j++ {
			ch := w[j]
			if ch == 'e' || ch == 'E' {
				v := w[j+1:]
				if v == "" && i+1 < len(raw) {
					i++
					v = raw[i]
				}
				code = append(code, v)
				break
			}
			if ch == 'v' || ch == 'V' || ch == 'h' {
				info = true
			}
			if strings.IndexByte("iIl0xCdDFMmV", ch) >= 0 {
				inplace = inplace || ch == 'i'
				break
			}
		}
	}
	rest := raw[i:]
	script := ""
	if len(code) == 0 {
		if len(rest) == 0 || rest[0] == "-" {
			if !info {
				c.unknown("perl reads its program from its input")
			}
			return
		}
		script, rest = rest[0], rest[1:]
	}
	if inplace {
		for _, p := range rest {
			c.add(p, "sed -i")
		}
	}
	programWrites(langPerl, strings.Join(code, "\n"), script, c)
}
