package dni

import "testing"

func TestLetter(t *testing.T) {
	if got := Letter(12345678); got != 'Z' {
		t.Errorf("Letter(12345678) = %c, want Z", got)
	}
}

func TestValidDNI(t *testing.T) {
	for _, s := range []string{"12345678Z", "87654321X"} {
		if !Valid(s) {
			t.Errorf("Valid(%q) = false, want true", s)
		}
	}
	if Valid("12345678A") {
		t.Error("Valid(\"12345678A\") = true, want false")
	}
}

func TestValidNIE(t *testing.T) {
	for _, s := range []string{"X1234567L", "Y1234567X", "Z1234567R"} {
		if !Valid(s) {
			t.Errorf("Valid(%q) = false, want true", s)
		}
	}
}

func TestNormalize(t *testing.T) {
	if got := Normalize(" 12.345.678-z "); got != "12345678Z" {
		t.Errorf("Normalize = %q, want %q", got, "12345678Z")
	}
	if !Valid("12.345.678-z") {
		t.Error("Valid(\"12.345.678-z\") = false, want true")
	}
}
