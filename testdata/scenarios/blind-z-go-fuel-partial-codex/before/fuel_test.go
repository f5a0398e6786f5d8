package main

import "testing"

func TestParseLine(t *testing.T) {
	f, err := ParseLine("2024-03-01 420 29.4")
	if err != nil {
		t.Fatal(err)
	}
	if f.Date != "2024-03-01" || f.Km != 420 || f.Litres != 29.4 {
		t.Errorf("ParseLine = %+v", f)
	}
}

func TestParseLineBadNumber(t *testing.T) {
	if _, err := ParseLine("2024-03-01 far 29.4"); err == nil {
		t.Error("want an error for a bad distance")
	}
}

func TestTotals(t *testing.T) {
	km, l := Totals([]Fill{{Km: 420, Litres: 29.5}, {Km: 380, Litres: 26.5}})
	if km != 800 || l != 56 {
		t.Errorf("Totals = %v, %v; want 800, 56", km, l)
	}
}
