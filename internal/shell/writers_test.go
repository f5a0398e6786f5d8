package shell

import (
	"sort"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// writerResult runs callWrites on every simple command of line, with
// files readable through the context, and shows each target as
// "path:how" ("path:how[names]" for a name-limited directory) and each
// unknown as "?reason".
func writerResult(t testing.TB, line string, files map[string]string) []string {
	t.Helper()
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(line), "")
	if err != nil {
		t.Fatalf("%q does not parse: %v", line, err)
	}
	var got []string
	c := &writeCtx{
		add: func(p, how string, names ...string) {
			s := p + ":" + how
			if len(names) > 0 {
				s += "[" + strings.Join(names, ",") + "]"
			}
			got = append(got, s)
		},
		unknown: func(r string) { got = append(got, "?"+r) },
		read: func(p string) ([]byte, bool) {
			s, ok := files[p]
			return []byte(s), ok
		},
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		if x, ok := n.(*syntax.CallExpr); ok {
			var w []string
			for _, a := range x.Args {
				w = append(w, WordText(line, a))
			}
			callWrites(StripPrefix(w), c)
		}
		return true
	})
	return got
}

// writerCase is one row of the writer table test: a command line, the
// files it may read, and what it writes: targets "path:how[names]" and
// unknowns "?" (any reason), space-separated, in order.
type writerCase struct {
	line  string
	want  string
	files map[string]string
}

func checkWriters(t *testing.T, tests []writerCase) {
	t.Helper()
	for _, tt := range tests {
		got := writerResult(t, tt.line, tt.files)
		for i, g := range got {
			if strings.HasPrefix(g, "?") {
				got[i] = "?"
			}
		}
		if s := strings.Join(got, " "); s != tt.want {
			t.Errorf("%s\n got: %s\nwant: %s", tt.line, s, tt.want)
		}
	}
}

var coreutilsCases = []writerCase{
	{line: "tee a b", want: "a:tee b:tee"},
	{line: "tee -a .env", want: ".env:tee"},
	{line: "tee --output-error=warn -p log", want: "log:tee"},
	{line: "rm -rf -- -x .git", want: "-x:rm .git:rm"},
	{line: "unlink .env", want: ".env:rm"},
	{line: "rmdir --ignore-fail-on-non-empty d", want: "d:rm"},
	{line: "shred -n 3 -u .env", want: ".env:rm"},
	{line: "shred --iterations 3 .env", want: ".env:rm"},
	{line: "truncate -s0 .env", want: ".env:truncate"},
	{line: "truncate -s 0 -r ref .env", want: ".env:truncate"},
	{line: "truncate --size 0 .env", want: ".env:truncate"},
	{line: "touch -r ref -d now .env", want: ".env:touch"},
	{line: "touch -t 202401010000 vouch.yaml", want: "vouch.yaml:touch"},
	{line: "chmod 000 .env", want: ".env:chmod"},
	{line: "chmod -w .env", want: ".env:chmod"},
	{line: "chmod -R u-w,go= .git", want: ".git:chmod"},
	{line: "chmod --reference=ref .env", want: ".env:chmod"},
	{line: "chown root:root .env", want: ".env:chown"},
	{line: "chgrp --reference ref .env", want: ".env:chown"},
	{line: "chattr +i .env", want: ".env:chattr"},
	{line: "chattr -i -R .git", want: ".git:chattr"},
	{line: "mv a.go b.go", want: "a.go:mv b.go:mv[a.go]"},
	{line: "mv -t .git x y", want: "x:mv y:mv .git:mv[x,y]"},
	{line: "mv --target-directory=d x", want: "x:mv d:mv[x]"},
	{line: "mv -T a .env", want: "a:mv .env:mv"},
	{line: "cp /tmp/x .env", want: ".env:cp[x]"},
	{line: "cp /tmp/.env .", want: ".:cp[.env]"},
	{line: "cp -t dir a b", want: "dir:cp[a,b]"},
	{line: "cp -a src/ dst", want: "dst:cp"},
	{line: "cp --backup=numbered -S .bak x .env", want: ".env:cp[x]"},
	{line: "cp --tar=d x", want: "d:cp[x]"},
	{line: "install -D -m 644 x .git/hooks/pre-commit", want: ".git/hooks/pre-commit:install[x]"},
	{line: "install -t .git/hooks x", want: ".git/hooks:install[x]"},
	{line: "install -d -m 700 .git/hooks", want: ".git/hooks:install"},
	{line: "ln -sf /tmp/evil .env", want: ".env:ln[evil]"},
	{line: "ln -s /tmp/x/.env", want: ".env:ln"},
	{line: "ln -t .claude -s /tmp/settings.json", want: ".claude:ln[settings.json]"},
	{line: "link /tmp/x .env", want: ".env:ln"},
	{line: "rsync -a src/ dst/", want: "dst/:rsync"},
	{line: "rsync -t a.txt .env", want: ".env:rsync[a.txt]"},
	{line: "rsync -e ssh --exclude .git a host:/x", want: ""},
	{line: "rsync --delete -r x/ .git/", want: ".git/:rsync"},
	{line: "rsync --remove-source-files --log-file=log a b", want: "log:rsync a:rsync b:rsync[a]"},
	{line: "dd if=/dev/zero of=.env bs=1 count=0", want: ".env:dd"},
	{line: "dd if=.env", want: ""},
}

