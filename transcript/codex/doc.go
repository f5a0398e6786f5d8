// Package codex reads the session files ("rollouts") of OpenAI's Codex CLI
// into vouch's normalized transcript.Session. Importing it registers the
// format with package transcript; it sits with the other adapters at the
// start of DESIGN.md's data flow (agent transcript files → transcript).
//
// Codex writes one JSONL file per session,
//
//	~/.codex/sessions/YYYY/MM/DD/rollout-<YYYY-MM-DDTHH-MM-SS>-<thread id>.jsonl
//
// (or under $CODEX_HOME/sessions). Every line is {"timestamp", "type",
// "payload"} (0.169 adds "ordinal"); type is session_meta, turn_context,
// response_item (the exact Responses-API items sent to and received from the
// model), event_msg (the UI's event stream), compacted, world_state or
// token_usage_record. Files from 0.104 to 0.169 are read.
//
// # One source of truth per thing
//
// Codex records most things twice: a response_item and an event_msg
// (user_message, agent_message, agent_reasoning, item_completed
// UserMessage/AgentMessage/HookPrompt, web_search_end, context_compacted).
// This package takes messages, reasoning, tool calls and tool outputs only
// from response_items, and uses event_msgs only to enrich them:
//
//   - a user response_item is a prompt (IsPrompt) only when Codex also
//     reports it as a user_message / item_completed UserMessage event (that
//     is how Codex tells typed input from injected context); otherwise it is
//     a Meta user_message. Known injections are Meta at once, with Subtype
//     naming them: "developer" (developer-role messages), "environment_context",
//     "agents_md", "user_instructions", "hook_prompt" (a Stop hook's
//     <hook_prompt> continuation), "turn_aborted", "user_shell_command",
//     "subagent_notification". Files without a session_meta (fragments) take
//     every other user message as a prompt;
//   - exit codes of tool results come from the function_call_output text
//     ("Process exited with code N", "Exit code: N", or the JSON
//     {"output","metadata":{"exit_code"}} of older shell tools), else from an
//     exec_command_end / item_completed CommandExecution / patch_apply_end /
//     FileChange event for the same call that came before the output;
//   - usage comes only from token_count events (see below).
//
// # Mapping
//
//   - session_meta → Session.ID, Cwd, AgentVersion (cli_version), and a
//     system event with Subtype "session" whose Text names the originator,
//     source and model provider.
//   - turn_context → the model for later assistant events; a change of
//     model adds a system event with Subtype "model_change".
//   - response_item message: assistant → assistant_message (Text); user and
//     developer → user_message as above, with image references.
//   - response_item reasoning → assistant_message with Thinking (the summary
//     text, else the raw reasoning content); encrypted content is dropped,
//     and a reasoning item with no readable text yields no event.
//   - response_item function_call / custom_tool_call / local_shell_call /
//     web_search_call → tool_call; function_call_output /
//     custom_tool_call_output → tool_result.
//   - compacted → summary with Subtype "compaction" (Text = Codex's summary
//     message; empty for a remote compaction whose summary is encrypted);
//     a context_compacted event without a compacted record also yields one.
//   - event_msg turn_aborted → system "interrupt"; error and stream_error →
//     system "api_error"; warning, background_event and deprecation_notice
//     → system events with their type as Subtype.
//   - world_state, token_usage_record (its response_id becomes the
//     MessageID of that response's events), and the event_msgs named above
//     as duplicates or progress (task_started, task_complete, exec_command_begin,
//     patch_apply_begin, item_started, turn_diff, …) yield no event. Any other
//     record or event_msg type → unknown, with Raw.
//
// # Tools
//
// exec_command (cmd), shell / container.exec / local_shell_call (argv, a
// `bash -lc CMD` wrapper unwrapped to CMD), shell_command and write_stdin
// (the characters sent) → kind shell with Command. apply_patch (Codex's
// freeform custom tool, its JSON form, or a shell command Codex intercepts
// as apply_patch: `apply_patch <<'EOF' …`) → kind edit, or write when the
// patch only adds files, with Paths from internal/applypatch (both ends of a
// move; joined to the `cd DIR &&` directory when there is one).
// view_image and read_file → read; list_dir, grep_files and tool_search →
// search; web_search → web; spawn_agent → task; update_plan, MCP tools and
// anything else → other.
//
// Tool results: Output is the command's output without Codex's "Chunk ID /
// Wall time / Process exited with code / Original token count / Output:"
// preamble (kept whole when the preamble is not exactly that shape).
// IsError is set for a non-zero exit code, a command blocked by a hook, and
// a failed apply_patch. A command still running when its output was
// recorded ("Process running with session ID N") has no exit code; its
// later output comes back through write_stdin results.
//
// # Usage
//
// token_count events carry last_token_usage (one model response) and
// total_token_usage (the running sum); Codex repeats the same event (before
// and after a turn_context). An event whose total equals the previous one is
// a repeat and is skipped, so each response counts once (ccusage's Codex
// loader, which also takes last_token_usage and falls back to the difference
// of totals, counts such repeats twice). Like OpenAI's API and ccusage,
// input_tokens includes cached_input_tokens;
// this package stores Input = input_tokens − cached_input_tokens −
// cache_write_input_tokens, CacheRead = cached_input_tokens, CacheCreation =
// cache_write_input_tokens, Output = output_tokens (reasoning included) and
// Reasoning = reasoning_output_tokens. The usage goes on the first assistant
// event (text or thinking) of the response it belongs to, with the current
// model; when the response had none (only tool calls) it goes on a system
// event with Subtype "usage". To do that, the decoder holds back a
// response's events until its token_count arrives (a few events; flushed at
// the next input, turn end or after 512 events).
//
// A session_meta line carries Codex's base instructions (about 22 KB in
// 0.125–0.169), so transcript.Detect needs the first 64 KB of a file, not a
// few KB, to see one whole Codex record.
package codex
