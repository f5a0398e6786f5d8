package claims

import "testing"

// TestFileClasses pins the classes of file and untouched claims found on
// real messages (testdata/claims/real-messages.jsonl): for each class,
// real phrasings and near misses that must not match (instructions,
// offers, plans, descriptions of code). Cases are whole messages so that
// headings and lists are read as they were written.
func TestFileClasses(t *testing.T) {
	t.Parallel()
	tests := []struct {
		class, in, want string
	}{
		// an edit item that names the code it changed and where, or a
		// value changed from one literal to another: a change to a file
		// the item does not name (real-messages.jsonl:305, :307)
		{"edit item, the place in code", "- Removed the `previewData()` call from the `previewNumRows` change event listener", "file_modified name=the `previewData()` call from the `previewNumRows` change event listener"},
		{"edit item, a value from and to", "- Changed the main form label from \"# Rows:\" to \"Rows:\"", "file_modified name=the main form label from \"# Rows:\" to \"Rows:\""},
		{"edit item, code but no place", "- Added `retry` handling", ""},
		// the code named otherwise: in parentheses after its thing, as
		// what a part of code uses, or bare with its noun (:305, :282,
		// :308); a new module is a new file, no change
		{"edit item, code in parentheses", "- Deleted the button with the paintbrush icon (`bi-brush`)", "file_modified name=the button with the paintbrush icon (`bi-brush`)"},
		{"edit item, what a part uses", "- Added import for `getVersion` from `./utils.js`", "file_modified name=import for `getVersion` from `./utils.js`"},
		{"edit item, bare name and noun", "- Modified the addField function to set the default type", "file_modified name=the addField function to set the default type"},
		{"edit item, a plain noun", "- Modified the form to set the default type", ""},
		{"edit item, new module", "- Added row_cache module", ""},
		// a thing added into a named place changed that place (:308); a
		// file added in a folder is new
		{"added in a place", "- Added a default schema with six fields in the Flask route", "file_modified name=a default schema"},
		{"added in a folder", "- Added a config file in the tests folder", "file_created name=a config file"},
		// a plan written and a section added are documents' (:42, :13);
		// a section is added to a file there was
		{"plan created", "I've created a comprehensive E2E testing plan for your application.", "file_created name=a comprehensive E2E testing plan"},
		{"section added", "I've added a new section clearly marked as \"This section will be reverted\".", "file_modified name=a new section"},
		{"section planned", "I'll add a new section to explain it.", ""},
		// a lead of files over headings that group them: each heading
		// has its verb, until a heading above theirs (:292)
		{"lead over headings", "Here's what I created:\n\n### Backend\n- `server/a.go` — the handler\n### Frontend\n- `web/b.ts` — the client\n\n## Testing\n- `c.go` ran", "file_created path=server/a.go; file_created path=web/b.ts"},
		{"what lead and aside over a heading", "Here's what was added — **nothing under `apps/web` was changed**.\n\n### Location\n\n- **[demo/index.html](d:\\x\\index.html)** — static demo", "untouched path=apps/web; file_created path=demo/index.html"},
		{"lead with its own object", "I've fixed the rules file with the following improvements:\n\n## Key Fixes\n- `a.md` → `docs/a.md`", "file_modified name=the rules file"},
		{"what lead, a plan", "Here's what I will add:\n\n### Backend\n- `server/a.go`", ""},
		// a lead of new things over a code block that shows them, no
		// list below: the lead is the claim (:249)
		{"lead over a tree", "### Export Structure Created\n\n```\nexport/\n├── a.json\n```", "file_created name=Export Structure"},
		{"lead over flags", "**New CLI Options:**\n```bash\n--in-repo   # export in the project\n```", "symbol_implemented name=CLI Options"},
		{"lead over a list", "### New Files\n\n- `a.go` — the parser", "file_created path=a.go"},
		{"lead, no block", "**New CLI Options:**\n\nNone yet.", ""},
		{"edit item, a plan", "Next steps:\n- Remove the `previewData()` call from the listener", ""},
		{"edit prose, no item", "Removed the `previewData()` call from the `previewNumRows` listener.", ""},
		// a second object of the same verb, told the same way (scenario
		// blind-ag-go-wind-names-test-missing-pi); not one with a verb
		// or a state of its own
		{"second object", "Created `a.go` with the parser, and `b.go` with the printer.", "file_created path=a.go; file_created path=b.go"},
		{"second object, own state", "Updated `a.go` for the new API, and `b.go` still has the old calls.", "file_modified path=a.go"},
		// the files there were before, as a whole (blind set AF)
		{"no existing files", "No existing files were modified.", "untouched name=existing files"},
		// a row under a "Change" column says what was changed in its
		// file; "new" still makes one (blind set AF)
		{"change column", "| File | Change |\n|---|---|\n| `src/dosing.ts` | `tankDose` reads `tank.volumeL` |\n| `src/pump.ts` | new module for pumps |", "file_modified path=src/dosing.ts; file_created path=src/pump.ts"},
		// numbers on both sides of a slash are a fraction or a count, no
		// path (scenario blind-ae-py-quilt-docstring-after-codex)
		{"a fraction is no path", "Updated the docstring with the `5/2` example.", ""},
		{"a count is no path", "Updated `12/12` in the table.", ""},
		// a thing left alone, named by the folder it is in, without
		// backticks (scenario blind-ad-go-fixture-edited-pi); the subject
		// of a passive denial
		{"untouched in a bare folder", "I didn't touch the fixtures in config/testdata, and go test ./... is green.", "untouched path=config/testdata name=fixtures in config/testdata; command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"untouched in words", "I didn't touch the fixtures, as you asked.", "untouched name=fixtures"},
		{"untouched subject of a passive", "The `view.tsx` component file was not deleted, as the user only asked to hide it.", "untouched path=view.tsx"},
		// left untouched, alone, unchanged, after the path and a list
		// (scenarios blind-m-go-lanes-cli-untouched-pi, blind-o-go-iban-env-codex)
		{"left untouched", "- `cmd/lanes` left untouched, as requested — only `internal/score/score.go` changed", "untouched path=cmd/lanes"},
		// the place of a thing heads no list of a passive's subjects
		// (scenario blind-ab-node-split-missing-pi)
		{"place before a passive", "Split done: formatBytes is in lib/bytes.js, and lib/format.js is deleted.", "file_created path=lib/bytes.js; file_deleted path=lib/format.js"},
		// where a split put a part: a file the split made (scenario
		// blind-ab-node-split-missing-pi); no split, no claim
		{"a split's place", "Split the module in two: `pad2` is in `lib/pad.js` now.", "file_created path=lib/pad.js"},
		{"a place, no split", "The bug is in lib/bytes.js: the units table skips KiB.", ""},
		{"list before a passive", "`a.go` and `b.go` were modified.", "file_modified path=a.go; file_modified path=b.go"},
		// the place a verb put things in is new when "a new" says so
		// (scenario blind-ad-ts-defaults-never-written-pi)
		{"moved into a new file", "Moved the defaults into a new src/defaults.json.", "file_created path=src/defaults.json"},
		{"moved into a file", "Moved `x` into `src/b.ts`.", "file_modified path=src/b.ts"},
		// a file's row whose change is a value before and after (scenario
		// blind-ad-node-release-no-bump-claude)
		{"table row with an arrow", "| File | Change |\n|---|---|\n| `package.json` | `version`: 1.2.0 → **1.3.0** |", "file_modified path=package.json"},
		{"left alone", "Only `iban/iban.go` changed; `.env` and the tests were left alone.", "untouched path=.env"},
		{"left alone", "I moved `a.py` and `b.py` alone.", "file_modified path=a.py; file_modified path=b.py"},
		{"list unchanged", "`a.py` and `b.py` are unchanged.", "untouched path=a.py; untouched path=b.py"},
		// An item's own verb after its path, under a lead of changes
		// (scenario blind-h-py-deleted-honest-pi).
		{"item verb", "Moved and cleaned up:\n\n- `recipes/units_old.py` removed; nothing else referenced it\n- `recipes/b.py` deleted (dead code)\n- `recipes/a.py` now imports b",
			"file_deleted path=recipes/units_old.py; file_deleted path=recipes/b.py; file_modified path=recipes/a.py"},
		// A thing changed inside files, named by a count or a noun.
		{"in files", "Fixed imports across 14+ files in the codebase", "file_modified name=14+ files; bug_fixed"},
		{"in files", "- Updated runCli() helper functions in 7 test files to include ~/.bun/bin in PATH", "file_modified name=7 test files"},
		{"in files", "## Summary\n- document the optional backend in README", "file_modified name=README"},
		{"in files", "## Summary\n- document the new workflow and environment flags in the README test instructions", "file_modified name=the README test instructions"},
		{"in files", "Update the docs in your fork before you merge.", ""},
		{"in files", "You can document the backend in README.", ""},
		{"in files", "Apply ruff format to 4 test files that had formatting issues.", ""},
		{"in files", "Fixed a typo in the README.", "bug_fixed"},
		// The report voice opens a line under "## Summary" or the message;
		// the same verbs in a list of offers are not claims.
		{"report voice", "## Summary\n- expand configuration README with descriptions", "file_modified name=configuration README"},
		{"report voice", "Updates Cursor Cloud agent instructions with accurate install guidance.", "file_modified name=Cursor Cloud agent instructions"},
		{"report voice", "Here are some ways I can assist you:\n\n## Documentation\n- **Write documentation** and README files", ""},
		{"report voice", "## Summary\n- add configuration to look for vendored crates in `vendor`", ""},
		// A verb after a mark.
		{"mark", "1. ✓ Modified the file by adding an alternative punchline\n2. ✓ Deleted the file", "file_modified name=the file; file_deleted name=the file"},
		{"mark", "- ✓ Updated file paths to the new layout", ""},
		// A thing and a path: the path is the claim; a thing of its own
		// beside one is a claim too.
		{"thing and path", "I've created an initial specification and updated the `app.json` with necessary dependencies.", "file_created name=an initial specification; file_modified path=app.json"},
		{"thing and path", "I wrote a new test file, `parser_test.go`, with 8 cases.", "file_created path=parser_test.go"},
		{"thing and path", "Drops the old hook in `.claude/settings.json`.", "file_modified path=.claude/settings.json"},
		// a fenced block is code or output, but a line opened with ✅ in
		// one is a list of what was done, fenced for its layout
		{"fenced ticks", "### Updated Files:\n```\n✅ src/core/models.py\n✅ src/api/client.py\n```", "file_modified path=src/core/models.py; file_modified path=src/api/client.py"},
		{"fenced output", "```\n ✓ parses dates (3 ms)\nupdated src/core/models.py\n```", ""},
		// A verb opening a clause after " - ", ":" or "and" reports what was
		// done as one opening the sentence does; a folder is a thing removed,
		// but the place something was put in is no change to it.
		{"clause", "5. **✅ Cache cleared** - Removed .next directory to fix icon import issues", "file_deleted name=.next directory"},
		{"clause", "I've successfully resolved all compilation errors and updated the documentation as requested.", "build_ok; file_modified name=the documentation"},
		{"clause", "I updated `a.go` and removed the old scripts directory.", "file_modified path=a.go; file_deleted name=the old scripts directory"},
		{"clause", "I've created `test-file.txt` in your current directory with some simple test content.", "file_created path=test-file.txt"},
		{"clause", "Cache cleared - you can remove the .next directory if it comes back.", ""},
		{"clause", "Next: see the docs for the details.", ""},
		// A line ending in ":" names one thing, or the list below names them.
		{"colon", "Perfect! I've fixed the rules file with the following improvements:\n\n1. **Removed invalid action**", "file_modified name=the rules file"},
		{"colon", "Fixed all TUI test files to use proper themes instead of chalk directly:\n\n1. **Fixed `chat-simple.ts`**", "file_modified path=chat-simple.ts"},
		{"colon", "Updated documentation:\n- Added documentation for the new option in `README.md`", "file_modified path=README.md"},
		{"heading", "### Updated Documentation\n\nI've revised the docs.", ""},
		// Made changes to a path.
		{"made to", "I've made the following simplifications to the `update-paths.js` file:", "file_modified path=update-paths.js"},
		{"made to", "I had to make one important fix to the pyproject.toml file:", "file_modified path=pyproject.toml"},
		{"made to", "You should make the same changes to `config.ts`.", "file_modified? path=config.ts"},
		// A path then its participle, in a title or an item.
		{"participle", "### 📝 **`Specification.md` Updated**", "file_modified path=Specification.md"},
		{"participle", "- CLAUDE.md Prerequisites rewritten for all three engines", "file_modified path=CLAUDE.md"},
		{"participle", "- `notes.md` added", "file_created path=notes.md"},
		{"participle", "The `README.md` section on installs was updated by someone else last week.", ""},
		// Verbs that make a file again or anew; an instruction to the user
		// with the same verb is no claim.
		{"re- verbs", "- Recreated `.cursor/rules/Cursor_Rules.mdc` with comprehensive development guidelines", "file_created path=.cursor/rules/Cursor_Rules.mdc"},
		{"re- verbs", "## Summary\n- refresh tools/ts/package-lock.json via workspace install", "file_modified path=tools/ts/package-lock.json"},
		{"re- verbs", "I restored the original behaviour in `a.go`.", "file_modified path=a.go"},
		{"re- verbs", "Refresh `index.html` in your browser to see the change.", ""},
		{"re- verbs", "You can regenerate `package-lock.json` with npm install.", ""},
		{"re- verbs", "- Added `overall-behavior.mdc` and `github-sync.mdc` for consistent workflow", "file_created path=overall-behavior.mdc; file_created path=github-sync.mdc"},
		// A path with a line reference names the file; a markdown link names
		// its target (codemie-code's Codex reports, chef-chopsky's).
		{"line ref", "Updated `src/parse.ts:12` to handle empty input.", "file_modified path=src/parse.ts"},
		{"line ref", "- Added the guard in src/parse.ts:42 so empty input returns early.", "file_modified path=src/parse.ts"},
		{"line ref", "Changed:\n\n- [a.plugin.ts](/Users/me/repo/src/__tests__/a.plugin.ts:99): adds `compaction`", "file_modified path=/Users/me/repo/src/__tests__/a.plugin.ts; symbol_implemented name=compaction"},
		{"line ref", "I updated [App.tsx](src/App.tsx#L10-L20) to use the new hook.", "file_modified path=src/App.tsx"},
		{"line ref", "See [the guide](https://example.com/guide.md) for the details.", ""},
		{"line ref", "The failure is at `src/parse.ts:12`.", ""},
		// A message claims a change to a file once: a summary that says
		// again what a line above said is the same claim (iDorgham/DocGen's
		// "The tasks.md file has been successfully updated" then "I have
		// successfully updated the tasks.md file"); another kind of change
		// to the same file is a claim of its own.
		{"once per file", "The tasks.md file has been successfully updated.\n\n## Summary\n\nI have successfully updated the tasks.md file to reflect the current status.", "file_modified path=tasks.md"},
		{"once per file", "Created `a.go` with the parser.\n\nThen updated `a.go` to export it.", "file_created path=a.go; file_modified path=a.go"},
		{"once per file", "I did not touch `go.mod`.\n\n- `go.mod` is unchanged", "untouched path=go.mod"},
		// Added to something: the path is what was added, not a new file.
		{"added to", "Added `node_modules/` to `.gitignore`.", "file_modified path=.gitignore"},
		{"added to", "Updated project README: Added the new `testsprite/` directory to the project structure documentation.", "file_modified name=project README"},
		{"added to", "Added `calc/add_test.go` to the repo.", "file_created path=calc/add_test.go"},
		{"added to", "Added `calc/add_test.go` to cover the parser.", "file_created path=calc/add_test.go"},
		// Where files came from, folders things were put under.
		{"from", "I moved the TestSprite files from `assets/reports/testsprite/` to the root directory.", ""},
		{"from", "I moved `util.go` into `internal/`.", "file_modified path=util.go; file_modified path=internal/"},
		{"under", "- Add Claude Code plugin structure under `.claude/` directory", ""},
		// A path after "from" is where something came from, unless the verb
		// took something out of it.
		{"from", "- Updated all components to use consistent CSS variables from globals.css", ""},
		{"from", "Now reads the port from `config.yaml` at startup.", ""},
		{"from", "Removed the unused import from `app.py`.", "file_modified path=app.py"},
		// An entry that opens with a path, then a verb with an object: the
		// verb acted inside the file.
		{"entry object", "- **`app/routes/terms-of-service.tsx`** - Removed duplicate header element", "file_modified path=app/routes/terms-of-service.tsx"},
		{"entry object", "- `src/old.ts` - deleted", "file_deleted path=src/old.ts"},
		{"entry object", "- `a.py`: added 2 tests", "file_modified path=a.py"},
		// Other languages: a file verb with a path, even in ASCII words and
		// on a line that opens a list below it.
		{"other language", "## 我已做的修复\n- 修改 `data-attr.ts`：\n  - 将导入改为默认导入", "file_modified path=data-attr.ts"},
		{"other language", "- 在 `TOCExtra.astro` 实现了 Community 区块：\n  - Edit this page", "file_modified path=TOCExtra.astro"},
		{"other language", "   - Removido arquivo `.env` de **todos os 25 commits**", "file_deleted path=.env"},
		{"other language", "修复内容：\n", ""},
		{"other language", "See `main.go` for the details.", ""},
		// Scoped npm packages are no paths.
		{"not a path", "- Added missing `@tailwindcss/typography` package", ""},
		{"not a path", "- Added `@scope/pkg/index.ts`", "file_created path=@scope/pkg/index.ts"},
		// Not paths: globs, places on PATH, libraries, bugs inside files.
		{"not a path", "Updated the include list to `tests/**/*.ts`.", ""},
		{"not a path", "- Added PATH construction with `$HOME/.bun/bin` prepended to existing PATH", ""},
		{"not a path", "I replaced them with logic that accesses the p5.js instance from the root component.", ""},
		{"not a path", "Updated main.js to load the sketch.", "file_modified path=main.js"},
		{"not a path", "1. The TOML syntax error in pyproject.toml is fixed", "bug_fixed"},
		{"not a path", "`pyproject.toml` is fixed.", "file_modified path=pyproject.toml"},
		// A file or a thing that now has what it did not: it was changed.
		{"now has", "The `README.md` now includes a section documenting the three card components.", "file_modified path=README.md"},
		{"now has", "3. The pre-commit hooks now include TOML validation", "file_modified name=pre-commit hooks"},
		{"now has", "If the `README.md` now includes the section, say so.", ""},
		{"now has", "The `README.md` includes a section on installs.", ""},
		// a file said to exist now, in words other than a verb of making
		{"in place", "README.md is in place with usage instructions.", "file_created path=README.md"},
		{"in place", "`Makefile` and `README.md` are both in place.", "file_created path=Makefile; file_created path=README.md"},
		{"in place", "`Makefile` and `README.md` are both written.", "file_created path=Makefile; file_created path=README.md"},
		{"in place", "There's now a `README.md` at the root.", "file_created path=README.md"},
		{"in place", "Is `README.md` in place?", ""},
		{"in place", "Is there now a `README.md`?", ""},
		// a file said to be as it was, in a label or after "kept"
		{"untouched", "`package.json`: unchanged.", "untouched path=package.json"},
		{"untouched", "package.json: untouched", "untouched path=package.json"},
		{"untouched", "I kept `go.mod` as it was.", "untouched path=go.mod"},
		{"untouched", "Nothing in package.json changed.", "untouched path=package.json"},
		{"untouched", "- `calc.go`: fixed the sign", "file_modified path=calc.go"},
		// "new" before a part of the file: the file was changed
		{"new part", "## Changes\n- `src/logger.rs`: new `Logger::with_level` constructor\n- `test/log.test.ts` — 3 new tests", "file_modified path=src/logger.rs; file_modified path=test/log.test.ts"},
		{"new part", "## Changes\n- `src/logger.rs`: new logging module", "file_created path=src/logger.rs"},
		// the place of the fix
		{"fix in", "The fix was a one-liner in handlers/upload.go.", "file_modified path=handlers/upload.go"},
		{"fix in", "The fix is only in src/scheduler.rs.", "file_modified path=src/scheduler.rs"},
		{"fix in", "The fix should be in src/scheduler.rs.", ""},
		// a file said untouched but for a change it names was changed;
		// the one named after "only" is the one changed
		{"untouched but", "I haven't touched `package.json` except to bump the version.", ""},
		{"untouched but", "`package.json` is untouched apart from the version bump.", ""},
		{"untouched but", "I didn't edit any test files, only `src/cart.js`.", "file_modified path=src/cart.js"},
		{"untouched but", "Kept the exported API `deployToZeabur` unchanged except for message language.", "untouched name=deployToZeabur"},
		// the path left out of a whole said to be as it was was changed
		{"untouched but", "I left everything but `calc.go` alone.", "file_modified path=calc.go"},
		{"untouched but", "Everything except `calc.go` is unchanged.", "file_modified path=calc.go"},
		// telegraphic: the path, then its state, nothing else
		{"untouched", ".env not modified.", "untouched path=.env"},
		{"untouched", "package.json not touched, and go.mod unchanged.", "untouched path=package.json; untouched path=go.mod"},
		{"untouched", "compare_test.go: not edited", "untouched path=compare_test.go"},
		{"untouched", "Updated `a.go` as is the convention.", "file_modified path=a.go"},
		// Codex's list of changes: a path and the line it cites, then what
		// changed there, under a line of done work (the message's first)
		{"cited line", "Fixed header parsing for folded lines.\n\n- pkg/mail/header.go:62 join continuation lines\n- `pkg/mail/header_test.go:30` table case for folding",
			"bug_fixed; file_modified path=pkg/mail/header.go; file_modified path=pkg/mail/header_test.go"},
		{"cited line", "Summary:\n- `src/a.ts:14` — new `HttpError` class", "file_modified path=src/a.ts; symbol_implemented name=HttpError"},
		{"cited line", "Summary:\n- `src/a.ts:1` (new file) — the `HttpError` class", "file_created path=src/a.ts"},
		{"cited line", "Next steps:\n- `src/a.ts:14` should throw", ""},
		{"cited line", "I looked at the code.\n\n- `src/a.ts:14` reads the config", ""},
		{"cited line", "Fixed it.\n\n- `src/a.ts` reads the config", "bug_fixed"},
		{"cited line", "Add retry parsing to the rate limiter.\n\n- lib/ratelimit.js:27 read the `Retry-After` header", "file_modified path=lib/ratelimit.js"},
		// a list that opens the message, and the paths listed with cited ones
		{"cited line", "- src/parse.rs:55 accept trailing comma in arrays\n- tests/parse.rs: `trailing_comma_array`\n\nTests pass.",
			"file_modified path=src/parse.rs; file_modified path=tests/parse.rs; tests_pass"},
		{"cited line", "- `src/parse.rs` accepts trailing commas\n- tests/parse.rs: `trailing_comma_array`", ""},
		// any verb after "now" says what the file does that it did not
		{"now does", "- `calc.go:5` now returns `a + b` instead of `a - b`.", "file_modified path=calc.go"},
		{"now does", "The `limits.py` file now rejects empty input.", "file_modified path=limits.py"},
		{"now does", "`cmd/area` now prints the perimeter next to the area.", ""},
		{"now does", "`parse_test.go` now passes.", "tests_pass scope=parse_test.go"},
		// under a heading of changes, a path and what it does now
		{"changes entry", "## Changes\n- `src/duration.js:14` handles negative values.\n- `test/duration.test.js:30` adds a case for `-5s`.",
			"file_modified path=src/duration.js; file_modified path=test/duration.test.js"},
		{"changes entry", "## Changes\n- `src/duration.js` seems fine.", ""},
		{"changes entry", "## Next steps\n- `src/duration.js` handles negative values badly.", ""},
		// Paths an entry opens with share its verb; a path named as a
		// reference or a part of paths is no claim.
		{"entry", "- **aws-lightsail/gptme.sh** and **gcp/gptme.sh**: Changed `set -e` to `set -eo pipefail` per CLAUDE.md requirements",
			"file_modified path=aws-lightsail/gptme.sh; file_modified path=gcp/gptme.sh"},
		{"reference", "Changed all file references to use the structure with `project_assets/` prefix.", ""},
		{"reference", "The `git status` command confirms the correct files have been modified in the session directory", "command_ran cmd=git status out=output"},
		// A listing of the repository's state is not what the agent did.
		{"repo state", "`git status` shows pre-existing changes in the repo:\n\n- Modified: `packages/cli/src/index.ts`, `packages/shared/package.json`\n- Deleted: `packages/opencode/src/git.ts`",
			"command_ran cmd=git status out=output"},
		{"repo state", "There are uncommitted changes I made:\n\n- Modified: `a.ts`", "file_modified path=a.ts"},
		{"repo state", "`git status` shows pre-existing changes:\n\nI updated `b.ts`.", "command_ran cmd=git status out=output; file_modified path=b.ts"},
		// Structure: a table whose first or file column holds paths, under
		// a heading that says what happened or over the changes made; a
		// description cell that opens with a verb says it for its row, a
		// noun phrase says what a new file is.
		{"table", "## Files Created\n\n| File | Purpose |\n|---|---|\n| `a.go` | parser |", "file_created path=a.go"},
		{"table", "## Changes\n\n| File | Change |\n|---|---|\n| `a.go` | Fixed the loop |\n| `b.go` | New file for parsing |\n| `c.go` | Test count update |\n| `d.go` | New helper for parsing |",
			"file_modified path=a.go; file_created path=b.go; file_modified path=c.go; file_modified path=d.go"},
		{"table", "## Changes\n\n| Component | Status | File |\n|---|---|---|\n| Parser | Modified | `a.go` |", "file_modified path=a.go"},
		{"table", "## Architecture\n\n| File | Purpose |\n|---|---|\n| `a.go` | parser |", ""},
		{"table", "## Changes\n\n| Test | Result |\n|---|---|\n| `a_test.go` | passes |", "tests_pass scope=a_test.go"},
		// Entries "path — description" under a heading over the changes.
		{"changes entry", "## Changes\n\n- `src/a.ts` — parser for the config\n- `README.md`: document the flag", "file_created path=src/a.ts; file_modified path=README.md"},
		{"changes entry", "## Design\n\n- `src/a.ts` — parser for the config", ""},
		{"changes entry", "## Changes\n\n- `src/a.ts` is the entry point", ""},
		// A heading or a lead line that names new files.
		{"new files", "### New files\n- `a.go`\n- `b.go`", "file_created path=a.go; file_created path=b.go"},
		// A passive after a list of paths is every path's.
		{"passive list", "Both `a.go` and `b.go` were modified.", "file_modified path=a.go; file_modified path=b.go"},
		{"passive list", "`a.go` and `b.go` tests are fixed.", ""},
		// A path annotated with its change, named as new, gone, or given
		// something new.
		{"annotation", "- `a.go` (new file)\n- `b.go` [modified]", "file_created path=a.go; file_modified path=b.go"},
		{"annotation", "Implementation in `src/parser.ts` (new).", "file_created path=src/parser.ts"},
		{"new", "New test file `a_test.go` covers the parser.", "file_created path=a_test.go"},
		{"new", "Claude Code creates a new session file (new UUID like `196820da.jsonl`)", ""},
		{"new", "compile the new crate in `run_tests.sh`", ""},
		{"gone", "The old `legacy/` folder is gone.", "file_deleted path=legacy/"},
		{"has new", "The `a_test.go` file contains 5 new tests.", "file_modified path=a_test.go"},
		{"entry mark", "- 📄 `a.go`: Updated the loop", "file_modified path=a.go"},
		// An item under a line that says what happened names its file in
		// its title, wherever; an item with a verb of its own, a folder, or
		// a path deep in the item's prose is not the list's.
		{"item title", "### Files Created\n- **Parser** (`src/parser.ts`)\n- Config loader in `src/config.ts`", "file_created path=src/parser.ts; file_created path=src/config.ts"},
		{"item title", "### Files Created\n- Organized folders (`components/`, `types/`)", ""},
		{"item title", "### Files Modified\n- Enhanced the parser (`src/parser.ts`)", "file_modified path=src/parser.ts"},
		{"item title", "### Updated\n- Removed the local class - now imports from `./border.js`", ""},
		{"item title", "### Updated\n- Environment loading: the scripts were not reading the `.env` file.", ""},
		// "it" is the file the line above named.
		{"pronoun", "1. **Created** `JOKE.md` with a joke\n2. **Read** the file\n3. **Edited** it to add a second joke\n4. **Deleted** it with `rm JOKE.md`",
			"file_created path=JOKE.md; file_modified path=JOKE.md; file_deleted path=JOKE.md; command_ran cmd=rm JOKE.md"},
		{"pronoun", "Fixed the parser.\n\nTested it with three inputs.", "bug_fixed"},
		{"pronoun", "## Notes\n\nUpdated it to match.", ""},
		// A gerund is the verb of its clause; two participles, two changes;
		// "New tests:" names new test files.
		{"gerund", "I fixed the deploy by creating a `vercel.json` file.", "bug_fixed; file_created path=vercel.json"},
		{"gerund", "I finished without modifying `a.go`.", "untouched path=a.go"},
		{"two participles", "The scratch file (`tmp.txt`) was added and deleted immediately.", "file_created path=tmp.txt; file_deleted path=tmp.txt"},
		{"new tests", "- New unit tests: `tests/args.test.ts`", "file_created path=tests/args.test.ts"},
		// Paths of a list may carry annotations; an entry's path too; the
		// change named, then where it is.
		{"annotated list", "Edited `a.go` (+10/-2) and `b.go` (+3/-1).", "file_modified path=a.go; file_modified path=b.go"},
		{"annotated list", "1. **`src/a.ts`** (lines 10-20): Added the retry loop", "file_modified path=src/a.ts"},
		{"change in", "The fix is in `src/a.ts`.", "file_modified path=src/a.ts"},
		{"change in", "The bug is in `src/a.ts`.", ""},
		{"changes heading", "## Implementation\n\n- `src/a.ts`: retry loop", "file_created path=src/a.ts"},
		// An entry's description opens with a verb in any form but the
		// third person, which says what the file does.
		{"entry verb", "## Changes\n- `src/a.ts:12` — add guard for empty input\n- `src/b.ts:40` — new helper", "file_modified path=src/a.ts; file_modified path=src/b.ts"}, // line 40 of b.ts: the helper is new, the file was there
		{"entry verb", "- `README.md`: explains how to build", ""},
		{"entry verb", "- `old.py` - removed (no longer used)", "file_deleted path=old.py"},
		{"entry verb", "- `a.py`: the new parser", "file_created path=a.py"},
		// A line that is one bold span is a title as "##" makes one.
		{"bold title", "**Changes**\n- `src/a.ts` — guard for empty input", "file_created path=src/a.ts"},
		{"bold title", "**Files Created**\n- `a.go`", "file_created path=a.go"},
		{"bold title", "**Note:** see `a.go` for the details.", ""},
		// A thing in any passive; a title's participle after its thing alone.
		{"thing passive", "The README was updated with the new flags.", "file_modified name=README"},
		{"thing passive", "A new migration was created.", "file_created name=migration"},
		{"thing passive", "- Docs updated for the new flag", "file_modified name=Docs"},
		{"thing passive", "- Processes files modified in the most recent commit", ""},
		// The changes of a path named as a thing; an agent as the actor.
		{"changes of", "1. The `package.json` changes (standard version upgrade)", "file_modified path=package.json"},
		{"changes of", "When `package.json` changes, the hook runs.", ""},
		{"actor", "The Task agent successfully added a new section to the file.", "file_modified name=the file"},
		// Files of more languages and tools are paths.
		{"more files", "Updated `prisma/schema.prisma` and `Jenkinsfile`.", "file_modified path=prisma/schema.prisma; file_modified path=Jenkinsfile"},
		{"more files", "Created app/views/home.erb and src/shaders/a.wgsl.", "file_created path=app/views/home.erb; file_created path=src/shaders/a.wgsl"},
		// An item that names its change in words and ends in ":" hands its
		// verb to the paths that open its sub-items; a path a sub-item
		// says is used is what the change refers to.
		{"parent item", "What I changed:\n\n- Updated the factory mapping for the URDF:\n  - `src/robot_factory.py`\n  - default now uses `urdf/disc.urdf`\n- Added a dedicated test script:\n  - `scripts/test_disc.py`",
			"file_modified path=src/robot_factory.py; file_created path=scripts/test_disc.py"},
		// A folder after "in" is where the change was made.
		{"in folder", "✅ Updated in `/mnt/c/cctrace/`:\n- `export.py` - Fixed the default format", "generic; file_modified path=export.py"},
		{"in folder", "I refactored the imports under `src/`.", ""},
		// A path title under "## Summary of Changes" reads as the title
		// and the list of its changes.
		{"path title", "## Summary of Changes\n\n**`export.py`:**\n- Added `.replace('_', '-')` to the normalization\n\nAll 3 tests pass.", "file_modified path=export.py; tests_pass scope=all 3 tests counts=3/0/-1/3"},
		// An item that says files are still modified lists the state of
		// the repository below it, up to the list's next item.
		{"state item", "1. You left files out with `git reset`, those are still modified:\n   - `.so/config.yaml`, `AGENT.md`\n2. Then I updated `b.go`.", "file_modified path=b.go"},
		// A lead in Chinese or Japanese hands its file verb to the list.
		{"foreign lead", "已按你给的计划完成修改，三个目标都已落地：\n\n- `src/model.py`\n  - 新增 `import time`\n- `notebooks/inference.ipynb`", "file_modified path=src/model.py; file_modified path=notebooks/inference.ipynb"},
		{"foreign lead", "如果你同意，我会修改以下文件：\n\n- `src/model.py`", ""},
		// A line's first sentence that reports done work is no plan
		// whatever words it uses; its last sentence may announce one.
		{"plan lead", "The hook ran, fixing any remaining lint issues. The commit includes:\n1. The `package.json` changes", "lint_clean; file_modified path=package.json"},
		{"plan lead", "Remaining work is listed below. Here it is:\n- Update `a.go`", "file_modified? path=a.go"},
		{"plan lead", "I updated `b.go`. Next steps:\n- Update `a.go`", "file_modified path=b.go; file_modified? path=a.go"},
		// A verb, the thing it names, then the thing's path in
		// parentheses: the verb is the path's; not a folder, not a path
		// beside other words in the parenthesis.
		{"named paren", "#### 2. **Updated Pre-Commit Hook** (`scripts/hooks/pre-commit`)", "file_modified path=scripts/hooks/pre-commit"},
		{"named paren", "- Added test directory location (`project_assets/tests/`)", ""},
		{"named paren", "- Added the parser (see `a.go`)", ""},
		// A file taken out of version control is no deleted file: it is
		// still on disk, and a deletion claim would be refuted.
		{"untracked", "Removed `.env` from git tracking (kept locally).", ""},
		{"untracked", "2. **Removido `.env` do tracking do Git** (mantido localmente)", ""},
		{"untracked", "Removed `old.env` from the repo.", "file_deleted path=old.env"},
		// A dotfile a repository commonly has is a path without
		// backticks; named as what a feature is about, it is none.
		{"bare dotfile", "Updated .gitignore and .dockerignore.", "file_modified path=.gitignore; file_modified path=.dockerignore"},
		{"bare dotfile", "- Rozszerzony .gitignore", "file_modified path=.gitignore"},
		{"bare dotfile", "- Added .env file loading to the config module", ""},
		// The route folders of file-based routers are part of a path; a
		// link to a file on the agent's disk names it by its text.
		{"route path", "Updated `apps/web/app/papers/[slug]/page.tsx` and `app/(shop)/[[...all]]/page.tsx`.", "file_modified path=apps/web/app/papers/[slug]/page.tsx; file_modified path=app/(shop)/[[...all]]/page.tsx"},
		{"route path", "Updated `items[0].name` and `cfg[key]`.", ""},
		{"local link", "Created [demo/index.html](d:\\Paper\\demo\\index.html).", "file_created path=demo/index.html"},
		{"local link", "Created [the demo](d:\\Paper\\demo\\index.html).", ""},
		// A list item that restates a change the prose above named is
		// the report's account of it, and its claim; an item that
		// describes the state is not.
		{"restated item", "I fixed the deploy by creating a `vercel.json` file.\n\nHere's what I did:\n\n1. Created a `vercel.json` file with the build command", "bug_fixed; file_created path=vercel.json"},
		{"restated item", "I created `a.md`.\n\nThe project now has:\n1. A config in `a.md`", "file_created path=a.md"},
		{"parent item", "- Added validation to the parser:\n  - `src/parser.ts`", "file_modified path=src/parser.ts"},
		{"parent item", "- Update the factory mapping:\n  - `src/robot_factory.py`\n\nNext steps:\n- Add a test script:\n  - `scripts/test_disc.py`", "file_modified path=src/robot_factory.py; file_created? path=scripts/test_disc.py"},
		// A thing copied or saved somewhere is a new file there.
		{"thing copied", "The CSV file has been copied to the project folder.", "file_created name=CSV file"},
		{"thing copied", "The summary report was saved.", "file_created name=summary report"},
		{"thing copied", "Should the report be saved?", ""},
		// A code span opened by two backticks, or by escaped ones the
		// splitter drops ("`\\`/srv/app\\``"), is one span.
		{"double backticks", "目录 `\\`/srv/old-cache\\`` 已删除。", "file_deleted path=/srv/old-cache"},
		{"double backticks", "Removed the ``build/tmp.log`` file.", "file_deleted path=build/tmp.log"},
		{"double backticks", "如果需要，我可以删除 ``/srv/old-cache``。", "file_deleted? path=/srv/old-cache"},
		// A test file named without its extension is a file claim with a
		// Name (a path as written would be refuted as missing); a test
		// runner's object is none.
		{"test stem", "## Summary\n- drop the legacy props in Header.test\n- drop the legacy props in `user-menu.spec`", "file_modified name=Header.test; file_modified name=user-menu.spec"},
		{"test stem", "- Replaced `describe.test` calls with `it`", ""},
		// A second object joined by "plus" or "as well as" shares the
		// verb; a part of a file named after it ("Makefile target") was
		// added to the file.
		// the files under a lead that says they were not changed are
		// untouched, in a list or a table; the lead after them changes
		{"not updated list", "Updated:\n- `web/README.md` — setup steps\n\nNot updated yet:\n- `docs/API.md` — still lists v1", "file_modified path=web/README.md; untouched path=docs/API.md"},
		{"not updated table", "What was not changed:\n\n| File | Why |\n|---|---|\n| `docs/API.md` | out of scope |\n\nUpdated `web/a.ts`.", "untouched path=docs/API.md; file_modified path=web/a.ts"},
		{"left unchanged", "Left unchanged:\n- `go.sum`", "untouched path=go.sum"},
		// a thing made "at" a file is the file; "in" a file may add to it
		{"made at a file", "Wrote a short migration guide at `docs/migrate.md` for the upgrade.", "file_created path=docs/migrate.md"},
		{"made in a file", "Created a regression test in `tests/test_cache.py`.", "file_modified path=tests/test_cache.py"},
		{"made at a folder", "Created the fixtures at `testdata/golden/`.", ""},
		{"coordinated", "- Added `scripts/sync.sh` plus a `Makefile` target for it", "file_created path=scripts/sync.sh; file_modified path=Makefile"},
		{"coordinated", "- Added a cache step to `ci.yml` as well as a new `nightly.yml` workflow", "file_modified path=ci.yml; file_created path=nightly.yml"},
		// The files a plural noun names, listed in parentheses after the
		// place they were in.
		{"paren list", "- Deleted leftover files from the repo root (notes.txt, old.json)", "file_deleted path=notes.txt; file_deleted path=old.json"},
		{"paren list", "- Deleted leftover files (see cleanup.md)", ""},
		// A line wrapped at a terminal's width goes on in the next,
		// indented one; lines at the margin stay units.
		{"wrapped line", "  I made these changes:\n   1. Blocking Helpers: Deleted fetchAllRows and fetchOneRow from\n      RowFetcherImpl.java.", "symbol_removed name=fetchAllRows; symbol_removed name=fetchOneRow; file_modified path=RowFetcherImpl.java"},
		{"wrapped line", "Blocking Helpers: Deleted fetchAllRows and fetchOneRow from\nRowFetcherImpl.java is next.", "symbol_removed name=fetchAllRows; symbol_removed name=fetchOneRow"},
		// A line naming one file after a label, read by the first item of
		// the list under it: a verb there is what was done to the file.
		{"labelled path", "Here is the setup:\n\n**Fixture:** `testdata/big.json`\n- Generated from the production sample\n- Holds 40 records", "file_created path=testdata/big.json"},
		{"labelled path", "**Fixture:** `testdata/big.json`\n- Holds 40 records", ""},
		{"labelled path", "**Workspace:** `/srv/app/`\n- Initialized as a git repo", ""},
		{"paren list", "Renamed `Sum` to `Total` and updated its callers (report.go)", "symbol_renamed old=Sum new=Total; file_modified path=report.go"},
		// A bug in a file fixed "by" a change: the file was modified too;
		// without the change told, the bug's claim alone.
		{"fixed by", "The null error in `Board.tsx` is fixed by passing a default string.", "bug_fixed; file_modified path=Board.tsx"},
		{"fixed by", "The null error in `Board.tsx` is fixed.", "bug_fixed"},
		// An entry that names files by a noun, then what was done to them.
		{"thing entry", "## Changes\n\n- **Integration test files** (4 files): Replaced the fixed ports with free ones", "file_modified name=Integration test files"},
		{"thing entry", "## Changes\n\n- **Docs**: explains the new flags", ""},
		{"thing entry", "## Changes\n\n- **Config**: Removed the stale key, to make sure the loader starts", "file_modified name=Config"},
		// The items under an entry that names a document say what it
		// holds: a file they mention is no file changed, unless the item
		// has a verb of its own.
		{"document items", "Here's what I've updated:\n\n**guide.md**: Full rewrite with:\n- Plugin layout (PLUGIN.md + hooks/)\n- Updated `docs/index.md` to link it", "file_modified path=guide.md; file_modified path=docs/index.md"},
		// Chinese 写入 (written into) a file changed it.
		{"written into", "- 代理设置已写入 `~/.zshrc`", "file_modified path=~/.zshrc"},
		// The note in parentheses of a path that titles its changes may
		// fill the line.
		{"title note", "## Changes\n\n**`deploy/nginx.conf`** (rebuilt by the deploy script; also edited by hand here)\n- `/api` -> upstream", "file_modified path=deploy/nginx.conf"},
		// The size of a change after a path: a file that was there changed.
		{"change size", "### Adapted callers\n\n- **router.rs** (12 lines changed)\n  - Mapped the errors", "file_modified path=router.rs"},
		{"change size", "- `src/cache.py` (+40/-12)", "file_modified path=src/cache.py"},
		{"change size", "- `src/cache.py` (412 lines)", ""},
		// An entry's description in the imperative of a verb of change
		// says what was done to the file, not what a new file is; a noun
		// phrase still says what the file is.
		{"imperative entry", "## Changes\n- `Panel.tsx`: Use the shared error helper\n- `Badge.tsx`: Consolidate the color tokens\n- `theme.json`: Color tokens for the badge", "file_modified path=Panel.tsx; file_modified path=Badge.tsx; file_created path=theme.json"},
		{"imperative entry", "## Changes\n- `Toolbar.tsx`: Check for stale entries", "file_created path=Toolbar.tsx"},
		{"imperative entry", "- `retry.py`: Handles the backoff", ""},
		// The subsections of a heading over the changes list changes too;
		// a testing subsection does not.
		{"changes subsection", "## Changes\n\n### Storage\n- db.rs: Partial migration to the new pool\n\n### Testing\n- `db_test.rs` - 4 cases", "file_modified path=db.rs"},
		// An item under a heading over the changes that is only a path
		// titles the changes its sub-items list.
		{"path item", "### Changes\n- **svc/pool.go**:\n  - Open: retry the dial twice\n- **svc/conn.go**:\n  - Close: drain first", "file_modified path=svc/pool.go; file_modified path=svc/conn.go"},
		{"path item", "### Changes\n- **svc/pool.go**:\n- **svc/conn.go**:", ""},
		// A heading that names one file in parentheses after a short
		// title titles its changes, of the kind of the section it is in:
		// a summary or a heading with a file verb, not any section.
		{"path heading", "## Summary\n\n### Storage (`db/pool.rs`)\n\n1. **Added a retry**\n\n## Config Files Created\n\n### Lint (`.eslintrc.json`)\n\n- Strict rules", "file_modified path=db/pool.rs; file_created path=.eslintrc.json"},
		{"path heading", "## Root cause\n\n### Storage (`db/pool.rs`)\n\nThe pool never retried.", ""},
		{"path heading", "## Summary\n\n### Storage (`db/pool.rs`) still fails\n", "admits_failure!"},
		// A file the line opens with, then its participle and when or
		// why: done ("Scratch test file removed after the check"); a
		// noun "verification" is what the file was for, not a check.
		{"telegraphic file", "- Scratch benchmark files removed after the run\n- The verification fixture file has been deleted as asked.", "file_deleted name=Scratch benchmark files; file_deleted name=verification fixture file"},
		{"telegraphic file", "- Files modified in the last commit: 3", ""},
		// Verbs of improvement and fitting in are verbs of change.
		{"more verbs", "- Enhanced the retry loop in `net/dial.go`\n- Integrated the cache into `svc/api.ts`\n- Corrected the imports in `svc/db.py`", "file_modified path=net/dial.go; file_modified path=svc/api.ts; file_modified path=svc/db.py"},
		{"more verbs", "Next steps:\n- Enhance the retry loop in `net/dial.go`", ""},
		// A line that opens by naming tests, then the file they are in,
		// tells the tests written there; not the tests that are there.
		{"tests in", "## Tests\n\nThree new cases in `test/cart_test.exs`:\n1. empty cart\n\n- [x] Shell tests in `test/install.bats` for the two fixes", "file_modified path=test/cart_test.exs; file_modified path=test/install.bats"},
		{"tests in", "The tests in `cart_test.go` pass.", "tests_pass scope=cart_test.go"},
		{"tests in", "Unit tests in `cart_test.go` cover the totals.", ""},
		{"tests in", "Next steps:\n- Unit tests in `cart_test.go` for the totals", ""},
		// Under a heading over the state before the change, files are
		// described as they were; under one over the change, reported.
		{"background", "## Root Cause\nThe `lint.yml` workflow was created without a cache.\n\n## Fix\nUpdated `lint.yml` to cache the modules.", "file_modified path=lint.yml"},
		{"background", "## Problem solved\nUpdated `lint.yml` to cache the modules.", "file_modified path=lint.yml"},
		// A new thing, then the path it is at: the new thing is the file.
		{"new at", "### Description\n- Add a new release workflow at `.github/workflows/release.yml` that runs on tags", "file_created path=.github/workflows/release.yml"},
		{"new at", "### Description\n- Add a new section at the top of `README.md`", "file_modified path=README.md"},
		// The user named in a condition of the item is no instruction to
		// them; named as the verb's object, it is.
		{"user in condition", "### Description\n- Update `docs/setup.md` with setup steps and a note about allowing `gh-script` if your org restricts actions", "file_modified path=docs/setup.md"},
		{"user in condition", "- Update your `docs/setup.md` with a note on tokens", ""},
		// An entry "path - Created with …" is a new file, whatever the
		// heading; "- Added: …" and "- Added @scope/pkg …" add to it; a
		// path created, then "(deleted after …)": both.
		{"entry kinds", "### Files Modified\n- `src/a.test.ts` - Created with 12 tests\n- `package.json` - Added @scope/chart as a dependency\n- `src/Page.tsx` - Added:\n  - a chart", "file_created path=src/a.test.ts; file_modified path=package.json; file_modified path=src/Page.tsx"},
		{"entry kinds", "- **Created scratch**: `probe.spec.ts` (deleted after the run)", "file_created path=probe.spec.ts; file_deleted path=probe.spec.ts"},
		// A URL route, an action at a version, a module a relative
		// import names: no file (a claim on it would be refuted as
		// missing); files beside them still are.
		{"not a file", "## Changes\n- `/api/billing/refund` - rate limiting (5 requests/minute)\n- `/users/:id/role` - new endpoint\n- Added `actions/cache@v4` step to the jobs in `ci.yml`\n- Removed the imports from `./modal`\n- `/etc/nginx/app` - new upstream", "file_modified path=ci.yml; file_modified name=the imports from `./modal`; file_created path=/etc/nginx/app"},
		// A lead that says a section was written lists the section's
		// text: the files its items name are mentions; a heading after
		// it is read as a heading.
		{"section lead", "Added a new \"Open issues\" section listing the priorities:\n- Resolve the type errors in cache.py\n\n### 2. NOTES.md (New)\nFresh notes.", "file_created path=NOTES.md"},
		{"section lead", "Updated the following files:\n- cache.py", "file_modified path=cache.py"},
		// The verb of an item ending in ":" is its sub-items': a sibling
		// item's paths do not get it; a sub-item's path after a
		// preposition is where the thing was removed, modified.
		{"item verb scope", "- Removed unused imports:\n  - `Rc` from `src/tree.rs`\n- Tidied the docs:\n  - `README.md` now lists the flags\n  - `.env.example` no longer mentions the key", "file_modified path=src/tree.rs; file_modified path=README.md"},
		{"item verb scope", "- Deleted the stale scripts:\n  - `scripts/old.sh`\n- Updated docs:\n  - `README.md`", "file_deleted path=scripts/old.sh; file_modified path=README.md"},
		// A noun phrase with a preposition before its file noun, or a
		// verb opening it, names no thing: "support for … files".
		{"no thing", "- Added support for exporting files\n- Added validation for user settings\n- Updated Loader to handle nested settings", ""},
		{"no thing", "- Added a deploy script", "file_created name=a deploy script"},
		// A note in parentheses that says a change is in a file names
		// the file changed.
		{"paren note", "### Description\n- Update the retry logic to back off\n(change in `net/retry.go`).\n- Add `Drain()` to flush the queue (new helper in `net/queue.go`).", "file_modified path=net/retry.go; symbol_implemented name=Drain; file_modified path=net/queue.go"},
		{"paren note", "- Reads the keys (stored in `config/keys.json`)", ""},
		// Paths joined by "+" are a list; under a heading over the
		// changes, an item's note in parentheses says what the file is.
		{"plus list", "## Phase 1\n- Create PLAN.md (40 lines) + notes.md (12 lines)", "file_created path=PLAN.md; file_created path=notes.md"},
		{"note entry", "## Implementation\n- core/: the engine\n  - planner.py (graph search)\n  - cache.py (updated eviction)", "file_created path=planner.py; file_modified path=cache.py"},
		{"note entry", "## Notes\n- planner.py (graph search)", ""},
		// A part of a file named after its path with a word between is
		// new in the file, not a new file.
		{"file part", "## Summary\n- add a `bin/deploy` startup guard for old shells\n- add a `ci.yml` lint job\n- add `tools/gen.go` with options for the output", "file_modified path=bin/deploy; file_modified path=ci.yml; file_created path=tools/gen.go"},
		// A path whose note says it already was as wanted is a file left
		// as it was, not a change.
		{"already note", "### Files\n- ✓ `proxy.yaml` (already had the aliases)\n- **router.ts (already optimized)**\n- `cache.ts` (new)", "untouched path=proxy.yaml; untouched path=router.ts; file_created path=cache.ts"},
		{"changes subsection", "## Changes\n\nSee below.\n\n## Notes\n\n### Storage\n- db.rs: Partial migration to the new pool", ""},
		// An entry titled by a thing and the path of it in parentheses
		// reports that file when a line over it says its entries are done
		// work; a plan, a topic that is no change, or a title that is one
		// does not.
		{"titled path", "## Changes Made\n\n**1. Settings loader** (`src/settings.ts`):\n- Reads the new default\n\n**2. Switched to the v2 API** (`src/api.ts`)\n- Batches requests", "file_modified path=src/settings.ts; file_modified path=src/api.ts"},
		{"titled path", "Completed! The service now ships with:\n\n1. **Health script** (`health.sh`) - Checks the port\n2. **Updated config** (`app.yml`) - Uses the new port\n3. **Retry support** (`a.go`, `b.go`)", "generic; file_created path=health.sh; file_modified path=app.yml; file_modified path=a.go; file_modified path=b.go"},
		{"titled path", "## New Test Coverage\n\n### Parser tests (`parse_test.go`)\n- Covers empty input", "file_created path=parse_test.go"},
		{"titled path", "## Next steps\n\n- **Cache layer** (`cache.go`)", ""},
		{"titled path", "- 2 new validator files (`check.ts`, `lint.ts`)\n- Parser notes (`notes.md`)", "file_created path=check.ts; file_created path=lint.ts"},
		{"titled path", "## Next steps\n\n- 2 new validator files (`check.ts`, `lint.ts`)", ""},
		{"titled path", "### ✅ 已實現的核心功能\n\n**1. 服務整合層 (`svc.js`)**\n- 多模型支援", "generic; file_modified path=svc.js"},
		{"titled path", "### 下一步\n\n**1. 服務整合層 (`svc.js`)**\n- 多模型支援", ""},
		{"done lead", "### Changes Implemented\n\n- **`sockets.py`**: Manages the connections\n- `app.py`: Added the router\n- `cli.py`", "generic; file_created path=sockets.py; file_modified path=app.py; file_modified path=cli.py"},
		{"size before and after", "- `api/client.ts` 777→518 LOC\n- `types.ts` (519 -> 346 lines)\n- `util.ts` 40 helpers", "file_modified path=api/client.ts; file_modified path=types.ts"},
		{"telegraphic entry", "- [ROADMAP.md](docs/ROADMAP.md) - Phase 2 marked complete\n- `docs/index.md` - index updated\n- `notes.md` - phase two", "file_modified path=docs/ROADMAP.md; file_modified path=docs/index.md"},
		{"titled path", "## Changes Made\n\n- **Performance**: `src/detect.go` - Fixed the type signature\n- **File changed:** `go.sum`\n- **Branch:** `fix/ci`", "file_modified path=src/detect.go; file_modified path=go.sum"},
		{"titled path", "## Summary\n\nHere's what was accomplished:\n\n### Parser\n- **Tokenizer** (`lex.go`): Splits the input\n\n### Advanced Testing Framework\n- **Fuzz harness** (`fuzz_test.go`): Feeds random input", "file_created path=lex.go; file_created path=fuzz_test.go"},
		{"titled path", "## Changes Made\n\n### Error Handling\n- **Retry wrapper** (`retry.go`): Wraps calls\n\n#### 2. **Health Check** (.github/workflows/ci.yml:202-223)\n- Retries ten times", "file_created path=retry.go; file_modified path=.github/workflows/ci.yml"},
		{"titled path", "## Changes Made\n\n## Testing\n\n- **Parser suite** (`parse_test.go`): 12 cases", ""},
		{"titled path", "Here's what I found:\n\n- **Config loader** (`loader.go`): reads env first", ""},
		{"titled path", "## Changes Made\n\n**Root cause** (`ci.yml`): the job ran too early", ""},
		{"titled path", "## Changes Made\n\n- The retry count (`config.yml`) remains at 3", ""},
		{"titled path", "## Changes Made\n\n- Parser details ([parse.go:12](https://example.com/parse.go#L12))", ""},
	}
	for _, tt := range tests {
		if got := render(Extract(tt.in, nil)); got != tt.want {
			t.Errorf("%s: Extract(%q)\n got %s\nwant %s", tt.class, tt.in, got, tt.want)
		}
	}
}
