package config

import "testing"

func TestLoadRepoConfig(t *testing.T) {
	c, err := Load("../config.json")
	if err != nil {
		t.Fatal(err)
	}
	if c.WeeklyLimitHours != 40 || c.RoundingMinutes != 15 {
		t.Fatalf("Load = %+v, want the limit 40 and rounding 15", c)
	}
}
