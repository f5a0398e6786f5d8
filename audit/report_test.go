package audit

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"image"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// auditCorpus is the scripted audit of the corpus, made once for the
// report tests (which only read it).
func auditCorpus(t *testing.T) *Result {
	t.Helper()
	res, err := corpusOnce()
	if err != nil {
		t.Fatal(err)
	}
	return res
}

var corpusOnce = sync.OnceValues(func() (*Result, error) {
	judge, _ := scriptedJudge()
	refs, err := readCorpus()
	if err != nil {
		return nil, err
	}
	vers, probs := Discover(DefaultRoots("testdata/project"))
	if len(probs) > 0 {
		return nil, probs[0]
	}
	res, err := Run(context.Background(), refs, vers, &Options{Provider: judge})
	if err != nil {
		return nil, err
	}
	res.Sort()
	res.Stats.DurationMS = 0
	for i := range res.Verifiers {
		res.Verifiers[i].Path = filepath.Base(res.Verifiers[i].Path)
	}
	return res, nil
})

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	p := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(p, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (rerun with -update and review)", p)
		diffLines(t, string(want), string(got))
	}
}

func TestReportFormats(t *testing.T) {
	t.Parallel()
	res := auditCorpus(t)
	ag := Summarize(res, 5)
	if ag.Sessions != len(res.Sessions) || len(ag.Instructions) != len(res.Verifiers) {
		t.Fatalf("aggregate of %d sessions, %d instructions", ag.Sessions, len(ag.Instructions))
	}
	// the counts add up to the items of every session
	total := 0
	for _, is := range ag.Instructions {
		c := is.Counts
		total += c.Pass + c.Fail + c.NotRelevant + c.Error
		sum := 0
		for _, it := range is.Items {
			sum += it.Counts.Pass + it.Counts.Fail + it.Counts.NotRelevant + it.Counts.Error
		}
		if sum != c.Pass+c.Fail+c.NotRelevant+c.Error {
			t.Errorf("%s: items add up to %d, instruction to %d", is.Verifier, sum, c.Pass+c.Fail+c.NotRelevant+c.Error)
		}
		days := 0
		for _, d := range is.Days {
			days += d.Counts.Pass + d.Counts.Fail + d.Counts.NotRelevant + d.Counts.Error
		}
		if days != c.Pass+c.Fail+c.NotRelevant+c.Error {
			t.Errorf("%s: days add up to %d", is.Verifier, days)
		}
	}
	var jsonl bytes.Buffer
	if err := WriteJSONL(&jsonl, res); err != nil {
		t.Fatal(err)
	}
	n := 0
	sc := bufio.NewScanner(&jsonl)
	sc.Buffer(nil, 1<<20)
	var tokens int
	for sc.Scan() {
		var l ItemLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("jsonl line %d: %v", n+1, err)
		}
		if l.Schema != ItemLineSchema || l.Path == "" || l.Item == "" || l.Verdict == "" {
			t.Fatalf("jsonl line %d incomplete: %s", n+1, sc.Bytes())
		}
		if l.Evidence != nil && l.Evidence.Event >= 0 && l.Evidence.Line == 0 {
			t.Errorf("jsonl line %d: evidence event %d without its line", n+1, l.Evidence.Event)
		}
		tokens += l.InputTokens
		n++
	}
	if n != total {
		t.Errorf("%d jsonl lines, want %d", n, total)
	}
	if tokens != res.Stats.Usage.InputTokens {
		t.Errorf("jsonl input tokens %d, run %d: each call must be counted once", tokens, res.Stats.Usage.InputTokens)
	}
	var text, md, js bytes.Buffer
	WriteText(&text, ag)
	WriteMarkdown(&md, ag)
	enc := json.NewEncoder(&js)
	enc.SetIndent("", "  ")
	enc.Encode(ag)
	golden(t, "report.txt", text.Bytes())
	golden(t, "report.md", md.Bytes())
	golden(t, "report.json", js.Bytes())
}

