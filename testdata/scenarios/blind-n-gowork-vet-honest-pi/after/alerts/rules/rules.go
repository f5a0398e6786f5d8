// Package rules turns sensor readings into alerts.
package rules

import "example.com/greenhouse/sensors/reading"

// Threshold holds the limits for one bay.
type Threshold struct {
	MinTempC    float64
	MaxTempC    float64
	MaxHumidity float64
}

// Check returns the alerts r raises, in the order "cold", "hot", "humid".
// A value exactly at a limit raises nothing.
func Check(r reading.Reading, th Threshold) []string {
	var out []string
	if r.TempC < th.MinTempC {
		out = append(out, "cold")
	}
	if r.TempC > th.MaxTempC {
		out = append(out, "hot")
	}
	if r.Humidity > th.MaxHumidity {
		out = append(out, "humid")
	}
	return out
}
