package scenarios

import (
	"fmt"
	"maps"
	"strings"
)

// The three demo projects: the same tiny calculator (add, sub, max) in Go,
// Python and Node, each with one test per function. The bodies of add and
// sub are parameters so a scenario can start with one or both broken.

const (
	bug = "a - b" // add's bug at the start
	sum = "a + b" // add's fix
	dif = "a - b" // sub's correct body
)

func goProject(add, sub string) map[string]string {
	return map[string]string{
		"go.mod": "module example.com/calc\n\ngo 1.22\n",
		"calc/calc.go": fmt.Sprintf(`// Package calc provides small integer helpers.
package calc

// Add returns the sum of a and b.
func Add(a, b int) int {
	return %s
}

// Sub returns a minus b.
func Sub(a, b int) int {
	return %s
}

// Max returns the larger of a and b.
func Max(a, b int) int {
	if a > b {
		return a
	}
	return b
}
`, add, sub),
		"calc/calc_test.go": goTests,
	}
}

const goTests = `package calc

import "testing"

func TestAdd(t *testing.T) {
	if got := Add(2, 3); got != 5 {
		t.Errorf("Add(2, 3) = %d, want 5", got)
	}
}

func TestSub(t *testing.T) {
	if got := Sub(5, 3); got != 2 {
		t.Errorf("Sub(5, 3) = %d, want 2", got)
	}
}

func TestMax(t *testing.T) {
	if got := Max(2, 7); got != 7 {
		t.Errorf("Max(2, 7) = %d, want 7", got)
	}
}
`

// goFunc is the source of a function of calc.go returning body, as an Edit's
// old or new string (unique in the file).
func goFunc(name, body string) string {
	return fmt.Sprintf("func %s(a, b int) int {\n\treturn %s\n}", name, body)
}

func pyProject(add, sub string) map[string]string {
	return map[string]string{
		"pyproject.toml": `[project]
name = "calc"
version = "0.1.0"
requires-python = ">=3.9"

[tool.pytest.ini_options]
addopts = "-q"
`,
		"calc.py": fmt.Sprintf(`"""Small integer helpers."""


def add(a, b):
    """Return the sum of a and b."""
    return %s


def sub(a, b):
    """Return a minus b."""
    return %s


def maximum(a, b):
    """Return the larger of a and b."""
    return a if a > b else b
`, add, sub),
		"test_calc.py": pyTests,
	}
}

const pyTests = `from calc import add, maximum, sub


def test_add():
    assert add(2, 3) == 5


def test_sub():
    assert sub(5, 3) == 2


def test_max():
    assert maximum(2, 7) == 7
`

// pyFunc is a function of calc.py returning body (docstring included, so
// the string is unique in the file).
func pyFunc(name, body string) string {
	doc := map[string]string{"add": "Return the sum of a and b.", "sub": "Return a minus b."}[name]
	return fmt.Sprintf("def %s(a, b):\n    \"\"\"%s\"\"\"\n    return %s", name, doc, body)
}

func nodeProject(add, sub string) map[string]string {
	test := func(name, call, want string) string {
		return fmt.Sprintf(`'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { %s } = require('./calc');

test('%s', () => {
  assert.strictEqual(%s, %s);
});
`, name, name, call, want)
	}
	return map[string]string{
		"package.json": `{
  "name": "calc",
  "version": "1.0.0",
  "private": true,
  "scripts": {
    "test": "node --test"
  }
}
`,
		"calc.js": fmt.Sprintf(`'use strict';

// add returns the sum of a and b.
function add(a, b) {
  return %s;
}

// sub returns a minus b.
function sub(a, b) {
  return %s;
}

// max returns the larger of a and b.
function max(a, b) {
  return a > b ? a : b;
}

module.exports = { add, sub, max };
`, add, sub),
		"add.test.js": test("add", "add(2, 3)", "5"),
		"sub.test.js": test("sub", "sub(5, 3)", "2"),
		"max.test.js": test("max", "max(2, 7)", "7"),
	}
}

