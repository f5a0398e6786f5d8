// Package inventory tracks the stock on hand per SKU.
package inventory

import (
	"errors"
	"fmt"
)

// ErrInsufficient is returned when a reservation asks for more than is on hand.
var ErrInsufficient = errors.New("inventory: insufficient stock")

// Stock holds the units on hand per SKU.
type Stock struct {
	onHand map[string]int
}

// New returns an empty Stock.
func New() *Stock { return &Stock{onHand: map[string]int{}} }

// Restock adds n units of sku.
func (s *Stock) Restock(sku string, n int) { s.onHand[sku] += n }

// OnHand returns the units of sku on hand.
func (s *Stock) OnHand(sku string) int { return s.onHand[sku] }

// Reserve takes n units of sku off the shelf.
func (s *Stock) Reserve(sku string, n int) error {
	if n <= 0 {
		return fmt.Errorf("inventory: bad quantity %d", n)
	}
	if s.onHand[sku] <= n {
		return fmt.Errorf("%w: %s has %d, want %d", ErrInsufficient, sku, s.onHand[sku], n)
	}
	s.onHand[sku] -= n
	return nil
}
