// Package claudecode reads Claude Code session files
// (~/.claude/projects/<project>/<session-id>.jsonl and the sub-agent files
// next to them) into transcript.Session. Importing it registers the format
// with package transcript; it sits at the start of DESIGN.md's data flow.
//
// How Claude Code entries become events:
//
//   - user: a string or text blocks become one user_message (images kept as
//     media type and decoded size, never the bytes). isMeta lines, local
//     command output, slash commands, system reminders and hook feedback
//     ("Stop hook feedback:\n…", Subtype "hook") are Meta; text written
//     next to tool results is Meta too. "[Request interrupted by user…]"
//     becomes a system event with Subtype "interrupt". An isCompactSummary
//     line is a summary with Subtype "compact". tool_result blocks become
//     tool_result events.
//   - assistant: one event per content block: text, thinking, redacted
//     thinking (Subtype "redacted_thinking", no text), tool_use. A
//     "<synthetic>" message (Claude Code's own API error text) or an
//     isApiErrorMessage line is a system event with Subtype "api_error" and
//     no model or usage: it is not a model response.
//   - summary: a summary event (ParentID is its leafUuid).
//   - system: a system event with Claude Code's subtype (compact_boundary,
//     local_command, api_error, stop_hook_summary, …).
//   - attachment: a system event whose Subtype is the attachment's type
//     (hook_blocking_error, skill_listing, …); Text is the blocking error or
//     the content.
//   - queue-operation, last-prompt, file-history-snapshot, progress: counted
//     as records, no events (bookkeeping; sub-agent progress is in the
//     sub-agent files).
//   - anything else: an unknown event with the raw record.
//
// Usage: one model response is written as one line per content block, all
// with the same message.id, and each line repeats (or, while streaming,
// grows) the usage. The decoder holds back the events of the open response
// until a line with another id arrives (at most maxHeld events) and puts
// the largest usage seen on its lines on the response's first event, the
// way ccusage counts (message id + request id, largest total wins).
//
// Tool results: IsError is is_error. Shell exit codes: Claude Code turns a
// non-zero exit into an error result whose text starts "Exit code N", so a
// Bash error result gives N, and a Bash result that is not an error gives 0
// (unless interrupted or sent to the background); BashOutput gives the
// exitCode of its toolUseResult. Interrupted comes from
// toolUseResult.interrupted.
//
// Options.SkipContent leaves out Text, Thinking, Images, tool inputs and
// outputs; everything else is the same as a full decode.
package claudecode
