package install

import (
	"fmt"
	"regexp"
	"strings"
)

// TrustLines are the lines of ~/.codex/config.toml that make Codex trust
// the project at dir (absolute); Codex reads a project's .codex/hooks.json
// only for a trusted project.
func TrustLines(dir string) string {
	return fmt.Sprintf("[projects.%s]\ntrust_level = \"trusted\"\n", tomlString(dir))
}

func tomlString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`)
	return `"` + r.Replace(s) + `"`
}

var (
	tomlHeader = regexp.MustCompile(`^\s*\[\s*projects\s*\.\s*("(?:[^"\\]|\\.)*"|'[^']*')\s*\]\s*(?:#.*)?$`)
	anyHeader  = regexp.MustCompile(`^\s*\[`)
	trustLine  = regexp.MustCompile(`^\s*trust_level\s*=\s*(.*?)\s*(?:#.*)?$`)
)

// unquoteTOML undoes tomlString (and takes 'literal' strings as they are).
func unquoteTOML(q string) string {
	if strings.HasPrefix(q, "'") {
		return strings.Trim(q, "'")
	}
	r := strings.NewReplacer(`\\`, `\`, `\"`, `"`, `\n`, "\n", `\t`, "\t")
	return r.Replace(q[1 : len(q)-1])
}

// Trust returns config (the text of ~/.codex/config.toml, possibly empty)
// with the project at dir trusted: an existing [projects."dir"] table gets
// trust_level = "trusted" (set or replaced), otherwise TrustLines are
// appended. changed is false when dir was already trusted. It refuses a
// file that names dir in a form it does not edit (e.g. an inline table),
// rather than write a duplicate table Codex would reject.
func Trust(name string, config []byte, dir string) (out []byte, changed bool, err error) {
	text := string(config)
	lines := strings.SplitAfter(text, "\n")
	for i, l := range lines {
		m := tomlHeader.FindStringSubmatch(strings.TrimRight(l, "\r\n"))
		if m == nil || unquoteTOML(m[1]) != dir {
			continue
		}
		// Inside our table: find trust_level before the next header.
		for j := i + 1; j < len(lines); j++ {
			if anyHeader.MatchString(lines[j]) {
				break
			}
			if tm := trustLine.FindStringSubmatch(strings.TrimRight(lines[j], "\r\n")); tm != nil {
				if tm[1] == `"trusted"` || tm[1] == `'trusted'` {
					return config, false, nil
				}
				lines[j] = "trust_level = \"trusted\"\n"
				return []byte(strings.Join(lines, "")), true, nil
			}
		}
		head := lines[: i+1 : i+1]
		if !strings.HasSuffix(lines[i], "\n") {
			head = append(head[:i:i], lines[i]+"\n")
		}
		rest := append([]string{"trust_level = \"trusted\"\n"}, lines[i+1:]...)
		return []byte(strings.Join(append(head, rest...), "")), true, nil
	}
	if strings.Contains(text, tomlString(dir)) || strings.Contains(text, "'"+dir+"'") {
		return nil, false, fmt.Errorf("%s names %s in a form vouch does not edit; add trust_level = \"trusted\" to its projects entry by hand", name, dir)
	}
	var b strings.Builder
	b.WriteString(text)
	if text != "" && !strings.HasSuffix(text, "\n") {
		b.WriteString("\n")
	}
	if text != "" {
		b.WriteString("\n")
	}
	b.WriteString(TrustLines(dir))
	return []byte(b.String()), true, nil
}

// PlanTrust reads Codex's config.toml at path and plans trusting dir.
func PlanTrust(path, dir string) (*Edit, error) {
	old, existed, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	out, _, err := Trust(path, old, dir)
	if err != nil {
		return nil, err
	}
	return &Edit{Path: path, Old: old, Existed: existed, New: out}, nil
}
