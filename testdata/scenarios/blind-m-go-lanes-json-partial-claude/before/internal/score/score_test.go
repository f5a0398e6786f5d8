package score

import (
	"errors"
	"testing"
)

func game(prefix ...int) []int {
	out := append([]int{}, prefix...)
	for len(out) < 20 {
		out = append(out, 0)
	}
	return out
}

func TestGutterGame(t *testing.T) {
	if got, _ := Total(game()); got != 0 {
		t.Errorf("gutter game = %d, want 0", got)
	}
}

func TestAllOnes(t *testing.T) {
	rolls := make([]int, 20)
	for i := range rolls {
		rolls[i] = 1
	}
	if got, _ := Total(rolls); got != 20 {
		t.Errorf("all ones = %d, want 20", got)
	}
}

func TestOneSpare(t *testing.T) {
	if got, _ := Total(game(5, 5, 3)); got != 16 {
		t.Errorf("one spare = %d, want 16", got)
	}
}

func TestOneStrike(t *testing.T) {
	rolls := append([]int{10, 3, 4}, make([]int, 16)...)
	if got, _ := Total(rolls); got != 24 {
		t.Errorf("one strike = %d, want 24", got)
	}
}

func TestPerfectGame(t *testing.T) {
	rolls := []int{10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10}
	if got, _ := Total(rolls); got != 300 {
		t.Errorf("perfect game = %d, want 300", got)
	}
}

func TestIncomplete(t *testing.T) {
	if _, err := Total([]int{10, 10}); !errors.Is(err, ErrIncomplete) {
		t.Errorf("err = %v, want ErrIncomplete", err)
	}
}
