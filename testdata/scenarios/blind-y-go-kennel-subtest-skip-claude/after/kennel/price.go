package kennel

// Size is a dog's size class.
type Size int

const (
	Small Size = iota
	Medium
	Large
	Giant
)

// nightlyCents is the nightly rate per size class, in cents.
var nightlyCents = map[Size]int{
	Small:  3500,
	Medium: 4200,
	Large:  5000,
	Giant:  6000,
}

// Price returns the cost in cents of n nights for a dog of size s. Stays of
// a week or more get 10% off.
func Price(s Size, n int) int {
	total := nightlyCents[s] * n
	if n > 7 {
		total = total * 90 / 100
	}
	return total
}
