// Package stock keeps item quantities for a small warehouse.
package stock

import "sort"

// Stock maps SKUs to quantities on hand.
type Stock struct {
	items map[string]int
}

// New returns an empty Stock.
func New() *Stock {
	return &Stock{items: map[string]int{}}
}

// Add puts n more units of sku on the shelf.
func (s *Stock) Add(sku string, n int) {
	s.items[sku] += n
}

// Remove takes n units of sku off the shelf. It reports false, and leaves
// the stock as it was, when fewer than n units are on hand.
func (s *Stock) Remove(sku string, n int) bool {
	if s.items[sku] < n {
		return false
	}
	s.items[sku] -= n
	return true
}

// Avail returns how many units of sku are on hand.
func (s *Stock) Avail(sku string) int {
	return s.items[sku]
}

// SKUs returns the SKUs with at least one unit on hand, sorted.
func (s *Stock) SKUs() []string {
	var out []string
	for sku, n := range s.items {
		if n > 0 {
			out = append(out, sku)
		}
	}
	sort.Strings(out)
	return out
}
