package pi

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/vouchdev/vouch/transcript"
)

func init() {
	transcript.Register(Format())
}

// Format returns pi's transcript.Format (registered from init).
func Format() transcript.Format {
	return transcript.Format{
		Agent:      transcript.Pi,
		Sniff:      Sniff,
		NewDecoder: func(opts *transcript.Options) transcript.Decoder { return newDecoder(opts) },
		Locate:     Locate,
	}
}

// sniffEntry holds the fields Sniff looks at. Fields of other formats
// (Claude Code's sessionId/uuid, Codex's payload) veto a claim.
type sniffEntry struct {
	Type          string          `json:"type"`
	ID            *string         `json:"id"`
	ParentID      json.RawMessage `json:"parentId"`
	Cwd           *string         `json:"cwd"`
	Message       json.RawMessage `json:"message"`
	Provider      *string         `json:"provider"`
	ModelID       *string         `json:"modelId"`
	ThinkingLevel *string         `json:"thinkingLevel"`
	Summary       *string         `json:"summary"`
	FromID        *string         `json:"fromId"`
	CustomType    *string         `json:"customType"`
	TargetID      *string         `json:"targetId"`

	SessionID json.RawMessage `json:"sessionId"`
	UUID      json.RawMessage `json:"uuid"`
	Payload   json.RawMessage `json:"payload"`
}

// Sniff reports whether rec is a pi session entry. It looks at the entry
// type and the fields pi always writes with it, so Claude Code records
// (types user/assistant/summary/system, with sessionId and uuid) and Codex
// records (session_meta/response_item/event_msg with a payload, or the old
// top-level {"type":"message","role":…}) are never claimed.
func Sniff(rec []byte) bool {
	var v sniffEntry
	if json.Unmarshal(rec, &v) != nil {
		return false
	}
	if v.SessionID != nil || v.UUID != nil || v.Payload != nil {
		return false
	}
	switch v.Type {
	case "session":
		return v.ID != nil && v.Cwd != nil
	case "message", "message_end":
		var m struct {
			Role string `json:"role"`
		}
		return len(v.Message) > 0 && v.Message[0] == '{' && json.Unmarshal(v.Message, &m) == nil && m.Role != ""
	case "model_change":
		return v.Provider != nil && v.ModelID != nil
	case "thinking_level_change":
		return v.ThinkingLevel != nil
	case "compaction":
		return v.Summary != nil
	case "branch_summary":
		return v.Summary != nil && v.FromID != nil
	case "custom", "custom_message":
		return v.CustomType != nil && v.ParentID != nil
	case "label":
		return v.TargetID != nil && v.ParentID != nil
	case "session_info":
		return v.ID != nil && v.ParentID != nil
	}
	return false
}

// Locate lists pi's session files under home: every
// <home>/.pi/agent/sessions/*/*.jsonl, and, when the PI_CODING_AGENT_DIR
// environment variable moves pi's agent directory (as pi itself honours),
// those under $PI_CODING_AGENT_DIR/sessions too. The list is sorted and
// free of duplicates; a missing directory is not an error.
func Locate(home string) ([]string, error) {
	dirs := []string{filepath.Join(home, ".pi", "agent", "sessions")}
	if d := os.Getenv("PI_CODING_AGENT_DIR"); d != "" {
		switch {
		case d == "~":
			d = home
		case len(d) > 1 && d[:2] == "~/":
			d = filepath.Join(home, d[2:])
		}
		dirs = append(dirs, filepath.Join(d, "sessions"))
	}
	var out []string
	for _, dir := range dirs {
		m, err := filepath.Glob(filepath.Join(dir, "*", "*.jsonl"))
		if err != nil {
			return nil, err
		}
		for _, p := range m {
			fi, err := os.Stat(p)
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					continue
				}
				return nil, err
			}
			if fi.Mode().IsRegular() {
				out = append(out, p)
			}
		}
	}
	return transcript.SortPaths(out), nil
}
