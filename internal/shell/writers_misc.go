package shell

// Writers of one kind each: awk, ex/vim and ed, split, sqlite3, sort -o,
// yq -i, package and module files, formatters.

import (
	"encoding/json"
	"path"
	"strings"
)

// awkWrites reads awk and gawk: `-i inplace` edits the file operands
// (those that are not var=value assignments) in place, and the program is
// read for print > "file", print | "command", system("command").
func awkWrites(a *argv, c *writeCtx) {
	ops := a.ops
	progs := a.values("-e", "--source")
	files := a.values("-f", "--file", "-E", "--exec")
	if len(progs) == 0 && len(files) == 0 {
		if len(ops) == 0 {
			return
		}
		progs, ops = ops[:1], ops[1:]
	}
	inplace := false
	for _, lib := range a.values("-i", "--include") {
		if b := path.Base(lib); b == "inplace" || b == "inplace.awk" {
			inplace = true
		}
	}
	if inplace {
		for _, p := range ops {
			if !awkAssign().MatchString(p) && p != "-" {
				c.add(p, "awk -i inplace")
			}
		}
	}
	for _, p := range a.values("-o", "--pretty-print", "-p", "--profile") {
		if p == "" {
			p = "awkprof.out"
		}
		c.add(p, "awk")
	}
	for _, p := range a.values("-d", "--dump-variables") {
		if p == "" {
			p = "awkvars.out"
		}
		c.add(p, "awk")
	}
	for _, f := range files {
		b, ok := c.readFile(f)
		if !ok {
			c.unknown("awk runs the program " + f + ", which vouch cannot read")
			continue
		}
		progs = append(progs, string(b))
	}
	for _, p := range progs {
		awkProgram(p, c)
	}
}

var awkAssign = lazyRegexp(`^[A-Za-z_][A-Za-z0-9_]*=`)

// awkProgram reads an awk program's output redirections (print > "f",
// printf >> "f", print | "cmd"), "cmd" | getline and system("cmd"): a
// literal target is a write or a command read as shell; any other is
// unknown.
func awkProgram(prog string, c *writeCtx) {
	toks := awkTokens(prog)
	literal := func(i int) (string, bool) {
		if i < len(toks) && strings.HasPrefix(toks[i], `"`) {
			return awkUnquote(toks[i]), true
		}
		return "", false
	}
	inPrint, depth := false, 0
	for i, t := range toks {
		switch t {
		case "print", "printf":
			inPrint, depth = true, 0
		case ";", "\n", "}", "{":
			inPrint = false
		case "(", "[":
			depth++
		case ")", "]":
			depth--
		case ">", ">>":
			if inPrint && depth <= 0 {
				if s, ok := literal(i + 1); ok {
					c.add(s, "awk")
				} else {
					c.unknown("the awk program writes to a file it computes")
				}
				inPrint = false
			}
		case "|":
			if i+1 < len(toks) && toks[i+1] == "getline" {
				if s, ok := literal(i - 1); ok && !inPrint {
					shellWrites(s, "awk", c)
				} else if !ok {
					c.unknown("the awk program runs a command it computes")
				}
				continue
			}
			if inPrint && depth <= 0 {
				if s, ok := literal(i + 1); ok {
					shellWrites(s, "awk", c)
				} else {
					c.unknown("the awk program runs a command it computes")
				}
				inPrint = false
			}
		case "system":
			if i+1 < len(toks) && toks[i+1] == "(" {
				if s, ok := literal(i + 2); ok && i+3 < len(toks) && toks[i+3] == ")" {
					shellWrites(s, "awk", c)
				} else {
					c.unknown("the awk program runs a command it computes")
				}
			}
		}
	}
}

