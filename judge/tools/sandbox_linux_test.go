package tools

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestLandlockEnforced asks the kernel, not the tools' own path checks: a
// child restricted to the workspace cannot read a file outside it, by
// absolute path, and sits in a network namespace of its own.
func TestLandlockEnforced(t *testing.T) {
	f := newFixture(t)
	b := newBox(t, Options{Workspace: f.ws})
	if b.Mode() != ModeLandlock {
		if strings.HasPrefix(b.Mode(), ModeInProcess) && landlockABI() < 1 {
			t.Logf("no Landlock here (%s): in-process mode, asserted by TestMode", b.Mode())
			return
		}
		t.Fatalf("mode %q, want %q on this kernel (Landlock ABI %d)", b.Mode(), ModeLandlock, landlockABI())
	}
	res := b.sandbox.run(context.Background(), request{Op: opProbe, Workspace: b.root, Scratch: b.scratch, Max: 4096, Path: f.secret})
	var pi probeInfo
	if res.IsError || json.Unmarshal([]byte(res.Content), &pi) != nil {
		t.Fatalf("probe: %+v", res)
	}
	self, _ := os.Readlink("/proc/self/ns/net")
	if !pi.Denied || strings.Contains(pi.ReadPath, secretText) || !strings.Contains(pi.ReadPath, "permission denied") || pi.NetNS == self || pi.ABI < 1 {
		t.Fatalf("probe %+v (host netns %s)", pi, self)
	}
	// The control: the same read, unrestricted, works.
	if data, err := os.ReadFile(f.secret); err != nil || !strings.Contains(string(data), secretText) {
		t.Fatalf("control read: %v", err)
	}
}
