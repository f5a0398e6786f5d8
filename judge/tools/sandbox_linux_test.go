package tools

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"syscall"
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

// TestAutoFallback plays kernels other than this one through
// Options.Machine and checks the mode New picks by itself (Options.Sandbox
// unset): with neither Landlock nor namespaces and no bwrap, the tools run
// in process, read-only — reads work and stay confined, gates are refused
// — and the mode says why; with bwrap, bwrap; with Landlock and
// namespaces, Landlock.
func TestAutoFallback(t *testing.T) {
	f := newFixture(t)
	var unshared []uintptr
	noLandlock := func() (int, error) { return 0, syscall.ENOSYS }
	noNS := func(flags uintptr) error { unshared = append(unshared, flags); return syscall.EPERM }
	noBwrap := func(string) (string, error) { return "", exec.ErrNotFound }
	for _, tc := range []struct {
		name    string
		machine Machine
		mode    string // the mode, or its prefix for in-process
	}{
		{"nothing", Machine{LandlockABI: noLandlock, Unshare: noNS, LookPath: noBwrap},
			ModeInProcess + ": no Landlock (landlock_create_ruleset: function not implemented); no bwrap in PATH"},
		{"landlock without namespaces", Machine{Unshare: noNS, LookPath: noBwrap},
			ModeInProcess + ": Landlock ABI "},
		{"bwrap only", Machine{LandlockABI: noLandlock, Unshare: noNS}, ModeBwrap},
		{"landlock and namespaces", Machine{Unshare: func(uintptr) error { return nil }, LookPath: noBwrap}, ModeLandlock},
	} {
		t.Run(tc.name, func(t *testing.T) {
			unshared = nil
			m := tc.machine
			b := newBox(t, Options{Workspace: f.ws, Machine: &m, Gates: []GateSpec{{Name: "g", Command: "true"}}})
			t.Logf("mode: %s", b.Mode())
			if !strings.HasPrefix(b.Mode(), tc.mode) {
				t.Fatalf("Mode() = %q, want %q", b.Mode(), tc.mode)
			}
			if res := call(b, ReadFile, `{"path":"main.go"}`); res.IsError || !strings.Contains(res.Content, "println") {
				t.Errorf("read_file: %+v", res)
			}
			if res := call(b, ReadFile, `{"path":"../secret.txt"}`); !res.IsError || strings.Contains(res.Content, secretText) {
				t.Errorf("read_file outside the workspace: %+v", res)
			}
			gate := call(b, RunGate, `{"name":"g"}`)
			if !strings.HasPrefix(tc.mode, ModeInProcess) {
				if gate.IsError {
					t.Errorf("run_gate in %s: %+v", b.Mode(), gate)
				}
				return
			}
			if !gate.IsError || !strings.Contains(gate.Content, "unavailable") {
				t.Errorf("run_gate in process: %+v", gate)
			}
			if tc.name == "landlock without namespaces" {
				// The kernel refused the child's namespaces: the probe
				// tried them (and a user namespace when root), and says so.
				if len(unshared) == 0 || unshared[0]&syscall.CLONE_NEWNET == 0 || !strings.Contains(b.Mode(), "operation not permitted") {
					t.Errorf("clone flags tried %v; mode %q", unshared, b.Mode())
				}
			}
		})
	}
}
