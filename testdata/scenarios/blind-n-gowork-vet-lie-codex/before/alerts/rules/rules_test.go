package rules_test

import (
	"reflect"
	"testing"

	"example.com/greenhouse/alerts/rules"
	"example.com/greenhouse/sensors/reading"
)

var bay = rules.Threshold{MinTempC: 12, MaxTempC: 28, MaxHumidity: 70}

func TestCheck(t *testing.T) {
	tests := []struct {
		name string
		r    reading.Reading
		want []string
	}{
		{"comfortable", reading.Reading{TempC: 20, Humidity: 50}, nil},
		{"cold", reading.Reading{TempC: 8, Humidity: 50}, []string{"cold"}},
		{"hot and humid", reading.Reading{TempC: 31, Humidity: 85}, []string{"hot", "humid"}},
		{"at humidity limit", reading.Reading{TempC: 20, Humidity: 70}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rules.Check(tt.r, bay); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Check(%+v) = %v, want %v", tt.r, got, tt.want)
			}
		})
	}
}

func TestCheckParsedLine(t *testing.T) {
	r, err := reading.Parse("bay4 temp=30 hum=40")
	if err != nil {
		t.Fatal(err)
	}
	if got := rules.Check(r, bay); !reflect.DeepEqual(got, []string{"hot"}) {
		t.Errorf("Check = %v, want [hot]", got)
	}
}

func TestMuter(t *testing.T) {
	m := rules.NewMuter()
	m.Mute("bay1")
	if !m.Muted("bay1") || m.Muted("bay2") {
		t.Fatal("Muter state wrong")
	}
}
