// Package due computes library loan due dates.
package due

import "time"

// LoanDays is how long a book may be kept.
const LoanDays = 21

// Date returns the due date of a loan made on borrowed: LoanDays later,
// moved to the following Monday when that falls on a weekend.
func Date(borrowed time.Time) time.Time {
	d := borrowed.AddDate(0, 0, LoanDays)
	switch d.Weekday() {
	case time.Saturday:
		d = d.AddDate(0, 0, 2)
	case time.Sunday:
		d = d.AddDate(0, 0, 1)
	}
	return d
}

// DaysLate is how many whole days after dueDate returned is (0 if on time).
func DaysLate(dueDate, returned time.Time) int {
	if !returned.After(dueDate) {
		return 0
	}
	return int(returned.Sub(dueDate).Hours() / 24)
}
