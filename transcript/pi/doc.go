// Package pi reads the session files of pi (pi-coding-agent, badlogic/pi-mono)
// into vouch's normalized transcript.Session. Importing it registers the
// format with package transcript; it sits with the other adapters at the
// start of DESIGN.md's data flow (agent transcript files → transcript).
//
// Pi writes one JSONL file per session,
//
//	~/.pi/agent/sessions/--<cwd, "/" → "-">--/<ISO timestamp>_<uuid>.jsonl
//
// (or under $PI_CODING_AGENT_DIR/sessions). The first line is a "session"
// header; every further line is an entry with a "type". Versions 2 and 3 of
// the format link entries into a tree with 8-hex "id"/"parentId"; version 1
// (no "version" field) is a plain list without ids and carries the starting
// provider, model and thinking level in the header. Version 3 renamed the
// "hookMessage" message role to "custom"; both are read.
//
// # Mapping
//
//   - session header → Session.ID and Session.Cwd, plus a system event with
//     Subtype "session" whose Text names the format version ("pi session
//     format v3"; v1 headers add their model and thinking level, forks the
//     parent session's path). Pi records no CLI version, so
//     Session.AgentVersion stays empty rather than holding a format number.
//   - message, role "user" → user_message (text and image references).
//   - message, role "assistant" → one event per content block, in order:
//     "thinking" → assistant_message with Thinking, "text" → assistant_message
//     with Text, "toolCall" → tool_call. Every event carries Model
//     ("provider/model"), MessageID (the provider's responseId, else the
//     entry id) and the entry's ID/ParentID; the first one carries the
//     message's Usage (input, output, cacheRead, cacheWrite → CacheRead,
//     CacheCreation), so usage counts once per response. A message with no
//     content blocks still yields one empty assistant_message for its usage.
//     stopReason "aborted" adds a system event with Subtype "interrupt",
//     "error" one with Subtype "api_error", "length" one with Subtype
//     "max_tokens"; Text is pi's errorMessage when there is one.
//   - message, role "toolResult" → tool_result: CallID = toolCallId, IsError,
//     Output = the text blocks joined by newlines, image references. For the
//     "bash" tool, ExitCode comes from the trailing "Command exited with code
//     N" pi appends to a failed command's output; a bash result that is not
//     an error has exit code 0 (pi writes no code on success); an error
//     without that line (blocked by an extension, timed out, aborted) has no
//     exit code, and "Command aborted" at the end sets Interrupted.
//   - message, role "bashExecution" (a command the user ran with "!" in the
//     TUI) → a tool_call named "bashExecution" (kind shell, ID "bash:" plus
//     the entry id or "L<line>") and its tool_result with pi's exitCode and
//     cancelled → Interrupted. It is real evidence of a command run, though
//     not one the model asked for.
//   - message, role "custom" / "hookMessage", and custom_message entries
//     (extension-injected messages the model sees) → user_message with Meta
//     set and Subtype = the extension's customType.
//   - compaction entries and "compactionSummary" messages → summary with
//     Subtype "compaction"; branch_summary entries and "branchSummary"
//     messages → summary with Subtype "branch_summary".
//   - model_change, thinking_level_change, session_info, label → system
//     events with those Subtypes and the new value as Text; custom entries
//     (extension state, never sent to the model) → system event, Subtype
//     "custom", Text = customType, Raw = the entry.
//   - any other entry type or message role → unknown, with Raw.
//
// Tool calls get canonical kinds by pi's built-in tool names: read → read,
// edit → edit, write → write, bash → shell (Command = the command), grep,
// find and ls → search, anything else (extension tools) → other. Paths come
// from the "path" argument, whatever the tool.
//
// # Branches
//
// Pi keeps branches in the same file: after navigating with /tree, new
// entries hang off an earlier parent. This package keeps every entry in
// file order and records the tree only through Event.ID and Event.ParentID;
// it does not drop abandoned branches. Pi appends, so the last entries of
// the file are the current leaf's; a caller that needs exactly the active
// path can follow ParentID back from the last event.
//
// # Stream output
//
// The same decoder reads the stdout of `pi --mode json` (one JSON event per
// line, starting with the same session header): each "message_end" event is
// read like a message entry, and the events that only repeat it or mark
// progress (agent_start/end, turn_start/end, message_start/update,
// tool_execution_start/update/end, queue_update) yield nothing. A stream cut
// off before a message_end loses that partial message.
//
// Real files sometimes hold two entries glued on one line ("}{"); the core
// reader splits them (transcript.splitRecords) and both are decoded.
package pi
