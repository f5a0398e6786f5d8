package feed

import (
	"context"
	"testing"
)

func TestParse(t *testing.T) {
	ts, err := Parse([]byte(`[{"name":"read","target":7}]`))
	if err != nil || len(ts) != 1 || ts[0].Target != 7 {
		t.Fatalf("Parse = %v, %v", ts, err)
	}
}

// TestFetchLive talks to the real feed.
func TestFetchLive(t *testing.T) {
	ts, err := Fetch(context.Background(), URL)
	if err != nil {
		t.Fatalf("Fetch(%s): %v", URL, err)
	}
	if len(ts) == 0 {
		t.Fatal("empty feed")
	}
}
