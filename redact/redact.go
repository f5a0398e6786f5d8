// Package redact removes secrets from text before anything leaves the
// machine: the transcript slices, diffs and file excerpts the judge sends
// to a model (DESIGN.md: judge), and every output of the judge's tools
// (judge/tools).
//
// Text replaces each secret with [REDACTED:<kind>] and counts them. It
// knows:
//   - the API-key shapes of the major providers (Anthropic, OpenAI, AWS
//     access key IDs, GitHub, GitLab, Slack, Google, Stripe, Hugging Face,
//     npm, SendGrid, Twilio, and a few more), by their documented prefixes;
//   - PEM private key blocks (RSA, EC, DSA, OPENSSH, PKCS#8, encrypted, PGP);
//   - JWTs: three base64url segments whose header decodes to JSON with "alg";
//   - basic-auth URLs (scheme://user:pass@host keeps the user);
//   - values after secret-like names: NAME=value and name: value, quoted or
//     not, in .env files, shell, YAML, JSON, headers and query strings. A
//     strong name (password, secret, *_KEY in capitals, ...) redacts any
//     real-looking value; a weak one (key, token, auth) only a high-entropy
//     one. Authorization: Bearer/Basic keeps the scheme.
//
// File also redacts every value of a file named .env* (but not the
// .env.example family's placeholders, which are not secrets).
//
// It is a scanner, not a list of regular expressions: one pass over the
// bytes that stops only where a secret can start (a word boundary on a
// prefix's first letter, ':', '=', "-----BEGIN", "Bearer "), so it runs at
// hundreds of MB/s on transcripts. What it keeps: git SHAs, UUIDs, lockfile
// hashes and ordinary base64 are not secrets unless a secret-like name sits
// right before them. Text is idempotent: redacting its output redacts
// nothing more (the placeholder is never itself matched).
package redact

import (
	"encoding/base64"
	"encoding/json"
	"math"
	"path"
	"strings"
)

// Text returns s with every secret it recognises replaced by
// [REDACTED:<kind>], and how many it replaced. s is returned as is (no
// copy) when it holds none.
func Text(s string) (string, int) {
	out, n := scan(s, nil)
	// A replacement can create a context the first pass did not see (a
	// name now followed by its value); repeat until nothing more matches.
	for k, pass := n, 0; k > 0 && pass < 4; pass++ {
		out, k = scan(out, nil)
		n += k
	}
	return out, n
}

// File is Text for the content of a file named name: in a file whose base
// name starts with ".env" every NAME=value line's value counts as a secret,
// whatever the name.
func File(name, content string) (string, int) {
	base := path.Base(strings.ReplaceAll(name, "\\", "/"))
	if !strings.HasPrefix(base, ".env") {
		return Text(content)
	}
	var b strings.Builder
	n := 0
	for line := range strings.Lines(content) {
		body := strings.TrimRight(line, "\r\n")
		eol := line[len(body):]
		if red, ok := envLine(body); ok {
			b.WriteString(red)
			n++
		} else {
			b.WriteString(body)
		}
		b.WriteString(eol)
	}
	out, k := Text(b.String())
	return out, n + k
}

// envLine redacts the value of one NAME=value line of a .env file.
func envLine(line string) (string, bool) {
	t := strings.TrimLeft(line, " \t")
	if t == "" || t[0] == '#' {
		return line, false
	}
	t = strings.TrimPrefix(t, "export ")
	eq := strings.IndexByte(t, '=')
	if eq <= 0 || !isIdent(strings.TrimSpace(t[:eq])) {
		return line, false
	}
	start := len(line) - len(t) + eq + 1
	vs, ve, _ := valueSpan(line, start)
	if ve <= vs || placeholder(line[vs:ve]) {
		return line, false
	}
	return line[:vs] + mark("env") + line[ve:], true
}

func mark(kind string) string { return "[REDACTED:" + kind + "]" }

const redactedPrefix = "[REDACTED"

// byte classes
var (
	alnum  [256]bool // A-Z a-z 0-9
	word   [256]bool // alnum and _
	tokenB [256]bool // A-Z a-z 0-9 _ -
	b64    [256]bool // base64 and base64url alphabets
	start  [256]bool // bytes at which the scan stops to look
)

