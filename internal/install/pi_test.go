package install

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestPlanPi(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, ".pi", "extensions", PiExtensionName)
	e, err := PlanPi(file, "v1\n")
	if err != nil || !e.Changed() || e.Existed {
		t.Fatalf("new file: %+v, %v", e, err)
	}
	if err := ApplyPi(e); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(file); err != nil || fi.Mode().Perm() != 0o644 {
		t.Fatalf("written file: %v, %v", fi, err)
	}
	if e, err := PlanPi(file, "v1\n"); err != nil || e.Changed() {
		t.Fatalf("same source again: changed=%v, %v", e.Changed(), err)
	}
	e, err = PlanPi(file, "v2\n")
	if err != nil || !e.Changed() {
		t.Fatalf("own file, new source: %+v, %v", e, err)
	}
	if err := ApplyPi(e); err != nil {
		t.Fatal(err)
	}

	for _, tc := range []struct {
		name string
		data string
	}{
		{"someone else's", "export default function () {}\n"},
		{"edited", string(PiContent("v2\n")) + "// mine\n"},
		{"marker, no newline", piMarker + "00"},
		{"empty", ""},
	} {
		if err := os.WriteFile(file, []byte(tc.data), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := PlanPi(file, "v3\n"); !errors.Is(err, ErrNotVouchs) {
			t.Errorf("%s: PlanPi err = %v, want ErrNotVouchs", tc.name, err)
		}
		if _, err := PlanPiRemove(file); !errors.Is(err, ErrNotVouchs) {
			t.Errorf("%s: PlanPiRemove err = %v, want ErrNotVouchs", tc.name, err)
		}
		if b, _ := os.ReadFile(file); string(b) != tc.data {
			t.Errorf("%s: file changed", tc.name)
		}
	}

	if err := os.WriteFile(file, PiContent("v3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e, err = PlanPiRemove(file)
	if err != nil || !e.Changed() {
		t.Fatalf("remove: %+v, %v", e, err)
	}
	if err := ApplyPi(e); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, ".pi")); !os.IsNotExist(err) {
		t.Errorf(".pi left behind after removing the only file in it: %v", err)
	}
	if e, err := PlanPiRemove(file); err != nil || e.Changed() {
		t.Errorf("removing again: changed=%v, %v", e.Changed(), err)
	}
}

func TestPiFile(t *testing.T) {
	p := Paths{Home: "/h", Dir: "/p"}
	for _, tc := range []struct {
		p     Paths
		scope Scope
		want  string
	}{
		{p, Project, "/p/.pi/extensions/vouch.ts"},
		{p, User, "/h/.pi/agent/extensions/vouch.ts"},
		{Paths{Home: "/h", PiAgentDir: "/a"}, User, "/a/extensions/vouch.ts"},
	} {
		got, err := tc.p.PiFile(tc.scope)
		if err != nil || got != tc.want {
			t.Errorf("PiFile(%s) = %q, %v; want %q", tc.scope, got, err, tc.want)
		}
	}
	if _, err := p.PiFile(Local); err == nil {
		t.Error("PiFile(Local): no error")
	}
}
