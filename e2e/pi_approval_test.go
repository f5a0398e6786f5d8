package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vouchdev/vouch/internal/fakellm"
)

// uiRequest is one extension_ui_request line of Pi in RPC mode.
type uiRequest struct {
	Type, ID, Method, Title, Message, StatusText, NotifyType string
}

// rpcUI follows Pi's RPC output: each status line goes to statuses, each
// notification to notes, each confirm to answer (which says yes or no),
// agent_end is counted; run returns when until holds after a line.
type rpcUI struct {
	p         *rpcPi
	statuses  []string
	notes     []string
	confirms  []string
	agentEnds int
}

func (u *rpcUI) run(t *testing.T, answer func(title, msg string) bool, until func() bool) {
	t.Helper()
	deadline := time.After(3 * time.Minute)
	for !until() {
		select {
		case l, ok := <-u.p.lines:
			if !ok {
				t.Fatalf("pi's stdout ended; status lines %q", u.statuses)
			}
			var req uiRequest
			if json.Unmarshal([]byte(l), &req) != nil {
				continue
			}
			if req.Type == "agent_end" {
				u.agentEnds++
			}
			if req.Type != "extension_ui_request" {
				continue
			}
			switch req.Method {
			case "confirm":
				u.confirms = append(u.confirms, req.Title+": "+req.Message)
				b, _ := json.Marshal(map[string]any{"type": "extension_ui_response", "id": req.ID, "confirmed": answer(req.Title, req.Message)})
				u.p.write(string(b))
			case "notify":
				u.notes = append(u.notes, req.Message)
			case "setStatus":
				u.statuses = append(u.statuses, req.StatusText)
			}
		case <-deadline:
			t.Fatalf("timed out; status lines %q, notes %q", u.statuses, u.notes)
		}
	}
}

// saw holds once a status line contains s.
func (u *rpcUI) saw(s string) func() bool {
	return func() bool {
		return slices.ContainsFunc(u.statuses, func(x string) bool { return strings.Contains(x, s) })
	}
}

// told holds once a notification contains s.
func (u *rpcUI) told(s string) func() bool {
	return func() bool {
		return slices.ContainsFunc(u.notes, func(x string) bool { return strings.Contains(x, s) })
	}
}

// ended holds after n agent runs ended.
func (u *rpcUI) ended(n int) func() bool { return func() bool { return u.agentEnds >= n } }

func all(fs ...func() bool) func() bool {
	return func() bool {
		for _, f := range fs {
			if !f() {
				return false
			}
		}
		return true
	}
}

func (u *rpcUI) prompt(text string) {
	b, _ := json.Marshal(map[string]string{"type": "prompt", "message": text})
	u.p.write(string(b))
}

// piStatus is `vouch status --format json` for the one Pi session of e.
func piStatus(t *testing.T, e *piEnv) sessionStatus {
	t.Helper()
	cmd := exec.Command(e.bin, "status", "--all", "--agent", "pi", "--format", "json")
	cmd.Env = append(os.Environ(), "HOME="+e.home, "VOUCH_STATE_DIR="+e.state)
	out, err := cmd.Output()
	var st []sessionStatus
	if err != nil || json.Unmarshal(out, &st) != nil || len(st) != 1 {
		t.Fatalf("vouch status: %v\n%s\nwant the one Pi session", err, out)
	}
	return st[0]
}

// endRPC closes Pi's input and waits for a clean exit.
func endRPC(t *testing.T, p *rpcPi) {
	t.Helper()
	p.stdin.Close()
	waitExit(t, p)
}

// waitExit waits for Pi, whose input is closed, to exit 0.
func waitExit(t *testing.T, p *rpcPi) {
	t.Helper()
	select {
	case <-p.done:
	case <-time.After(30 * time.Second):
		t.Fatal("pi did not exit after its input ended")
	}
	if code := p.cmd.ProcessState.ExitCode(); code != 0 {
		t.Errorf("pi exited %d", code)
	}
}

