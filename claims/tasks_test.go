package claims

import "testing"

// TestTaskRunners: a task runner's command is the check its task names
// (mise, just, make, turbo, nx's project:target and -t), with the outcome
// the sentence gives; an adjective between "no" and "errors" keeps the
// outcome a success.
func TestTaskRunners(t *testing.T) {
	t.Parallel()
	checkRenders(t, []renderCase{
		{"`mise run lint` passes with 0 issues.", "command_ran cmd=mise run lint out=succeeded; lint_clean tool=lint cmd=mise run lint"},
		{"- `mise run test:integration` - all passed", "command_ran cmd=mise run test:integration out=succeeded; tests_pass cmd=mise run test:integration"},
		{"`pnpm exec nx run server:typecheck` passes", "command_ran cmd=pnpm exec nx run server:typecheck out=succeeded; lint_clean tool=typecheck cmd=pnpm exec nx run server:typecheck"},
		{"`npx nx run-many -t test` is green.", "command_ran cmd=npx nx run-many -t test out=succeeded; tests_pass cmd=npx nx run-many -t test"},
		{"`turbo run build` succeeded.", "command_ran cmd=turbo run build out=succeeded; build_ok cmd=turbo run build"},
		{"Run `mise run test` before you push.", ""},
		{"`mise run lint` still reports 3 issues.", "command_ran! cmd=mise run lint out=failed; lint_clean! tool=lint cmd=mise run lint"},
		{"Clean compile with `tsc --noEmit` (no type errors).", "build_ok; command_ran cmd=tsc --noEmit out=succeeded; lint_clean tool=typecheck cmd=tsc --noEmit"},
		{"`tsc --noEmit` finishes with 2 type errors.", "command_ran! cmd=tsc --noEmit out=failed; lint_clean! tool=tsc cmd=tsc --noEmit"},
	})
}

// TestGoPatternThenOutcome: "./..." outside backticks ends no sentence
// when its outcome follows in parentheses; before a new sentence it does.
func TestGoPatternThenOutcome(t *testing.T) {
	t.Parallel()
	checkRenders(t, []renderCase{
		{"- go vet ./... (clean)", "command_ran cmd=go vet ./... out=succeeded; lint_clean tool=go vet cmd=go vet ./..."},
		{"Ran go test ./... (all pass).", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"I ran go test ./internal/... Then I fixed the bug.", "command_ran cmd=go test ./internal/...; bug_fixed"},
	})
}
