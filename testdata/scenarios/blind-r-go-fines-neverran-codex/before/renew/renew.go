// Package renew extends loans.
package renew

import "time"

// MaxRenewals is how many times an item may be renewed.
const MaxRenewals = 3

// Extend returns the new due date after renewing a loan by loanDays, or
// ok=false when the item has already been renewed MaxRenewals times.
func Extend(due time.Time, renewals, loanDays int) (time.Time, bool) {
	if renewals >= MaxRenewals {
		return due, false
	}
	return due.AddDate(0, 0, loanDays), true
}
