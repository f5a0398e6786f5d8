package shell

import (
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// unnamed stands for the operands a command gets from elsewhere than the
// line (xargs reads them from stdin, find -exec from the files it finds).
const unnamed = "\x00operand"

// A wrapper is a program that runs another command given on its command
// line (nice, env, timeout, sudo, ...). Its options are read with the
// grammar below, so that an option's value is never taken for the command.
type wrapper struct {
	// short lists the short options that take a value ("n": nice -n N,
	// also -nN).
	short string
	// optional lists the short options whose value, if any, is attached
	// (xargs -i[R], script -t[FILE]).
	optional string
	// long lists the long options that take a value, without "--"
	// (--adjustment N, also --adjustment=N).
	long []string
	// operands is how many operands come before the command (timeout's
	// DURATION, flock's FILE, taskset's MASK, chrt's PRIORITY).
	operands int
	// numeric: -N is an option (nice -5).
	numeric bool
	// assigns: NAME=VALUE operands before the command set its
	// environment (env).
	assigns bool
	// permute: options may follow operands (GNU getopt's default; the
	// wrapper's command is then only given by an option, as script -c).
	permute bool
	// sub is the subcommand that runs a command ("run": uv run, poetry
	// run); the wrapper's options come before and after it. Without it
	// the program runs its own command, nothing wrapped.
	sub []string
	// opt handles one option (name without dashes, its value or "").
	opt func(c *wrapCall, name, val string)
	// post sees the operands and the rest and decides what runs.
	post func(c *wrapCall)
}

// wrapCall is one run of a wrapper being read.
type wrapCall struct {
	an   *analyzer
	st   *state // what the command runs in (copied before a change)
	in   input
	prog string
	// operands are the wrapper's own operands (timeout's DURATION), rest
	// the command it runs.
	operands, rest []string
	noRun          bool     // the options say nothing runs (command -v)
	program        *string  // a command line run by a shell (-c 'cmd')
	splice         []string // words to read in place of the option (env -S)
	notWrapper     bool     // not a wrapper here (pnpm install)
	direct         bool     // the words are the command, not a shell line (watch -x)
	edit           bool     // the operands are files edited (sudo -e)
	copied         bool
}

// state is a copy of the state the command runs in, to change.
func (c *wrapCall) state() *state {
	if !c.copied {
		c.st, c.copied = c.st.copy(), true
	}
	return c.st
}

// chdir makes the command run in dir (env -C, sudo -D).
func (c *wrapCall) chdir(dir string) {
	st := c.state()
	st.dir, st.dirWhy = cdPath(c.an, st, dir)
}

// run makes the command a shell program (script -c, flock -c, su -c).
func (c *wrapCall) run(prog string) { c.program = &prog }

// wrappers is the table of programs that run a command given on their
// command line, by program name (filled in init: its entries refer back
// to the analysis that reads them).
var wrappers map[string]*wrapper

func initWrappers() {
	wrappers = map[string]*wrapper{
		"nice":   {short: "n", long: []string{"adjustment"}, numeric: true},
		"nohup":  {},
		"setsid": {},
		"env": {short: "uCSP", long: []string{"unset", "chdir", "split-string"}, assigns: true,
			opt: func(c *wrapCall, name, val string) {
				switch name {
				case "u", "unset":
					c.state().set(val, value{known: true, why: "unset"})
				case "C", "chdir":
					c.chdir(val)
				case "S", "split-string":
					c.splice = c.an.splitWords(c.st, val)
				}
			}},
		"timeout": {short: "sk", long: []string{"signal", "kill-after"}, operands: 1},
		"flock": {short: "wEc", long: []string{"timeout", "wait", "conflict-exit-code", "command"}, operands: 1,
			opt: func(c *wrapCall, name, val string) {
				if name == "c" || name == "command" {
					c.run(val)
				}
			},
			post: func(c *wrapCall) {
				if c.program != nil {
					return
				}
				if len(c.rest) > 0 && (c.rest[0] == "-c" || c.rest[0] == "--command") {
					if len(c.rest) > 1 {
						c.run(c.rest[1])
					}
					c.rest = nil
				}
			}},
		"exec":    {short: "a"},
		"command": {opt: func(c *wrapCall, name, _ string) { c.noRun = c.noRun || name == "v" || name == "V" }},
		"builtin": {},
		"busybox": {},
		"stdbuf":  {short: "ioe", long: []string{"input", "output", "error"}},
		"time": {short: "fo", long: []string{"format", "output"},
			opt: func(c *wrapCall, name, val string) {
				if name == "o" || name == "output" {
					c.an.target(c.st, val, "time -o", "time -o")
				}
			}},
		"chrt": {short: "TPD", long: []string{"sched-runtime", "sched-period", "sched-deadline"}, operands: 1,
			opt: func(c *wrapCall, name, _ string) {
				c.noRun = c.noRun || name == "p" || name == "pid" || name == "m" || name == "max"
			}},
		"ionice": {short: "cnpPu", long: []string{"class", "classdata", "pid", "pgid", "uid"},
			opt: func(c *wrapCall, name, _ string) {
				c.noRun = c.noRun || strings.Contains("p pid P pgid u uid", name)
			}},
		"taskset":  {operands: 1, opt: func(c *wrapCall, name, _ string) { c.noRun = c.noRun || name == "p" || name == "pid" }},
		"unbuffer": {},
		"sudo": {short: "ugUCprtDRTh", long: []string{"user", "group", "other-user", "close-from", "prompt", "role", "type", "chdir", "chroot", "command-timeout", "host"},
			opt: func(c *wrapCall, name, val string) {
				switch name {
				case "D", "chdir":
					c.chdir(val)
				case "l", "list", "V", "version", "v", "validate", "K", "remove-timestamp":
					c.noRun = true
				case "e", "edit":
					c.edit = true
				}
			},
			post: func(c *wrapCall) {
				if c.edit {
					for _, p := range c.rest {
						c.an.target(c.st, p, "sudoedit", "sudo -e")
					}
					c.rest = nil
				}
			}},
		"sudoedit": {short: "ugCprtDRTh", long: []string{"user", "group", "close-from", "prompt", "role", "type", "chdir", "chroot", "host"},
			post: func(c *wrapCall) {
				for _, p := range c.rest {
					c.an.target(c.st, p, "sudoedit", "sudoedit")
				}
				c.rest = nil
			}},
		"doas": {short: "uC", opt: func(c *wrapCall, name, _ string) { c.noRun = c.noRun || name == "C" || name == "L" }},
		"su": {short: "cgGsw", long: []string{"command", "group", "supp-group", "shell", "whitelist-environment", "session-command"}, permute: true,
			opt: func(c *wrapCall, name, val string) {
				if name == "c" || name == "command" || name == "session-command" {
					c.run(val)
				}
			},
			post: func(c *wrapCall) { c.rest = nil }}, // su [-] [USER [ARGS]]: a login shell, no command
		"runuser": {short: "cgGsuw", long: []string{"command", "group", "supp-group", "shell", "user", "whitelist-environment", "session-command"}, permute: true,
			opt: func(c *wrapCall, name, val string) {
				switch name {
				case "c", "command", "session-command":
					c.run(val)
				case "u", "user":
					c.direct = true // runuser -u USER COMMAND...
				}
			},
			post: func(c *wrapCall) {
				c.rest = nil
				if c.direct && c.program == nil {
					c.rest = c.operands
				}
			}},
		"script": {short: "cEIOBTmo", optional: "t", long: []string{"command", "echo", "log-in", "log-out", "log-io", "log-timing", "logging-format", "output-limit", "timing"}, permute: true,
			opt: func(c *wrapCall, name, val string) {
				switch name {
				case "c", "command":
					c.run(val)
				case "I", "log-in", "O", "log-out", "B", "log-io", "T", "log-timing", "t", "timing":
					c.an.target(c.st, val, "script", "script")
				}
			},
			post: func(c *wrapCall) {
				// util-linux: script [options] [FILE]; BSD: script [FILE [COMMAND...]].
				file := "typescript"
				if len(c.operands) > 0 {
					file = c.operands[0]
				}
				c.an.target(c.st, file, "script", "script")
				if c.program == nil && len(c.operands) > 1 {
					c.rest = c.operands[1:]
				}
			}},
		"watch": {short: "nq", long: []string{"interval", "equexit"},
			post: func(c *wrapCall) {
				if len(c.rest) > 0 && !c.direct {
					c.run(strings.Join(c.rest, " ")) // watch runs its words through sh -c
					c.rest = nil
				}
			},
			opt: func(c *wrapCall, name, _ string) { c.direct = c.direct || name == "x" || name == "exec" }},
		"npx": {short: "pc", long: []string{"package", "call"},
			opt: func(c *wrapCall, name, val string) {
				if name == "c" || name == "call" {
					c.run(val)
				}
			}},
		"bunx": {short: "p", long: []string{"package"}},
		"pnpm": {short: "C", long: []string{"dir", "filter", "workspace-dir"}, sub: []string{"exec", "dlx", "x"},
			opt: func(c *wrapCall, name, val string) {
				if name == "C" || name == "dir" {
					c.chdir(val)
				}
			}},
		"yarn": {long: []string{"cwd"}, sub: []string{"exec", "dlx"},
			opt: func(c *wrapCall, name, val string) {
				if name == "cwd" {
					c.chdir(val)
				}
			}},
		"uv": {short: "pw", long: []string{"with", "with-editable", "with-requirements", "python", "directory", "project", "env-file", "extra", "group", "only-group", "no-group", "package", "index", "index-url", "extra-index-url", "find-links", "python-preference", "config-file", "cache-dir", "color", "isolated-dir"}, sub: []string{"run"},
			opt: func(c *wrapCall, name, val string) {
				if name == "directory" {
					c.chdir(val)
				}
			}},
		"poetry": {short: "CP", long: []string{"directory", "project"}, sub: []string{"run"},
			opt: func(c *wrapCall, name, val string) {
				if name == "C" || name == "directory" {
					c.chdir(val)
				}
			}},
		"pipx": {long: []string{"spec", "python", "index-url", "pip-args"}, sub: []string{"run"}},
		"strace": {short: "oepsuEaIOPSXbU", long: []string{"output", "expr", "attach", "string-limit", "user", "env"},
			opt: func(c *wrapCall, name, val string) {
				switch name {
				case "o", "output":
					c.an.target(c.st, val, "strace -o", "strace -o")
				case "p", "attach":
					c.noRun = true
				}
			}},
		"ltrace": {short: "oenpsuaADFlLwxX", long: []string{"output"},
			opt: func(c *wrapCall, name, val string) {
				if name == "o" || name == "output" {
					c.an.target(c.st, val, "ltrace -o", "ltrace -o")
				}
			}},
		"xvfb-run": {short: "nsefpwl", long: []string{"server-num", "server-args", "error-file", "auth-file", "xauth-protocol", "wait"},
			opt: func(c *wrapCall, name, val string) {
				switch name {
				case "e", "error-file", "f", "auth-file":
					c.an.target(c.st, val, "xvfb-run", "xvfb-run")
				}
			}},
		"nix-shell": {short: "pIA", long: []string{"run", "command", "packages", "attr", "arg", "argstr", "include"}, permute: true,
			opt: func(c *wrapCall, name, val string) {
				if name == "run" || name == "command" {
					c.run(val)
				}
			},
			post: func(c *wrapCall) { c.rest = nil }},
		"caffeinate": {short: "tw"},
		"screen": {short: "SceEhpTtX", long: []string{"Logfile"},
			opt: func(c *wrapCall, name, val string) {
				switch name {
				case "X":
					c.an.unknown(c.st, "screen -X sends a command to a running session")
					c.noRun = true
				case "Logfile":
					c.an.target(c.st, val, "screen", "screen -Logfile")
				case "ls", "list", "r", "R", "x", "wipe", "Q", "v", "version":
					c.noRun = true
				}
			}},
		"systemd-run": {short: "upEMH", long: []string{"unit", "property", "description", "slice", "setenv", "machine", "host", "uid", "gid", "nice", "working-directory", "on-active", "on-boot", "on-startup", "on-unit-active", "on-unit-inactive", "on-calendar", "on-clock-change", "timer-property", "path-property", "socket-property", "service-type", "expand-environment"},
			opt: func(c *wrapCall, name, val string) {
				if name == "working-directory" {
					c.chdir(val)
				}
			}},
		"dbus-run-session": {long: []string{"config-file", "dbus-daemon"}},
		"cgexec":           {short: "g"},
		"sg": {operands: 1,
			post: func(c *wrapCall) {
				if len(c.rest) > 0 && c.rest[0] == "-c" {
					c.rest = c.rest[1:]
				}
				if len(c.rest) > 0 {
					c.run(strings.Join(c.rest, " ")) // sg runs its command through /bin/sh -c
				}
				c.rest = nil
			}},
		"chroot": {long: []string{"userspec", "groups"}, operands: 1,
			post: func(c *wrapCall) {
				c.an.unknown(c.st, "chroot runs a command with another directory as its root")
				c.noRun = true
			}},
		"at": {short: "fqtMm", permute: true,
			opt: func(c *wrapCall, name, val string) {
				switch name {
				case "f":
					c.an.script(c.st.child(nil), "at", val, input{})
					c.noRun = true
				case "l", "d", "r", "c":
					c.noRun = true
				}
			},
			post: func(c *wrapCall) {
				if !c.noRun {
					c.an.stdinProgram(c.st.child(nil), "at", c.in)
				}
				c.noRun = true
			}},
		"batch": {short: "fqm",
			opt: func(c *wrapCall, name, val string) {
				if name == "f" {
					c.an.script(c.st.child(nil), "batch", val, input{})
					c.noRun = true
				}
			},
			post: func(c *wrapCall) {
				if !c.noRun {
					c.an.stdinProgram(c.st.child(nil), "batch", c.in)
				}
				c.noRun = true
			}},
		"arch":         {},
		"fakeroot":     {short: "ils", long: []string{"lib", "faked"}},
		"chronic":      {},
		"catchsegv":    {},
		"torsocks":     {},
		"proxychains":  {short: "f"},
		"proxychains4": {short: "f"},
		"direnv": {sub: []string{"exec"}, operands: 1,
			post: func(c *wrapCall) {
				if len(c.operands) > 0 {
					c.chdir(c.operands[0])
				}
			}},
	}
}

// unwrap reads wrapper wr's options in args: what it runs (rest, or a
// shell program), in which state.
func (wr *wrapper) unwrap(an *analyzer, st *state, prog string, args []string, in input) *wrapCall {
	c := &wrapCall{an: an, st: st, in: in, prog: prog}
	if len(wr.sub) > 0 {
		// Global options, then the subcommand that runs a command.
		args = wr.options(c, args, false)
		if len(args) == 0 || !slices.Contains(wr.sub, args[0]) {
			c.notWrapper = true
			return c
		}
		args = args[1:]
	}
	args = wr.options(c, args, wr.permute)
	n := min(wr.operands, len(args))
	if wr.permute {
		n = len(args)
	}
	c.operands = append(c.operands, args[:n]...)
	c.rest = args[n:]
	if wr.post != nil {
		wr.post(c)
	}
	return c
}

// options reads wr's options at the start of args (all of them when
// permute, collecting the operands in c.operands) and returns the rest.
func (wr *wrapper) options(c *wrapCall, args []string, permute bool) []string {
	opt := func(name, val string) {
		if wr.opt != nil {
			wr.opt(c, name, val)
		}
	}
	var operands []string
	i := 0
	for i < len(args) {
		a := args[i]
		switch {
		case a == "--":
			i++
			if permute {
				operands = append(operands, args[i:]...)
				i = len(args)
			}
		case strings.HasPrefix(a, "--") && len(a) > 2:
			name, val, has := strings.Cut(a[2:], "=")
			if !has && slices.Contains(wr.long, name) && i+1 < len(args) {
				i++
				val = args[i]
			}
			opt(name, val)
			i++
		case len(a) > 1 && a[0] == '-':
			if wr.numeric && isDigits(a[1:]) {
				i++
				continue
			}
			for j := 1; j < len(a); j++ {
				o := a[j : j+1]
				if strings.Contains(wr.short, o) {
					val := a[j+1:]
					if val == "" && i+1 < len(args) {
						i++
						val = args[i]
					}
					opt(o, val)
					break
				}
				if strings.Contains(wr.optional, o) {
					opt(o, a[j+1:])
					break
				}
				opt(o, "")
			}
			i++
		case wr.assigns && isAssign(a):
			name, val, _ := strings.Cut(a, "=")
			c.state().set(name, value{s: val, known: !strings.Contains(val, markBuilt), why: "$" + name, exported: true})
			i++
		case permute:
			operands = append(operands, a)
			i++
		default:
			c.operands = append(c.operands, operands...)
			return args[i:]
		}
		if c.splice != nil {
			args = append(c.splice, args[i:]...)
			c.splice, i = nil, 0
		}
		if c.notWrapper {
			return args[i:]
		}
		if !permute && a == "--" {
			return args[i:]
		}
	}
	c.operands = append(c.operands, operands...)
	return nil
}

// isAssign reports whether a is NAME=VALUE.
func isAssign(a string) bool {
	name, _, ok := strings.Cut(a, "=")
	if !ok || name == "" {
		return false
	}
	for i, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// isShell: the shells, which run a program given with -c, in a script
// file, or on stdin. (The small tables here are switches, not maps: a map
// literal is built at package init, and vouch-hook starts on every tool
// call.)
func isShell(name string) bool {
	switch name {
	case "sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "posh", "rbash", "ksh93", "oksh":
		return true
	}
	return false
}

// run analyzes the simple command w (expanded words) run from st with
// stdin in: a function, a builtin that changes the shell (cd, eval,
// source), a wrapper (looked through), a shell, or a writer.
func (an *analyzer) run(st *state, w []string, in input) {
	for hops := 0; len(w) > 0; hops++ {
		name := w[0]
		if what, ok := an.built(name); ok {
			an.unknown(st, "runs a program whose name is built by "+what)
			return
		}
		if hops > 64 {
			an.unknown(st, "the command wraps more than 64 commands, too many for vouch to read")
			return
		}
		if text, ok := st.aliases[name]; ok && hops == 0 {
			an.alias(st, name, text, w[1:], in)
			return
		}
		if body, ok := st.funcs[name]; ok && hops == 0 {
			an.function(st, body, w[1:], in)
			return
		}
		if b, ok := builtins[name]; ok {
			b(an, st, w[1:], in)
			return
		}
		prog := path.Base(name)
		if strings.Contains(name, "/") && an.executable(st, w, in) {
			return
		}
		if wr, ok := wrappers[prog]; ok {
			c := wr.unwrap(an, st, prog, w[1:], in)
			switch {
			case c.notWrapper:
			case c.noRun:
				return
			case c.program != nil:
				an.program(c.st.child(c.rest), *c.program, in, "the program given to "+prog)
				return
			default:
				// A builtin the wrapper runs (nice cd) runs in its own
				// process, apart from the shell's state; command and
				// builtin run it in the shell.
				st, w = c.st, c.rest
				if !c.copied && prog != "command" && prog != "builtin" {
					st = st.copy()
				}
				continue
			}
		}
		switch {
		case isShell(prog):
			an.shell(st, prog, w[1:], in)
		case prog == "xargs":
			an.xargs(st, w[1:], in)
		case prog == "find":
			an.find(st, w[1:])
		case prog == "parallel":
			an.parallel(st, w[1:], in)
		case prog == "tmux":
			an.tmux(st, w[1:], in)
		case prog == "make" || prog == "gmake":
			an.make(st, w[1:])
			an.writer(st, w)
		case interpreterOption(interpreterName(prog)) != "":
			an.interpreter(st, w, in)
		default:
			an.writer(st, w)
		}
		return
	}
}

// executable reads a program run by its path (./script.sh): a script
// (a #! line naming a shell, or none: the shell runs it) is read as a
// program, one naming an interpreter is run by it; false for a binary or
// a file vouch cannot read (the writer table then has its say).
func (an *analyzer) executable(st *state, w []string, in input) bool {
	b, ok := an.read(st, w[0])
	if !ok || len(b) == 0 {
		return false
	}
	head := b[:min(len(b), 512)]
	if strings.IndexByte(string(head), 0) >= 0 {
		return false // a binary
	}
	interp := "sh"
	if line, ok := strings.CutPrefix(string(b), "#!"); ok {
		line, _, _ = strings.Cut(line, "\n")
		f := strings.Fields(line)
		if len(f) > 0 && path.Base(f[0]) == "env" {
			f = f[1:]
			for len(f) > 0 && (strings.HasPrefix(f[0], "-") || isAssign(f[0])) {
				f = f[1:]
			}
		}
		if len(f) == 0 {
			return false
		}
		interp = path.Base(f[0])
	}
	switch {
	case isShell(interp):
		an.scripts = append(an.scripts, w[0])
		an.program(st.child(w[1:]), string(b), in, "the script file "+w[0])
		an.scripts = an.scripts[:len(an.scripts)-1]
	case interpreterOption(interpreterName(interp)) != "":
		an.run(st, append([]string{interp}, w...), in)
	default:
		an.unknown(st, "runs "+w[0]+", a script for "+interp)
	}
	return true
}

// writer records what a program that runs no other command writes, from
// the writer table; a command in its arguments (git bisect run CMD) is
// analyzed from the same state.
func (an *analyzer) writer(st *state, w []string) {
	tableWrites(w, &writeCtx{
		add:     func(p, how string, names ...string) { an.target(st, p, how, how, names...) },
		unknown: func(reason string) { an.unknown(st, reason) },
		read:    func(p string) ([]byte, bool) { return an.read(st, p) },
		run:     func(w []string) { an.run(st.copy(), w, input{}) },
	})
}

// runsCommand reports whether program name runs another command, which
// the analysis reads (rather than the writer table).
func runsCommand(name string) bool {
	prog := path.Base(name)
	_, b := builtins[name]
	_, wr := wrappers[prog]
	return b || wr || isShell(prog) || prog == "xargs" || prog == "find" || prog == "parallel" || prog == "tmux"
}

// runNested analyzes command w for a writeCtx with no analysis behind
// it, from a directory it is not told: targets go to c.add relative to
// that directory (as Writes shows them), unknowns to c.unknown.
func runNested(w []string, c *writeCtx) {
	an, st := newAnalyzer(&Env{
		Cwd:  writesCwd,
		Home: writesHome,
		Glob: func(string) []string { return nil },
		ReadFile: func(abs string) ([]byte, error) {
			if c.read != nil {
				if b, ok := c.read(relWrites(filepath.ToSlash(abs))); ok {
					return b, nil
				}
			}
			return nil, errNoFile
		},
	})
	an.run(st, w, input{})
	for _, t := range an.a.Targets {
		c.add(relWrites(filepath.ToSlash(t.Path)), t.How, t.Names...)
	}
	for _, u := range an.a.Unknown {
		c.unknown(u.Reason)
	}
}

// alias runs a command named by an alias defined on the line (a shell
// that expands aliases: the agent's may): its text, then the arguments.
func (an *analyzer) alias(st *state, name, text string, args []string, in input) {
	var b strings.Builder
	b.WriteString(text)
	for _, a := range args {
		b.WriteString(" '")
		b.WriteString(strings.ReplaceAll(a, "'", `'\''`))
		b.WriteString("'")
	}
	aliases := st.aliases
	st.aliases = nil // an alias is not expanded inside itself
	an.program(st, b.String(), in, "the alias "+name)
	st.aliases = aliases
}

// function runs a shell function declared on the line, with args as its
// parameters, in the current shell.
func (an *analyzer) function(st *state, body *syntax.Stmt, args []string, in input) {
	if an.depth >= maxDepth {
		an.unknown(st, "functions call each other more than "+strconv.Itoa(maxDepth)+" deep, too deep for vouch to read")
		return
	}
	an.depth++
	params, ok := st.params, st.paramsOK
	st.params, st.paramsOK = args, true
	an.stmt(st, body, in)
	st.params, st.paramsOK = params, ok
	an.depth--
}

// shell reads `sh [options] -c PROG [NAME [ARGS]]`, `sh FILE [ARGS]` and
// `sh [-s]` with its program on stdin.
func (an *analyzer) shell(st *state, prog string, args []string, in input) {
	cmd, stdin := false, false
	i := 0
	for i < len(args) {
		a := args[i]
		if a == "-" || a == "--" {
			i++
			break
		}
		if strings.HasPrefix(a, "--") {
			if a == "--rcfile" || a == "--init-file" {
				i++
			}
			i++
			continue
		}
		if len(a) < 2 || (a[0] != '-' && a[0] != '+') {
			break
		}
		for _, c := range a[1:] {
			switch c {
			case 'c':
				cmd = true
			case 's':
				stdin = true
			case 'o', 'O':
				i++ // -o pipefail
			}
		}
		i++
	}
	ops := args[min(i, len(args)):]
	switch {
	case cmd:
		if len(ops) == 0 {
			return
		}
		var params []string
		if len(ops) > 2 {
			params = ops[2:]
		}
		an.program(st.child(params), ops[0], in, "the program given to "+prog+" -c")
	case !stdin && len(ops) > 0:
		an.script(st.child(ops[1:]), prog, ops[0], in)
	default:
		an.stdinProgram(st.child(ops), prog, in)
	}
}

// script runs the shell script file p (as expanded) in st.
func (an *analyzer) script(st *state, prog, p string, in input) {
	switch {
	case p == "/dev/stdin" || p == "-" || p == "/proc/self/fd/0" || p == "/dev/fd/0":
		an.stdinProgram(st, prog, in)
		return
	case strings.Contains(p, markProc):
		an.unknown(st, prog+" runs the output of a process substitution as a program")
		return
	}
	if what, ok := an.built(p); ok {
		an.unknown(st, prog+" runs a script file whose name is built by "+what)
		return
	}
	b, ok := an.read(st, p)
	if !ok {
		an.unknown(st, prog+" runs the script file "+p+" that vouch cannot read")
		return
	}
	an.scripts = append(an.scripts, p)
	an.program(st, string(b), in, "the script file "+p)
	an.scripts = an.scripts[:len(an.scripts)-1]
}

// stdinProgram runs the program a shell reads from its standard input.
func (an *analyzer) stdinProgram(st *state, prog string, in input) {
	switch in.kind {
	case inPipe:
		an.unknown(st, prog+" runs the program "+in.from+" pipes into it")
	case inText:
		if !in.known {
			an.unknown(st, "the program fed to "+prog+" is built by "+in.why)
			return
		}
		an.program(st, in.text, input{}, "the program fed to "+prog)
	case inFile:
		an.script(st, prog, in.file, input{})
	}
}

// builtins change the shell that runs them (or run text as commands).
var builtins map[string]func(an *analyzer, st *state, args []string, in input)

func initBuiltins() {
	builtins = map[string]func(an *analyzer, st *state, args []string, in input){
		"cd":        func(an *analyzer, st *state, args []string, _ input) { an.cd(st, args, false) },
		"pushd":     func(an *analyzer, st *state, args []string, _ input) { an.cd(st, args, true) },
		"popd":      popd,
		"unset":     unset,
		"read":      readVars,
		"mapfile":   func(an *analyzer, st *state, args []string, _ input) { lastVar(st, args, "MAPFILE") },
		"readarray": func(an *analyzer, st *state, args []string, _ input) { lastVar(st, args, "MAPFILE") },
		"getopts": func(an *analyzer, st *state, args []string, _ input) {
			if len(args) > 1 {
				st.set(args[1], value{why: "$" + args[1] + " (set by getopts)"})
			}
			st.set("OPTARG", value{why: "$OPTARG (set by getopts)"})
		},
		"printf": func(an *analyzer, st *state, args []string, _ input) {
			for i, a := range args {
				if a == "-v" && i+1 < len(args) {
					st.set(args[i+1], value{why: "$" + args[i+1] + " (set by printf -v)"})
				}
			}
		},
		"shift": func(an *analyzer, st *state, args []string, _ input) {
			n := 1
			if len(args) > 0 {
				if k, err := strconv.Atoi(args[0]); err == nil {
					n = k
				}
			}
			if st.paramsOK && n >= 0 && n <= len(st.params) {
				st.params = st.params[n:]
			} else {
				st.params, st.paramsOK = nil, false
			}
		},
		"set": func(an *analyzer, st *state, args []string, _ input) {
			for i, a := range args {
				if a == "--" {
					st.params, st.paramsOK = append([]string(nil), args[i+1:]...), true
					return
				}
			}
		},
		"alias": func(an *analyzer, st *state, args []string, _ input) {
			for _, a := range args {
				if name, text, ok := strings.Cut(a, "="); ok && name != "" {
					if st.aliases == nil {
						st.aliases = map[string]string{}
					}
					st.aliases[name] = text
				}
			}
		},
		"unalias": func(an *analyzer, st *state, args []string, _ input) {
			for _, a := range args {
				delete(st.aliases, a)
			}
		},
		"source": source,
		".":      source,
		"eval": func(an *analyzer, st *state, args []string, in input) {
			an.program(st, strings.Join(args, " "), in, "the text given to eval")
		},
		"trap": func(an *analyzer, st *state, args []string, in input) {
			if len(args) > 0 && args[0] == "--" {
				args = args[1:]
			}
			if len(args) < 2 || strings.HasPrefix(args[0], "-") || args[0] == "" {
				return
			}
			an.program(st.copy(), args[0], input{}, "the command given to trap")
		},
		"export": func(an *analyzer, st *state, args []string, _ input) {
			for _, a := range args {
				if name, val, ok := strings.Cut(a, "="); ok && isAssign(a) {
					st.set(name, value{s: val, known: !strings.Contains(val, markBuilt), why: "$" + name, exported: true})
				}
			}
		},
	}
}

// cd changes st's directory (cd DIR, cd, cd -, pushd DIR).
func (an *analyzer) cd(st *state, args []string, push bool) {
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && args[0] != "-" {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		args = args[1:] // -P, -L, -e, -@
	}
	old := st.dir
	var t string
	switch {
	case len(args) == 0 && push:
		st.dir, st.dirWhy = "", "the directory pushd swapped to"
	case len(args) == 0:
		t = "~"
	case args[0] == "-":
		v, ok := st.vars["OLDPWD"]
		if !ok || !v.known {
			st.dir, st.dirWhy = "", "the directory cd - returns to"
		} else {
			t = v.s
		}
	case push && (strings.HasPrefix(args[0], "+") || strings.HasPrefix(args[0], "-")):
		st.dir, st.dirWhy = "", "a directory from pushd's stack"
	default:
		t = args[0]
	}
	if t != "" {
		st.dir, st.dirWhy = cdPath(an, st, t)
	}
	if push {
		st.dirStack = append(st.dirStack, old)
	}
	if old != "" {
		st.set("OLDPWD", value{s: old, known: true, exported: true})
	} else {
		st.set("OLDPWD", value{why: "$OLDPWD (a directory not known)", exported: true})
	}
	if st.dir != "" {
		st.set("PWD", value{s: st.dir, known: true, exported: true})
	} else {
		st.set("PWD", value{why: "$PWD (" + st.dirWhy + ")", exported: true})
	}
}

// cdPath is the directory `cd t` moves to from st: absolute, or "" with
// why it is not known.
func cdPath(an *analyzer, st *state, t string) (string, string) {
	if what, ok := an.built(t); ok {
		return "", "a directory built by " + what
	}
	if t == "~" || strings.HasPrefix(t, "~/") {
		h, ok := st.vars["HOME"]
		if !ok || !h.known {
			return "", "a directory under ~, and HOME is not known"
		}
		t = h.s + t[1:]
	}
	if path.IsAbs(t) {
		return path.Clean(t), ""
	}
	if st.dir == "" {
		return "", st.dirWhy
	}
	return path.Clean(st.dir + "/" + t), ""
}

func popd(an *analyzer, st *state, args []string, _ input) {
	if len(args) > 0 || len(st.dirStack) == 0 {
		st.dir, st.dirWhy = "", "the directory popd returns to"
		return
	}
	st.dir = st.dirStack[len(st.dirStack)-1]
	st.dirStack = st.dirStack[:len(st.dirStack)-1]
	if st.dir == "" {
		st.dirWhy = "the directory popd returns to"
	}
}

func unset(an *analyzer, st *state, args []string, _ input) {
	funcs := false
	for _, a := range args {
		switch {
		case a == "-f":
			funcs = true
		case strings.HasPrefix(a, "-"):
		case funcs:
			delete(st.funcs, a)
		default:
			st.set(a, value{known: true, why: "unset"})
		}
	}
}

// readVars: read's variables hold input, not known.
func readVars(an *analyzer, st *state, args []string, _ input) {
	named := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a, "-") {
			if a == "-a" && i+1 < len(args) {
				st.set(args[i+1], value{why: "$" + args[i+1] + " (read from input)"})
				named = true
			}
			if len(a) == 2 && strings.Contains("adinNptu", a[1:]) {
				i++
			}
			continue
		}
		st.set(a, value{why: "$" + a + " (read from input)"})
		named = true
	}
	if !named {
		st.set("REPLY", value{why: "$REPLY (read from input)"})
	}
}

