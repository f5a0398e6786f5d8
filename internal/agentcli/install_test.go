package agentcli

import (
	"context"
	"errors"
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
}

// fakeNPM "installs" three scripts that print 1.0.0, counting its runs.
const fakeNPM = `#!/bin/sh
echo run >> "$COUNT_FILE"
sleep 0.3
mkdir -p node_modules/.bin
for b in claude codex pi; do
	printf '#!/bin/sh\necho "%s 1.0.0"\n' "$b" > node_modules/.bin/$b
	chmod +x node_modules/.bin/$b
done
`

var testPins = []Pin{
	{transcript.ClaudeCode, "c", "1.0.0", "claude", "1.0.0"},
	{transcript.Codex, "x", "1.0.0", "codex", "1.0.0"},
	{transcript.Pi, "p", "1.0.0", "pi", "1.0.0"},
}

// TestInstallParallel: concurrent installs into one directory run npm
// once; the others wait on the lock and reuse the result.
func TestInstallParallel(t *testing.T) {
	tmp := t.TempDir()
	npm := tmp + "/npm"
	if err := os.WriteFile(npm, []byte(fakeNPM), 0o755); err != nil {
		t.Fatal(err)
	}
	count := tmp + "/count"
	t.Setenv("COUNT_FILE", count)
	dir := tmp + "/cache/agents/x"
	const n = 4
	errs := make(chan error, n)
	for range n {
		go func() {
			in, err := Install(context.Background(), &InstallOptions{Dir: dir, NPM: npm, Pins: testPins})
			if err == nil && in.Versions[transcript.Pi] != "pi 1.0.0" {
				err = errors.New("pi version " + in.Versions[transcript.Pi])
			}
			errs <- err
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	runs, _ := os.ReadFile(count)
	if got := strings.Count(string(runs), "run"); got != 1 {
		t.Errorf("npm ran %d times, want once", got)
	}
	// An install without its marker (interrupted) is redone.
	os.Remove(dir + "/" + markerName)
	if _, err := Install(context.Background(), &InstallOptions{Dir: dir, NPM: npm, Pins: testPins}); err != nil {
		t.Fatal(err)
	}
	runs, _ = os.ReadFile(count)
	if got := strings.Count(string(runs), "run"); got != 2 {
		t.Errorf("npm ran %d times after the marker was removed, want 2", got)
	}
}

func TestInstallFailures(t *testing.T) {
	tmp := t.TempDir()
	failing := tmp + "/npm-fail"
	os.WriteFile(failing, []byte("#!/bin/sh\necho 'npm ERR! 404 Not Found - GET https://registry.npmjs.org/nope' >&2\nexit 1\n"), 0o755)
	_, err := Install(context.Background(), &InstallOptions{Dir: tmp + "/a", NPM: failing, Pins: testPins})
	if err == nil || !strings.Contains(err.Error(), "404 Not Found") || !strings.Contains(err.Error(), "c@1.0.0") {
		t.Errorf("failing npm: err = %v, want npm's output and the pins", err)
	}
	npm := tmp + "/npm"
	os.WriteFile(npm, []byte(fakeNPM), 0o755)
	t.Setenv("COUNT_FILE", tmp+"/count")
	wrong := append([]Pin(nil), testPins...)
	wrong[1].VersionOutput = "2.0.0"
	_, err = Install(context.Background(), &InstallOptions{Dir: tmp + "/b", NPM: npm, Pins: wrong})
	if err == nil || !strings.Contains(err.Error(), `expected it to contain "2.0.0"`) {
		t.Errorf("wrong version: err = %v", err)
	}
}
