package renew

import (
	"testing"
	"time"
)

func TestExtend(t *testing.T) {
	due := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	got, ok := Extend(due, 0, 14)
	if !ok || !got.Equal(due.AddDate(0, 0, 14)) {
		t.Errorf("Extend = %v, %v; want %v, true", got, ok, due.AddDate(0, 0, 14))
	}
}

func TestExtendLimit(t *testing.T) {
	due := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	if _, ok := Extend(due, MaxRenewals, 14); ok {
		t.Errorf("Extend after %d renewals succeeded, want refused", MaxRenewals)
	}
}