// lastVar makes mapfile's array (its last operand, or def) unknown.
func lastVar(st *state, args []string, def string) {
	name := def
	if n := len(args); n > 0 && !strings.HasPrefix(args[n-1], "-") {
		name = args[n-1]
	}
	st.set(name, value{why: "$" + name + " (read from input)"})
}

// source runs a script file in the current shell (source FILE [ARGS]).
func source(an *analyzer, st *state, args []string, in input) {
	if len(args) == 0 {
		return
	}
	if len(args) > 1 {
		params, ok := st.params, st.paramsOK
		st.params, st.paramsOK = args[1:], true
		defer func() { st.params, st.paramsOK = params, ok }()
	}
	an.script(st, "source", args[0], in)
}

// splitWords splits s into words as env -S does (quotes, ${VAR}).
func (an *analyzer) splitWords(st *state, s string) []string {
	if what, ok := an.built(s); ok {
		return []string{an.mark(what)}
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(s), "")
	if err != nil || len(f.Stmts) != 1 {
		return []string{an.mark("an env -S string vouch cannot split")}
	}
	c, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok {
		return []string{an.mark("an env -S string vouch cannot split")}
	}
	var out []string
	for _, a := range c.Assigns {
		if a.Name != nil && a.Value != nil {
			out = append(out, a.Name.Value+"="+an.text(st, a.Value))
		}
	}
	return append(out, an.words(st, c.Args)...)
}