func init() {
	for c := 0; c < 256; c++ {
		b := byte(c)
		alnum[c] = 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
		word[c] = alnum[c] || b == '_'
		tokenB[c] = word[c] || b == '-'
		b64[c] = tokenB[c] || b == '+' || b == '/' || b == '='
	}
	for _, p := range prefixes {
		start[p.prefix[0]] = true
	}
	start['B'], start['b'] = true, true
}

// scan is one pass of Text. onMatch, when set (by tests), sees each match
// before it is replaced.
func scan(s string, onMatch func(s string, from, to int, kind string)) (string, int) {
	var b *strings.Builder
	last := 0 // s[last:] not yet copied to b
	n := 0
	emit := func(from, to int, kind string) {
		if onMatch != nil {
			onMatch(s, from, to, kind)
		}
		if b == nil {
			b = &strings.Builder{}
			b.Grow(len(s))
		}
		b.WriteString(s[last:from])
		b.WriteString(mark(kind))
		last = to
		n++
	}
	i := 0
	for i < len(s) {
		c := s[i]
		var from, to int
		var kind string
		switch {
		case word[c]:
			// A word: a key can start here, or right after a JSON escape
			// at its head (\nsk-...). Then skip the rest of the word, where
			// none can start.
			if start[c] {
				from, to, kind = wordAt(s, i)
			}
			if kind == "" && (c == 'n' || c == 't' || c == 'r') && i > 0 && s[i-1] == '\\' && i+1 < len(s) && start[s[i+1]] {
				from, to, kind = wordAt(s, i+1)
			}
			if kind == "" {
				for i++; i < len(s) && word[s[i]]; i++ {
				}
				continue
			}
		case c == ':' || c == '=':
			from, to, kind = keyValue(s, i)
			if kind == "" && c == ':' {
				from, to, kind = urlPassword(s, i)
			}
		case c == '-' && strings.HasPrefix(s[i:], "-----BEGIN "):
			from, to, kind = pemBlock(s, i)
		}
		if kind == "" {
			i++
			continue
		}
		emit(from, to, kind)
		i = to
	}
	if b == nil {
		return s, 0
	}
	b.WriteString(s[last:])
	return b.String(), n
}

// wordAt matches a key or a "Bearer <credential>" at s[i], the start of a
// word.
func wordAt(s string, i int) (int, int, string) {
	if (s[i] == 'B' || s[i] == 'b') && (strings.HasPrefix(s[i:], "Bearer ") || strings.HasPrefix(s[i:], "bearer ")) {
		if from, to, kind := bearer(s, i+len("Bearer ")); kind != "" {
			return from, to, kind
		}
	}
	to, kind := tokenAt(s, i)
	return i, to, kind
}

// A prefix is a provider's documented key shape: a literal prefix, then a
// body of at least min bytes from the alphabet (exactly min when exact).
type prefix struct {
	prefix string
	kind   string
	alpha  *[256]bool
	min    int
	exact  bool
	// mixed asks for the body to mix digits and letters (for short,
	// generic prefixes such as "sk-").
	mixed bool
}

var hexB = func() *[256]bool {
	var t [256]bool
	for _, c := range "0123456789abcdefABCDEF" {
		t[c] = true
	}
	return &t
}()

var upperDigit = func() *[256]bool {
	var t [256]bool
	for _, c := range "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" {
		t[c] = true
	}
	return &t
}()