// awkTokens splits an awk program into strings (kept quoted), regular
// expressions, words and operators, without comments.
func awkTokens(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		ch := s[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\r':
			i++
		case ch == '\\' && i+1 < len(s) && s[i+1] == '\n':
			i += 2
		case ch == '#':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case ch == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j+1, len(s))
			out = append(out, s[i:j])
			i = j
		case ch == '/' && awkRegexAllowed(out):
			j := i + 1
			for j < len(s) && s[j] != '/' && s[j] != '\n' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j+1, len(s))
			out = append(out, "/re/")
			i = j
		case ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '$' || ch == '.':
			j := i
			for j < len(s) && (s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9' || s[j] == '$' || s[j] == '.') {
				j++
			}
			out = append(out, s[i:j])
			i = j
		case ch == '>' && i+1 < len(s) && s[i+1] == '>', ch == '>' && i+1 < len(s) && s[i+1] == '=',
			ch == '|' && i+1 < len(s) && s[i+1] == '|', ch == '|' && i+1 < len(s) && s[i+1] == '&':
			out = append(out, s[i:i+2])
			i += 2
		default:
			out = append(out, s[i:i+1])
			i++
		}
	}
	return out
}

// awkRegexAllowed reports whether a / after toks opens a regular
// expression rather than dividing.
func awkRegexAllowed(toks []string) bool {
	if len(toks) == 0 {
		return true
	}
	switch last := toks[len(toks)-1]; last {
	case ")", "]":
		return false
	default:
		c := last[0]
		return !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '$' || c == '"')
	}
}

// awkUnquote is the value of awk string token t.
func awkUnquote(t string) string {
	t = strings.TrimSuffix(strings.TrimPrefix(t, `"`), `"`)
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		if t[i] == '\\' && i+1 < len(t) {
			i++
			switch t[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(t[i])
			}
			continue
		}
		b.WriteByte(t[i])
	}
	return b.String()
}

// vimValues are vim's options that take a value.
const vimValues = "-c --cmd -S -w -W -u -U -i -T -t -q --servername --remote --remote-silent --remote-wait " +
	"--remote-send --remote-expr --remote-tab --startuptime --log"

// vimWrites reads ex, vi, vim and nvim: the files given are edited; the
// commands given (-c, --cmd, +cmd, -S scripts) are read for :w FILE,
// :saveas and :!command; ex mode with no commands reads them from its
// input, which vouch cannot see.
func vimWrites(a *argv, c *writeCtx) {
	var cmds []string
	cmds = append(cmds, a.values("-c", "--cmd")...)
	for _, p := range a.ops {
		if strings.HasPrefix(p, "+") {
			cmds = append(cmds, p[1:])
			continue
		}
		c.add(p, "ex")
	}
	for _, p := range a.values("-w", "-W", "--startuptime", "--log") {
		c.add(p, "ex")
	}
	for _, f := range a.values("-S") {
		b, ok := c.readFile(f)
		if !ok {
			c.unknown("vim runs the script " + f + ", which vouch cannot read")
			continue
		}
		cmds = append(cmds, strings.Split(string(b), "\n")...)
	}
	if u, ok := a.value("-u"); ok && u != "NONE" && u != "NORC" && u != "DEFAULTS" {
		b, ok := c.readFile(u)
		if !ok {
			c.unknown("vim runs the script " + u + ", which vouch cannot read")
		} else {
			cmds = append(cmds, strings.Split(string(b), "\n")...)
		}
	}
	exMode := a.prog == "ex" || a.has("-e", "-E") || a.has("--headless")
	if exMode && len(cmds) == 0 {
		c.unknown(a.prog + " reads its commands from its input")
	}
	for _, cmd := range cmds {
		exCommands(cmd, c)
	}
}

var exWrite = lazyRegexp(`^(w|wr|wri|writ|write|wq|x|xi|xit|exi|exit|sav|save|savea|saveas|up|upd|upda|updat|update|wn|wnext|wN|wNext|wp|wprevious)!?(?:\s+(.*))?$`)

