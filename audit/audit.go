package audit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/redact"
	"github.com/vouchdev/vouch/transcript"
)

// Cache stores judge verdicts by content hash (store.Store implements it).
type Cache interface {
	AuditVerdict(ctx context.Context, key string) ([]byte, bool, error)
	PutAuditVerdict(ctx context.Context, key, verifier, model string, verdict []byte) error
}

// SessionRef names one session file to audit.
type SessionRef struct {
	Agent transcript.Agent // "" detects it from the content
	Path  string
}

// Options configure Run. The zero value means defaults.
type Options struct {
	// Provider judges the items without a check. nil: those items are
	// errors saying no model is configured (deterministic items are still
	// decided).
	Provider llm.Provider
	// Cache, if set, keeps and finds verdicts. nil: no cache.
	Cache Cache
	// Jobs bounds the sessions audited at once. Default 4.
	Jobs int
	// Redact cleans each slice before a judge sees it, returning the
	// text and how many secrets it replaced. Default redact.Text.
	Redact func(string) (string, int)
	// Progress, if set, is called after each session (from one goroutine
	// at a time) with the sessions done and the total.
	Progress func(done, total int, r *SessionResult)
	// Filter, if set, keeps only the sessions it accepts (read before
	// judging; the --since/--until/--project filters).
	Filter func(*transcript.Session) bool
}

// Result is an audit run.
type Result struct {
	Schema      string           `json:"schema"`
	Verifiers   []VerifierInfo   `json:"verifiers"`
	Sessions    []*SessionResult `json:"sessions"`
	Skipped     int              `json:"skipped"` // filtered out
	Interrupted bool             `json:"interrupted,omitempty"`
	Problems    []Problem        `json:"verifier_problems,omitempty"`
	Stats       RunStats         `json:"stats"`
}

// ResultSchema names the JSON of a Result.
const ResultSchema = "vouch.audit/v1"

// VerifierInfo describes a verifier in a Result.
type VerifierInfo struct {
	ID          string   `json:"id"`
	Path        string   `json:"path"`
	Instruction string   `json:"instruction"`
	Items       []string `json:"items"`
}

// RunStats counts the work of a run.
type RunStats struct {
	Calls         int       `json:"calls"`         // model calls made
	CacheHits     int       `json:"cache_hits"`    // judge verdicts found in the cache
	Prefiltered   int       `json:"prefiltered"`   // (session, verifier) pairs skipped as not relevant
	Deterministic int       `json:"deterministic"` // items decided without a model
	Usage         llm.Usage `json:"usage"`         // of the calls made
	SliceTokens   int       `json:"slice_tokens"`  // estimated tokens of the slices sent or looked up
	WholeTokens   int       `json:"whole_tokens"`  // estimated tokens of the same sessions sent whole
	Redactions    int       `json:"redactions"`
	DurationMS    int64     `json:"duration_ms"`
}

// SessionResult is the verdicts on one session.
type SessionResult struct {
	Agent    string     `json:"agent"`
	ID       string     `json:"id,omitempty"`
	Path     string     `json:"path"`
	Cwd      string     `json:"cwd,omitempty"`
	Start    time.Time  `json:"start,omitzero"`
	Problems int        `json:"unreadable_records,omitempty"`
	Error    string     `json:"error,omitempty"` // the session could not be read
	Verdicts []*Verdict `json:"verdicts"`
}

// Verdict is one verifier's verdict on one session.
type Verdict struct {
	Verifier    string       `json:"verifier"`
	Instruction string       `json:"instruction"`
	Relevant    bool         `json:"relevant"`
	Cached      bool         `json:"cached,omitempty"`
	Model       string       `json:"model,omitempty"`
	Usage       llm.Usage    `json:"usage,omitzero"`
	Items       []ItemResult `json:"items"`
}

// cached is what the cache keeps for one judge call.
type cached struct {
	Model string       `json:"model"`
	Usage llm.Usage    `json:"usage"`
	Items []ItemResult `json:"items"`
}

