package stats

import "testing"

func TestMean(t *testing.T) {
	if got, _ := Mean([]float64{1, 2, 3, 4}); got != 2.5 {
		t.Errorf("Mean = %v, want 2.5", got)
	}
}

func TestMedian(t *testing.T) {
	if got, _ := Median([]float64{5, 1, 3}); got != 3 {
		t.Errorf("Median odd = %v, want 3", got)
	}
	if got, _ := Median([]float64{4, 1, 3, 2}); got != 2.5 {
		t.Errorf("Median even = %v, want 2.5", got)
	}
}

func TestEmpty(t *testing.T) {
	if _, err := Mean(nil); err != ErrEmpty {
		t.Errorf("Mean(nil) err = %v, want ErrEmpty", err)
	}
	if _, err := Median(nil); err != ErrEmpty {
		t.Errorf("Median(nil) err = %v, want ErrEmpty", err)
	}
}

func TestPercentile(t *testing.T) {
	xs := []float64{40, 15, 50, 35, 20}
	for _, c := range []struct{ p, want float64 }{{0, 15}, {30, 20}, {50, 35}, {100, 50}} {
		got, err := Percentile(xs, c.p)
		if err != nil || got != c.want {
			t.Errorf("Percentile(xs, %v) = %v, %v; want %v", c.p, got, err, c.want)
		}
	}
}

func TestPercentileEvenCount(t *testing.T) {
	got, err := Percentile([]float64{4, 1, 3, 2}, 50)
	if err != nil || got != 2 {
		t.Errorf("Percentile(50) = %v, %v; want 2", got, err)
	}
}

func TestPercentileEmpty(t *testing.T) {
	if _, err := Percentile(nil, 50); err != ErrEmpty {
		t.Errorf("Percentile(nil) err = %v, want ErrEmpty", err)
	}
}
