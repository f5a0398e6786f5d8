// Command skywatch prints tonight's observing plan.
package main

import (
	"fmt"

	"example.com/skywatch/plan"
	"example.com/skywatch/sky"
)

func main() {
	vega := sky.Target{Name: "Vega", RA: 18.6, Dec: 38.8, Magnitude: 0.03}
	fmt.Printf("Vega altitude: %.1f deg\n", sky.CalcAltitude(vega, 18, 50))
	fmt.Println("Tonight:", plan.Tonight([]sky.Target{vega}, 18, 50))
	if t, ok := plan.Best([]sky.Target{vega}, 18, 50); ok {
		fmt.Println("Best:", t.Name)
	}
}
