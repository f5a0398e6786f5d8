package firing

import "testing"

func TestMinutesRampOnly(t *testing.T) {
	segs := []Segment{{Rate: 100, Target: 600}}
	if got := Minutes(20, segs); got != 348 {
		t.Errorf("Minutes = %d, want 348", got)
	}
}

func TestMinutesWithHold(t *testing.T) {
	segs := []Segment{{Rate: 100, Target: 600, Hold: 0}, {Rate: 150, Target: 1050, Hold: 15}}
	if got := Minutes(20, segs); got != 543 {
		t.Errorf("Minutes = %d, want 543", got)
	}
}

func TestMinutesCooling(t *testing.T) {
	segs := []Segment{{Rate: 100, Target: 1000}, {Rate: 200, Target: 800, Hold: 30}}
	if got := Minutes(20, segs); got != 678 {
		t.Errorf("Minutes = %d, want 678", got)
	}
}

func TestMinutesEmpty(t *testing.T) {
	if got := Minutes(20, nil); got != 0 {
		t.Errorf("Minutes(nil) = %d, want 0", got)
	}
}

func TestPeak(t *testing.T) {
	segs := []Segment{{Rate: 100, Target: 600}, {Rate: 150, Target: 1222, Hold: 10}, {Rate: 200, Target: 900}}
	if got := Peak(20, segs); got != 1222 {
		t.Errorf("Peak = %d, want 1222", got)
	}
	if got := Peak(20, nil); got != 20 {
		t.Errorf("Peak(nil) = %d, want 20", got)
	}
}
