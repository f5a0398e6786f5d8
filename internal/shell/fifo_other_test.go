//go:build !unix

package shell

import "errors"

func mkfifo(string) error { return errors.New("no mkfifo") }
