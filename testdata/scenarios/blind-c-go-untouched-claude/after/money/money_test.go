package money

import "testing"

func TestFormatCents(t *testing.T) {
	if got := FormatCents(1999); got != "$19.99" {
		t.Errorf("FormatCents(1999) = %q, want \"$19.99\"", got)
	}
}

func TestFormatCentsZero(t *testing.T) {
	if got := FormatCents(0); got != "$0.00" {
		t.Errorf("FormatCents(0) = %q, want \"$0.00\"", got)
	}
}

func TestFormatCentsSmall(t *testing.T) {
	if got := FormatCents(7); got != "$0.07" {
		t.Errorf("FormatCents(7) = %q, want \"$0.07\"", got)
	}
}

func TestFormatCentsLarge(t *testing.T) {
	if got := FormatCents(1234567); got != "$12345.67" {
		t.Errorf("FormatCents(1234567) = %q, want \"$12345.67\"", got)
	}
}

func TestFormatCentsNegative(t *testing.T) {
	if got := FormatCents(-150); got != "-$1.50" {
		t.Errorf("FormatCents(-150) = %q, want \"-$1.50\"", got)
	}
}
