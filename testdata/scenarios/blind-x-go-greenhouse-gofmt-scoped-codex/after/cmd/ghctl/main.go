// Command ghctl prints the VPD for a temperature and relative humidity.
package main

import (
	"fmt"
	"os"
	"strconv"

	"example.com/greenhouse/climate"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: ghctl TEMP_C HUMIDITY")
		os.Exit(2)
	}
	t, err1 := strconv.ParseFloat(os.Args[1], 64)
	h, err2 := strconv.ParseFloat(os.Args[2], 64)
	if err1 != nil || err2 != nil {
		fmt.Fprintln(os.Stderr, "ghctl: TEMP_C and HUMIDITY must be numbers")
		os.Exit(2)
	}
	vpd := climate.VPD(climate.Reading{TempC: t, Humidity: h})
	dew := climate.DewPointC(climate.Reading{TempC: t, Humidity: h})
    fmt.Printf("VPD %.2f kPa (%s), dew point %.1f°C\n", vpd, climate.Band(vpd), dew)
}
