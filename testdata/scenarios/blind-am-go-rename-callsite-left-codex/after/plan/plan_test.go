package plan

import (
	"reflect"
	"testing"

	"example.com/skywatch/sky"
)

var targets = []sky.Target{
	{Name: "Vega", RA: 18.6, Dec: 38.8, Magnitude: 0.03},
	{Name: "M13", RA: 16.7, Dec: 36.5, Magnitude: 5.8},
	{Name: "Sirius", RA: 6.75, Dec: -16.7, Magnitude: -1.46},
}

func TestTonight(t *testing.T) {
	got := Tonight(targets, 18, 50)
	if want := []string{"Vega", "M13"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Tonight = %v, want %v", got, want)
	}
}

func TestBest(t *testing.T) {
	best, ok := Best(targets, 18.6, 38.8)
	if !ok || best.Name != "Vega" {
		t.Errorf("Best = %v, %v; want Vega", best.Name, ok)
	}
}
