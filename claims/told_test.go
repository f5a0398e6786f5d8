package claims

import "testing"

// TestToldRuns pins the classes of told.go: operations told as done in
// words, with no command in backticks (git, installs, formatters,
// migrations, scripts, deploys), each with its near-misses: plans,
// negations, questions, the same words about code. The want column is
// render's form.
func TestToldRuns(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, want string
	}{
		// git operations in the past, opening the line: the command they imply
		{"committed and pushed", "3. Committed and pushed the parser changes to the release branch", "command_ran name=Committed and pushed cmd=git commit && git push"},
		{"pushed alone", "Pushed.", "command_ran name=Pushed cmd=git push"},
		{"pushed successfully", "Pushed successfully to origin.", "command_ran name=Pushed cmd=git push out=succeeded"},
		{"committed with a path", "Committed the regenerated `yarn.lock`", "command_ran name=Committed cmd=git commit; file_modified path=yarn.lock"},
		{"merged a branch", "Merged the feature/cache branch into develop", "command_ran name=Merged cmd=git merge"},
		{"merged code is no git", "Merged the two retry helpers into one function", ""},
		{"tagged a release", "Tagged v2.3.1 and pushed the tag.", "command_ran name=Tagged v2.3.1 and pushed cmd=git tag && git push"},
		{"tagged tests is no git", "Tagged the slow tests with `@slow`.", ""},
		{"cherry-picked a commit", "Cherry-picked the fix commit onto release/2.x", "command_ran name=Cherry-picked cmd=git cherry-pick"},
		{"amended the commit", "Amended the last commit with the missing file.", "command_ran name=Amended cmd=git commit"},
		{"amended docs is no git", "Amended the README to mention the flag.", ""},
		{"pushed onto a stack", "Pushed onto the stack before the call returns", ""},
		{"committed as adjective", "Committed files are excluded from the scan.", ""},
		{"after done", "Done — committed as `d16b186`.", "command_ran name=Done - committed cmd=git commit"},
		{"after done, negated", "Done: I have not pushed yet.", "admits_failure!"},
		{"merged as adjective", "Merged PRs are listed in the changelog.", ""},
		{"not pushed", "I haven't pushed the branch yet.", ""},
		{"plan to commit", "Next steps:\n- Commit and push the changes", ""},
		{"question to commit", "Should I commit and push?", ""},
		{"ticked commit step", "- [x] Commit and push the changes", "command_ran name=Commit and push cmd=git commit && git push"},
		{"unticked commit step", "- [ ] Commit and push the changes", ""},
		// the state of the work, a noun with its verdict, commits counted
		{"all changes committed", "All the changes have been committed and pushed.", "command_ran name=changes have been committed and pushed cmd=git commit && git push"},
		{"clean and pushed", "Everything is clean and pushed.", "command_ran name=Everything is clean and pushed cmd=git push"},
		{"code is committed by a hook", "The hook makes sure only formatted code is committed.", ""},
		{"commit succeeded", "The signing warning is harmless, the commit succeeded.", "command_ran name=commit succeeded cmd=git commit out=succeeded"},
		{"pre-commit succeeded is no commit", "The pre-commit succeeded after the fix.", ""},
		{"commits made", "I split the work into three focused commits.", "command_ran name=split the work into three focused commits cmd=git commit"},
		{"commits blocked", "Git commits were blocked by the sandbox.", ""},
		{"a commit message check is no commit", "Made a commit message check stricter.", ""},
		{"pr pushed", "PR #12 pushed with the two fix commits", "command_ran name=PR #12 pushed cmd=git push"},
		// a git operation among other done work, with a git object
		{"pushed in a list of done work", "I checked the logs, pushed a one-line fix, and reran the job.", "command_ran name=pushed a one-line fix cmd=git push"},
		{"merged it", "I've reviewed PR #7 and merged it.", "command_ran name=merged it cmd=git merge"},
		{"merged data is no git", "I've loaded both files and merged them into one table.", ""},
		{"pushed to a queue", "Events are validated and pushed to the queue.", ""},
		{"after a status label", "- Main Branch: Successfully merged `feat/x` into `main`", "command_ran name=Successfully merged cmd=git merge out=succeeded"},

		// packages installed: a heading, a line, a package in a code span
		{"dependencies installed heading", "### Dependencies Installed:\n- zod", "command_ran name=Dependencies Installed"},
		{"packages installed with pip", "All packages installed with pip ✅", "command_ran name=All packages installed cmd=pip install"},
		{"installed a package", "Installed `left-pad` with pnpm.", "command_ran name=`left-pad` cmd=pnpm install"},
		{"uninstalled a package", "Cleaned up by removing the probe and uninstalling `puppeteer`.", "command_ran name=`puppeteer`"},
		{"install packages instruction", "Make sure the packages are installed before running it.", ""},

		// a formatter applied, told in words: the formatter's command
		{"applied formatting with", "Applied code formatting with black", "command_ran name=Applied code formatting with black cmd=black"},
		{"tool formatting applied", "Ruff formatting applied to the new modules", "command_ran name=Ruff formatting applied cmd=ruff format"},
		{"formatted with", "Formatted the changed files with prettier.", "command_ran name=Formatted the changed files with prettier cmd=prettier"},
		{"format with as instruction", "Format the files with prettier before committing.", ""},

		// database migrations applied: no command can be named
		{"migration applied", "✅ Schema migration applied successfully", "command_ran name=Schema migration applied"},
		{"migration status", "DB migration: ✅ Applied", "command_ran name=DB migration: ✅ Applied"},
		{"ran migrations", "Ran the pending migrations against the dev database", "command_ran name=Ran the pending migrations"},
		{"migration instruction", "Database migration: Run `make migrate` to add the columns.", ""},
		{"code migration", "Applied the migration to the new error type in config.rs", ""},
		{"migrations not applied", "The migration was not applied.", ""},

		// a script named in words that was run
		{"script has been run", "The backfill script has been run on staging.", "command_ran name=The backfill script has been run"},
		{"script run after and", "Tests pass, and the backfill script has been run.", "tests_pass; command_ran name=the backfill script has been run"},
		{"script re-run", "- Changelog script re-run", "command_ran name=Changelog script re-run"},
		{"ran the script", "Ran the seed script twice.", "command_ran name=Ran the seed script"},
		{"script will be run", "The seed script will be run by CI.", ""},

		// a deploy told as done
		{"redeployed", "Redeployed to Fly.io.", "command_ran name=Redeployed to Fly.io"},
		{"published to npm", "Published the package to npm.", "command_ran name=Published the package to npm cmd=npm publish"},
		{"deploy instruction", "Deploy to staging once CI passes.", ""},
		{"deployed at the end of the text", "Deployed to X", "command_ran name=Deployed to X"},

		// a command put in place of another is written into a file, not run
		{"replaced a command", "Replaced `yarn install` with `pnpm install --frozen-lockfile` in the Dockerfile.", ""},
		{"switched a command", "Switched the CI step to `uv sync` from pip.", ""},
		{"done with a command", "Removed the stale lockfile with `git rm yarn.lock`.", "command_ran cmd=git rm yarn.lock"},

		// "via" a command is a run after a past verb only: after a base or
		// present verb it tells how something is done, or is to be done
		{"verified via", "Verified the fix via `curl localhost:8080/health`.", "command_ran cmd=curl localhost:8080/health"},
		{"remove via as an option", "Keep the worktree for follow-ups, or remove via `git worktree remove` later.", ""},
		{"uses via", "The workflow installs packages via `uv pip install -e .`.", ""},
	}
	for _, tt := range tests {
		if got := render(Extract(tt.in, nil)); got != tt.want {
			t.Errorf("%s:\n  in:   %q\n  got:  %s\n  want: %s", tt.name, tt.in, got, tt.want)
		}
	}
}
