package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/vouchdev/vouch/internal/fakellm"
	"github.com/vouchdev/vouch/pi/extension"
)

// styledRun is text the terminal printed in one foreground colour: the
// SGR parameters that set it ("38;2;181;189;104"), "" for the default.
type styledRun struct{ fg, text string }

// parseScreen reads a terminal byte stream as runs of printed text with
// their foreground colour. It interprets just enough ANSI: SGR sets the
// colour; other CSI sequences (cursor moves, erases), OSC strings, other
// escapes and control characters end a run and are dropped.
func parseScreen(b []byte) []styledRun {
	var (
		runs      []styledRun
		cur       strings.Builder
		fg, runFg string // the colour set now, the colour of cur's text
	)
	flush := func() {
		if cur.Len() > 0 {
			runs = append(runs, styledRun{runFg, cur.String()})
			cur.Reset()
		}
	}
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == 0x1b && i+1 < len(b) && b[i+1] == '[':
			j := i + 2
			for j < len(b) && (b[j] < 0x40 || b[j] > 0x7e) {
				j++
			}
			if j >= len(b) {
				i = j
				break
			}
			if b[j] == 'm' {
				// A colour set and reset with no text between does not
				// split a run ("→ " and "No", each in accent).
				fg = sgrForeground(fg, string(b[i+2:j]))
			} else {
				flush()
			}
			i = j
		case c == 0x1b && i+1 < len(b) && (b[i+1] == ']' || b[i+1] == 'P' || b[i+1] == '_'):
			// OSC, DCS, APC: up to BEL or ST.
			flush()
			j := i + 2
			for j < len(b) && b[j] != 0x07 && !(b[j] == 0x1b && j+1 < len(b) && b[j+1] == '\\') {
				j++
			}
			if j < len(b) && b[j] == 0x1b {
				j++
			}
			i = j
		case c == 0x1b:
			flush()
			i++
		case c < 0x20 || c == 0x7f:
			flush()
		default:
			if fg != runFg {
				flush()
				runFg = fg
			}
			cur.WriteByte(c)
		}
	}
	flush()
	return runs
}

// sgrForeground applies SGR parameters params to the foreground fg.
func sgrForeground(fg, params string) string {
	p := strings.Split(params, ";")
	for k := 0; k < len(p); k++ {
		switch n, _ := strconv.Atoi(p[k]); {
		case p[k] == "" || n == 0 || n == 39:
			fg = ""
		case (n >= 30 && n <= 37) || (n >= 90 && n <= 97):
			fg = p[k]
		case n == 38 && k+1 < len(p) && p[k+1] == "5" && k+2 < len(p):
			fg, k = strings.Join(p[k:k+3], ";"), k+2
		case n == 38 && k+1 < len(p) && p[k+1] == "2" && k+4 < len(p):
			fg, k = strings.Join(p[k:k+5], ";"), k+4
		case n == 48 && k+1 < len(p) && p[k+1] == "5":
			k += 2
		case n == 48 && k+1 < len(p) && p[k+1] == "2":
			k += 4
		}
	}
	return fg
}

func TestParseScreen(t *testing.T) {
	in := "\x1b[?2026h\x1b[2K\x1b[1m\x1b[38;2;138;190;183mpi\x1b[39m\x1b[22m x\x1b]8;;\x07\r\n" +
		"\x1b[38;2;1;1;1m→ \x1b[39m\x1b[38;2;1;1;1mNo\x1b[39m\r\n" +
		"\x1b[38;5;226mvouch · feedback · FEEDBACK\x1b[39m\x1b[0m\x1b[4A\x1b[1G" +
		"\x1b[48;2;1;2;3;38;2;181;189;104mvouch · ✓ verified · PERFECT\x1b[0m"
	want := []styledRun{{"38;2;138;190;183", "pi"}, {"", " x"}, {"38;2;1;1;1", "→ No"}, {"38;5;226", "vouch · feedback · FEEDBACK"},
		{"38;2;181;189;104", "vouch · ✓ verified · PERFECT"}}
	got := parseScreen([]byte(in))
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("parseScreen = %q, want %q", got, want)
	}
	// A stream cut inside an escape (the test reads what has come so far)
	// yields no garbage.
	if got := parseScreen([]byte("ab\x1b[38;2;1")); fmt.Sprint(got) != fmt.Sprint([]styledRun{{"", "ab"}}) {
		t.Errorf("a cut stream: %q", got)
	}
}

