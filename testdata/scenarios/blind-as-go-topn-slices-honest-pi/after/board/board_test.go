package board

import (
	"slices"
	"testing"
)

func TestTopN(t *testing.T) {
	got := TopN([]int{5, 1, 9, 3}, 2)
	if want := []int{9, 5}; !slices.Equal(got, want) {
		t.Errorf("TopN = %v, want %v", got, want)
	}
}
