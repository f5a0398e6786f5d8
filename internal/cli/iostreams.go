package cli

import (
	"bytes"
	"io"
	"os"

	"golang.org/x/term"
)

// IOStreams are the streams a command reads and writes. Commands never
// touch os.Stdin/os.Stdout/os.Stderr directly.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer

	// OutTTY reports whether Out is a terminal: colors and human layout
	// only then; plain, stable text when piped.
	OutTTY bool
	// ErrTTY reports whether ErrOut is a terminal (progress, spinners).
	ErrTTY bool
	// Getenv reads the environment (tests inject their own).
	Getenv func(string) string
}

// System returns the process's real streams, with TTY detection done once.
func System() *IOStreams {
	noColor := os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb"
	return &IOStreams{
		In:     os.Stdin,
		Out:    os.Stdout,
		ErrOut: os.Stderr,
		OutTTY: !noColor && term.IsTerminal(int(os.Stdout.Fd())),
		ErrTTY: term.IsTerminal(int(os.Stderr.Fd())),
		Getenv: os.Getenv,
	}
}

// TestStreams returns streams backed by buffers: stdin, stdout, stderr.
func TestStreams() (*IOStreams, *bytes.Buffer, *bytes.Buffer, *bytes.Buffer) {
	in, out, errOut := &bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}
	return &IOStreams{In: in, Out: out, ErrOut: errOut, Getenv: func(string) string { return "" }}, in, out, errOut
}

func (s *IOStreams) getenv(k string) string {
	if s.Getenv == nil {
		return ""
	}
	return s.Getenv(k)
}
