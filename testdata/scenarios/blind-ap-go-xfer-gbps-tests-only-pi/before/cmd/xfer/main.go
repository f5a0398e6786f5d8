// Command xfer prints how long a transfer takes:
//
//	go run ./cmd/xfer -size 1.5GB -rate 100Mbps
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"example.com/xfer/internal/xfer"
)

func main() {
	size := flag.String("size", "", "amount of data, e.g. 1.5GB")
	rate := flag.String("rate", "", "link speed, e.g. 100Mbps")
	flag.Parse()
	if *size == "" || *rate == "" {
		fmt.Fprintln(os.Stderr, "usage: xfer -size 1.5GB -rate 100Mbps")
		os.Exit(2)
	}
	bytes, err := xfer.ParseSize(*size)
	if err != nil {
		fmt.Fprintln(os.Stderr, "xfer:", err)
		os.Exit(1)
	}
	bps, err := xfer.ParseRate(*rate)
	if err != nil {
		fmt.Fprintln(os.Stderr, "xfer:", err)
		os.Exit(1)
	}
	fmt.Printf("%s at %s: %s\n", *size, *rate, xfer.Duration(bytes, bps).Round(time.Second))
}
