// Package tyre converts tyre pressures between bar and psi.
package tyre

import (
	"fmt"
	"strconv"
	"strings"
)

const psiPerBar = 14.5038

// Pressure is a reading and its unit, "bar" or "psi".
type Pressure struct {
	Value float64
	Unit  string
}

// String writes bar with two decimals and psi with one: "2.40 bar", "34.8 psi".
func (p Pressure) String() string {
	if p.Unit == "bar" {
		return fmt.Sprintf("%.2f bar", p.Value)
	}
	return fmt.Sprintf("%.1f %s", p.Value, p.Unit)
}

// Parse reads a reading such as "2.4bar", "32psi" or " 32 PSI ".
func Parse(s string) (Pressure, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	i := strings.IndexFunc(s, func(r rune) bool { return r >= 'a' && r <= 'z' })
	if i < 0 {
		return Pressure{}, fmt.Errorf("missing unit in %q", s)
	}
	num, unit := strings.TrimSpace(s[:i]), s[i:]
	v, err := strconv.ParseFloat(strings.Replace(num, ",", ".", 1), 64)
	if err != nil {
		return Pressure{}, fmt.Errorf("invalid number %q", num)
	}
	return Pressure{v, unit}, nil
}

var convert = map[string]func(float64) Pressure{
	"bar": func(v float64) Pressure { return Pressure{v * psiPerBar, "psi"} },
	"psi": func(v float64) Pressure { return Pressure{v / psiPerBar, "bar"} },
}

// Convert returns p in the other unit; a unit it does not know comes back as is.
func Convert(p Pressure) Pressure {
	switch p.Unit {
	case "bar":
		return Pressure{p.Value * psiPerBar, "psi"}
	case "psi":
		return Pressure{p.Value * psiPerBar, "bar"}
	}
	return p
}