var sedPerlCases = []writerCase{
	{line: "sed -i 's/a/b/' x.go", want: "x.go:sed -i"},
	{line: "sed -ni 's/a/b/p' x.go", want: "x.go:sed -i"},
	{line: "sed --in-place=.bak -e s/a/b/ -e s/c/d/ x y", want: "x:sed -i y:sed -i"},
	{line: "sed -i.orig -f prog.sed x", want: "x:sed -i", files: map[string]string{"prog.sed": "s/a/b/\n"}},
	{line: "sed -f prog.sed x", want: "?"},
	{line: "sed -f prog.sed x", want: ".env:sed", files: map[string]string{"prog.sed": "1w .env\n"}},
	{line: "sed 's/a/b/' x.go", want: ""},
	{line: "sed -n 'w .env' x", want: ".env:sed"},
	{line: "sed -n '/re/w out.txt' x", want: "out.txt:sed"},
	{line: "sed 's/a/b/w .env' x", want: ".env:sed"},
	{line: "sed 's/a/b/gw .env' x", want: ".env:sed"},
	{line: "sed '1e rm .env' x", want: ".env:rm"},
	{line: "sed 's/.*/rm &/e' x", want: "?"},
	{line: "sed '/x/{p;d}; y/abc/xyz/; $a\\\nend' x", want: ""},
	{line: "sed --sandbox 'w .env' x", want: ""},
	{line: "perl -pi -e 's/a/b/' vouch.yaml", want: "vouch.yaml:sed -i"},
	{line: "perl -i.bak -pe 's/a/b/' a b", want: "a:sed -i b:sed -i"},
	{line: "perl -pie 's/a/b/' x", want: "x:sed -i ?"}, // -i with suffix "e": the script is the file s/a/b/
	{line: "perl -ne 'print' x", want: ""},
	{line: "perl --version", want: ""},
	{line: "perl", want: "?"},
}

