package verifier

import "encoding/json"

// claudeShape translates a Pi tool call to the Claude Code tool it
// corresponds to, so hook.PreTool and the edit veto decide it exactly as
// they decide Claude Code's: bash → Bash, read → Read, write → Write,
// edit (a list of oldText/newText) → MultiEdit, grep → Grep, find → Glob,
// ls → LS. Other tools (extensions') pass through under their own name.
func claudeShape(tool string, input json.RawMessage) (string, json.RawMessage) {
	var in map[string]json.RawMessage
	if json.Unmarshal(input, &in) != nil || in == nil {
		return tool, input
	}
	rename := func(name string, keys map[string]string) (string, json.RawMessage) {
		out := make(map[string]json.RawMessage, len(in))
		for k, v := range in {
			if nk, ok := keys[k]; ok {
				k = nk
			}
			out[k] = v
		}
		b, err := json.Marshal(out)
		if err != nil {
			return tool, input
		}
		return name, b
	}
	switch tool {
	case "bash":
		return rename("Bash", nil)
	case "read":
		return rename("Read", map[string]string{"path": "file_path"})
	case "write":
		return rename("Write", map[string]string{"path": "file_path"})
	case "grep":
		return rename("Grep", nil)
	case "find":
		return rename("Glob", nil)
	case "ls":
		return rename("LS", nil)
	case "edit":
		var edits []struct {
			OldText string `json:"oldText"`
			NewText string `json:"newText"`
		}
		if json.Unmarshal(in["edits"], &edits) != nil {
			// A single-edit shape some Pi versions use.
			var one struct {
				OldText *string `json:"oldText"`
				NewText string  `json:"newText"`
			}
			if json.Unmarshal(input, &one) == nil && one.OldText != nil {
				edits = append(edits, struct {
					OldText string `json:"oldText"`
					NewText string `json:"newText"`
				}{*one.OldText, one.NewText})
			}
		}
		type cc struct {
			Old string `json:"old_string"`
			New string `json:"new_string"`
		}
		out := struct {
			FilePath json.RawMessage `json:"file_path"`
			Edits    []cc            `json:"edits"`
		}{FilePath: in["path"], Edits: []cc{}}
		for _, e := range edits {
			out.Edits = append(out.Edits, cc{e.OldText, e.NewText})
		}
		if out.FilePath == nil {
			out.FilePath = json.RawMessage(`""`)
		}
		b, err := json.Marshal(out)
		if err != nil {
			return tool, input
		}
		return "MultiEdit", b
	}
	return tool, input
}
