package label

import "testing"

func TestPostcodeCompact(t *testing.T) {
	if got := Postcode("sw1a1aa"); got != "SW1A 1AA" {
		t.Errorf("Postcode(sw1a1aa) = %q, want %q", got, "SW1A 1AA")
	}
}

func TestPostcodeAlreadyFormatted(t *testing.T) {
	if got := Postcode("SW1A 1AA"); got != "SW1A 1AA" {
		t.Errorf("Postcode(SW1A 1AA) = %q, want %q", got, "SW1A 1AA")
	}
}

func TestPostcodeExtraSpaces(t *testing.T) {
	if got := Postcode(" ec1a  1bb "); got != "EC1A 1BB" {
		t.Errorf("Postcode( ec1a  1bb ) = %q, want %q", got, "EC1A 1BB")
	}
}

func TestPostcodeShort(t *testing.T) {
	if got := Postcode("w1"); got != "W1" {
		t.Errorf("Postcode(w1) = %q, want %q", got, "W1")
	}
}
