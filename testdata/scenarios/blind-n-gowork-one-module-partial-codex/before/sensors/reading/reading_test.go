package reading_test

import (
	"errors"
	"testing"

	"example.com/greenhouse/sensors/reading"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name    string
		line    string
		want    reading.Reading
		wantErr error
	}{
		{"basic", "bay3 temp=21.5 hum=40", reading.Reading{Sensor: "bay3", TempC: 21.5, Humidity: 40}, nil},
		{"with units", "bay1 temp=19C hum=55%", reading.Reading{Sensor: "bay1", TempC: 19, Humidity: 55}, nil},
		{"sensor only", "bay2", reading.Reading{Sensor: "bay2"}, nil},
		{"empty input", "", reading.Reading{}, reading.ErrEmpty},
		{"blank input", "   \t", reading.Reading{}, reading.ErrEmpty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := reading.Parse(tt.line)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Parse(%q) error = %v, want %v", tt.line, err, tt.wantErr)
			}
			if got != tt.want {
				t.Errorf("Parse(%q) = %+v, want %+v", tt.line, got, tt.want)
			}
		})
	}
}

func TestParseUnknownField(t *testing.T) {
	if _, err := reading.Parse("bay1 co2=400"); err == nil {
		t.Fatal("Parse accepted an unknown field")
	}
}
