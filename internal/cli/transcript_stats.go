package cli

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/transcript"
)

// StatsOptions are the options of `vouch transcript stats`.
type StatsOptions struct {
	IO     *IOStreams
	Paths  []string
	Format string // text (default) or json
	// Jobs bounds the files read at once; 0 means GOMAXPROCS.
	Jobs int
}

// StatsSchema names the JSON object of `vouch transcript stats --format json`.
const StatsSchema = "vouch.stats/v1"

// StatsReport is the JSON output of `vouch transcript stats` (documented in
// docs/transcript-export.md). Every field is always present; new fields
// may be added within v1.
type StatsReport struct {
	Schema          string           `json:"schema"`
	Files           int              `json:"files"` // files given
	FilesFailed     int              `json:"files_failed"`
	Sessions        int              `json:"sessions"`
	SessionsByAgent map[string]int   `json:"sessions_by_agent"`
	Records         int              `json:"records"`
	Unreadable      int              `json:"unreadable_records"`
	Events          int              `json:"events"`
	Turns           int              `json:"turns"`
	SidechainEvents int              `json:"sidechain_events"`
	UnknownEvents   int              `json:"unknown_events"`
	ToolCalls       int              `json:"tool_calls"`
	ToolCallsByKind map[string]int   `json:"tool_calls_by_kind"`
	ToolCallsByName map[string]int   `json:"tool_calls_by_name"`
	ToolErrors      int              `json:"tool_errors"`
	FilesTouched    []string         `json:"files_touched"`
	Commands        []StatsCommand   `json:"commands"`
	TokensByModel   map[string]Token `json:"tokens_by_model"`
	TokensTotal     Token            `json:"tokens_total"`

	commands map[string]int
	touched  map[string]bool
}

// StatsCommand is one distinct shell command: how often it ran, how many
// runs failed (error result or non-zero exit) and the last exit code known.
type StatsCommand struct {
	Command  string `json:"command"`
	Runs     int    `json:"runs"`
	Failed   int    `json:"failed"`
	LastExit *int   `json:"last_exit"` // null when no run recorded one
}

// Token is token usage; every field is present, zero included.
type Token struct {
	Input         int64 `json:"input"`
	Output        int64 `json:"output"`
	CacheCreation int64 `json:"cache_creation"`
	CacheRead     int64 `json:"cache_read"`
	Reasoning     int64 `json:"reasoning"` // part of output, where the agent splits it out
}

func (t *Token) add(u transcript.Usage) {
	t.Input += u.Input
	t.Output += u.Output
	t.CacheCreation += u.CacheCreation
	t.CacheRead += u.CacheRead
	t.Reasoning += u.Reasoning
}

func newStatsReport(files int) *StatsReport {
	return &StatsReport{
		Schema:          StatsSchema,
		Files:           files,
		SessionsByAgent: map[string]int{},
		ToolCallsByKind: map[string]int{},
		ToolCallsByName: map[string]int{},
		FilesTouched:    []string{},
		Commands:        []StatsCommand{},
		TokensByModel:   map[string]Token{},
		commands:        map[string]int{},
		touched:         map[string]bool{},
	}
}

// merge adds the statistics of one file. Files are merged in the order
// given on the command line, so lists keep a stable first-seen order and
// a command's last exit code is that of its last run in the last file.
func (r *StatsReport) merge(st *transcript.Stats) {
	r.Sessions += st.Sessions
	for a, n := range st.Agents() {
		r.SessionsByAgent[string(a)] += n
	}
	r.Records += st.Records
	r.Unreadable += st.Problems
	r.Events += st.Events
	r.Turns += st.Turns
	r.SidechainEvents += st.Sidechain
	r.UnknownEvents += st.Unknown
	r.ToolCalls += st.ToolCalls
	for k, n := range st.ByKind {
		r.ToolCallsByKind[string(k)] += n
	}
	for k, n := range st.ByTool {
		r.ToolCallsByName[k] += n
	}
	r.ToolErrors += st.Errors
	for _, f := range st.Files {
		if !r.touched[f] {
			r.touched[f] = true
			r.FilesTouched = append(r.FilesTouched, f)
		}
	}
	for _, c := range st.Commands {
		i, ok := r.commands[c.Command]
		if !ok {
			i = len(r.Commands)
			r.commands[c.Command] = i
			r.Commands = append(r.Commands, StatsCommand{Command: c.Command})
		}
		rc := &r.Commands[i]
		rc.Runs += c.Runs
		rc.Failed += c.Failed
		if c.LastExit != nil {
			v := *c.LastExit
			rc.LastExit = &v
		}
	}
	for m, u := range st.Tokens {
		t := r.TokensByModel[m]
		t.add(*u)
		r.TokensByModel[m] = t
	}
	r.TokensTotal.add(st.Total)
}