// prefixes: longest first within a first byte, as the first match wins.
var prefixes = []prefix{
	{"sk-ant-", "anthropic-key", &tokenB, 32, false, false},
	{"sk-proj-", "openai-key", &tokenB, 20, false, false},
	{"sk-svcacct-", "openai-key", &tokenB, 20, false, false},
	{"sk-admin-", "openai-key", &tokenB, 20, false, false},
	{"sk-or-v1-", "openrouter-key", hexB, 32, false, false},
	{"sk_live_", "stripe-key", &alnum, 16, false, false},
	{"sk_test_", "stripe-key", &alnum, 16, false, false},
	{"sk-", "openai-key", &tokenB, 32, false, true},
	{"rk_live_", "stripe-key", &alnum, 16, false, false},
	{"rk_test_", "stripe-key", &alnum, 16, false, false},
	{"whsec_", "stripe-key", &alnum, 24, false, false},
	{"AKIA", "aws-access-key", upperDigit, 16, true, false},
	{"ASIA", "aws-access-key", upperDigit, 16, true, false},
	{"ABIA", "aws-access-key", upperDigit, 16, true, false},
	{"ACCA", "aws-access-key", upperDigit, 16, true, false},
	{"AIza", "google-api-key", &tokenB, 35, true, false},
	{"ghp_", "github-token", &alnum, 36, false, false},
	{"gho_", "github-token", &alnum, 36, false, false},
	{"ghu_", "github-token", &alnum, 36, false, false},
	{"ghs_", "github-token", &alnum, 36, false, false},
	{"ghr_", "github-token", &alnum, 36, false, false},
	{"github_pat_", "github-token", &word, 22, false, false},
	{"glpat-", "gitlab-token", &tokenB, 20, false, false},
	{"gldt-", "gitlab-token", &tokenB, 20, false, false},
	{"glrt-", "gitlab-token", &tokenB, 20, false, false},
	{"gsk_", "groq-key", &alnum, 40, false, false},
	{"xoxb-", "slack-token", &tokenB, 10, false, false},
	{"xoxp-", "slack-token", &tokenB, 10, false, false},
	{"xoxa-", "slack-token", &tokenB, 10, false, false},
	{"xoxr-", "slack-token", &tokenB, 10, false, false},
	{"xoxs-", "slack-token", &tokenB, 10, false, false},
	{"xoxe-", "slack-token", &tokenB, 10, false, false},
	{"xapp-", "slack-token", &tokenB, 10, false, false},
	{"xai-", "xai-key", &alnum, 40, false, false},
	{"hf_", "huggingface-token", &alnum, 30, false, false},
	{"npm_", "npm-token", &alnum, 36, false, false},
	{"pypi-AgEIcHlwaS5vcmc", "pypi-token", &tokenB, 30, false, false},
	{"dop_v1_", "digitalocean-token", hexB, 64, false, false},
	{"shpat_", "shopify-token", hexB, 32, false, false},
	{"shpss_", "shopify-token", hexB, 32, false, false},
	{"SK", "twilio-key", hexB, 32, true, false},
	{"SG.", "sendgrid-key", nil, 0, false, false}, // checked by sendgrid
	{"eyJ", "jwt", nil, 0, false, false},          // checked by jwt
	{"https://hooks.slack.com/", "slack-webhook", nil, 0, false, false},
}

var byFirst = func() (t [256][]prefix) {
	for _, p := range prefixes {
		t[p.prefix[0]] = append(t[p.prefix[0]], p)
	}
	return t
}()

// tokenAt matches a provider key shape starting at s[i] (a word boundary)
// and returns its end and kind, or kind "".
func tokenAt(s string, i int) (int, string) {
	for _, p := range byFirst[s[i]] {
		if len(s)-i < len(p.prefix) || s[i+1] != p.prefix[1] || !strings.HasPrefix(s[i:], p.prefix) {
			continue
		}
		body := i + len(p.prefix)
		switch p.kind {
		case "jwt":
			if end := jwt(s, i); end > 0 {
				return end, p.kind
			}
			continue
		case "sendgrid-key":
			if end := sendgrid(s, body); end > 0 {
				return end, p.kind
			}
			continue
		case "slack-webhook":
			j := body
			for j < len(s) && (tokenB[s[j]] || s[j] == '/') {
				j++
			}
			if strings.HasPrefix(s[body:], "services/") && j-body > 30 {
				return j, p.kind
			}
			continue
		}
		j := body
		for j < len(s) && p.alpha[s[j]] {
			j++
		}
		if j-body < p.min || p.exact && j-body != p.min {
			continue
		}
		if j < len(s) && (word[s[j]] && !p.exact || alnum[s[j]]) {
			continue
		}
		if p.mixed && !mixedCase(s[body:j]) {
			continue
		}
		return j, p.kind
	}
	return 0, ""
}

// mixedCase: digits, lower and upper case letters all present, as in a
// random key and rarely in an identifier.
func mixedCase(v string) bool {
	var d, l, u bool
	for i := 0; i < len(v); i++ {
		c := v[i]
		d = d || '0' <= c && c <= '9'
		l = l || 'a' <= c && c <= 'z'
		u = u || 'A' <= c && c <= 'Z'
	}
	return d && l && u
}