// exCommands reads one line of Ex commands (bar-separated).
func exCommands(line string, c *writeCtx) {
	for line != "" {
		line = strings.TrimLeft(line, " \t:")
		for _, pre := range []string{"silent!", "silent", "sil!", "sil", "noautocmd", "keepalt", "keepjumps"} {
			line = strings.TrimLeft(strings.TrimPrefix(line, pre), " \t")
		}
		line = strings.TrimLeft(line, "%0123456789,.$'<> \t") // a range
		if rest, ok := strings.CutPrefix(line, "!"); ok {
			shellWrites(rest, "vim :!", c)
			return // the shell command takes the rest of the line
		}
		cmd, next, _ := strings.Cut(line, "|")
		if m := exWrite().FindStringSubmatch(strings.TrimSpace(cmd)); m != nil {
			arg := strings.TrimSpace(m[2])
			if arg == "" && strings.HasPrefix(strings.TrimSpace(cmd), "w !") {
				arg = "!"
			}
			if sh, ok := strings.CutPrefix(arg, "!"); ok {
				shellWrites(sh+strings.TrimPrefix(next, ""), "vim :w !", c)
				return
			}
			arg = strings.TrimSpace(strings.TrimPrefix(arg, ">>"))
			if arg != "" && !strings.HasPrefix(arg, "++") {
				c.add(arg, "ex")
			}
		} else if f := strings.Fields(cmd); len(f) > 0 {
			switch f[0] {
			case "r", "re", "rea", "read":
				if len(f) > 1 && strings.HasPrefix(f[1], "!") {
					shellWrites(strings.TrimPrefix(strings.Join(f[1:], " "), "!"), "vim :r !", c)
					return
				}
			case "call", "cal", "exe", "execute", "lua", "py", "python", "py3", "python3", "perl", "ruby", "so", "source", "let", "echo":
				if strings.ContainsAny(cmd, "(") || f[0] == "so" || f[0] == "source" || f[0] == "exe" || f[0] == "execute" {
					c.unknown("vim runs script code that may write files: " + cmd)
				}
			}
		}
		line = next
	}
}

// edWrites reads ed: it edits its file operand, and takes its commands
// (which may write any file, or run commands) from its input.
func edWrites(a *argv, c *writeCtx) {
	for _, p := range a.ops {
		if !strings.HasPrefix(p, "!") {
			c.add(p, "ed")
		}
	}
	c.unknown(a.prog + " reads its commands from its input")
}

// splitWrites reads split [FILE [PREFIX]] and csplit -f PREFIX: files
// named PREFIX followed by a suffix, recorded as PREFIX's directory
// limited to the names PREFIX* (with --additional-suffix at the end).
func splitWrites(a *argv, c *writeCtx) {
	prefix, extra := "x", ""
	if a.prog == "csplit" {
		prefix = "xx"
		if p, ok := a.value("-f", "--prefix"); ok {
			prefix = p
		}
	} else {
		if len(a.ops) >= 2 {
			prefix = a.ops[1]
		}
		extra, _ = a.value("--additional-suffix")
		for _, f := range a.values("--filter") {
			shellWrites(f, "split --filter", c)
		}
		if a.has("--filter") {
			return // the filter writes, not split
		}
	}
	dir, name := path.Split(prefix)
	if dir == "" {
		dir = "."
	}
	c.add(path.Clean(dir), "split", globEscape(name)+"*"+globEscape(extra))
	if first := firstSuffix(a); first != "" {
		c.add(prefix+first+extra, "split") // always written: the first piece
	}
}

// firstSuffix is the suffix of the first file split or csplit writes: aa,
// 00, or FROM in the suffix length (-a, -n); "" when a format (csplit -b)
// makes it.
func firstSuffix(a *argv) string {
	if a.prog == "csplit" {
		if a.has("-b", "--suffix-format") {
			return ""
		}
		n := 2
		if v, ok := a.value("-n", "--digits"); ok {
			n = atoi(v, 2)
		}
		return strings.Repeat("0", max(n, 1))
	}
	n := 2
	if v, ok := a.value("-a", "--suffix-length"); ok {
		n = atoi(v, 2)
	}
	n = max(n, 1)
	from, numeric := a.value("-d", "--numeric-suffixes", "-x", "--hex-suffixes")
	switch {
	case !numeric:
		return strings.Repeat("a", n)
	case from == "":
		return strings.Repeat("0", n)
	case len(from) <= n:
		return strings.Repeat("0", n-len(from)) + from
	}
	return from
}

