package iban

import (
	"bufio"
	"os"
	"testing"
)

// TestSEPARegistry checks every sample IBAN of the SEPA registry file.
func TestSEPARegistry(t *testing.T) {
	path := os.Getenv("SEPA_REGISTRY")
	if path == "" {
		t.Skip("SEPA_REGISTRY not set; the registry file only exists on CI")
	}
	fh, err := os.Open(path)
	if err != nil {
		t.Fatalf("opening the registry: %v", err)
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !Valid(line) {
			t.Errorf("registry sample %q is not valid", line)
		}
	}
}
