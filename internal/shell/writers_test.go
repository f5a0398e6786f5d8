package shell

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"path/filepath"
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
	c.run = func(w []string) { runNested(w, c) } // what a program runs is read with the same files
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
	{line: "git stash push -q vouch.yaml", want: "vouch.yaml:git"},
	{line: "git clean -fdx", want: ".:git clean"},
	{line: "git clean -fdX sub", want: "sub:git clean"},
	{line: "git clean -fd", want: ".:git"},
	{line: "git stash -u", want: ".:git clean"},
	{line: "git stash push --all -m x", want: ".:git clean"},
	{line: "git clean -n", want: ""},
	{line: "git clean -f -e keep sub", want: "sub:git"},
	{line: "git rm --cached x", want: ""},
	{line: "git rm -r .claude", want: ".claude:rm"},
	{line: "git mv a .env", want: "a:mv .env:mv"},
	{line: "git -C sub checkout -- a.go", want: "sub/a.go:git"},
	{line: "git -c core.x=1 -C /repo clean -fdx", want: "/repo:git clean"},
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
	{line: "git difftool -x 'cp $LOCAL .env'", want: ".env:cp[*]"}, // $LOCAL is set by git: any name
	{line: "git mergetool", want: ".:git"},
}

var interpreterCases = []writerCase{
	// python: writes named by literals, however they are spelled
	{line: `python3 -c "open('.env','w').write('x')"`, want: ".env:interpreter"},
	{line: `python3 -c "open('.env', mode='a')"`, want: ".env:interpreter"},
	{line: `python3 -c "with open('out.txt', 'wb') as f: f.write(b'x')"`, want: "out.txt:interpreter"},
	{line: `python3 -c "open('.e'+'nv','w')"`, want: ".env:interpreter"},
	{line: `python3 -c "open(chr(46)+'env','w')"`, want: ".env:interpreter"},
	{line: `python3 -c "open('\x2eenv','w')"`, want: ".env:interpreter"},
	{line: `python3 -c "import base64; open(base64.b64decode('LmVudg==').decode(),'w')"`, want: ".env:interpreter"},
	{line: `python3 -c "import os; open(os.path.join('.git', 'hooks', 'pre-commit'), 'w')"`, want: ".git/hooks/pre-commit:interpreter"},
	{line: `python3 -c "import os; open(os.path.join('a', '..', '.env'), 'w')"`, want: ".env:interpreter"},
	{line: `python3 -c "from pathlib import Path; Path('.env').write_text('x')"`, want: ".env:interpreter"},
	{line: `python3 -c "from pathlib import Path; x = 1 and (Path('.git') / 'config').write_text('x')"`, want: ".git/config:interpreter"},
	{line: `python3 -c "import pathlib; p = pathlib.Path('vouch.yaml'); p.unlink()"`, want: "vouch.yaml:rm"},
	{line: `python3 -c "f = '.env'; open(f, 'w')"`, want: ".env:interpreter"},
	{line: `python3 -c "import shutil; shutil.copy('/tmp/x', '.env')"`, want: ".env:cp"},
	{line: `python3 -c "import shutil; shutil.rmtree('.git')"`, want: ".git:rm"},
	{line: `python3 -c "import os; os.rename('a', '.env')"`, want: "a:mv .env:mv"},
	{line: `python3 -c "import os; os.remove('.env')"`, want: ".env:rm"},
	{line: `python3 -c "import os; os.unlink('.env')"`, want: ".env:rm"},
	{line: `python3 -c "import os; os.symlink('/tmp/x', '.env')"`, want: ".env:ln"},
	{line: `python3 -c "import os; os.open('.env', os.O_WRONLY|os.O_TRUNC)"`, want: ".env:interpreter"},
	{line: `python3 -c "import os; os.open('.env', os.O_RDONLY)"`, want: ""},
	{line: `python3 -c "s = 'a'.replace('a', 'b'); print(s)"`, want: ""},
	// computed paths: the literal directory, else unknown
	{line: `python3 -c "import sys; open('dist/' + sys.argv[1], 'w')"`, want: "dist:interpreter dir"},
	{line: `python3 -c "import sys; open(f'build/{sys.argv[1]}.json', 'w')"`, want: "build:interpreter dir"},
	{line: `python3 -c "import sys; open('.e' + sys.argv[1], 'w')"`, want: ".:interpreter dir[.e*]"},
	{line: `python3 -c "import os,sys; open(os.path.join(sys.argv[1], 'x'), 'w')"`, want: "?"},
	{line: `python3 -c "import sys; open(sys.argv[1], 'w')"`, want: "?"},
	{line: `python3 -c "import os, sys; open(os.path.join(os.getcwd(), sys.argv[1]), 'w')"`, want: "?"},
	{line: `node -e "fs.writeFileSync(require('path').join(__dirname, process.argv[1]), 'x')"`, want: "?"},
	{line: `python3 -c "import sys; open('../' + sys.argv[1], 'w')"`, want: "?"},
	{line: `python3 -c "import sys; m = sys.argv[2]; open('x', m)"`, want: "x:interpreter"},
	{line: `python3 -c "for f in ['a', '.env']: open(f, 'w')"`, want: "?"},
	// reading is not writing
	{line: `python3 -c "print(open('.env').read())"`, want: ""},
	{line: `python3 -c "import json; json.load(open('x'))"`, want: ""},
	{line: `python3 -c "open('x', 'rb').read()"`, want: ""},
	{line: `python3 -c "import sys; print(open(sys.argv[1]).read())"`, want: ""},
	{line: `python3 -c "import webbrowser; webbrowser.open('https://www.example.com')"`, want: ""},
	// commands run through a shell
	{line: `python3 -c "import os; os.system('echo x > .env')"`, want: ".env:redirect"},
	{line: `python3 -c "import subprocess; subprocess.run(['rm', '-f', '.env'])"`, want: ".env:rm"},
	{line: `python3 -c "import subprocess; subprocess.run(['sh', '-c', 'echo > .env'])"`, want: ".env:redirect"},
	{line: `python3 -c "import subprocess; subprocess.run('rm .env', shell=True)"`, want: ".env:rm"},
	{line: `python3 -c "import subprocess; subprocess.check_output(['git', 'status'])"`, want: ""},
	{line: `python3 -c "import os, sys; os.system(sys.argv[1])"`, want: "?"},
	{line: `python3 -c "import subprocess, sys; subprocess.run(['rm', sys.argv[1]])"`, want: "?"},
	// modules, scripts, stdin
	{line: "python3 -m pytest -q", want: ""},
	{line: "python3 -m http.server 8000", want: ""},
	{line: "python -m json.tool in.json .env", want: ".env:interpreter"},
	{line: "python3 -m zipfile -e a.zip out", want: "out:extract"},
	{line: "python3 -m venv .venv", want: ".venv:interpreter"},
	{line: "python3 --version", want: ""},
	{line: "python3 x.py", want: "?"},
	{line: "python3 -u x.py arg", want: ".env:interpreter", files: map[string]string{"x.py": "open('.env', 'w').write('x')\n"}},
	{line: "python3 manage.py test", want: "", files: map[string]string{"manage.py": "import os, sys\nif __name__ == '__main__':\n    os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'x.settings')\n    from django.core.management import execute_from_command_line\n    execute_from_command_line(sys.argv)\n"}},
	{line: "python3 gen.py", want: "out:interpreter dir", files: map[string]string{"gen.py": "import os\nfrom pathlib import Path\nOUT = Path(__file__).parent / 'out'\nfor name in ['a', 'b']:\n    (OUT / name).write_text(name)  # written under out/\n"}},
	{line: "python3 - <<'EOF'\nprint(1)\nEOF", want: "?"},
	{line: "python2 -c \"open('.env','w')\"", want: ".env:interpreter"},
	{line: "python3.12 -c \"open('.env','w')\"", want: ".env:interpreter"},
	// node
	{line: `node -e "require('fs').writeFileSync('vouch.yaml', '')"`, want: "vouch.yaml:interpreter"},
	{line: `node -e "const fs = require('fs'); fs.appendFileSync('.env', 'x')"`, want: ".env:interpreter"},
	{line: "node -e 'fs.writeFileSync(`.e${\"nv\"}`, \"x\")'", want: ".:interpreter dir[.e*]"},
	{line: `node -e "require('fs').writeFileSync(String.fromCharCode(46,101,110,118), '')"`, want: ".env:interpreter"},
	{line: `node -e "fs.writeFileSync(Buffer.from('LmVudg==', 'base64').toString(), '')"`, want: ".env:interpreter"},
	{line: `node -e "fs.copyFileSync('/tmp/x', require('path').join('.git', 'config'))"`, want: ".git/config:cp"},
	{line: `node -e "fs.renameSync('a', '.env')"`, want: "a:mv .env:mv"},
	{line: `node -e "fs.rmSync('.git', {recursive: true})"`, want: ".git:rm"},
	{line: `node -e "fs.promises.writeFile('.env', 'x')"`, want: ".env:interpreter"},
	{line: `node -e "fs.createWriteStream('.env')"`, want: ".env:interpreter"},
	{line: `node -e "fs.openSync('.env', 'w')"`, want: ".env:interpreter"},
	{line: `node -e "fs.openSync('.env', 'r')"`, want: ""},
	{line: `node -e "console.log(fs.readFileSync('.env', 'utf8'))"`, want: ""},
	{line: `node -e "require('child_process').execSync('rm .env')"`, want: ".env:rm"},
	{line: `node -e "require('child_process').spawnSync('rm', ['.env'])"`, want: ".env:rm"},
	{line: `node -e "require('child_process').execSync(process.argv[1])"`, want: "?"},
	{line: `node -e "fs.writeFileSync(process.argv[1], 'x')"`, want: "?"},
	{line: "node x.js", want: "?"},
	{line: "node build.js", want: "dist:interpreter dir", files: map[string]string{"build.js": "const fs = require('fs');\nconst path = require('path');\nfor (const f of files) {\n  fs.writeFileSync(path.join(__dirname, 'dist', f), render(f));\n}\n"}},
	{line: "node scripts/build.mjs", want: "scripts/out.txt:interpreter", files: map[string]string{"scripts/build.mjs": "import { writeFileSync } from 'node:fs';\nwriteFileSync(__dirname + '/out.txt', 'x');\n"}},
	{line: "node --test", want: ""},
	{line: "node --version", want: ""},
	{line: "nodejs -e \"fs.unlinkSync('.env')\"", want: ".env:rm"},
	// ruby, perl, php, lua, deno, bun, Rscript
	{line: `ruby -e 'File.write(".env", "x")'`, want: ".env:interpreter"},
	{line: `ruby -e 'File.open(".env", "w") { |f| f.puts "x" }'`, want: ".env:interpreter"},
	{line: `ruby -e 'puts File.read(".env")'`, want: ""},
	{line: `ruby -e 'require "fileutils"; FileUtils.rm_rf(".git")'`, want: ".git:rm"},
	{line: `ruby -e 'system("rm .env")'`, want: ".env:rm"},
	{line: "ruby -e '`rm .env`'", want: ".env:rm"},
	{line: `ruby -e 'File.delete ".env"'`, want: ".env:rm"},
	{line: `ruby -pi -e 'gsub(/a/, "b")' .env`, want: ".env:sed -i"},
	{line: `perl -e 'open(F, ">.env"); print F "x"'`, want: ".env:interpreter"},
	{line: `perl -e 'open(my $f, ">>", ".env")'`, want: ".env:interpreter"},
	{line: `perl -e 'open(F, "<", ".env"); print <F>'`, want: ""},
	{line: `perl -e 'open(F, ".env"); print <F>'`, want: ""},
	{line: `perl -e 'unlink ".env"'`, want: ".env:rm"},
	{line: `perl5 -e 'unlink ".env"'`, want: ".env:rm"},
	{line: `perl -e 'my $f = ".env"; unlink $f'`, want: ".env:rm"},
	{line: `perl -e 'system("rm", "-f", ".env")'`, want: ".env:rm"},
	{line: `perl -e 'system "echo x > .env"'`, want: ".env:redirect"},
	{line: "perl -e 'qx(rm .env)'", want: ".env:rm"},
	{line: `perl -e 'open(P, "| tee .env")'`, want: ".env:tee"},
	{line: `perl -e 'rename "a", ".env"'`, want: "a:mv .env:mv"},
	{line: `perl -MFile::Copy -e 'copy("/tmp/x", ".env")'`, want: ".env:cp"},
	{line: `perl -e 'open(F, ">$ARGV[0]")' x`, want: "?"},
	{line: "perl x.pl", want: "?"},
	{line: "perl x.pl", want: ".env:interpreter", files: map[string]string{"x.pl": "#!/usr/bin/perl\nopen(my $fh, '>', '.env') or die;\n"}},
	{line: `php -r 'file_put_contents(".env", "x");'`, want: ".env:interpreter"},
	{line: `php -r '$f = fopen(".env", "w");'`, want: ".env:interpreter"},
	{line: `php -r 'echo file_get_contents(".env");'`, want: ""},
	{line: `php -r 'shell_exec("rm .env");'`, want: ".env:rm"},
	{line: "php artisan test", want: "", files: map[string]string{"artisan": "<?php\nrequire __DIR__.'/vendor/autoload.php';\n$app->handle();\n"}},
	{line: `lua -e 'io.open(".env", "w"):write("x")'`, want: ".env:interpreter"},
	{line: `luajit -e 'os.remove(".env")'`, want: ".env:rm"},
	{line: `lua -e 'os.execute("rm .env")'`, want: ".env:rm"},
	{line: `lua -e 'print(io.open(".env"):read("a"))'`, want: ""},
	{line: `deno eval "Deno.writeTextFileSync('.env', 'x')"`, want: ".env:interpreter"},
	{line: "deno run -A main.ts", want: "?"},
	{line: "deno test", want: ""},
	{line: "deno fmt --check", want: ""},
	{line: `bun -e "Bun.write('.env', 'x')"`, want: ".env:interpreter"},
	{line: "bun -e 'await Bun.$`rm .env`'", want: ".env:rm"},
	{line: "bun -e \"await Bun.$`rm .env`\"", want: ".env:rm .env:rm"}, // the shell runs the backticks too
	{line: "bun run build", want: "", files: map[string]string{"package.json": `{"scripts": {"build": "bun build ./index.ts"}}`}},
	{line: "bun test", want: ""},
	{line: "bun x.ts", want: "?"},
	{line: `Rscript -e 'writeLines("x", ".env")'`, want: ".env:interpreter"},
	{line: `Rscript -e 'write.csv(df, file = "out.csv")'`, want: "out.csv:interpreter"},
	{line: `Rscript -e 'system("rm .env")'`, want: ".env:rm"},
	{line: `Rscript -e 'print(readLines(".env"))'`, want: ""},
}

