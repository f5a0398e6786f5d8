package shell

import (
	"path"
	"strings"
)

// adder records one write: path p, written by how (for a writer of a
// whole directory, only its entries whose base name matches one of the
// patterns names).
type adder func(p, how string, names ...string)

// writeCtx receives what one simple command writes.
type writeCtx struct {
	// add records a target named on the line, as written (relative to
	// the command's directory unless absolute).
	add adder
	// unknown records a write to a path the line does not name, with the
	// reason (for a person: "xargs takes its operands from stdin").
	unknown func(reason string)
	// read returns the content of a file the command names (a patch it
	// applies, a script it runs), p as written on the line; false when
	// it cannot be read. nil means no file can be read.
	read func(p string) ([]byte, bool)
}

// with returns a copy of c whose targets go to add.
func (c *writeCtx) with(add adder) *writeCtx {
	d := *c
	d.add = add
	return &d
}

// readFile is c.read(p), false when c cannot read files.
func (c *writeCtx) readFile(p string) ([]byte, bool) {
	if c.read == nil || p == "" || p == "-" {
		return nil, false
	}
	return c.read(p)
}

// unnamed stands for the operands a command gets from elsewhere than the
// line (xargs reads them from stdin, find -exec from the files it finds).
const unnamed = "\x00operand"

// callWrites records the writes of one simple command w in c; a write to
// files the command does not name (xargs rm) is c.unknown.
func callWrites(w []string, c *writeCtx) {
	add := c.add
	if len(w) == 0 {
		return
	}
	prog := base(w[0])
	args := w[1:]
	switch prog {
	case "find":
		findWrites(args, c)
		return
	case "xargs":
		// The operands come from stdin: any write the command makes is to
		// a path the line does not name.
		named := true
		callWrites(append(xargsCommand(args), unnamed), c.with(func(p, how string, names ...string) {
			if p == unnamed {
				named = false
				return
			}
			add(p, how, names...)
		}))
		if !named {
			c.unknown("xargs writes the paths it reads from its input")
		}
		return
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
				if !ok {
					c.unknown("the shell program given to " + prog + " -c cannot be read in full")
				}
				return
			}
		}
		return
	}
	if s, ok := writerFor(prog); ok {
		if s.prep != nil {
			args = s.prep(args)
		}
		s.writes(parseArgs(prog, args, s), c)
	}
}

// findWrites reads `find ROOT... EXPR`: with -delete, or -exec/-execdir/
// -ok of a command that writes the file it is given ({}), every ROOT is
// written under, limited to the -name/-iname patterns when there are any
// (-path and -regex filters are not read: all of ROOT counts).
func findWrites(args []string, c *writeCtx) {
	add := c.add
	var roots, names []string
	i := 0
	for ; i < len(args) && !strings.HasPrefix(args[i], "-") && args[i] != "(" && args[i] != "!"; i++ {
		roots = append(roots, args[i])
	}
	if len(roots) == 0 {
		roots = []string{"."}
	}
	writes := false
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
			callWrites(cmd, c.with(func(p, how string, ns ...string) {
				if p == unnamed {
					writes = true
					return
				}
				add(p, how, ns...)
			}))
			i = j
		}
	}
	if writes {
		for _, r := range roots {
			add(r, "find", names...)
		}
	}
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
