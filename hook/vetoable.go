package hook

import (
	"path/filepath"
	"strings"

	"github.com/vouchdev/vouch/internal/applypatch"
	"github.com/vouchdev/vouch/transcript"
)

// Languages the edit veto (hook/veto) checks, by VetoLanguage.
const (
	LangGo         = "go"
	LangPython     = "python"
	LangJavaScript = "javascript"
	LangTypeScript = "typescript"
	LangJSON       = "json"
	LangYAML       = "yaml"
	LangTOML       = "toml"
)

// VetoLanguage is the check the edit veto runs on a file at path, by its
// extension, or "" for a file it does not check.
func VetoLanguage(path string) string {
	ext := filepath.Ext(path)
	if ext == ".go" { // the go tool's rule: case matters
		return LangGo
	}
	switch strings.ToLower(ext) {
	case ".py":
		return LangPython
	case ".js", ".mjs", ".cjs":
		return LangJavaScript
	case ".ts", ".tsx", ".mts", ".cts":
		return LangTypeScript
	case ".json":
		return LangJSON
	case ".yaml", ".yml":
		return LangYAML
	case ".toml":
		return LangTOML
	}
	return ""
}

// Vetoable reports whether the edit veto would inspect e: an edit (Write,
// Edit, MultiEdit, apply_patch, or an apply_patch heredoc in a shell
// command) of at least one file with a VetoLanguage. When it is false the
// veto has nothing to say, and PreTool with a nil veto decides the call
// exactly as with one: that is how cmd/vouch-hook answers without loading
// the veto.
func Vetoable(e *Event) bool {
	if e == nil || e.Tool == nil {
		return false
	}
	var paths []string
	switch {
	case e.ToolName == "apply_patch" || e.ToolName == "Write" || e.ToolName == "Edit" || e.ToolName == "MultiEdit":
		paths = e.Tool.Paths // NormalizeTool read them, a patch's move targets included
	case e.Tool.Kind == transcript.ToolShell:
		text, _, ok := applypatch.FromScript(e.Tool.Command)
		if !ok {
			return false
		}
		p, err := applypatch.Parse(text)
		if err != nil {
			return false
		}
		paths = p.Paths()
	}
	for _, p := range paths {
		if VetoLanguage(p) != "" {
			return true
		}
	}
	return false
}
