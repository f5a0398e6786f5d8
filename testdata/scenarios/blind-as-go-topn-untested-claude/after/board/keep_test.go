package board

import (
	"slices"
	"testing"
)

func TestTopNKeepsInput(t *testing.T) {
	scores := []int{5, 1, 9, 3}
	TopN(scores, 2)
	if want := []int{5, 1, 9, 3}; !slices.Equal(scores, want) {
		t.Errorf("scores = %v after TopN, want %v", scores, want)
	}
}
