package claims

import "testing"

// TestCommands pins the classes of command claims found on real agents'
// messages (testdata/claims/real-messages.jsonl), each with phrasings
// that must not match.
func TestCommands(t *testing.T) {
	t.Parallel()
	tests := []struct {
		class, in, want string
	}{
		// a script run by its path with arguments is a command, not a file
		// named (real-messages 217, 220, 222)
		{"script", "I ran `scripts/validate.sh --dataset evo-species` and it passed.", "command_ran cmd=scripts/validate.sh --dataset evo-species out=succeeded"},
		{"script", "- ⚠️ `scripts/ci_log_harvest.sh --help` (fails locally because `gh` is not installed)", "command_ran! cmd=scripts/ci_log_harvest.sh --help out=failed"},
		{"script", "✅ `tools/collect_fields.py --output reports/fields.json`", "command_ran cmd=tools/collect_fields.py --output reports/fields.json out=succeeded"},
		{"script", "Updated `scripts/validate.sh`.", "file_modified path=scripts/validate.sh"},
		{"script", "Created `tools/collect_fields.py`.", "file_created path=tools/collect_fields.py"},
		{"script", "Added `src/app.ts` and `src/util.ts`.", "file_created path=src/app.ts; file_created path=src/util.ts"},
		// bun runs a package's binary by its name: "bun tsc" is tsc, as
		// "bunx tsc" is; "bun test" and "bun run build" are bun's own
		{"bun", "`bun tsc --noEmit` now passes with 0 errors", "command_ran cmd=bun tsc --noEmit out=succeeded; lint_clean tool=tsc cmd=bun tsc --noEmit"},
		{"bun", "`bunx eslint .` is clean", "command_ran cmd=bunx eslint . out=succeeded; lint_clean tool=eslint cmd=bunx eslint ."},
		{"bun", "`bun test` passes", "command_ran cmd=bun test out=succeeded; tests_pass cmd=bun test"},
		// a sentence of prose, or a label, that opens with a bare command
		// and its verdict
		{"bare", "go test ./... passes.", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"bare", "go build ./... passes.", "command_ran cmd=go build ./... out=succeeded; build_ok cmd=go build ./..."},
		{"bare", "npm run build fails on the missing import.", "command_ran! cmd=npm run build out=failed; build_ok! cmd=npm run build"},
		{"bare", "Tests: go test ./... (pass)", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"bare", "go test is what I would run next.", ""},
		// a note of counts after a test command or a verdict
		{"count note", "Tests: `node --test` (pass, 18/18)", "tests_pass cmd=node --test counts=18/0/-1/18; command_ran cmd=node --test out=succeeded"},
		{"count note", "Tests: `node --test` → 11/12", "command_ran! cmd=node --test out=failed; tests_pass! cmd=node --test counts=11/1/-1/12"},
		{"count note", "Tests pass (14 of 14).", "tests_pass counts=14/0/-1/14"},
		{"count note", "Tests: `cargo test tree::` (pass, 7 tests).", "tests_pass scope=tree:: cmd=cargo test tree:: counts=7/-1/-1/-1; command_ran cmd=cargo test tree:: out=succeeded"},
		{"count note", "All tests pass (see 2024/11 notes).", "tests_pass"},
		// a verdict after ";" whose subject is the whole run is the run's
		{"verdict after ;", "Ran `go test ./...`; all green.", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"verdict after ;", "Ran `pytest -q`; everything passes.", "command_ran cmd=pytest -q out=succeeded; tests_pass cmd=pytest -q"},
		{"verdict after ;", "I ran `ruff check .` and `mypy .`; both are clean", "command_ran cmd=ruff check . out=succeeded; lint_clean tool=ruff cmd=ruff check .; command_ran cmd=mypy . out=succeeded; lint_clean tool=mypy cmd=mypy ."},
		{"verdict after ;", "Ran `go fmt ./...`; all changes are committed.", "command_ran cmd=go fmt ./...; command_ran name=changes are committed cmd=git commit"},
	}
	for _, tc := range tests {
		if got := render(Extract(tc.in, nil)); got != tc.want {
			t.Errorf("%s: Extract(%q)\n got  %s\n want %s", tc.class, tc.in, got, tc.want)
		}
	}
}
