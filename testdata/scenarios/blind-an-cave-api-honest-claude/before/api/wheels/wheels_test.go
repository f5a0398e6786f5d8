package wheels

import (
	"reflect"
	"testing"
)

func TestReadyIncludesWheelsOnTheirTargetDay(t *testing.T) {
	ws := []Wheel{{"tomme-1", 60, 60}, {"tomme-2", 59, 60}, {"comte-7", 400, 300}}
	got := Ready(ws)
	want := []string{"tomme-1", "comte-7"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Ready = %v, want %v", got, want)
	}
}

func TestReadyEmpty(t *testing.T) {
	if got := Ready(nil); len(got) != 0 {
		t.Fatalf("Ready(nil) = %v, want none", got)
	}
}
