package shell

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
	// run analyzes a command found inside another program's arguments
	// (git bisect run CMD...) as the shell would run it, from the same
	// directory and variables; nil means a fresh analysis (runNested).
	run func(w []string)
	// nest counts the programs (scripts, inline programs) being read
	// inside one another through this context, to stop a script that
	// runs itself.
	nest int
}

// readFile is c.read(p), false when c cannot read files.
func (c *writeCtx) readFile(p string) ([]byte, bool) {
	if c.read == nil || p == "" || p == "-" {
		return nil, false
	}
	return c.read(p)
}

// callWrites records the writes of one simple command w in c; a write to
// files the command does not name (xargs rm) is c.unknown. A command that
// runs another (a wrapper, a shell, xargs, find) is read by the analysis
// (wrappers.go), the others from the writer table.
func callWrites(w []string, c *writeCtx) {
	if len(w) == 0 {
		return
	}
	if runsCommand(w[0]) {
		if c.run != nil {
			c.run(w)
		} else {
			runNested(w, c)
		}
		return
	}
	tableWrites(w, c)
}

// tableWrites records the writes of a program in the writer table.
func tableWrites(w []string, c *writeCtx) {
	if len(w) == 0 {
		return
	}
	prog := base(w[0])
	args := w[1:]
	if s, ok := writerFor(prog); ok {
		if s.prep != nil {
			args = s.prep(args)
		}
		s.writes(parseArgs(prog, args, s), named(c))
	}
}
