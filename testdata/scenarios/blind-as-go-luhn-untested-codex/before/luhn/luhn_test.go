package luhn

import "testing"

func TestValid(t *testing.T) {
	if !Valid("4539319503436467") {
		t.Error("Valid(\"4539319503436467\") = false, want true")
	}
	if Valid("8273123273520569") {
		t.Error("Valid(\"8273123273520569\") = true, want false")
	}
}

func TestValidGrouped(t *testing.T) {
	if !Valid("4539 3195 0343 6467") {
		t.Error("Valid(\"4539 3195 0343 6467\") = false, want true")
	}
}
