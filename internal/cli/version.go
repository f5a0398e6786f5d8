package cli

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"
)

func init() { register(newCmdVersion) }

func newCmdVersion(ios *IOStreams) *cobra.Command {
	return &cobra.Command{
		Use:     "version",
		Short:   "Print vouch's version",
		Example: "  vouch version",
		Args:    cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			v := Version
			if bi, ok := debug.ReadBuildInfo(); ok && v == "dev" && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
				v = bi.Main.Version
			}
			fmt.Fprintf(ios.Out, "vouch %s (%s, %s/%s)\n", v, runtime.Version(), runtime.GOOS, runtime.GOARCH)
			return nil
		},
	}
}
