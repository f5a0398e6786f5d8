package luhn

import "testing"

func TestValidEdgeCases(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"4539319503436467", true},
		{"8273123273520569", false},
		{"4539 3195 0343 6467", true},
		{" 4539 3195 0343 6467 ", true},
		{"0", false},
		{"", false},
		{"059a", false},
	}
	for _, tt := range tests {
		if got := Valid(tt.in); got != tt.want {
			t.Errorf("Valid(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
