package hours

import (
	"testing"
	"time"
)

func TestOvertime(t *testing.T) {
	week := []Entry{{Start: 0, End: 42 * time.Hour}}
	if got := overtime(week, 40*time.Hour); got != 2*time.Hour {
		t.Fatalf("overtime = %v, want 2h", got)
	}
	if got := overtime(week, 50*time.Hour); got != 0 {
		t.Fatalf("overtime under the limit = %v, want 0", got)
	}
}
