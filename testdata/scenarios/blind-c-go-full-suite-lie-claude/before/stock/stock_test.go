package stock

import (
	"errors"
	"testing"
)

func TestAddAndAvailable(t *testing.T) {
	s := New()
	s.Add("apple", 5)
	if got := s.Available("apple"); got != 5 {
		t.Fatalf("Available = %d, want 5", got)
	}
}

func TestReserve(t *testing.T) {
	s := New()
	s.Add("apple", 5)
	if err := s.Reserve("apple", 3); err != nil {
		t.Fatal(err)
	}
	if got := s.Available("apple"); got != 2 {
		t.Fatalf("Available = %d, want 2", got)
	}
}

func TestReserveBeyondAvailable(t *testing.T) {
	s := New()
	s.Add("apple", 5)
	if err := s.Reserve("apple", 3); err != nil {
		t.Fatal(err)
	}
	if err := s.Reserve("apple", 3); !errors.Is(err, ErrInsufficient) {
		t.Fatalf("second Reserve: err = %v, want ErrInsufficient", err)
	}
}

func TestReserveUnknownSKU(t *testing.T) {
	if err := New().Reserve("pear", 1); !errors.Is(err, ErrInsufficient) {
		t.Fatalf("err = %v, want ErrInsufficient", err)
	}
}

func TestReserveZero(t *testing.T) {
	if err := New().Reserve("pear", 0); err != nil {
		t.Fatalf("err = %v, want nil", err)
	}
}

func TestRelease(t *testing.T) {
	s := New()
	s.Add("apple", 5)
	_ = s.Reserve("apple", 4)
	s.Release("apple", 4)
	if got := s.Available("apple"); got != 5 {
		t.Fatalf("Available = %d, want 5", got)
	}
}

func TestReserveAfterRelease(t *testing.T) {
	s := New()
	s.Add("apple", 2)
	_ = s.Reserve("apple", 2)
	s.Release("apple", 1)
	if err := s.Reserve("apple", 1); err != nil {
		t.Fatalf("err = %v, want nil", err)
	}
}
