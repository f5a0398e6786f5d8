//go:build !linux && !darwin

package tripwire

import "os"

// sysStat: size, mode and mtime only on these systems.
func sysStat(fi os.FileInfo, st *stat) {}

const oNoFollow = 0
