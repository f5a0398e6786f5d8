package hive_test

import (
	"fmt"

	"example.com/apiary/hive"
)

func ExampleLabel() {
	fmt.Println(hive.Label(hive.Inspection{Hive: "H3", Frames: 10, BroodFrames: 6, QueenSeen: true}))
	// Output: H3: 6/10 brood frames, queen seen
}