var gitCases = []writerCase{
	{line: "git status", want: ""},
	{line: "git diff HEAD", want: ""},
	{line: "git add -A && git commit -m x", want: ""},
	{line: "git log --oneline", want: ""},
	{line: "git diff --output=.env", want: ".env:git"},
	{line: "git checkout -- calc.go", want: "calc.go:git"},
	{line: "git checkout main", want: ".:git"},
	{line: "git checkout -b feature", want: ""},
	{line: "git checkout HEAD~1 .env vouch.yaml", want: "HEAD~1:git .env:git vouch.yaml:git"},
	{line: "git checkout --pathspec-from-file=list", want: "?"},
	{line: "git switch main", want: ".:git"},
	{line: "git switch -c new", want: ""},
	{line: "git restore vouch.yaml", want: "vouch.yaml:git"},
	{line: "git restore --staged vouch.yaml", want: ""},
	{line: "git restore -s HEAD~2 -SW .env", want: ".env:git"},
	{line: "git reset --hard", want: ".:git"},
	{line: "git reset HEAD x", want: ""},
	{line: "git stash", want: ".:git"},
	{line: "git stash pop", want: ".:git"},
	{line: "git stash list", want: ""},
	{line: "git clean -fdx", want: ".:git"},
	{line: "git clean -n", want: ""},
	{line: "git clean -f -e keep sub", want: "sub:git"},
	{line: "git rm --cached x", want: ""},
	{line: "git rm -r .claude", want: ".claude:rm"},
	{line: "git mv a .env", want: "a:mv .env:mv"},
	{line: "git -C sub checkout -- a.go", want: "sub/a.go:git"},
	{line: "git -c core.x=1 -C /repo clean -fdx", want: "/repo:git"},
	{line: "git --work-tree=wt --git-dir=gd reset --hard", want: "wt:git"},
	{line: "git -c core.pager='tee .env' log", want: ".env:tee"},
	{line: "git -c alias.x='!rm .env' x", want: ".env:rm"},
	{line: "git -c core.hooksPath=/tmp/h commit -m x", want: "?"},
	{line: "git config core.hooksPath /tmp/h", want: ".git/config:git"},
	{line: "git config --get core.hooksPath", want: ""},
	{line: "git config user.name", want: ""},
	{line: "git config -l", want: ""},
	{line: "git config --global user.name x", want: "~/.gitconfig:git"},
	{line: "git config --file .gitmodules a.b c", want: ".gitmodules:git"},
	{line: "git config --unset core.hooksPath", want: ".git/config:git"},
	{line: "git config set core.fsmonitor x", want: ".git/config:git"},
	{line: "git config get core.fsmonitor", want: ""},
	{line: "git --git-dir=other config a.b c", want: "other/config:git"},
	{line: "git remote add evil https://x", want: ".git/config:git"},
	{line: "git remote set-url origin https://x", want: ".git/config:git"},
	{line: "git remote -v", want: ""},
	{line: "git update-ref refs/heads/main HEAD~3", want: ".git:git"},
	{line: "git symbolic-ref HEAD refs/heads/x", want: ".git:git"},
	{line: "git symbolic-ref HEAD", want: ""},
	{line: "git branch -f main HEAD~1", want: ".git:git"},
	{line: "git branch feature", want: ""},
	{line: "git branch -a", want: ""},
	{line: "git tag v1", want: ".git:git"},
	{line: "git tag -l", want: ""},
	{line: "git tag", want: ""},
	{line: "git init", want: ".git:git"},
	{line: "git init --template=/tmp/t new", want: "new/.git:git"},
	{line: "git clone https://x/y.git", want: "y:git"},
	{line: "git clone --depth 1 https://x/y.git dir", want: "dir:git"},
	{line: "git worktree add ../wt main", want: "../wt:git"},
	{line: "git worktree list", want: ""},
	{line: "git submodule add https://x/lib.git vendor/lib", want: "vendor/lib:git .gitmodules:git"},
	{line: "git submodule update --init", want: "vendor/a:git", files: map[string]string{".gitmodules": "[submodule \"a\"]\n\tpath = vendor/a\n\turl = x\n"}},
	{line: "git submodule foreach 'rm -f .env'", want: "?"},
	{line: "git submodule foreach git status", want: ""},
	{line: "git merge feature", want: ".:git"},
	{line: "git rebase -x 'rm .env' main", want: ".:git .env:rm"},
	{line: "git bisect run sh -c 'echo > .env'", want: ".:git .env:redirect"},
	{line: "git format-patch -3", want: ".:git[*.patch]"},
	{line: "git format-patch -o out HEAD~1", want: "out:git[*.patch]"},
	{line: "git archive -o .env HEAD", want: ".env:git"},
	{line: "git bundle create .env HEAD", want: ".env:git"},
	{line: "git checkout-index -a -f", want: ".:git"},
	{line: "git checkout-index -f -- .env", want: ".env:git"},
	{line: "git checkout-index -a --prefix=out/", want: "out/:git"},
	{line: "git checkout-index --prefix=x- a", want: "x-a:git"},
	{line: "git checkout-index --stdin", want: "?"},
	{line: "git apply fix.patch", want: "?"},
	{line: "git apply", want: "?"},
	{line: "git apply --check fix.patch", want: ""},
	{line: "git apply --cached fix.patch", want: ""},
	{line: "git apply fix.patch", want: ".env:git", files: map[string]string{"fix.patch": "diff --git a/.env b/.env\n--- a/.env\n+++ b/.env\n@@ -1 +1 @@\n-a\n+b\n"}},
	{line: "git apply -p0 --directory=sub fix.patch", want: "sub/x:git sub/y:git", files: map[string]string{"fix.patch": "--- x\t2024-01-01\n+++ y\n@@ -1 +1 @@\n-a\n+b\n"}},
	{line: "git apply r.patch", want: "a:git b:git .git/config:git", files: map[string]string{"r.patch": "diff --git a/a b/b\nsimilarity index 100%\nrename from a\nrename to .git/config\n"}},
	{line: "git am 0001.patch", want: "vouch.yaml:git", files: map[string]string{"0001.patch": "From 1 Mon\nSubject: x\n---\n vouch.yaml | 1 +\n\ndiff --git a/vouch.yaml b/vouch.yaml\n--- a/vouch.yaml\n+++ b/vouch.yaml\n"}},
	{line: "git am --abort", want: ".:git"},
	{line: "git am < x.mbox", want: "?"},
	{line: "git pull --rebase", want: ".:git"},
	{line: "git cherry-pick abc", want: ".:git"},
	{line: "git revert HEAD", want: ".:git"},
	{line: "git sparse-checkout set docs", want: ".:git"},
	{line: "git read-tree -u -m HEAD", want: ".:git"},
	{line: "git read-tree HEAD", want: ""},
	{line: "git filter-branch --tree-filter x HEAD", want: ".:git .git:git"},
	{line: "git show --output=out HEAD", want: "out:git"},
	{line: "git range-diff a b c", want: ""},
	{line: "git difftool -x 'cp $LOCAL .env'", want: ".env:cp[$LOCAL]"},
	{line: "git mergetool", want: ".:git"},
}

