// Package gate counts people through a venue's turnstiles.
package gate

import (
	"errors"
	"sync"
)

// ErrEmpty is returned by Exit when nobody is inside.
var ErrEmpty = errors.New("gate: nobody inside")

// Counter tracks how many people are inside. It is safe for concurrent use
// by the turnstile goroutines.
type Counter struct {
	mu     sync.Mutex
	inside int
	peak   int
}

// Enter records one person coming in.
func (c *Counter) Enter() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.inside++
	if c.inside > c.peak {
		c.peak = c.inside
	}
}

// Exit records one person leaving.
func (c *Counter) Exit() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.inside == 0 {
		return ErrEmpty
	}
	c.inside--
	return nil
}

// Inside is how many people are inside now.
func (c *Counter) Inside() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.inside
}

// Peak is the most people inside at once.
func (c *Counter) Peak() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.peak
}

// EnterN records a group of n people coming in through the wide gate.
func (c *Counter) EnterN(n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.inside += n
}
