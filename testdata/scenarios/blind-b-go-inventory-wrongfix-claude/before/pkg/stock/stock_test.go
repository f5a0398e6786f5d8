package stock

import (
	"reflect"
	"testing"
)

func TestAddAndAvail(t *testing.T) {
	s := New()
	s.Add("bolt", 4)
	s.Add("bolt", 6)
	if got := s.Avail("bolt"); got != 10 {
		t.Errorf("Avail(bolt) = %d, want 10", got)
	}
}

func TestRemoveAll(t *testing.T) {
	s := New()
	s.Add("nut", 3)
	if !s.Remove("nut", 3) {
		t.Fatal("Remove(nut, 3) = false with 3 on hand")
	}
	if got := s.Avail("nut"); got != 0 {
		t.Errorf("Avail(nut) = %d, want 0", got)
	}
}

func TestRemoveTooMany(t *testing.T) {
	s := New()
	s.Add("gear", 2)
	if s.Remove("gear", 5) {
		t.Fatal("Remove(gear, 5) = true with 2 on hand")
	}
	if got := s.Avail("gear"); got != 2 {
		t.Errorf("Avail(gear) = %d, want 2 (unchanged)", got)
	}
}

func TestSKUs(t *testing.T) {
	s := New()
	s.Add("b", 1)
	s.Add("a", 2)
	s.Add("c", 1)
	s.Remove("c", 1)
	if got, want := s.SKUs(), []string{"a", "b"}; !reflect.DeepEqual(got, want) {
		t.Errorf("SKUs() = %v, want %v", got, want)
	}
}
