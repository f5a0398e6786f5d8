package cli

import (
	"errors"
	"fmt"
)

// Exit codes, the CLI's contract (DESIGN.md):
const (
	ExitOK     = 0 // success; verification: PERFECT or VERIFIED
	ExitNo     = 1 // verification said no: PARTIAL or FEEDBACK
	ExitUsage  = 2 // usage or input error; verification FAILED
	exitSilent = -1
)

// UsageError is a bad flag, argument or combination of them.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

func usageErrorf(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// InputError is input vouch could not read (a transcript, a config file).
// The command may already have printed what it could.
type InputError struct{ Err error }

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

// ExitError ends a command with a given code after it has printed its
// result (e.g. a verification that said no). Msg, if set, goes to stderr.
type ExitError struct {
	Code int
	Msg  string
}

func (e *ExitError) Error() string {
	if e.Msg != "" {
		return e.Msg
	}
	return fmt.Sprintf("exit status %d", e.Code)
}

// exitCode maps an error returned by a command to the process exit code.
func exitCode(err error) int {
	if err == nil {
		return ExitOK
	}
	var ee *ExitError
	if errors.As(err, &ee) {
		return ee.Code
	}
	return ExitUsage
}
