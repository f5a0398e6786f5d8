package scoring

import "testing"

func TestPointsFinish(t *testing.T) {
	if got := Points(3, 12, false); got != 3 {
		t.Fatalf("Points(3, 12, false) = %d, want 3", got)
	}
}

func TestPointsDNF(t *testing.T) {
	if got := Points(0, 12, true); got != 13 {
		t.Fatalf("Points(0, 12, true) = %d, want 13", got)
	}
}

func TestNetDiscard(t *testing.T) {
	if got := Net([]int{1, 4, 2, 9}); got != 7 {
		t.Fatalf("Net = %d, want 7", got)
	}
}

func TestNetShortSeries(t *testing.T) {
	if got := Net([]int{1, 4, 9}); got != 14 {
		t.Fatalf("Net = %d, want 14", got)
	}
}
