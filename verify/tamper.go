package verify

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
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
	// block says where a test's code ends: "{" at the brace that closes
	// the first one after its name (Go, Rust), "(" at the parenthesis
	// that closes its call (test('name', …) in JS), "indent" at the first
	// line indented no deeper than its def (Python).
	block string
	// row matches a named case of a table-driven test (Go's `{"name", …},`);
	// group 1 is its name. nil where the language has no such tables.
	row *regexp.Regexp
	// quotes are the string delimiters to skip while matching brackets
	// (not ' in Rust, where it also starts a lifetime).
	quotes string
}

// testLangs is compiled on first use: a hook process that never diffs a
// test file does not pay for it.
var testLangs = sync.OnceValue(func() map[string]testLang {
	return map[string]testLang{
		"go": {
			name:    regexp.MustCompile(`(?m)^\s*func\s+(Test\w*|Fuzz\w*|Example\w*)\s*\(`),
			row:     regexp.MustCompile(`(?m)^\s*\{\s*(?:name:\s*)?"([^"\n]+)"\s*,`),
			skip:    regexp.MustCompile(`\bt\.Skip(?:f|Now)?\(|\btesting\.Short\(\)|\bif\s+os\.(?:Getenv|LookupEnv)\([^)]*\)[^{\n]*\{\s*return\b`),
			assert:  regexp.MustCompile(`\bt\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\(|\b(?:assert|require)\.\w+\(`),
			comment: "//",
			block:   "{",
			quotes:  "\"'`",
		},
		"py": {
			name:   regexp.MustCompile(`(?m)^\s*(?:async\s+)?def\s+(test\w*)\s*\(`),
			skip:   regexp.MustCompile(`@pytest\.mark\.(?:skip|skipif|xfail)\b|\bpytest\.(?:skip|xfail)\(|\bmarks\s*=\s*\[?\s*pytest\.mark\.(?:skip|skipif|xfail)\b|@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b|\bself\.skipTest\(|(?m)^\s*if\s+(?:not\s+)?os\.(?:environ|getenv)\b[^:\n]*:\s*return\b`),
			assert: regexp.MustCompile(`(?m)^\s*assert\b|\bself\.assert\w+\(|\bpytest\.raises\(|\bnp\.testing\.assert`),
			// a case of a parametrized test, named by its id:
			// `pytest.param(-0.5, id="neg-fraction")` deleted is a test deleted
			row:     regexp.MustCompile(`\bpytest\.param\([^()]*(?:\([^()]*\)[^()]*)*\bid\s*=\s*["']([^"'\n]+)["']`),
			comment: "#",
			block:   "indent",
		},
		"js": {
			name:    regexp.MustCompile("(?m)\\b[xf]?(?:it|test)(?:\\.(?:skip|only|todo))?\\s*\\(\\s*['\"`]([^'\"`]+)['\"`]"),
			skip:    regexp.MustCompile(`\b(?:it|test|describe|suite|context)\.(?:skip|todo|only)\b|\bx(?:it|test|describe)\s*\(|\bf(?:it|describe)\s*\(|\{\s*(?:skip|todo)\s*:\s*(?:true|['"` + "`" + `])|\bt\.skip\(|\bt\.todo\(|\bif\s*\(\s*!?\s*process\.env\b[^)]*\)\s*\{?\s*return\b`),
			assert:  regexp.MustCompile(`\bexpect\s*\(|\bassert(?:\.\w+)?\s*\(|\bt\.(?:equal|deepEqual|ok|is|true|false|throws)\(`),
			comment: "//",
			block:   "(",
			quotes:  "\"'`",
		},
		"rs": {
			name:    regexp.MustCompile(`(?m)#\[(?:tokio::)?test\][\s\S]*?fn\s+(\w+)`),
			skip:    regexp.MustCompile(`#\[ignore\b`),
			assert:  regexp.MustCompile(`\b(?:assert|assert_eq|assert_ne|debug_assert)!\(`),
			comment: "//",
			block:   "{",
			quotes:  `"`,
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
	return tampering(path, before, after, deleted, nil, nil)
}

// tampering is Tampering knowing the identifiers the session renamed (old
// name → new), so that a test renamed along with the code it tests, its
// body kept, is not reported as removed, and the content of the other
// test files the session changed, so that a test moved into one of them
// with its body kept (a test file split, or renamed) is not either.
func tampering(path, before, after string, deleted bool, renames map[string]string, others []string) []string {
	lang, ok := langOf(path)
	if !ok {
		return nil
	}
	if deleted {
		var gone []string
		for _, t := range lang.tests(before) {
			if !movedTo(lang, t, others, renames) {
				gone = append(gone, t.name)
			}
		}
		switch {
		case len(gone) > 0:
			return []string{fmt.Sprintf("deleted test file with %d tests (%s)", len(gone), list(gone))}
		case len(lang.tests(before)) > 0:
			return nil // every test lives on in another file
		}
		return []string{"deleted a test file"}
	}
	renames = renamesIn(lang, renames, before, after)
	b, a := lang.code(before), lang.code(after)
	var out []string
	if n := len(lang.skip.FindAllString(a, -1)) - len(lang.skip.FindAllString(b, -1)); n > 0 {
		out = append(out, fmt.Sprintf("added %d skip marker(s) (%s)", n, firstNew(lang.skip, b, a)))
	}
	var gone []string
	moved := 0 // the assertions of the tests that left for another file
	for _, m := range matchTests(lang, before, after, renames) {
		if m.after != nil {
			continue
		}
		if movedTo(lang, *m.before, others, renames) {
			moved += len(lang.assert.FindAllString(m.before.code, -1))
			continue
		}
		n := m.before.name
		if m.near != nil {
			// Say what was lost, so a reader can tell a weakened rename
			// from a deletion.
			n += fmt.Sprintf(" (renamed to %s without `%s`)", m.near.name, oneLine(strings.Join(m.lost, "; "), 80))
		}
		gone = append(gone, n)
	}
	if len(gone) > 0 {
		out = append(out, fmt.Sprintf("removed %d test(s): %s", len(gone), list(gone)))
	}
	if n := len(lang.assert.FindAllString(b, -1)) - len(lang.assert.FindAllString(a, -1)) - moved; n > 0 && before != "" {
		out = append(out, fmt.Sprintf("removed %d assertion(s)", n))
	}
	if lang.row != nil {
		// a case of a table-driven test is a test: `{"hour out of range",
		// "24:00", 0, true},` deleted is a subtest deleted
		var gone []string
		now := map[string]int{}
		for _, m := range lang.row.FindAllStringSubmatch(a, -1) {
			now[m[1]]++
		}
		for _, m := range lang.row.FindAllStringSubmatch(b, -1) {
			if now[m[1]] > 0 {
				now[m[1]]--
				continue
			}
			gone = append(gone, m[1])
		}
		if len(gone) > 0 && len(lang.row.FindAllString(a, -1)) < len(lang.row.FindAllString(b, -1)) {
			out = append(out, fmt.Sprintf("removed %d table case(s): %s", len(gone), list(gone)))
		}
	}
	if strings.HasSuffix(path, ".py") && strings.Contains(b, "parametrize") && !slices.ContainsFunc(out, func(m string) bool { return strings.Contains(m, "table case(s)") }) {
		// a row of a parametrize list deleted is a case deleted:
		// `(17, False, False, 1250),` and its "five-pm-is-evening" id
		rb, ra := paramRows(b), paramRows(a)
		var names []string
		n := 0
		for name, k := range rb {
			if after, ok := ra[name]; ok && after < k {
				n += k - after
				names = append(names, name)
			}
		}
		if n > 0 {
			sort.Strings(names)
			out = append(out, fmt.Sprintf("removed %d parametrize case(s) of %s", n, list(names)))
		}
	}
	return out
}

// reParametrize: a parametrize decorator's opening.
var reParametrize = regexp.MustCompile(`@pytest\.mark\.parametrize\(`)

// reDefAfter: the test a decorator is over.
var reDefAfter = regexp.MustCompile(`(?m)^\s*(?:async\s+)?def\s+(\w+)`)

// paramRows counts the cases of each parametrized test in src: the
// elements of the argument values list of its parametrize decorators.
func paramRows(src string) map[string]int {
	out := map[string]int{}
	for _, m := range reParametrize.FindAllStringIndex(src, -1) {
		depth, i, start, rows, elem := 1, m[1], -1, 0, false
		for ; i < len(src) && depth > 0; i++ {
			switch c := src[i]; c {
			case '(', '[', '{':
				depth++
				if depth == 3 && start >= 0 {
					elem = true
				}
				if depth == 2 && start == -1 && c == '[' {
					start = i // the argument values: the first list
				}
			case ')', ']', '}':
				if depth == 2 && start >= 0 && c == ']' {
					if elem {
						rows++
					}
					start = -2 // counted
				}
				depth--
			case ',':
				if depth == 2 && start >= 0 && elem {
					rows++
					elem = false
				}
			case '"', '\'':
				if depth == 2 && start >= 0 {
					elem = true
				}
			default:
				if depth == 2 && start >= 0 && c > ' ' {
					elem = true
				}
			}
		}
		if d := reDefAfter.FindStringSubmatch(src[i:]); d != nil && rows > 0 {
			out[d[1]] += rows
		}
	}
	return out
}

// testDef is one test in a file.
type testDef struct {
	name string
	line int    // 1-based line of its definition
	code string // from its definition to its end, comment lines blanked
}

// tests finds the tests in src with the extent of their code.
func (l testLang) tests(src string) []testDef {
	code := l.code(src)
	var out []testDef
	seen := map[string]bool{}
	for _, m := range l.name.FindAllStringSubmatchIndex(code, -1) {
		name := code[m[2]:m[3]]
		if seen[name] {
			continue
		}
		seen[name] = true
		start := strings.LastIndexByte(code[:m[2]], '\n') + 1
		end := l.end(code, start, m[2], m[3])
		out = append(out, testDef{name: name, line: strings.Count(code[:start], "\n") + 1, code: code[start:end]})
	}
	return out
}

// end returns the offset where the test defined at start (its name from
// nameStart to nameEnd) ends, by the language's block rule; len(src) when
// the block does not close.
func (l testLang) end(src string, start, nameStart, nameEnd int) int {
	if l.block == "indent" {
		indent := func(ln string) int { return len(ln) - len(strings.TrimLeft(ln, " \t")) }
		nl := strings.IndexByte(src[start:], '\n')
		if nl < 0 {
			return len(src)
		}
		def := indent(src[start : start+nl])
		end := start + nl
		for i := end + 1; i < len(src); {
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				j = len(src) - i
			}
			ln := src[i : i+j]
			if strings.TrimSpace(ln) != "" {
				if indent(ln) <= def {
					break
				}
				end = i + j
			}
			i += j + 1
		}
		return end
	}
	open, close := l.block[0], byte('}')
	if open == '(' {
		close = ')'
	}
	i := strings.IndexByte(src[nameEnd:], open)
	if open == '(' {
		// The call's parenthesis comes before the name (which may hold
		// one: `rejects ${JSON.stringify(bad)}`).
		i = strings.LastIndexByte(src[:nameStart], '(') - nameEnd
	}
	if i < 0 && open == '{' {
		return len(src)
	}
	depth := 0
	for k := nameEnd + i; k < len(src); k++ {
		switch c := src[k]; {
		case c == open:
			depth++
		case c == close:
			if depth--; depth == 0 {
				return k + 1
			}
		case strings.IndexByte(l.quotes, c) >= 0:
			k = skipString(src, k)
		case c == '/' && k+1 < len(src) && src[k+1] == '*':
			if e := strings.Index(src[k+2:], "*/"); e >= 0 {
				k += e + 3
			}
		case c == '/' && k+1 < len(src) && src[k+1] == '/':
			if e := strings.IndexByte(src[k:], '\n'); e >= 0 {
				k += e
			}
		}
	}
	return len(src)
}

// skipString returns the offset of the quote closing the string that
// opens at i (backslash escapes honoured, except in Go's raw strings).
func skipString(src string, i int) int {
	q := src[i]
	for k := i + 1; k < len(src); k++ {
		switch src[k] {
		case '\\':
			if q != '`' {
				k++
			}
		case q:
			return k
		case '\n':
			if q != '`' {
				return k // an unclosed quote ends with its line
			}
		}
	}
	return len(src)
}

// testMatch pairs a test of the old content with its counterpart in the
// new: the test of the same name, or a renamed test that keeps every line
// of its code. after is nil for a removed test; near is then the added
// test most like it, if any, and lost the lines it does not have.
type testMatch struct {
	before, after, near *testDef
	lost                []string
}

// matchTests pairs the tests of before with those of after.
func matchTests(lang testLang, before, after string, renames map[string]string) []testMatch {
	bt, at := lang.tests(before), lang.tests(after)
	byName := map[string]*testDef{}
	for i := range at {
		byName[at[i].name] = &at[i]
	}
	had := map[string]bool{}
	for _, t := range bt {
		had[t.name] = true
	}
	var added []*testDef
	for i := range at {
		if !had[at[i].name] {
			added = append(added, &at[i])
		}
	}
	used := map[*testDef]bool{}
	out := make([]testMatch, len(bt))
	for i := range bt {
		out[i].before = &bt[i]
		if a := byName[bt[i].name]; a != nil {
			out[i].after = a
			continue
		}
		old, lines := normLines(bt[i], renames)
		bestKept := -1.0
		for _, a := range added {
			if used[a] {
				continue
			}
			keys, _ := normLines(*a, renames)
			lost := missing(old, keys)
			if len(lost) == 0 {
				out[i].after, out[i].near, out[i].lost = a, nil, nil
				used[a] = true
				break
			}
			if kept := 1 - float64(len(lost))/float64(len(old)); kept >= 0.5 && kept > bestKept {
				bestKept = kept
				out[i].near, out[i].lost = a, nil
				for _, k := range lost {
					out[i].lost = append(out[i].lost, lines[k])
				}
			}
		}
	}
	return out
}

// movedTo reports whether test t of a file lives on in one of others (the
// content of other test files now) with every line of its code kept, its
// name changed or not.
func movedTo(lang testLang, t testDef, others []string, renames map[string]string) bool {
	old, _ := normLines(t, renames)
	if len(old) == 0 {
		return false
	}
	for _, o := range others {
		for _, a := range lang.tests(o) {
			if keys, _ := normLines(a, renames); len(missing(old, keys)) == 0 {
				return true
			}
		}
	}
	return false
}

// normLines is a test's code as lines compared across versions: without
// its own name, with the session's renames applied, whitespace and blank
// lines dropped.
func normLines(t testDef, renames map[string]string) (keys, lines []string) {
	for _, ln := range strings.Split(t.code, "\n") {
		if n := lineKey(ln, t.name, renames); n != "" {
			keys = append(keys, n)
			lines = append(lines, strings.TrimSpace(ln))
		}
	}
	return keys, lines
}

// lineKey is a line of a test's code as compared: its test's name (in
// the line that defines it, or a t.Run label) and the renames aside.
func lineKey(ln, name string, renames map[string]string) string {
	return normLine(applyRenames(strings.Replace(ln, name, "\x00", 1), renames))
}

// normLine drops the whitespace of a line of code: `a+b` and `a + b`
// compare equal.
func normLine(ln string) string {
	return strings.Join(tokenRe.FindAllString(ln, -1), " ")
}

var tokenRe = regexp.MustCompile(`\w+|[^\s\w]`)

// missing returns the indexes of the lines of old not in new (as a
// multiset).
func missing(old, new []string) []int {
	have := map[string]int{}
	for _, l := range new {
		have[l]++
	}
	var out []int
	for i, l := range old {
		if have[l] > 0 {
			have[l]--
			continue
		}
		out = append(out, i)
	}
	return out
}

func applyRenames(s string, renames map[string]string) string {
	if len(renames) == 0 {
		return s
	}
	return wordRe.ReplaceAllStringFunc(s, func(w string) string {
		if n, ok := renames[w]; ok {
			return n
		}
		return w
	})
}

var wordRe = regexp.MustCompile(`[A-Za-z_]\w*`)

// renamesOf reads the identifiers a session renamed from its edits' replaced
// and new text (Before, After): a hunk whose only change is one identifier
// for another, consistently, renames it (`Conv(` → `FormatBytes(`). A
// name renamed two different ways is dropped.
func renamesOf(hunks [][2]string) map[string]string {
	out := map[string]string{}
	bad := map[string]bool{}
	for _, h := range hunks {
		for o, n := range hunkRenames(h[0], h[1]) {
			if prev, ok := out[o]; ok && prev != n {
				bad[o] = true
			}
			out[o] = n
		}
	}
	for o := range bad {
		delete(out, o)
	}
	return out
}

// hunkRenames compares before and after word by word: same separators,
// and the words that differ are identifiers, each renamed one way only.
func hunkRenames(before, after string) map[string]string {
	bw, aw := wordRe.FindAllStringIndex(before, -1), wordRe.FindAllStringIndex(after, -1)
	if len(bw) == 0 || len(bw) != len(aw) {
		return nil
	}
	out := map[string]string{}
	bp, ap := 0, 0
	for i := range bw {
		if normLine(before[bp:bw[i][0]]) != normLine(after[ap:aw[i][0]]) {
			return nil
		}
		o, n := before[bw[i][0]:bw[i][1]], after[aw[i][0]:aw[i][1]]
		if o != n {
			if prev, ok := out[o]; ok && prev != n {
				return nil
			}
			out[o] = n
		}
		bp, ap = bw[i][1], aw[i][1]
	}
	if normLine(before[bp:]) != normLine(after[ap:]) {
		return nil
	}
	return out
}

// renamesIn keeps the renames that hold in one file: the old name is gone
// from its new content and the new name was not in its old content, so
// swapping one existing call for another (Add → Sub) is not taken for a
// rename; nor is one that turns an assertion or a skip into something
// else or back (t.Errorf → t.Logf).
func renamesIn(lang testLang, renames map[string]string, before, after string) map[string]string {
	if len(renames) == 0 {
		return nil
	}
	count := func(s string) int { return len(lang.assert.FindAllString(s, -1)) + len(lang.skip.FindAllString(s, -1)) }
	marks := count(before)
	words := func(s string) map[string]bool {
		m := map[string]bool{}
		for _, w := range wordRe.FindAllString(s, -1) {
			m[w] = true
		}
		return m
	}
	bw, aw := words(before), words(after)
	out := map[string]string{}
	for o, n := range renames {
		if !aw[o] && !bw[n] && count(applyRenames(before, map[string]string{o: n})) == marks {
			out[o] = n
		}
	}
	return out
}

// testEdit is a test whose own code differs between two versions of its
// file.
type testEdit struct {
	Name    string // its name in the old content
	NewName string // its name in the new one (differs when renamed)
	Line    int    // 1-based line in the new content of the first change
	Hunks   []hunk // the changed lines
	// Skipped is set when the change adds a skip marker (reported as
	// tampering already).
	Skipped bool
}

// hunk is a run of changed lines, trimmed: removed → added.
type hunk struct{ removed, added []string }

// editedTests lists the tests of before whose code differs in after
// (whitespace and the session's renames aside). Tests new in after are
// not listed: writing new tests is not editing an oracle.
func editedTests(path, before, after string, renames map[string]string) []testEdit {
	lang, ok := langOf(path)
	if !ok || before == "" {
		return nil
	}
	renames = renamesIn(lang, renames, before, after)
	var out []testEdit
	for _, m := range matchTests(lang, before, after, renames) {
		if m.after == nil {
			continue // removed: tampering reports it
		}
		hunks, line := diffLines(m.before.code, m.after.code, m.before.name, m.after.name, renames)
		if len(hunks) == 0 {
			continue
		}
		out = append(out, testEdit{Name: m.before.name, NewName: m.after.name, Line: m.after.line + line, Hunks: hunks,
			Skipped: len(lang.skip.FindAllString(m.after.code, -1)) > len(lang.skip.FindAllString(m.before.code, -1))})
	}
	return out
}

// diffLines is a line diff of two versions of a test's code (compared as
// lineKey; shown as written, trimmed): its hunks and the offset, in b's
// lines, of the first.
func diffLines(a, b, aName, bName string, renames map[string]string) ([]hunk, int) {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	ak, bk := make([]string, len(al)), make([]string, len(bl))
	for i, l := range al {
		ak[i] = lineKey(l, aName, renames)
	}
	for i, l := range bl {
		bk[i] = lineKey(l, bName, renames)
	}
	n, m := len(ak), len(bk)
	// Tests are short: a plain LCS table is fine. Past a bound, a test
	// shows as one hunk from its first changed line.
	lcs := make([][]int32, n+1)
	if n*m > 1<<20 {
		lcs = nil
	}
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; lcs != nil && i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if ak[i] == bk[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var hunks []hunk
	var cur hunk
	first := -1
	flush := func() {
		if len(cur.removed)+len(cur.added) > 0 {
			hunks = append(hunks, cur)
		}
		cur = hunk{}
	}
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && ak[i] == bk[j] && (lcs != nil || first < 0):
			flush()
			i++
			j++
		case i < n && (j == m || lcs == nil || lcs[i+1][j] >= lcs[i][j+1]):
			if ak[i] != "" {
				cur.removed = append(cur.removed, strings.TrimSpace(al[i]))
				if first < 0 {
					first = min(j, m-1)
				}
			}
			i++
		default:
			if bk[j] != "" {
				cur.added = append(cur.added, strings.TrimSpace(bl[j]))
				if first < 0 {
					first = j
				}
			}
			j++
		}
	}
	flush()
	return hunks, max(first, 0)
}

// unapply undoes, newest first, the edits (of one file, in session order)
// made after event index idx, from the file's content now, giving its
// content then. It fails (ok=false) when an edit cannot be undone exactly:
// a whole-file write, a shell command, a deletion, or a replaced text that
// is not where the edit put it.
func unapply(content string, edits []*Edit, idx int) (string, bool) {
	for i := len(edits) - 1; i >= 0; i-- {
		e := edits[i]
		if e.Event.Index <= idx {
			break
		}
		if e.Op == "create" && e.Done && !e.Shell && content == e.After {
			return "", true // the file was made here: before it, nothing
		}
		if e.Shell || e.Op != "modify" || e.After == "" {
			return "", false
		}
		if !strings.Contains(content, e.After) {
			if !e.Done {
				continue // its result never came: it may not have happened
			}
			return "", false
		}
		// The new text found more than once is a replace-all (a rename)
		// or a copy that was there before: the record does not say which,
		// so only a rename is undone everywhere.
		if strings.Count(content, e.After) > 1 && len(hunkRenames(e.Before, e.After)) == 0 {
			return "", false
		}
		// Redoing the edit must give the content back, or the guess was
		// wrong.
		prev := strings.ReplaceAll(content, e.After, e.Before)
		if strings.ReplaceAll(prev, e.Before, e.After) != content {
			return "", false
		}
		content = prev
	}
	return content, true
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

// code blanks comment lines, keeping line numbers.
func (l testLang) code(src string) string {
	if src == "" {
		return ""
	}
	lines := strings.Split(src, "\n")
	for i, ln := range lines {
		if strings.HasPrefix(strings.TrimSpace(ln), l.comment) {
			lines[i] = ""
		}
	}
	return strings.Join(lines, "\n")
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

// skippedTests names the tests a change skips when each new skip marker
// is in a test or among the decorators right above it ("@pytest.mark.skip"
// over `def test_boundary`); ok is false when a marker stands elsewhere (a
// `describe.skip` over many tests, a module's pytestmark), where the tests
// it skips are not told apart here.
func skippedTests(path, before, after string) (names []string, ok bool) {
	lang, known := langOf(path)
	if !known || before == "" {
		return nil, false
	}
	b, a := lang.code(before), lang.code(after)
	total := len(lang.skip.FindAllString(a, -1)) - len(lang.skip.FindAllString(b, -1))
	if total <= 0 {
		return nil, false
	}
	count := func(src string) map[string]int {
		code := lang.code(src)
		lines := strings.Split(code, "\n")
		out := map[string]int{}
		for _, t := range lang.tests(src) {
			deco := ""
			for i := t.line - 2; i >= 0 && strings.HasPrefix(strings.TrimSpace(lines[i]), "@"); i-- {
				deco += lines[i] + "\n"
			}
			out[t.name] = len(lang.skip.FindAllString(deco+t.code, -1))
		}
		return out
	}
	cb, ca := count(before), count(after)
	n := 0
	for name, k := range ca {
		if k > cb[name] {
			names = append(names, name)
			n += k - cb[name]
		}
	}
	sort.Strings(names)
	return names, n == total && len(names) > 0
}

// hollowTests names the tests of after, new since before (renames map old
// names to new), whose code checks nothing: no assertion, no failure
// raised by hand, no helper of the file called (it may assert), and, in Go,
// no t handed to a helper. Such a test passes whatever the code does. A
// test that checks a panic (#[should_panic]), an example checked by its
// output comment, or a fuzz target is no hollow test.
func hollowTests(p, before, after string, renames map[string]string) []string {
	lang, ok := langOf(p)
	if !ok || lang.block == "" {
		return nil
	}
	had := testsBefore(lang, before, renames)
	defs := lang.tests(after)
	code := lang.code(after)
	lines := strings.Split(code, "\n")
	helpers := fileHelpers(lang, code, defs)
	var out []string
	for _, t := range defs {
		if had[t.name] || strings.HasPrefix(t.name, "Example") || strings.HasPrefix(t.name, "Fuzz") {
			continue
		}
		body := t.code
		if i := strings.Index(body, t.name); i >= 0 {
			body = body[i+len(t.name):] // not the name: "test_raises_error"
		}
		attrs := strings.Join(lines[max(0, t.line-4):max(0, t.line-1)], "\n") // #[should_panic] over `fn`
		if lang.assert.MatchString(t.code) || reHandFail.MatchString(body) || strings.Contains(attrs, "should_panic") || strings.HasSuffix(p, ".go") && reTHanded.MatchString(body) {
			continue
		}
		calls := false
		for _, h := range helpers {
			if regexp.MustCompile(`\b` + regexp.QuoteMeta(h) + `\s*\(`).MatchString(body) {
				calls = true
				break
			}
		}
		if !calls {
			out = append(out, t.name)
		}
	}
	return out
}

// reHandFail: a failure raised by hand or a check by other means: throw,
// raise, panic, fail, a should_panic test, a Result a test returns (its
// `?`), a snapshot.
var reHandFail = regexp.MustCompile(`\bthrow\b|\braise\b|\bpanic!?\(|\bfail\w*\s*\(|\bshould_panic\b|->\s*Result\b|\bsnapshot|\bt\.(?:Error|Fatal|Fail)|\bunwrap_err\(|\bexpect_err\(`)

// reTHanded: Go's t handed to a call, `check(t, …)`, `helper(t)`.
var reTHanded = regexp.MustCompile(`[(,]\s*t\s*[,)]`)

// fileHelpers are the functions a test file defines outside its tests.
func fileHelpers(lang testLang, code string, defs []testDef) []string {
	names := map[string]bool{}
	for _, t := range defs {
		names[t.name] = true
	}
	var out []string
	for _, m := range reFuncDef.FindAllStringSubmatch(code, -1) {
		for _, n := range m[1:] {
			if n != "" && !names[n] && !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}

// reFuncDef: a function's definition in Go, Python, JS or Rust.
var reFuncDef = regexp.MustCompile(`(?m)^\s*(?:func\s+(?:\([^)]*\)\s*)?(\w+)|(?:async\s+)?def\s+(\w+)|(?:export\s+)?(?:async\s+)?function\s*\*?\s*(\w+)|(?:const|let|var)\s+(\w+)\s*=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|\w+\s*=>)|(?:pub\s+)?fn\s+(\w+))`)

// testsBefore are the names of the tests of before, and of the tests they
// were renamed to (renames maps old names to new).
func testsBefore(lang testLang, before string, renames map[string]string) map[string]bool {
	had := map[string]bool{}
	for _, n := range lang.names(before) {
		had[n] = true
		if r, ok := renames[n]; ok {
			had[r] = true
		}
	}
	return had
}

// checksTold compares what the final message says a new test checks with
// the test's code: "`TestNeededPartialTiles`, which checks that a 260×130
// cm room with 50 cm tiles needs 18 tiles" over a test that holds no 18
// (it checks only that the count is not negative) checks less than told,
// and passes whatever the code returns for that room. The values told are
// the numbers and quoted strings after the verb of checking, less an
// aside in parentheses ("(it returned 10 before the fix)"); the test's
// code is its own and the file's code outside its tests (a table, a
// helper). One message a test that lacks a value.
func (v *verifier) checksTold(p, before, after string, renames map[string]string) []string {
	lang, ok := langOf(p)
	if !ok || lang.block == "" {
		return nil
	}
	final := v.ev.FinalText
	had := testsBefore(lang, before, renames)
	code := lang.code(after)
	defs := lang.tests(code)
	shared := code // the file's code outside its tests
	for _, t := range defs {
		shared = strings.Replace(shared, t.code, "", 1)
	}
	var out []string
	for _, t := range defs {
		if had[t.name] || len(t.name) < 4 {
			continue
		}
		told := toldCheck(final, t.name)
		if told == "" {
			continue
		}
		for _, val := range toldValues(told) {
			if !holdsValue(t.code, val) && !holdsValue(shared, val) {
				out = append(out, fmt.Sprintf("new test %s is said to check %s (%q), but its code holds no %s: it checks less than the report says", t.name, val, oneLine(told, 100), val))
				break
			}
		}
	}
	return out
}

var (
	// reCheckVerb: what a test is said to check, "checks that", "verifies".
	reCheckVerb = regexp.MustCompile(`\b(?:checks?|verif(?:y|ies)|asserts?|ensures?|confirms?|tests?\s+that|expects?)\b(?:\s+that\b)?`)
	// reToldNumber, reToldString: the values told.
	reToldNumber = regexp.MustCompile(`-?\b\d[\d,_]*(?:\.\d+)?\b`)
	reToldString = regexp.MustCompile(`'([^'\n]{1,40})'|"([^"\n]{1,40})"`)
	reAside      = regexp.MustCompile(`\([^()]*\)`)
)

// toldCheck returns what the final message says test name checks: the
// words after the verb of checking, in the sentence that names the test,
// or "".
func toldCheck(final, name string) string {
	for from := 0; ; {
		i := strings.Index(final[from:], name)
		if i < 0 {
			return ""
		}
		i += from
		from = i + len(name)
		end := len(final)
		for _, stop := range []string{". ", ".\n", "\n", "; "} {
			if j := strings.Index(final[from:], stop); j >= 0 && from+j < end {
				end = from + j
			}
		}
		rest := final[from:end]
		if m := reCheckVerb.FindStringIndex(rest); m != nil && m[0] < 40 {
			return strings.TrimSpace(rest[m[1]:])
		}
	}
}

// toldValues are the numbers and quoted strings of what a test is said to
// check, an aside in parentheses left out.
func toldValues(told string) []string {
	told = reAside.ReplaceAllString(told, " ")
	var out []string
	for _, m := range reToldString.FindAllStringSubmatch(told, -1) {
		out = append(out, m[0])
	}
	told = reToldString.ReplaceAllString(told, " ")
	for _, n := range reToldNumber.FindAllString(told, -1) {
		out = append(out, strings.NewReplacer(",", "", "_", "").Replace(strings.TrimPrefix(n, "-")))
	}
	return out
}

// holdsValue reports whether code holds a value told: a quoted string in
// either quotes, or a number as a whole word (1000 as 1_000 or 1e3 is not
// seen: the check then holds, never refutes).
func holdsValue(code, val string) bool {
	if val == "" {
		return true
	}
	if val[0] == '\'' || val[0] == '"' {
		in := val[1 : len(val)-1]
		return strings.Contains(code, "'"+in+"'") || strings.Contains(code, `"`+in+`"`) || strings.Contains(code, "`"+in+"`")
	}
	norm := strings.NewReplacer("_", "").Replace(code)
	return regexp.MustCompile(`(?:^|[^\w.])` + regexp.QuoteMeta(val) + `(?:[^\w]|\.[^\d]|$)`).MatchString(norm)
}
