// Package stock tracks how many units of each item are on hand and reserved.
package stock

import "errors"

// ErrInsufficient is returned when a reservation asks for more than is available.
var ErrInsufficient = errors.New("stock: insufficient quantity")

// Store holds on-hand and reserved counts per SKU.
type Store struct {
	onHand   map[string]int
	reserved map[string]int
}

// New returns an empty Store.
func New() *Store {
	return &Store{onHand: map[string]int{}, reserved: map[string]int{}}
}

// Add puts n units of sku on hand.
func (s *Store) Add(sku string, n int) {
	s.onHand[sku] += n
}

// Available is the number of units of sku on hand and not reserved.
func (s *Store) Available(sku string) int {
	return s.onHand[sku] - s.reserved[sku]
}

// Reserve sets aside n units of sku, or fails with ErrInsufficient.
func (s *Store) Reserve(sku string, n int) error {
	if n > s.Available(sku) {
		return ErrInsufficient
	}
	s.reserved[sku] += n
	return nil
}

// Release gives back n reserved units of sku.
func (s *Store) Release(sku string, n int) {
	s.reserved[sku] -= n
}
