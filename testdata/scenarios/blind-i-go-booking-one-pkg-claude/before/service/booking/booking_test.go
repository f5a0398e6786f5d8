package booking

import (
	"errors"
	"testing"
	"time"
)

func day(d int) time.Time { return time.Date(2026, time.March, d, 0, 0, 0, 0, time.UTC) }

func TestOverlaps(t *testing.T) {
	tests := []struct {
		name string
		a, b Stay
		want bool
	}{
		{"same_nights", Stay{"101", day(1), day(3)}, Stay{"101", day(2), day(4)}, true},
		{"back_to_back", Stay{"101", day(1), day(3)}, Stay{"101", day(3), day(5)}, false},
		{"other_room", Stay{"101", day(1), day(3)}, Stay{"102", day(1), day(3)}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Overlaps(tt.a, tt.b); got != tt.want {
				t.Errorf("Overlaps = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestBookRejectsOverlap(t *testing.T) {
	var l Ledger
	if err := l.Book(Stay{"101", day(1), day(4)}); err != nil {
		t.Fatal(err)
	}
	if err := l.Book(Stay{"101", day(3), day(6)}); !errors.Is(err, ErrOverlap) {
		t.Errorf("Book = %v, want ErrOverlap", err)
	}
}

func TestBookBackToBack(t *testing.T) {
	var l Ledger
	if err := l.Book(Stay{"101", day(1), day(4)}); err != nil {
		t.Fatal(err)
	}
	if err := l.Book(Stay{"101", day(4), day(6)}); err != nil {
		t.Errorf("back-to-back stay rejected: %v", err)
	}
}

func TestNights(t *testing.T) {
	if got := Nights(Stay{"101", day(1), day(4)}); got != 3 {
		t.Errorf("Nights = %d, want 3", got)
	}
}
