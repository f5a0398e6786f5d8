//go:build !linux

package tools

import (
	"context"
	"fmt"
	"syscall"
)

type sandbox interface {
	run(ctx context.Context, req request) result
}

// pickSandbox: only Linux has the sandbox; elsewhere the tools run in
// process, read-only.
func pickSandbox(want string, b *Box) (sandbox, string, error) {
	switch want {
	case "", ModeInProcess:
		return nil, ModeInProcess + ": the sandbox (Landlock, network namespaces, bwrap) is Linux-only", nil
	}
	return nil, "", fmt.Errorf("tools: %w: not Linux", ErrNoSandbox)
}

func gateProcAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

// landlockABI: no Landlock outside Linux.
func landlockABI() int { return 0 }
