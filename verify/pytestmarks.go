package verify

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/vouchdev/vouch/gate"
)

// pytest's -k matches a test's keywords: its names (module, class,
// function, parameter id) and the names of its marks. The gates' reports
// carry the names; the marks are read here from the test's source, as
// pytest collects them: the decorators over the function and over its
// class, and the module's pytestmark.

var (
	reMarkDeco   = regexp.MustCompile(`^\s*@pytest\.mark\.(\w+)`)
	rePyDefLine  = regexp.MustCompile(`^(\s*)(?:async\s+)?def\s+(\w+)`)
	reClassLine  = regexp.MustCompile(`^(\s*)class\s+(\w+)`)
	reModuleMark = regexp.MustCompile(`^pytestmark\s*=\s*(.*)$`)
	reMarkName   = regexp.MustCompile(`pytest\.mark\.(\w+)`)
)

// fileMarks are the marks of one test file: by "Class::func" and "func",
// and the module's own.
type fileMarks struct {
	funcs  map[string][]string
	module []string
}

// parseMarks reads the marks of a pytest file's tests.
func parseMarks(src string) fileMarks {
	fm := fileMarks{funcs: map[string][]string{}}
	var pending []string
	class, classIndent := "", -1
	var classMarks []string
	for _, line := range strings.Split(src, "\n") {
		if m := reModuleMark.FindStringSubmatch(line); m != nil {
			for _, x := range reMarkName.FindAllStringSubmatch(m[1], -1) {
				fm.module = append(fm.module, x[1])
			}
			continue
		}
		if m := reMarkDeco.FindStringSubmatch(line); m != nil {
			pending = append(pending, m[1])
			continue
		}
		if m := reClassLine.FindStringSubmatch(line); m != nil {
			class, classIndent, classMarks, pending = m[2], len(m[1]), pending, nil
			continue
		}
		if m := rePyDefLine.FindStringSubmatch(line); m != nil {
			indent, name := len(m[1]), m[2]
			key := name
			marks := pending
			if class != "" && indent > classIndent {
				key = class + "::" + name
				marks = append(append([]string(nil), classMarks...), pending...)
			} else if indent <= classIndent {
				class, classIndent, classMarks = "", -1, nil
			}
			if len(marks) > 0 {
				fm.funcs[key] = marks
			}
			pending = nil
			continue
		}
		if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, "#") && !strings.HasPrefix(t, "@") && class != "" {
			if ind := len(line) - len(strings.TrimLeft(line, " \t")); ind <= classIndent {
				class, classIndent, classMarks = "", -1, nil
			}
		}
	}
	return fm
}

// pytestMarks returns the names of tc's marks, space separated, read from
// its test file in the workspace ("" when it has none, or the file cannot
// be read).
func (v *verifier) pytestMarks(tc gate.TestCase) string {
	file := tc.File
	if file == "" {
		file = idFile(tc.ID)
	}
	if file == "" || !strings.HasSuffix(file, ".py") {
		return ""
	}
	v.marksMu.Lock()
	defer v.marksMu.Unlock()
	if v.marks == nil {
		v.marks = map[string]fileMarks{}
	}
	fm, ok := v.marks[file]
	if !ok {
		if b, err := os.ReadFile(filepath.Join(v.ws, filepath.FromSlash(file))); err == nil {
			fm = parseMarks(string(b))
		}
		v.marks[file] = fm
	}
	id := tc.ID
	if i := strings.Index(id, "::"); i >= 0 {
		id = id[i+2:]
	}
	if i := strings.IndexByte(id, '['); i >= 0 {
		id = id[:i] // "test_round[half-even]": the function's marks
	}
	marks := append([]string(nil), fm.module...)
	marks = append(marks, fm.funcs[id]...)
	if i := strings.LastIndex(id, "::"); i >= 0 {
		marks = append(marks, fm.funcs[id[i+2:]]...)
	}
	return strings.Join(marks, " ")
}