// sendgrid: SG.<22>.<43>
func sendgrid(s string, j int) int {
	a := run(s, j, &tokenB)
	if a-j < 16 || a >= len(s) || s[a] != '.' {
		return 0
	}
	b := run(s, a+1, &tokenB)
	if b-a-1 < 30 {
		return 0
	}
	return b
}

func run(s string, j int, t *[256]bool) int {
	for j < len(s) && t[s[j]] {
		j++
	}
	return j
}

// jwt: header.payload.signature, base64url, the header JSON with "alg".
func jwt(s string, i int) int {
	h := run(s, i, &tokenB)
	if h >= len(s) || s[h] != '.' || h-i > 2048 {
		return 0
	}
	p := run(s, h+1, &tokenB)
	if p-h-1 < 4 || p >= len(s) || s[p] != '.' {
		return 0
	}
	sig := run(s, p+1, &tokenB)
	hdr, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(s[i:h], "="))
	if err != nil {
		return 0
	}
	var v map[string]any
	if json.Unmarshal(hdr, &v) != nil {
		return 0
	}
	if _, ok := v["alg"]; !ok {
		return 0
	}
	return sig
}

// pemBlock: "-----BEGIN <label>-----" ... "-----END <label>-----" where the
// label names a private key. Without the END line (a cut excerpt), up to
// where the base64 body stops.
func pemBlock(s string, i int) (int, int, string) {
	rest := s[i+len("-----BEGIN "):]
	e := strings.Index(rest[:min(len(rest), 64)], "-----")
	if e < 0 {
		return 0, 0, ""
	}
	label := rest[:e]
	if !strings.Contains(label, "PRIVATE KEY") {
		return 0, 0, ""
	}
	bodyStart := i + len("-----BEGIN ") + e + 5
	endMark := "-----END " + label + "-----"
	if k := strings.Index(s[bodyStart:], endMark); k >= 0 {
		return i, bodyStart + k + len(endMark), "private-key"
	}
	j := bodyStart
	for j < len(s) {
		c := s[j]
		switch {
		case b64[c] || c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == ':' || c == ',':
			j++
		case c == '\\' && j+1 < len(s) && (s[j+1] == 'n' || s[j+1] == 'r' || s[j+1] == 't'):
			j += 2
		default:
			return i, j, "private-key"
		}
	}
	return i, j, "private-key"
}

// bearer redacts the credential after "Bearer " (the scheme is kept).
func bearer(s string, j int) (int, int, string) {
	e := run(s, j, &b64)
	e = trimTokenEnd(s, j, e)
	v := s[j:e]
	if len(v) < 8 || placeholder(v) || !(entropy(v) >= 3 || mixedCase(v)) {
		return 0, 0, ""
	}
	return j, e, "bearer"
}

func trimTokenEnd(s string, j, e int) int {
	for e > j && (s[e-1] == '.' || s[e-1] == '-') {
		e--
	}
	return e
}

// urlPassword: at the ':' of "scheme://user:pass@host", the password.
func urlPassword(s string, i int) (int, int, string) {
	if !strings.HasPrefix(s[i:], "://") {
		return 0, 0, ""
	}
	k := i
	for k > 0 && (alnum[s[k-1]] || s[k-1] == '+' || s[k-1] == '.' || s[k-1] == '-') {
		k--
	}
	if i-k < 2 {
		return 0, 0, ""
	}
	a := i + 3
	j := a
	at, colon := -1, -1
	for j < len(s) {
		c := s[j]
		if c <= ' ' || c == '/' || c == '?' || c == '#' || c == '"' || c == '\'' || c == '\\' || c == '<' || c == '>' || c == '`' {
			break
		}
		if c == '@' {
			at = j
		}
		if c == ':' && colon < 0 {
			colon = j
		}
		j++
	}
	if at < 0 || colon < 0 || colon > at || colon+1 == at {
		return 0, 0, ""
	}
	pass := s[colon+1 : at]
	if placeholder(pass) {
		return 0, 0, ""
	}
	if end, kind := tokenAt(s, colon+1); kind != "" && end == at {
		return colon + 1, at, kind
	}
	return colon + 1, at, "url-password"
}

