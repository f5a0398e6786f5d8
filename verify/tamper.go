package verify

import (
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// testLang holds the patterns that find tests, skips and assertions in one
// language's test files.
type testLang struct {
	name    *regexp.Regexp // submatch 1: a test's name
	skip    *regexp.Regexp // a skip/xfail/ignore marker, or .only narrowing
	assert  *regexp.Regexp // an assertion
	comment string         // line comment prefix
}

// testLangs is compiled on first use: a hook process that never diffs a
// test file does not pay for it.
var testLangs = sync.OnceValue(func() map[string]testLang {
	return map[string]testLang{
		"go": {
			name:    regexp.MustCompile(`(?m)^\s*func\s+(Test\w*|Fuzz\w*|Example\w*)\s*\(`),
			skip:    regexp.MustCompile(`\bt\.Skip(?:f|Now)?\(|\btesting\.Short\(\)`),
			assert:  regexp.MustCompile(`\bt\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\(|\b(?:assert|require)\.\w+\(`),
			comment: "//",
		},
		"py": {
			name:    regexp.MustCompile(`(?m)^\s*(?:async\s+)?def\s+(test\w*)\s*\(`),
			skip:    regexp.MustCompile(`@pytest\.mark\.(?:skip|skipif|xfail)\b|\bpytest\.skip\(|@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b|\bself\.skipTest\(`),
			assert:  regexp.MustCompile(`(?m)^\s*assert\b|\bself\.assert\w+\(|\bpytest\.raises\(|\bnp\.testing\.assert`),
			comment: "#",
		},
		"js": {
			name:    regexp.MustCompile("(?m)\\b[xf]?(?:it|test)(?:\\.(?:skip|only|todo))?\\s*\\(\\s*['\"`]([^'\"`]+)['\"`]"),
			skip:    regexp.MustCompile(`\b(?:it|test|describe|suite|context)\.(?:skip|todo|only)\b|\bx(?:it|test|describe)\s*\(|\bf(?:it|describe)\s*\(|\{\s*skip\s*:\s*true|\bt\.skip\(|\bt\.todo\(`),
			assert:  regexp.MustCompile(`\bexpect\s*\(|\bassert(?:\.\w+)?\s*\(|\bt\.(?:equal|deepEqual|ok|is|true|false|throws)\(`),
			comment: "//",
		},
		"rs": {
			name:    regexp.MustCompile(`(?m)#\[(?:tokio::)?test\][\s\S]*?fn\s+(\w+)`),
			skip:    regexp.MustCompile(`#\[ignore\b`),
			assert:  regexp.MustCompile(`\b(?:assert|assert_eq|assert_ne|debug_assert)!\(`),
			comment: "//",
		},
	}
})

func langOf(path string) (testLang, bool) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".go":
		return testLangs()["go"], true
	case ".py":
		return testLangs()["py"], true
	case ".js", ".mjs", ".cjs", ".ts", ".mts", ".tsx", ".jsx":
		return testLangs()["js"], true
	case ".rs":
		return testLangs()["rs"], true
	}
	return testLang{}, false
}

// Tampering compares a test file's content before and after a change and
// describes each way the change weakens the tests: skips added, tests
// deleted, assertions removed. Comment lines are ignored, so commenting a
// test out counts as deleting it. before == "" means the file is new.
func Tampering(path, before, after string, deleted bool) []string {
	lang, ok := langOf(path)
	if !ok {
		return nil
	}
	if deleted {
		if names := lang.names(before); len(names) > 0 {
			return []string{fmt.Sprintf("deleted test file with %d tests (%s)", len(names), list(names))}
		}
		return []string{"deleted a test file"}
	}
	b, a := lang.code(before), lang.code(after)
	var out []string
	if n := len(lang.skip.FindAllString(a, -1)) - len(lang.skip.FindAllString(b, -1)); n > 0 {
		out = append(out, fmt.Sprintf("added %d skip marker(s) (%s)", n, firstNew(lang.skip, b, a)))
	}
	var gone []string
	have := map[string]bool{}
	for _, n := range lang.names(after) {
		have[n] = true
	}
	for _, n := range lang.names(before) {
		if !have[n] {
			gone = append(gone, n)
		}
	}
	if len(gone) > 0 {
		out = append(out, fmt.Sprintf("removed %d test(s): %s", len(gone), list(gone)))
	}
	if n := len(lang.assert.FindAllString(b, -1)) - len(lang.assert.FindAllString(a, -1)); n > 0 && before != "" {
		out = append(out, fmt.Sprintf("removed %d assertion(s)", n))
	}
	return out
}

func (l testLang) names(src string) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range l.name.FindAllStringSubmatch(l.code(src), -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			out = append(out, m[1])
		}
	}
	return out
}

// code drops comment lines (and Python docstring-free '#' lines).
func (l testLang) code(src string) string {
	if src == "" {
		return ""
	}
	lines := strings.Split(src, "\n")
	keep := lines[:0:0]
	for _, ln := range lines {
		if strings.HasPrefix(strings.TrimSpace(ln), l.comment) {
			continue
		}
		keep = append(keep, ln)
	}
	return strings.Join(keep, "\n")
}

func firstNew(re *regexp.Regexp, before, after string) string {
	had := map[string]int{}
	for _, m := range re.FindAllString(before, -1) {
		had[m]++
	}
	for _, m := range re.FindAllString(after, -1) {
		if had[m] > 0 {
			had[m]--
			continue
		}
		return strings.TrimSpace(m)
	}
	return ""
}

func list(names []string) string {
	sort.Strings(names)
	if len(names) > 5 {
		return strings.Join(names[:5], ", ") + fmt.Sprintf(", … %d more", len(names)-5)
	}
	return strings.Join(names, ", ")
}
