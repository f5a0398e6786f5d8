package claims

import "strings"

// taskClass reads a task runner's command by the name of the task it
// runs: `mise run lint`, `just test`, `task build`, `make typecheck`,
// `turbo run test`, `nx run server:typecheck`, `nx run-many -t lint`.
// Projects name their tasks after what they check, as they do package
// scripts.
func taskClass(f []string) (Kind, string, bool) {
	if len(f) < 2 {
		return "", "", false
	}
	arg := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	w := f[0]
	if (w == "npx" || w == "bunx" || w == "pnpx") && (arg(1) == "nx" || arg(1) == "turbo") {
		f, w = f[1:], f[1]
	}
	var name string
	switch w {
	case "mise", "turbo":
		if arg(1) == "run" {
			name = arg(2)
		} else if w == "turbo" {
			name = arg(1)
		}
	case "just", "make", "rake", "invoke", "nox", "poe", "hatch":
		for _, a := range f[1:] {
			if !strings.HasPrefix(a, "-") {
				name = a
				break
			}
		}
	case "nx":
		switch arg(1) {
		case "run":
			name = arg(2)
		case "run-many", "affected":
			for i := 2; i < len(f); i++ {
				if f[i] == "-t" || f[i] == "--target" || f[i] == "--targets" {
					name = arg(i + 1)
				} else if v, ok := strings.CutPrefix(f[i], "--target="); ok {
					name = v
				}
			}
		default:
			name = arg(1) // nx test server, nx lint web
		}
	default:
		return "", "", false
	}
	if i := strings.LastIndexByte(name, ':'); i >= 0 && (w == "nx" || strings.Contains(name[:i], "/") || !taskWord(name[:i])) {
		name = name[i+1:] // nx's project:target
	}
	base, _, _ := strings.Cut(strings.ToLower(name), ":")
	switch {
	case base == "typecheck" || base == "type-check" || base == "types" || base == "tsc" || base == "check-types":
		return LintClean, "typecheck", true
	case base == "lint" || strings.HasPrefix(base, "lint-") || base == "vet" || base == "clippy" || base == "fmt-check" || base == "format-check":
		return LintClean, "lint", true
	case base == "test" || base == "tests" || strings.HasPrefix(base, "test-") || base == "unit" || base == "e2e" || base == "integration" || base == "spec":
		return TestsPass, "", true
	case base == "build" || strings.HasPrefix(base, "build-") || base == "compile":
		return BuildOK, w, true
	}
	return "", "", false
}

// taskWord reports whether s, the part of a task name before a colon, is
// a check's own name ("test:integration", "lint:fix") rather than a
// project ("server:typecheck").
func taskWord(s string) bool {
	switch strings.ToLower(s) {
	case "test", "tests", "lint", "build", "typecheck", "type-check", "check", "fmt", "format":
		return true
	}
	return false
}
