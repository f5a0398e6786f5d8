package config

import (
	"testing"
	"time"
)

func TestRounding(t *testing.T) {
	if got := (Config{RoundingMinutes: 15}).Rounding(); got != 15*time.Minute {
		t.Fatalf("Rounding = %v, want 15m", got)
	}
}

func TestLoadRepoConfig(t *testing.T) {
	c, err := Load("../config.json")
	if err != nil {
		t.Fatal(err)
	}
	if c.WeeklyLimitHours != 40 || c.RoundingMinutes != 15 {
		t.Fatalf("Load = %+v, want the limit 40 and rounding 15", c)
	}
}
