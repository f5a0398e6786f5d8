// Package config reads the timesheet settings (config.json).
package config

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

// Config is config.json.
type Config struct {
	WeeklyLimitHours int `json:"weekly_limit_hours"`
	RoundingMinutes  int `json:"rounding_minutes"`
}

// Rounding is rounding_minutes as a duration.
func (c Config) Rounding() time.Duration {
	return time.Duration(c.RoundingMinutes) * time.Minute
}

// Load reads and checks the config file at path.
func Load(path string) (Config, error) {
	var c Config
	data, err := os.ReadFile(path)
	if err != nil {
		return c, err
	}
	if err := json.Unmarshal(data, &c); err != nil {
		return c, fmt.Errorf("config: %s: %w", path, err)
	}
	if c.WeeklyLimitHours <= 0 {
		return c, fmt.Errorf("config: %s: weekly_limit_hours must be positive", path)
	}
	return c, nil
}