var interpreterCases = []writerCase{
	{line: `python3 -c "open('.env','w').write('x')"`, want: ".env:interpreter"},
	{line: `node -e "require('fs').writeFileSync('vouch.yaml', '')"`, want: "vouch.yaml:interpreter"},
	{line: `ruby -e 'File.write(".env", "x")'`, want: ".env:interpreter"},
	{line: `perl5 -e 'unlink ".env"'`, want: ".env:interpreter"},
	{line: `deno eval "Deno.writeTextFileSync('.env', 'x')"`, want: ".env:interpreter"},
	{line: `bun -e "Bun.write('.env', 'x')"`, want: ".env:interpreter"},
	{line: `python -c "import os; os.remove('.env')"`, want: ".env:interpreter"},
	{line: `python2 -c "open('.env','w')"`, want: ".env:interpreter"},
	{line: `nodejs -e "fs.rmSync('.git', {recursive: true})"`, want: ".git:interpreter"},
}

// writerTables are the rows of the writer table test, by group.
var writerTables = map[string][]writerCase{
	"coreutils":    coreutilsCases,
	"sed, perl":    sedPerlCases,
	"git":          gitCases,
	"interpreters": interpreterCases,
}

func TestWriterTable(t *testing.T) {
	for name, cases := range writerTables {
		t.Run(name, func(t *testing.T) { checkWriters(t, cases) })
	}
}

// Every entry of the writer table (and every git subcommand in it) has at
// least one row in the test.
func TestWriterTableCovered(t *testing.T) {
	tested := map[string]bool{}
	for _, cases := range writerTables {
		for _, c := range cases {
			f := strings.Fields(c.line)
			if len(f) == 0 {
				continue
			}
			tested[f[0]] = true
			if f[0] == "git" {
				for i := 1; i < len(f); i++ {
					if !strings.HasPrefix(f[i], "-") && (i == 1 || f[i-1] != "-C" && f[i-1] != "-c") {
						tested["git "+f[i]] = true
						break
					}
				}
			}
		}
	}
	var missing []string
	for n := range writers {
		if !tested[n] {
			missing = append(missing, n)
		}
	}
	for n := range gitSubs {
		if !tested["git "+n] {
			missing = append(missing, "git "+n)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("writer table entries without a test row: %s", strings.Join(missing, ", "))
	}
}
