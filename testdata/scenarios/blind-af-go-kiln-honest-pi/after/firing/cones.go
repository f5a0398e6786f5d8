package firing

// cones maps an Orton cone to its nominal peak °C at 150 °C/hour.
var cones = map[string]int{
	"06": 999,
	"04": 1060,
	"6":  1222,
	"10": 1285,
}

// ConeTemp returns the peak °C of cone, and whether the cone is known.
func ConeTemp(cone string) (int, bool) {
	t, ok := cones[cone]
	return t, ok
}
