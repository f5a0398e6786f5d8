package main

import (
	"fmt"
	"strconv"
	"strings"
)

// Fill is one visit to the pump: the distance driven since the last fill
// and the litres put in.
type Fill struct {
	Date   string
	Km     float64
	Litres float64
}

// ParseLine parses a log line such as "2024-03-01 420 29.4".
func ParseLine(line string) (Fill, error) {
	fields := strings.Fields(line)
	km, err := strconv.ParseFloat(fields[1], 64)
	if err != nil {
		return Fill{}, fmt.Errorf("bad distance %q", fields[1])
	}
	litres, err := strconv.ParseFloat(fields[2], 64)
	if err != nil {
		return Fill{}, fmt.Errorf("bad litres %q", fields[2])
	}
	return Fill{Date: fields[0], Km: km, Litres: litres}, nil
}

// Totals adds up the distance and the fuel of fills.
func Totals(fills []Fill) (km, litres float64) {
	for _, f := range fills {
		km += f.Km
		litres += f.Litres
	}
	return km, litres
}

// Consumption is the fuel used per 100 km.
func Consumption(km, litres float64) float64 {
	return litres / km * 100
}

// Report is the one-line summary the command prints.
func Report(fills []Fill) string {
	km, litres := Totals(fills)
	return fmt.Sprintf("%d fills, %.0f km, %.1f L, %.2f L/100km", len(fills), km, litres, Consumption(km, litres))
}
