package rates

import "testing"

func TestCostFirstBlock(t *testing.T) {
	for _, g := range []int{1, 250, 500} {
		if got, _ := Cost(g, "domestic"); got != 450 {
			t.Errorf("Cost(%d, domestic) = %d, want 450", g, got)
		}
	}
}

func TestCostExactMultiples(t *testing.T) {
	cases := map[int]int{1000: 570, 1500: 690, 2000: 810}
	for g, want := range cases {
		if got, _ := Cost(g, "domestic"); got != want {
			t.Errorf("Cost(%d, domestic) = %d, want %d", g, got, want)
		}
	}
}

func TestCostStartedBlock(t *testing.T) {
	if got, _ := Cost(1001, "europe"); got != 1400 {
		t.Errorf("Cost(1001, europe) = %d, want 1400", got)
	}
}

func TestCostUnknownZone(t *testing.T) {
	if _, err := Cost(100, "mars"); err == nil {
		t.Error("Cost(100, mars): want an error")
	}
}

func TestCostRejectsZeroWeight(t *testing.T) {
	if _, err := Cost(0, "domestic"); err == nil {
		t.Error("Cost(0, domestic): want an error")
	}
}
