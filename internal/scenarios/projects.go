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
