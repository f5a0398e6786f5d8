package shell

import (
	"os"
	"path/filepath"
	"testing"
)

// TestPackageScriptFromSubfolder: npm runs the nearest package.json above
// the current directory, in that package's directory, as a session in a
// subfolder does (`npm test` from src/).
func TestPackageScriptFromSubfolder(t *testing.T) {
	d := t.TempDir()
	write := func(rel, text string) {
		p := filepath.Join(d, rel)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("package.json", `{"scripts": {"test": "node test.js", "build": "echo x > out.txt", "bad": "echo x > .env"}}`)
	write("test.js", "const assert = require('assert'); assert.strictEqual(1, 1);\n")
	write("src/a/index.js", "\n")
	cwd := filepath.Join(d, "src", "a")
	for _, tc := range []struct{ line, want string }{
		{"npm test", ""},
		{"npm run build", filepath.Join(d, "out.txt")},
		{"npm run bad", filepath.Join(d, ".env")},
		{"yarn bad", filepath.Join(d, ".env")},
		{"npm --prefix ../.. run bad", filepath.Join(d, ".env")},
	} {
		a := Analyze(tc.line, &Env{Cwd: cwd, Home: "/nonexistent"})
		if len(a.Unknown) > 0 {
			t.Errorf("%s: unknown %+v", tc.line, a.Unknown)
		}
		got := ""
		for _, x := range a.Targets {
			got = x.Path
		}
		if got != tc.want || len(a.Targets) > 1 {
			t.Errorf("%s: targets %+v, want %s", tc.line, a.Targets, tc.want)
		}
	}
}
