// Package xfer estimates how long moving an amount of data over a link
// takes. Sizes are in bytes with decimal units (1KB = 1000 B); link rates
// are in bits per second.
package xfer

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

type unit struct {
	suffix string
	mult   float64
}

// Longest suffix first: "Mbps" also ends in "bps".
var sizeUnits = []unit{
	{"TB", 1e12},
	{"GB", 1e9},
	{"MB", 1e6},
	{"KB", 1e3},
	{"B", 1},
}

// Smallest first, like sizeUnits reads largest first.
var rateUnits = []unit{
	{"bps", 1},
	{"Kbps", 1e3},
	{"Mbps", 1e6},
	{"Gbps", 1e9},
}

func parse(s string, units []unit) (float64, error) {
	s = strings.TrimSpace(s)
	for _, u := range units {
		if strings.HasSuffix(s, u.suffix) {
			n, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(s, u.suffix)), 64)
			if err != nil {
				return 0, fmt.Errorf("bad number in %q", s)
			}
			return n * u.mult, nil
		}
	}
	return 0, fmt.Errorf("unknown unit in %q", s)
}

// ParseSize returns the number of bytes in s ("1.5GB", "700 MB").
func ParseSize(s string) (float64, error) { return parse(s, sizeUnits) }

// ParseRate returns the bits per second of s ("100Mbps", "1Gbps").
func ParseRate(s string) (float64, error) { return parse(s, rateUnits) }

// Duration is how long size bytes take at rate bits per second.
func Duration(size, rate float64) time.Duration {
	return time.Duration(size * 8 / rate * float64(time.Second))
}
