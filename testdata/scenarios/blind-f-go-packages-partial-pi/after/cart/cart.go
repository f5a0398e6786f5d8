// Package cart totals shopping carts.
package cart

// Item is a line of a cart: a unit price in cents and a quantity.
type Item struct {
	SKU      string
	Price    int
	Quantity int
}

// Total returns the cost of all items in cents.
func Total(items []Item) int {
	total := 0
	for _, it := range items {
		total += it.Price * it.Quantity
	}
	return total
}