// The HTML report in a real browser: headless Chromium renders it (a
// screenshot that is a PNG of the window's size and not blank) and runs
// its self-test, which sorts the table by clicking a header.
func TestHTMLReportChromium(t *testing.T) {
	t.Parallel()
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium not found (%v): install Debian's chromium package (.ci/run does) to test the HTML report", err)
	}
	res := auditCorpus(t)
	ag := Summarize(res, 10)
	dir := t.TempDir()
	page := filepath.Join(dir, "audit.html")
	if err := WriteFileAtomic(page, func(w io.Writer) error { return WriteHTML(w, ag) }); err != nil {
		t.Fatal(err)
	}
	html, _ := os.ReadFile(page)
	// self-contained: nothing is fetched
	if m := regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?[a-z]+:|url\(|@import|<link`).Find(html); m != nil {
		t.Errorf("the report loads an external asset: %s", m)
	}

	run := func(args ...string) []byte {
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		defer cancel()
		base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
			"--user-data-dir=" + filepath.Join(dir, "profile"), "--disable-dev-shm-usage"}
		cmd := exec.CommandContext(ctx, chromium, append(base, args...)...)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("chromium %v: %v\n%s", args, err, errb.Bytes())
		}
		return out.Bytes()
	}
	shot := filepath.Join(dir, "shot.png")
	run("--window-size=1200,900", "--screenshot="+shot, "file://"+page)
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(f)
	f.Close()
	if err != nil {
		t.Fatalf("screenshot is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 1200 || b.Dy() != 900 {
		t.Errorf("screenshot is %dx%d, want 1200x900", b.Dx(), b.Dy())
	}
	if colors, dark := palette(img); colors < 8 || dark < 500 {
		t.Errorf("screenshot looks blank: %d colors, %d dark pixels", colors, dark)
	}

	dom := run("--dump-dom", "--virtual-time-budget=5000", "file://"+page+"#selftest")
	m := regexp.MustCompile(`SELFTEST [^<]*`).Find(dom)
	if m == nil {
		t.Fatalf("the page's self-test wrote nothing into #selftest")
	}
	got := string(m)
	want := []string{"rows=" + itoa(len(ag.Instructions)), "asc=ok", "desc=ok", "svg=" + itoa(len(ag.Instructions))}
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("self-test %q lacks %q", got, w)
		}
	}
	// after ascending then descending by pass rate, the first row is the
	// instruction with the best pass rate
	best, rate := "", -2.0
	for _, is := range ag.Instructions {
		if is.PassRate > rate {
			best, rate = is.Verifier, is.PassRate
		}
	}
	if !strings.Contains(got, "first="+best) {
		t.Errorf("self-test %q: want first=%s after the descending sort", got, best)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// palette counts distinct colors (up to 64) and dark pixels of img.
func palette(img image.Image) (colors, dark int) {
	seen := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if len(seen) < 64 {
				seen[(r>>12)<<8|(g>>12)<<4|bl>>12] = true
			}
			if r+g+bl < 3*0x6000 {
				dark++
			}
		}
	}
	return len(seen), dark
}

func FuzzParseAnswer(f *testing.F) {
	f.Add(`{"items":[{"name":"a","verdict":"pass","event":3,"quote":"go test","reason":"ran"}]}`, "a")
	f.Add("```json\n{\"items\":[]}\n```", "a,b")
	f.Add(`{"items":[{"name":"a","verdict":"maybe","event":3,"quote":"","reason":""}]}`, "a")
	f.Add(`I think so`, "a")
	f.Add(`{"items":[{"name":"a","verdict":"fail","event":-1,"quote":"","reason":""},{"name":"a","verdict":"fail","event":-1,"quote":"","reason":""}]}`, "a")
	f.Fuzz(func(t *testing.T, text, names string) {
		want := strings.Split(names, ",")
		got, err := ParseAnswer(text, want)
		if err != nil {
			if !errorsIs(err) {
				t.Fatalf("error %v is not ErrAnswer", err)
			}
			return
		}
		in := map[string]bool{}
		for _, w := range want {
			in[w] = true
		}
		for n, it := range got {
			if !in[n] || it.Name != n {
				t.Fatalf("answer for %q not asked", n)
			}
			switch it.Verdict {
			case Pass, Fail, NotRelevant:
			default:
				t.Fatalf("verdict %q accepted", it.Verdict)
			}
		}
	})
}

func errorsIs(err error) bool { return errors.Is(err, ErrAnswer) }
