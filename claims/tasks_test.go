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
