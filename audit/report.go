package audit

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// ItemLineSchema names each line of the per-session JSONL.
const ItemLineSchema = "vouch.audit.item/v1"

// ItemLine is one line of the per-session JSONL: one item's verdict on
// one session.
type ItemLine struct {
	Schema        string    `json:"schema"`
	Agent         string    `json:"agent"`
	Session       string    `json:"session,omitempty"`
	Path          string    `json:"path"`
	Start         time.Time `json:"start,omitzero"`
	Verifier      string    `json:"verifier"`
	Instruction   string    `json:"instruction"`
	Item          string    `json:"item"`
	Verdict       string    `json:"verdict"`
	Reason        string    `json:"reason,omitempty"`
	Evidence      *Evidence `json:"evidence,omitempty"`
	Deterministic bool      `json:"deterministic,omitempty"`
	Error         string    `json:"error,omitempty"`
	Model         string    `json:"model,omitempty"`
	Cached        bool      `json:"cached,omitempty"`
	// Tokens and CostUSD are the judge call's, on the first item it
	// judged (so summing lines counts each call once).
	InputTokens  int     `json:"input_tokens,omitempty"`
	OutputTokens int     `json:"output_tokens,omitempty"`
	CostUSD      float64 `json:"cost_usd,omitempty"`
}

