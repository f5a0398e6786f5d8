package cronexpr

import (
	"reflect"
	"testing"
)

func check(t *testing.T, field string, min, max int, want []int) {
	t.Helper()
	got, err := ParseField(field, min, max)
	if err != nil {
		t.Fatalf("ParseField(%q): %v", field, err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParseField(%q) = %v, want %v", field, got, want)
	}
}

func TestParseStar(t *testing.T) {
	check(t, "*", 0, 6, []int{0, 1, 2, 3, 4, 5, 6})
}

func TestParseList(t *testing.T) {
	check(t, "1,3,5", 0, 59, []int{1, 3, 5})
	check(t, "5,1,5", 0, 59, []int{1, 5})
}

func TestParseRange(t *testing.T) {
	check(t, "1-5", 0, 6, []int{1, 2, 3, 4, 5})
	check(t, "9-12", 0, 23, []int{9, 10, 11, 12})
}

func TestParseStep(t *testing.T) {
	check(t, "*/15", 0, 59, []int{0, 15, 30, 45})
	check(t, "10-30/10", 0, 59, []int{10, 20, 30})
}

func TestParseErrors(t *testing.T) {
	for _, field := range []string{"60", "5-1", "*/0", "a"} {
		if _, err := ParseField(field, 0, 59); err == nil {
			t.Errorf("ParseField(%q): no error", field)
		}
	}
}
