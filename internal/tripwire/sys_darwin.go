//go:build darwin

package tripwire

import (
	"os"
	"syscall"
)

func sysStat(fi os.FileInfo, st *stat) {
	if sys, ok := fi.Sys().(*syscall.Stat_t); ok {
		st.Ino = sys.Ino
		st.Ctime = sys.Ctimespec.Sec*1e9 + sys.Ctimespec.Nsec
	}
}

// oNoFollow makes opening a path that is a symlink fail: vouch reads and
// writes the paths it watches without ever following one.
const oNoFollow = syscall.O_NOFOLLOW