// CacheKey is the content hash a judge verdict is cached under: the
// slice sent (after redaction), the verifier file, the items judged, the
// model and the prompt version.
func CacheKey(slice string, ver *Verifier, items []Item, model string) string {
	h := sha256.New()
	for _, s := range []string{PromptVersion, model, ver.Hash, slice} {
		fmt.Fprintf(h, "%d:%s\n", len(s), s)
	}
	for _, it := range items {
		fmt.Fprintf(h, "%d:%s\n", len(it.Name), it.Name)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// estimateTokens is the usual four bytes a token of English and code.
func estimateTokens(s string) int { return (len(s) + 3) / 4 }

// Run audits the sessions against the verifiers. It stops early, keeping
// every session finished, when ctx is cancelled (Result.Interrupted).
func Run(ctx context.Context, refs []SessionRef, vers []*Verifier, opts *Options) (*Result, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.Jobs <= 0 {
		o.Jobs = 4
	}
	if o.Redact == nil {
		o.Redact = redact.Text
	}
	start := time.Now()
	res := &Result{Schema: ResultSchema, Sessions: []*SessionResult{}}
	for _, v := range vers {
		info := VerifierInfo{ID: v.ID, Path: v.Path, Instruction: v.Instruction}
		for _, it := range v.Checklist {
			info.Items = append(info.Items, it.Name)
		}
		res.Verifiers = append(res.Verifiers, info)
	}
	a := &auditor{o: o, vers: vers}
	var (
		mu   sync.Mutex
		done int
		wg   sync.WaitGroup
		jobs = make(chan int)
	)
	out := make([]*SessionResult, len(refs))
	workers := min(o.Jobs, max(len(refs), 1))
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				sr, st, skipped := a.session(ctx, refs[i])
				mu.Lock()
				if ctx.Err() == nil || sr != nil && sr.complete {
					if skipped {
						res.Skipped++
					} else if sr != nil {
						out[i] = sr.SessionResult
						res.Stats.add(st)
					}
				}
				done++
				if o.Progress != nil && sr != nil && !skipped {
					o.Progress(done, len(refs), sr.SessionResult)
				} else if o.Progress != nil {
					o.Progress(done, len(refs), nil)
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for i := range refs {
		select {
		case jobs <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	for _, sr := range out {
		if sr != nil {
			res.Sessions = append(res.Sessions, sr)
		}
	}
	res.Interrupted = ctx.Err() != nil
	res.Stats.DurationMS = time.Since(start).Milliseconds()
	return res, nil
}

func (s *RunStats) add(o RunStats) {
	s.Calls += o.Calls
	s.CacheHits += o.CacheHits
	s.Prefiltered += o.Prefiltered
	s.Deterministic += o.Deterministic
	s.Usage = s.Usage.Add(o.Usage)
	s.SliceTokens += o.SliceTokens
	s.WholeTokens += o.WholeTokens
	s.Redactions += o.Redactions
}

type auditor struct {
	o    Options
	vers []*Verifier
}

type sessionOut struct {
	*SessionResult
	complete bool
}

// session audits one session file. skipped: the filter refused it.
func (a *auditor) session(ctx context.Context, ref SessionRef) (*sessionOut, RunStats, bool) {
	var st RunStats
	// Fast path: the whole session's verdicts, cached under the hash of
	// its bytes and of every verifier. Unchanged sessions are not even
	// parsed.
	sessKey := ""
	if a.o.Cache != nil && a.o.Provider != nil {
		if h, err := fileHash(ref.Path); err == nil {
			sessKey = a.sessionKey(h)
			if b, ok, err := a.o.Cache.AuditVerdict(ctx, sessKey); err == nil && ok {
				var c cachedSession
				if json.Unmarshal(b, &c) == nil && c.Result != nil {
					if a.o.Filter != nil && !a.o.Filter(&transcript.Session{Agent: transcript.Agent(c.Result.Agent), ID: c.Result.ID, Cwd: c.Result.Cwd, Start: c.Result.Start, Path: ref.Path}) {
						return nil, st, true
					}
					c.Result.Path = ref.Path
					st = c.Stats
					st.CacheHits += st.Calls
					st.Calls, st.Usage = 0, llm.Usage{}
					for _, vd := range c.Result.Verdicts {
						if vd.Model != "" {
							vd.Cached = true
						}
					}
					return &sessionOut{c.Result, true}, st, false
				}
			}
		}
	}
	// A metered provider's per-verification caps hold per session.
	if m, ok := a.o.Provider.(interface{ NewBudget() *llm.Budget }); ok {
		ctx = llm.WithBudget(ctx, m.NewBudget())
	}
	out, st, skipped := a.readSession(ctx, ref)
	if sessKey != "" && out != nil && out.complete && !skipped && out.Error == "" && !hasError(out.SessionResult) {
		if b, err := json.Marshal(cachedSession{Result: out.SessionResult, Stats: st}); err == nil {
			_ = a.o.Cache.PutAuditVerdict(ctx, sessKey, "*", a.o.Provider.Name(), b)
		}
	}
	return out, st, skipped
}

// cachedSession is a whole session's result in the cache.
type cachedSession struct {
	Result *SessionResult `json:"result"`
	Stats  RunStats       `json:"stats"`
}

func hasError(r *SessionResult) bool {
	for _, vd := range r.Verdicts {
		for _, it := range vd.Items {
			if it.Verdict == Error {
				return true
			}
		}
	}
	return false
}

// fileHash is the sha256 of a session file and its companions (Claude
// Code's sub-agent files), whose events are part of the session.
func fileHash(path string) (string, error) {
	h := sha256.New()
	paths := []string{path}
	for _, f := range transcript.Formats() {
		if f.Companions != nil {
			paths = append(paths, f.Companions(path)...)
		}
	}
	for i, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			if i == 0 {
				return "", err
			}
			continue
		}
		fmt.Fprintf(h, "%s\n", filepath.Base(p))
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// sessionKey names a whole session's verdicts: the file's hash, every
// verifier's, the model, the prompt version and the audit logic's.
func (a *auditor) sessionKey(fileHash string) string {
	h := sha256.New()
	fmt.Fprintf(h, "session\n%s\n%s\n%s\n%s\n", PromptVersion, logicVersion, a.o.Provider.Name(), fileHash)
	for _, v := range a.vers {
		fmt.Fprintf(h, "%s %s\n", v.ID, v.Hash)
	}
	return "session:" + hex.EncodeToString(h.Sum(nil))
}

// logicVersion names how deterministic items, relevance and slices are
// decided: a change to them must not be hidden by the session cache.
const logicVersion = "audit-logic/1"

func (a *auditor) readSession(ctx context.Context, ref SessionRef) (*sessionOut, RunStats, bool) {
	var st RunStats
	sr := &SessionResult{Agent: string(ref.Agent), Path: ref.Path, Verdicts: []*Verdict{}}
	s, err := transcript.ReadFile(ctx, ref.Path, &transcript.Options{Agent: ref.Agent, MaxProblems: 20})
	if s != nil {
		sr.Agent, sr.ID, sr.Cwd, sr.Start = string(s.Agent), s.ID, s.Cwd, s.Start.UTC()
		sr.Problems = s.ProblemCount()
	}
	if err != nil {
		if ctx.Err() != nil {
			return nil, st, false
		}
		sr.Error = err.Error()
		// every item an error: the run goes on, the report says why
		for _, ver := range a.vers {
			vd := &Verdict{Verifier: ver.ID, Instruction: ver.Instruction}
			for _, it := range ver.Checklist {
				vd.Items = append(vd.Items, ItemResult{Name: it.Name, Verdict: Error, Error: "session unreadable: " + err.Error()})
			}
			sr.Verdicts = append(sr.Verdicts, vd)
		}
		return &sessionOut{sr, true}, st, false
	}
	if a.o.Filter != nil && !a.o.Filter(s) {
		return nil, st, true
	}
	v := newView(s)
	var whole int
	for _, ver := range a.vers {
		if ctx.Err() != nil {
			return &sessionOut{sr, false}, st, false
		}
		vd, vst := a.verdict(ctx, v, ver, &whole)
		if vd == nil {
			return &sessionOut{sr, false}, st, false // interrupted mid-call
		}
		st.add(vst)
		sr.Verdicts = append(sr.Verdicts, vd)
	}
	return &sessionOut{sr, true}, st, false
}

func (a *auditor) verdict(ctx context.Context, v *view, ver *Verifier, whole *int) (*Verdict, RunStats) {
	var st RunStats
	vd := &Verdict{Verifier: ver.ID, Instruction: ver.Instruction}
	ok, calls := v.relevant(inferRelevance(ver))
	if !ok {
		st.Prefiltered++
		for _, it := range ver.Checklist {
			vd.Items = append(vd.Items, ItemResult{Name: it.Name, Verdict: NotRelevant, Reason: "the session has no tool call, path or command this instruction's relevant_when needs"})
		}
		return vd, st
	}
	vd.Relevant = true
	var judged []Item
	results := make([]ItemResult, len(ver.Checklist))
	for i, it := range ver.Checklist {
		if it.Check != nil {
			results[i] = v.decide(it)
			st.Deterministic++
			continue
		}
		judged = append(judged, it)
	}
	if len(judged) > 0 {
		got := a.judge(ctx, v, ver, judged, calls, vd, &st, whole)
		if got == nil {
			return nil, st
		}
		for i, it := range ver.Checklist {
			if it.Check == nil {
				results[i] = got[it.Name]
			}
		}
	}
	vd.Items = results
	return vd, st
}

// judge makes (or finds in the cache) the one call for the judged items.
// It returns nil when ctx was cancelled during the call.
func (a *auditor) judge(ctx context.Context, v *view, ver *Verifier, items []Item, calls []int, vd *Verdict, st *RunStats, whole *int) map[string]ItemResult {
	out := map[string]ItemResult{}
	fail := func(msg string) map[string]ItemResult {
		for _, it := range items {
			out[it.Name] = ItemResult{Name: it.Name, Verdict: Error, Error: msg}
		}
		return out
	}
	if a.o.Provider == nil {
		return fail("no model configured to judge this item: set llm: in vouch.yaml (docs/audit.md), or give the item a check")
	}
	slice, n := a.o.Redact(v.slice(calls))
	st.Redactions += n
	if *whole == 0 {
		*whole = estimateTokens(v.whole())
	}
	st.SliceTokens += estimateTokens(slice)
	st.WholeTokens += *whole
	model := a.o.Provider.Name()
	key := CacheKey(slice, ver, items, model)
	if a.o.Cache != nil {
		if b, ok, err := a.o.Cache.AuditVerdict(ctx, key); err == nil && ok {
			var c cached
			if json.Unmarshal(b, &c) == nil && len(c.Items) == len(items) {
				st.CacheHits++
				vd.Cached, vd.Model, vd.Usage = true, c.Model, c.Usage
				for _, r := range c.Items {
					out[r.Name] = r
				}
				return out
			}
		}
	}
	req := judgeRequest(ver, items, slice)
	resp, err := a.o.Provider.Chat(ctx, req)
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		if errors.Is(err, llm.ErrCap) {
			return fail("not judged: " + err.Error())
		}
		return fail("judge call failed: " + err.Error())
	}
	st.Calls++
	st.Usage = st.Usage.Add(resp.Usage)
	vd.Model, vd.Usage = resp.Model, resp.Usage
	want := make([]string, len(items))
	for i, it := range items {
		want[i] = it.Name
	}
	ans, err := ParseAnswer(resp.Text(), want)
	if err != nil {
		return fail(err.Error()) // not cached: a garbage answer is asked again next time
	}
	for _, it := range items {
		ai, ok := ans[it.Name]
		if !ok {
			out[it.Name] = ItemResult{Name: it.Name, Verdict: Error, Error: "the judge gave no verdict on this item"}
			continue
		}
		r := ItemResult{Name: it.Name, Verdict: ai.Verdict, Reason: ai.Reason}
		if ai.Event >= 0 && ai.Event < len(v.s.Events) {
			r.Evidence = &Evidence{Quote: clip(ai.Quote, 300), Event: ai.Event, Line: v.s.Events[ai.Event].Line}
		} else if ai.Quote != "" {
			r.Evidence = &Evidence{Quote: clip(ai.Quote, 300), Event: -1}
		}
		out[it.Name] = r
	}
	if a.o.Cache != nil && len(ans) == len(items) {
		c := cached{Model: resp.Model, Usage: resp.Usage}
		for _, it := range items {
			c.Items = append(c.Items, out[it.Name])
		}
		if b, err := json.Marshal(c); err == nil {
			_ = a.o.Cache.PutAuditVerdict(ctx, key, ver.ID, model, b) // a cache that fails costs a call next time, nothing more
		}
	}
	return out
}

// Sort orders sessions by start time then path, for stable reports.
func (r *Result) Sort() {
	sort.SliceStable(r.Sessions, func(i, j int) bool {
		a, b := r.Sessions[i], r.Sessions[j]
		if !a.Start.Equal(b.Start) {
			return a.Start.Before(b.Start)
		}
		return strings.Compare(a.Path, b.Path) < 0
	})
}

// DefaultJobs is -j's default: twice the CPUs (judge calls wait on the
// network), at least 2.
func DefaultJobs() int { return max(2, 2*runtime.GOMAXPROCS(0)) }
