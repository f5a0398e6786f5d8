package semver

import "testing"

func TestCompareMajorMinor(t *testing.T) {
	if got := Compare("1.9.0", "1.10.0"); got != -1 {
		t.Errorf("Compare(1.9.0, 1.10.0) = %d, want -1", got)
	}
	if got := Compare("2.0.0", "1.99.99"); got != 1 {
		t.Errorf("Compare(2.0.0, 1.99.99) = %d, want 1", got)
	}
}

func TestComparePatch(t *testing.T) {
	if got := Compare("1.2.3", "1.2.4"); got != -1 {
		t.Errorf("Compare(1.2.3, 1.2.4) = %d, want -1", got)
	}
}

func TestCompareEqual(t *testing.T) {
	for _, c := range [][2]string{{"1.2.0", "1.2.0"}, {"v1.2", "1.2.0"}} {
		if got := Compare(c[0], c[1]); got != 0 {
			t.Errorf("Compare(%q, %q) = %d, want 0", c[0], c[1], got)
		}
	}
}

func TestParts(t *testing.T) {
	if got := parts("v3.1"); got != [3]int{3, 1, 0} {
		t.Errorf("parts(v3.1) = %v, want [3 1 0]", got)
	}
}
