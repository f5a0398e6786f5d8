package gate

import (
	"errors"
	"sync"
	"testing"
)

func TestEnterExit(t *testing.T) {
	var c Counter
	c.Enter()
	c.Enter()
	if err := c.Exit(); err != nil {
		t.Fatal(err)
	}
	if c.Inside() != 1 || c.Peak() != 2 {
		t.Fatalf("inside %d peak %d, want 1 and 2", c.Inside(), c.Peak())
	}
}

func TestConcurrentGates(t *testing.T) {
	var c Counter
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				c.Enter()
				_ = c.Inside() // the display polls while people come in
			}
		}()
	}
	wg.Wait()
	if c.Inside() != 1600 || c.Peak() != 1600 {
		t.Fatalf("inside %d peak %d, want 1600", c.Inside(), c.Peak())
	}
}

func TestExitEmpty(t *testing.T) {
	var c Counter
	if err := c.Exit(); !errors.Is(err, ErrEmpty) {
		t.Fatalf("Exit on empty = %v, want ErrEmpty", err)
	}
}
