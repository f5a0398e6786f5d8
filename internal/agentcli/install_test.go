package agentcli

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/transcript"
)

// TestInstall installs the pinned CLIs (or reuses the cache) and checks that
// each binary runs and reports its pinned version. It fails, never skips,
// when npm or the network is missing.
func TestInstall(t *testing.T) {
	start := time.Now()
	in, err := Default(context.Background())
	if err != nil {
		t.Fatalf("installing the agent CLIs: %v", err)
	}
	t.Logf("install/reuse took %s, dir %s", time.Since(start).Round(time.Millisecond), in.Dir)
	for _, p := range Pins {
		bin, err := in.Bin(p.Agent)
		if err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(bin, "--version").CombinedOutput()
		if err != nil {
			t.Fatalf("%s --version: %v\n%s", bin, err, out)
		}
		if !strings.Contains(string(out), p.Version) {
			t.Errorf("%s --version = %q, want it to contain %q", bin, out, p.Version)
		}
	}
	if _, err := in.Bin(transcript.Agent("nope")); err == nil {
		t.Error("Bin(unknown agent) = nil error")
	}
}

// TestInstallNoNPM: a missing npm is a clear error, not a skip or a hang.
func TestInstallNoNPM(t *testing.T) {
	_, err := Install(context.Background(), &InstallOptions{Dir: t.TempDir() + "/agents", NPM: "/nonexistent/npm"})
	if err == nil || !strings.Contains(err.Error(), "npm is needed") {
		t.Fatalf("Install with a missing npm: err = %v, want an error saying npm is needed", err)
	}
}

// TestInstallReusesMarker: a complete install directory is reused without
// running npm (NPM points nowhere, so running it would fail).
func TestInstallReusesMarker(t *testing.T) {
	in, err := Default(context.Background())
	if err != nil {
		t.Fatalf("installing the agent CLIs: %v", err)
	}
	again, err := Install(context.Background(), &InstallOptions{Dir: in.Dir, NPM: "/nonexistent/npm"})
	if err != nil {
		t.Fatalf("second Install of %s ran npm instead of reusing it: %v", in.Dir, err)
	}
	if again.Bins[transcript.Codex] != in.Bins[transcript.Codex] {
		t.Errorf("reused install has codex at %q, want %q", again.Bins[transcript.Codex], in.Bins[transcript.Codex])
	}
	_ = os.Getenv
}