// WriteJSONL writes one ItemLine per (session, verifier, item).
func WriteJSONL(w io.Writer, r *Result) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, s := range r.Sessions {
		for _, vd := range s.Verdicts {
			usageDone := false
			for _, it := range vd.Items {
				l := ItemLine{Schema: ItemLineSchema, Agent: s.Agent, Session: s.ID, Path: s.Path, Start: s.Start,
					Verifier: vd.Verifier, Instruction: vd.Instruction, Item: it.Name, Verdict: it.Verdict, Reason: it.Reason,
					Evidence: it.Evidence, Deterministic: it.Deterministic, Error: it.Error}
				if !it.Deterministic && vd.Model != "" {
					l.Model, l.Cached = vd.Model, vd.Cached
					if !usageDone && vd.Model != "" {
						l.InputTokens, l.OutputTokens, l.CostUSD = vd.Usage.InputTokens, vd.Usage.OutputTokens, vd.Usage.CostUSD
						usageDone = true
					}
				}
				if err := enc.Encode(l); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// Counts tallies verdicts.
type Counts struct {
	Pass        int `json:"pass"`
	Fail        int `json:"fail"`
	NotRelevant int `json:"not_relevant"`
	Error       int `json:"error"`
}

func (c *Counts) add(v string) {
	switch v {
	case Pass:
		c.Pass++
	case Fail:
		c.Fail++
	case NotRelevant:
		c.NotRelevant++
	default:
		c.Error++
	}
}

// Rate is pass / (pass + fail), or -1 when nothing was decided.
func (c Counts) Rate() float64 {
	if c.Pass+c.Fail == 0 {
		return -1
	}
	return float64(c.Pass) / float64(c.Pass+c.Fail)
}

// Aggregate is the summary of a Result.
type Aggregate struct {
	Schema       string            `json:"schema"`
	Sessions     int               `json:"sessions"`
	Unreadable   int               `json:"unreadable_sessions"`
	Skipped      int               `json:"skipped_sessions"` // left out by --since, --until, --project
	Interrupted  bool              `json:"interrupted,omitempty"`
	Instructions []InstructionStat `json:"instructions"`
	Worst        []SessionStat     `json:"worst_sessions"`
	Cost         CostStat          `json:"cost"`
	Problems     []Problem         `json:"verifier_problems,omitempty"`
}

// AggregateSchema names the JSON of an Aggregate.
const AggregateSchema = "vouch.audit.aggregate/v1"

// InstructionStat is one verifier's results across sessions.
type InstructionStat struct {
	Verifier    string     `json:"verifier"`
	Instruction string     `json:"instruction"`
	Counts      Counts     `json:"counts"`
	PassRate    float64    `json:"pass_rate"` // -1: nothing decided
	Items       []ItemStat `json:"items"`
	Days        []DayStat  `json:"days"`
}

// ItemStat is one checklist item's results across sessions.
type ItemStat struct {
	Name     string  `json:"name"`
	Counts   Counts  `json:"counts"`
	PassRate float64 `json:"pass_rate"`
}

// DayStat is an instruction's results on the sessions started that day (UTC).
type DayStat struct {
	Day      string  `json:"day"` // YYYY-MM-DD, "unknown" when a session has no start time
	Counts   Counts  `json:"counts"`
	PassRate float64 `json:"pass_rate"`
}

// SessionStat ranks a session by its failed items.
type SessionStat struct {
	Agent  string `json:"agent"`
	ID     string `json:"id,omitempty"`
	Path   string `json:"path"`
	Counts Counts `json:"counts"`
}

// CostStat is what the run spent.
type CostStat struct {
	Calls        int     `json:"calls"`
	CacheHits    int     `json:"cache_hits"`
	Prefiltered  int     `json:"prefiltered"`
	InputTokens  int     `json:"input_tokens"`
	OutputTokens int     `json:"output_tokens"`
	USD          float64 `json:"usd"`
	// SliceTokens / WholeTokens: estimated tokens (bytes/4) of what the
	// judges were sent against the whole transcripts.
	SliceTokens int   `json:"slice_tokens_est"`
	WholeTokens int   `json:"whole_tokens_est"`
	DurationMS  int64 `json:"duration_ms"`
}

// Summarize aggregates a Result; worst lists at most nWorst sessions.
func Summarize(r *Result, nWorst int) *Aggregate {
	ag := &Aggregate{Schema: AggregateSchema, Sessions: len(r.Sessions), Skipped: r.Skipped, Interrupted: r.Interrupted, Problems: r.Problems,
		Instructions: []InstructionStat{}, Worst: []SessionStat{}}
	idx := map[string]int{}
	for _, v := range r.Verifiers {
		idx[v.ID] = len(ag.Instructions)
		is := InstructionStat{Verifier: v.ID, Instruction: v.Instruction, Items: []ItemStat{}, Days: []DayStat{}}
		for _, n := range v.Items {
			is.Items = append(is.Items, ItemStat{Name: n})
		}
		ag.Instructions = append(ag.Instructions, is)
	}
	days := map[string]map[string]*Counts{}
	var worst []SessionStat
	for _, s := range r.Sessions {
		if s.Error != "" {
			ag.Unreadable++
		}
		ss := SessionStat{Agent: s.Agent, ID: s.ID, Path: s.Path}
		day := "unknown"
		if !s.Start.IsZero() {
			day = s.Start.UTC().Format("2006-01-02")
		}
		for _, vd := range s.Verdicts {
			i, ok := idx[vd.Verifier]
			if !ok {
				continue
			}
			is := &ag.Instructions[i]
			if days[vd.Verifier] == nil {
				days[vd.Verifier] = map[string]*Counts{}
			}
			dc := days[vd.Verifier][day]
			if dc == nil {
				dc = &Counts{}
				days[vd.Verifier][day] = dc
			}
			for _, it := range vd.Items {
				is.Counts.add(it.Verdict)
				dc.add(it.Verdict)
				ss.Counts.add(it.Verdict)
				for k := range is.Items {
					if is.Items[k].Name == it.Name {
						is.Items[k].Counts.add(it.Verdict)
					}
				}
			}
		}
		worst = append(worst, ss)
	}
	for i := range ag.Instructions {
		is := &ag.Instructions[i]
		is.PassRate = is.Counts.Rate()
		for k := range is.Items {
			is.Items[k].PassRate = is.Items[k].Counts.Rate()
		}
		for d, c := range days[is.Verifier] {
			is.Days = append(is.Days, DayStat{Day: d, Counts: *c, PassRate: c.Rate()})
		}
		sort.Slice(is.Days, func(a, b int) bool { return is.Days[a].Day < is.Days[b].Day })
	}
	sort.SliceStable(worst, func(i, j int) bool {
		a, b := worst[i].Counts, worst[j].Counts
		if a.Fail != b.Fail {
			return a.Fail > b.Fail
		}
		if a.Error != b.Error {
			return a.Error > b.Error
		}
		return worst[i].Path < worst[j].Path
	})
	for _, w := range worst {
		if len(ag.Worst) == nWorst || w.Counts.Fail+w.Counts.Error == 0 {
			break
		}
		ag.Worst = append(ag.Worst, w)
	}
	st := r.Stats
	ag.Cost = CostStat{Calls: st.Calls, CacheHits: st.CacheHits, Prefiltered: st.Prefiltered,
		InputTokens: st.Usage.InputTokens, OutputTokens: st.Usage.OutputTokens, USD: math.Round(st.Usage.CostUSD*1e6) / 1e6, // summed in no fixed order
		SliceTokens: st.SliceTokens, WholeTokens: st.WholeTokens, DurationMS: st.DurationMS}
	return ag
}

func pct(rate float64) string {
	if rate < 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*rate)
}

// WriteText writes the aggregate for a terminal (or a pipe: no color is
// used, so it is the same).
func WriteText(w io.Writer, ag *Aggregate) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Audited %d sessions against %d verifiers", ag.Sessions, len(ag.Instructions))
	if ag.Skipped > 0 {
		fmt.Fprintf(&b, " (%d more left out by the filters)", ag.Skipped)
	}
	if ag.Unreadable > 0 {
		fmt.Fprintf(&b, "; %d unreadable", ag.Unreadable)
	}
	if ag.Interrupted {
		b.WriteString(" (interrupted: the sessions done so far)")
	}
	b.WriteString("\n\n")
	wIns := len("INSTRUCTION / ITEM")
	for _, is := range ag.Instructions {
		wIns = max(wIns, min(len([]rune(is.Verifier)), 48))
		for _, it := range is.Items {
			wIns = max(wIns, len(it.Name)+2)
		}
	}
	row := func(name string, c Counts, rate float64) {
		fmt.Fprintf(&b, "%-*s %6s %5d %5d %5d %5d\n", wIns, name, pct(rate), c.Pass, c.Fail, c.NotRelevant, c.Error)
	}
	fmt.Fprintf(&b, "%-*s %6s %5s %5s %5s %5s\n", wIns, "INSTRUCTION / ITEM", "PASS%", "PASS", "FAIL", "N/A", "ERR")
	for _, is := range ag.Instructions {
		name := is.Verifier
		if r := []rune(name); len(r) > 48 {
			name = string(r[:47]) + "…"
		}
		row(name, is.Counts, is.PassRate)
		for _, it := range is.Items {
			row("  "+it.Name, it.Counts, it.PassRate)
		}
	}
	if len(ag.Worst) > 0 {
		b.WriteString("\nWorst sessions:\n")
		for _, s := range ag.Worst {
			fmt.Fprintf(&b, "  %d fail, %d error  %s %s\n", s.Counts.Fail, s.Counts.Error, s.Agent, s.Path)
		}
	}
	c := ag.Cost
	fmt.Fprintf(&b, "\nModel calls: %d (cache hits %d, skipped as not relevant %d); tokens in %d, out %d; $%.4f\n",
		c.Calls, c.CacheHits, c.Prefiltered, c.InputTokens, c.OutputTokens, c.USD)
	if c.WholeTokens > 0 {
		fmt.Fprintf(&b, "Judges' slices: ~%d tokens, %.0f%% of the whole transcripts (~%d)\n", c.SliceTokens, 100*float64(c.SliceTokens)/float64(c.WholeTokens), c.WholeTokens)
	}
	for _, p := range ag.Problems {
		fmt.Fprintf(&b, "skipped verifier: %s\n", p.Error())
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteMarkdown writes the aggregate as a Markdown document.
func WriteMarkdown(w io.Writer, ag *Aggregate) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# vouch audit\n\n%d sessions, %d verifiers", ag.Sessions, len(ag.Instructions))
	if ag.Interrupted {
		b.WriteString(" (interrupted)")
	}
	b.WriteString("\n\n| instruction / item | pass rate | pass | fail | not relevant | error |\n|---|---:|---:|---:|---:|---:|\n")
	for _, is := range ag.Instructions {
		fmt.Fprintf(&b, "| **%s** | %s | %d | %d | %d | %d |\n", mdEscape(is.Instruction), pct(is.PassRate), is.Counts.Pass, is.Counts.Fail, is.Counts.NotRelevant, is.Counts.Error)
		for _, it := range is.Items {
			fmt.Fprintf(&b, "| &nbsp;&nbsp;`%s` | %s | %d | %d | %d | %d |\n", it.Name, pct(it.PassRate), it.Counts.Pass, it.Counts.Fail, it.Counts.NotRelevant, it.Counts.Error)
		}
	}
	b.WriteString("\n## Trend by day\n\n| instruction | day | pass rate | pass | fail |\n|---|---|---:|---:|---:|\n")
	for _, is := range ag.Instructions {
		for _, d := range is.Days {
			fmt.Fprintf(&b, "| %s | %s | %s | %d | %d |\n", mdEscape(is.Verifier), d.Day, pct(d.PassRate), d.Counts.Pass, d.Counts.Fail)
		}
	}
	if len(ag.Worst) > 0 {
		b.WriteString("\n## Worst sessions\n\n| fail | error | agent | session |\n|---:|---:|---|---|\n")
		for _, s := range ag.Worst {
			fmt.Fprintf(&b, "| %d | %d | %s | `%s` |\n", s.Counts.Fail, s.Counts.Error, s.Agent, s.Path)
		}
	}
	c := ag.Cost
	fmt.Fprintf(&b, "\n## Cost\n\n%d model calls, %d cache hits, %d skipped as not relevant; %d input and %d output tokens; $%.4f.\n",
		c.Calls, c.CacheHits, c.Prefiltered, c.InputTokens, c.OutputTokens, c.USD)
	if len(ag.Problems) > 0 {
		b.WriteString("\n## Verifiers skipped\n\n")
		for _, p := range ag.Problems {
			fmt.Fprintf(&b, "- `%s`\n", mdEscape(p.Error()))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func mdEscape(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}

// WriteFileAtomic writes a report file whole or not at all: a temporary
// file in the same directory, renamed over name.
func WriteFileAtomic(name string, write func(io.Writer) error) error {
	dir, base := filepath.Split(name)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	bw := bufio.NewWriter(f)
	if err := write(bw); err != nil {
		f.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), name)
}
