package cache

import (
	"testing"
	"time"
)

func TestGet(t *testing.T) {
	c := New(time.Minute)
	c.Set("tok1", "ada")
	if u, ok := c.Get("tok1"); !ok || u != "ada" {
		t.Fatalf("Get(tok1) = %q, %v; want ada, true", u, ok)
	}
	if _, ok := c.Get("missing"); ok {
		t.Fatal("Get(missing) found an entry")
	}
}

func TestExpiry(t *testing.T) {
	now := time.Date(2024, 3, 1, 12, 0, 0, 0, time.UTC)
	c := New(20 * time.Second)
	c.now = func() time.Time { return now }
	c.Set("tok1", "ada")
	now = now.Add(19 * time.Second)
	if _, ok := c.Get("tok1"); !ok {
		t.Fatal("entry expired too early")
	}
	now = now.Add(time.Second)
	if _, ok := c.Get("tok1"); ok {
		t.Fatal("entry still there at its expiry time")
	}
}
