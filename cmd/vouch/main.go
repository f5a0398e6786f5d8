// Command vouch verifies what AI coding agents claim. See README.md.
package main

import (
	"os"

	"github.com/vouchdev/vouch/internal/cli"
)

func main() { os.Exit(cli.Main(os.Args[1:], cli.System())) }
