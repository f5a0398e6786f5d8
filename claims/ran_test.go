package claims

import "testing"

// TestRanChecks pins the classes of ran.go: runs told without a command in
// backticks (hooks, a script, a run, an install), the count after a test
// command, a command under a label, a check's first item on its label's
// line, lint told around its verdict, a change said to be someone else's.
// Each has its near-misses: plans, questions, negations. The want column is
// render's form.
func TestRanChecks(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, want string
	}{
		// The count in parentheses after a test command that ran is the
		// run's total.
		{"count after ran test command", "Checked the total with `go test ./pkg/...` (87 tests).", "command_ran cmd=go test ./pkg/...; tests_pass scope=./pkg/... cmd=go test ./pkg/... counts=-1/-1/-1/87"},
		{"count after instruction", "Run `pytest tests/api` (42 tests) before merging.", ""},
		{"count after a build command", "Checked it with `cargo build` (12 tests).", "command_ran cmd=cargo build"},

		// A line labelled with a recipe: its verdict is the recipe's, the
		// command after the label is what the recipe does.
		{"npm script label", "- `npm run check`: `node --check` ok for `src/cli.js` and `src/tempo.js`", "command_ran cmd=npm run check out=succeeded; build_ok cmd=node --check"},
		{"make target label", "- `make lint`: `ruff check .` clean", "command_ran cmd=make lint out=succeeded; lint_clean tool=ruff cmd=ruff check ."},

		// A commit's hooks that ran: no command to match, so no Command.
		{"hook ran successfully", "The lefthook pre-push hook ran successfully and formatted two files.", "command_ran name=lefthook pre-push hook out=succeeded"},
		{"hooks after running", "Checked by running the linters and the pre-commit hooks.", "command_ran name=pre-commit hooks"},
		{"hook did not run", "The pre-commit hook did not run.", ""},
		{"hook question", "Should the pre-commit hook run on every commit?", ""},

		// A script said to run to its end, once per message.
		{"script runs successfully", "The data import script now runs successfully.", "command_ran name=The data import script out=succeeded"},
		{"same script again", "The export script runs cleanly.\n\nThe script now runs without errors in the venv.", "command_ran name=The export script out=succeeded"},
		{"script should run", "The migration script should now run successfully.", ""},
		{"script does not run", "The seed script still doesn't run successfully.", "admits_failure!"},

		// A run of the program that finished.
		{"run finished", "A quick smoke run completed without errors.", "command_ran name=A quick smoke run out=succeeded"},
		{"a test run is no run of the program", "The full test run completed.", "generic"},

		// Requests sent to the program, counted.
		{"sent requests", "Load check: sent 20 parallel `GET /api/items` requests to the dev server.", "command_ran name=20 parallel `GET /api/items` requests"},
		{"send requests instruction", "Send 20 requests to check the limit.", ""},

		// Packages installed, told at the start of the sentence.
		{"installed packages", "Installed the missing plotting packages (matplotlib, seaborn).", "command_ran name=the missing plotting packages"},
		{"installed in a list", "- Installed required dependencies into the venv", "command_ran name=required dependencies"},
		{"installed is the user's", "Make sure you have installed the dependencies.", ""},

		// A command given under a label in a list of done work.
		{"command label", "1. Untracked the build folder\n   - Command: `git rm -r --cached dist`", "command_ran cmd=git rm -r --cached dist"},
		{"command label in a plan", "Next steps:\n- Command: `git push origin main`", ""},

		// The first item of a list of checks on its label's line.
		{"inline checks item", "Tests: - go vet ./internal (clean)", "command_ran cmd=go vet ./internal out=succeeded; lint_clean tool=go vet cmd=go vet ./internal"},

		// Lint told around its verdict.
		{"warning but passes", "There's one deprecation warning (the old config key) but it passes.", "lint_clean"},
		{"warning but tests pass", "There's a warning but the tests pass.", "tests_pass"},
		{"warning and fails", "There's an unused variable warning and it fails.", ""},
		{"apply formatter in summary", "## Summary\nApply black to the three notebook helpers.", "lint_clean tool=black"},
		{"applied formatter", "Applied prettier across the `web/` folder.", "lint_clean tool=prettier"},
		{"apply formatter as instruction", "Apply prettier to the files before committing.", ""},

		// A row of a table of checks whose check is the build or a linter
		// is no test.
		{"build row of a check table", "| Check | Status |\n|---|---|\n| Compile | ✅ |", "build_ok"},
		{"test row of a check table", "| Check | Status |\n|---|---|\n| test_login | ✅ |", "tests_pass scope=test_login"},

		// A sentence that opens with "any" and states nothing names
		// whatever there may be.
		{"any lead", "The release commit contains:\n\n- Any auto-fixed lint warnings from the stricter rules", "lint_clean?"},
		{"any lead with a verb", "Any lint errors were fixed by the hook.", "lint_clean"},

		// A change said to be someone else's: the agent left it alone.
		{"unrelated unstaged change", "The only uncommitted change left is `notes.txt`, which is unrelated.", "untouched path=notes.txt"},
		{"unrelated file without state", "`notes.txt` which is unrelated to the bug.", ""},
	}
	for _, tt := range tests {
		if got := render(Extract(tt.in, nil)); got != tt.want {
			t.Errorf("%s:\n  in:   %q\n  got:  %s\n  want: %s", tt.name, tt.in, got, tt.want)
		}
	}
}
