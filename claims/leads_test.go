package claims

import "testing"

// renderCase is a message and render's form of the claims found in it.
type renderCase struct{ in, want string }

// checkRenders extracts each case's claims and compares their render.
func checkRenders(t *testing.T, tests []renderCase) {
	t.Helper()
	for _, tt := range tests {
		if got := render(Extract(tt.in, nil)); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// TestPassedLead: a heading or lead that says the checks below passed
// gives the commands opening its items their outcome, and its ✅ items
// are passing tests; without the verdict the commands only ran, and a
// lead that says they did not pass passes nothing.
func TestPassedLead(t *testing.T) {
	t.Parallel()
	checkRenders(t, []renderCase{
		{"Validation passed:\n- `bun test test/a.test.ts`\n- `bun run lint`\n",
			"command_ran cmd=bun test test/a.test.ts out=succeeded; tests_pass scope=test/a.test.ts cmd=bun test test/a.test.ts; command_ran cmd=bun run lint out=succeeded; lint_clean tool=lint cmd=bun run lint"},
		{"## ✓ All Verifications Passed (3/3)\n\n- `go test ./...`\n", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"All 4 e2e tests passed:\n\n1. ✅ Opens the settings page\n", "tests_pass scope=all 4 e2e tests counts=4/0/-1/4; tests_pass scope=Opens the settings page"},
		{"Validation:\n- `bun run lint`\n", "command_ran cmd=bun run lint"},
		{"Tests not passed:\n- `bun run lint`\n", "tests_pass!"},
		{"Which checks passed:\n- `bun run lint`\n", ""},
	})
}

// TestStatusDash: a check's status after a dash reads as after a colon,
// and checks joined by & share it; items under a lead that offers the
// user options are not done.
func TestStatusDash(t *testing.T) {
	t.Parallel()
	checkRenders(t, []renderCase{
		{"**Test & Lint** — passed", "tests_pass; lint_clean"},
		{"- **Build** — passed (artifact uploaded)", "build_ok"},
		{"- Tests - failed (2 of 10)", "tests_pass! counts=8/2/-1/10"},
		{"TypeScript: 0 errors ✅", "lint_clean tool=tsc"},
		{"You have a few options:\n\n1. **Fix the lint issues** in those files first\n", "lint_clean?"},
		{"Two ways to fix it:\n- Update `a.go` to return early\n", "file_modified? path=a.go"},
	})
}

// TestSymbolItems: under a line that says symbols were added, created or
// extracted, an item that opens with a name and then its kind ("`LogLevel`
// enum") or a dash names one; a new file annotated "(new file - 687
// lines)" is created.
func TestSymbolItems(t *testing.T) {
	t.Parallel()
	checkRenders(t, []renderCase{
		{"I added:\n- `LogLevel` enum\n- `createLogger()` factory function\n", "symbol_implemented name=LogLevel; symbol_implemented name=createLogger"},
		{"Created `src/lib/log.ts` with:\n- `LogLevel` enum\n", "file_created path=src/lib/log.ts; symbol_implemented name=LogLevel"},
		{"Extracted helper functions:\n- `parseInput()` - Parse and validate input\n", "symbol_implemented name=parseInput"},
		{"Next steps:\n- `LogLevel` enum\n", ""},
		{"## Files\n- `src/utils/a.ts` (new file - 687 lines)\n", "file_created path=src/utils/a.ts"},
	})
}
