// Package firing plans kiln firing schedules.
package firing

// Segment is one step of a firing: ramp at Rate °C per hour to Target,
// then hold there for Hold minutes.
type Segment struct {
	Rate   int
	Target int
	Hold   int
}

// Minutes returns how long the schedule takes from start °C, each ramp
// rounded up to a whole minute, holds included.
func Minutes(start int, segs []Segment) int {
	total := 0
	temp := start
	for _, s := range segs {
		delta := s.Target - temp
		if delta < 0 {
			delta = -delta
		}
		total += (delta*60 + s.Rate - 1) / s.Rate
		total += s.Hold
		temp = s.Target
	}
	return total
}

// Peak returns the hottest temperature the schedule reaches from start °C.
func Peak(start int, segs []Segment) int {
	peak := start
	for _, s := range segs {
		if s.Target > peak {
			peak = s.Target
		}
	}
	return peak
}