// keyValue: at a ':' or '=' after a secret-like name, its value.
func keyValue(s string, i int) (int, int, string) {
	c := s[i]
	vstart := i + 1
	if c == '=' {
		// ==, !=, <=, >=, =>, =~ are operators; := was seen at its ':'.
		if i+1 < len(s) && (s[i+1] == '=' || s[i+1] == '>' || s[i+1] == '~') {
			return 0, 0, ""
		}
		if i > 0 && (s[i-1] == '=' || s[i-1] == '!' || s[i-1] == '<' || s[i-1] == '>' || s[i-1] == ':') {
			return 0, 0, ""
		}
	} else {
		if i+1 < len(s) && s[i+1] == ':' || i > 0 && s[i-1] == ':' {
			return 0, 0, ""
		}
		if i+1 < len(s) && s[i+1] == '=' {
			vstart = i + 2
		}
		if strings.HasPrefix(s[i:], "://") {
			return 0, 0, ""
		}
	}
	_, class, env := nameBefore(s, i)
	if class == 0 {
		return 0, 0, ""
	}
	vs, ve, quoted := valueSpan(s, vstart)
	if ve <= vs {
		return 0, 0, ""
	}
	v := s[vs:ve]
	if placeholder(v) || envRef(v) {
		return 0, 0, ""
	}
	// A provider key shape names itself.
	if end, kind := tokenAt(s, vs); kind != "" && end <= ve {
		return vs, end, kind
	}
	if !quoted && !env && looksCode(s, vs, ve) {
		return 0, 0, ""
	}
	kind := "secret"
	switch class {
	case authName:
		// Authorization: Bearer x / Basic x: keep the scheme.
		if sp := strings.IndexByte(v, ' '); sp > 0 && sp < len(v)-1 {
			vs += sp + 1
			v = s[vs:ve]
		} else if !quoted && ve < len(s) && s[ve] == ' ' && identifier(v) {
			vs = ve + 1
			ve = bareEnd(s, vs)
			v = s[vs:ve]
		}
		if len(v) < 8 || !(entropy(v) >= 3 || mixedCase(v)) {
			return 0, 0, ""
		}
	case passName:
		kind = "password"
		// Quoted, or NAME=value: any value. Bare after a lower-case name
		// (YAML, flags, code): not a plain identifier.
		if !quoted && !env && (len(v) < 4 || identifier(v)) {
			return 0, 0, ""
		}
	case keyName:
		// NAME=value: any value; else it must look like a key, not a word.
		if !env && !keyLike(v) {
			return 0, 0, ""
		}
	case weakName:
		if !highEntropy(v) || uuid(v) {
			return 0, 0, ""
		}
	}
	if env {
		kind = "env"
	}
	return vs, ve, kind
}

// Classes of secret-like names.
const (
	weakName = 1 + iota // key, token, auth, *_key: only a high-entropy value counts
	keyName             // api_key, access_token, UPPER_CASE_KEY: a key-like value
	passName            // password, secret, passphrase: any real value
	authName            // Authorization: the credential after the scheme
)

// nameBefore reads the name that ends right before s[i] (a ':' or '='),
// through a closing quote, and classifies it (0: not secret-like). env
// reports shell/.env syntax: an upper-case NAME=value with no space
// around the '='.
func nameBefore(s string, i int) (name string, class int, env bool) {
	j := i
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	spaced := j < i
	quote := false
	if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
		j--
		quote = true
		if j > 0 && s[j-1] == '\\' {
			j--
		}
	}
	e := j
	for j > 0 && e-j < 64 && (word[s[j-1]] || s[j-1] == '-' || s[j-1] == '.') {
		j--
	}
	if e-j < 3 || e-j >= 64 {
		return "", 0, false
	}
	raw := s[j:e]
	if !secretSuffix(raw) {
		return "", 0, false
	}
	name = strings.ToLower(raw)
	upper := raw == strings.ToUpper(raw) && !quote
	env = upper && s[i] == '=' && !spaced && i+1 < len(s) && s[i+1] != ' '
	words := splitName(raw)
	if len(words) == 0 {
		return name, 0, false
	}
	last := words[len(words)-1]
	prev := ""
	if len(words) > 1 {
		prev = words[len(words)-2]
	}
	switch last {
	case "password", "passwd", "pwd", "passphrase", "secret", "credential", "credentials":
		return name, passName, env
	case "pass":
		if len(words) == 1 && !upper {
			return name, 0, false // "pass: true" in configs
		}
		return name, passName, env
	case "apikey", "secretkey", "privatekey", "accesskey", "accesstoken", "authtoken":
		return name, keyName, env
	case "key", "token", "auth", "pat":
		switch prev {
		case "api", "secret", "private", "access", "auth", "bearer", "refresh", "session", "client", "signing", "encryption", "master", "service", "account", "bot", "app", "personal":
			return name, keyName, env
		}
		if upper && len(words) > 1 {
			return name, keyName, env
		}
		return name, weakName, false
	case "authorization":
		return name, authName, false
	}
	return name, 0, false
}

