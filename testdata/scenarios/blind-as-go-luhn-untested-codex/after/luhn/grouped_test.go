package luhn

import "testing"

func TestValidGroupedInvalid(t *testing.T) {
	if Valid("8273 1232 7352 0569") {
		t.Error("Valid(\"8273 1232 7352 0569\") = true, want false")
	}
}
