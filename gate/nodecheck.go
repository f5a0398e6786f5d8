package gate

import (
	_ "embed"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
)

// nodeCheckJS is the node-check gate's program: `node --check` on every
// JavaScript file of the package (nodecheck.js says how).
//
//go:embed nodecheck.js
var nodeCheckJS string

// nodeCheckArgs is the node-check gate's argv. --experimental-vm-modules
// lets the program parse ES modules in its own process; --no-warnings keeps
// the flag's warning out of the output.
func nodeCheckArgs() []string {
	return []string{"node", "--experimental-vm-modules", "--no-warnings", "-e", nodeCheckJS}
}

// packageJSON is what gate detection reads of a package.json.
type packageJSON struct {
	Scripts         map[string]string `json:"scripts"`
	Dependencies    map[string]string `json:"dependencies"`
	DevDependencies map[string]string `json:"devDependencies"`
}

// plainJS reports whether the package has no build step of its own, so
// that a syntax check is the only one its JavaScript files get: no
// "build", "compile" or "typecheck" script, and no bundler or
// transpiler that turns other syntax (JSX, Flow, TypeScript) into
// JavaScript. (A tsconfig.json beside it, and a JavaScript file that is
// no test, are the caller's to check: see hasSourceJS.)
func (pkg *packageJSON) plainJS() bool {
	for _, s := range []string{"build", "compile", "typecheck"} {
		if _, ok := pkg.Scripts[s]; ok {
			return false
		}
	}
	for _, d := range []string{"typescript", "@babel/core", "babel-loader", "webpack", "vite", "esbuild", "rollup", "parcel", "react-scripts", "next", "flow-bin", "@swc/core", "sucrase", "ts-node", "tsx"} {
		if _, ok := pkg.Dependencies[d]; ok {
			return false
		}
		if _, ok := pkg.DevDependencies[d]; ok {
			return false
		}
	}
	return true
}

// nodeCheckSkip: folders the node-check program does not look in
// (nodecheck.js has the same list).
var nodeCheckSkip = map[string]bool{"node_modules": true, "dist": true, "build": true, "out": true, "coverage": true,
	"vendor": true, "fixtures": true, "__fixtures__": true, "testdata": true}

// reJSTest: a JavaScript test file, or one in a folder of tests.
var reJSTest = regexp.MustCompile(`(?:^|/)(?:tests?|__tests__|spec)/|\.(?:test|spec)\.[cm]?js$`)

// errFound ends hasSourceJS's walk at the first file it looks for.
var errFound = errors.New("found")

// hasSourceJS reports whether dir holds a JavaScript file that is not a
// test, looking at 5000 entries at most.
func hasSourceJS(dir string) bool {
	n := 0
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if n++; n > 5000 {
			return fs.SkipAll
		}
		name := e.Name()
		if e.IsDir() {
			if p != dir && (name[0] == '.' || nodeCheckSkip[name] || isFile(filepath.Join(p, "package.json"))) {
				return fs.SkipDir // a package of its own has its own gate
			}
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		if jsExt(name) && !reJSTest.MatchString(filepath.ToSlash(rel)) {
			return errFound
		}
		return nil
	})
	return err == errFound
}

func jsExt(name string) bool {
	switch filepath.Ext(name) {
	case ".js", ".mjs", ".cjs":
		return name[max(0, len(name)-7):] != ".min.js"
	}
	return false
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}
