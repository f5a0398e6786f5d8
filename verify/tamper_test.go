package verify

import (
	"strings"
	"testing"
)

func TestTampering(t *testing.T) {
	goBefore := "package calc\n\nimport \"testing\"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(2, 3) != 5 {\n\t\tt.Errorf(\"bad\")\n\t}\n}\n\nfunc TestSub(t *testing.T) {\n\tif Sub(3, 2) != 1 {\n\t\tt.Fatal(\"bad\")\n\t}\n}\n"
	tests := []struct {
		name, path, before, after string
		deleted                   bool
		want                      []string // substrings, in order; empty = no tampering
	}{
		{"unchanged", "calc_test.go", goBefore, goBefore, false, nil},
		{"new test added", "calc_test.go", goBefore, goBefore + "\nfunc TestMul(t *testing.T) { t.Error(\"x\") }\n", false, nil},
		{"skip added", "calc_test.go", goBefore, strings.Replace(goBefore, "func TestAdd(t *testing.T) {\n", "func TestAdd(t *testing.T) {\n\tt.Skip(\"flaky\")\n", 1), false, []string{"added 1 skip marker(s) (t.Skip("}},
		{"test deleted", "calc_test.go", goBefore, goBefore[:strings.Index(goBefore, "func TestSub")], false, []string{"removed 1 test(s): TestSub", "removed 1 assertion(s)"}},
		{"test commented out", "calc_test.go", goBefore, strings.Replace(goBefore, "func TestSub", "// func TestSub", 1), false, []string{"removed 1 test(s): TestSub"}},
		{"assertion removed", "calc_test.go", goBefore, strings.Replace(goBefore, "\t\tt.Errorf(\"bad\")\n", "", 1), false, []string{"removed 1 assertion(s)"}},
		{"file deleted", "calc_test.go", goBefore, "", true, []string{"deleted test file with 2 tests (TestAdd, TestSub)"}},
		{"pytest skip", "tests/test_calc.py", "def test_add():\n    assert add(2, 3) == 5\n", "import pytest\n\n@pytest.mark.skip(reason='wip')\ndef test_add():\n    assert add(2, 3) == 5\n", false, []string{"added 1 skip marker(s) (@pytest.mark.skip"}},
		{"pytest assert removed", "test_calc.py", "def test_add():\n    assert add(2, 3) == 5\n", "def test_add():\n    pass\n", false, []string{"removed 1 assertion(s)"}},
		{"xfail", "test_calc.py", "def test_add():\n    assert add(2, 3) == 5\n", "@pytest.mark.xfail\ndef test_add():\n    assert add(2, 3) == 5\n", false, []string{"added 1 skip marker(s)"}},
		{"it.skip", "calc.test.js", "test('adds', () => { expect(add(2,3)).toBe(5) })\n", "test.skip('adds', () => { expect(add(2,3)).toBe(5) })\n", false, []string{"added 1 skip marker(s) (test.skip"}},
		{"xit", "calc.spec.ts", "it('adds', () => { expect(add(2,3)).toBe(5) })\n", "xit('adds', () => { expect(add(2,3)).toBe(5) })\n", false, []string{"added 1 skip marker(s) (xit"}},
		{"node test deleted", "test/calc.test.mjs", "test('adds', () => { assert.equal(add(2,3), 5) })\ntest('subs', () => { assert.equal(sub(3,2), 1) })\n", "test('adds', () => { assert.equal(add(2,3), 5) })\n", false, []string{"removed 1 test(s): subs", "removed 1 assertion(s)"}},
		{"only narrows", "calc.test.js", "test('a', () => { expect(1).toBe(1) })\ntest('b', () => { expect(2).toBe(2) })\n", "test.only('a', () => { expect(1).toBe(1) })\ntest('b', () => { expect(2).toBe(2) })\n", false, []string{"added 1 skip marker(s) (test.only"}},
		{"rust ignore", "src/lib.rs", "#[test]\nfn adds() { assert_eq!(add(2, 3), 5); }\n", "#[test]\n#[ignore]\nfn adds() { assert_eq!(add(2, 3), 5); }\n", false, []string{"added 1 skip marker(s)"}},
		{"new file", "new_test.go", "", "package x\nfunc TestX(t *testing.T) { t.Skip() }\n", false, []string{"added 1 skip marker(s)"}},
		{"not a test language", "README.md", "a", "b", false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Tampering(tt.path, tt.before, tt.after, tt.deleted)
			if len(got) != len(tt.want) {
				t.Fatalf("Tampering = %q, want %d findings %q", got, len(tt.want), tt.want)
			}
			for i := range got {
				if !strings.HasPrefix(got[i], tt.want[i]) {
					t.Errorf("finding %d = %q, want prefix %q", i, got[i], tt.want[i])
				}
			}
		})
	}
}

func TestIsTestFile(t *testing.T) {
	for p, want := range map[string]bool{
		"calc/calc_test.go": true, "calc/calc.go": false, "tests/test_calc.py": true, "calc_test.py": true,
		"src/calc.test.ts": true, "src/calc.spec.js": true, "src/__tests__/a.js": true, "test/helper.js": true,
		"tests/data.json": false, "src/calc.py": false, "conftest.py": true,
	} {
		if got := IsTestFile(p); got != want {
			t.Errorf("IsTestFile(%q) = %v, want %v", p, got, want)
		}
	}
}
