package timer

// Plan is a pomodoro schedule in minutes: work blocks, a short break after
// each, and a long break after every LongEvery-th block instead.
type Plan struct {
	Work, Short, Long, LongEvery int
}

// BreakAfter returns the length of the break after work block n (1-based).
func (p Plan) BreakAfter(n int) int {
	if p.LongEvery > 0 && n%p.LongEvery == 0 {
		return p.Long
	}
	return p.Short
}

// Total returns the minutes that n work blocks take, with the breaks
// between them (none after the last).
func (p Plan) Total(n int) int {
	total := 0
	for i := 1; i <= n; i++ {
		total += p.Work
		if i < n {
			total += p.BreakAfter(i)
		}
	}
	return total
}
