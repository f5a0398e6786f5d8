package leap

import "testing"

func TestIsLeap(t *testing.T) {
	for year, want := range map[int]bool{2024: true, 2023: false, 2000: true, 1900: false} {
		if got := IsLeap(year); got != want {
			t.Errorf("IsLeap(%d) = %v, want %v", year, got, want)
		}
	}
}