// nameEnds are the lower-case endings of every secret-like name
// nameBefore knows; a cheap test before it splits the name into words.
var nameEnds = []string{"word", "swd", "pwd", "rase", "cret", "tial", "ials", "pass", "key", "oken", "auth", "pat", "tion"}

func secretSuffix(raw string) bool {
	switch raw[len(raw)-1] | 0x20 { // the last letter, lower-cased
	case 'd', 'e', 't', 'l', 's', 'y', 'n', 'h':
	default:
		return false
	}
	var buf [4]byte
	n := min(len(raw), 4)
	for k := 0; k < n; k++ {
		c := raw[len(raw)-n+k]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[k] = c
	}
	tail := string(buf[:n])
	for _, e := range nameEnds {
		if strings.HasSuffix(tail, e) {
			return true
		}
	}
	return false
}

// splitName splits an identifier into lower-case words at _ - . and
// camelCase humps: "awsSecretAccessKey" -> aws secret access key.
func splitName(s string) []string {
	var words []string
	cur := make([]byte, 0, len(s))
	flush := func() {
		if len(cur) > 0 {
			words = append(words, string(cur))
			cur = cur[:0]
		}
	}
	for k := 0; k < len(s); k++ {
		c := s[k]
		switch {
		case c == '_' || c == '-' || c == '.':
			flush()
		case 'A' <= c && c <= 'Z':
			if k > 0 && 'a' <= s[k-1] && s[k-1] <= 'z' {
				flush()
			}
			cur = append(cur, c+'a'-'A')
		default:
			cur = append(cur, c)
		}
	}
	flush()
	return words
}

// valueSpan reads the value starting at or after s[j] (spaces skipped):
// quoted (single, double, or JSON-escaped \"...\") up to its closing quote, or bare
// up to a space, a separator or a JSON escape.
func valueSpan(s string, j int) (vs, ve int, quoted bool) {
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j >= len(s) {
		return j, j, false
	}
	var closer string
	switch {
	case s[j] == '"' || s[j] == '\'':
		closer = s[j : j+1]
		j++
	case s[j] == '\\' && j+1 < len(s) && (s[j+1] == '"' || s[j+1] == '\''):
		closer = s[j : j+2]
		j += 2
	}
	if closer != "" {
		k := strings.Index(s[j:min(len(s), j+4096)], closer)
		if k < 0 {
			// unclosed: a bare value
			return j, bareEnd(s, j), false
		}
		// "\n" inside a quoted value ends it as far as we care: a value
		// that spans lines is not a key.
		if nl := strings.IndexAny(s[j:j+k], "\n"); nl >= 0 {
			k = nl
		}
		return j, j + k, true
	}
	return j, bareEnd(s, j), false
}

func bareEnd(s string, j int) int {
	k := j
	for k < len(s) && k-j < 4096 {
		c := s[k]
		if c <= ' ' || c == ',' || c == ';' || c == '&' || c == '"' || c == '\'' || c == '\\' || c == '`' || c == '(' || c == ')' || c == '{' || c == '}' || c == '[' || c == ']' || c == '<' || c == '>' || c == '|' {
			break
		}
		k++
	}
	return k
}

