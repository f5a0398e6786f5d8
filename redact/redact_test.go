package redact

import (
	"encoding/base64"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fake builds a value of n bytes from alphabet, deterministic per seed: the
// documented shape of a key without a real key in the repository (where
// secret scanners would flag it).
func fake(alphabet string, n int, seed uint64) string {
	r := rand.New(rand.NewPCG(seed, 7))
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

const (
	alnumChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	urlChars   = alnumChars + "-_"
	upperChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	hexChars   = "0123456789abcdef"
	b64Chars   = alnumChars + "+/"
)

func jwtOf(header, payload string) string {
	enc := base64.RawURLEncoding.EncodeToString
	return enc([]byte(header)) + "." + enc([]byte(payload)) + "." + fake(urlChars, 43, 99)
}

// secretCases: each holds one secret (the value that must go) in a
// realistic context, and the kind it must be reported as.
func secretCases() []struct{ name, text, secret, kind string } {
	anth := "sk-ant-api03-" + fake(urlChars, 93, 1) + "AA"
	oaiProj := "sk-proj-" + fake(urlChars, 156, 2)
	oaiLegacy := "sk-" + fake(alnumChars, 20, 3) + "T3BlbkFJ" + fake(alnumChars, 20, 4)
	awsID := "AKIA" + fake(upperChars, 16, 5)
	awsSecret := fake(b64Chars, 40, 6)
	ghp := "ghp_" + fake(alnumChars, 36, 7)
	ghpat := "github_pat_" + fake(alnumChars, 22, 8) + "_" + fake(alnumChars, 59, 9)
	glpat := "glpat-" + fake(urlChars, 20, 10)
	slack := "xoxb-" + fake("0123456789", 12, 11) + "-" + fake("0123456789", 13, 12) + "-" + fake(alnumChars, 24, 13)
	google := "AIza" + fake(urlChars, 35, 14)
	stripe := "sk_live_" + fake(alnumChars, 99, 15)
	rk := "rk_live_" + fake(alnumChars, 24, 16)
	hf := "hf_" + fake(alnumChars, 34, 17)
	npm := "npm_" + fake(alnumChars, 36, 18)
	sg := "SG." + fake(urlChars, 22, 19) + "." + fake(urlChars, 43, 20)
	twilio := "SK" + fake(hexChars, 32, 21)
	jwt := jwtOf(`{"alg":"HS256","typ":"JWT"}`, `{"sub":"1234567890","name":"Jane","iat":1516239022}`)
	rsa := "-----BEGIN RSA PRIVATE KEY-----\n" + fake(b64Chars, 64, 22) + "\n" + fake(b64Chars, 64, 23) + "\n-----END RSA PRIVATE KEY-----"
	ossh := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + fake(b64Chars, 70, 24) + "\n-----END OPENSSH PRIVATE KEY-----"
	ec := "-----BEGIN EC PRIVATE KEY-----\n" + fake(b64Chars, 64, 25) + "\n-----END EC PRIVATE KEY-----"
	pgp := "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + fake(b64Chars, 64, 26) + "\n=" + fake(b64Chars, 4, 27) + "\n-----END PGP PRIVATE KEY BLOCK-----"
	pkcs8JSON := `-----BEGIN PRIVATE KEY-----\n` + fake(b64Chars, 64, 28) + `\n` + fake(b64Chars, 20, 29) + `\n-----END PRIVATE KEY-----\n`
	bearerTok := fake(urlChars, 40, 30)
	hexTok := fake(hexChars, 40, 31)
	return []struct{ name, text, secret, kind string }{
		{"anthropic env", "export ANTHROPIC_API_KEY=" + anth + "\n", anth, "anthropic-key"},
		{"anthropic in prose", "use the key " + anth + " for now", anth, "anthropic-key"},
		{"openai project", `client = OpenAI(api_key="` + oaiProj + `")`, oaiProj, "openai-key"},
		{"openai legacy", "OPENAI_API_KEY: " + oaiLegacy, oaiLegacy, "openai-key"},
		{"aws access key id", "aws_access_key_id = " + awsID, awsID, "aws-access-key"},
		{"aws documented example", "AKIAIOSFODNN7EXAMPLE is AWS's sample", "AKIAIOSFODNN7EXAMPLE", "aws-access-key"},
		{"aws secret ini", "[default]\naws_secret_access_key = " + awsSecret + "\n", awsSecret, "secret"},
		{"aws secret env", "AWS_SECRET_ACCESS_KEY=" + awsSecret, awsSecret, "env"},
		{"github classic", "git clone https://x-access-token:" + ghp + "@github.com/o/r", ghp, "github-token"},
		{"github fine-grained", `{"token": "` + ghpat + `"}`, ghpat, "github-token"},
		{"gitlab", "GITLAB_TOKEN: " + glpat, glpat, "gitlab-token"},
		{"slack", "SLACK_BOT_TOKEN=" + slack, slack, "slack-token"},
		{"google", `<meta key="` + google + `">`, google, "google-api-key"},
		{"stripe live", "Stripe::api_key = '" + stripe + "'", stripe, "stripe-key"},
		{"stripe restricted", rk, rk, "stripe-key"},
		{"hugging face", "huggingface-cli login --token " + hf, hf, "huggingface-token"},
		{"npm", "//registry.npmjs.org/:_authToken=" + npm, npm, "npm-token"},
		{"sendgrid", "SENDGRID=" + sg, sg, "sendgrid-key"},
		{"twilio api key", "sid " + twilio, twilio, "twilio-key"},
		{"jwt bare", "cookie: session=" + jwt + "; Path=/", jwt, "jwt"},
		{"jwt in json escape", `{"text":"got\n` + jwt + `\n"}`, jwt, "jwt"},
		{"rsa pem", "key:\n" + rsa + "\nend", rsa, "private-key"},
		{"openssh pem", ossh, ossh, "private-key"},
		{"ec pem", ec, ec, "private-key"},
		{"pgp", pgp, pgp, "private-key"},
		{"pem inside json string", `{"content":"` + pkcs8JSON + `"}`, strings.TrimSuffix(pkcs8JSON, `\n`), "private-key"},
		{"basic auth url", "DATABASE_URL is postgres://app:s3cr3t-Pa55@db.internal:5432/app", "s3cr3t-Pa55", "url-password"},
		{"basic auth https", "curl https://alice:hunter2@example.com/x", "hunter2", "url-password"},
		{"password env", "DB_PASSWORD=correct-horse-battery", "correct-horse-battery", "env"},
		{"password yaml", "database:\n  password: Tr0ub4dor&3\n", "Tr0ub4dor&3", "password"},
		{"password json", `{"user":"bob","password":"letmein"}`, "letmein", "password"},
		{"password json escaped", `{"input":"{\"password\": \"letmein99\"}"}`, "letmein99", "password"},
		{"client secret", `client_secret: "` + fake(alnumChars, 32, 32) + `"`, fake(alnumChars, 32, 32), "password"},
		{"api_key json", `"api_key": "` + hexTok + `"`, hexTok, "secret"},
		{"token yaml", "token: " + bearerTok, bearerTok, "secret"},
		{"bearer header", "curl -H 'Authorization: Bearer " + bearerTok + "' https://api", bearerTok, "secret"},
		{"basic header", `"Authorization": "Basic ` + base64.StdEncoding.EncodeToString([]byte("alice:"+hexTok)) + `"`, base64.StdEncoding.EncodeToString([]byte("alice:" + hexTok)), "secret"},
		{"bearer alone", "sent Bearer " + bearerTok + " to the server", bearerTok, "bearer"},
		{"query string", "GET /v1/items?access_token=" + hexTok + "&page=2", hexTok, "secret"},
		{"camel case", `const apiKey = "` + fake(alnumChars, 24, 33) + `";`, fake(alnumChars, 24, 33), "secret"},
	}
}

func TestTextRedactsSecrets(t *testing.T) {
	t.Parallel()
	for _, tc := range secretCases() {
		t.Run(tc.name, func(t *testing.T) {
			out, n := Text(tc.text)
			if strings.Contains(out, tc.secret) {
				t.Fatalf("secret survived:\n in: %q\nout: %q", tc.text, out)
			}
			if n < 1 {
				t.Fatalf("n = %d, want ≥ 1; out %q", n, out)
			}
			if want := "[REDACTED:" + tc.kind + "]"; !strings.Contains(out, want) {
				t.Errorf("out %q lacks %s", out, want)
			}
			again, m := Text(out)
			if m != 0 || again != out {
				t.Errorf("not idempotent: second pass redacted %d: %q", m, again)
			}
		})
	}
}

// Context the redaction must keep: the user of a URL, the header scheme,
// the variable name.
func TestTextKeepsContext(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"postgres://app:s3cr3t-Pa55@db:5432/x", "postgres://app:[REDACTED:url-password]@db:5432/x"},
		{"Authorization: Bearer abcdefghij0123456789XYZ", "Authorization: Bearer [REDACTED:secret]"},
		{"DB_PASSWORD=hunter22\nDEBUG=1", "DB_PASSWORD=[REDACTED:env]\nDEBUG=1"},
		{`{"password":"letmein","user":"bob"}`, `{"password":"[REDACTED:password]","user":"bob"}`},
	} {
		if got, _ := Text(tc.in); got != tc.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
}

// Not secrets: they must come out unchanged.
func TestTextKeepsNonSecrets(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"commit 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b\nAuthor: A <a@b.c>",
		"id 123e4567-e89b-12d3-a456-426614174000 done",
		`"prompt_cache_key": "01a20550-1602-7821-bf06-bfa7a27e2483"`,
		`"integrity": "sha512-` + base64.StdEncoding.EncodeToString([]byte(strings.Repeat("lockfile hash bytes ", 3))) + `"`,
		"h1:" + base64.StdEncoding.EncodeToString([]byte("go.sum hash of a module, 32 b")) + "=",
		base64.StdEncoding.EncodeToString([]byte("ordinary text, encoded in base64 for transport")),
		"const STORAGE_KEY = 'todos';",
		`apiKey: "OPENAI_API_KEY",`,
		"this.client = new MailerLite({ api_key: apiKey });",
		"result.apiKey = args[++i];",
		"jwtToken: env.CODEMIE_JWT_TOKEN || undefined,",
		"password: string;",
		"password = os.Getenv(\"DB_PASSWORD\")",
		`"password": "${DB_PASSWORD}"`,
		"GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}",
		"API_KEY=",
		`"max_tokens": 1024, "input_tokens": 33, "key": "Enter"`,
		"https://github.com/vouchdev/vouch/blob/main/README.md",
		"ssh://git@github.com/o/r.git",
		"if a == b && c != d { x := y }",
		"the skeleton sk-learn scikit task-runner",
		"-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----",
		"[REDACTED:password] and [REDACTED:jwt]",
	} {
		if out, n := Text(in); n != 0 || out != in {
			t.Errorf("Text(%q) redacted %d:\n%q", in, n, out)
		}
	}
}

