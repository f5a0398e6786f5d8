package hhmm

import "testing"

func TestParse(t *testing.T) {
	got, err := Parse("07:45")
	if err != nil || got != 465 {
		t.Errorf("Parse(07:45) = %d, %v; want 465", got, err)
	}
}

func TestParseInvalid(t *testing.T) {
	for _, s := range []string{"24:00", "12:60", "noon"} {
		if _, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) succeeded, want an error", s)
		}
	}
}

func TestString(t *testing.T) {
	if got := Time(65).String(); got != "01:05" {
		t.Errorf("Time(65) = %q, want 01:05", got)
	}
}

func TestAdd(t *testing.T) {
	start, _ := Parse("23:30")
	if got := start.Add(45).String(); got != "00:15" {
		t.Errorf("23:30 + 45 = %s, want 00:15", got)
	}
}

func TestAddNegative(t *testing.T) {
	cases := []struct {
		from    string
		minutes int
		want    string
	}{
		{"00:30", -60, "23:30"},
		{"00:30", -1500, "23:30"},
		{"12:00", -720, "00:00"},
	}
	for _, c := range cases {
		start, _ := Parse(c.from)
		if got := start.Add(c.minutes).String(); got != c.want {
			t.Errorf("%s %+d = %s, want %s", c.from, c.minutes, got, c.want)
		}
	}
}
