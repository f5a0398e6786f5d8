// Package stock keeps item quantities for a small warehouse.
package stock

import (
	"errors"
	"sort"
)

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

// ErrInsufficient is returned by Remove when fewer units are on hand than asked for.
var ErrInsufficient = errors.New("stock: insufficient quantity")

// Remove takes n units of sku off the shelf. It returns ErrInsufficient, and
// leaves the stock as it was, when fewer than n units are on hand.
func (s *Stock) Remove(sku string, n int) error {
	if s.items[sku] < n {
		return ErrInsufficient
	}
	s.items[sku] -= n
	return nil
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