// TestPiRPCApprovalDeclined: approval on (PI_VERIFIER_REQUIRE_APPROVAL,
// the default), the real Pi in RPC mode and the real verifier. The human
// answers no: the false "all tests pass" is not verified (no report, no
// correction, the model gets no follow-up), the status line and a
// notification say so. The next prompt is asked again; yes verifies it,
// the correction goes in and the bug is fixed. On the way a protected
// write is blocked over the socket, and `vouch status` counts it as the
// session's veto.
func TestPiRPCApprovalDeclined(t *testing.T) {
	e := newPiEnv(t)
	srv := fakellm.New([]fakellm.Turn{
		fakellm.Do("Saving the config.", fakellm.Write(".env", "SECRET=x\n")),
		fakellm.Say(finalText), // false, and the human declines to verify it
		fakellm.Say(finalText), // false again, verified this time
		fixOnCorrection(),
		fakellm.Say(finalText),
	}, &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	p := startRPCPi(t, e, srv)
	u := &rpcUI{p: p}
	u.run(t, nil, u.saw("vouch · ● connected"))
	u.prompt(prompt)
	u.run(t, func(title, msg string) bool {
		if msg != "Verify this turn?" {
			t.Errorf("confirm %q %q, want the approval question", title, msg)
		}
		return false
	}, all(u.saw("vouch · not verified (declined)"), u.told("not verified: you declined"), u.ended(1)))
	if n := len(srv.Scripted()); n != 2 {
		t.Fatalf("after the declined verification the model got %d requests, want 2 (no follow-up)", n)
	}
	for _, s := range u.statuses {
		if strings.Contains(s, "FEEDBACK") || strings.Contains(s, "verifying") {
			t.Errorf("status %q after a declined verification", s)
		}
	}
	if !strings.Contains(strings.Join(u.notes, "\n"), "turn 1 not verified: you declined") {
		t.Errorf("the notification %q does not name turn 1", u.notes)
	}

	u.prompt("Are you sure? Check again.")
	u.run(t, func(_, msg string) bool {
		if msg != "Verify this turn?" {
			t.Errorf("confirm %q, want the approval question", msg)
		}
		return true
	}, u.saw("vouch · ✓ verified · PERFECT"))
	endRPC(t, p)
	if len(u.confirms) != 3 {
		t.Errorf("%d approval questions, want 3 (the declined turn, the next one, the correction's)", len(u.confirms))
	}
	all := strings.Join(u.statuses, "\n")
	for _, want := range []string{"vouch · feedback · FEEDBACK", "vouch · feedback 1/3 · FEEDBACK"} {
		if !strings.Contains(all, want) {
			t.Errorf("no status line %q in %q", want, u.statuses)
		}
	}
	sc := srv.Scripted()
	if len(sc) != 5 {
		t.Fatalf("model got %d scripted requests, want 5", len(sc))
	}
	if strings.Contains(sc[2].Input(), "[vouch]") {
		t.Errorf("the declined turn's claim was corrected: %q", tail(sc[2].LastUser(), 300))
	}
	if b, _ := os.ReadFile(filepath.Join(e.dir, "calc/calc.go")); !strings.Contains(string(b), "return a + b") {
		t.Errorf("calc.go not fixed:\n%s", b)
	}
	if _, err := os.Stat(filepath.Join(e.dir, ".env")); err == nil {
		t.Error(".env was written")
	}
	st := piStatus(t, e)
	if st.LastVerdict != "PERFECT" || st.Loops != 1 || st.Vetoes != 1 {
		t.Errorf("vouch status %+v: want last verdict PERFECT, 1 loop, 1 veto (the .env write)", st)
	}
	// The veto is the session's, and its reports are there: two, not three.
	cmd := exec.Command(e.bin, "report", st.Session, "--format", "json")
	cmd.Env = append(os.Environ(), "HOME="+e.home, "VOUCH_STATE_DIR="+e.state)
	if out, err := cmd.Output(); err != nil || !strings.Contains(string(out), `"PERFECT"`) {
		t.Errorf("vouch report %s: %v\n%s", st.Session, err, tail(string(out), 500))
	}
}

// TestPiRPCApprovalPhase: vouch.yaml's loop.approval, the real Pi in RPC
// mode and the real verifier, no approval before verifying
// (PI_VERIFIER_REQUIRE_APPROVAL=0). The false "all tests pass" is verified
// at once; the FEEDBACK report is in phase approval and the human is asked
// before the correction goes in. No: it is withheld (status and
// notification say so) and the model gets no follow-up. Yes, on the next
// prompt: it goes in and the bug is fixed.
func TestPiRPCApprovalPhase(t *testing.T) {
	e := newPiEnv(t)
	if err := os.WriteFile(filepath.Join(e.dir, "vouch.yaml"), []byte("loop:\n  approval: true\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := fakellm.New([]fakellm.Turn{
		fakellm.Say(finalText), // false; the correction is withheld
		fakellm.Say(finalText), // false again; the correction goes in
		fixOnCorrection(),
		fakellm.Say(finalText),
	}, &fakellm.Options{Dir: e.dir})
	defer srv.Close()
	p := startRPCPi(t, e, srv, "PI_VERIFIER_REQUIRE_APPROVAL=0")
	u := &rpcUI{p: p}
	u.run(t, nil, u.saw("vouch · ● connected"))
	u.prompt(prompt)
	var asked []string
	u.run(t, func(title, msg string) bool {
		asked = append(asked, title)
		if title != "vouch: send this correction to the agent?" || !strings.HasPrefix(msg, "[vouch] ") || !strings.Contains(msg, failingTest) {
			t.Errorf("confirm %q %q, want the correction to approve", title, tail(msg, 200))
		}
		return false
	}, all(u.saw("vouch · withheld · FEEDBACK"), u.told("correction withheld (you said no)"), u.ended(1)))
	if len(asked) != 1 {
		t.Errorf("%d questions before the correction was withheld, want 1", len(asked))
	}
	if !strings.Contains(strings.Join(u.statuses, "\n"), "vouch · approval · FEEDBACK") {
		t.Errorf("no status line in phase approval: %q", u.statuses)
	}
	if n := len(srv.Scripted()); n != 1 {
		t.Fatalf("after the withheld correction the model got %d requests, want 1", n)
	}

	u.prompt("Are you sure? Check again.")
	u.run(t, func(title, _ string) bool {
		if title != "vouch: send this correction to the agent?" {
			t.Errorf("confirm %q, want the correction to approve", title)
		}
		return true
	}, u.saw("vouch · ✓ verified · PERFECT"))
	endRPC(t, p)
	sc := srv.Scripted()
	if len(sc) != 4 {
		t.Fatalf("model got %d scripted requests, want 4", len(sc))
	}
	if b, _ := os.ReadFile(filepath.Join(e.dir, "calc/calc.go")); !strings.Contains(string(b), "return a + b") {
		t.Errorf("calc.go not fixed:\n%s", b)
	}
	if !strings.Contains(strings.Join(u.statuses, "\n"), "vouch · feedback 1/3 · FEEDBACK") {
		t.Errorf("no status line for the approved correction: %q", u.statuses)
	}
	// The withheld correction spent no loop; the approved one did.
	if st := piStatus(t, e); st.LastVerdict != "PERFECT" || st.Loops != 1 {
		t.Errorf("vouch status %+v: want last verdict PERFECT, 1 loop", st)
	}
}