func TestFileEnv(t *testing.T) {
	t.Parallel()
	in := "# comment\nexport HOST=db.internal\nPORT=5432\nNAME=\"app\"\nEMPTY=\nREF=${OTHER}\n\nnot an assignment\n"
	want := "# comment\nexport HOST=[REDACTED:env]\nPORT=[REDACTED:env]\nNAME=\"[REDACTED:env]\"\nEMPTY=\nREF=${OTHER}\n\nnot an assignment\n"
	for _, name := range []string{".env", "app/.env.local", `C:\w\.env.production`} {
		got, n := File(name, in)
		if got != want || n != 3 {
			t.Errorf("File(%s) = %d\n%q\nwant 3\n%q", name, n, got, want)
		}
	}
	// Another file: only what Text finds.
	if got, n := File("config.txt", in); n != 0 || got != in {
		t.Errorf("File(config.txt) redacted %d: %q", n, got)
	}
}

// TestTranscriptsFalsePositives runs Text over the repository's transcript
// corpus and checks every redaction is one of the few known secret-looking
// values those sessions hold (all test keys an agent wrote into a .env or a
// command). A new redaction is either a false positive to fix or a secret to
// add here, with a reason.
func TestTranscriptsFalsePositives(t *testing.T) {
	t.Parallel()
	want := map[string]bool{
		`"sk-ant-api03-test123\"`: true, // API_KEY=\"...\" echoed into a test file
		`dev-123`:                 true, // CALC_API_TOKEN=dev-123 > .env, three times
	}
	var files, size, total int
	var got []string
	root := filepath.Join("..", "testdata", "transcripts")
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".jsonl") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files++
		size += len(b)
		spans := matches(string(b))
		total += len(spans)
		for _, s := range spans {
			got = append(got, s)
			if !want[s] {
				t.Errorf("%s: unexpected redaction of %q", p, s)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 40 || size < 1<<20 {
		t.Fatalf("corpus too small: %d files, %d bytes", files, size)
	}
	t.Logf("%d transcripts, %d bytes: %d redactions %q", files, size, total, got)
}

// matches returns the values the first pass of Text would replace.
func matches(s string) []string {
	var out []string
	scan(s, func(s string, from, to int, _ string) { out = append(out, s[from:to]) })
	return out
}

var placeholderRE = regexp.MustCompile(`\[REDACTED:[a-z-]+\]`)

func FuzzText(f *testing.F) {
	for _, tc := range secretCases() {
		f.Add(tc.text, tc.secret)
	}
	f.Add("a=b c:d", "x")
	f.Add("https://u:p@h", "p")
	f.Add(`{"password":"\"x"}`, "")
	f.Fuzz(func(t *testing.T, s, secret string) {
		out, n := Text(s)
		again, m := Text(out)
		if m != 0 || again != out {
			t.Fatalf("not idempotent: %q -> %q (n=%d) -> %q (m=%d)", s, out, n, again, m)
		}
		if n == 0 && out != s {
			t.Fatalf("changed without a count: %q -> %q", s, out)
		}
		if got := len(placeholderRE.FindAllString(out, -1)) - len(placeholderRE.FindAllString(s, -1)); n > 0 && got <= 0 {
			t.Fatalf("n=%d but no placeholder added: %q -> %q", n, s, out)
		}
		// A key of a documented shape built from the fuzz input, set
		// between separators in the text, never survives.
		key := "ghp_" + fake(alnumChars, 36, uint64(len(secret))+uint64(hash(secret)))
		text := s + " " + key + " " + secret
		if out, _ := Text(text); strings.Contains(out, key) {
			t.Fatalf("key survived in %q -> %q", text, out)
		}
	})
}

func hash(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h
}

// BenchmarkText measures throughput on the repository's transcripts
// (MB/s in the output).
func BenchmarkText(b *testing.B) {
	var corpus strings.Builder
	filepath.WalkDir(filepath.Join("..", "testdata", "transcripts"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".jsonl") {
			data, _ := os.ReadFile(p)
			corpus.Write(data)
		}
		return nil
	})
	s := corpus.String()
	if len(s) == 0 {
		b.Fatal("no transcripts under ../testdata/transcripts")
	}
	b.SetBytes(int64(len(s)))
	// On a shared machine wall time says little: also report throughput
	// per second of this thread's CPU time.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := threadCPU()
	for b.Loop() {
		Text(s)
	}
	if cpu := threadCPU() - before; cpu > 0 {
		b.ReportMetric(float64(len(s))*float64(b.N)/cpu.Seconds()/1e6, "cpu-MB/s")
	}
}

func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
