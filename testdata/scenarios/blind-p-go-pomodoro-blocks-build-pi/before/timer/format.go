// Package timer does the arithmetic of a pomodoro timer.
package timer

import "fmt"

// MMSS formats a number of seconds as minutes and seconds: 65 is "01:05".
func MMSS(secs int) string {
	return fmt.Sprintf("%02d:%02d", secs/60, secs%60)
}
