package gate

import (
	"bufio"
	"encoding/json"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// Bounds of the walk that looks for projects below a workspace's root. They
// keep Detect fast (it runs at every Stop) on a big repository: projects
// deeper than maxWalkDepth are found only through a go.work or a workspaces
// list, and after maxWalkEntries directory entries the walk stops.
const (
	maxWalkDepth   = 4
	maxWalkEntries = 20000
)

// skipDirs are never searched for projects: dependencies, virtualenvs and
// build output hold other people's projects (a package.json in every
// node_modules package), and fixture folders hold projects made to be
// broken. Hidden folders are skipped too (.git, .venv, .tox, ...).
var skipDirs = map[string]bool{
	"node_modules": true, "vendor": true, "venv": true, "target": true,
	"dist": true, "build": true, "__pycache__": true, "site-packages": true,
	"testdata": true, "fixtures": true, "__fixtures__": true,
}

// projectFiles are the files a folder's gates are decided by.
var projectFiles = map[string]bool{
	"go.mod": true, "go.work": true, "package.json": true, "tsconfig.json": true,
	"Cargo.toml": true, "pyproject.toml": true, "setup.cfg": true, "pytest.ini": true,
	"tox.ini": true, "conftest.py": true, "GNUmakefile": true, "makefile": true, "Makefile": true,
}

// A folder is one directory the walk read: the project files it holds.
type folder struct {
	rel   string // slash-separated path below the root; "" for the root
	abs   string
	files map[string]bool // names from projectFiles present here
	subs  map[string]bool // "tests" and "test", when they are folders here
	// pyTests: the folder holds test_*.py or *_test.py files; pyTestsBelow:
	// it or a folder the walk read below it does (tests/unit/test_x.py).
	pyTests, pyTestsBelow bool

	// Set by findProjects.
	python  bool // pytest runs here
	cargo   bool // cargo runs here (not a member of a cargo workspace above)
	cargoWS bool // Cargo.toml has a [workspace] table
	// workspace is set on the members of a go.work or npm workspaces list:
	// the folder that lists them, prefixed with "/" (the root is "/").
	// Members build against each other, so a change in one can break
	// another: they are tested together.
	workspace string
	// pyBelow: the folders of the Python projects below this one, relative
	// to it: its py-compile gate leaves them to their own
	pyBelow []string
}

// readFolder lists dir's project files; it returns the subfolders worth
// walking into and the number of entries read.
func readFolder(abs, rel string) (*folder, []string, int) {
	f := &folder{rel: rel, abs: abs, files: map[string]bool{}, subs: map[string]bool{}}
	ents, err := os.ReadDir(abs)
	if err != nil {
		return f, nil, 0
	}
	var dirs []string
	for _, e := range ents {
		name := e.Name()
		if e.IsDir() {
			if name == "tests" || name == "test" {
				f.subs[name] = true
			}
			if !skipDirs[name] && !strings.HasPrefix(name, ".") {
				dirs = append(dirs, name)
			}
			continue
		}
		if projectFiles[name] {
			f.files[name] = true
		}
		if isPyTestFile(name) {
			f.pyTests = true
		}
	}
	return f, dirs, len(ents)
}

// isPyTestFile reports whether pytest collects the file by its default
// python_files patterns.
func isPyTestFile(name string) bool {
	return strings.HasSuffix(name, ".py") && (strings.HasPrefix(name, "test_") || strings.HasSuffix(name, "_test.py"))
}

// findProjects walks root (bounded, see maxWalkDepth) and returns the
// folders that are projects: the root always, then every folder below with
// a go.mod, a package.json, a Cargo.toml that is not a member of a cargo
// workspace above it, a Python config file (pyproject.toml, setup.cfg,
// pytest.ini, tox.ini), or Python tests outside any Python project above it
// (pytest run above collects them already). The folders named by a go.work's
// use directives and by a package.json's workspaces are added even beyond
// the walk's bounds. Parents come before their children.
func findProjects(root string) []*folder {
	byRel := map[string]*folder{}
	var order []*folder
	entries := 0
	var walk func(abs, rel string, depth int)
	walk = func(abs, rel string, depth int) {
		if byRel[rel] != nil || entries > maxWalkEntries {
			return
		}
		f, dirs, n := readFolder(abs, rel)
		entries += n
		byRel[rel] = f
		order = append(order, f)
		if depth >= maxWalkDepth {
			return
		}
		for _, d := range dirs {
			walk(filepath.Join(abs, d), path.Join(rel, d), depth+1)
		}
	}
	walk(root, "", 0)

	// Explicit lists of member folders, wherever they lie.
	for i := 0; i < len(order); i++ {
		f := order[i]
		var members []string
		if f.files["go.work"] {
			members = append(members, goWorkUses(filepath.Join(f.abs, "go.work"))...)
		}
		if f.files["package.json"] {
			members = append(members, npmWorkspaces(f.abs)...)
		}
		for _, m := range members {
			abs := filepath.Clean(filepath.Join(f.abs, filepath.FromSlash(m)))
			rel, err := filepath.Rel(root, abs)
			if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				continue // outside the workspace: not ours to test
			}
			if rel = filepath.ToSlash(rel); rel == "." {
				rel = ""
			}
			if fi, err := os.Stat(abs); err == nil && fi.IsDir() && byRel[rel] == nil {
				m, _, _ := readFolder(abs, rel)
				byRel[rel] = m
				order = append(order, m)
			}
			if m := byRel[rel]; m != nil && m.workspace == "" {
				m.workspace = "/" + f.rel
			}
		}
	}
	// A path sorts after each of its prefixes: parents before children.
	slices.SortFunc(order, func(a, b *folder) int { return strings.Compare(a.rel, b.rel) })

	for i := len(order) - 1; i >= 0; i-- { // children first
		f := order[i]
		f.pyTestsBelow = f.pyTestsBelow || f.pyTests
		if p := byRel[parentRel(f.rel)]; f.rel != "" && p != nil && f.pyTestsBelow {
			p.pyTestsBelow = true
		}
	}
	inside := func(rel string, is func(*folder) bool) bool {
		for p := rel; p != ""; {
			p = parentRel(p)
			if a := byRel[p]; a != nil && is(a) {
				return true
			}
		}
		return false
	}
	var projects []*folder
	for _, f := range order {
		pyConfig := f.files["pyproject.toml"] || f.files["setup.cfg"] || f.files["pytest.ini"] || f.files["tox.ini"]
		pyLayout := f.files["conftest.py"] || f.pyTests ||
			(f.subs["tests"] && hasPyTests(byRel, f, "tests")) || (f.subs["test"] && hasPyTests(byRel, f, "test"))
		f.python = pyConfig || pyLayout && !inside(f.rel, func(a *folder) bool { return a.python })
		if f.files["Cargo.toml"] && !inside(f.rel, func(a *folder) bool { return a.cargoWS }) {
			f.cargo = true
			f.cargoWS = cargoIsWorkspace(filepath.Join(f.abs, "Cargo.toml"))
		}
		if f.rel == "" || f.python || f.cargo || f.files["go.mod"] || f.files["package.json"] {
			projects = append(projects, f)
		}
	}
	return projects
}

