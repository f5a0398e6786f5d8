package transcript

import (
	"path/filepath"
	"sort"
)

// Stats summarises sessions as they stream by: feed every event to Add.
// Memory grows with the number of distinct files, commands and models, never
// with the size of the input.
type Stats struct {
	Sessions  int                `json:"sessions"`
	Records   int                `json:"records"`
	Problems  int                `json:"problems"` // unreadable records, skipped
	Events    int                `json:"events"`
	Turns     int                `json:"turns"`
	Sidechain int                `json:"sidechain_events"` // events of sub-agents
	Unknown   int                `json:"unknown_events"`   // entries kept raw
	ToolCalls int                `json:"tool_calls"`
	ByKind    map[ToolKind]int   `json:"tool_calls_by_kind"`
	ByTool    map[string]int     `json:"tool_calls_by_name"`
	Errors    int                `json:"tool_errors"` // tool results flagged as errors
	Files     []string           `json:"files_touched"`
	Commands  []CommandStat      `json:"commands"`
	Tokens    map[string]*Usage  `json:"tokens_by_model"`
	Total     Usage              `json:"tokens_total"`
	files     map[string]bool    // set of Files
	commands  map[string]int     // command → index in Commands
	pending   map[string]pending // open shell calls by call id
	agents    map[Agent]int
	cwd       string // of the session being added (AddFrom)
}

// CommandStat is one distinct shell command and how its runs ended.
type CommandStat struct {
	Command  string `json:"command"`
	Runs     int    `json:"runs"`
	Failed   int    `json:"failed"`              // runs with an error result or non-zero exit
	LastExit *int   `json:"last_exit,omitempty"` // exit code of the last run, when known
}

type pending struct {
	command string
}

// AddSession counts a finished session's header and reading problems. Call
// it once per session after its events went through Add.
func (st *Stats) AddSession(s *Session) {
	st.init()
	st.Sessions++
	st.Records += s.Records
	st.Problems += s.ProblemCount()
	st.agents[s.Agent]++
	// Calls never answered (interrupted sessions) do not carry over.
	clear(st.pending)
}

func (st *Stats) init() {
	if st.ByKind != nil {
		return
	}
	st.ByKind = map[ToolKind]int{}
	st.ByTool = map[string]int{}
	st.Tokens = map[string]*Usage{}
	st.files = map[string]bool{}
	st.commands = map[string]int{}
	st.pending = map[string]pending{}
	st.agents = map[Agent]int{}
	st.Files = []string{}
	st.Commands = []CommandStat{}
}

// AddFrom counts one event of session s: relative paths are resolved
// against the session's cwd, so sessions of different agents (some write
// absolute paths, some relative) and of different projects agree.
func (st *Stats) AddFrom(s *Session, e *Event) {
	st.cwd = ""
	if s != nil {
		st.cwd = s.Cwd
	}
	st.Add(e)
}

// Add counts one event.
func (st *Stats) Add(e *Event) {
	st.init()
	st.Events++
	if e.Sidechain {
		st.Sidechain++
	}
	if e.IsPrompt() {
		st.Turns++
	}
	if e.Usage != nil {
		m := e.Model
		if m == "" {
			m = "unknown"
		}
		u := st.Tokens[m]
		if u == nil {
			u = &Usage{}
			st.Tokens[m] = u
		}
		u.Add(*e.Usage)
		st.Total.Add(*e.Usage)
	}
	switch e.Kind {
	case KindUnknown:
		st.Unknown++
	case KindToolCall:
		if e.Tool == nil {
			return
		}
		st.ToolCalls++
		st.ByKind[e.Tool.Kind]++
		st.ByTool[e.Tool.Name]++
		if e.Tool.Kind == ToolEdit || e.Tool.Kind == ToolWrite {
			for _, p := range e.Tool.Paths {
				p = absIn(st.cwd, p)
				if !st.files[p] {
					st.files[p] = true
					st.Files = append(st.Files, p)
				}
			}
		}
		if e.Tool.Kind == ToolShell && e.Tool.Command != "" {
			i, ok := st.commands[e.Tool.Command]
			if !ok {
				i = len(st.Commands)
				st.commands[e.Tool.Command] = i
				st.Commands = append(st.Commands, CommandStat{Command: e.Tool.Command})
			}
			st.Commands[i].Runs++
			if e.Tool.ID != "" {
				st.pending[e.Tool.ID] = pending{command: e.Tool.Command}
			}
		}
	case KindResult:
		if e.Result == nil {
			return
		}
		if e.Result.IsError {
			st.Errors++
		}
		p, ok := st.pending[e.Result.CallID]
		if !ok {
			return
		}
		delete(st.pending, e.Result.CallID)
		c := &st.Commands[st.commands[p.command]]
		if e.Result.IsError || (e.Result.ExitCode != nil && *e.Result.ExitCode != 0) {
			c.Failed++
		}
		c.LastExit = e.Result.ExitCode
	}
}

// Agents returns how many sessions of each agent were counted.
func (st *Stats) Agents() map[Agent]int { return st.agents }

// Sorted returns the model names with token usage, sorted.
func (st *Stats) Sorted() []string {
	var ms []string
	for m := range st.Tokens {
		ms = append(ms, m)
	}
	sort.Strings(ms)
	return ms
}

// absIn returns p joined to dir when p is relative and dir is known.
func absIn(dir, p string) string {
	if dir == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(dir, p)
}
