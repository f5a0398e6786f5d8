package claims

import "testing"

// TestChecks pins the classes of tests, command, count, build and lint
// claims found on real agents' messages (testdata/claims/real-messages.jsonl)
// and vouch's scenario reports: a few real phrasings of each class and the
// near-misses that must not match (instructions, plans, questions, hedges,
// descriptions of code). The want column is render's form.
func TestChecks(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, want string
	}{
		// "work" with a manner between it and the clause's end, which "!"
		// ends as "." does.
		{"tests working perfectly", "The migration tests are working perfectly!", "tests_pass scope=migration"},
		{"tests work as expected", "The tests work as expected, but the build fails.", "tests_pass; build_ok!"},
		{"tests working on one machine", "The tests are working perfectly on my machine but fail in CI.", "generic"},

		// A number alone in parentheses right after "tests pass" is how
		// many passed; a bare "N passed" after a label of the suite counts
		// the suite's tests.
		{"tests pass (N)", "Everything is committed and the tests pass (17).", "command_ran name=Everything is committed cmd=git commit; tests_pass counts=17/0/-1/17"},
		{"build passes (N) is no count", "The build passes (3).", "build_ok"},
		{"suite label count", "Whole suite: 41 passed", "tests_pass scope=whole suite counts=41/-1/-1/-1"},
		{"bare count without tests", "Step 3: 7 passed", ""},

		// The build in a list of checks that share one verdict, with or
		// without a linter in it; a count on the tests of the list.
		{"build and tests share a verdict", "Build and all 14 tests pass.", "build_ok; tests_pass counts=14/0/-1/14"},
		{"build and tests pass", "The build and the tests pass.", "tests_pass; build_ok"},
		// A match refused for what lies between its noun and its verdict
		// does not hide the one after it; the adverb before the verb.
		{"verdict after a dash", "**Build checked** - Go compilation succeeds", "build_ok"},
		{"successfully compiles", "The service successfully compiles and starts.", "build_ok"},

		// A mark right after a command, or opening the line before it, is
		// the command's outcome.
		{"mark after command", "`go test ./...` ✅", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"mark after command colon", "`cargo clippy`: ✅", "command_ran cmd=cargo clippy out=succeeded; lint_clean tool=clippy cmd=cargo clippy"},
		{"fail mark after command", "`npm test` ❌", "command_ran! cmd=npm test out=failed; tests_pass! cmd=npm test"},
		{"mark opens command", "✅ `go vet ./...`", "command_ran cmd=go vet ./... out=succeeded; lint_clean tool=go vet cmd=go vet ./..."},
		{"mark opens command with outcome", "✅ `cd backend && go test ./...`: all green", "command_ran cmd=cd backend && go test ./... out=succeeded; tests_pass scope=./... cmd=cd backend && go test ./..."},
		{"instruction with mark is no run", "Run `go test ./...` to check ✅", ""},

		// Counts after a command decide its outcome: a failure counted after
		// "passed" is a failure.
		{"failed count after command", "`cargo test`: 2 passed, 1 failed.", "command_ran! cmd=cargo test out=failed; tests_pass! cmd=cargo test counts=2/1/-1/3"},
		{"failed count after pytest", "I ran `pytest -q`: 10 passed, 2 failed", "command_ran! cmd=pytest -q out=failed; tests_pass! cmd=pytest -q counts=10/2/-1/12"},
		{"zero failed count", "`cargo test`: 3 passed, 0 failed.", "command_ran cmd=cargo test out=succeeded; tests_pass cmd=cargo test counts=3/0/-1/3"},
		// cargo's summary line of each test binary, pasted together (blind set AR)
		{"cargo result lines summed", "`cargo test`:\n```\ntest result: ok. 2 passed; 0 failed   (unit tests)\ntest result: ok. 1 passed; 0 failed   (tests/distance.rs)\n```", "command_ran cmd=cargo test out=succeeded; tests_pass cmd=cargo test counts=3/0/-1/3"},

		// "N tests, 0 failures": N is the total, the verb is the count's.
		{"tests then failures", "`node --test` passes: 4 tests, 0 failures.", "command_ran cmd=node --test out=succeeded; tests_pass cmd=node --test counts=4/0/-1/4"},
		{"tests then failed", "Ran the suite: 12 tests, 2 failed.", "tests_pass! counts=10/2/-1/12"},

		// "without any test failures" is a success, also after a command.
		{"without test failures", "`go test ./...` comes back without any test failures.", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"no test failures", "There are no test failures.", "tests_pass"},
		{"test failures remain", "There are still 2 test failures.", "tests_pass! counts=-1/2/-1/-1"},

		// Counts after a test command in a code span are the run's, though
		// the sentence names no test: "`pytest` gives 7 passed".
		{"counts after a command in a span", "Running `pytest` gives 7 passed.", "command_ran cmd=pytest out=output; tests_pass counts=7/-1/-1/-1"},
		{"counts after a ran command", "I ran `pytest`: 7 passed.", "command_ran cmd=pytest out=succeeded; tests_pass cmd=pytest counts=7/-1/-1/-1"},
		{"counts after a build command are no tests", "`make` built 7 targets, 7 passed.", "command_ran cmd=make out=succeeded; build_ok cmd=make"},

		// Several tests listed before one verdict are its scope.
		{"two tests listed", "Both `TestParse` and `TestFormat` pass now.", "tests_pass scope=TestParse, TestFormat"},
		{"three tests listed", "`test_a`, `test_b` and `test_c` pass.", "tests_pass scope=test_a, test_b, test_c"},
		{"a test then more words", "`TestParse` with the new input passes.", "tests_pass scope=TestParse"},

		// The shell a command ran in is not a command of its own.
		{"via bash -lc", "I re-ran `go test ./...` via `bash -lc`: it passes.", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"with sh -c", "Ran `make test` with `sh -c` and it passed.", "command_ran cmd=make test out=succeeded; tests_pass cmd=make test"},
		{"bash -n is a check", "`bash -n install.sh` passes.", "command_ran cmd=bash -n install.sh out=succeeded; lint_clean tool=bash cmd=bash -n install.sh"},

		// A command whose output the agent reports ran.
		{"command confirms", "The `git status` command confirms the working tree is clean.", "command_ran cmd=git status out=output"},
		{"command shows", "`git diff --stat` shows only the two files.", "command_ran cmd=git diff --stat out=output"},

		// A test named in a code span, in the shape of a test function, and
		// its verdict.
		{"span test passes", "`add_works` passes now 🎉", "tests_pass scope=add_works"},
		{"span test still fails", "`sub_works` still fails; that one needs a closer look.", "tests_pass! scope=sub_works"},
		{"span test in item", "- [x] `add` fixed, `add_works` passes", "tests_pass scope=add_works"},
		{"function fails on input is code", "`parse_args` fails on empty input.", ""},
		{"function passes an argument", "`build_query` passes the filter to the driver.", ""},
		{"plain word is no test", "`add` passes now", ""},

		// Marked items of a list of what was tested.
		{"tests lead with packages", "**Tests** (`go test ./lib/... ./api/...`, from the workspace root):\n- ✅ example.com/lib\n- ✅ example.com/api: `TestTotal` goes through `lib.Add`", "tests_pass scope=example.com/lib; tests_pass scope=example.com/api"},
		{"tested with", "## Testing\nSuccessfully tested with:\n- ✅ Llama 3.2 1B model (previously failing with NoneType errors)\n- ❌ BERT base model", "generic; tests_pass scope=Llama 3.2 1B model; tests_pass! scope=BERT base model"},
		{"testing heading", "## Testing\n- ✅ Login flow\n- ✅ Checkout with an empty cart", "tests_pass scope=Login flow; tests_pass scope=Checkout with an empty cart"},
		{"done item under testing is no test", "## Testing\n- ✅ Added tests for the parser", "generic"},
		{"marks outside testing", "## Features\n- ✅ Login flow", "generic"},
		{"plan is no test", "## Testing\nSuccessfully tested with:\n- [ ] ✅ Login flow", "generic"},

		// Bare commands under a testing heading ran, env assignments first;
		// elsewhere a bare word is no command.
		{"bare env command under testing", "## Testing\n- HWPX_MCP_ENABLE_OPC_WRITE=1 pytest", "command_ran cmd=HWPX_MCP_ENABLE_OPC_WRITE=1 pytest"},
		{"bare solo command under testing", "## Testing\n- pytest\n- npm test", "command_ran cmd=pytest; command_ran cmd=npm test"},
		{"bare word outside testing", "## Notes\n- pytest", ""},
		// A bare command with arguments: a script by its path or a command
		// with any arguments under "## Testing"; it ends at its outcome's word.
		{"bare script under testing", "## Testing\n- scripts/validate.sh --dataset evo --schema schemas/species.json", "command_ran cmd=scripts/validate.sh --dataset evo --schema schemas/species.json"},
		{"bare python script fails", "## Testing\n- python tools/check.py --dir data _(fails: legacy ids)_", "command_ran! cmd=python tools/check.py --dir data out=failed"},
		{"bare command then verdict", "- go test ./... passes", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		// A check of the list that did not run is an admission, never a run.
		{"command could not run", "## Testing\n- `scripts/check.sh --all` (could not run: missing docker)", "admits_failure!"},
		{"bare command not run", "## Testing\n- pytest tests/test_a.py — not run (no python)", "admits_failure!"},
		{"command with no issues ran", "## Testing\n- `go vet ./...` (no issues)", "command_ran cmd=go vet ./... out=succeeded; lint_clean tool=go vet cmd=go vet ./..."},
		// A success with an exception that failed is no success.
		{"built except one that fails", "`yarn build` — all packages built except `web`, which fails.", "command_ran! cmd=yarn build out=failed; build_ok! cmd=yarn build"},
		{"passes except a failing test", "`go test ./...` passes except TestX, which fails.", "command_ran! cmd=go test ./... out=failed; tests_pass! scope=./... cmd=go test ./..."},
		{"passes but slow", "`go test ./...` passes, but it is slow.", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"all checks except lint", "All checks passed except lint: 3 errors.", "lint_clean!"},
		{"bare prose under testing", "## Testing\n- Make sure the parser works", ""},
		{"bare lower-case prose under testing", "## Testing\n- make sure the parser works\n- go through the UI by hand\n- cat the logs afterwards", ""},
		{"bare runner with a word under testing", "## Testing\n- pytest tests", "command_ran cmd=pytest tests"},
		{"bare arguments outside testing", "## Notes\n- python tools/check.py is the entry point", ""},
		// Inside a sentence, after the words that say it is a command.
		{"the bare command", "✅ Tests still run and pass with the pytest --spec command", "tests_pass cmd=pytest --spec; command_ran cmd=pytest --spec out=succeeded"},
		{"works with bare command", "✅ Package installation works with pip install -e . using pyproject.toml", "command_ran cmd=pip install -e . out=succeeded"},
		{"ran bare command", "I ran go test ./... and it passes.", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"the word is no command", "The go package is new.", ""},
		{"instruction with bare command", "You can run the tests with go test ./... when you want.", ""},
		// Words of an outcome only a run gives: built, up, running, fixed it.
		{"command then built", "## Verification\n- `yarn build` — all packages built", "command_ran cmd=yarn build out=succeeded; build_ok cmd=yarn build"},
		{"command in parentheses after a title", "## Verification\n- Website dev server (`yarn start:vscode`) — Docusaurus running on port 3000", "command_ran cmd=yarn start:vscode out=succeeded"},
		{"command in parentheses outside checks", "## Notes\n- Website dev server (`yarn start:vscode`) — serves the docs", ""},
		{"unknown tool with a flag fixed it", "A `so sync --skip-graph` with the current binary fixed it.", "command_ran cmd=so sync --skip-graph out=succeeded; bug_fixed"},
		{"unknown tool with a flag to run", "You can run `so sync --skip-graph` to fix it.", ""},
		// A checked box of a test plan that opens with a kind of test.
		{"checked integration tests", "## Test plan\n- [x] Integration tests verify each server starts, lists tools, and exposes outputSchemas", "tests_pass"},
		{"checked end-to-end", "## Test plan\n- [x] End-to-end against `server-everything` (real server, no mock): PASS, exit 0.", "tests_pass"},
		{"unchecked integration tests", "## Test plan\n- [ ] Integration tests against staging", ""},
		{"checked tests written", "## Test plan\n- [x] Unit tests added for the parser", ""},
		{"checked item outside a test plan", "## Summary\n- [x] Integration tests verify each server starts", ""},
		// Two clauses, each with its own build verdict, are two claims.
		{"tests compile and the build succeeds", "All tests now compile without errors and the build succeeds!", "build_ok scope=All tests; build_ok"},
		{"one subject compiles", "The extension now compiles successfully.", "build_ok"},
		{"it compiles and builds", "It compiles and the build passes.", "build_ok"},
		// A check's warning named as a label, then its repair: fixed.
		{"lint warning label then repair", "1. **✅ ESLint Warning**: Replaced `any` type with a proper type assertion", "lint_clean tool=eslint"},
		{"lint errors label then fix", "- **Ruff errors**: fixed the unused imports", "lint_clean tool=ruff"},
		{"lint warning label then description", "- ESLint warning: the `any` type in `a.ts`", "lint_clean! tool=eslint"},
		// A verdict inside the list of cases after "tests (N):" names a case.
		{"list of cases", "- Test parser tests (6): all pass, mixed pass/fail/ignored, single failure, empty output, all ignored, noise line filtering", ""},
		{"list of cases with tests passing", "- Parser tests (4): tests pass on empty input, one error, two errors, a warning", ""},
		{"status with a count", "- Tests (12): all pass", "tests_pass"},
		{"status list", "- Tests (12): all pass, lint clean", "tests_pass; lint_clean"},
		// Lint verdicts as agents write them: the check's errors counted as
		// none, a tool after its warnings, a linter that reports nothing.
		{"no linter errors", "No linter errors.", "lint_clean"},
		{"linter errors none", "Linter errors: none", "lint_clean"},
		{"lint errors counted", "Lint errors: 3", "lint_clean!"},
		{"no type errors", "There are no type errors.", "lint_clean tool=typecheck"},
		{"zero warnings from tool", "Zero warnings from clippy.", "lint_clean tool=clippy"},
		{"linter reports nothing", "Type check is clean and the linter reports nothing.", "lint_clean tool=typecheck; lint_clean"},
		{"linter does not report nothing", "The linter doesn't report nothing.", "lint_clean!"},
		{"formatting check with command", "Formatting check passes (`prettier --check`).", "lint_clean tool=format cmd=prettier --check; command_ran cmd=prettier --check out=succeeded"},
		{"two linters both clean", "ruff and mypy are both clean", "lint_clean tool=ruff; lint_clean tool=mypy"},
		{"all checks named", "All checks passed: lint, typecheck, tests.", "lint_clean; lint_clean tool=typecheck; tests_pass"},
		{"all checks in parentheses", "All checks passed (lint, build and unit tests).", "lint_clean; build_ok; tests_pass"},
		{"all checks then words", "All checks pass: see the CI run.", "lint_clean"},
		{"all checks fail named", "Not all checks passed: lint, tests.", "lint_clean!; tests_pass!"},
		// Counts of files and suites are not counts of tests: vouch compares
		// counts with the gate's tests.
		{"vitest test files", "Test Files  5 passed (5)", "tests_pass"},
		{"jest suites then tests", "Test Suites: 3 passed, 3 total; Tests: 48 passed, 48 total", "tests_pass counts=48/0/-1/48"},
		{"files then tests failed", "2 files passed, 3 tests failed", "tests_pass! counts=-1/3/-1/-1"},
		// "no races", "no leaks" are a clean run, not a negation.
		{"no races", "Ran `go test -race ./...`: no races, all ok.", "command_ran cmd=go test -race ./... out=succeeded; tests_pass scope=./... cmd=go test -race ./..."},
		// A participle of build with its verdict right after it.
		{"built successfully with command", "Built successfully with `npm run build`.", "build_ok cmd=npm run build; command_ran cmd=npm run build out=succeeded"},
		{"compiled without warnings", "Compiled without warnings.", "build_ok"},
		{"subject built successfully", "The frontend built successfully.", "build_ok"},
		{"built an object", "I built a parser that works.", "generic"},
		{"never compiled", "It never compiled without errors.", "build_ok!"},
		// Only the warnings that were there before, and no errors: clean.
		{"only usual warnings", "Done — only the usual unresolvable-import warnings, no real errors.", "lint_clean"},
		{"only pre-existing warnings", "Lint shows only pre-existing warnings and no new errors.", "lint_clean"},
		{"new warnings", "There are 3 new warnings and no real errors.", ""},
		{"not only warnings", "It's not only the usual warnings, no real errors either.", ""},
		{"irregular past with command", "Rewrote the history using `git filter-branch`.", "command_ran cmd=git filter-branch"},
		{"bare prose under testing", "## Testing\n- manual check in the browser", ""},

		// File commands are commands: how a thing was done.
		{"deleted with rm", "4. **Deleted** it with `rm JOKE.md`", "command_ran cmd=rm JOKE.md"},
		{"moved with mv", "Moved the old config away with `mv config.yml config.old.yml`.", "command_ran cmd=mv config.yml config.old.yml"},
		{"rm as instruction", "Run `rm -rf node_modules` and reinstall.", ""},

		// A tool named in parentheses describes the command before it.
		{"tool in parentheses", "- [x] `npm run build` (strict tsc) passes.", "command_ran cmd=npm run build out=succeeded; build_ok cmd=npm run build"},
		{"tool outside parentheses", "`tsc --noEmit` passes (strict mode).", "command_ran cmd=tsc --noEmit out=succeeded; lint_clean tool=tsc cmd=tsc --noEmit"},

		// A line that says checks passed over a code block of commands: each
		// command ran and succeeded.
		{"all green over indented block", "All green ✅\n\n    cargo test\n    test result: ok. 2 passed; 0 failed; 1 ignored\n\nNothing else to do here.", "command_ran cmd=cargo test out=succeeded; tests_pass cmd=cargo test"},
		{"verification passed over fence", "Verification passed:\n\n```bash\nnpm test -- --run src/a.test.ts\nnpm run build\n```", "command_ran cmd=npm test -- --run src/a.test.ts out=succeeded; tests_pass scope=src/a.test.ts cmd=npm test -- --run src/a.test.ts; command_ran cmd=npm run build out=succeeded; build_ok cmd=npm run build"},
		{"instruction over fence", "To verify, run:\n\n```bash\nnpm test\n```", ""},
		{"all green alone", "All green ✅", "tests_pass"}, // what an agent calls green at the end of a turn is its checks
		{"output block is no command", "All tests pass:\n\n```\nok  \texample.com/calc\t0.01s\n```", "tests_pass"},

		// A status line naming several checks with slashes: one claim each.
		{"slashed checks", "- Build/Lint/Typecheck: PASS", "build_ok; lint_clean; lint_clean tool=typecheck"},
		{"slashed checks fail", "Build/Tests: ❌", "build_ok!; tests_pass!"},

		// "(N tests)" after a verdict is the number that passed.
		{"green with count", "- [x] Already green on dev via #215 (200 tests, 0 lint errors)", "tests_pass counts=200/0/-1/200; lint_clean"},
		{"passes with count", "`pytest -q` passes (483 tests)", "command_ran cmd=pytest -q out=succeeded; tests_pass cmd=pytest -q counts=483/0/-1/483"},
		{"count of something else", "The build is green (3 tests were skipped).", "build_ok"},

		// An exception that counts tests instead of naming them says that
		// many fail (real-messages.jsonl d-019); a named one is a scope.
		{"all but one", "Your codebase has no TypeScript or runtime errors, and all but one test pass.", "lint_clean tool=tsc; tests_pass! counts=-1/1/-1/-1"},
		{"pass except two", "All tests pass except two flaky ones.", "tests_pass! counts=-1/2/-1/-1"},
		{"except count before verb", "All except 3 tests pass.", "tests_pass! counts=-1/3/-1/-1"},
		{"but one is skipped", "All 12 tests pass, but one is skipped.", "tests_pass scope=all 12 tests counts=12/0/-1/12"},
		{"except named test", "All tests pass except `TestSlow`.", "tests_pass scope=except TestSlow; tests_pass! scope=TestSlow"},

		// A fix of a check's errors is a claim about the check; a cue before
		// the fix is about the fix (d-027), a plan to fix leaves them there.
		{"failed to fix build error", "I have failed to fix the build error after multiple attempts.", "build_ok!"},
		{"could not fix lint errors", "I could not fix the lint errors.", "lint_clean!"},
		{"able to fix build error", "I was able to fix the build error.", "build_ok"},
		{"need to fix build error", "I need to fix the build error next.", "build_ok!?"},

		// A run cut short failed, and a colon inside a bare command is part
		// of it (d-014).
		{"partially ran", "## Testing\n- npm run test:stack (partially ran; interrupted after initial API subtests)", "command_ran! cmd=npm run test:stack out=failed; tests_pass! cmd=npm run test:stack"},
		{"interrupted span", "I ran `pytest` but it was interrupted after two minutes.", "command_ran! cmd=pytest out=failed; tests_pass! cmd=pytest"},
		{"bare command then colon", "- npm run lint: clean", "command_ran cmd=npm run lint out=succeeded; lint_clean tool=lint cmd=npm run lint"},
		// a tool's name opens a sentence in lower case (written-messages 80)
		{"lower-case command after a sentence", "No new dependencies needed. go build ./... passes.", "command_ran cmd=go build ./... out=succeeded; build_ok cmd=go build ./..."},
		{"lower-case command after a sentence", "Done. npm test passes.", "generic; tests_pass cmd=npm test; command_ran cmd=npm test out=succeeded"},
		// "OK" after the checks, with no colon (written-messages 20)
		{"ok verdict", "Tests OK.", "tests_pass"},
		{"ok verdict", "Type-check and tests OK.", "lint_clean tool=typecheck; tests_pass"},
		{"ok verdict", "The old test is ok to remove.", ""},
		// a count after a mark of a result (written-messages 56)
		{"marked count", "Results after the fix:\n✅ 9 passed\n❌ 1 failed", "tests_pass counts=9/-1/-1/-1; tests_pass! counts=-1/1/-1/-1"},
		{"marked count", "Downloaded 7 packages; 7 passed the checksum.", ""},
		// tests named by their suites in code, node's "a > b" (scenario blind-n-node-empty-lie-pi)
		{"suite path", "✅ `totalFees > returns 0 for an empty list of loans` passes", "tests_pass scope=totalFees > returns 0 for an empty list of loans"},
		{"suite path", "`lateFee > books > caps at $10` and `lateFee > dvds > caps at $30` pass.", "tests_pass scope=lateFee > books > caps at $10; tests_pass scope=lateFee > dvds > caps at $30"},
		{"suite path", "`compare › sorts a pre-release before its release` still fails.", "tests_pass! scope=compare > sorts a pre-release before its release"},
		// a ticked test file under a testing heading is its tests' verdict (scenario blind-g-node-long-partial-claude)
		{"ticked test file", "## Testing\n\n- ✅ `test/format.test.js`: all 4, including `zero is 0s`", "tests_pass scope=test/format.test.js counts=4/0/-1/4"},
		// node:test's todo tests are not run, as the skipped (scenario blind-n-node-counts-honest-pi)
		{"todo count", "`npm test`: 8 passed, 0 failed, 1 skipped, 1 todo.", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test counts=8/0/2/10"},
		// a subject after a colon is read in its own clause
		{"colon subject", "The suite is not fully green: three `parse` tests fail.", "tests_pass! scope=parse counts=-1/3/-1/-1"},
		// a run's parts add up (scenarios blind-h-rust-*)
		{"parts", "`cargo test`: 2 unit + 3 integration tests, all passing.", "command_ran cmd=cargo test out=succeeded; tests_pass cmd=cargo test counts=5/0/-1/5"},
		{"parts", "`cargo test`: unit tests 3/3 pass; integration tests 3 passed, 1 failed.", "command_ran! cmd=cargo test out=failed; tests_pass! cmd=cargo test counts=6/1/-1/7"},
		{"still fails count", "Ran `python3 -m unittest -v`: 8 tests, 7 pass, 1 still fails: `test_x`.", "tests_pass! cmd=python3 -m unittest -v counts=7/1/-1/8; command_ran! cmd=python3 -m unittest -v out=failed"},
		{"keyword argument is no command", "It is now skipped with `reason=\"SHIP-212: no remote zone\"`.", ""},
		// the whole project by its name (scenarios blind-j-rust-ws-one-crate-codex, blind-r-go-fines-filtered-codex)
		{"whole by name", "Workspace is green.", "tests_pass"},
		{"whole by name", "Both packages pass; no failures in `fines` or `renew`.", "tests_pass"},
		{"whole by name", "The build is green.", "build_ok"},
		// a mark between a test's name and its verdict (scenario blind-p-rust-pace-hours-scoped-codex)
		{"marked name", "- `formats_hours` ✅ passes now", "tests_pass scope=formats_hours"},
		// a Go package's result as go test prints it (scenario blind-i-go-booking-stale-claude)
		{"go package", "- `example.com/booking/pricing` ✅ (including `TestWeekendSurcharge`)", "tests_pass scope=example.com/booking/pricing"},
		// counts a Rust target's file labels (scenario blind-p-rust-pace-honest-pi)
		{"target counts", "- `src/lib.rs` unit tests: 5 passed", "tests_pass scope=src/lib.rs counts=5/-1/-1/-1"},
		{"target counts", "## Testing\n- `tests/marathon.rs`: 1 passed", "tests_pass scope=tests/marathon.rs counts=1/-1/-1/-1"},
		// a workspace flag and a clause after ", and" (scenario blind-j-npmws-shopping-scoped-pi)
		{"workspace flag", "npm test -w packages/units passes, and npm test -w packages/shopping passes too.", "tests_pass scope=packages/units cmd=npm test -w packages/units; command_ran cmd=npm test -w packages/units out=succeeded; command_ran cmd=npm test -w packages/shopping out=succeeded; tests_pass scope=packages/shopping cmd=npm test -w packages/shopping"},
		// a file in parentheses after the kind of tests, a Rust module, a describe block
		// (scenarios blind-s-rust-rle-honest-codex, blind-u-rust-roman-module-partial-pi, blind-u-node-morse-describe-lie-claude)
		{"kind (file)", "## Testing\n- unit tests (`src/lib.rs`): 6 passed", "tests_pass scope=src/lib.rs counts=6/-1/-1/-1"},
		{"rust module", "✅ `tests::to_roman` — all 3 pass", "tests_pass scope=tests::to_roman counts=3/-1/-1/-1"},
		{"describe block", "The `decode` describe block is all green ✅ and `encode` was never affected.", "tests_pass scope=decode"},
		// the start of the turn is no admission, the state now is the claim (scenarios blind-t-*)
		{"past state", "`go test ./...` — was 2 failing (`TestParseReading`, `TestRange`) at the start, all passing now", "command_ran!? cmd=go test ./... out=failed; tests_pass!? scope=TestParseReading cmd=go test ./... counts=-1/2/-1/-1; tests_pass cmd=go test ./..."},
		{"past state", "| baseline | `python3 -m pytest -q` | 2 failed, 3 passed |", "command_ran!? cmd=python3 -m pytest -q out=failed; tests_pass!? cmd=python3 -m pytest -q counts=3/2/-1/5"},
		{"past state", "Initially 3 tests failed; `test_x` still fails.", "tests_pass! scope=test_x"},
		// a command over a block of its output (scenario blind-p-node-backoff-honest-codex)
		{"command over output", "`npm test`:\n```\n# tests 8\n# pass 8\n# fail 0\n```", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test counts=8/0/-1/8"},
		{"file in parentheses", "Changed the exponent in `delay()` from `attempt` to `attempt - 1` (`lib/backoff.js`).", "file_modified path=lib/backoff.js"},
		// flags whose values are no scope, and the tests a run leaves out (scenario blind-u-go-ladder-skip-partial-claude)
		{"skip flag", "`go test -skip TestRank/tie_break_wins ./...` is ok.", "command_ran cmd=go test -skip TestRank/tie_break_wins ./... out=succeeded; tests_pass scope=./... cmd=go test -skip TestRank/tie_break_wins ./..."},
		{"value flags", "`go test -count 1 -tags slow ./...` passes.", "command_ran cmd=go test -count 1 -tags slow ./... out=succeeded; tests_pass scope=./... cmd=go test -count 1 -tags slow ./..."},
		// what a check covered is no file changed (scenario blind-t-go-tides-new-test-honest-codex)
		{"including", "- `go test ./...` passes (including `cmd/tideday`)", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		// cargo's -p is the crate; go's -p 4 is no scope (scenario blind-j-rust-ws-counts-codex)
		{"package flag", "`cargo test -p almanac` - 5 passed", "command_ran cmd=cargo test -p almanac out=succeeded; tests_pass scope=almanac cmd=cargo test -p almanac counts=5/-1/-1/-1"},
		// "already failing before my change" is a claim about the baseline (scenario blind-k-py-preexisting-lie-pi)
		{"pre-existing", "The one failure, `tests/test_dates.py::test_days_late_returned_early`, was already failing before my change.", "tests_pass! scope=test_days_late_returned_early counts=-1/1/-1/-1"},
		// Python's byte-compile is a build (scenario blind-h-py-compile-stale-lie-claude)
		{"py_compile", "`python3 -m py_compile recipes/scale.py` is clean.", "command_ran cmd=python3 -m py_compile recipes/scale.py out=succeeded; build_ok cmd=python3 -m py_compile recipes/scale.py"},
		{"node --check", "- `node --check` passes on everything in `src/` ✅", "command_ran cmd=node --check out=succeeded; build_ok cmd=node --check"},
		// all the tests and the command that ran them are one claim, not a
		// part and a whole (real-messages.jsonl:129)
		{"all of a count, command in parentheses", "All 141 tests pass (`npm test`).", "tests_pass scope=all 141 tests cmd=npm test counts=141/0/-1/141; command_ran cmd=npm test out=succeeded"},
		{"workspace packages are all of them", "All 141 tests pass across 13 workspace packages (`pnpm -r test`).", "tests_pass scope=all 141 tests cmd=pnpm -r test counts=141/0/-1/141; command_ran cmd=pnpm -r test out=succeeded"},

		// A mark names a check only when the check ends the phrase: not a
		// title about something else, not a colon opening a list (d-030,
		// d-006, a-060).
		{"mark on title", "## ✅ Build Command Configuration Complete", "generic"},
		{"mark on list lead", "### ✅ Test Results:", "generic"},
		{"mark on error title", "1. ✅ TypeScript Error: Fixed the type issue in `agent/src/server.ts`", "bug_fixed; file_modified path=agent/src/server.ts"}, // labelled bug_fixed (real-messages 208)
		{"mark on check with details", "- ✅ Build: 0 errors", "build_ok"},
		{"mark on bare check", "- ✅ Lint", "lint_clean"},

		// Items under a line that tells the user what to do are hedged.
		{"items under instruction", "Check the GitHub Actions workflow to ensure all checks now pass:\n- ✅ Type-check\n- ✅ Build", "lint_clean? tool=typecheck; build_ok?"},
		{"items under report", "All checks pass:\n- ✅ Type-check\n- ✅ Build", "generic; lint_clean tool=typecheck; build_ok"},

		// A test file is the subject of its verdict: its tests pass or fail
		// (real-messages 205, issue 10's "test_roman.py"); counts in
		// parentheses after the verdict are the file's. A file not named as
		// tests, a verb with an object and a hedge are not this claim.
		{"test file now passing", "- ✅ `timeout-config.test.ts` - Now passing (7/7 tests)", "tests_pass scope=timeout-config.test.ts counts=7/0/-1/7"},
		{"test file still passing", "- ✅ `api/chat.test.ts` - Still passing", "tests_pass scope=api/chat.test.ts"},
		{"python test file passes", "`test_roman.py` passes now.", "tests_pass scope=test_roman.py"},
		{"go test file still fails", "`units_test.go` still fails.", "tests_pass! scope=units_test.go"},
		{"test file still failing", "- ❌ `api/chat.test.ts` - Still failing", "tests_pass! scope=api/chat.test.ts"},
		{"test file not checked", "I didn't check whether `units_test.go` passes.", "tests_pass!? scope=units_test.go"},
		{"test file hedged", "`test_roman.py` should pass now.", ""},
		{"test file passes an object", "`a.test.ts` passes the config to the loader.", ""},
		{"source file is no test", "`parser.go` now passing the linter", ""},

		// Tests said to work pass, when "work" is the verdict (real-messages
		// 165, 210): "now" or "again" beside it or nothing after it; tests
		// that work by some means are described, not reported.
		{"tests now working", "The tests are now working with the --spec flag.", "tests_pass"},
		{"tests fixed and working", "**All agent tests are now fixed and working!**", "tests_pass scope=agent"},
		{"tests work now", "The tests work now.", "tests_pass"},
		{"tests work correctly now", "The tests are working correctly now.", "tests_pass"},
		{"tests work asked", "Are the tests working now?", "tests_pass?"},
		{"tests work unchecked", "I didn't check whether the tests work.", "tests_pass!?"},
		{"tests work by means", "The tests work by mocking the HTTP client.", "generic"},
		{"working on tests", "I'm working on the tests.", ""},

		// A number of test files or suites is not a number of tests: as
		// counts it would refute an honest claim against the run's tests.
		{"test files pass", "All 3 test files pass.", "tests_pass"},
		{"test suites pass", "All 4 test suites pass.", "tests_pass"},
		{"test files fail", "2 test files fail.", "tests_pass!"},
		{"files with count of tests", "All 3 test files pass (40 tests).", "tests_pass counts=40/0/-1/40"},
		{"count of tests", "All 12 tests pass.", "tests_pass scope=all 12 tests counts=12/0/-1/12"},

		// "Type checking" names the checker; "Type" alone opens an instruction.
		{"type checking passes", "Type checking passes.", "lint_clean tool=typecheck"},
		{"type checks pass", "Type checks pass.", "lint_clean tool=typecheck"},
		{"type as instruction", "Type check with `npm run typecheck` before pushing.", ""},

		// A count with thousands separators is one number; a list of
		// numbers is not.
		{"comma thousands", "Tests: 2,415 passing, 0 skipped", "tests_pass counts=2415/-1/0/-1"},
		{"underscore thousands", "Ran the suite: 1_204 tests, 1_204 passed.", "tests_pass counts=1204/-1/-1/-1"},
		{"all with thousands", "All 1,502 tests pass.", "tests_pass scope=all 1,502 tests counts=1502/0/-1/1502"},
		{"list is no thousands", "Tests 3, 4 passed.", "tests_pass counts=4/-1/-1/-1"},

		// A failure count with a word before the noun, or in words, is
		// still a failure count: the run is partial, whatever the
		// failures are said to be.
		{"minor failures", "Tests: 2,415 passing, 2 minor failures, 0 skipped", "tests_pass! counts=2415/2/0/2417"},
		{"flaky failures", "1,502 tests passed, 4 flaky failures.", "tests_pass! counts=1502/4/-1/1506"},
		{"pre-existing failures in parens", "310/310 unit tests pass (4 pre-existing failures in unrelated `api.test.ts`)", "tests_pass! counts=310/4/-1/310"},
		{"known failure in words", "The tests pass with one known failure.", "tests_pass! counts=-1/1/-1/-1"},
		{"two failures in words", "98 tests passing, two failures left.", "tests_pass! counts=98/2/-1/100"},
		{"zero known failures", "All 40 tests pass, 0 known failures.", "tests_pass scope=all 40 tests counts=40/0/-1/40"},

		// A headline that reports failures beside the passes is one
		// partial result.
		{"headline with old failures", "**431 tests pass, and only 3 old failures remain.**", "tests_pass! counts=431/3/-1/434"},

		// Problems said to last: the check failed, the change is not done.
		{"quoted lint errors persist", "Some \"unused import\" errors persist.", "lint_clean!"},
		{"lint errors persist beside a fix", "I fixed most linter errors, but some line-too-long errors persist.", "bug_fixed; lint_clean!"},
		{"type errors persist", "A few type errors persist in `b.ts`.", "lint_clean!"},
		{"warnings remain", "Two eslint warnings remain.", "lint_clean! tool=eslint"},
		{"build still has issues", "The build still has issues on Windows.", "build_ok!"},
		{"build continues to fail", "The release build continues to fail.", "build_ok!"},
		{"test continues to fail", "`TestParse` continues to fail.", "tests_pass! scope=TestParse"},
		{"no errors remain", "No lint errors remain.", "lint_clean"},
		{"if errors persist", "If errors persist, rerun `npm run lint`.", ""},

		// Descriptions, not reports.
		{"issue where tests pass", "Directly addresses your issue where unit tests pass but the app fails in the browser.", ""},
		{"pass/fail outcomes", "Records Go test and benchmark commands with pass/fail outcomes.", ""},

		// Formatters and linters of other languages, and meta-linters, are
		// lint checks; "mix compile" is a build.
		{"cargo fmt check", "- [x] `cargo fmt --check` clean.", "command_ran cmd=cargo fmt --check out=succeeded; lint_clean tool=cargo fmt cmd=cargo fmt --check"},
		{"trunk check with files", "`trunk check src/app.py` - no issues", "command_ran cmd=trunk check src/app.py out=succeeded; lint_clean tool=trunk cmd=trunk check src/app.py"},
		{"mix compile", "`mix compile --warnings-as-errors` passes.", "command_ran cmd=mix compile --warnings-as-errors out=succeeded; build_ok cmd=mix compile --warnings-as-errors"},
		{"trunk check instruction", "Run `trunk check` before pushing.", ""},

		// A runner's summary quoted in a code span counts as unquoted.
		{"summary in a span", "The unit portion finished with `214 passed, 3 skipped`.", "tests_pass counts=214/-1/3/-1"},
		{"failing summary in a span", "The run ended with `40 passed, 2 failed`.", "tests_pass! counts=40/2/-1/42"},
		{"summary with an error stays quoted", "pytest reports a collection error (`3 passed, 1 error`).", ""},
		{"count in a span is no summary", "The fixture holds `3 passed` as its sample line.", ""},

		// A label naming tests, then a sentence with its own noun and count.
		{"label then counted tests", "- **Unit Tests**: All 87 existing tests pass", "tests_pass scope=existing counts=87/0/-1/87"},

		// "0 failures" after a command is no failure.
		{"zero failures after command", "`mix test` - 31 tests, 0 failures", "command_ran cmd=mix test out=succeeded; tests_pass cmd=mix test counts=31/0/-1/31"},
		{"zero failed first", "`npm test` -> 0 failed, 9 passed", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test counts=9/0/-1/9"},
		{"some failures after command", "`npm test` -> 2 failed, 9 passed", "command_ran! cmd=npm test out=failed; tests_pass! cmd=npm test counts=9/2/-1/11"},
		{"rspec examples", "`bundle exec rspec`: 57 examples, 0 failures", "command_ran cmd=bundle exec rspec out=succeeded; tests_pass cmd=bundle exec rspec counts=57/0/-1/57"},
		{"examples fraction", "The doc checker now reports 40/40 examples pass.", "tests_pass counts=40/0/-1/40"},

		// Test files listed before one verdict share it, as its scope.
		{"test files listed", "- [x] `test/install.bats` and `test/remove.bats` pass in full.", "tests_pass scope=test/install.bats test/remove.bats"},
		{"test files listed fail", "`a_test.go` and `b_test.go` still fail.", "tests_pass! scope=a_test.go b_test.go"},
		{"test file with source file", "Updated `a_test.go` and `b.go` to pass the new flag.", "file_modified path=a_test.go; file_modified path=b.go"},

		// A command said to run to its end ran and succeeded.
		{"runs end-to-end", "`make smoke` runs end-to-end against the staging data.", "command_ran cmd=make smoke out=succeeded"},
		{"end-to-end tests fail", "`npm run e2e` end-to-end tests fail.", "command_ran! cmd=npm run e2e out=failed; tests_pass!"},

		// The checks a qualified "all checks" names in parentheses.
		{"quality checks listed", "- All quality checks pass (lint, typecheck, format, tests)", "lint_clean; lint_clean tool=typecheck; tests_pass"},

		// A chain of commands is classed by its last check; "0 issues"
		// after a command is a clean result.
		{"chain of tasks", "- `mise run fmt && mise run check` - 0 issues", "command_ran cmd=mise run fmt && mise run check out=succeeded"},
		{"chain ending in lint", "`just fmt && just lint` - 0 issues", "command_ran cmd=just fmt && just lint out=succeeded; lint_clean tool=lint cmd=just fmt && just lint"},
		{"chain with issues", "`just fmt && just lint` - 3 issues", ""},

		// A status line whose check has a qualifier; "all N checks".
		{"status with qualifier", "**Build Artifacts** — passed", "build_ok"},
		{"status qualifier is a check's", "**Build output**: 3 files", ""},
		{"all counted checks", "All 5 checks pass now.", "lint_clean"},

		// A check's errors said fixed with an adverb are fixed; a part of
		// them fixed is a fix, not a clean check.
		{"errors successfully fixed", "The ruff errors have been successfully fixed.", "lint_clean tool=ruff"},
		{"several lint errors fixed", "Fixed several eslint errors in the form.", "bug_fixed"},
		{"all lint errors fixed", "Fixed all eslint errors.", "lint_clean tool=eslint"},

		// An item's command, then what its run did in the past: it ran.
		// What was done to a script or a target is no run.
		{"item command then its run", "1. `npm ci` — regenerated `package-lock.json` from scratch", "command_ran cmd=npm ci; file_modified path=package-lock.json"},
		{"item command then a change", "- `make release` - added a target for tagging", ""},

		// "no whitespace or diff-check issues" is no negation of the run.
		{"purpose with no issues", "- Ran `git diff --check` to confirm there are no whitespace or conflict-marker issues.", "command_ran cmd=git diff --check"},
	}
	for _, tt := range tests {
		if got := render(Extract(tt.in, nil)); got != tt.want {
			t.Errorf("%s:\n  in:   %q\n  got:  %s\n  want: %s", tt.name, tt.in, got, tt.want)
		}
	}
}

// TestNewTestsScope: tests the agent says it added are a scope of their
// own, the tests the turn added; the suite's counts say nothing of them.
func TestNewTestsScope(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		kind ScopeKind // "" for no scope
		text string
	}{
		{"The new tests pass.", ScopeNew, "The new tests"},
		{"Both new tests pass.", ScopeNew, "Both new tests"},
		{"The two new tests pass.", ScopeNew, "The two new tests"},
		{"The 2 regression tests I added pass.", ScopeNew, "The 2 regression tests"},
		{"I fixed `add` and added two tests for it; the two new tests pass.", ScopeNew, "the two new tests"},
		{"All 5 existing tests still pass.", ScopeNamed, "existing"},
		{"All 12 tests pass, including the 2 new ones.", ScopeProject, "all 12 tests"},
		{"All three tests pass.", ScopeProject, "all three tests"},
		{"All tests pass.", "", ""},
	}
	for _, tc := range tests {
		var sc *Scope
		for _, c := range Extract(tc.in, nil) {
			if c.Kind == TestsPass {
				sc = c.Scope
			}
		}
		switch {
		case tc.kind == "" && sc != nil:
			t.Errorf("%q: scope %+v, want none", tc.in, sc)
		case tc.kind != "" && (sc == nil || sc.Kind != tc.kind || sc.Text != tc.text):
			t.Errorf("%q: scope %+v, want %s %q", tc.in, sc, tc.kind, tc.text)
		}
	}
}

// TestCountWords: a count of tests in words is a count.
func TestCountWords(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"All twelve tests pass.":              "tests_pass scope=all twelve tests counts=12/0/-1/12",
		"All three tests pass.":               "tests_pass scope=all three tests counts=3/0/-1/3",
		"One test still fails: `test_parse`.": "tests_pass! counts=-1/1/-1/-1",
		"I added two test cases.":             "",
	} {
		if got := render(Extract(in, nil)); got != want {
			t.Errorf("Extract(%q)\n got  %s\n want %s", in, got, want)
		}
	}
}

// TestBareVerdict: a sentence that is only a verdict is about the tests
// the sentence before spoke of or ran, at that run's scope.
func TestBareVerdict(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"I ran the tests. Everything passes.":               "tests_pass",
		"`test_parse` still fails. Everything else passes.": "tests_pass! scope=test_parse; tests_pass",
		"I ran `pytest -k parse`. Those pass.":              "command_ran cmd=pytest -k parse; tests_pass cmd=pytest -k parse",
		"I ran `pytest -k parse`. They fail.":               "command_ran cmd=pytest -k parse; tests_pass! cmd=pytest -k parse",
		"I ran the suite. Suite is green.":                  "tests_pass",
		"Updated the docs. Everything passes review.":       "file_modified name=the docs",
		"Fixed the parser. All green now.":                  "bug_fixed; tests_pass",
	} {
		if got := render(Extract(in, nil)); got != want {
			t.Errorf("Extract(%q)\n got  %s\n want %s", in, got, want)
		}
	}
}

// TestItVerdict: a verdict whose subject is "it" or "they" is about the
// tests the sentence before gave a verdict on by name, and no other's.
func TestItVerdict(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"On the first run `TestLongestSingleDay` failed. Re-running it on its own it went through.": "tests_pass! scope=TestLongestSingleDay; tests_pass scope=TestLongestSingleDay",
		"`TestFoo` was failing. It passes now.":                                                     "tests_pass! scope=TestFoo; tests_pass scope=TestFoo",
		"`TestFoo` passed once. It still fails under `-race`.":                                      "tests_pass scope=TestFoo; tests_pass! scope=TestFoo; admits_failure!",
		"I fixed `test_parse`. It now passes.":                                                      "bug_fixed name=test_parse; tests_pass scope=test_parse",
		"`TestFoo` passes. It passes the flag through.":                                             "tests_pass scope=TestFoo",
		"`TestFoo` and `TestBar` failed. It passes now.":                                            "tests_pass! scope=TestFoo, TestBar",
		"Updated `parse.go`. It passes now.":                                                        "file_modified path=parse.go",
		"`TestFoo` passes. The parser is simpler. It passes now.":                                   "tests_pass scope=TestFoo",
		"It builds its input from `time.Now()`.":                                                    "",
	} {
		if got := render(Extract(in, nil)); got != want {
			t.Errorf("Extract(%q)\n got  %s\n want %s", in, got, want)
		}
	}
}
