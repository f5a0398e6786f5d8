package money

import "testing"

func TestFromFloat(t *testing.T) {
	cases := []struct {
		in   float64
		want int64
	}{
		{19.99, 1999},
		{0.29, 29},
		{-4.35, -435},
		{7.125, 713},
	}
	for _, c := range cases {
		if got := FromFloat(c.in); got != c.want {
			t.Errorf("FromFloat(%v) = %d, want %d", c.in, got, c.want)
		}
	}
}

func TestFormat(t *testing.T) {
	cases := map[int64]string{1999: "19.99", 5: "0.05", -435: "-4.35"}
	for in, want := range cases {
		if got := Format(in); got != want {
			t.Errorf("Format(%d) = %q, want %q", in, got, want)
		}
	}
}
