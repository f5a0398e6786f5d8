// Package reading parses the lines greenhouse sensors send.
package reading

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrEmpty is returned for a blank line.
var ErrEmpty = errors.New("reading: empty line")

// Reading is one sample from a bay's sensor.
type Reading struct {
	Sensor   string
	Celsius  float64
	Humidity float64 // percent
}

// Parse reads a line like "bay3 temp=21.5 hum=40" (units "C" and "%"
// are allowed after the numbers).
func Parse(line string) (Reading, error) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return Reading{}, ErrEmpty
	}
	r := Reading{Sensor: fields[0]}
	for _, f := range fields[1:] {
		key, val, ok := strings.Cut(f, "=")
		if !ok {
			return Reading{}, fmt.Errorf("reading: bad field %q", f)
		}
		n, err := strconv.ParseFloat(strings.TrimRight(val, "C%"), 64)
		if err != nil {
			return Reading{}, fmt.Errorf("reading: bad value in %q: %w", f, err)
		}
		switch key {
		case "temp":
			r.Celsius = n
		case "hum":
			r.Humidity = n
		default:
			return Reading{}, fmt.Errorf("reading: unknown field %q", key)
		}
	}
	return r, nil
}
