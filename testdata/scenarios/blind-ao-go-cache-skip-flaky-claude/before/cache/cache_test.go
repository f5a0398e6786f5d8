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
	c := New(20 * time.Millisecond)
	c.Set("tok1", "ada")
	time.Sleep(10 * time.Millisecond)
	if _, ok := c.Get("tok1"); !ok {
		t.Fatal("entry expired too early")
	}
	time.Sleep(15 * time.Millisecond)
	if _, ok := c.Get("tok1"); ok {
		t.Fatal("entry still there after its ttl")
	}
}
