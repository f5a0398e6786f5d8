package shell

import (
	"fmt"
	"strings"
	"testing"
)

func TestShellWrites(t *testing.T) {
	tests := []struct{ line, want string }{
		{"go test ./...", ""},
		{"echo x > .env", ".env/redirect"},
		{"echo x >> vouch.yaml 2>/dev/null", "vouch.yaml/redirect"},
		{"cat <<'EOF' > .claude/settings.json\n{}\nEOF", ".claude/settings.json/heredoc"},
		{"echo '{}' | tee .claude/settings.json", ".claude/settings.json/tee"},
		{"tee -a a.txt b.txt < in", "a.txt/tee b.txt/tee"},
		{"sed -i 's/a/b/' calc/calc.go", "calc/calc.go/sed -i"},
		{"sed -i.bak -e 's/a/b/' x.go y.go", "x.go/sed -i y.go/sed -i"},
		{"sed 's/a/b/' calc.go", ""},
		{"perl -pi -e 's/a/b/' vouch.yaml", "vouch.yaml/sed -i"},
		{"rm -rf .git", ".git/rm"},
		{"rm calc/calc_test.go && go test ./...", "calc/calc_test.go/rm"},
		{"mv a.go b.go", "a.go/mv b.go/mv"},
		{"cp /tmp/x .env", ".env/cp"},
		{"cp -t dir a b", "dir/cp"},
		{"touch new.txt", "new.txt/touch"},
		{"chmod +x run.sh", "run.sh/chmod"},
		{"dd if=/dev/zero of=disk.img bs=1", "disk.img/dd"},
		{`python3 -c "open('.env','w').write('x')"`, ".env/interpreter"},
		{`node -e "require('fs').writeFileSync('vouch.yaml', '')"`, "vouch.yaml/interpreter"},
		{`python3 -c "print(open('a.txt').read())" `, ""}, // reading is not writing
		{`bash -lc 'echo hi > out.txt'`, "out.txt/redirect"},
		{"git checkout -- calc.go", "calc.go/git"},
		{"ls > /dev/null", ""},
		{"env FOO=1 rm x", "x/rm"},
		{"for f in *.go; do sed -i s/a/b/ $f; done", "*.go/sed -i"}, // no file system: the glob stays,
		{"echo $(rm -f secret.key)", "secret.key/rm"},
		{"git -C sub checkout -- a.go", "sub/a.go/git"},
		{"git -c core.x=1 -C /repo clean -fdx", "/repo/git clean"},
		{"git -C a -C b restore .", "a/b/git"},
		{"find . -name '*.pyc' -delete", "./find"},
		{"find src build -type f -exec rm -f {} +", "src/find build/find"},
		{"find . -name '*.go' -exec grep -l x {} \\;", ""},
		{"find . -delete -print | tee log", "./find log/tee"},
	}
	checkShellWrites(t, tests, func(w Write) string { return fmt.Sprintf("%s/%s", w.Path, w.How) })
	if _, ok := Writes("echo 'unterminated"); ok {
		t.Error("unparseable line reported ok")
	}
}

// Writes a line does not name (xargs) make ok false; what it does name is
// still returned.
func TestShellWritesUnnamed(t *testing.T) {
	for line, want := range map[string]string{
		"ls *.log | xargs rm":                            "",
		"git ls-files -z | xargs -0 -n 1 rm -f":          "",
		"echo x > out; find . | xargs -I{} mv {} d/":     "out d",
		"bash -c 'ls | xargs rm'":                        "",
		"find . -name x -exec sh -c 'ls | xargs rm' \\;": "",
	} {
		ws, ok := Writes(line)
		var got []string
		for _, w := range ws {
			got = append(got, w.Path)
		}
		if ok || strings.Join(got, " ") != want {
			t.Errorf("Writes(%q) = %q, %v; want %q, false", line, got, ok, want)
		}
	}
	for _, line := range []string{"ls | xargs echo", "ls | xargs", "find . -name '*.go' | xargs grep x", "find . -exec cat {} +"} {
		if _, ok := Writes(line); !ok {
			t.Errorf("Writes(%q): ok = false for a command that writes nothing", line)
		}
	}
	ws, _ := Writes("find . -name '*.pyc' -iname 'X*' -delete")
	if len(ws) != 1 || strings.Join(ws[0].Names, ",") != "*.pyc,X*" {
		t.Errorf("find -name patterns: %+v", ws)
	}
	ws, _ = Writes("find . -path './a/*' -delete")
	if len(ws) != 1 || strings.Join(ws[0].Names, ",") != "*" {
		t.Errorf("find -path: %+v", ws)
	}
}

func TestShellWritesDir(t *testing.T) {
	tests := []struct{ line, want string }{
		{"echo x > a", "a"},
		{"cd sub && echo x > ../.env", ".env"},
		{"cd sub; cd ../other && rm -rf .git", "other/.git"},
		{"(cd sub && touch x) && touch y", "sub/x y"},
		{"echo $(cd sub; rm z) > out", "out sub/z"},
		{"cd /tmp && rm -rf .git", "/tmp/.git"},
		{"cd && rm f", "~/f"},
		{"cd $HOME/x && rm f", "~/x/f"},
		{"cd -P sub && rm f", "sub/f"},
		{"pushd a >/dev/null && rm f", "a/f"},
		{"bash -c 'cd sub && echo > ../.env'", ".env"},
		{"cd a && bash -c 'cd b && rm f'", "a/b/f"},
		{"sudo rm -rf .git", ".git"},
		{"sudo -u root env X=1 rm .env", ".env"},
	}
	checkShellWrites(t, tests, func(w Write) string {
		if w.Dir != "" {
			t.Errorf("Write.Dir = %q: the directory is joined into Path", w.Dir)
		}
		return w.Path
	})
}

// checkShellWrites runs Writes on each line and compares its writes,
// each shown by show and joined by spaces, with want.
func checkShellWrites(t *testing.T, tests []struct{ line, want string }, show func(Write) string) {
	t.Helper()
	for _, tt := range tests {
		ws, ok := Writes(tt.line)
		if !ok {
			t.Errorf("Writes(%q) could not parse", tt.line)
			continue
		}
		shown := make([]string, len(ws))
		for i, w := range ws {
			shown[i] = show(w)
		}
		if got := strings.Join(shown, " "); got != tt.want {
			t.Errorf("Writes(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}