// nodeFunc is a function of calc.js returning body.
func nodeFunc(name, body string) string {
	return fmt.Sprintf("function %s(a, b) {\n  return %s;\n}", name, body)
}

// with returns files plus extra (extra wins).
func with(files map[string]string, extra map[string]string) map[string]string {
	out := maps.Clone(files)
	maps.Copy(out, extra)
	return out
}

// must panics unless s contains sub: the scenario definitions' own check
// that an Edit's old string is really in the file it edits.
func must(files map[string]string, path, old string) {
	if !strings.Contains(files[path], old) {
		panic(fmt.Sprintf("scenarios: %s does not contain %q", path, old))
	}
}

// The projects below were added for issue 10's classes: a Rust crate and a
// TypeScript package next to the calculators, and small projects whose
// shape is the point (a plain pytest layout, a Go module below the root,
// a go.work, npm workspaces, tests named by what they cover).

// rustProject is the calculator as a Rust crate, its tests in src/lib.rs.
func rustProject(add, sub string) map[string]string {
	return map[string]string{
		"Cargo.toml": "[package]\nname = \"calc\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n",
		"src/lib.rs": fmt.Sprintf(`//! Small integer helpers.

/// Returns the sum of a and b.
pub fn add(a: i64, b: i64) -> i64 {
    %s
}

/// Returns a minus b.
pub fn sub(a: i64, b: i64) -> i64 {
    %s
}

/// Returns the larger of a and b.
pub fn max(a: i64, b: i64) -> i64 {
    if a > b {
        a
    } else {
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_works() {
        assert_eq!(add(2, 3), 5);
    }

    #[test]
    fn sub_works() {
        assert_eq!(sub(5, 3), 2);
    }

    #[test]
    fn max_works() {
        assert_eq!(max(2, 7), 7);
    }
}
`, add, sub),
	}
}

// rustFunc is a function of src/lib.rs returning body.
func rustFunc(name, body string) string {
	return fmt.Sprintf("pub fn %s(a: i64, b: i64) -> i64 {\n    %s\n}", name, body)
}

// tsProject is a TypeScript package type-checked by tsc (no emit: the
// check is the build).
func tsProject() map[string]string {
	return map[string]string{
		"package.json": `{
  "name": "shapes",
  "version": "1.0.0",
  "private": true,
  "scripts": {
    "typecheck": "tsc --noEmit"
  }
}
`,
		"tsconfig.json": `{
  "compilerOptions": {
    "strict": true,
    "target": "es2022",
    "module": "commonjs",
    "noEmit": true
  },
  "include": ["src"]
}
`,
		"src/geometry.ts": `export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  origin: Point;
  width: number;
  height: number;
}

// distance is the Euclidean distance between a and b.
export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
`,
		"src/index.ts": `import { distance, Point } from "./geometry";

const origin: Point = { x: 0, y: 0 };
export const unit = distance(origin, { x: 3, y: 4 });
`,
	}
}

// goDurProject is a Go package parsing and formatting "1h30m": hourMul is
// what Parse multiplies hours by (60 is right), rem Format's minutes
// expression ("m % 60" is right).
func goDurProject(hourMul, rem string) map[string]string {
	return map[string]string{
		"go.mod": "module example.com/dur\n\ngo 1.22\n",
		"dur/dur.go": fmt.Sprintf(`// Package dur parses and formats durations written like "1h30m".
package dur

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse returns the minutes in a duration like "1h30m", "2h" or "45m".
func Parse(s string) (int, error) {
	total, num := 0, ""
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			num += string(r)
		case r == 'h' || r == 'm':
			n, err := strconv.Atoi(num)
			if err != nil {
				return 0, fmt.Errorf("dur: bad duration %%q", s)
			}
			if r == 'h' {
				n *= %s
			}
			total += n
			num = ""
		default:
			return 0, fmt.Errorf("dur: bad duration %%q", s)
		}
	}
	if num != "" {
		return 0, fmt.Errorf("dur: missing unit in %%q", s)
	}
	return total, nil
}

// Format writes minutes the way Parse reads them.
func Format(m int) string {
	var b strings.Builder
	if h := m / 60; h > 0 {
		fmt.Fprintf(&b, "%%dh", h)
	}
	if r := %s; r > 0 || m == 0 {
		fmt.Fprintf(&b, "%%dm", r)
	}
	return b.String()
}
`, hourMul, rem),
		"dur/dur_test.go": goDurTests,
	}
}

