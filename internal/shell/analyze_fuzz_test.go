package shell

import (
	"path/filepath"
	"strings"
	"testing"
)

// FuzzAnalyze: no line makes Analyze panic, and whatever it reads, every
// target is absolute and clean, with no marker of a value built at run
// time left in it, and every unknown starts from an absolute directory.
func FuzzAnalyze(f *testing.F) {
	for _, cases := range [][]analyzeCase{wrapperCases, programCases, expansionCases, redirectCases, xargsFindCases} {
		for _, c := range cases {
			f.Add(c.line)
		}
	}
	for _, line := range []string{
		"echo x > .env", "cat <<'EOF' > .claude/settings.json\n{}\nEOF", "git -C sub checkout -- a.go",
		"for f in *.go; do sed -i s/a/b/ $f; done", "perl -pi -e 's/a/b/' vouch.yaml",
		`python3 -c "open('.env','w').write('x')"`, "cd a && bash -c 'cd b && rm f'",
		"f() { f; }; f", "rm {1..9}{1..9}{1..9}{1..9}", "x=$'\\x00'; rm $x", "eval \"$(printf 'rm .env')\"",
		"sh -c 'sh -c \"sh -c \\\"rm .env\\\"\"'", "set -- .env; rm \"$1\"; shift; rm $1",
	} {
		f.Add(line)
	}
	dir := scratch(f)
	f.Fuzz(func(t *testing.T, line string) {
		a := Analyze(line, &Env{Cwd: dir, Home: filepath.Join(dir, "home")})
		for _, tg := range a.Targets {
			if !filepath.IsAbs(tg.Path) || filepath.Clean(tg.Path) != tg.Path {
				t.Fatalf("Analyze(%q): target %q is not absolute and clean", line, tg.Path)
			}
			if strings.Contains(tg.Path, "\x00") || strings.Contains(tg.Path, opToken) {
				t.Fatalf("Analyze(%q): target %q holds a marker", line, tg.Path)
			}
		}
		for _, u := range a.Unknown {
			if !filepath.IsAbs(u.Dir) || u.Reason == "" {
				t.Fatalf("Analyze(%q): unknown %+v", line, u)
			}
		}
	})
}
