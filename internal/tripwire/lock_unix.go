//go:build unix

package tripwire

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// lockWait bounds how long a hook waits for another one's Check or
// Snapshot of the same root.
const lockWait = 10 * time.Second

// lock takes the root's lock file (flock, released if the holder dies) and
// returns its release.
func (s *state) lock() (func(), error) {
	if err := s.mkdirs(); err != nil {
		return nil, err
	}
	name := filepath.Join(s.dir, "lock")
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("tripwire: %w", err)
	}
	deadline := time.Now().Add(lockWait)
	wait := 100 * time.Microsecond
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, fmt.Errorf("tripwire: locking %s: %w", name, err)
		}
		if time.Now().After(deadline) {
			f.Close()
			return nil, fmt.Errorf("tripwire: %s still locked by another vouch after %s", name, lockWait)
		}
		time.Sleep(wait)
		if wait < 10*time.Millisecond {
			wait *= 2
		}
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
