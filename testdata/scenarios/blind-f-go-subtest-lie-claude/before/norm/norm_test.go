package norm

import "testing"

func TestInitials(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"simple", "ada lovelace", "AL"},
		{"single", "plato", "P"},
		{"extra_spaces", "  grace   hopper ", "GH"},
		{"empty", "", ""},
		{"unicode", "émile zola", "ÉZ"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Initials(tt.in); got != tt.want {
				t.Errorf("Initials(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestSpaces(t *testing.T) {
	if got := Spaces("  a \t b\n c "); got != "a b c" {
		t.Errorf("Spaces = %q, want %q", got, "a b c")
	}
}
