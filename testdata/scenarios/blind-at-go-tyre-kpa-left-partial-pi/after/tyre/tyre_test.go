package tyre

import "testing"

func TestParse(t *testing.T) {
	for in, want := range map[string]Pressure{
		"2.4bar":   {2.4, "bar"},
		" 32 PSI ": {32, "psi"},
	} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestParseMissingUnit(t *testing.T) {
	if _, err := Parse("32"); err == nil {
		t.Error("Parse(\"32\") succeeded, want an error")
	}
}

func TestBarToPSI(t *testing.T) {
	if got := Convert(Pressure{2.4, "bar"}).String(); got != "34.8 psi" {
		t.Errorf("Convert(2.4 bar) = %s, want 34.8 psi", got)
	}
}

func TestString(t *testing.T) {
	if got := (Pressure{2.206, "bar"}).String(); got != "2.21 bar" {
		t.Errorf("String = %q, want \"2.21 bar\"", got)
	}
}
