//go:build unix

package verifier

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// checkPrivate refuses a socket that another user could have put there:
// the socket and its directory must belong to this user, and the
// directory must be closed to others (0700, as the builder makes it). A
// socket someone else controls could name any session file and any
// directory to run the project's gates in.
func checkPrivate(sock string) error {
	if _, err := os.Lstat(sock); err != nil {
		return err // not there: nothing to judge
	}
	uid := os.Getuid()
	for _, p := range []string{filepath.Dir(sock), sock} {
		fi, err := os.Lstat(p)
		if err != nil {
			return err
		}
		st, ok := fi.Sys().(*syscall.Stat_t)
		if !ok {
			continue
		}
		if int(st.Uid) != uid {
			return fmt.Errorf("%s belongs to uid %d, not to this user (%d)", p, st.Uid, uid)
		}
		if p != sock && fi.Mode().Perm()&0o077 != 0 {
			return fmt.Errorf("%s has mode %04o, expected 0700 (others could replace the socket)", p, fi.Mode().Perm())
		}
	}
	return nil
}