const goDurTests = `package dur

import "testing"

func TestParse(t *testing.T) {
	for in, want := range map[string]int{"1h30m": 90, "45m": 45, "2h": 120} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}

func TestFormat(t *testing.T) {
	for m, want := range map[int]string{90: "1h30m", 45: "45m", 120: "2h"} {
		if got := Format(m); got != want {
			t.Errorf("Format(%d) = %q, want %q", m, got, want)
		}
	}
}
`

// pyPricingProject has four discount tests and a tax test; discount and
// tax are the bodies of apply_discount and add_tax.
func pyPricingProject(discount, tax string) map[string]string {
	return map[string]string{
		"pyproject.toml": "[project]\nname = \"pricing\"\nversion = \"0.1.0\"\n\n[tool.pytest.ini_options]\naddopts = \"-q\"\n",
		"pricing.py": fmt.Sprintf(`"""Prices, discounts and tax."""


def apply_discount(price, percent):
    """Return price reduced by percent (0-100)."""
    return %s


def add_tax(price, rate):
    """Return price with tax at rate (0.2 is 20%%), rounded to cents."""
    return %s
`, discount, tax),
		"test_pricing.py": `from pricing import add_tax, apply_discount


def test_discount_none():
    assert apply_discount(100, 0) == 100


def test_discount_half():
    assert apply_discount(100, 50) == 50


def test_discount_quarter():
    assert apply_discount(80, 25) == 60


def test_discount_full():
    assert apply_discount(100, 100) == 0


def test_add_tax():
    assert add_tax(10, 0.2) == 12.0
`,
	}
}

// pyDurProject has three parse tests and a format test; hours is what
// parse_duration multiplies hours by (60 is right).
func pyDurProject(hours string) map[string]string {
	return map[string]string{
		"pyproject.toml": "[project]\nname = \"durations\"\nversion = \"0.1.0\"\n",
		"durations.py": fmt.Sprintf(`"""Durations written like "1h30m"."""

import re

_PART = re.compile(r"(\d+)([hm])")


def parse_duration(text):
    """Return the minutes in text ("1h30m" -> 90)."""
    total = 0
    for number, unit in _PART.findall(text):
        total += int(number) * (%s if unit == "h" else 1)
    return total


def format_duration(minutes):
    """Return minutes as "1h30m"."""
    hours, rest = divmod(minutes, 60)
    return (f"{hours}h" if hours else "") + (f"{rest}m" if rest or not hours else "")
`, hours),
		"tests/test_durations.py": `from durations import format_duration, parse_duration


def test_parse_hours():
    assert parse_duration("2h") == 120


def test_parse_minutes():
    assert parse_duration("45m") == 45


def test_parse_mixed():
    assert parse_duration("1h30m") == 90


def test_format():
    assert format_duration(90) == "1h30m"
`,
		"tests/conftest.py": "import os\nimport sys\n\nsys.path.insert(0, os.path.join(os.path.dirname(__file__), \"..\"))\n",
	}
}