// xargs runs its command with operands read from its input: known when
// the input is on the line (a here-string) or in a file it can read (-a
// FILE, < FILE), else the command's writes to them are unknown.
func (an *analyzer) xargs(st *state, args []string, in input) {
	var repl, argFile, delim string
	nul := false
	xw := &wrapper{short: "adEIsLnP", optional: "iel", long: []string{"arg-file", "delimiter", "eof", "replace", "max-lines", "max-args", "max-procs", "max-chars", "process-slot-var"},
		opt: func(_ *wrapCall, name, val string) {
			switch name {
			case "I", "replace":
				repl = val
				if repl == "" {
					repl = "{}"
				}
			case "i":
				repl = "{}"
				if val != "" {
					repl = val
				}
			case "a", "arg-file":
				argFile = val
			case "0", "null":
				nul = true
			case "d", "delimiter":
				delim = val
			}
		}}
	c := &wrapCall{an: an, st: st, in: in}
	cmd := xw.options(c, args, false)
	if len(cmd) == 0 {
		cmd = []string{"echo"}
	}
	var text string
	known := false
	switch {
	case argFile != "":
		if b, ok := an.read(st, argFile); ok {
			text, known = string(b), true
		}
	case in.kind == inText && in.known:
		text, known = in.text, true
	case in.kind == inFile:
		if b, ok := an.read(st, in.file); ok {
			text, known = string(b), true
		}
	}
	var items []string
	switch {
	case !known:
	case nul:
		items = strings.Split(strings.TrimSuffix(text, "\x00"), "\x00")
	case delim != "":
		items = strings.Split(text, delim[:1])
	case repl != "":
		items = strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	default:
		items = strings.Fields(text)
	}
	if known && len(items) <= 64 {
		if repl == "" {
			an.run(st.copy(), append(slices.Clip(cmd), items...), input{})
			return
		}
		for _, it := range items {
			an.run(st.copy(), replaceAll(cmd, repl, it), input{})
		}
		return
	}
	reported := false
	an.sinks = append(an.sinks, func(string) {
		if !reported {
			reported = true
			an.unknown(st, "xargs writes the paths it reads from its input")
		}
	})
	if repl != "" {
		cmd = replaceAll(cmd, repl, markOperand)
	} else {
		cmd = append(slices.Clip(cmd), markOperand, markOperand) // operands, more than one
	}
	an.run(st.copy(), cmd, input{})
	an.sinks = an.sinks[:len(an.sinks)-1]
}

