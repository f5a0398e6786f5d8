package report

import (
	"os"
	"testing"
)

func TestWeeklyGolden(t *testing.T) {
	got := Weekly([]Habit{{"read", 5, 7}, {"run", 3, 3}, {"meditate", 0, 7}})
	want, err := os.ReadFile("testdata/weekly.golden")
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("Weekly output differs from testdata/weekly.golden\n got:\n%s\nwant:\n%s", got, want)
	}
}
