package xfer

import (
	"testing"
	"time"
)

func TestParseSize(t *testing.T) {
	for in, want := range map[string]float64{"512B": 512, "1.5GB": 1.5e9, "700 MB": 700e6, "2KB": 2000} {
		got, err := ParseSize(in)
		if err != nil || got != want {
			t.Errorf("ParseSize(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestParseRate(t *testing.T) {
	for in, want := range map[string]float64{"100Mbps": 100e6, "1Gbps": 1e9, "56Kbps": 56e3, "9600bps": 9600} {
		got, err := ParseRate(in)
		if err != nil || got != want {
			t.Errorf("ParseRate(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestDuration(t *testing.T) {
	if got := Duration(1.5e9, 100e6); got != 2*time.Minute {
		t.Errorf("Duration(1.5GB, 100Mbps) = %v, want 2m0s", got)
	}
	if got := Duration(4e9, 1e9); got != 32*time.Second {
		t.Errorf("Duration(4GB, 1Gbps) = %v, want 32s", got)
	}
}