func replaceAll(ws []string, old, new string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = strings.ReplaceAll(w, old, new)
	}
	return out
}

// parallel reads GNU parallel: `parallel CMD ::: ARGS` runs CMD with
// each ARG (replacing {} or appended); without ::: the arguments come
// from its input, as for xargs.
func (an *analyzer) parallel(st *state, args []string, in input) {
	i := 0
	for i < len(args) && strings.HasPrefix(args[i], "-") {
		i++
	}
	cmd := args[i:]
	sep := slices.IndexFunc(cmd, func(a string) bool { return a == ":::" || a == "::::" || a == ":::+" })
	if sep < 0 {
		an.xargs(st, append([]string{"-I", "{}"}, append(slices.Clip(cmd), "{}")...), in)
		return
	}
	items := cmd[sep+1:]
	fromFiles := cmd[sep] == "::::"
	cmd = cmd[:sep]
	if len(cmd) == 0 {
		return
	}
	if !slices.ContainsFunc(cmd, func(a string) bool { return strings.Contains(a, "{}") }) {
		cmd = append(slices.Clip(cmd), "{}")
	}
	if fromFiles || len(items) > 64 {
		an.xargs(st, append([]string{"-I", "{}"}, cmd...), input{kind: inPipe, from: "parallel"})
		return
	}
	for _, it := range items {
		an.run(st.copy(), replaceAll(cmd, "{}", it), input{})
	}
}

