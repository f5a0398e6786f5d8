package shell

import (
	"path"
	"strings"
)

// adder records one write: path p, written by how (for "find", under the
// -name patterns names).
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
			return
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
			return
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
		findWrites(args, c)
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
				if !ok {
					c.unknown("the shell program given to " + prog + " -c cannot be read in full")
				}
				return
			}
		}
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
