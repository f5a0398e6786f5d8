package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/vouchdev/vouch/transcript"
)

func init() { register(newCmdSessions) }

// SessionsOptions are the options of `vouch sessions`.
type SessionsOptions struct {
	IO      *IOStreams
	Agent   string // "" means every agent
	Project string // "" means every project; else sessions whose cwd is in it
	Limit   int    // most recent sessions shown; default 20, 0 means all
	Format  string // text or json
}

// SessionsSchema names the JSON object of `vouch sessions --format json`.
const SessionsSchema = "vouch.sessions/v1"

// SessionInfo is one session in `vouch sessions`.
type SessionInfo struct {
	Agent         string    `json:"agent"`
	Path          string    `json:"path"`
	ID            string    `json:"id,omitempty"`
	Project       string    `json:"project,omitempty"` // the session's cwd
	Start         time.Time `json:"start,omitzero"`
	End           time.Time `json:"end,omitzero"`
	Modified      time.Time `json:"modified"`
	Turns         int       `json:"turns"`
	Models        []string  `json:"models,omitempty"`
	LastUser      string    `json:"last_user,omitempty"`      // last prompt, one line
	LastAssistant string    `json:"last_assistant,omitempty"` // last reply, one line
	Unreadable    int       `json:"unreadable_records"`
	Error         string    `json:"error,omitempty"` // the file could not be read
}

// SessionsReport is the JSON output of `vouch sessions`.
type SessionsReport struct {
	Schema   string        `json:"schema"`
	Found    int           `json:"found"` // session files found before --limit
	Sessions []SessionInfo `json:"sessions"`
}

