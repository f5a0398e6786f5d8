//go:build unix

package hook

import (
	"os"
	"syscall"
)

// links is the number of names a file has (hard links).
func links(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}