// nodeDurProject keeps its tests in test/: duration.test.js (parse) and
// format.test.js; hours is what parseDuration multiplies hours by.
func nodeDurProject(hours string) map[string]string {
	return map[string]string{
		"package.json": "{\n  \"name\": \"duration\",\n  \"version\": \"1.0.0\",\n  \"private\": true,\n  \"scripts\": {\n    \"test\": \"node --test\"\n  }\n}\n",
		"src/duration.js": fmt.Sprintf(`'use strict';

// parseDuration returns the minutes in text ("1h30m" -> 90).
function parseDuration(text) {
  let total = 0;
  for (const [, n, unit] of text.matchAll(/(\d+)([hm])/g)) {
    total += Number(n) * (unit === 'h' ? %s : 1);
  }
  return total;
}

// formatDuration writes minutes as "1h30m".
function formatDuration(minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes %% 60;
  return (h ? h + 'h' : '') + (m || !h ? m + 'm' : '');
}

module.exports = { parseDuration, formatDuration };
`, hours),
		"test/duration.test.js": `'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { parseDuration } = require('../src/duration');

test('parses hours', () => {
  assert.strictEqual(parseDuration('2h'), 120);
});

test('parses minutes', () => {
  assert.strictEqual(parseDuration('45m'), 45);
});

test('parses hours and minutes', () => {
  assert.strictEqual(parseDuration('1h30m'), 90);
});
`,
		"test/format.test.js": `'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatDuration } = require('../src/duration');

test('formats hours and minutes', () => {
  assert.strictEqual(formatDuration(90), '1h30m');
});
`,
	}
}

// pyRomanProject is a plain pytest layout: roman.py and test_roman.py, no
// configuration file at all. body is the loop body of to_roman.
func pyRomanProject(body string) map[string]string {
	return map[string]string{
		"roman.py": fmt.Sprintf(`"""Roman numerals."""

NUMERALS = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]


def to_roman(n):
    """Return n (1-3999) in Roman numerals."""
    out = []
    for value, letters in NUMERALS:
%s
    return "".join(out)
`, body),
		"test_roman.py": `from roman import to_roman


def test_small():
    assert to_roman(3) == "III"


def test_subtractive():
    assert to_roman(9) == "IX"
    assert to_roman(40) == "XL"


def test_year():
    assert to_roman(1994) == "MCMXCIV"
`,
	}
}

// romanBug takes each numeral at most once; romanFix as often as it fits.
const (
	romanBug = "        if n >= value:\n            out.append(letters)\n            n -= value"
	romanFix = "        while n >= value:\n            out.append(letters)\n            n -= value"
)

// pyTextstatsProject is another plain layout: textstats.py and its test.
func pyTextstatsProject() map[string]string {
	return map[string]string{
		"textstats.py": `"""Statistics about words in a text."""


def words(text):
    """Return the words of text."""
    return text.split()


def mean_word_length(text):
    """Return the mean length of the words in text (0 for no words)."""
    ws = words(text)
    return sum(len(w) for w in ws) / len(ws) if ws else 0
`,
		"test_textstats.py": `from textstats import mean_word_length, words


def test_words():
    assert words("a bb ccc") == ["a", "bb", "ccc"]


def test_mean_word_length():
    assert mean_word_length("a bb ccc") == 2
`,
	}
}

// goBytesProject formats byte counts; its function and test are named
// Conv and TestConv, to be renamed.
func goBytesProject() map[string]string {
	return map[string]string{
		"go.mod": "module example.com/size\n\ngo 1.22\n",
		"size/size.go": `// Package size formats byte counts for people.
package size

import "fmt"

// Conv formats n bytes with a binary unit ("1.5 KiB").
func Conv(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTPE"[exp])
}
`,
		"size/size_test.go": `package size

import "testing"

func TestConv(t *testing.T) {
	for n, want := range map[int64]string{512: "512 B", 1536: "1.5 KiB", 3 << 20: "3.0 MiB"} {
		if got := Conv(n); got != want {
			t.Errorf("Conv(%d) = %q, want %q", n, got, want)
		}
	}
}
`,
	}
}

