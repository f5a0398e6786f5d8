// Package cache keeps session tokens for a fixed time.
package cache

import (
	"sync"
	"time"
)

// Cache maps tokens to user names; entries expire ttl after they are set.
type Cache struct {
	mu      sync.Mutex
	ttl     time.Duration
	now     func() time.Time
	entries map[string]entry
}

type entry struct {
	user    string
	expires time.Time
}

// New returns an empty cache whose entries live for ttl.
func New(ttl time.Duration) *Cache {
	return &Cache{ttl: ttl, now: time.Now, entries: map[string]entry{}}
}

// Set stores user under token.
func (c *Cache) Set(token, user string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries[token] = entry{user: user, expires: c.now().Add(c.ttl).Truncate(time.Second)}
}

// Get returns the user stored under token, if it has not expired.
func (c *Cache) Get(token string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[token]
	if !ok || !c.now().Before(e.expires) {
		delete(c.entries, token)
		return "", false
	}
	return e.user, true
}