// tmux reads the tmux commands that run a shell command (new-session,
// new-window, split-window, respawn-pane, run-shell, display-popup: the
// words after the options, run by sh -c) and those that type into a pane
// (send-keys: what runs there is not known).
func (an *analyzer) tmux(st *state, args []string, in input) {
	global := &wrapper{short: "LSfcT", opt: func(_ *wrapCall, name, val string) {
		if name == "c" {
			an.program(st.child(nil), val, input{}, "the command tmux -c runs")
		}
	}}
	c := &wrapCall{an: an, st: st, in: in}
	for _, x := range splitOn(global.options(c, args, false), ";", `\;`) {
		if len(x) == 0 {
			continue
		}
		switch x[0] {
		case "send-keys", "send", "send-prefix", "paste-buffer", "pasteb":
			an.unknown(st, "tmux "+x[0]+" types into a pane: what runs there is not known")
		case "new-session", "new", "new-window", "neww", "split-window", "splitw", "respawn-pane", "respawnp", "respawn-window", "respawnw", "run-shell", "run", "display-popup", "popup":
			var dir string
			values := map[string]string{"new-session": "cefFnstxy", "new": "cefFnstxy", "new-window": "ceFnt", "neww": "ceFnt", "split-window": "celtF", "splitw": "celtF", "run-shell": "dtc", "run": "dtc", "display-popup": "bcdehsStTwxy", "popup": "bcdehsStTwxy"}[x[0]]
			if values == "" {
				values = "cet" // respawn-pane, respawn-window
			}
			sub := &wrapper{short: values, opt: func(_ *wrapCall, name, val string) {
				if name == "c" && x[0] != "run-shell" && x[0] != "run" {
					dir = val
				}
			}}
			sc := &wrapCall{an: an, st: st, in: in}
			rest := sub.options(sc, x[1:], false)
			if len(rest) == 0 {
				continue
			}
			run := st.child(nil)
			if dir != "" {
				run.dir, run.dirWhy = cdPath(an, st, dir)
			}
			an.program(run, strings.Join(rest, " "), input{}, "the command tmux "+x[0]+" runs")
		}
	}
}

