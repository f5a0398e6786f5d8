package inventory

import (
	"errors"
	"testing"
)

func TestRestock(t *testing.T) {
	s := New()
	s.Restock("apple", 4)
	s.Restock("apple", 6)
	if got := s.OnHand("apple"); got != 10 {
		t.Errorf("OnHand = %d, want 10", got)
	}
}

func TestReserve(t *testing.T) {
	s := New()
	s.Restock("apple", 10)
	if err := s.Reserve("apple", 3); err != nil {
		t.Fatalf("Reserve(3): %v", err)
	}
	if got := s.OnHand("apple"); got != 7 {
		t.Errorf("OnHand = %d, want 7", got)
	}
}

func TestReserveExact(t *testing.T) {
	s := New()
	s.Restock("pear", 4)
	if err := s.Reserve("pear", 4); err != nil {
		t.Fatalf("Reserve(4) of 4: %v", err)
	}
	if got := s.OnHand("pear"); got != 0 {
		t.Errorf("OnHand = %d, want 0", got)
	}
}

func TestReserveTooMany(t *testing.T) {
	s := New()
	s.Restock("fig", 2)
	if err := s.Reserve("fig", 3); !errors.Is(err, ErrInsufficient) {
		t.Fatalf("Reserve(3) of 2: err = %v, want ErrInsufficient", err)
	}
	if got := s.OnHand("fig"); got != 2 {
		t.Errorf("OnHand = %d, want 2", got)
	}
}

func TestReserveBadQuantity(t *testing.T) {
	s := New()
	s.Restock("kiwi", 5)
	if err := s.Reserve("kiwi", 0); err == nil {
		t.Fatal("Reserve(0) succeeded, want an error")
	}
}
