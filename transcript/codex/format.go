package codex

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	"github.com/vouchdev/vouch/transcript"
)

func init() {
	transcript.Register(Format())
}

// Format returns the Codex transcript format.
func Format() transcript.Format {
	return transcript.Format{
		Agent:      transcript.Codex,
		Sniff:      Sniff,
		NewDecoder: func(opts *transcript.Options) transcript.Decoder { return newDecoder(opts) },
		Locate:     Locate,
	}
}

// recordTypes are the top-level record types of a rollout line.
var recordTypes = map[string]bool{
	"session_meta":       true,
	"response_item":      true,
	"event_msg":          true,
	"turn_context":       true,
	"compacted":          true,
	"world_state":        true,
	"token_usage_record": true,
}

// Sniff reports whether rec is a Codex rollout record: an object with
// "timestamp", a known "type" and an object "payload". Claude Code and Pi
// records have no "payload".
func Sniff(rec []byte) bool {
	var v struct {
		Timestamp *string         `json:"timestamp"`
		Type      string          `json:"type"`
		Payload   json.RawMessage `json:"payload"`
	}
	if json.Unmarshal(rec, &v) != nil || v.Timestamp == nil || !recordTypes[v.Type] {
		return false
	}
	p := strings.TrimSpace(string(v.Payload))
	return strings.HasPrefix(p, "{")
}

// Locate lists the rollout files under home/.codex/sessions and, when the
// CODEX_HOME environment variable is set, under $CODEX_HOME/sessions,
// sorted and without duplicates. A missing directory is not an error.
func Locate(home string) ([]string, error) {
	roots := []string{filepath.Join(home, ".codex", "sessions")}
	if ch := os.Getenv("CODEX_HOME"); ch != "" {
		roots = append(roots, filepath.Join(ch, "sessions"))
	}
	return transcript.FindFiles(roots, func(name string) bool {
		return strings.HasPrefix(name, "rollout-") && strings.HasSuffix(name, ".jsonl")
	}, nil)
}
