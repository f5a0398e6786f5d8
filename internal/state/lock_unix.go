//go:build unix

package state

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"
)

// lock takes an exclusive flock on path (created if needed), polling
// until timeout; the lock goes with the process if it dies.
func lock(path string, timeout time.Duration) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("progress: lock: %w", err)
	}
	deadline := time.Now().Add(timeout)
	for wait := 50 * time.Microsecond; ; wait = min(2*wait, 5*time.Millisecond) {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() {
				syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
				f.Close()
			}, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, fmt.Errorf("progress: lock %s: %w", path, err)
		}
		if time.Now().After(deadline) {
			f.Close()
			return nil, fmt.Errorf("%w %s (held for over %s)", ErrLockTimeout, path, timeout)
		}
		time.Sleep(wait)
	}
}