func newCmdSessions(ios *IOStreams) *cobra.Command {
	opts := &SessionsOptions{IO: ios}
	cmd := &cobra.Command{
		Use:   "sessions",
		Short: "List agent sessions on this machine, newest first",
		Long: `List the session transcripts of Claude Code, Codex and Pi found under your
home directory, newest first (by file modification time), with the agent,
project directory, start time, number of turns and the last prompt and
reply.

Where each agent keeps its sessions:
  Claude Code  ~/.claude/projects/<project>/<session>.jsonl
  Codex        ~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl
  Pi           ~/.pi/agent/sessions/<project>/*.jsonl

Only the newest --limit sessions are read, so the command stays fast with
thousands of sessions on disk.`,
		Example: `  vouch sessions
  vouch sessions --agent codex --limit 5
  vouch sessions --project . --format json | jq -r '.sessions[0].path'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := formatFlag(opts.Format); err != nil {
				return err
			}
			if opts.Limit < 0 {
				return usageErrorf("--limit %d: expected 0 (all) or more", opts.Limit)
			}
			if opts.Agent != "" {
				if _, ok := transcript.Lookup(transcript.Agent(opts.Agent)); !ok {
					var names []string
					for _, f := range transcript.Formats() {
						names = append(names, string(f.Agent))
					}
					return usageErrorf("--agent %q: expected one of %s", opts.Agent, strings.Join(names, ", "))
				}
			}
			return sessionsRun(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Agent, "agent", "", "only sessions of `AGENT` (claude-code, codex, pi)")
	f.StringVar(&opts.Project, "project", "", "only sessions run in `DIR` or below it")
	f.IntVar(&opts.Limit, "limit", 20, "show the `N` newest sessions (0: all)")
	f.StringVar(&opts.Format, "format", "text", "output format: text or json")
	return cmd
}

type candidate struct {
	agent transcript.Agent
	path  string
	mtime time.Time
}

func sessionsRun(ctx context.Context, opts *SessionsOptions) error {
	ios := opts.IO
	home := ios.getenv("HOME")
	if home == "" {
		return &InputError{Err: fmt.Errorf("$HOME is not set: expected the home directory the agents keep their sessions under")}
	}
	var cands []candidate
	for _, f := range transcript.Formats() {
		if f.Locate == nil || (opts.Agent != "" && string(f.Agent) != opts.Agent) {
			continue
		}
		paths, err := f.Locate(home)
		if err != nil {
			fmt.Fprintf(ios.ErrOut, "vouch: %s sessions: %v\n", f.Agent, err)
		}
		for _, p := range paths {
			fi, err := os.Stat(p)
			if err != nil || !fi.Mode().IsRegular() {
				continue
			}
			cands = append(cands, candidate{agent: f.Agent, path: p, mtime: fi.ModTime()})
		}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if !cands[i].mtime.Equal(cands[j].mtime) {
			return cands[i].mtime.After(cands[j].mtime)
		}
		return cands[i].path < cands[j].path
	})

	project := ""
	if opts.Project != "" {
		abs, err := filepath.Abs(opts.Project)
		if err != nil {
			return usageErrorf("--project %q: %v", opts.Project, err)
		}
		project = filepath.Clean(abs)
	}
	rep := SessionsReport{Schema: SessionsSchema, Found: len(cands), Sessions: []SessionInfo{}}
	if project != "" {
		// Only sessions in the project count; reading a file's first
		// records is enough to learn its cwd.
		var keep []candidate
		for _, c := range cands {
			if opts.Limit > 0 && len(keep) == opts.Limit {
				break
			}
			if cwd := headCwd(ctx, c); cwd == project || strings.HasPrefix(cwd, project+string(filepath.Separator)) {
				keep = append(keep, c)
			}
		}
		cands = keep
		rep.Found = len(keep)
	} else if opts.Limit > 0 && len(cands) > opts.Limit {
		cands = cands[:opts.Limit]
	}

	infos := make([]SessionInfo, len(cands))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, c := range cands {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			infos[i] = sessionInfo(ctx, c)
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	rep.Sessions = infos
	if opts.Format == "json" {
		return writeJSON(ios.Out, rep)
	}
	writeSessionsText(ios.Out, rep, palette{ios.OutTTY}, home)
	return nil
}

// headBytes and tailBytes bound what `vouch sessions` reads of a file for
// its header and for its last messages.
const (
	headBytes = 256 << 10
	tailBytes = 512 << 10
)

// headCwd reads the first records of a session for its cwd.
func headCwd(ctx context.Context, c candidate) string {
	f, err := os.Open(c.path)
	if err != nil {
		return ""
	}
	defer f.Close()
	buf := make([]byte, headBytes)
	n, _ := io.ReadFull(f, buf)
	buf = buf[:n]
	if n == headBytes {
		if i := bytes.LastIndexByte(buf, '\n'); i >= 0 {
			buf = buf[:i+1]
		}
	}
	s, _ := transcript.Scan(ctx, bytes.NewReader(buf), &transcript.Options{Agent: c.agent, SkipContent: true, OnProblem: func(transcript.Problem) {}},
		func(*transcript.Session, *transcript.Event) error { return nil })
	if s == nil || s.Cwd == "" {
		return ""
	}
	return filepath.Clean(s.Cwd)
}

// sessionInfo streams the file with content skipped (header, turns), then
// decodes only its tail with content for the last prompt and reply.
func sessionInfo(ctx context.Context, c candidate) SessionInfo {
	info := SessionInfo{Agent: string(c.agent), Path: c.path, Modified: c.mtime.UTC()}
	s, err := transcript.ScanFile(ctx, c.path, &transcript.Options{Agent: c.agent, SkipContent: true, OnProblem: func(transcript.Problem) {}},
		func(_ *transcript.Session, e *transcript.Event) error {
			if e.IsPrompt() {
				info.Turns++
			}
			return nil
		})
	if s != nil {
		info.ID, info.Project, info.Models = s.ID, s.Cwd, s.Models
		info.Start, info.End = s.Start.UTC(), s.End.UTC()
		info.Unreadable = s.ProblemCount()
	}
	if err != nil {
		info.Error = err.Error()
		return info
	}
	info.LastUser, info.LastAssistant = lastMessages(ctx, c)
	return info
}

// lastMessages decodes the last tailBytes of the file, from its first
// whole line, and returns the last prompt and the last assistant text.
func lastMessages(ctx context.Context, c candidate) (user, assistant string) {
	f, err := os.Open(c.path)
	if err != nil {
		return "", ""
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return "", ""
	}
	off := max(fi.Size()-tailBytes, 0)
	buf := make([]byte, fi.Size()-off)
	n, _ := f.ReadAt(buf, off)
	buf = buf[:n]
	if off > 0 {
		i := bytes.IndexByte(buf, '\n')
		if i < 0 {
			return "", "" // one record longer than the tail: not worth it
		}
		buf = buf[i+1:]
	}
	_, _ = transcript.Scan(ctx, bytes.NewReader(buf), &transcript.Options{Agent: c.agent, OnProblem: func(transcript.Problem) {}},
		func(_ *transcript.Session, e *transcript.Event) error {
			switch {
			case e.IsPrompt() && strings.TrimSpace(e.Text) != "":
				user = oneLine(e.Text, 200)
			case e.Kind == transcript.KindAssistant && !e.Sidechain && strings.TrimSpace(e.Text) != "":
				assistant = oneLine(e.Text, 200)
			}
			return nil
		})
	return user, assistant
}

func writeSessionsText(w io.Writer, rep SessionsReport, p palette, home string) {
	if len(rep.Sessions) == 0 {
		fmt.Fprintln(w, "No sessions found.")
		return
	}
	t := &table{header: []string{"AGENT", "STARTED", "TURNS", "PROJECT", "SESSION"}, right: map[int]bool{2: true}}
	for _, s := range rep.Sessions {
		started := "-"
		if !s.Start.IsZero() {
			started = s.Start.UTC().Format("2006-01-02 15:04")
		}
		id := s.ID
		if s.Error != "" {
			id = "unreadable: " + s.Error
		}
		t.add(s.Agent, started, fmt.Sprint(s.Turns), oneLine(tildePath(s.Project, home), 0), oneLine(id, 40))
	}
	// Each session's row is followed by its last prompt and reply.
	var buf bytes.Buffer
	t.write(&buf, p)
	rows := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	fmt.Fprintln(w, rows[0])
	for i, s := range rep.Sessions {
		fmt.Fprintln(w, rows[i+1])
		if s.LastUser != "" {
			fmt.Fprintln(w, "  "+p.cyan("›")+" "+truncate(s.LastUser, 96))
		}
		if s.LastAssistant != "" {
			fmt.Fprintln(w, "  "+p.dim("‹ "+truncate(s.LastAssistant, 96)))
		}
	}
	if rep.Found > len(rep.Sessions) {
		fmt.Fprintln(w, p.dim(fmt.Sprintf("(%d of %d sessions; --limit 0 shows all)", len(rep.Sessions), rep.Found)))
	}
}

// tildePath shortens a path under home to ~/….
func tildePath(p, home string) string {
	if p == "" {
		return "-"
	}
	if home != "" && (p == home || strings.HasPrefix(p, home+"/")) {
		return "~" + p[len(home):]
	}
	return p
}
