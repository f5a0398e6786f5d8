package hive

import "testing"

func TestBroodRatio(t *testing.T) {
	in := Inspection{Hive: "H2", Frames: 10, BroodFrames: 6}
	if got := BroodRatio(in); got != 0.6 {
		t.Fatalf("BroodRatio = %v, want 0.6", got)
	}
}

func TestBroodRatioEmptyBox(t *testing.T) {
	if got := BroodRatio(Inspection{Hive: "H9"}); got != 0 {
		t.Fatalf("BroodRatio(empty) = %v, want 0", got)
	}
}

func TestLabel(t *testing.T) {
	in := Inspection{Hive: "H1", Frames: 8, BroodFrames: 4}
	if got, want := Label(in), "H1: 4/8 brood frames, no queen seen"; got != want {
		t.Fatalf("Label = %q, want %q", got, want)
	}
}