// placeholder: a value that stands for a secret but is none: empty,
// a variable reference, a template, a mask, a redaction.
func placeholder(v string) bool {
	if len(v) == 0 {
		return true
	}
	if strings.HasPrefix(v, redactedPrefix) || strings.Contains(v, "REDACTED") {
		return true
	}
	switch v[0] {
	case '$', '<', '{', '%', '[', '(', '*', '#':
		return true
	}
	if strings.Contains(v, "...") || strings.Contains(v, "…") {
		return true
	}
	same := true
	for k := 1; k < len(v); k++ {
		if v[k] != v[0] {
			same = false
			break
		}
	}
	if same {
		return true
	}
	switch strings.ToLower(v) {
	case "null", "nil", "none", "true", "false", "undefined", "string", "str", "bytes", "[]byte", "text", "required", "optional", "env", "secret", "password", "token", "changeme", "your-api-key", "your_api_key", "xxx", "todo", "example":
		return true
	}
	lv := strings.ToLower(v)
	return strings.HasPrefix(lv, "your") || strings.HasPrefix(lv, "os.getenv") || strings.HasPrefix(lv, "process.env")
}

// looksCode: the bare value is an expression, not a literal: an identifier
// path (opts.Password, self.token), a call, or a type.
func looksCode(s string, vs, ve int) bool {
	v := s[vs:ve]
	if ve < len(s) && (s[ve] == '(' || s[ve] == '[' || s[ve] == ')') {
		return true
	}
	if strings.HasSuffix(v, "(") {
		return true
	}
	dot := false
	for k := 0; k < len(v); k++ {
		c := v[k]
		if c == '.' {
			dot = true
			continue
		}
		if !word[c] {
			return false
		}
	}
	if dot && !(v[0] >= '0' && v[0] <= '9') {
		return true
	}
	return false
}

// identifier: letters and underscores only, as a variable's name is and a
// password rarely.
func identifier(v string) bool {
	for k := 0; k < len(v); k++ {
		c := v[k]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_') {
			return false
		}
	}
	return true
}

// envRef: an environment variable's name (OPENAI_API_KEY) given where the
// key would go, which says where the key is, not what it is.
func envRef(v string) bool {
	under := false
	for k := 0; k < len(v); k++ {
		c := v[k]
		switch {
		case c == '_':
			under = true
		case 'A' <= c && c <= 'Z' || '0' <= c && c <= '9':
		default:
			return false
		}
	}
	return under
}

// keyLike: at least 8 bytes, with a digit or both cases, not words
// joined by '-' or '_' ("proxy-handled", "test-key").
func keyLike(v string) bool {
	if len(v) < 8 || strings.ContainsAny(v, " \t") {
		return false
	}
	var d, l, u bool
	for k := 0; k < len(v); k++ {
		c := v[k]
		d = d || '0' <= c && c <= '9'
		l = l || 'a' <= c && c <= 'z'
		u = u || 'A' <= c && c <= 'Z'
	}
	return d || l && u && !identifier(v)
}

// uuid: 8-4-4-4-12 hex, an identifier more often than a secret.
func uuid(v string) bool {
	if len(v) != 36 {
		return false
	}
	for k := 0; k < 36; k++ {
		if k == 8 || k == 13 || k == 18 || k == 23 {
			if v[k] != '-' {
				return false
			}
		} else if !hexB[v[k]] {
			return false
		}
	}
	return true
}

// highEntropy: long enough, from a key-like alphabet, and random-looking.
func highEntropy(v string) bool {
	if len(v) < 16 || len(v) > 1024 {
		return false
	}
	for k := 0; k < len(v); k++ {
		if !b64[v[k]] && v[k] != '.' && v[k] != '~' {
			return false
		}
	}
	return entropy(v) >= 3.5 && strings.ContainsAny(v, "0123456789") && !identifierPath(v)
}

// identifierPath: dotted identifiers (env.CODEMIE_JWT_TOKEN).
func identifierPath(v string) bool {
	if !strings.Contains(v, ".") {
		return false
	}
	for _, p := range strings.Split(v, ".") {
		if p == "" || p[0] >= '0' && p[0] <= '9' {
			return false
		}
		for k := 0; k < len(p); k++ {
			if !word[p[k]] {
				return false
			}
		}
	}
	return true
}

// entropy is the Shannon entropy of v's bytes, in bits per byte.
func entropy(v string) float64 {
	if v == "" {
		return 0
	}
	var counts [256]int
	for k := 0; k < len(v); k++ {
		counts[v[k]]++
	}
	h := 0.0
	n := float64(len(v))
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for k := 0; k < len(s); k++ {
		if !word[s[k]] && s[k] != '.' && s[k] != '-' {
			return false
		}
	}
	return true
}
