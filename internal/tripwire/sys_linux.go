//go:build linux

package tripwire

import (
	"os"
	"syscall"
)

// sysStat adds what os.FileInfo does not carry: the inode and the change
// time (which a write cannot set back, unlike mtime).
func sysStat(fi os.FileInfo, st *stat) {
	if sys, ok := fi.Sys().(*syscall.Stat_t); ok {
		st.Ino = sys.Ino
		st.Ctime = sys.Ctim.Sec*1e9 + sys.Ctim.Nsec
	}
}

// oNoFollow makes opening a path that is a symlink fail: vouch reads and
// writes the paths it watches without ever following one.
const oNoFollow = syscall.O_NOFOLLOW
