package scoring

// Points is the low-point score of one race: the finishing place, or, for
// a boat that did not finish, one more than the number of boats entered.
func Points(place, fleet int, dnf bool) int {
	if dnf {
		return fleet + 1
	}
	return place
}

// Net is a series score: the sum of the race scores, with the worst race
// discarded once four or more races have been sailed.
func Net(scores []int) int {
	total, worst := 0, 0
	for _, s := range scores {
		total += s
		if s > worst {
			worst = s
		}
	}
	if len(scores) >= 4 {
		total -= worst
	}
	return total
}
