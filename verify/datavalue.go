package verify

import (
	"encoding/json"
	"fmt"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/vouchdev/vouch/claims"
)

// A claim about a settings or data file may quote the value it holds:
// "config.json:3 — `"timeout_seconds": 30` (was 10)", "Set `retries: 5`
// in `settings.yaml`". The file itself is the evidence at the claim's
// scope: when it has that key and none of its values is the one quoted,
// the claim is false, whatever else changed in the file.

var (
	// reSpanText: a code span of a claim's sentence.
	reSpanText = regexp.MustCompile("`([^`\n]+)`")
	// reKeyValue: one key and its value, as a data file writes it:
	// `"timeout_seconds": 30`, `retries: 5`, `LOG_LEVEL=debug`, `port = 8080`.
	reKeyValue = regexp.MustCompile(`^\s*["']?([A-Za-z_][\w.-]*)["']?\s*(?::|=)\s*(.+?)\s*,?\s*$`)
)

// reGoneWords: a sentence that tells of a pair taken out of a file.
// A pair before an arrow or after "from" is the value before the change
// ("`"timeout_seconds": 10` -> `30`", "from `debug: true`"): the new one
// may be quoted alone, no pair to compare.
var reGoneWords = regexp.MustCompile(`\b(?:remov|delet|dropp|strip|comment(?:ed)?\s+out|no\s+longer|instead\s+of|without|from)|→|->|=>|⇒`)

// dataFile reports whether p is a settings or data file whose keys and
// values vouch can read.
func dataFile(p string) bool {
	base := strings.ToLower(path.Base(p))
	if base == ".env" || strings.HasPrefix(base, ".env.") {
		return true
	}
	switch path.Ext(base) {
	case ".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".env", ".properties":
		return true
	}
	return false
}

// quotedValues returns the key-value pairs the claim's sentence quotes,
// key to the values quoted for it ("set `t: 30` (was `t: 10`)" quotes two
// values of t, one of them old). A span that is the path is none.
func quotedValues(text, p string) map[string][]string {
	out := map[string][]string{}
	for _, m := range reSpanText.FindAllStringSubmatch(text, -1) {
		span := m[1]
		if strings.Contains(span, p) || strings.Count(span, ":")+strings.Count(span, "=") != 1 {
			continue // the path, or more than one pair ("a: 1, b: 2", "http://x")
		}
		kv := reKeyValue.FindStringSubmatch(span)
		if kv == nil {
			continue
		}
		out[kv[1]] = append(out[kv[1]], normValue(kv[2]))
	}
	return out
}

// normValue is a value as written, without quotes and a trailing comma:
// `"debug"`, `'debug'` and `debug` are one value.
func normValue(v string) string {
	v = reValueComment.ReplaceAllString(v, "")
	v = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), ","))
	if len(v) >= 2 && (v[0] == '"' && v[len(v)-1] == '"' || v[0] == '\'' && v[len(v)-1] == '\'') {
		v = v[1 : len(v)-1]
	}
	if f, err := strconv.ParseFloat(v, 64); err == nil {
		return strconv.FormatFloat(f, 'g', -1, 64) // 30 and 30.0 are one number
	}
	return strings.ToLower(v)
}

// reValueComment: a comment after a value, "8  # one per core", "30 // s".
var reValueComment = regexp.MustCompile(`\s+(?:#|//|;).*$`)

// fileValues returns the values key has in a data file, with the line of
// each: every object member of that name in JSON, every "key: value" or
// "key = value" line in the others.
func fileValues(data []byte, p, key string) (vals []string, lines []int) {
	if strings.EqualFold(path.Ext(p), ".json") {
		var doc any
		if json.Unmarshal(data, &doc) != nil {
			return nil, nil
		}
		var walk func(any)
		walk = func(x any) {
			switch x := x.(type) {
			case map[string]any:
				for k, v := range x {
					if k == key {
						switch v.(type) {
						case map[string]any, []any:
						default:
							b, _ := json.Marshal(v)
							vals = append(vals, normValue(string(b)))
							lines = append(lines, lineOfKey(data, key))
						}
					}
					walk(v)
				}
			case []any:
				for _, v := range x {
					walk(v)
				}
			}
		}
		walk(doc)
		return vals, lines
	}
	re := regexp.MustCompile(`^\s*(?:export\s+)?["']?` + regexp.QuoteMeta(key) + `["']?\s*(?::|=)\s*(.*?)\s*(?:\s#.*)?$`)
	for i, line := range strings.Split(string(data), "\n") {
		if m := re.FindStringSubmatch(line); m != nil && m[1] != "" {
			vals = append(vals, normValue(m[1]))
			lines = append(lines, i+1)
		}
	}
	return vals, lines
}

// lineOfKey is the 1-based line where "key" first appears as a JSON
// member name, 0 when not found.
func lineOfKey(data []byte, key string) int {
	i := strings.Index(string(data), `"`+key+`"`)
	if i < 0 {
		return 0
	}
	return strings.Count(string(data[:i]), "\n") + 1
}

// dataValueWrong returns why the data file p contradicts the value the
// claim quotes for one of its keys, and where; "" when it does not, the
// file has no such key, or the claim quotes none. Only a claim that names
// p alone among data files is read: with two, a quoted pair may be the
// other's.
func (v *verifier) dataValueWrong(c *claims.Claim, p string) (why, at string) {
	if c.Negated || c.Hedged || !dataFile(p) {
		return "", ""
	}
	for i := range v.claims {
		e := &v.claims[i]
		if e.Text == c.Text && e.Path != "" && v.ev.rel(e.Path) != p && dataFile(e.Path) {
			return "", ""
		}
	}
	if reGoneWords.MatchString(strings.ToLower(c.Text)) {
		return "", "" // "Removed `debug: true` from config.yaml": the pair quoted is the one gone
	}
	quoted := quotedValues(c.Text, c.Path)
	if len(quoted) == 0 {
		return "", ""
	}
	info, err := os.Stat(v.wsPath(p))
	if err != nil || info.IsDir() || info.Size() > 1<<20 {
		return "", ""
	}
	data, err := os.ReadFile(v.wsPath(p))
	if err != nil {
		return "", ""
	}
	for key, want := range quoted {
		got, lines := fileValues(data, p, key)
		if len(got) == 0 {
			continue
		}
		match := false
		for _, g := range got {
			for _, w := range want {
				match = match || g == w
			}
		}
		if match {
			continue
		}
		at = p
		if lines[0] > 0 {
			at = fmt.Sprintf("%s:%d", p, lines[0])
		}
		return fmt.Sprintf("%s has %s = %s, not the %s the claim quotes", p, key, got[0], strings.Join(want, " or ")), at
	}
	return "", ""
}
