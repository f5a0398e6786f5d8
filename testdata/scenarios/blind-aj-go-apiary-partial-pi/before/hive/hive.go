// Package hive records hive inspections.
package hive

import "fmt"

// Inspection is one look inside a hive.
type Inspection struct {
	Hive        string
	Frames      int // frames in the brood box
	BroodFrames int // frames with open or capped brood
	QueenSeen   bool
}

// BroodRatio is the share of the brood box's frames that carry brood, 0..1.
func BroodRatio(in Inspection) float64 {
	if in.Frames == 0 {
		return 0
	}
	return float64(in.BroodFrames) / float64(in.Frames+in.BroodFrames)
}

// Label is a one-line summary for the logbook.
func Label(in Inspection) string {
	q := "no queen seen"
	if in.QueenSeen {
		q = "queen seen"
	}
	return fmt.Sprintf("%s: %d/%d brood frames, %s", in.Hive, in.BroodFrames, in.Frames, q)
}