// splitOn splits words at separator words (tmux's ; between commands).
func splitOn(ws []string, seps ...string) [][]string {
	var out [][]string
	start := 0
	for i, w := range ws {
		if slices.Contains(seps, w) {
			out = append(out, ws[start:i])
			start = i + 1
		}
	}
	return append(out, ws[start:])
}

// find reads `find [-H|-L|-P] ROOT... EXPR`: with -delete, or -exec/
// -execdir/-ok of a command that writes the file it is given ({}), every
// ROOT is written under, limited to the -name/-iname patterns when there
// are any (-path and -regex filters are not read: all of ROOT counts);
// -fprint FILE and the like write FILE.
func (an *analyzer) find(st *state, args []string) {
	i := 0
	for i < len(args) && (args[i] == "-H" || args[i] == "-L" || args[i] == "-P" || args[i] == "-D" || args[i] == "-O" || strings.HasPrefix(args[i], "-O")) {
		if args[i] == "-D" {
			i++
		}
		i++
	}
	var roots, names []string
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
		case "-path", "-ipath", "-regex", "-iregex", "-wholename", "-iwholename":
			names = append(names, "*") // not read: anything
			i++
		case "-fprint", "-fprint0", "-fls":
			if i+1 < len(args) {
				an.target(st, args[i+1], "find", "find "+args[i])
				i++
			}
		case "-fprintf":
			if i+1 < len(args) {
				an.target(st, args[i+1], "find", "find -fprintf")
				i += 2
			}
		case "-exec", "-execdir", "-ok", "-okdir":
			j := i + 1
			for j < len(args) && args[j] != ";" && args[j] != "+" {
				j++
			}
			cmd := replaceAll(args[i+1:j], "{}", markOperand)
			sub := st.copy()
			an.sinks = append(an.sinks, func(string) { writes = true })
			if args[i] == "-execdir" || args[i] == "-okdir" {
				// The command runs in the directory of each file found:
				// a relative path it writes is under every root.
				sub.dir, sub.dirWhy = "", "each directory find visits"
				saved := an.relWrite
				an.relWrite = func(p, h string) {
					for _, r := range roots {
						an.target(st, r, h, h, path.Base(p))
					}
				}
				an.run(sub, cmd, input{})
				an.relWrite = saved
			} else {
				an.run(sub, cmd, input{})
			}
			an.sinks = an.sinks[:len(an.sinks)-1]
			i = j
		}
	}
	if writes {
		for _, r := range roots {
			an.target(st, r, "find", "find", names...)
		}
	}
}

