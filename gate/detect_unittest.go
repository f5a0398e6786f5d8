package gate

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"
)

// Limits of the scan that decides whether a Python project's tests are all
// unittest's.
const (
	maxUnittestFiles = 200
	maxUnittestRead  = 256 << 10
)

// pytestOnly matches what only pytest runs: a plain test function at
// module level, or pytest itself imported.
var pytestOnly = regexp.MustCompile(`(?m)^(?:async\s+)?def\s+test|^\s*(?:import|from)\s+pytest\b`)

// unittestDiscover decides whether `python -m unittest discover` runs all
// of the Python tests of project folder f (at abs), and with which
// arguments. It does when every test file (test_*.py or *_test.py, in the
// folder or below its tests/ or test/ folder) defines unittest TestCases
// and nothing only pytest runs, and the files lie in one place discovery
// reaches: the folder itself (its packages included) or one tests/ or
// test/ folder. -v prints every test's result.
func unittestDiscover(abs string, f *folder) ([]string, bool) {
	type place struct {
		dir         string // the start directory, relative to abs
		files       []string
		pkg, dashed bool // has __init__.py; holds *_test.py files
	}
	var places []*place
	seen := 0
	for _, dir := range []string{".", "tests", "test"} {
		if dir != "." && !f.subs[dir] {
			continue
		}
		pl := &place{dir: dir}
		_, err := os.Stat(filepath.Join(abs, dir, "__init__.py"))
		pl.pkg = err == nil
		recurse := dir != "."
		root := filepath.Join(abs, dir)
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				if p != root && (!recurse || skipDirs[d.Name()] || strings.HasPrefix(d.Name(), ".")) {
					return filepath.SkipDir
				}
				return nil
			}
			name := d.Name()
			if strings.HasSuffix(name, ".py") && (strings.HasPrefix(name, "test_") || strings.HasSuffix(name, "_test.py")) {
				pl.files = append(pl.files, p)
				pl.dashed = pl.dashed || strings.HasSuffix(name, "_test.py")
			}
			return nil
		})
		if len(pl.files) > 0 {
			places = append(places, pl)
			seen += len(pl.files)
		}
	}
	// Root discovery reaches tests/ only when it is a package; then one
	// start at the root covers both.
	if len(places) == 2 && places[0].dir == "." && places[1].pkg {
		places[0].files = append(places[0].files, places[1].files...)
		places[0].dashed = places[0].dashed || places[1].dashed
		places = places[:1]
	}
	if len(places) != 1 || seen > maxUnittestFiles {
		return nil, false
	}
	pl := places[0]
	cases := false
	for _, file := range pl.files {
		b := readHead(file, maxUnittestRead)
		if pytestOnly.Match(b) {
			return nil, false
		}
		cases = cases || bytes.Contains(b, []byte("unittest")) && bytes.Contains(b, []byte("TestCase"))
	}
	if !cases {
		return nil, false
	}
	args := []string{"-s", pl.dir}
	if pl.dir != "." && pl.pkg {
		args = append(args, "-t", ".") // tests.test_x, so its relative imports work
	}
	if pl.dashed {
		args = append(args, "-p", "*test*.py")
	}
	return append(args, "-v"), true
}

// readHead returns up to n bytes of file (nil when it cannot be read).
func readHead(file string, n int64) []byte {
	fh, err := os.Open(file)
	if err != nil {
		return nil
	}
	defer fh.Close()
	b, _ := io.ReadAll(io.LimitReader(fh, n))
	return b
}

var hasPytestCache sync.Map // python path → bool

// hasPytest reports whether python py can import pytest.
func hasPytest(py string) bool {
	if v, ok := hasPytestCache.Load(py); ok {
		return v.(bool)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ok := exec.CommandContext(ctx, py, "-c", "import pytest").Run() == nil
	hasPytestCache.Store(py, ok)
	return ok
}