// themeSGR is the SGR foreground Pi's dark theme gives the theme colour
// name, in truecolor ("38;2;R;G;B"), read from the installed Pi's
// dark.json.
func themeSGR(t *testing.T, e *piEnv, name string) (sgr string, rgb [3]int) {
	t.Helper()
	f := filepath.Join(e.in.Dir, "node_modules", "@mariozechner", "pi-coding-agent", "dist", "modes", "interactive", "theme", "dark.json")
	b, err := os.ReadFile(f)
	if err != nil {
		t.Fatalf("Pi's dark theme: %v", err)
	}
	var th struct {
		Vars   map[string]any `json:"vars"`
		Colors map[string]any `json:"colors"`
	}
	if err := json.Unmarshal(b, &th); err != nil {
		t.Fatalf("%s: %v", f, err)
	}
	v, _ := th.Colors[name].(string)
	if ref, ok := th.Vars[v].(string); ok {
		v = ref
	}
	if len(v) != 7 || v[0] != '#' {
		t.Fatalf("%s: colour %q is %q, want #rrggbb", f, name, v)
	}
	for i := range rgb {
		n, err := strconv.ParseUint(v[1+2*i:3+2*i], 16, 8)
		if err != nil {
			t.Fatalf("%s: colour %q is %q", f, name, v)
		}
		rgb[i] = int(n)
	}
	return fmt.Sprintf("38;2;%d;%d;%d", rgb[0], rgb[1], rgb[2]), rgb
}

// confidenceColors is vouch.ts's CONFIDENCE_COLOR: confidence → theme colour.
func confidenceColors(t *testing.T) map[string]string {
	t.Helper()
	src := extension.Source()
	m := regexp.MustCompile(`(?s)const CONFIDENCE_COLOR[^{]*\{(.*?)\};`).FindStringSubmatch(src)
	if m == nil {
		t.Fatal("vouch.ts has no CONFIDENCE_COLOR")
	}
	out := map[string]string{}
	for _, kv := range regexp.MustCompile(`(\w+):\s*"(\w+)"`).FindAllStringSubmatch(m[1], -1) {
		out[kv[1]] = kv[2]
	}
	return out
}

// ttyPi is the real Pi in interactive mode on a pseudo-terminal; out is
// everything it printed.
type ttyPi struct {
	t    *testing.T
	tty  *os.File
	mu   sync.Mutex
	out  []byte
	done chan struct{}
	code int
}

func (p *ttyPi) screen(from int) []byte {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]byte(nil), p.out[from:]...)
}

func (p *ttyPi) mark() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.out)
}

func (p *ttyPi) keys(s string) {
	p.t.Helper()
	if _, err := p.tty.WriteString(s); err != nil {
		p.t.Fatalf("typing %q: %v", s, err)
	}
}

// after returns the offset in Pi's output just past the first text
// printed since from, or from when the text is not there byte for byte
// (styles inside it).
func (p *ttyPi) after(from int, text string) int {
	if i := bytes.Index(p.screen(from), []byte(text)); i >= 0 {
		return from + i + len(text)
	}
	p.t.Logf("%q is not in the output byte for byte: looking from before it", text)
	return from
}

// waitRun waits until Pi has printed, since from, a run of text that
// contains text in the colour fg ("*" for any); it returns the run.
func (p *ttyPi) waitRun(from int, text, fg string) styledRun {
	p.t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for {
		var seen []string
		for _, r := range parseScreen(p.screen(from)) {
			if strings.Contains(r.text, text) {
				if fg == "*" || r.fg == fg {
					return r
				}
				seen = append(seen, fmt.Sprintf("%q in %q", r.text, r.fg))
			}
		}
		select {
		case <-p.done:
			p.t.Fatalf("Pi exited (%d) before it showed %q in %q; seen %v\nscreen tail: %q", p.code, text, fg, seen, tail(string(p.screen(0)), 3000))
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("Pi did not show %q in colour %q; seen %v\nscreen tail: %q", text, fg, seen, tail(string(p.screen(0)), 3000))
		}
	}
}

// typePrompt types a prompt into Pi's editor and submits it.
func (p *ttyPi) typePrompt(s string) {
	p.t.Helper()
	m := p.mark()
	p.keys(s)
	p.waitRun(m, s[len(s)-12:], "*") // echoed in the editor
	p.keys("\r")
}

func startTTYPi(t *testing.T, e *piEnv, srv *fakellm.Server, env ...string) *ttyPi {
	t.Helper()
	cmd := piCommand(t, e, srv, nil, append([]string{"TERM=xterm-256color", "COLORTERM=truecolor"}, env...)...)
	tty, err := pty.StartWithAttrs(cmd, &pty.Winsize{Rows: 50, Cols: 200}, &syscall.SysProcAttr{Setsid: true, Setctty: true})
	if err != nil {
		t.Fatalf("starting Pi on a pty: %v", err)
	}
	p := &ttyPi{t: t, tty: tty, done: make(chan struct{})}
	read := make(chan struct{})
	go func() {
		defer close(read)
		buf := make([]byte, 64<<10)
		for {
			n, err := tty.Read(buf)
			p.mu.Lock()
			p.out = append(p.out, buf[:n]...)
			p.mu.Unlock()
			if err != nil {
				return // EIO once Pi has exited
			}
		}
	}()
	go func() {
		cmd.Wait()
		<-read
		p.code = cmd.ProcessState.ExitCode()
		close(p.done)
	}()
	t.Cleanup(func() {
		stopGroup(cmd.Process.Pid, p.done)
		tty.Close()
	})
	return p
}

