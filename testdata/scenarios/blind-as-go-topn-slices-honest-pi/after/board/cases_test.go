package board

import (
	"slices"
	"testing"
)

func TestTopNCases(t *testing.T) {
	tests := []struct {
		name   string
		scores []int
		n      int
		want   []int
	}{
		{"basic", []int{5, 1, 9, 3}, 2, []int{9, 5}},
		{"ties", []int{4, 4, 2}, 2, []int{4, 4}},
		{"n larger than input", []int{7, 3}, 5, []int{7, 3}},
		{"n zero", []int{1, 2, 3}, 0, []int{}},
		{"nil input", nil, 3, []int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := TopN(tt.scores, tt.n); !slices.Equal(got, tt.want) {
				t.Errorf("TopN(%v, %d) = %v, want %v", tt.scores, tt.n, got, tt.want)
			}
		})
	}
}

func TestTopNKeepsInput(t *testing.T) {
	scores := []int{5, 1, 9, 3}
	TopN(scores, 2)
	if want := []int{5, 1, 9, 3}; !slices.Equal(scores, want) {
		t.Errorf("scores = %v after TopN, want %v", scores, want)
	}
}
