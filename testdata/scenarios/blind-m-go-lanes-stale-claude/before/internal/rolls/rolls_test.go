package rolls

import (
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	got, err := Parse("10, 7,3")
	if err != nil || !reflect.DeepEqual(got, []int{10, 7, 3}) {
		t.Errorf("Parse = %v, %v; want [10 7 3]", got, err)
	}
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{"11", "x", "-1"} {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q): no error", in)
		}
	}
}