func newCmdTranscriptStats(ios *IOStreams, runF func(context.Context, *StatsOptions) error) *cobra.Command {
	opts := &StatsOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "stats FILE...",
		Short: "Summarise sessions: tools, commands, files, tokens",
		Long: `Summarise one or many session transcripts (any mix of agents): sessions,
turns, tool calls by kind and by name, files edited or written, shell
commands with their runs, failures and last exit code, tool errors,
unreadable records, and tokens (input, output, cache creation, cache read)
per model and in total.

Files are read in parallel and streamed: memory stays constant in their
size. --format json prints one object (schema vouch.stats/v1, see
docs/transcript-export.md).

` + badInputHelp + `
A file that cannot be read at all is reported and left out; the others
are still counted.`,
		Example: `  vouch transcript stats SESSION.jsonl
  vouch transcript stats ~/.claude/projects/*/*.jsonl
  vouch transcript stats --format json ~/.codex/sessions/*/*/*/*.jsonl | jq .tokens_total`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Paths = args
			if err := formatFlag(opts.Format); err != nil {
				return err
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return statsRun(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Format, "format", "text", "output format: text or json")
	return cmd
}

// fileStats is the outcome of reading one file.
type fileStats struct {
	st       *transcript.Stats
	problems []string // FILE:LINE: message, for stderr
	more     int      // problems beyond those listed
	err      error    // the file could not be read at all
}

func statsRun(ctx context.Context, opts *StatsOptions) error {
	results := make([]fileStats, len(opts.Paths))
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	sem := make(chan struct{}, jobs)
	var wg sync.WaitGroup
	for i, p := range opts.Paths {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			results[i] = statFile(ctx, p)
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}

	rep := newStatsReport(len(opts.Paths))
	unreadable := 0
	for i, r := range results {
		for _, p := range r.problems {
			fmt.Fprintln(opts.IO.ErrOut, p)
		}
		if r.more > 0 {
			fmt.Fprintf(opts.IO.ErrOut, "%s: … and %d more unreadable records\n", opts.Paths[i], r.more)
		}
		if r.err != nil {
			fmt.Fprintln(opts.IO.ErrOut, "vouch:", inputError(opts.Paths[i], r.err))
			rep.FilesFailed++
			continue
		}
		rep.merge(r.st)
	}
	unreadable = rep.Unreadable
	if opts.Format == "json" {
		if err := writeJSON(opts.IO.Out, rep); err != nil {
			return err
		}
	} else {
		writeStatsText(opts.IO.Out, rep, palette{opts.IO.OutTTY})
	}
	switch {
	case rep.FilesFailed > 0:
		return &InputError{Err: fmt.Errorf("%s of %d could not be read", plural(rep.FilesFailed, "file"), len(opts.Paths))}
	case unreadable > 0:
		return problemsError(unreadable, "stats")
	}
	return nil
}

// maxListedProblems caps the problems printed per file; the rest are counted.
const maxListedProblems = 20

// statFile streams one file (and its companion files, e.g. Claude Code
// sub-agents) through a Stats with content skipped.
func statFile(ctx context.Context, path string) fileStats {
	var fs fileStats
	st := &transcript.Stats{}
	onProblem := func(p transcript.Problem) {
		if len(fs.problems) < maxListedProblems {
			fs.problems = append(fs.problems, p.Error())
		} else {
			fs.more++
		}
	}
	add := func(s *transcript.Session, e *transcript.Event) error { st.AddFrom(s, e); return nil }
	s, err := transcript.ScanFile(ctx, path, &transcript.Options{SkipContent: true, OnProblem: onProblem}, add)
	if err != nil {
		fs.err = err
		return fs
	}
	if f, ok := transcript.Lookup(s.Agent); ok && f.Companions != nil {
		for _, c := range f.Companions(path) {
			cs, err := transcript.ScanFile(ctx, c, &transcript.Options{SkipContent: true, OnProblem: onProblem, Agent: s.Agent}, add)
			if err != nil {
				onProblem(transcript.Problem{File: c, Line: 0, Msg: err.Error()})
				st.Problems++
				continue
			}
			st.Records += cs.Records
			st.Problems += cs.ProblemCount()
		}
	}
	st.AddSession(s)
	fs.st = st
	return fs
}

// writeStatsText writes the report as aligned tables.
func writeStatsText(w io.Writer, r *StatsReport, p palette) {
	itoa := strconv.Itoa
	agents := sortedKeys(r.SessionsByAgent)
	var by []string
	for _, a := range agents {
		by = append(by, fmt.Sprintf("%s %d", a, r.SessionsByAgent[a]))
	}
	summary := &table{right: map[int]bool{1: true}}
	summary.add("sessions", itoa(r.Sessions), strings.Join(by, ", "))
	summary.add("turns", itoa(r.Turns))
	summary.add("events", itoa(r.Events), fmt.Sprintf("sidechain %d, unknown %d", r.SidechainEvents, r.UnknownEvents))
	summary.add("records", itoa(r.Records), fmt.Sprintf("unreadable %d", r.Unreadable))
	var kinds []string
	for _, k := range sortedKeys(r.ToolCallsByKind) {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, r.ToolCallsByKind[k]))
	}
	summary.add("tool calls", itoa(r.ToolCalls), strings.Join(kinds, ", "))
	summary.add("tool errors", itoa(r.ToolErrors))
	summary.add("files touched", itoa(len(r.FilesTouched)))
	if r.FilesFailed > 0 {
		summary.add("files failed", itoa(r.FilesFailed), fmt.Sprintf("of %d", r.Files))
	}
	summary.write(w, p)

	if len(r.ToolCallsByName) > 0 {
		fmt.Fprintln(w)
		t := &table{header: []string{"TOOL", "CALLS"}, right: map[int]bool{1: true}}
		names := sortedKeys(r.ToolCallsByName)
		sort.SliceStable(names, func(i, j int) bool { return r.ToolCallsByName[names[i]] > r.ToolCallsByName[names[j]] })
		for _, n := range names {
			t.add(n, itoa(r.ToolCallsByName[n]))
		}
		t.write(w, p)
	}
	if len(r.Commands) > 0 {
		fmt.Fprintln(w)
		t := &table{header: []string{"RUNS", "FAILED", "LAST EXIT", "COMMAND"}, right: map[int]bool{0: true, 1: true, 2: true}}
		for _, c := range r.Commands {
			last := "-"
			if c.LastExit != nil {
				last = itoa(*c.LastExit)
			}
			failed := itoa(c.Failed)
			t.add(itoa(c.Runs), failed, last, oneLine(c.Command, 80))
		}
		t.write(w, p)
	}
	if len(r.FilesTouched) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, p.bold("FILES TOUCHED"))
		for _, f := range r.FilesTouched {
			fmt.Fprintln(w, f)
		}
	}
	fmt.Fprintln(w)
	t := &table{header: []string{"MODEL", "INPUT", "OUTPUT", "CACHE WRITE", "CACHE READ"}, right: map[int]bool{1: true, 2: true, 3: true, 4: true}}
	row := func(name string, u Token) {
		t.add(name, i64(u.Input), i64(u.Output), i64(u.CacheCreation), i64(u.CacheRead))
	}
	for _, m := range sortedKeys(r.TokensByModel) {
		row(m, r.TokensByModel[m])
	}
	row("total", r.TokensTotal)
	t.write(w, p)
}

func i64(n int64) string { return strconv.FormatInt(n, 10) }

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
