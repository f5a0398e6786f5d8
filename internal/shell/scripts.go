package shell

import (
	"path"
	"strings"
)

// make runs shell lines kept in a project file (the Makefile): they are
// read as the shell would run them, from the file as it is before the
// line runs. (A package manager's scripts are the writer table's: npm.)

// makeRule is one rule of a makefile.
type makeRule struct {
	prereqs []string
	recipe  []string
}

var makeVarRef = lazyRegexp(`\$\$|\$\(([^()]*)\)|\$\{([^{}]*)\}|\$([^({$])`)

// make reads `make [-f FILE] [-C DIR] [TARGET...]`: the recipes of the
// targets asked for (the first rule's when none) and of their
// prerequisites, each line run by sh -c. Make variables defined in the
// makefile with a plain value are expanded, $@, $< and $^ too; others
// are left as their name (a program name, mostly: $(CC)), so only what
// a recipe writes literally is named.
func (an *analyzer) make(st *state, args []string) {
	run := st.copy()
	var files, targets []string
	dry := false
	mw := &wrapper{short: "fCIoWEO", optional: "jl", long: []string{"file", "makefile", "directory", "include-dir", "old-file", "assume-old", "new-file", "what-if", "assume-new", "eval", "jobs", "load-average", "output-sync"},
		opt: func(_ *wrapCall, name, val string) {
			switch name {
			case "f", "file", "makefile":
				files = append(files, val)
			case "C", "directory":
				run.dir, run.dirWhy = cdPath(an, run, val)
			case "n", "dry-run", "just-print", "recon", "q", "question", "p", "print-data-base", "v", "version", "h", "help":
				dry = true
			case "t", "touch":
				dry = true
				an.unknown(run, "make -t touches the targets of the makefile")
			}
		}}
	c := &wrapCall{an: an, st: run}
	rest := mw.options(c, args, true)
	for _, a := range append(c.operands, rest...) {
		if !isAssign(a) {
			targets = append(targets, a)
		}
	}
	if dry {
		return
	}
	if len(files) == 0 {
		for _, f := range []string{"GNUmakefile", "makefile", "Makefile"} {
			if _, ok := an.read(run, f); ok {
				files = []string{f}
				break
			}
		}
		if len(files) == 0 {
			return // make has no makefile: it fails
		}
	}
	vars := map[string]string{"RM": "rm -f", "MAKE": "make", "SHELL": "/bin/sh", "CURDIR": run.dir}
	rules := map[string]*makeRule{}
	var first string
	for _, f := range files {
		b, ok := an.read(run, f)
		if !ok {
			an.unknown(run, "make reads the makefile "+f+" that vouch cannot read")
			return
		}
		var cur []*makeRule
		for _, line := range strings.Split(strings.ReplaceAll(string(b), "\\\n", " "), "\n") {
			if strings.HasPrefix(line, "\t") {
				for _, r := range cur {
					r.recipe = append(r.recipe, strings.TrimPrefix(line, "\t"))
				}
				continue
			}
			line, _, _ = strings.Cut(line, "#")
			if strings.TrimSpace(line) == "" {
				continue
			}
			if name, val, ok := makeAssign(line); ok {
				vars[name] = val
				cur = nil
				continue
			}
			head, body, ok := strings.Cut(line, ":")
			if !ok || strings.HasPrefix(strings.TrimSpace(head), "include") {
				cur = nil
				continue
			}
			body = strings.TrimPrefix(body, ":")
			prereqs, inline, _ := strings.Cut(body, ";")
			cur = nil
			for _, t := range strings.Fields(head) {
				r := rules[t]
				if r == nil {
					r = &makeRule{}
					rules[t] = r
				}
				r.prereqs = append(r.prereqs, strings.Fields(prereqs)...)
				if strings.TrimSpace(inline) != "" {
					r.recipe = append(r.recipe, inline)
				}
				cur = append(cur, r)
				if first == "" && !strings.HasPrefix(t, ".") && !strings.Contains(t, "%") {
					first = t
				}
			}
		}
	}
	if len(targets) == 0 && first != "" {
		targets = []string{first}
	}
	seen := map[string]bool{}
	lines := 0
	var walk func(t string)
	walk = func(t string) {
		r := rules[t]
		if seen[t] || r == nil {
			return
		}
		seen[t] = true
		for _, p := range r.prereqs {
			walk(makeExpand(p, vars, t, r, 0))
		}
		for _, l := range r.recipe {
			if lines++; lines > 1000 {
				return
			}
			l = strings.TrimLeft(strings.TrimSpace(l), "@-+")
			an.program(run.child(nil), makeExpand(l, vars, t, r, 0), input{}, "the recipe of make target "+t)
		}
	}
	for _, t := range targets {
		walk(t)
	}
}

// makeAssign reads NAME = value (also :=, ::=, ?=, +=, and export NAME =).
func makeAssign(line string) (string, string, bool) {
	line = strings.TrimPrefix(strings.TrimSpace(line), "export ")
	i := strings.IndexAny(line, "=:?+")
	if i <= 0 {
		return "", "", false
	}
	op := line[i:]
	var val string
	switch {
	case strings.HasPrefix(op, "::="):
		val = op[3:]
	case strings.HasPrefix(op, ":="), strings.HasPrefix(op, "?="), strings.HasPrefix(op, "+="):
		val = op[2:]
	case strings.HasPrefix(op, "="):
		val = op[1:]
	default:
		return "", "", false
	}
	name := strings.TrimSpace(line[:i])
	if name == "" || strings.ContainsAny(name, " \t$") {
		return "", "", false
	}
	return name, strings.TrimSpace(val), true
}

// makeExpand expands make's variable references in s: $$ is $, $@ the
// target, $< and $^ its prerequisites, a variable the makefile sets its
// value, another its name.
func makeExpand(s string, vars map[string]string, target string, r *makeRule, depth int) string {
	if depth > 8 || !strings.Contains(s, "$") {
		return s
	}
	return makeVarRef().ReplaceAllStringFunc(s, func(m string) string {
		if m == "$$" {
			return "$"
		}
		sub := makeVarRef().FindStringSubmatch(m)
		name := sub[1] + sub[2] + sub[3]
		switch name {
		case "@":
			return target
		case "<":
			if len(r.prereqs) > 0 {
				return r.prereqs[0]
			}
			return ""
		case "^", "+":
			return strings.Join(r.prereqs, " ")
		}
		if v, ok := vars[name]; ok {
			return makeExpand(v, vars, target, r, depth+1)
		}
		return path.Base(strings.Fields(name + " x")[0])
	})
}
