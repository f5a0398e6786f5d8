package wind

var names = []string{
	"calm", "light air", "light breeze", "gentle breeze", "moderate breeze",
	"fresh breeze", "strong breeze", "near gale", "gale", "strong gale",
	"storm", "violent storm", "hurricane force",
}

// Name returns the Beaufort description of a force, or "" for a force
// outside 0..12.
func Name(force int) string {
	if force < 0 || force >= len(names) {
		return ""
	}
	return names[force]
}
