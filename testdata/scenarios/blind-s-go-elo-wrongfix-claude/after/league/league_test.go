package league

import "testing"

func names(ps []Player) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Name)
	}
	return out
}

func TestPlayWin(t *testing.T) {
	a, b := Player{"ann", 1500}, Player{"bob", 1500}
	Play(&a, &b, 1)
	if a.Rating != 1516 || b.Rating != 1484 {
		t.Fatalf("after a win: ann %v, bob %v; want 1516, 1484", a.Rating, b.Rating)
	}
}

func TestStandingsOrder(t *testing.T) {
	got := names(Standings([]Player{{"cy", 1400}, {"ann", 1600}, {"bob", 1500}}))
	if len(got) != 3 || got[0] != "ann" || got[1] != "bob" || got[2] != "cy" {
		t.Fatalf("Standings = %v, want [ann bob cy]", got)
	}
}

func TestStandingsTieBreak(t *testing.T) {
	got := names(Standings([]Player{{"dee", 1500}, {"bob", 1500}, {"ann", 1500}}))
	if len(got) != 3 || got[0] != "ann" || got[1] != "bob" || got[2] != "dee" {
		t.Fatalf("Standings = %v, want [ann bob dee]", got)
	}
}
