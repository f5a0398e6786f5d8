package tools

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// childEnv marks the sandboxed child's environment (sandbox_linux.go).
const childEnv = "VOUCH_JUDGE_TOOL_CHILD"

// gateEnv is run_gate's environment: vouch's own, without variables whose
// names say they hold secrets, with every cache and temporary directory
// moved into the scratch directory (the only place a gate may write) and
// the toolchains that live under HOME still found where they are.
func gateEnv(scratch, cache string) []string {
	home, _ := os.UserHomeDir()
	set := map[string]string{}
	var order []string
	for _, kv := range os.Environ() {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == childEnv || secretName(k) {
			continue
		}
		if _, dup := set[k]; !dup {
			order = append(order, k)
		}
		set[k] = v
	}
	put := func(k, v string) {
		if _, ok := set[k]; !ok {
			order = append(order, k)
		}
		set[k] = v
	}
	keep := func(k, dir string) { // point k at dir when unset and dir exists
		if _, ok := set[k]; ok || home == "" {
			return
		}
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
			put(k, dir)
		}
	}
	if home != "" {
		keep("GOPATH", filepath.Join(home, "go"))
		keep("CARGO_HOME", filepath.Join(home, ".cargo"))
		keep("RUSTUP_HOME", filepath.Join(home, ".rustup"))
		keep("PYENV_ROOT", filepath.Join(home, ".pyenv"))
		keep("NVM_DIR", filepath.Join(home, ".nvm"))
	}
	for k, sub := range map[string]string{"HOME": "home", "TMPDIR": "tmp", "GOTMPDIR": "tmp"} {
		put(k, filepath.Join(scratch, sub))
	}
	for k, sub := range map[string]string{
		"XDG_CACHE_HOME": "xdg", "GOCACHE": "gocache", "CARGO_TARGET_DIR": "cargo-target",
		"PYTHONPYCACHEPREFIX": "pycache", "npm_config_cache": "npm", "YARN_CACHE_FOLDER": "yarn",
	} {
		put(k, filepath.Join(cache, sub))
	}
	put("PYTHONDONTWRITEBYTECODE", "1")
	// No download can succeed without a network: say so at once.
	put("GOTOOLCHAIN", "local")
	// As gate.Run has it: plain output for the parsers and the model.
	put("NO_COLOR", "1")
	put("FORCE_COLOR", "0")
	put("TERM", "dumb")
	put("CARGO_TERM_COLOR", "never")
	out := make([]string, 0, len(order))
	for _, k := range order {
		out = append(out, k+"="+set[k])
	}
	return out
}

// scratchDirs are made in the scratch directory at New, cacheDirs in the
// cache directory.
var (
	scratchDirs = []string{"home", "tmp"}
	cacheDirs   = []string{"xdg", "gocache", "cargo-target", "pycache", "npm", "yarn"}
)

// cacheDir makes the gates' cache directory: dir, or the default under
// the user's cache directory, or (when that cannot be made) one in the
// box's scratch directory.
func cacheDir(dir, scratch string) (string, error) {
	explicit := dir != ""
	if !explicit {
		if base, err := os.UserCacheDir(); err == nil {
			dir = filepath.Join(base, "vouch", "judge-cache")
		}
	}
	mk := func(d string) error {
		for _, sub := range cacheDirs {
			if err := os.MkdirAll(filepath.Join(d, sub), 0o700); err != nil {
				return err
			}
		}
		return nil
	}
	if dir != "" {
		if !filepath.IsAbs(dir) {
			return "", fmt.Errorf("tools: CacheDir %s is not absolute", dir)
		}
		err := mk(dir)
		if err == nil {
			if real, err := filepath.EvalSymlinks(dir); err == nil {
				return real, nil
			}
			return dir, nil
		}
		if explicit {
			return "", fmt.Errorf("tools: CacheDir: %w", err)
		}
	}
	dir = filepath.Join(scratch, "cache")
	return dir, mk(dir)
}

// secretName: an environment variable a gate has no business reading.
func secretName(k string) bool {
	u := strings.ToUpper(k)
	for _, w := range []string{"KEY", "TOKEN", "SECRET", "PASSWORD", "PASSWD", "CREDENTIAL", "AUTH", "COOKIE", "SESSION"} {
		if strings.Contains(u, w) {
			return true
		}
	}
	return false
}
