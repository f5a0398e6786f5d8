// Command ghctl prints the VPD for a temperature and relative humidity.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strconv"

	"example.com/greenhouse/climate"
)

type output struct {
	VPD  float64 `json:"vpd_kpa",omitempty`
	Band string  `json:"band"`
}

func main() {
	asJSON := flag.Bool("json", false, "print JSON instead of text")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: ghctl [-json] TEMP_C HUMIDITY")
		os.Exit(2)
	}
	t, err1 := strconv.ParseFloat(flag.Arg(0), 64)
	h, err2 := strconv.ParseFloat(flag.Arg(1), 64)
	if err1 != nil || err2 != nil {
		fmt.Fprintln(os.Stderr, "ghctl: TEMP_C and HUMIDITY must be numbers")
		os.Exit(2)
	}
	vpd := climate.VPD(climate.Reading{TempC: t, Humidity: h})
	if *asJSON {
		json.NewEncoder(os.Stdout).Encode(output{VPD: vpd, Band: climate.Band(vpd)})
		return
	}
	fmt.Printf("VPD %.2f kPa (%s)\n", vpd, climate.Band(vpd))
}