// tarOf is a tar archive of files (name to content; a name ending in
// "->target" is a symbolic link), gzipped when gz.
func tarOf(t testing.TB, gz bool, names ...string) string {
	var b bytes.Buffer
	var w io.Writer = &b
	var z *gzip.Writer
	if gz {
		z = gzip.NewWriter(&b)
		w = z
	}
	tw := tar.NewWriter(w)
	for _, n := range names {
		h := &tar.Header{Name: n, Mode: 0o644, Typeflag: tar.TypeReg}
		if name, target, ok := strings.Cut(n, "->"); ok {
			h = &tar.Header{Name: name, Linkname: target, Typeflag: tar.TypeSymlink}
		}
		if strings.HasSuffix(n, "/") {
			h.Typeflag, h.Mode = tar.TypeDir, 0o755
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if z != nil {
		if err := z.Close(); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

// zipOf is a zip archive of names (a name ending in "->target" is a
// symbolic link).
func zipOf(t testing.TB, names ...string) string {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, n := range names {
		h := &zip.FileHeader{Name: n}
		h.SetMode(0o644)
		if name, _, ok := strings.Cut(n, "->"); ok {
			h.Name = name
			h.SetMode(fs.ModeSymlink | 0o777)
		}
		if _, err := zw.CreateHeader(h); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

var archiveCases = []writerCase{
	{line: "tar -xf a.tar", want: ".:tar -x"},
	{line: "tar xzf a.tgz -C /tmp/x", want: "/tmp/x:tar -x"},
	{line: "tar -x -f a.tar -C sub .env", want: "sub/.env:tar -x"},
	{line: "tar --extract --file=a.tar --directory=out", want: "out:tar -x"},
	{line: "tar -xOf a.tar x", want: ""},
	{line: "tar -tf a.tar", want: ""},
	{line: "tar czf project.tgz .", want: "project.tgz:tar"},
	{line: "tar -cf - . | cat", want: ""},
	{line: "tar -c --remove-files -f a.tar .env", want: "a.tar:tar .env:rm"},
	{line: "tar -cf a.tar --checkpoint=1 --checkpoint-action=exec='rm .env' x", want: ".env:rm a.tar:tar"},
	{line: "tar -xf a.tar --to-command='tee .env'", want: ".env:tee"},
	{line: "tar -g snap -cf b.tar d", want: "snap:tar b.tar:tar"},
	{line: "bsdtar -xf a.tar", want: ".:tar -x"},
	{line: "gtar -xf a.tar", want: ".:tar -x"},
	{line: "unzip -o a.zip", want: ".:unzip"},
	{line: "unzip -o a.zip -d out", want: "out:unzip"},
	{line: "unzip a.zip .env -d sub", want: "sub/.env:unzip"},
	{line: "unzip -l a.zip", want: ""},
	{line: "unzip -p a.zip x > /dev/null", want: ""},
	{line: "unzip -qo a -x '*.md'", want: ".:unzip"},
	{line: "7z x a.7z -oout", want: "out:extract"},
	{line: "7za a backup.7z src", want: "backup.7z:7z"},
	{line: "7zr l a.7z", want: ""},
	{line: "7zz e a.7z", want: ".:extract"},
	{line: "cpio -idv < a.cpio", want: ".:extract"},
	{line: "cpio -i -D out -F a.cpio", want: "out:extract"},
	{line: "cpio -o -F out.cpio", want: "out.cpio:cpio"},
	{line: "cpio -pd dest", want: "dest:extract"},
	{line: "ar x lib.a", want: ".:extract"},
	{line: "ar x lib.a .env", want: ".env:extract"},
	{line: "ar rcs lib.a a.o", want: "lib.a:ar"},
	{line: "ar t lib.a", want: ""},
	{line: "jar xf a.jar", want: ".:extract"},
	{line: "jar cf a.jar -C classes .", want: "a.jar:jar"},
	{line: "curl -o .env https://x/y", want: ".env:curl"},
	{line: "curl --output=.env https://x/y", want: ".env:curl"},
	{line: "curl -sSLo .env https://x/y", want: ".env:curl"},
	{line: "curl -O https://x/a/vouch.yaml?raw=1", want: "vouch.yaml:curl"},
	{line: "curl -O https://x/a/b.txt -o c https://x/d", want: "b.txt:curl c:curl"},
	{line: "curl --output-dir .git/hooks -O https://x/pre-commit", want: ".git/hooks/pre-commit:curl"},
	{line: "curl --create-dirs -o .claude/settings.json https://x", want: ".claude/settings.json:curl"},
	{line: "curl -D .env https://x", want: ".env:curl"},
	{line: "curl -c jar.txt -w '%output{.env}%{http_code}' https://x", want: "jar.txt:curl .env:curl"},
	{line: "curl -OJ https://x/dl", want: "dl:curl ?"},
	{line: "curl -o 'f_#1' 'https://x/{a,b}'", want: "?"},
	{line: "curl -K cfg https://x", want: "?"},
	{line: "curl --remote-name-all https://x/a https://x/b", want: "a:curl b:curl"},
	{line: "curl -s https://x | jq .", want: ""},
	{line: "curl -H 'a: b' -d @.env https://x", want: ""},
	{line: "wget https://x/a/vouch.yaml", want: "vouch.yaml:wget"},
	{line: "wget -q https://x/", want: "index.html:wget"},
	{line: "wget -O .env https://x", want: ".env:wget"},
	{line: "wget --output-document=.env https://x", want: ".env:wget"},
	{line: "wget -qO- https://x", want: ""},
	{line: "wget -P .git/hooks https://x/pre-commit", want: ".git/hooks/pre-commit:wget"},
	{line: "wget -r -np https://x/", want: ".:wget -r"},
	{line: "wget -e output_document=.env https://x", want: ".env:wget"},
	{line: "wget -o log https://x/a", want: "log:wget a:wget"},
	{line: "gzip .env", want: ".env:rm .env.gz:gzip"},
	{line: "gzip -f -k .env", want: ".env.gz:gzip"},
	{line: "gzip -c .env > /tmp/x", want: ""},
	{line: "gzip -d vouch.yaml.gz", want: "vouch.yaml.gz:rm vouch.yaml:gzip"},
	{line: "gunzip .env", want: ".env.gz:rm .env:gunzip"},
	{line: "gunzip -S .x a.x", want: "a.x:rm a:gunzip"},
	{line: "gzip -r dir", want: "dir:gzip"},
	{line: "pigz x", want: "x:rm x.gz:pigz"},
	{line: "unpigz a.tgz", want: "a.tgz:rm a.tar:unpigz"},
	{line: "bzip2 -d .env.bz2", want: ".env.bz2:rm .env:bzip2"},
	{line: "bunzip2 x.bz2", want: "x.bz2:rm x:bunzip2"},
	{line: "pbzip2 -k x", want: "x.bz2:pbzip2"},
	{line: "xz -T0 x", want: "x:rm x.xz:xz"},
	{line: "xz -d .env.xz", want: ".env.xz:rm .env:xz"},
	{line: "unxz x.txz", want: "x.txz:rm x.tar:unxz"},
	{line: "lzma x", want: "x:rm x.lzma:lzma"},
	{line: "unlzma x.lzma", want: "x.lzma:rm x:unlzma"},
	{line: "zstd x", want: "x.zst:zstd"},
	{line: "zstd --rm x", want: "x:rm x.zst:zstd"},
	{line: "zstd -d .env.zst", want: ".env:zstd"},
	{line: "zstd -o .env x", want: ".env:zstd"},
	{line: "zstdmt x", want: "x.zst:zstdmt"},
	{line: "unzstd x.zst", want: "x:unzstd"},
	{line: "lz4 x .env", want: ".env:lz4"},
	{line: "lz4 -d x.lz4", want: "x:lz4"},
	{line: "unlz4 x.lz4", want: "x:unlz4"},
	{line: "compress x", want: "x:rm x.Z:compress"},
	{line: "uncompress x.Z", want: "x.Z:rm x:uncompress"},
}

var editorCases = []writerCase{
	{line: "awk '{print}' .env", want: ""},
	{line: "awk -i inplace '{print \"x\"}' .env", want: ".env:awk -i inplace"},
	{line: "gawk -i inplace -v n=1 '{print}' a v=1 .env", want: "a:awk -i inplace .env:awk -i inplace"},
	{line: "gawk --include=inplace -f prog.awk x", want: "x:awk -i inplace", files: map[string]string{"prog.awk": "{ print }"}},
	{line: "gawk -f prog.awk x", want: "?"},
	{line: "awk 'BEGIN{print \"x\" > \".env\"}'", want: ".env:awk"},
	{line: "awk '{print $1 >> \"out\"; if ($2 > 3) print}' f", want: "out:awk"},
	{line: "awk '{ if (length($0) > max) max = length($0) } END { print max }' f", want: ""},
	{line: "awk '{print > $1}' f", want: "?"},
	{line: "awk 'BEGIN{system(\"rm .env\")}'", want: ".env:rm"},
	{line: "awk '{system($0)}' f", want: "?"},
	{line: "awk '{print | \"tee .env\"}' f", want: ".env:tee"},
	{line: "awk 'BEGIN{\"date\" | getline d; print d}'", want: ""},
	{line: "awk -F: '$3 > 1000 {print $1}' /etc/passwd", want: ""},
	{line: "awk '/a\\/b/ {n++} END {print n/2}' f", want: ""},
	{line: "mawk '{print > \"x\"}' f", want: "x:awk"},
	{line: "nawk -f p.awk f", want: "?"},
	{line: "ex -sc '%s/a/b/|wq' .env", want: ".env:ex"},
	{line: "ex -s .env", want: ".env:ex ?"},
	{line: "vim -es -c 'w .env' -c q x", want: "x:ex .env:ex"},
	{line: "vim +'saveas! vouch.yaml' +q x", want: "x:ex vouch.yaml:ex"},
	{line: "vi -c '!rm .env' -c q", want: ".env:rm"},
	{line: "vim -c 'w !tee .env' -c q x", want: "x:ex .env:tee"},
	{line: "vim -c 'call writefile([\"x\"], \".env\")' -c q", want: "?"},
	{line: "nvim --headless -c 'wq' .env", want: ".env:ex"},
	{line: "nvim --headless x", want: "x:ex ?"},
	{line: "view x", want: "x:ex"},
	{line: "gvim -S script.vim x", want: "x:ex .env:ex", files: map[string]string{"script.vim": "w .env\nq\n"}},
	{line: "vimdiff a b", want: "a:ex b:ex"},
	{line: "vim --version", want: ""},
	{line: "ed -s .env", want: ".env:ed ?"},
	{line: "red x", want: "x:ed ?"},
	{line: "split -b 1 data .en", want: ".:split[.en*] .enaa:split"},
	{line: "split -n 2 --additional-suffix=nv data .e", want: ".:split[.e*nv] .eaanv:split"},
	{line: "split -l 10 big.txt .git/hooks/pre-", want: ".git/hooks:split[pre-*] .git/hooks/pre-aa:split"},
	{line: "split big.txt", want: ".:split[x*] xaa:split"},
	{line: "split -d -a 3 big.txt part-", want: ".:split[part-*] part-000:split"},
	{line: "split --numeric-suffixes=7 big.txt p", want: ".:split[p*] p07:split"},
	{line: "split -l 1 README.md .env.", want: ".:split[.env.*] .env.aa:split"},
	{line: "split --filter='cat > $FILE' big", want: "?"}, // $FILE is the part split names when it runs
	{line: "csplit -f .git/x in '/a/'", want: ".git:split[x*] .git/x00:split"},
	{line: "csplit in 5", want: ".:split[xx*] xx00:split"},
	{line: "sqlite3 app.db .tables", want: "app.db:sqlite3"},
	{line: "sqlite3 -readonly app.db 'select 1'", want: ""},
	{line: "sqlite3 :memory: \".output .env\" 'select 1'", want: ".env:sqlite3"},
	{line: "sqlite3 x.db \"ATTACH '.git/config' AS g\"", want: "x.db:sqlite3 .git/config:sqlite3"},
	{line: "sqlite3 x.db \"select writefile('.env', 'x')\"", want: "x.db:sqlite3 .env:sqlite3"},
	{line: "sqlite3 x.db \"VACUUM INTO 'vouch.yaml'\"", want: "x.db:sqlite3 vouch.yaml:sqlite3"},
	{line: "sqlite3 x.db '.shell rm .env'", want: "x.db:sqlite3 .env:rm"},
	{line: "sqlite3 -cmd '.once -x .env' x.db", want: "x.db:sqlite3 .env:sqlite3"},
	{line: "sqlite3 x.db \"select writefile(name, data) from t\"", want: "x.db:sqlite3 ?"},
	{line: "sort -o .env x", want: ".env:sort"},
	{line: "sort --output=.env -k 2 -t , x", want: ".env:sort"},
	{line: "sort -u x", want: ""},
	{line: "uniq in .env", want: ".env:uniq"},
	{line: "uniq -c in", want: ""},
	{line: "iconv -f latin1 -t utf-8 -o .env x", want: ".env:iconv"},
	{line: "yq -i '.a = 1' vouch.yaml", want: "vouch.yaml:yq -i"},
	{line: "yq '.a' vouch.yaml", want: ""},
	{line: "yq -s '.name' all.yaml", want: "?"},
	{line: "sponge .env", want: ".env:sponge"},
	{line: "dos2unix .env", want: ".env:dos2unix"},
	{line: "unix2dos -q a b", want: "a:dos2unix b:dos2unix"},
	{line: "mac2unix x", want: "x:dos2unix"},
	{line: "unix2mac x", want: "x:dos2unix"},
	{line: "setfacl -m u:x:r .env", want: ".env:setfacl"},
	{line: "setfacl --restore=acl.txt", want: "?"},
	{line: "mkfifo -m 600 .env", want: ".env:mkfifo"},
	{line: "mknod .env p", want: ".env:mknod"},
	{line: "patch -p1 < fix.patch", want: "?"},
	{line: "patch -p1 -i fix.patch", want: "?"},
	{line: "patch -p1 -i fix.patch", want: ".env:patch", files: map[string]string{"fix.patch": "--- a/.env\n+++ b/.env\n@@ -1 +1 @@\n-a\n+b\n"}},
	{line: "patch -d sub -i fix.patch", want: "sub/a/.env:patch sub/.env:patch sub/b/.env:patch", files: map[string]string{"sub/fix.patch": "--- a/.env\n+++ b/.env\n"}},
	{line: "patch .env fix.patch", want: ".env:patch"},
	{line: "patch -b -o out.txt x fix.patch", want: "out.txt:patch"},
	{line: "patch --dry-run -p1 -i fix.patch", want: ""},
	{line: "patch -b -p0 -i f.patch", want: "x:patch .:patch[x*]", files: map[string]string{"f.patch": "*** x\n--- x\n***************\n"}},
}

var buildCases = []writerCase{
	{line: "npm pkg set scripts.test=x", want: "package.json:npm"},
	{line: "npm --prefix web pkg delete x", want: "web/package.json:npm"},
	{line: "npm pkg get name", want: ""},
	{line: "npm config set registry http://x --location=project", want: ".npmrc:npm"},
	{line: "npm config set registry http://x", want: "~/.npmrc:npm"},
	{line: "npm config get registry", want: ""},
	{line: "openssl req -x509 -newkey rsa:2048 -nodes -keyout dev.key -out dev.pem -days 1 -subj /CN=x", want: "dev.key:openssl dev.pem:openssl"},
	{line: "openssl rand -hex 16", want: ""},
	{line: "openssl x509 -in cert.pem -noout -text", want: ""},
	{line: "ssh-keygen -q -t ed25519 -N '' -f id_ed25519", want: "id_ed25519:ssh-keygen id_ed25519.pub:ssh-keygen"},
	{line: "ssh-keygen -t rsa", want: "~/.ssh/id_rsa:ssh-keygen ~/.ssh/id_rsa.pub:ssh-keygen"},
	{line: "ssh-keygen -l -f id.pub", want: ""},
	{line: "ssh-keygen -R host", want: "~/.ssh/known_hosts:ssh-keygen"},
	{line: "npm install", want: ""},
	{line: "npm run build", want: "?"},
	{line: "npm run build", want: "", files: map[string]string{"package.json": `{"scripts": {"build": "tsc -p ."}}`}},
	{line: "npm run -s x", want: "?", files: map[string]string{"package.json": `{"scripts": {"build": "tsc"}}`}},
	{line: "npm test", want: "", files: map[string]string{"package.json": `{"scripts": {"test": "node test.js"}}`, "test.js": "console.log(1)"}},
	{line: "npm start", want: "", files: map[string]string{"package.json": `{}`}},
	{line: "npm run fmt", want: "dist:rm .:format[" + strings.Join(prettierNames, ",") + "]", files: map[string]string{"package.json": `{"scripts": {"prefmt": "rm -rf dist", "fmt": "prettier --write ."}}`}},
	{line: "npm run x", want: ".env:redirect", files: map[string]string{"package.json": `{"scripts": {"x": "echo x > .env"}}`}},
	{line: "pnpm run x", want: ".env:redirect", files: map[string]string{"package.json": `{"scripts": {"x": "echo x > .env"}}`}},
	{line: "pnpm install", want: ""},
	{line: "yarn x", want: ".env:redirect", files: map[string]string{"package.json": `{"scripts": {"x": "echo x > .env"}}`}},
	{line: "yarn add left-pad", want: ""},
	{line: "npm version patch", want: "package.json:npm package-lock.json:npm"},
	{line: "go mod tidy", want: "go.mod:go go.sum:go"},
	{line: "go -C sub get example.com/x", want: "sub/go.mod:go sub/go.sum:go"},
	{line: "go mod edit -json", want: ""},
	{line: "go mod vendor", want: "vendor:go"},
	{line: "go build ./...", want: ""},
	{line: "go test -run X -count 1 ./...", want: ""},
	{line: "go generate ./...", want: ""},
	{line: "gofmt -l .", want: ""},
	{line: "gofmt -w .", want: ".:format[*.go]"},
	{line: "goimports -w a.go", want: "a.go:format[*.go]"},
	{line: "prettier --check .", want: ""},
	{line: "prettier --write vouch.yaml", want: "vouch.yaml:format[" + strings.Join(prettierNames, ",") + "]"},
	{line: "black --check .", want: ""},
	{line: "black src", want: "src:format[*.py,*.pyi,*.ipynb]"},
	{line: "ruff check .", want: ""},
	{line: "ruff check --fix", want: ".:format[*.py,*.pyi,*.ipynb]"},
	{line: "ruff format --diff", want: ""},
	{line: "shfmt -w run.sh", want: "run.sh:format[*.sh,*.bash,*.zsh,*.mksh,*.bats]"},
	{line: "clang-format -i a.c", want: "a.c:format"},
	{line: "clang-format a.c", want: ""},
	{line: "rustfmt src/main.rs", want: "src/main.rs:format[*.rs]"},
	{line: "rustfmt --check src/main.rs", want: ""},
	{line: "eslint --fix src", want: "src:format[" + strings.Join(jsNames, ",") + "]"},
	{line: "eslint -o report.txt src", want: "report.txt:eslint"},
}

// writerTables are the rows of the writer table test, by group.
var writerTables = map[string][]writerCase{
	"coreutils":    coreutilsCases,
	"sed, perl":    sedPerlCases,
	"git":          gitCases,
	"interpreters": interpreterCases,
	"archives":     archiveCases,
	"editors":      editorCases,
	"builds":       buildCases,
}

// Archives vouch can read are listed member by member; links or names
// that leave the destination make the whole destination the target.
func TestWriterArchiveMembers(t *testing.T) {
	checkWriters(t, []writerCase{
		{line: "tar -xf a.tar", want: "src/a.go:tar -x .env:tar -x", files: map[string]string{"a.tar": tarOf(t, false, "src/", "src/a.go", "./.env")}},
		{line: "tar -xzf a.tgz -C out", want: "out/x:tar -x", files: map[string]string{"a.tgz": tarOf(t, true, "x")}},
		{line: "tar -xf a.tar", want: ".:tar -x", files: map[string]string{"a.tar": tarOf(t, false, "lnk->.env", "lnk")}},
		{line: "tar -xf a.tar", want: ".:tar -x", files: map[string]string{"a.tar": tarOf(t, false, "../x")}},
		{line: "tar -xf a.tar", want: ".:tar -x", files: map[string]string{"a.tar": "not a tar archive, long enough to not be one: " + strings.Repeat("x", 600)}},
		{line: "tar -xf a.tar --strip-components=1", want: ".:tar -x", files: map[string]string{"a.tar": tarOf(t, false, "a/b")}},
		{line: "unzip -o a.zip", want: "docs/x.md:unzip .git/config:unzip", files: map[string]string{"a.zip": zipOf(t, "docs/x.md", ".git/config")}},
		{line: "unzip -oj a -d out", want: "out/x.md:unzip", files: map[string]string{"a.zip": zipOf(t, "docs/x.md")}},
		{line: "unzip a.zip", want: ".:unzip", files: map[string]string{"a.zip": zipOf(t, "l->.env")}},
	})
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

// FuzzInterpreterWrites reads arbitrary program text in every language:
// it must not panic, and every target it names is a non-empty path.
func FuzzInterpreterWrites(f *testing.F) {
	for _, c := range interpreterCases {
		f.Add(byte(0), c.line)
	}
	f.Add(byte(langJS), "fs.writeFileSync(path.join(__dirname, 'dist', f), x); require('child_process').execSync(`rm ${x}`)")
	f.Add(byte(langPerl), `open(my $f, '>', "a/$x"); system("ls", @ARGV); qx{rm -f .env}; s/'/"/g`)
	f.Add(byte(langRuby), `File.open("|rm .env"); %x(echo > .env); FileUtils.cp(a, "b")`)
	f.Add(byte(langPython), "p = Path(__file__).parent / 'out'\n(p / n).write_text(s)\nopen(f'''{a}''', 'w')\nopen('\\x2e\\u0065nv','w')")
	f.Add(byte(langR), `write.csv(df, file = paste0("out/", x)); system2("rm", c(".env"))`)
	f.Fuzz(func(t *testing.T, l byte, text string) {
		c := &writeCtx{
			add: func(p, how string, names ...string) {
				if p == "" {
					t.Fatalf("empty target (how %q) from %q", how, text)
				}
				if how == "" {
					t.Fatalf("target %q without a writer from %q", p, text)
				}
			},
			unknown: func(r string) {
				if r == "" {
					t.Fatalf("unknown without a reason from %q", text)
				}
			},
			read: func(string) ([]byte, bool) { return []byte(text), true },
		}
		analyzeProgram(lang(int(l)%len(langNames)), text, "dir/x", c)
	})
}

// A script that runs itself (directly, through a shell, through a list of
// words) is read a bounded number of times: the analysis ends, with what
// the script writes and an unknown for the depth.
func TestInterpreterSelfRunning(t *testing.T) {
	for _, body := range []string{
		"import subprocess\nopen('out', 'w')\nsubprocess.run(['python3', 'x.py'])\n",
		"import os\nopen('out', 'w')\nos.system('python3 x.py')\n",
		"import subprocess\nopen('out', 'w')\nsubprocess.run(['sh', '-c', 'python3 x.py && python3 x.py'])\n",
	} {
		dir := t.TempDir()
		env := &Env{Cwd: dir, Home: "/home/u", Glob: func(string) []string { return nil },
			ReadFile: func(p string) ([]byte, error) {
				if filepath.Base(p) == "x.py" {
					return []byte(body), nil
				}
				return nil, os.ErrNotExist
			}}
		a := Analyze("python3 x.py", env)
		if len(a.Targets) == 0 || a.Targets[0].Path != filepath.Join(dir, "out") {
			t.Errorf("%q: targets %+v, want %s first", body, a.Targets, filepath.Join(dir, "out"))
		}
		if len(a.Unknown) == 0 {
			t.Errorf("%q: no unknown for the depth", body)
		}
	}
}

// Through Analyze, an interpreter's script is read from the file system
// relative to the directory the line changed to.
func TestInterpreterScriptThroughAnalyze(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "tools"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "tools", "gen.js"), []byte("require('fs').writeFileSync('../.env', 'x')\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := Analyze("cd tools && node gen.js", &Env{Cwd: dir})
	if len(a.Unknown) != 0 || len(a.Targets) != 1 || a.Targets[0].Path != filepath.Join(dir, ".env") {
		t.Errorf("targets %+v, unknown %+v; want %s", a.Targets, a.Unknown, filepath.Join(dir, ".env"))
	}
	a = Analyze("node missing.js", &Env{Cwd: dir})
	if len(a.Unknown) != 1 || !strings.Contains(a.Unknown[0].Reason, "missing.js") {
		t.Errorf("unreadable script: %+v", a.Unknown)
	}
	a = Analyze(`python3 -c "import os; os.system('cd tools && rm ../vouch.yaml')"`, &Env{Cwd: dir})
	if len(a.Unknown) != 0 || len(a.Targets) != 1 || a.Targets[0].Path != filepath.Join(dir, "vouch.yaml") {
		t.Errorf("os.system: targets %+v, unknown %+v", a.Targets, a.Unknown)
	}
}

// FuzzWriterTable runs every program of the writer table on arbitrary
// words: no panic, and every target is a non-empty path with a writer.
func FuzzWriterTable(f *testing.F) {
	for _, cases := range writerTables {
		for _, c := range cases {
			f.Add(c.line)
		}
	}
	var progs []string
	for n := range writers {
		progs = append(progs, n)
	}
	for n := range gitSubs {
		progs = append(progs, "git "+n)
	}
	sort.Strings(progs)
	f.Fuzz(func(t *testing.T, line string) {
		words := strings.Fields(line)
		if len(words) > 64 {
			words = words[:64]
		}
		c := &writeCtx{
			add: func(p, how string, names ...string) {
				if p == "" || how == "" {
					t.Fatalf("target %q by %q from %q", p, how, line)
				}
			},
			unknown: func(string) {},
			read:    func(string) ([]byte, bool) { return []byte(line), true },
		}
		for _, prog := range progs {
			tableWrites(append(strings.Fields(prog), words...), c)
		}
	})
}
