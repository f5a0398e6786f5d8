package firing

import "testing"

func TestConeTemp(t *testing.T) {
	if got, ok := ConeTemp("6"); !ok || got != 1222 {
		t.Errorf("ConeTemp(6) = %d, %v", got, ok)
	}
	if _, ok := ConeTemp("42"); ok {
		t.Error("ConeTemp(42) should be unknown")
	}
}
