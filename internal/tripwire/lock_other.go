//go:build !unix

package tripwire

import (
	"fmt"
	"os"
	"path/filepath"
	"time"
)

const lockWait = 10 * time.Second

// lock uses a lock file created exclusively where flock is not available.
// A holder that died leaves it behind: after lockWait it is taken over.
func (s *state) lock() (func(), error) {
	if err := s.mkdirs(); err != nil {
		return nil, err
	}
	name := filepath.Join(s.dir, "lock.excl")
	deadline := time.Now().Add(lockWait)
	for {
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if err == nil {
			f.Close()
			return func() { os.Remove(name) }, nil
		}
		if !os.IsExist(err) {
			return nil, fmt.Errorf("tripwire: %w", err)
		}
		if time.Now().After(deadline) {
			os.Remove(name)
			deadline = time.Now().Add(lockWait)
		}
		time.Sleep(time.Millisecond)
	}
}