// hasPyTests reports whether f's subfolder sub, or a folder below it, holds
// Python test files.
func hasPyTests(byRel map[string]*folder, f *folder, sub string) bool {
	s := byRel[path.Join(f.rel, sub)]
	if s == nil { // beyond the walk's depth: its own files only
		s, _, _ = readFolder(filepath.Join(f.abs, sub), path.Join(f.rel, sub))
		return s.pyTests
	}
	return s.pyTestsBelow
}

// parentRel is the folder holding rel ("" for the root's children).
func parentRel(rel string) string {
	if p := path.Dir(rel); p != "." {
		return p
	}
	return ""
}

// goWorkUses returns the directories a go.work's use directives name, in
// both the one-line and the block form.
func goWorkUses(file string) []string {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	var uses []string
	block := false
	for _, l := range strings.Split(string(b), "\n") {
		if i := strings.Index(l, "//"); i >= 0 {
			l = l[:i]
		}
		l = strings.TrimSpace(l)
		switch {
		case block && l == ")":
			block = false
		case block && l != "":
			uses = append(uses, strings.Trim(l, `"`))
		case l == "use (" || l == "use(":
			block = true
		case strings.HasPrefix(l, "use ") || strings.HasPrefix(l, "use\t"):
			uses = append(uses, strings.Trim(strings.TrimSpace(l[4:]), `"`))
		}
	}
	return uses
}

// npmWorkspaces returns the folders a package.json's workspaces globs match
// (npm's array form and yarn's {"packages": [...]}). A "**" matches one
// level here; deeper workspaces are found by the walk. Negated patterns are
// ignored: a folder they exclude that has a package.json is still a project.
func npmWorkspaces(dir string) []string {
	b, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		return nil
	}
	var pkg struct {
		Workspaces json.RawMessage `json:"workspaces"`
	}
	if json.Unmarshal(b, &pkg) != nil || len(pkg.Workspaces) == 0 {
		return nil
	}
	var globs []string
	if json.Unmarshal(pkg.Workspaces, &globs) != nil {
		var yarn struct {
			Packages []string `json:"packages"`
		}
		if json.Unmarshal(pkg.Workspaces, &yarn) != nil {
			return nil
		}
		globs = yarn.Packages
	}
	var dirs []string
	for _, g := range globs {
		if strings.HasPrefix(g, "!") {
			continue
		}
		g = strings.ReplaceAll(filepath.FromSlash(g), "**", "*")
		matches, _ := filepath.Glob(filepath.Join(dir, g))
		for _, m := range matches {
			if _, err := os.Stat(filepath.Join(m, "package.json")); err == nil {
				rel, _ := filepath.Rel(dir, m)
				dirs = append(dirs, filepath.ToSlash(rel))
			}
		}
	}
	return dirs
}

// cargoIsWorkspace reports whether a Cargo.toml has a [workspace] table:
// then `cargo test --workspace` at its folder covers the members below.
func cargoIsWorkspace(file string) bool {
	f, err := os.Open(file)
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "[workspace]" {
			return true
		}
	}
	return false
}