// sqliteWrites reads sqlite3 [options] DB [SQL...]: the database file
// (unless -readonly or in memory), and what its SQL and dot-commands
// write: .output/.once/.save/.backup/.open/.log FILE, ATTACH 'file',
// VACUUM INTO 'file', writefile('file', ...), .shell/.system and |cmd.
func sqliteWrites(a *argv, c *writeCtx) {
	ops := a.ops
	if len(ops) > 0 {
		db := ops[0]
		if db != "" && !strings.Contains(db, ":memory:") && !a.has("-readonly", "--readonly") {
			c.add(strings.TrimPrefix(strings.SplitN(db, "?", 2)[0], "file:"), "sqlite3")
		}
		ops = ops[1:]
	}
	if ar, ok := a.value("-A", "--A"); ok && strings.Contains(ar, "x") {
		c.add(".", "extract")
	}
	sql := append(a.values("-cmd", "--cmd"), ops...)
	for _, f := range a.values("-init", "--init") {
		b, ok := c.readFile(f)
		if !ok {
			c.unknown("sqlite3 runs " + f + ", which vouch cannot read")
			continue
		}
		sql = append(sql, string(b))
	}
	for _, s := range sql {
		sqlWrites(s, c)
	}
}

var (
	sqlDot    = lazyRegexp(`(?m)^\s*\.(output|once|save|backup|open|log|shell|system|excel|import|read)\b[ \t]*(.*)$`)
	sqlAttach = lazyRegexp(`(?i)\b(attach(?:\s+database)?|vacuum(?:\s+\w+)?\s+into|writefile\s*\()\s*('(?:[^']|'')*'|"[^"]*"|[^\s,;)]+)`)
)

func sqlWrites(s string, c *writeCtx) {
	for _, m := range sqlDot().FindAllStringSubmatch(s, -1) {
		args := strings.Fields(m[2])
		for len(args) > 0 && strings.HasPrefix(args[0], "-") && m[1] != "shell" && m[1] != "system" {
			args = args[1:] // .once -x, .open --new
		}
		switch m[1] {
		case "shell", "system":
			shellWrites(m[2], "sqlite3 ."+m[1], c)
		case "import", "read", "excel":
			if len(args) > 0 && strings.HasPrefix(args[0], "|") {
				shellWrites(strings.TrimPrefix(strings.Join(args, " "), "|"), "sqlite3 ."+m[1], c)
			}
		default:
			if len(args) == 0 {
				continue
			}
			f := args[len(args)-1]
			if strings.HasPrefix(args[0], "|") {
				shellWrites(strings.TrimPrefix(strings.Join(args, " "), "|"), "sqlite3 ."+m[1], c)
				continue
			}
			c.add(strings.Trim(f, `'"`), "sqlite3")
		}
	}
	for _, m := range sqlAttach().FindAllStringSubmatch(s, -1) {
		lit := m[2]
		if (strings.HasPrefix(lit, "'") || strings.HasPrefix(lit, `"`)) && len(lit) >= 2 {
			if p := strings.ReplaceAll(lit[1:len(lit)-1], "''", "'"); p != "" && p != ":memory:" {
				c.add(p, "sqlite3")
			}
			continue
		}
		c.unknown("the SQL writes a file it computes: " + m[0])
	}
}

// yqWrites reads yq -i (mikefarah and the Python one): the files after the
// expression are edited in place; -s names output files from the data.
func yqWrites(a *argv, c *writeCtx) {
	if s, ok := a.value("-s", "--split-exp"); ok {
		c.unknown("yq names the files it writes from the documents (-s " + s + ")")
	}
	if !a.has("-i", "--inplace", "--in-place") {
		return
	}
	ops := a.ops
	if !a.has("--from-file") && len(ops) > 1 {
		ops = ops[1:]
	}
	for _, p := range ops {
		c.add(p, "yq -i")
	}
}

// formatter is a program that rewrites the files and directories it is
// given in place (when write says so), limited under a directory to the
// file names it formats.
func formatter(names []string, write func(a *argv) bool) func(*argv, *writeCtx) {
	return func(a *argv, c *writeCtx) {
		if !write(a) {
			return
		}
		ops := a.ops
		if len(ops) == 0 && a.prog == "eslint" {
			ops = []string{"."}
		}
		for _, p := range ops {
			if p == "-" {
				continue
			}
			c.add(p, "format", names...)
		}
	}
}

