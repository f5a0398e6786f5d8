package tide

import "testing"

func TestParseReading(t *testing.T) {
	r, err := ParseReading("06:45 312")
	if err != nil {
		t.Fatal(err)
	}
	if r.Minute != 405 || r.Height != 312 {
		t.Errorf("ParseReading = %+v, want {Minute:405 Height:312}", r)
	}
}

func TestParseReadingBad(t *testing.T) {
	for _, s := range []string{"", "6h45 312", "25:00 100", "06:45"} {
		if _, err := ParseReading(s); err == nil {
			t.Errorf("ParseReading(%q): want an error", s)
		}
	}
}

func TestRange(t *testing.T) {
	rs := []Reading{{0, 120}, {360, 340}, {720, 80}}
	if got := Range(rs); got != 260 {
		t.Errorf("Range = %d, want 260", got)
	}
}

func TestRangeEmpty(t *testing.T) {
	if got := Range(nil); got != 0 {
		t.Errorf("Range(nil) = %d, want 0", got)
	}
}
