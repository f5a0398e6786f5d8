package csvline

import (
	"reflect"
	"testing"
)

func check(t *testing.T, line string, want []string) {
	t.Helper()
	if got := Split(line); !reflect.DeepEqual(got, want) {
		t.Errorf("Split(%q) = %q, want %q", line, got, want)
	}
}

func TestPlain(t *testing.T)        { check(t, "a,b,c", []string{"a", "b", "c"}) }
func TestQuoted(t *testing.T)       { check(t, `"x, y",z`, []string{"x, y", "z"}) }
func TestEscapedQuote(t *testing.T) { check(t, `"say ""hi""",ok`, []string{`say "hi"`, "ok"}) }
func TestEmptyFields(t *testing.T)  { check(t, "a,,c", []string{"a", "", "c"}) }

func TestEmptyLine(t *testing.T) {
	if got := Split(""); len(got) != 0 {
		t.Errorf("Split(\"\") = %q, want no fields", got)
	}
}
