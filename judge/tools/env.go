package tools

import (
	"os"
	"path/filepath"
	"strings"
)

// gateEnv is run_gate's environment: vouch's own, without variables whose
// names say they hold secrets, with every cache and temporary directory
// moved into the scratch directory (the only place a gate may write) and
// the toolchains that live under HOME still found where they are.
func gateEnv(scratch string) []string {
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
	for k, sub := range map[string]string{
		"HOME": "home", "TMPDIR": "tmp", "GOTMPDIR": "tmp", "XDG_CACHE_HOME": "cache",
		"GOCACHE": "gocache", "CARGO_TARGET_DIR": "cargo-target", "PYTHONPYCACHEPREFIX": "pycache",
		"npm_config_cache": "npm", "YARN_CACHE_FOLDER": "yarn",
	} {
		put(k, filepath.Join(scratch, sub))
	}
	put("PYTHONDONTWRITEBYTECODE", "1")
	put("GOTOOLCHAIN", "local")
	put("GOFLAGS", strings.TrimSpace(set["GOFLAGS"]+" -mod=readonly"))
	put("GOPROXY", "off")
	put("CI", "1")
	out := make([]string, 0, len(order))
	for _, k := range order {
		out = append(out, k+"="+set[k])
	}
	return out
}

// scratchDirs are made in the scratch directory at New.
var scratchDirs = []string{"home", "tmp", "cache", "gocache", "cargo-target", "pycache", "npm", "yarn"}

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