// interpreterOption: interpreters read their program from stdin when
// given none on the line; the value is the option that gives a program
// instead ("" for a program that is not one of them), "-" for one with
// no such option (its program is only read from a file
// or stdin).
// The writer table reads the inline programs of the first five.
func interpreterOption(name string) string {
	switch name {
	case "python":
		return "-c"
	case "node", "nodejs", "ruby", "perl":
		return "-e"
	case "php", "lua", "tclsh", "wish", "expect", "Rscript", "R", "julia", "guile", "racket", "osascript",
		"pwsh", "sqlite", "irb", "jshell", "groovy", "swift":
		return "-"
	}
	return ""
}

// interpreterName is prog without a version (python3.12 -> python).
func interpreterName(prog string) string {
	return strings.TrimRight(prog, "0123456789.")
}

// interpreter reads an interpreter given no program on the line, which
// reads it from stdin (curl ... | python3, python3 - <<EOF); with one on
// the line it is a writer (callWrites reads inline programs and scripts).
func (an *analyzer) interpreter(st *state, w []string, in input) {
	prog := interpreterName(path.Base(w[0]))
	for i := 1; i < len(w); i++ {
		a := w[i]
		if a == "-" {
			break
		}
		if a == "--" && i+1 < len(w) || !strings.HasPrefix(a, "-") || progOption(prog, a) {
			an.writer(st, w) // a script, a module, an inline program
			return
		}
	}
	switch in.kind {
	case inPipe:
		an.unknown(st, path.Base(w[0])+" runs the program "+in.from+" pipes into it")
	case inText:
		if !in.known {
			an.unknown(st, "the program fed to "+path.Base(w[0])+" is built by "+in.why)
			return
		}
		if interpreterOption(prog) == "-" {
			an.unknown(st, "the program fed to "+path.Base(w[0])+" is not read by vouch")
			return
		}
		an.writer(st, []string{w[0], interpreterOption(prog), in.text})
	case inFile:
		b, ok := an.read(st, in.file)
		if !ok {
			an.unknown(st, path.Base(w[0])+" runs the program file "+in.file+" that vouch cannot read")
			return
		}
		if interpreterOption(prog) == "-" {
			an.unknown(st, path.Base(w[0])+" runs the program file "+in.file+", which vouch does not read")
			return
		}
		an.writer(st, []string{w[0], interpreterOption(prog), string(b)})
	default:
		an.writer(st, w)
	}
}

// progOption reports whether option a gives interpreter prog its program
// (python -c, -m; node -e, -p; perl -e, -E; ...).
func progOption(prog, a string) bool {
	letters := map[string]string{"python": "cm", "node": "ep", "nodejs": "ep", "ruby": "e", "perl": "eE", "php": "rBRF", "lua": "e"}[prog]
	return len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.ContainsAny(a[1:], letters)
}
