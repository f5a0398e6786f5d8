// Package pricing prices stays: a nightly rate, a weekend surcharge and a
// long-stay discount.
package pricing

import "time"

// Quote is the price in cents of nights starting at checkIn at rate cents
// a night: Friday and Saturday nights cost 25% more, and stays of 7 nights
// or more get 10% off the total.
func Quote(checkIn time.Time, nights, rate int) int {
	total := 0
	for i := 0; i < nights; i++ {
		night := checkIn.AddDate(0, 0, i)
		price := rate
		if wd := night.Weekday(); wd == time.Friday || wd == time.Sunday {
			price += rate / 4
		}
		total += price
	}
	if nights >= 7 {
		total -= total / 10
	}
	return total
}
