package claudecode

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/vouchdev/vouch/transcript"
)

func init() {
	transcript.Register(Format())
}

// Format returns the Claude Code format (registered by init).
func Format() transcript.Format {
	return transcript.Format{
		Agent:      transcript.ClaudeCode,
		Sniff:      Sniff,
		NewDecoder: newDecoder,
		Companions: Companions,
		Locate:     Locate,
	}
}

// entryTypes are the top-level "type" values of Claude Code session lines.
var entryTypes = map[string]bool{
	"user": true, "assistant": true, "summary": true, "system": true,
	"queue-operation": true, "attachment": true, "file-history-snapshot": true,
	"progress": true, "last-prompt": true,
}

// Sniff reports whether rec is a Claude Code session entry: a known entry
// type plus one of Claude Code's own keys (sessionId, uuid, leafUuid,
// messageId). Codex lines (session_meta, response_item, … with a payload)
// and pi lines (session, message, model_change, … with id/parentId) have
// neither.
func Sniff(rec []byte) bool {
	it, ok := newObj(rec)
	if !ok {
		return false
	}
	var typ []byte
	own := false
	for {
		k, v, ok := it.next()
		if !ok {
			break
		}
		switch string(k) {
		case "type":
			typ = rawStr(v)
		case "sessionId", "session_id", "uuid", "leafUuid", "messageId", "parentUuid":
			own = true
		case "payload":
			return false // Codex
		}
	}
	return own && entryTypes[string(typ)]
}

// Companions returns the sub-agent files of the session in path, sorted:
// <dir>/<session-id>/subagents/agent-*.jsonl, as Claude Code lays them out,
// and <dir>/<name>.subagents/agent-*.jsonl, the flattened layout of vouch's
// test fixtures.
func Companions(path string) []string {
	if agentFromName(path) != "" {
		return nil // a sub-agent file has no companions of its own
	}
	stem := strings.TrimSuffix(path, filepath.Ext(path))
	var out []string
	for _, dir := range []string{filepath.Join(stem, "subagents"), stem + ".subagents"} {
		m, _ := filepath.Glob(filepath.Join(dir, "agent-*.jsonl"))
		out = append(out, m...)
	}
	sort.Strings(out)
	return out
}

// Locate lists the Claude Code session files under home: every *.jsonl
// below home/.claude/projects, sub-agent files excluded (they are read as
// companions of their session). If CLAUDE_CONFIG_DIR is set, its
// comma-separated directories are searched instead of home/.claude.
func Locate(home string) ([]string, error) {
	roots := []string{filepath.Join(home, ".claude")}
	if env := os.Getenv("CLAUDE_CONFIG_DIR"); env != "" {
		roots = nil
		for _, r := range strings.Split(env, ",") {
			if r = strings.TrimSpace(r); r != "" {
				roots = append(roots, r)
			}
		}
	}
	for i, r := range roots {
		roots[i] = filepath.Join(r, "projects")
	}
	return transcript.FindFiles(roots,
		func(name string) bool { return strings.HasSuffix(name, ".jsonl") },
		func(name string) bool { return name == "subagents" })
}