var (
	goNames       = []string{"*.go"}
	pythonNames   = []string{"*.py", "*.pyi", "*.ipynb"}
	prettierNames = []string{"*.js", "*.jsx", "*.mjs", "*.cjs", "*.ts", "*.tsx", "*.mts", "*.cts", "*.json", "*.json5", "*.jsonc", "*.yaml", "*.yml", "*.md", "*.mdx", "*.css", "*.scss", "*.less", "*.html", "*.vue", "*.graphql", "*.gql", "*.hbs", "*.handlebars"}
	shellNames    = []string{"*.sh", "*.bash", "*.zsh", "*.mksh", "*.bats"}
	jsNames       = []string{"*.js", "*.jsx", "*.mjs", "*.cjs", "*.ts", "*.tsx", "*.mts", "*.cts", "*.vue"}
)

// npmWrites reads npm pkg set|delete|fix, npm version and npm init:
// package.json (and the lock file) in --prefix or here.
func npmWrites(a *argv, c *writeCtx) {
	if len(a.ops) == 0 {
		return
	}
	dir, _ := a.value("--prefix", "-C")
	switch a.ops[0] {
	case "pkg":
		if len(a.ops) > 1 && a.ops[1] != "get" {
			c.add(join(dir, "package.json"), "npm")
		}
	case "version":
		if len(a.ops) > 1 {
			c.add(join(dir, "package.json"), "npm")
			c.add(join(dir, "package-lock.json"), "npm")
		}
	case "init", "create":
		c.add(join(dir, "package.json"), "npm")
	case "config", "c":
		if len(a.ops) < 2 {
			return
		}
		switch a.ops[1] {
		case "set", "delete", "edit", "fix":
		default:
			return // get, list
		}
		if f, ok := a.value("--userconfig"); ok {
			c.add(f, "npm")
			return
		}
		loc, _ := a.value("--location", "-L")
		switch {
		case loc == "project":
			c.add(join(dir, ".npmrc"), "npm")
		case loc == "global" || a.has("-g", "--global"):
		default:
			c.add("~/.npmrc", "npm")
		}
	case "run", "run-script", "rum", "urn":
		if len(a.ops) > 1 {
			packageScript(dir, a.ops[1], c)
		}
	case "test", "t", "tst", "start", "stop", "restart":
		name := a.ops[0]
		if name == "t" || name == "tst" {
			name = "test"
		}
		packageScript(dir, name, c)
	}
}

// runnerWrites reads pnpm and yarn: `run NAME`, test, start, and for yarn
// any NAME that is not one of its own commands, run the package.json
// script NAME.
func runnerWrites(a *argv, c *writeCtx) {
	if len(a.ops) == 0 {
		return
	}
	dir, _ := a.value("--dir", "-C", "--cwd")
	switch cmd := a.ops[0]; {
	case cmd == "run" || cmd == "run-script":
		if len(a.ops) > 1 {
			packageScript(dir, a.ops[1], c)
		}
	case cmd == "test" || cmd == "start" || cmd == "stop" || cmd == "restart":
		packageScript(dir, cmd, c)
	case a.prog == "yarn" && !isYarnCommand(cmd):
		packageScript(dir, cmd, c)
	}
}

// isYarnCommand: yarn's own commands; any other word runs a package script.
func isYarnCommand(name string) bool {
	switch name {
	case "add", "install", "remove", "upgrade", "up", "init", "info", "why", "list", "cache", "config", "dlx",
		"exec", "global", "link", "unlink", "pack", "publish", "version", "workspaces", "workspace", "bin",
		"audit", "outdated", "login", "logout", "node", "plugin", "set", "constraints", "dedupe", "explain", "npm",
		"patch", "patch-commit", "rebuild", "search", "stage", "unplug", "help", "import", "licenses", "owner",
		"tag", "team", "check", "create", "generate-lock-entry", "upgrade-interactive", "autoclean", "policies":
		return true
	}
	return false
}