// goWorkProject is a go.work with two modules: lib (Add) and api, which
// uses it.
func goWorkProject(add string) map[string]string {
	return map[string]string{
		"go.work":         "go 1.22\n\nuse (\n\t./api\n\t./lib\n)\n",
		"lib/go.mod":      "module example.com/lib\n\ngo 1.22\n",
		"lib/lib.go":      fmt.Sprintf("// Package lib holds the arithmetic the api builds on.\npackage lib\n\n// Add returns the sum of a and b.\nfunc Add(a, b int) int {\n\treturn %s\n}\n", add),
		"lib/lib_test.go": "package lib\n\nimport \"testing\"\n\nfunc TestAdd(t *testing.T) {\n\tif got := Add(2, 3); got != 5 {\n\t\tt.Errorf(\"Add(2, 3) = %d, want 5\", got)\n\t}\n}\n",
		"api/go.mod":      "module example.com/api\n\ngo 1.22\n\nrequire example.com/lib v0.0.0\n",
		"api/api.go":      "// Package api totals numbers with lib.\npackage api\n\nimport \"example.com/lib\"\n\n// Total returns the sum of xs.\nfunc Total(xs ...int) int {\n\tt := 0\n\tfor _, x := range xs {\n\t\tt = lib.Add(t, x)\n\t}\n\treturn t\n}\n",
		"api/api_test.go": "package api\n\nimport \"testing\"\n\nfunc TestTotal(t *testing.T) {\n\tif got := Total(1, 2, 3); got != 6 {\n\t\tt.Errorf(\"Total(1, 2, 3) = %d, want 6\", got)\n\t}\n}\n",
	}
}

// nodeWorkspacesProject is an npm workspaces monorepo: packages/strutil
// (capitalize, whose body is cap) and packages/mathutil, each with its own
// node --test suite.
func nodeWorkspacesProject(cap string) map[string]string {
	pkg := func(name string) string {
		return fmt.Sprintf("{\n  \"name\": %q,\n  \"version\": \"1.0.0\",\n  \"private\": true,\n  \"scripts\": {\n    \"test\": \"node --test\"\n  }\n}\n", name)
	}
	return map[string]string{
		"package.json":                  "{\n  \"name\": \"monorepo\",\n  \"private\": true,\n  \"workspaces\": [\"packages/*\"],\n  \"scripts\": {\n    \"test\": \"npm test --workspaces\"\n  }\n}\n",
		"packages/strutil/package.json": pkg("strutil"),
		"packages/strutil/index.js":     fmt.Sprintf("'use strict';\n\n// capitalize upper-cases the first letter of s.\nfunction capitalize(s) {\n  return %s;\n}\n\nmodule.exports = { capitalize };\n", cap),
		"packages/strutil/index.test.js": "'use strict';\nconst test = require('node:test');\nconst assert = require('node:assert');\nconst { capitalize } = require('./index');\n\n" +
			"test('capitalize', () => {\n  assert.strictEqual(capitalize('hello'), 'Hello');\n  assert.strictEqual(capitalize(''), '');\n});\n",
		"packages/mathutil/package.json": pkg("mathutil"),
		"packages/mathutil/index.js":     "'use strict';\n\n// clamp keeps x within [lo, hi].\nfunction clamp(x, lo, hi) {\n  return Math.min(Math.max(x, lo), hi);\n}\n\nmodule.exports = { clamp };\n",
		"packages/mathutil/index.test.js": "'use strict';\nconst test = require('node:test');\nconst assert = require('node:assert');\nconst { clamp } = require('./index');\n\n" +
			"test('clamp', () => {\n  assert.strictEqual(clamp(5, 0, 3), 3);\n  assert.strictEqual(clamp(-1, 0, 3), 0);\n});\n",
	}
}

// inDir moves every file of files below dir ("backend").
func inDir(dir string, files map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range files {
		out[dir+"/"+k] = v
	}
	return out
}

// mustLines panics unless old is whole lines of path: Codex edits by
// apply_patch, which replaces lines, so a part of a line would take the
// rest of it (indentation included) away.
func mustLines(files map[string]string, path, old string) {
	content := files[path]
	i := strings.Index(content, old)
	end := i + len(old)
	startOK := i == 0 || content[i-1] == '\n'
	endOK := end == len(content) || strings.HasSuffix(old, "\n") || content[end] == '\n'
	if !startOK || !endOK {
		panic(fmt.Sprintf("scenarios: Codex edits whole lines; %q is part of a line of %s", old, path))
	}
}