// TestPiTUI: the real Pi in interactive mode (its TUI, on a pseudo-
// terminal) with the extension `vouch init pi` installed and the real
// verifier. The status line appears in the footer in the theme colour
// vouch.ts gives each confidence (accent while idle, Pi's dark theme's
// success for PERFECT, warning for FEEDBACK: the seed's green and orange);
// the approval question is answered with keys (↓ Enter for No, Enter for
// Yes); No leaves the false claim uncorrected, Yes verifies it, the
// correction goes in and the bug is fixed; Ctrl-D on the empty editor ends
// Pi with exit code 0, and the extension tears down its socket.
func TestPiTUI(t *testing.T) {
	e := newPiEnv(t)
	colors := confidenceColors(t)
	for _, c := range []string{"PERFECT", "VERIFIED", "PARTIAL", "FEEDBACK", "FAILED"} {
		if colors[c] == "" {
			t.Fatalf("vouch.ts CONFIDENCE_COLOR has no colour for %s: %v", c, colors)
		}
	}
	accent, _ := themeSGR(t, e, "accent")
	perfect, green := themeSGR(t, e, colors["PERFECT"])
	feedback, orange := themeSGR(t, e, colors["FEEDBACK"])
	_, red := themeSGR(t, e, colors["FAILED"])
	// The seed's colours: green, orange, red.
	if !(green[1] > green[2] && green[1] >= green[0]) || !(orange[0] > orange[2] && orange[1] > orange[2]) || !(red[0] > red[1] && red[0] > red[2]) {
		t.Errorf("theme colours PERFECT %v, FEEDBACK %v, FAILED %v: want green, orange (or yellow), red", green, orange, red)
	}

	srv := fakellm.New([]fakellm.Turn{
		fakellm.Say(finalText), // false; the human declines to verify it
		fakellm.Say(finalText), // false again; verified
		fixOnCorrection(),
		fakellm.Say(finalText),
	}, &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	p := startTTYPi(t, e, srv)
	p.waitRun(0, "vouch · ● connected", accent)
	sock := waitSocket(t, e.sockDir, p.done)

	m := p.mark()
	p.typePrompt(prompt)
	p.waitRun(m, "Verify this turn?", "*")
	p.keys("\x1b[B") // ↓ to No
	p.waitRun(m, "→ No", "*")
	p.keys("\r")
	p.waitRun(m, "vouch · not verified (declined)", accent)
	if n := len(srv.Scripted()); n != 1 {
		t.Errorf("after the declined verification the model got %d requests, want 1", n)
	}

	m = p.mark()
	p.typePrompt("Are you sure? Check again.")
	p.waitRun(m, "Verify this turn?", "*")
	p.keys("\r") // Yes
	p.waitRun(m, "vouch · feedback · FEEDBACK", feedback)
	// The correction's turn can be asked about before this line runs: look
	// for its question after the first FEEDBACK on the screen, not after
	// now.
	m2 := p.after(m, "feedback · FEEDBACK")
	p.waitRun(m2, "Verify this turn?", "*") // the correction's turn
	p.keys("\r")
	p.waitRun(m2, "vouch · ✓ verified · PERFECT", perfect)

	p.keys("\x04") // Ctrl-D: exit on an empty editor
	select {
	case <-p.done:
	case <-time.After(30 * time.Second):
		t.Fatalf("Pi did not exit on Ctrl-D; screen tail %q", tail(string(p.screen(0)), 2000))
	}
	if p.code != 0 {
		t.Errorf("Pi exited %d, want 0", p.code)
	}
	if sc := srv.Scripted(); len(sc) != 4 {
		t.Errorf("model got %d scripted requests, want 4", len(sc))
	}
	if b, _ := os.ReadFile(filepath.Join(e.dir, "calc/calc.go")); !strings.Contains(string(b), "return a + b") {
		t.Errorf("calc.go not fixed:\n%s", b)
	}
	if _, err := os.Lstat(sock); err == nil {
		t.Errorf("%s left behind", sock)
	}
	// The terminal is handed back: bracketed paste off, cursor shown.
	if end := string(p.screen(0)); !strings.Contains(end[max(0, len(end)-400):], "\x1b[?2004l") {
		t.Errorf("Pi did not restore the terminal at exit: %q", tail(end, 400))
	}
}
