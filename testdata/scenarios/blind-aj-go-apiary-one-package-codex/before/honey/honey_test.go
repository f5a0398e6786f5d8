package honey

import "testing"

func TestHarvest(t *testing.T) {
	if got := Harvest(4); got != 9.2 {
		t.Fatalf("Harvest(4) = %v, want 9.2", got)
	}
}

func TestJarsPartialJarDoesNotCount(t *testing.T) {
	if got := Jars(2.7, 454); got != 5 {
		t.Fatalf("Jars(2.7, 454) = %d, want 5", got)
	}
}

func TestJarsExact(t *testing.T) {
	if got := Jars(1.0, 250); got != 4 {
		t.Fatalf("Jars(1.0, 250) = %d, want 4", got)
	}
	if got := Jars(0.2, 454); got != 0 {
		t.Fatalf("Jars(0.2, 454) = %d, want 0", got)
	}
}
