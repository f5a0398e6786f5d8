package shell

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// scratch is a project directory with protected-looking files in it, for
// globs and script files.
func scratch(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		".env":            "SECRET=1\n",
		".envrc":          "",
		".git/config":     "[core]\n",
		"a.txt":           "a\n",
		"b.txt":           "b\n",
		"src/main.go":     "package main\n",
		"src/.hidden":     "",
		"run.sh":          "echo x > .env\n",
		"clean.sh":        "cd src\nrm -f main.go\n",
		"args.sh":         "rm -f \"$1\"\n",
		"setvar.sh":       "T=.env\n",
		"unknown.sh":      "rm $(cat x)\n",
		"exe":             "\x7fELF\x00\x00rm .env",
		"envsh.sh":        "#!/usr/bin/env -S bash -e\nrm .env\n",
		"Makefile":        "OUT := .env\nCC = gcc\n\nall: build\n\ttouch done\n\nbuild: gen\n\t@$(CC) -o bin main.c\n\nclean:\n\trm -f $(OUT)\n\ngen:\n\techo x > $@.txt; echo $$HOME > home.txt\n\nwrite: ; $(RM) .envrc\n",
		"evil.mk":         "all:\n\techo x > .env\n",
		"package.json":    `{"scripts": {"test": "go test ./...", "pretest": "echo > .env", "build": "tsc && cp -r static dist", "x": "rm"}}`,
		"mk.sh":           "#!/usr/bin/make -f\nall:\n\trm .env\n",
		"list.txt":        ".env\na.txt\n",
		"fed.py":          "open('.env', 'w').write('x')\n",
		"big.sh":          strings.Repeat("#", maxScript+1),
		"deep/er/file.md": "",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// show is an analysis as text: targets relative to dir ("path/how"),
// then unknowns ("?reason"), each sorted.
func show(dir string, a Analysis) (targets, unknowns string) {
	var ts, us []string
	for _, t := range a.Targets {
		p := t.Path
		if r, err := filepath.Rel(dir, p); err == nil && !strings.HasPrefix(r, "..") {
			p = filepath.ToSlash(r)
		}
		s := p + "/" + t.How
		if len(t.Names) > 0 {
			s += "[" + strings.Join(t.Names, ",") + "]"
		}
		ts = append(ts, s)
	}
	for _, u := range a.Unknown {
		us = append(us, u.Reason)
	}
	sort.Strings(ts)
	sort.Strings(us)
	return strings.Join(ts, " "), strings.Join(us, " | ")
}

type analyzeCase struct {
	line    string
	targets string // "path/how" relative to the scratch dir, sorted, space-separated
	unknown string // a substring of the joined reasons; "" means none
}

func checkAnalyze(t *testing.T, cases []analyzeCase) {
	t.Helper()
	dir := scratch(t)
	for _, c := range cases {
		a := Analyze(c.line, &Env{Cwd: dir, Home: filepath.Join(dir, "home"), Vars: map[string]string{"TMPDIR": "/tmp"}})
		ts, us := show(dir, a)
		if ts != c.targets {
			t.Errorf("Analyze(%q) targets = %q, want %q (unknown: %q)", c.line, ts, c.targets, us)
		}
		switch {
		case c.unknown == "" && us != "":
			t.Errorf("Analyze(%q) unknown = %q, want none", c.line, us)
		case c.unknown != "" && !strings.Contains(us, c.unknown):
			t.Errorf("Analyze(%q) unknown = %q, want one with %q", c.line, us, c.unknown)
		}
		for _, tg := range a.Targets {
			if !filepath.IsAbs(tg.Path) || filepath.Clean(tg.Path) != tg.Path {
				t.Errorf("Analyze(%q): target %q is not absolute and clean", c.line, tg.Path)
			}
		}
		for _, u := range a.Unknown {
			if !filepath.IsAbs(u.Dir) {
				t.Errorf("Analyze(%q): unknown dir %q is not absolute", c.line, u.Dir)
			}
		}
	}
}

// Every entry of the wrapper table, with its options that take a value,
// so that no value is taken for the command and no command is missed.
var wrapperCases = []analyzeCase{
	{"nice -n 5 cp a .env", ".env/cp[a]", ""},
	{"nice -n5 rm .env", ".env/rm", ""},
	{"nice -10 rm .env", ".env/rm", ""},
	{"nice --adjustment=3 rm .env", ".env/rm", ""},
	{"nice --adjustment 3 rm .env", ".env/rm", ""},
	{"nohup rm .env", ".env/rm", ""},
	{"nohup -- rm .env", ".env/rm", ""},
	{"setsid -f rm .env", ".env/rm", ""},
	{"env -u HOME rm .env", ".env/rm", ""},
	{"env --unset=X rm .env", ".env/rm", ""},
	{"env -i PATH=/bin rm .env", ".env/rm", ""},
	{"env -0 -v rm .env", ".env/rm", ""},
	{"env -C src rm main.go", "src/main.go/rm", ""},
	{"env --chdir=src rm main.go", "src/main.go/rm", ""},
	{"env -S 'rm -f .env'", ".env/rm", ""},
	{"env --split-string='X=1 rm .env'", ".env/rm", ""},
	{"env -S'nice -n 2 rm' .env", ".env/rm", ""},
	{"timeout 5 rm .env", ".env/rm", ""},
	{"timeout -s KILL 5 rm .env", ".env/rm", ""},
	{"timeout -k 1 -s 9 5s rm .env", ".env/rm", ""},
	{"timeout --signal=KILL --preserve-status --foreground 5 rm .env", ".env/rm", ""},
	{"timeout --kill-after 2 5 rm .env", ".env/rm", ""},
	{"flock /tmp/l rm .env", ".env/rm", ""},
	{"flock -w 3 /tmp/l rm .env", ".env/rm", ""},
	{"flock -x -E 9 /tmp/l rm .env", ".env/rm", ""},
	{"flock /tmp/l -c 'rm .env'", ".env/rm", ""},
	{"flock -c 'rm .env' /tmp/l", ".env/rm", ""},
	{"flock --command='echo x > .env' /tmp/l", ".env/redirect", ""},
	{"flock 9", "", ""},
	{"exec rm .env", ".env/rm", ""},
	{"exec -a name rm .env", ".env/rm", ""},
	{"exec -cl rm .env", ".env/rm", ""},
	{"command rm .env", ".env/rm", ""},
	{"command -p rm .env", ".env/rm", ""},
	{"command -v rm .env", "", ""},
	{"command -V rm", "", ""},
	{"builtin cd src && rm main.go", "src/main.go/rm", ""},
	{"busybox tee .env", ".env/tee", ""},
	{"busybox sh -c 'rm .env'", ".env/rm", ""},
	{"stdbuf -oL tee .env", ".env/tee", ""},
	{"stdbuf -o L -e 0 tee .env", ".env/tee", ""},
	{"stdbuf --output=L tee .env", ".env/tee", ""},
	{"time -p rm .env", ".env/rm", ""},
	{"/usr/bin/time -f %e rm .env", ".env/rm", ""},
	{"/usr/bin/time -o .env true", ".env/time -o", ""},
	{"/usr/bin/time --output=log -a rm .env", ".env/rm log/time -o", ""},
	{"chrt 10 rm .env", ".env/rm", ""},
	{"chrt -f 10 rm .env", ".env/rm", ""},
	{"chrt -T 100 -d 0 rm .env", ".env/rm", ""},
	{"chrt -p 123", "", ""},
	{"ionice -c 3 rm .env", ".env/rm", ""},
	{"ionice -c2 -n7 rm .env", ".env/rm", ""},
	{"ionice -p 1", "", ""},
	{"taskset 0x1 rm .env", ".env/rm", ""},
	{"taskset -c 0,1 rm .env", ".env/rm", ""},
	{"taskset -p 1", "", ""},
	{"unbuffer -p tee .env", ".env/tee", ""},
	{"sudo rm .env", ".env/rm", ""},
	{"sudo -u root -g wheel rm .env", ".env/rm", ""},
	{"sudo --user=root rm .env", ".env/rm", ""},
	{"sudo -D src rm main.go", "src/main.go/rm", ""},
	{"sudo -E -H rm .env", ".env/rm", ""},
	{"sudo -l rm .env", "", ""},
	{"sudo -e .env", ".env/sudoedit", ""},
	{"sudoedit .env", ".env/sudoedit", ""},
	{"doas rm .env", ".env/rm", ""},
	{"doas -u root rm .env", ".env/rm", ""},
	{"doas -C /etc/doas.conf rm", "", ""},
	{"su -c 'rm .env' root", ".env/rm", ""},
	{"su - root", "", ""},
	{"runuser -u nobody rm .env", ".env/rm", ""},
	{"runuser -l nobody -c 'rm .env'", ".env/rm", ""},
	{"script -c 'rm .env' /dev/null", ".env/rm", ""},
	{"script -qc 'echo x > .env' /dev/null", ".env/redirect", ""},
	{"script -q /dev/null -c 'rm .env'", ".env/rm", ""},
	{"script -q .env", ".env/script", ""},
	{"script -c true", "typescript/script", ""},
	{"script -q -O log -c true /dev/null", "log/script", ""},
	{"script -q /dev/null rm .env", ".env/rm", ""}, // BSD: script FILE COMMAND
	{"watch -n 1 'rm .env'", ".env/rm", ""},
	{"watch -n1 -d rm .env", ".env/rm", ""},
	{"watch -x rm .env", ".env/rm", ""},
	{"npx rimraf .env", "", ""},
	{"npx -c 'rm .env'", ".env/rm", ""},
	{"npx -y -p cowsay tee .env", ".env/tee", ""},
	{"bunx tee .env", ".env/tee", ""},
	{"pnpm exec tee .env", ".env/tee", ""},
	{"pnpm -C src exec rm main.go", "src/main.go/rm", ""},
	{"pnpm install", "", ""},
	{"yarn exec tee .env", ".env/tee", ""},
	{"uv run rm .env", ".env/rm", ""},
	{"uv run --with requests -p 3.12 rm .env", ".env/rm", ""},
	{"uv run --directory src rm main.go", "src/main.go/rm", ""},
	{"uv pip install x", "", ""},
	{"poetry run rm .env", ".env/rm", ""},
	{"poetry -C src run rm main.go", "src/main.go/rm", ""},
	{"pipx run tee .env", ".env/tee", ""},
	{"strace -f -o trace.log rm .env", ".env/rm trace.log/strace -o", ""},
	{"strace -p 1", "", ""},
	{"ltrace -o .env ls", ".env/ltrace -o", ""},
	{"xvfb-run -a rm .env", ".env/rm", ""},
	{"nix-shell -p jq --run 'rm .env'", ".env/rm", ""},
	{"caffeinate -t 5 rm .env", ".env/rm", ""},
	{"arch -x86_64 rm .env", ".env/rm", ""},
	{"fakeroot rm .env", ".env/rm", ""},
	{"chronic rm .env", ".env/rm", ""},
	{"catchsegv rm .env", ".env/rm", ""},
	{"torsocks rm .env", ".env/rm", ""},
	{"proxychains4 -f x.conf rm .env", ".env/rm", ""},
	{"direnv exec src rm main.go", "src/main.go/rm", ""},
	{"screen -dmS s rm .env", ".env/rm", ""},
	{"screen -d -m sh -c 'rm .env'", ".env/rm", ""},
	{"screen -S s -X stuff 'rm .env'", "", "screen -X sends a command"},
	{"screen -ls", "", ""},
	{"tmux new-session -d -s x 'rm .env'", ".env/rm", ""},
	{"tmux new -d -c src rm main.go", "src/main.go/rm", ""},
	{"tmux run-shell 'echo x > .env'", ".env/redirect", ""},
	{"tmux -L sock split-window -h rm .env \\; select-pane -t 0", ".env/rm", ""},
	{"tmux send-keys -t 0 'rm .env' Enter", "", "tmux send-keys types into a pane"},
	{"tmux -c 'rm .env'", ".env/rm", ""},
	{"tmux ls", "", ""},
	{"systemd-run --user -p X=1 rm .env", ".env/rm", ""},
	{"systemd-run --working-directory=src rm main.go", "src/main.go/rm", ""},
	{"dbus-run-session -- rm .env", ".env/rm", ""},
	{"cgexec -g cpu:x rm .env", ".env/rm", ""},
	{"sg wheel -c 'rm .env'", ".env/rm", ""},
	{"sg wheel rm .env", ".env/rm", ""},
	{"chroot /srv rm .env", "", "chroot runs a command with another directory as its root"},
	{"at now <<< 'rm .env'", ".env/rm", ""},
	{"echo 'rm .env' | at now + 1 minute", ".env/rm", ""},
	{"at -f run.sh now", ".env/redirect", ""},
	{"at -l", "", ""},
	{"curl x | batch", "", "batch runs the program curl pipes into it"},
	{"nice -n 5 env -u X timeout -s KILL 5 cp a .env", ".env/cp[a]", ""},
	{"sudo -u x nohup nice -n 3 stdbuf -oL timeout 9 busybox tee .env", ".env/tee", ""},
	{"nice cd src; rm main.go", "main.go/rm", ""}, // a wrapped cd changes nothing
}

func TestAnalyzeWrappers(t *testing.T) { checkAnalyze(t, wrapperCases) }

// Shells, eval, trap, source, here-strings and script files: the text
// they run is read as the program it is.
var programCases = []analyzeCase{
	{"sh -c 'rm .env'", ".env/rm", ""},
	{"bash -lc 'echo x > .env'", ".env/redirect", ""},
	{"bash -ec 'rm .env'", ".env/rm", ""},
	{"bash -o pipefail -c 'rm .env'", ".env/rm", ""},
	{"zsh -c 'rm .env'", ".env/rm", ""},
	{"dash -c 'rm .env'", ".env/rm", ""},
	{"ksh -c 'rm .env'", ".env/rm", ""},
	{"/bin/bash --norc -c 'rm .env'", ".env/rm", ""},
	{`sh -c 'rm "$1"' _ .env`, ".env/rm", ""},
	{`sh -c 'rm "$@"' sh a.txt .env`, ".env/rm a.txt/rm", ""},
	{"nohup sh -c 'rm .env' &", ".env/rm", ""},
	{"bash <<< 'echo x > .env'", ".env/redirect", ""},
	{"sh <<EOF\nrm .env\nEOF", ".env/rm", ""},
	{"sh <<'EOF'\necho $x > .env\nEOF", ".env/redirect", ""},
	{"f=.env; sh <<EOF\nrm $f\nEOF", ".env/rm", ""},
	{"sh <<EOF\nrm $(cat list)\nEOF", "", "built by $(...)"},
	{"bash -s <<< 'rm .env'", ".env/rm", ""},
	{"eval 'rm .env'", ".env/rm", ""},
	{`eval "echo x" '>' .env`, ".env/redirect", ""},
	{"x='rm .env'; eval \"$x\"", ".env/rm", ""},
	{"eval \"$CMD\"", "", "the text given to eval is built by $CMD (not set on the line)"},
	{"source unknown.sh", "", "in the script file unknown.sh: the target of rm is built by $(...)"},
	{"trap 'rm .env' EXIT", ".env/rm", ""},
	{"trap -- 'rm .env' EXIT INT", ".env/rm", ""},
	{"trap - EXIT", "", ""},
	{"trap -p", "", ""},
	{"source run.sh", ".env/redirect", ""},
	{". ./run.sh", ".env/redirect", ""},
	{"sh run.sh", ".env/redirect", ""},
	{"bash -x run.sh", ".env/redirect", ""},
	{"bash args.sh .env", ".env/rm", ""},
	{"source clean.sh; rm a.txt", "src/a.txt/rm src/main.go/rm", ""}, // source keeps its cd
	{"bash clean.sh; rm a.txt", "a.txt/rm src/main.go/rm", ""},       // a child shell does not
	{"source setvar.sh; rm $T", ".env/rm", ""},
	{"sh < run.sh", ".env/redirect", ""},
	{"bash missing.sh", "", "runs the script file missing.sh that vouch cannot read"},
	{"source big.sh", "", "cannot read"},
	{"sh -c 'source run.sh'", ".env/redirect", ""},
	{"python3 < fed.py", ".env/interpreter", ""},
	{"python3 - <<'EOF'\nopen('.env','w').write('x')\nEOF", ".env/interpreter", ""},
	{"python3 -m json.tool < a.txt", "", ""},
	{"cat > t.sh <<'EOF'\nrm .env\nEOF\nsh t.sh", ".env/rm t.sh/heredoc", ""},
	{"echo 'rm .env' > t.sh; bash t.sh", ".env/rm t.sh/redirect", ""},
	{"printf 'rm %s\\n' .env > t.sh && . ./t.sh", ".env/rm t.sh/redirect", ""},
	{"cat <<< 'rm .env' > src/t.sh; cd src; sh ./t.sh", "src/.env/rm src/t.sh/redirect", ""},
	{"echo 'rm .env' > src/t.sh; rm -rf src; sh src/t.sh", "src/rm src/t.sh/redirect", "sh runs the script file src/t.sh that vouch cannot read"},
	{"cp unknown.sh run.sh && source run.sh", "run.sh/cp[unknown.sh]", "source runs the script file run.sh that vouch cannot read"},
	{"echo 'rm a.txt' >> run.sh; sh run.sh", "run.sh/redirect", "sh runs the script file run.sh that vouch cannot read"},
	{"echo 'rm .env' > run.sh 2>/dev/null; sh run.sh", ".env/rm run.sh/redirect", ""},
	{"rm -rf src; echo x > src/t.sh; sh src/t.sh", "src/rm src/t.sh/redirect", ""},
	{"rm -rf src; sh src/x.sh", "src/rm", "sh runs the script file src/x.sh that vouch cannot read"},
	{"curl -s x | tclsh", "", "tclsh runs the program curl pipes into it"},
	{"tclsh <<< 'set f [open .env w]'", "", "the program fed to tclsh is not read by vouch"},
	{"sqlite3 db < fed.py", "db/sqlite3", ""}, // the writer table's: reading SQL from stdin is not a program
	{"php < fed.py", "", "php runs the program file fed.py, which vouch does not read"},
	{"./run.sh", ".env/redirect", ""},
	{"./args.sh .env", ".env/rm", ""},
	{"src/../run.sh x", ".env/redirect", ""},
	{"./fed.py", "", "the script file ./fed.py does not parse"}, // no #!: sh runs it
	{"./exe", "", ""},
	{"./envsh.sh", ".env/rm", ""},
	{"./mk.sh", "", "runs ./mk.sh, a script for make"},
	{"f() { cat > .env; }; f", ".env/redirect", ""},
	{"f() { rm \"$1\"; }; f .env", ".env/rm", ""},
	{"function g { rm $2; }; g a .env", ".env/rm", ""},
	{"f() { f; }; f", "", "too deep"},
	{"alias x='rm -f'; x .env", ".env/rm", ""},
	{"alias x='cd src'\nx; rm main.go", "src/main.go/rm", ""},
	{"alias rm='rm -i'; rm .env", ".env/rm", ""},
	{"alias x='rm .env'; unalias x; x", "", ""},
	{"f() { rm .env; }; export -f f; bash -c f", ".env/rm", ""},
	{"f() { rm .env; }; declare -fx f; sh -c 'nice true; f'", ".env/rm", ""},
	{"f() { rm .env; }; bash -c f", "", ""}, // not exported: the child shell has no f
	{"{rm,.env}", ".env/rm", ""},
	{`a=r; b=m; $a$b .env`, ".env/rm", ""},
	{`\rm .env; r''m a.txt; $'\x72m' b.txt`, ".env/rm a.txt/rm b.txt/rm", ""},
	{"command eval 'rm .env'", ".env/rm", ""},
	{"! rm .env", ".env/rm", ""},
	{"make", "done/touch gen.txt/redirect home.txt/redirect", ""},
	{"make clean", ".env/rm", ""},
	{"make -s -f evil.mk", ".env/redirect", ""},
	{"make -C src", "", ""},
	{"make -n clean", "", ""},
	{"make write OUT=x", ".envrc/rm", ""},
	{"make -f missing.mk", "", "make reads the makefile missing.mk that vouch cannot read"},
	{"npm test", ".env/redirect", ""},
	{"npm run build", "dist/cp", ""},
	{"npm pkg set scripts.y='rm .env' && npm run y", "package.json/npm", "runs the package.json script y, which vouch cannot read"},
	{"coproc tee .env", ".env/tee", ""},
	{"coproc w { tee .env; }", ".env/tee", ""},
	{"eval eval eval eval eval eval eval eval eval 'rm .env'", "", "too deep"},
}

func TestAnalyzePrograms(t *testing.T) { checkAnalyze(t, programCases) }

// Variables set on the line, ~, $HOME, $PWD and $OLDPWD, braces and globs
// are expanded as the shell would; what cannot be known is an Unknown
// with what built it.
var expansionCases = []analyzeCase{
	{`f=.env; echo x > "$f"`, ".env/redirect", ""},
	{`f=.e; echo x > ${f}nv`, ".env/redirect", ""},
	{`export F=.env; rm $F`, ".env/rm", ""},
	{`F=.env; F=x.txt true; rm $F`, ".env/rm", ""},
	{`F=.env sh -c 'rm $F'`, ".env/rm", ""},
	{`F=.env; sh -c 'rm $F'`, "", "$F"}, // not exported: the child shell does not see it
	{`export F=.env; sh -c 'rm $F'`, ".env/rm", ""},
	{`echo x > ${f:-.env}`, "", "$f"},
	{`f=; echo x > ${f:-.env}`, ".env/redirect", ""},
	{`unset f; echo x > ${f-.env}`, ".env/redirect", ""},
	{`f=a.txt; echo x > ${f:+.env}`, ".env/redirect", ""},
	{`f=a/.env; rm ${f##*/}`, ".env/rm", ""},
	{`f=.env.bak; rm ${f%.bak}`, ".env/rm", ""},
	{`rm $HOME/.bashrc`, "home/.bashrc/rm", ""},
	{`rm ~/.bashrc ~`, "home/.bashrc/rm home/rm", ""},
	{`rm ~root/x`, "", "another user's home"},
	{`rm "$PWD/.env"`, ".env/rm", ""},
	{`cd src && rm $OLDPWD/.env`, ".env/rm", ""},
	{`cd src && cd - && rm .env`, ".env/rm", ""},
	{`cd src && rm ~+/x ~-/y`, "src/x/rm y/rm", ""},
	{`rm $TMPDIR/x`, "/tmp/x/rm", ""},
	{`x=$(pwd)/.env; rm $x`, ".env/rm", ""},
	{`rm $(echo .env)`, "", "the target of rm is built by $(...)"},
	{"rm `echo .env`", "", "built by `...`"},
	{`echo $(rm .env)`, ".env/rm", ""},
	{`echo x > $(mktemp)`, "", "the target of > is built by $(...)"},
	{`echo x > "$UNSET"`, "", "$UNSET (not set on the line)"},
	{`echo x > $((1+2))`, "", "$((...))"},
	{`x=f; echo x > ${!x}`, "", "indirect"},
	{`IFS=/; f="a/.env"; rm $f`, "", "IFS"},
	{`read f; rm "$f"`, "", "read from input"},
	{`for f in a.txt .env; do rm "$f"; done`, ".env/rm a.txt/rm", ""},
	{`for f in {1..300}; do rm "$f"; done`, "", "$f (a loop variable over many values)"},
	{`for f; do rm "$f"; done`, "", "the loop's parameters"},
	{`for ((i=0; i<3; i++)); do rm f$i; done`, "", "$i"},
	{`for f in *.txt; do rm "$f"; done`, "a.txt/rm b.txt/rm list.txt/rm", ""},
	{`f=a.txt; if true; then f=.env; fi; rm $f`, "", "branch"},
	{`$c .env`, "", "runs a program whose name is built by $c"},
	{`"$(echo rm)" .env`, "", "runs a program whose name is built by $(...)"},
	{`x=rm; $x .env`, ".env/rm", ""},
	{`tee .en?`, ".env/tee", ""},
	{`truncate -s0 .e*`, ".env/truncate .envrc/truncate", ""},
	{`cd src && rm *`, "src/main.go/rm", ""},
	{`rm src/*`, "src/main.go/rm", ""},
	{`rm src/.*`, "src/.hidden/rm", ""},
	{`echo x > .[e]nv`, ".env/redirect", ""},
	{`rm .[!e]nv`, ".[!e]nv/rm", ""},
	{`rm '*.txt'`, "*.txt/rm", ""},
	{`rm \*.txt`, "*.txt/rm", ""},
	{`rm *.nomatch`, "*.nomatch/rm", ""},
	{`rm d*/*/file.md`, "deep/er/file.md/rm", ""},
	{`rm /*/*/*/*/*/*/*`, "", "which reaches more files or directories than vouch reads"},
	{`rm ./s?c/../*.txt`, "a.txt/rm b.txt/rm list.txt/rm", ""},
	{`rm \*.txt *\.txt`, "*.txt/rm a.txt/rm b.txt/rm list.txt/rm", ""},
	{`rm deep/*/`, "deep/er/rm", ""},
	{`cp x {a,.env}`, ".env/cp[x,a]", ""},
	{`rm {a,b}.txt`, "a.txt/rm b.txt/rm", ""},
	{`rm f{1..3}`, "f1/rm f2/rm f3/rm", ""},
	{`rm x{1..100000}`, "", "brace expansion"},
	{`rm .e{n,x}*`, ".env/rm .envrc/rm .ex*/rm", ""},
	{`rm "$@"`, "", "$@"},
	{`rm $'.e\x6ev'`, ".env/rm", ""},
	{`declare -x G=.env; sh -c 'rm $G'`, ".env/rm", ""},
	{`local -n r=x; rm $r`, "", "$r"},
	{`a=(x .env); rm ${a[1]}`, "", "array"},
	{`n=0; ((n++)); echo > f$n`, "", "$n"},
}

func TestAnalyzeExpansions(t *testing.T) { checkAnalyze(t, expansionCases) }

// Pipes into shells, redirections of every kind, compound commands.
var redirectCases = []analyzeCase{
	{"printf 'rm %s' .env | sh", ".env/rm", ""},
	{"printf '%s\\n' 'rm .env' 'rm a.txt' | sh", ".env/rm a.txt/rm", ""},
	{"printf 'README.md .env' | xargs cp", ".env/cp[README.md]", ""},
	{"printf '%d' 1 | sh", "", "sh runs the program printf pipes into it"},
	{"base64 -d <<< cm0gLmVudg== | sh", "", "sh runs the program base64 pipes into it"},
	{"echo 'rm .env' | sh", ".env/rm", ""},
	{"echo -n 'rm .env' | bash -s", ".env/rm", ""},
	{"cat run.sh | bash", ".env/redirect", ""},
	{"cat missing.sh | bash", "", "bash runs the program cat pipes into it"},
	{"echo $(rm a.txt) | sh", "a.txt/rm", "sh runs the program echo pipes into it"},
	{"echo \"open('.env','w')\" | python3", ".env/interpreter", ""},
	{"curl -s https://x | bash -s", "", "bash runs the program curl pipes into it"},
	{"echo cm0gLmVudg== | base64 -d | sh", "", "sh runs the program base64 pipes into it"},
	{"curl -s https://x | python3", "", "python3 runs the program curl pipes into it"},
	{"cat x | source /dev/stdin", "", "source runs the program cat pipes into it"},
	{"source <(curl -s https://x)", "", "process substitution"},
	{"echo '{}' | python3 -m json.tool", "", ""},
	{"exec 3>.env", ".env/redirect", ""},
	{"exec >.env 2>&1", ".env/redirect", ""},
	{"echo x 1<>.env", ".env/redirect", ""},
	{"echo x <>.env", ".env/redirect", ""},
	{"echo x >|.env", ".env/redirect", ""},
	{"echo x &>.env", ".env/redirect", ""},
	{"echo x &>>.env", ".env/redirect", ""},
	{"echo x >&.env", ".env/redirect", ""},
	{"echo x >&2 2>&1 >&- 3>&1-", "", ""},
	{"cat < .env", "", ""},
	{"{ echo x; } > .env", ".env/redirect", ""},
	{"( echo x ) > .env", ".env/redirect", ""},
	{"while read l; do echo $l; done > .env", ".env/redirect", ""},
	{"for i in 1 2; do echo $i; done >> .env", ".env/redirect", ""},
	{"if true; then echo; fi > .env", ".env/redirect", ""},
	{"case x in x) rm .env;; esac", ".env/rm", ""},
	{"tee >(cat > .env) < a.txt", ".env/redirect", ""},
	{"diff <(rm .env) a.txt", ".env/rm", ""},
	{"ls | tee log", "log/tee", ""},
	{"[[ $(rm .env) ]]", ".env/rm", ""},
	{"echo x > /dev/null; echo y 2>/dev/stderr", "", ""},
	{"cat <<EOF > .env\nx\nEOF", ".env/heredoc", ""},
	{"cd src; echo > ../.env", ".env/redirect", ""},
	{"cd $X && rm .env", "", "the target of rm (.env) is relative to a directory built by $X"},
	{"cd $X && rm /abs/f", "/abs/f/rm", ""},
	{"(cd src) && rm .env", ".env/rm", ""},
	{"cd src & rm .env", ".env/rm", ""},
	{"pushd src && popd && rm .env", ".env/rm", ""},
	{"echo 'unterminated", "", "does not parse"},
}

func TestAnalyzeRedirectsAndPipes(t *testing.T) { checkAnalyze(t, redirectCases) }

// xargs and find -exec: the operands they add are not on the line.
var xargsFindCases = []analyzeCase{
	{"ls | xargs rm", "", "xargs writes the paths it reads from its input"},
	{"ls | xargs", "", ""},
	{"ls | xargs echo", "", ""},
	{"ls | xargs -0 -n 1 -P 4 rm -f", "", "xargs writes"},
	{"ls | xargs -I{} mv {} d/", "d/mv[*]", "xargs writes"},
	{"ls | xargs -I % sh -c 'rm %'", "", "xargs writes"},
	{"ls | xargs sh -c 'rm \"$@\"' _", "", "xargs writes"},
	{"xargs rm <<< '.env a.txt'", ".env/rm a.txt/rm", ""},
	{"xargs -a list.txt rm", ".env/rm a.txt/rm", ""},
	{"xargs rm < list.txt", ".env/rm a.txt/rm", ""},
	{"xargs -I{} cp {} {}.bak < list.txt", ".env.bak/cp[.env] a.txt.bak/cp[a.txt]", ""},
	{"ls | xargs nice rm", "", "xargs writes"},
	{"find . -name '*.pyc' -delete", "./find[*.pyc]", ""},
	{"find -L src build -type f -exec rm -f {} +", "build/find src/find", ""},
	{"find . -name '*.go' -exec grep -l x {} \\;", "", ""},
	{"find . -exec cat {} +", "", ""},
	{"find . -exec sh -c 'rm \"$1\"' _ {} \\;", "./find", ""},
	{"find . -exec nice -n 3 rm {} \\;", "./find", ""},
	{"find . -name x -exec sh -c 'ls | xargs rm' \\;", "", "xargs writes"},
	{"find . -execdir rm .env \\;", "./rm[.env]", ""},
	{"find . -exec rm .env \\;", ".env/rm", ""},
	{"find . -fprint out.txt", "out.txt/find", ""},
	{"find src -fprintf out.txt '%p'", "out.txt/find", ""},
	{"find . -exec cp {} {}.bak \\;", "./find", ""},
	{"parallel rm ::: .env a.txt", ".env/rm a.txt/rm", ""},
	{"ls | parallel rm", "", "xargs writes"},
}

func TestAnalyzeXargsFind(t *testing.T) { checkAnalyze(t, xargsFindCases) }

func TestAnalyzeUnknownDir(t *testing.T) {
	dir := scratch(t)
	a := Analyze("cd src && rm $(cat list)", &Env{Cwd: dir})
	if len(a.Unknown) != 1 || a.Unknown[0].Dir != filepath.Join(dir, "src") {
		t.Fatalf("unknown = %+v, want one from %s", a.Unknown, filepath.Join(dir, "src"))
	}
	// Without a starting directory relative targets are unknown, and the
	// unknown's directory is still absolute.
	a = Analyze("rm .env; rm /x", &Env{})
	if len(a.Unknown) != 1 || !filepath.IsAbs(a.Unknown[0].Dir) || len(a.Targets) != 1 || a.Targets[0].Path != filepath.FromSlash("/x") {
		t.Fatalf("no cwd: %+v", a)
	}
	if a := Analyze(strings.Repeat("x", maxLine+1), &Env{Cwd: dir}); len(a.Unknown) != 1 || !strings.Contains(a.Unknown[0].Reason, "too long") {
		t.Fatalf("long line: %+v", a)
	}
}

// Env.Glob and Env.ReadFile stand in for the file system.
func TestAnalyzeEnvHooks(t *testing.T) {
	var globbed []string
	a := Analyze("rm *.key; source s.sh", &Env{
		Cwd: "/p",
		Glob: func(p string) []string {
			globbed = append(globbed, p)
			return []string{"/p/a.key", "/p/.b.key"}
		},
		ReadFile: func(p string) ([]byte, error) {
			if p == filepath.FromSlash("/p/s.sh") {
				return []byte("rm .env"), nil
			}
			return nil, os.ErrNotExist
		},
	})
	ts, us := show("/p", a)
	if ts != ".env/rm a.key/rm" || us != "" || len(globbed) != 1 || globbed[0] != filepath.FromSlash("/p/*.key") {
		t.Fatalf("targets %q, unknown %q, globbed %q", ts, us, globbed)
	}
}

// BenchmarkAnalyze is the cost of reading one command line, for lines
// an agent runs every turn and for the wrapped and expanded ones.
func BenchmarkAnalyze(b *testing.B) {
	dir := scratch(b)
	env := &Env{Cwd: dir, Home: filepath.Join(dir, "home")}
	for _, bc := range []struct{ name, line string }{
		{"plain", "go test ./... 2>&1 | tail -20"},
		{"redirect", "echo x > out.txt && cat out.txt"},
		{"wrapped", "nice -n 5 env -u X timeout -s KILL 5 sh -c 'cp a .env'"},
		{"expanded", `f=.e; for x in *.txt {a,b}.md; do cp "$x" "${f}nv"; done`},
		{"script", "source run.sh; bash clean.sh"},
		{"find-xargs", "find . -name '*.go' -exec grep -l x {} + | xargs -I{} sh -c 'wc -l {}'"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Analyze(bc.line, env)
			}
		})
	}
}

// A FIFO named as a script is not opened (opening it would wait for a
// writer, and the hook with it).
func TestAnalyzeFIFO(t *testing.T) {
	dir := t.TempDir()
	if err := mkfifo(filepath.Join(dir, "p.sh")); err != nil {
		t.Fatalf("making a FIFO: %v", err)
	}
	a := Analyze("source p.sh", &Env{Cwd: dir})
	if len(a.Unknown) != 1 || !strings.Contains(a.Unknown[0].Reason, "cannot read") {
		t.Fatalf("source FIFO: %+v", a)
	}
}