// packageScript reads the package.json script name (with its pre and
// post scripts) as the shell line npm runs; a script package.json does
// not define (yet: `npm pkg set scripts.x=… && npm run x`) or a
// package.json vouch cannot read is unknown.
//
// Like npm, the package is the nearest directory from dir upward that
// holds a package.json, and its scripts run there.
func packageScript(dir, name string, c *writeCtx) {
	var b []byte
	ok := false
	up := dir
	for range maxPackageUp {
		if b, ok = c.readFile(join(up, "package.json")); ok {
			break
		}
		up = join(up, "..")
	}
	if !ok {
		c.unknown("runs the package.json script " + name + ", which vouch cannot read")
		return
	}
	cd := ""
	if up != "" && up != "." {
		cd = "cd " + shellQuote(up) + " && "
	}
	var pkg struct {
		Scripts map[string]string `json:"scripts"`
	}
	if err := json.Unmarshal(b, &pkg); err != nil {
		c.unknown("runs the package.json script " + name + ", but package.json does not parse")
		return
	}
	line, ok := pkg.Scripts[name]
	if !ok {
		if name != "start" && name != "test" && name != "stop" && name != "restart" {
			c.unknown("runs the script " + name + ", which package.json does not define before the line runs")
		}
		return
	}
	for _, s := range []string{pkg.Scripts["pre"+name], line, pkg.Scripts["post"+name]} {
		if s != "" {
			shellWrites(cd+s, "the package.json script "+name, c)
		}
	}
}

// goWrites reads go mod, go get and go work: go.mod and go.sum (or
// -modfile), go.work, vendor/. Builds, tests and go generate are
// ordinary development: not recorded.
func goWrites(a *argv, c *writeCtx) {
	dir, _ := a.value("-C")
	ops := a.ops
	if len(ops) == 0 {
		return
	}
	mod := "go.mod"
	if f, ok := a.value("-modfile"); ok {
		mod = f
	}
	modFiles := func() {
		c.add(join(dir, mod), "go")
		c.add(join(dir, strings.TrimSuffix(mod, ".mod")+".sum"), "go")
	}
	switch ops[0] {
	case "get":
		modFiles()
	case "mod":
		if len(ops) < 2 {
			return
		}
		switch ops[1] {
		case "tidy", "init", "download":
			if ops[1] != "download" {
				modFiles()
			}
		case "edit":
			if !a.has("-json", "-print") {
				c.add(join(dir, mod), "go")
			}
		case "vendor":
			out, ok := a.value("-o")
			if !ok {
				out = "vendor"
			}
			c.add(join(dir, out), "go")
		}
	case "work":
		if len(ops) > 1 && ops[1] != "help" {
			c.add(join(dir, "go.work"), "go")
		}
	}
}

// opensslWrites reads openssl SUBCOMMAND: every -out, -keyout and
// -writerand FILE is written.
func opensslWrites(a *argv, c *writeCtx) {
	for _, p := range a.values("-out", "-keyout", "-writerand") {
		c.add(p, "openssl")
	}
}

// sshKeygenWrites reads ssh-keygen: generating a key (or changing it)
// writes -f FILE and FILE.pub (else ~/.ssh/id_TYPE); -R and -H rewrite
// the known_hosts file -f names; listing and printing write nothing.
func sshKeygenWrites(a *argv, c *writeCtx) {
	if a.has("-l", "-y", "-F", "-B", "-Q", "-e", "-i", "-D", "-Y", "-L", "-k") {
		return
	}
	f, ok := a.value("-f")
	if a.has("-R", "-H") {
		if !ok {
			f = "~/.ssh/known_hosts"
		}
		c.add(f, "ssh-keygen")
		return
	}
	if !ok {
		t, _ := a.value("-t")
		if t == "" {
			t = "ed25519"
		}
		f = "~/.ssh/id_" + strings.TrimSuffix(strings.ToLower(t), "-sk")
	}
	c.add(f, "ssh-keygen")
	c.add(f+".pub", "ssh-keygen")
}

// maxPackageUp bounds how many directories up packageScript looks for
// package.json.
const maxPackageUp = 16

// shellQuote quotes s as one shell word.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
