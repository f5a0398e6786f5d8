package standings

import "testing"

func names(ps []Player) string {
	s := ""
	for _, p := range ps {
		s += p.Name + " "
	}
	return s
}

func TestRank(t *testing.T) {
	tests := []struct {
		name string
		in   []Player
		want string
	}{
		{"by_rating", []Player{{"ann", 1400, 3}, {"bo", 1600, 1}}, "bo ann "},
		{"tie_break_wins", []Player{{"cy", 1500, 2}, {"di", 1500, 5}}, "di cy "},
		{"tie_break_name", []Player{{"fay", 1500, 2}, {"eve", 1500, 2}}, "eve fay "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := names(Rank(tt.in)); got != tt.want {
				t.Errorf("Rank = %q, want %q", got, tt.want)
			}
		})
	}
}
