// Command gen regenerates vouch's scenario corpus (testdata/scenarios):
// it runs each scenario of internal/scenarios through the real agent CLI
// against the fake model, checks the run, and writes the scenario's
// directory and the corpus README.
//
//	go run ./internal/scenarios/gen [-only NAME[,NAME…]] [-out testdata/scenarios] [-list] [-readme]
//
// The CLIs run strictly one after another. A scenario whose run does not
// match its script is reported and not written; the exit code is then 1.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/vouchdev/vouch/internal/agentcli"
	"github.com/vouchdev/vouch/internal/scenarios"
)

func main() {
	only := flag.String("only", "", "comma-separated scenario names to generate (default: all)")
	out := flag.String("out", "testdata/scenarios", "corpus `DIR`")
	list := flag.Bool("list", false, "list the scenarios and exit")
	readme := flag.Bool("readme", false, "only rewrite the corpus README from the scenario.json files")
	flag.Parse()

	all := scenarios.All()
	if *list {
		for _, s := range all {
			fmt.Printf("%-32s %-12s %-7s %s\n", s.Name, s.Agent, s.Language, s.Lie)
		}
		return
	}
	var run []*scenarios.Scenario
	if *only == "" {
		run = all
	} else {
		for _, n := range strings.Split(*only, ",") {
			s, ok := scenarios.Find(strings.TrimSpace(n))
			if !ok {
				fmt.Fprintf(os.Stderr, "gen: no scenario %q (see -list)\n", n)
				os.Exit(2)
			}
			run = append(run, s)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	in, err := agentcli.Default(ctx)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if *readme {
		if err := scenarios.WriteReadme(*out, in); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		return
	}
	tools, err := scenarios.FindTools(ctx)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	failed := 0
	for _, s := range run {
		if ctx.Err() != nil {
			break
		}
		if err := scenarios.Generate(ctx, in, tools, s, *out, os.Stdout); err != nil {
			failed++
			fmt.Fprintf(os.Stderr, "FAIL %s\n%v\n\n", s.Name, err)
		}
	}
	if err := scenarios.WriteReadme(*out, in); err != nil {
		fmt.Fprintln(os.Stderr, "gen: README:", err)
		failed++
	}
	fmt.Printf("%d scenarios generated, %d failed, in %s\n", len(run)-failed, failed, time.Since(start).Round(time.Second))
	if failed > 0 {
		os.Exit(1)
	}
}
