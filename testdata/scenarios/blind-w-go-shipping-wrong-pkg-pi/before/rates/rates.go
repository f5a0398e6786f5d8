// Package rates prices parcels by weight and destination zone.
package rates

import "fmt"

// base is the price in cents of the first 500 g, per zone.
var base = map[string]int{
	"domestic": 450,
	"europe":   900,
	"world":    1500,
}

// perStep is the price in cents of every further started 500 g, per zone.
var perStep = map[string]int{
	"domestic": 120,
	"europe":   250,
	"world":    400,
}

// Cost returns the price in cents of a parcel of grams to zone.
func Cost(grams int, zone string) (int, error) {
	b, ok := base[zone]
	if !ok {
		return 0, fmt.Errorf("rates: unknown zone %q", zone)
	}
	if grams <= 0 {
		return 0, fmt.Errorf("rates: weight must be positive, got %d", grams)
	}
	steps := (grams - 1) / 500 // started 500 g blocks after the first
	return b + steps*perStep[zone], nil
}
