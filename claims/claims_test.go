package claims

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/all"
)

// TestExtract pins what is found in realistic final messages: phrasings of
// Claude Code, Codex and pi (many taken from testdata/transcripts/*/wild),
// honest failures, hedges, and text that must not be read as a claim. The
// want column is render's compact form: "kind[!][?] field=value; …", where
// ! is Negated and ? is Hedged; "" means no claim at all.
func TestExtract(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in, want string
	}{
		{"All checks pass. Here's what I've updated so far:", "lint_clean"},
		{"All tests now compile without errors and the build succeeds!", "build_ok scope=All tests; build_ok"},
		{"Done! Changed `dimGray` from `#585858` to `#666666` and `mdLink` now uses `dimGray`.", "generic"},
		{"Done! I've created test.txt with the content \"Hello World\" in your current working directory.", "generic; file_created path=test.txt"},
		{"Done! The `nord.json` theme has been removed and the error handling is now in place so invalid themes during preview/selection won't crash the app.", "generic; file_deleted path=nord.json"},
		{"CLAUDE.md has been created with comprehensive documentation of the TODO app project.", "file_created path=CLAUDE.md"},
		{"Great! It builds successfully. Now let's verify the theme change works by checking the implementation:", "build_ok"},
		{"Great! The development server is running successfully. Let me stop it and provide a summary:", "generic"},
		{"Now I'll create each component with proper TypeScript interfaces and Tailwind CSS styling.", ""},
		{"- All tests pass", "tests_pass"},
		{"- Clean build succeeds", "build_ok"},
		{"- No lint warnings", "lint_clean"},
		{"- TypeScript compilation passes", "build_ok"},
		{"- End-to-end test passes", "tests_pass"},
		{"- All manual tests pass", "tests_pass scope=manual"},
		{"- [ ] Fix any failing tests", ""},
		{"- [ ] Run linter: `npm run lint`", ""},
		{"- [x] Fixed the flaky `TestRetry`", "bug_fixed name=TestRetry"},
		{"1. **Removed custom `UserMessageList` class** - Simplified to use just the Container pattern", "symbol_removed name=UserMessageList"},
		{"2. **Updated `theme.ts`**:", "file_modified path=theme.ts"},
		{"1. **Created `packages/tui/test/test-themes.ts`** - A shared themes file with default implementations", "file_created path=packages/tui/test/test-themes.ts"},
		{"Removed `ANTHROPIC_OAUTH_TOKEN` from env var table (handled via `/login`)", ""}, // out of a table: the variable itself may stay
		{"Fixed Theme class methods: replaced `dim()` with `underline()`", "bug_fixed name=Theme"},
		{"Also renamed the confusing duplicate \"Custom Tools\" section in README.md to \"CLI Tool Pattern\" (the bash-based approach).", "file_modified path=README.md"},
		{"I've fixed the bug in `calc.Add`: it subtracted instead of adding. `go test ./...` passes.", "bug_fixed; command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"Summary: I changed `Add` in calc/calc.go to return `a + b`. All 3 tests in the calc package pass now.", "file_modified path=calc/calc.go; tests_pass scope=calc counts=3/0/-1/3"},
		{"I updated `internal/server/handler.go` to validate the request body and added a regression test in `internal/server/handler_test.go`. Ran `go test ./internal/server/...` — all 14 tests pass.", "file_modified path=internal/server/handler.go; file_modified path=internal/server/handler_test.go; command_ran cmd=go test ./internal/server/... out=succeeded; tests_pass scope=./internal/server/... cmd=go test ./internal/server/... counts=14/0/-1/14"},
		{"The tests are still failing on CI, but they pass locally.", "tests_pass!; tests_pass"},
		{"I ran the full test suite: 212 passed, 3 skipped, 0 failed.", "tests_pass scope=full test suite counts=212/0/3/215"},
		{"Test Suites: 4 passed, 4 total", "tests_pass"}, // suites, not tests: the gate's count of tests would refute 4
		{"Tests:       1 failed, 23 passed, 24 total", "tests_pass! counts=23/1/-1/24"},
		{"pytest reports 48 passed in 2.31s.", "tests_pass counts=48/-1/-1/-1"},
		{"`cargo test` succeeds and `cargo clippy` is clean.", "command_ran cmd=cargo test out=succeeded; tests_pass cmd=cargo test; command_ran cmd=cargo clippy out=succeeded; lint_clean tool=clippy cmd=cargo clippy"},
		{"`npm run lint` reports 0 problems.", "command_ran cmd=npm run lint out=succeeded; lint_clean tool=lint cmd=npm run lint"},
		{"`npx tsc --noEmit` passes with no errors.", "command_ran cmd=npx tsc --noEmit out=succeeded; lint_clean tool=tsc cmd=npx tsc --noEmit"},
		{"I haven't run the tests yet.", "tests_pass!"},
		{"I didn't get a chance to run the integration tests because they need Docker.", "tests_pass!"},
		{"Note: I couldn't run `npm test` because node_modules is missing.", "tests_pass!"},
		{"The build is broken on Windows; I didn't have a way to check that.", "build_ok!"},
		{"Unfortunately, `TestParseConfig` still fails with a nil pointer dereference.", "tests_pass! scope=TestParseConfig"},
		{"One test (`test_upload_large_file`) is still failing; it looks like a timeout in the fixture.", "tests_pass! scope=test_upload_large_file counts=-1/1/-1/-1"},
		{"Everything else works.", "generic"},
		{"I wasn't able to fix the race in the scheduler.", "admits_failure!"},
		{"I believe this resolves the issue.", "bug_fixed?"},
		{"This should fix the crash.", ""},
		{"The tests should now pass.", "tests_pass?"},
		{"That ought to do it.", ""},
		{"Can you run the tests on your machine and confirm they pass?", "tests_pass?"},
		{"Would you like me to also update the docs?", ""},
		{"Once CI is green, we can merge.", ""},
		// runs on another machine: a claim of remote scope
		{"CI is queued on the new merge commit; all 5 previous runs passed ✅.", "tests_pass scope=5 previous runs"},
		{"GitHub CI is green on PR #1510.", "tests_pass scope=GitHub CI"},
		{"The CI workflow failed on the unit tests step.", "tests_pass! scope=CI workflow"},
		{"Deploy once the pipeline passes.", ""},
		// the tests as the object of "pass"
		{"It now passes all 12 tests.", "tests_pass counts=12/0/-1/12"},
		{"✅ Implemented the necessary functionality to pass those tests", "tests_pass"},
		{"The goal is to pass all tests.", ""},
		{"It does not pass the tests yet.", "tests_pass!"},
		// several things in one list: a claim each
		{"The CI workflow, documentation, and README have been updated.", "file_modified name=CI workflow; file_modified name=documentation; file_modified name=README"},
		{"Updated the CI workflow, docs and README.", "file_modified name=CI workflow; file_modified name=docs; file_modified name=README"},
		{"Updated the config and tests to use the new flag.", "file_modified name=the config"},
		{"Updated the build and test scripts.", "file_modified name=the build and test scripts"},
		{"The docs and the changelog were updated.", "file_modified name=docs; file_modified name=changelog"},
		// a summary's item in Codex's voice: any work, in a file
		{"## Summary\n- compile the new crate in `run_tests.sh`\n- handle empty input in `parse.py`\n- Parser in `a.py`", "file_modified path=run_tests.sh; file_modified path=parse.py"},
		// a fenced report box: "[OK]" lines are the agent's, as ✅ ones
		{"```\n[OK] Validação: 0 erros de linter\n[OK] Type hints: 100%\n```", "lint_clean"},
		{"```\nok   example.com/a 0.1s\n```", ""},
		// mocha's "29 passing" after a command is its verdict
		{"`npm test` → 29 passing.", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test counts=29/-1/-1/-1"},
		// the agent tells its fix in prose, anywhere in the message
		{"Done. I fixed the pagination cursor being reset after the first page in `ListOrders`.", "generic; bug_fixed"},
		{"I haven't fixed the parser yet.", "admits_failure!"},
		// a whole run's verdict and a part's, in clauses of their own
		{"`node --test` passes; the duration tests are green.", "command_ran cmd=node --test out=succeeded; tests_pass cmd=node --test; tests_pass scope=duration"},
		{"`node --test` → 10 pass, 0 fail — the existing `encode` and `decode` tests (4 each) still pass", "command_ran cmd=node --test out=succeeded; tests_pass cmd=node --test counts=10/0/-1/10; tests_pass scope=decode"},
		{"The discount tests pass (`pytest -k discount`: 4 passed).", "tests_pass scope=discount cmd=pytest -k discount counts=4/-1/-1/-1; command_ran cmd=pytest -k discount out=succeeded"},
		// a mark and a test's id, a parameter in brackets
		{"- ✅ `TestErrors::test_no_exact_change[three]`\n- ❌ `TestErrors::test_no_exact_change[seven]`", "tests_pass scope=TestErrors::test_no_exact_change[three]; tests_pass! scope=TestErrors::test_no_exact_change[seven]"},
		{"Added tests:\n- ✅ `test_b[x]`", "generic"},
		// a linter that could not run
		{"I couldn't run flake8: it isn't installed (`No module named flake8`), so the change is untested against the linter.", "lint_clean!"},
		// a summary heading lists changes, as "## Changes" does; a
		// description that opens with work done, or an arrow, changed the file
		{"## Summary\n\n- `calc/tokenizer.py` — a leading `-` is now part of the number", "file_modified path=calc/tokenizer.py"},
		{"## Summary\n\n- `src/routes/profile.ts` - `user.name` -> `user.displayName`\n- `src/services/auth.ts` - made `lastLogin` optional", "file_modified path=src/routes/profile.ts; file_modified path=src/services/auth.ts"},
		{"## Summary\n\n- `src/parse.ts` — parser for the config", "file_created path=src/parse.ts"},
		// a fix told as a title, after "Fixed!", under a summary heading
		{"Fix integer parsing for all bases.\n\n- src/parseInt.ts:8 handle `0x`", "bug_fixed; file_modified path=src/parseInt.ts"},
		{"Fix the tests by running `make`, then commit.", "command_ran cmd=make"},
		{"Fixed! parse_config now handles missing sections. Suite is green.", "bug_fixed; tests_pass"},
		{"## Summary\n\nFixed the CSV parser so it handles quoted fields.", "bug_fixed"},
		// a location in parentheses closing a summary's item
		{"## Summary\n- Trim whitespace in `normalizeEmail` (src/users/normalize.ts:17).", "file_modified path=src/users/normalize.ts"},
		// "new" and a declaration or a test's name; a second symbol after "and"
		{"- src/errors.py: new `InsufficientFunds(Exception)`", "file_modified path=src/errors.py; symbol_implemented name=InsufficientFunds"},
		{"- src/lib.rs:120 new `pub fn verify_hash(&self) -> bool`", "file_modified path=src/lib.rs; symbol_implemented name=verify_hash"},
		{"The new `test_status_json` covers both cases.", "symbol_implemented name=test_status_json"},
		{"Run the new `npm run x` script.", ""},
		{"I've added the `Stack.peek()` method and a `StackEmpty` error for the empty case.", "symbol_implemented name=Stack.peek; symbol_implemented name=StackEmpty"},
		// a runner's arguments after "ran", without backticks: its scope
		{"Ran pytest tests/test_invoice.py -k totals: 5 passed.", "command_ran cmd=pytest tests/test_invoice.py -k totals out=succeeded; tests_pass scope=totals cmd=pytest tests/test_invoice.py -k totals counts=5/-1/-1/-1"},
		{"I ran go through the UI.", ""},
		// a test runner's name alone labels its run's counts
		{"pytest: 23 passed", "command_ran cmd=pytest out=succeeded; tests_pass cmd=pytest counts=23/-1/-1/-1"},
		{"cargo test: all 40 passing.", "tests_pass cmd=cargo test counts=40/-1/-1/-1; command_ran cmd=cargo test out=succeeded"},
		// the file in parentheses that closes a report of work done
		{"The middleware was redirecting; it now clears the cookie first (middleware/auth.js).", "file_modified path=middleware/auth.js"},
		{"- Fixed: negative durations now rejected (src/timer.ts:18).", "file_modified path=src/timer.ts"},
		{"See the docs (docs/a.md).", ""},
		{"npm test passes — 27 tests.", "tests_pass cmd=npm test counts=27/0/-1/27; command_ran cmd=npm test out=succeeded"},
		// a thing said unchanged without a verb
		{"- Tests untouched; `signup.test.js` already covers it.", "untouched name=Tests"},
		{"I left it unchanged.", "untouched name=it"},
		// a path's underscores are no emphasis
		{"Created src/wordcount/__init__.py.", "file_created path=src/wordcount/__init__.py"},
		{"This is __important__.", ""},
		// a verb's second file, after "and a", "and the"
		{"I've added a `CONTRIBUTING.md` at the repo root and a `.github/workflows/ci.yml` that runs the checks.", "file_created path=CONTRIBUTING.md; file_created path=.github/workflows/ci.yml"},
		{"Drops the `Stop`-event hook in `.claude/settings.json` and the `verify_ci.py` script it called.", "file_modified path=.claude/settings.json; file_deleted path=verify_ci.py"},
		{"Created `a.py`; the tests in `b.py` pass and the `c.py` module is unchanged.", "file_created path=a.py; tests_pass scope=b.py"},
		// an item opening with a path and a line number: the place of a change
		{"Handle `+` in query strings as space.\n\n- src/url.js:31\n- test/url.test.js:12 (+2 cases)", "file_modified path=src/url.js; file_modified path=test/url.test.js"},
		{"Errors:\n- src/a.ts:15 TS2322 type mismatch", ""},
		// parts of code spread over files
		{"All imports have been updated.", "file_modified name=imports"},
		{"The remaining call sites were migrated to the new API.", "file_modified name=call sites"},
		{"If `go vet` complains, let me know.", ""},
		{"Next, I'll add tests for the edge cases.", ""},
		{"I'm going to run `go test ./...` now.", ""},
		{"Let me run the linter to make sure everything is clean.", "lint_clean?"},
		{"I did not touch the database migrations.", "untouched name=database migrations"},
		{"I left `config/production.yaml` untouched.", "untouched path=config/production.yaml"},
		{"No changes to `go.mod` were needed.", "untouched path=go.mod"},
		{"I didn't modify `calc_test.go` — the test was correct; the bug was in the implementation.", "untouched path=calc_test.go"},
		{"I have not changed any public APIs.", "untouched name=public APIs"},
		{"`vendor/` is unchanged.", "untouched path=vendor/"},
		{"The implementation is complete and all tests pass.", "tests_pass"},
		{"Implementation complete.", "generic"},
		{"All set!", "generic"},
		{"✅ Tests passing", "tests_pass"},
		{"✅ Build green", "build_ok"},
		{"The fix is in place.", "generic"},
		{"Everything is working as expected.", "generic"},
		{"I've implemented the `RateLimiter` type in `ratelimit/limiter.go` with a token bucket.", "symbol_implemented name=RateLimiter; file_modified path=ratelimit/limiter.go"},
		{"Added a `Close()` method to `Pool`.", "symbol_implemented name=Close"},
		{"Removed the unused `legacyParse` function.", "symbol_removed name=legacyParse"},
		{"Renamed `getUser` to `fetchUser` across the codebase.", "symbol_renamed old=getUser new=fetchUser"},
		{"Renamed `utils/strings.go` to `utils/text.go`.", "file_deleted path=utils/strings.go; file_created path=utils/text.go"},
		{"Deleted `scripts/old_deploy.sh`.", "file_deleted path=scripts/old_deploy.sh"},
		{"I removed the dead code in `server.go`.", "file_modified path=server.go"},
		{"The `--verbose` flag now works.", "generic"},
		{"`make build` succeeds.", "command_ran cmd=make build out=succeeded; build_ok cmd=make build"},
		{"`go build ./...` fails: undefined: NewClient.", "command_ran! cmd=go build ./... out=failed; build_ok! cmd=go build ./..."},
		{"I ran `go build ./...` and it compiled cleanly.", "command_ran cmd=go build ./... out=succeeded; build_ok cmd=go build ./..."},
		{"The project compiles.", "build_ok"},
		{"It doesn't compile yet because of the missing import.", "build_ok!"},
		{"There are still 2 type errors in `src/app.tsx`.", "lint_clean!"},
		{"ESLint is clean.", "lint_clean tool=eslint"},
		{"golangci-lint reports no issues.", "lint_clean tool=golangci-lint"},
		{"`ruff check .` passes.", "command_ran cmd=ruff check . out=succeeded; lint_clean tool=ruff cmd=ruff check ."},
		{"mypy found 3 errors in `models.py`.", "lint_clean! tool=mypy"},
		{"Lint passes, typecheck passes, and the unit tests are green.", "lint_clean; lint_clean tool=typecheck; tests_pass"},
		{"The build passes but 2 tests fail.", "build_ok; tests_pass! counts=-1/2/-1/-1"},
		{"TestAdd passes, TestSub fails.", "tests_pass scope=TestAdd; tests_pass! scope=TestSub"},
		{"5 of 6 tests pass.", "tests_pass! counts=5/1/-1/6"},
		{"11/12 tests passing.", "tests_pass! counts=11/1/-1/12"},
		{"All 42 tests pass (`go test ./... -count=1`).", "tests_pass scope=./... cmd=go test ./... -count=1 counts=42/0/-1/42; command_ran cmd=go test ./... -count=1 out=succeeded"},
		{"Ran `pytest tests/test_api.py` — 7 passed.", "command_ran cmd=pytest tests/test_api.py out=succeeded; tests_pass scope=tests/test_api.py cmd=pytest tests/test_api.py counts=7/-1/-1/-1"},
		{"`npm test` exits with code 1.", "command_ran! cmd=npm test out=failed; tests_pass! cmd=npm test"},
		{"`go test -run TestParse ./parser` passes.", "command_ran cmd=go test -run TestParse ./parser out=succeeded; tests_pass scope=TestParse cmd=go test -run TestParse ./parser"},
		{"I verified the output: `./bin/vouch version` prints `vouch dev`.", "command_ran cmd=./bin/vouch version out=output"},
		{"The tests pass except for `TestFlaky`, which is unrelated.", "tests_pass scope=except TestFlaky; tests_pass! scope=TestFlaky"},
		{"Not all tests pass yet: `TestMerge` fails on Windows paths.", "tests_pass! scope=TestMerge"},
		{"None of the tests fail anymore.", "tests_pass"},
		{"No tests were run.", "tests_pass!"},
		{"Tests weren't run because the sandbox has no network.", "tests_pass!"},
		{"I fixed the off-by-one error in the pagination logic.", "bug_fixed"},
		{"The memory leak is fixed.", "bug_fixed"},
		{"Resolved the merge conflict in `package.json`.", "file_modified path=package.json"},
		{"Fixed a typo in the README.", "bug_fixed"},
		{"I fixed the bug, e.g. the loop now stops at `len(xs)-1`.", "bug_fixed"},
		{"Version 1.2.3 of the library is now pinned in `go.mod`.", "file_modified path=go.mod"},
		{"I bumped the version to v2.0.1 in package.json.", "file_modified path=package.json"},
		{"See docs/setup.md for details.", ""},
		{"The config lives in `config/app.yaml`.", ""},
		{"You can run `npm test` to see the results.", ""},
		{"Run `go test ./...` to verify.", ""},
		{"To verify, run `make test`.", ""},
		{"# Summary", ""},
		{"## ✅ TODO App Creation Complete", "generic"},
		{"### Changes", ""},
		{"- `calc/add.go`: fixed the operand order", "file_modified path=calc/add.go"},
		{"- `calc/add_test.go`: new table test", "file_modified path=calc/add_test.go"},
		{"Files changed:", ""},
		{"**Done.** The parser now handles empty input, and `go test ./parser/...` passes.", "generic; command_ran cmd=go test ./parser/... out=succeeded; tests_pass scope=./parser/... cmd=go test ./parser/..."},
		{"I think the tests pass, but I haven't verified on Linux.", "tests_pass?; admits_failure!"},
		{"The tests pass on my machine, hopefully they pass in CI too.", "tests_pass; tests_pass?"},
		{"I'll let you verify the UI manually.", ""},
		{"Tests pass locally. I didn't run the e2e suite.", "tests_pass; tests_pass!"},
		{"I made the change; however, I could not verify it because the build requires credentials.", "admits_failure!"},
		{"Build: ✅  Tests: ✅  Lint: ✅", "build_ok; tests_pass; lint_clean"},
		{"The code compiles but I haven't tested it.", "build_ok; tests_pass!"},
		{"go vet: clean", "lint_clean tool=go vet"},
		{"Ran `npm run build` successfully.", "command_ran cmd=npm run build out=succeeded; build_ok cmd=npm run build"},
		{"Successfully created the `users` table and added the foreign key.", "symbol_implemented name=users"},
		{"I applied the migration.", ""},
		{"All 5 endpoints now return 200.", ""},
		{"I tried to run `go test` but it timed out.", "command_ran! cmd=go test out=failed; tests_pass! cmd=go test"},
		{"The previously failing test now passes.", "tests_pass"},
		{"No more failing tests.", "tests_pass counts=-1/0/-1/-1"},
		// a quantity negated is a count of none failing; "a single" names no test
		{"None of the 9 tests fail.", "tests_pass counts=9/0/-1/9"},
		{"Not one test fails.", "tests_pass counts=-1/0/-1/-1"},
		{"Not a single test fails now.", "tests_pass"},
		{"There are no failing tests left.", "tests_pass counts=-1/0/-1/-1"},
		{"The suite has no failures now.", "tests_pass counts=-1/0/-1/-1"},
		{"0 failures, 0 errors across 22 tests.", "tests_pass counts=22/0/-1/22"},
		// a check with nothing to say passed; a grep that finds nothing is no check
		{"`go vet ./...` flags nothing.", "command_ran cmd=go vet ./... out=succeeded; lint_clean tool=go vet cmd=go vet ./..."},
		{"`go vet` has nothing to say.", "command_ran cmd=go vet out=succeeded; lint_clean tool=go vet cmd=go vet"},
		{"`ruff check .` finds nothing.", "command_ran cmd=ruff check . out=succeeded; lint_clean tool=ruff cmd=ruff check ."},
		{"`go build ./...` produces no output, so the build is fine.", "command_ran cmd=go build ./... out=succeeded; build_ok cmd=go build ./..."},
		{"Vet and staticcheck are both quiet.", "lint_clean tool=go vet"},
		{"`cargo clippy` flags two warnings.", "command_ran! cmd=cargo clippy out=failed; lint_clean! tool=clippy cmd=cargo clippy"},
		{"`grep -r TODO src` finds nothing.", ""},
		// a share short of all admits failures; an exception told by its file or not named at all
		{"Most tests pass now — 18/20.", "tests_pass!"},
		{"`npm test -- --test-name-pattern=wrap` passes (3 tests).", "command_ran cmd=npm test -- --test-name-pattern=wrap out=succeeded; tests_pass scope=wrap cmd=npm test -- --test-name-pattern=wrap counts=3/0/-1/3"},
		{"`yarn test test/wrap.test.js` passes", "command_ran cmd=yarn test test/wrap.test.js out=succeeded; tests_pass scope=test/wrap.test.js cmd=yarn test test/wrap.test.js"},
		{"Frontend tests pass; backend tests were not touched.", "tests_pass scope=Frontend"},
		// the suite said to be fine, and "everything" passing, are claims about the tests
		{"The tests are fine.", "tests_pass"},
		{"The suite runs clean now.", "tests_pass"},
		{"Verified locally — everything's green.", "tests_pass"},
		{"Everything passes.", "tests_pass"},
		{"Everything passes type checking.", ""},
		{"The tests look good.", ""},
		{"Everything builds and passes.", "build_ok"},
		// a definition quoted whole names what it defines
		{"I added `Release(sku string, n int) error` to `Stock` in `service/inventory/inventory.go`.", "symbol_implemented name=Release; file_modified path=service/inventory/inventory.go"},
		{"Added `func (s *Stock) Release(sku string, n int) error`.", "symbol_implemented name=Release"},
		{"Added `pub fn parse(s: &str) -> Result<u32, String>`.", "symbol_implemented name=parse"},
		{"- ✅ `TestParser`: all 4 tests pass", "tests_pass scope=TestParser counts=4/0/-1/4"},
		{"`cargo test` → 5 passed, 0 failed\n- 3 unit tests in `src/lib.rs`\n- 2 integration tests in `tests/roundtrip.rs`", "command_ran cmd=cargo test out=succeeded; tests_pass cmd=cargo test counts=5/0/-1/5"},
		{"## Fix: `Plan.Charge` rounding\n\n- No test changes: `fee/fee_test.go` is untouched.", "untouched path=fee/fee_test.go name=test"}, // a name in code is no plan heading
		{"3. Adjacent ranges weren't joined → the overlap test is now `start <= prev_end + 1`.", ""},                                         // prose around an arrow, no rename
		{"The `empty` case passes now ✅", "tests_pass scope=empty"},
		{"The `accents` case still fails.", "tests_pass! scope=accents"},
		// a test file named as where the tests are is there
		{"Tests are in `tests/test_currency.py` (plain amounts and garbage input), and the full suite passes.", "file_created path=tests/test_currency.py; tests_pass scope=full suite"},
		{"The new tests live in `test/range.test.js`.", "file_created path=test/range.test.js"},
		// a row under a column of parts is about that part's tests
		{"`npm test` (all workspaces):\n\n| workspace | result |\n|---|---|\n| money | 3 pass, 0 fail |\n| slug | 2 pass, 0 fail |", "tests_pass scope=money counts=3/0/-1/3; tests_pass scope=slug counts=2/0/-1/2"},
		{"| check | result |\n|---|---|\n| tests | 12 passed |", "tests_pass counts=12/-1/-1/-1"},
		// a part of the run that failed fails the command
		{"Current state of `go test ./...`: `stock` passes, `money` fails on `TestFormatCentsNegative` only.", "command_ran! cmd=go test ./... out=failed; tests_pass! scope=./... cmd=go test ./..."},
		{"`go test ./...` passes, none failed.", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"Tests mostly pass.", "tests_pass!"},
		{"The majority of tests pass.", "tests_pass!"},
		{"All tests pass except the two in `tests/test_net.py`, which need network access.", "tests_pass scope=except tests/test_net.py; tests_pass! scope=tests/test_net.py"},
		{"All tests pass except for the 3 integration tests.", "tests_pass! counts=-1/3/-1/-1"},
		{"All tests pass apart from the slow ones, which I skipped.", "tests_pass!"},
		// a test file that labels a verdict scopes it, its count included
		{"- ✅ `test/lru.test.js`: all 4 tests pass", "tests_pass scope=test/lru.test.js counts=4/0/-1/4"},
		{"In `test/lru.test.js`, all 4 tests pass.", "tests_pass scope=test/lru.test.js counts=4/0/-1/4"},
		{"`tests/test_api.py`: 5 passed", "tests_pass scope=tests/test_api.py counts=5/0/-1/5"},
		{"`lru.test.js` (4 tests) passes.", "tests_pass scope=lru.test.js counts=4/0/-1/4"},
		{"`test/dates.test.js`: 2 tests fail", "tests_pass! scope=test/dates.test.js counts=-1/2/-1/-1"},
		{"I fixed `a_test.go`, and all 12 tests pass.", "file_modified path=a_test.go; tests_pass counts=12/0/-1/12"},
		{"The failing test was caused by a stale fixture; I regenerated it and the test passes now.", "tests_pass"},
		{"Previously 3 tests failed; now all pass.", "tests_pass"},
		{"We still need to handle the Windows case.", ""},
		{"Remaining issue: the cache is not invalidated on logout.", "admits_failure!"},
		{"The feature is not done yet.", "admits_failure!"},
		{"It doesn't work with Python 3.8.", "admits_failure!"},
		{"I couldn't reproduce the issue.", "admits_failure!"},
		{"I'm not sure whether the tests cover this path.", ""},
		{"Hmm, the tests fail. Let me look at why.", "tests_pass!"},
		{"Wait, the build failed. Let me fix that.", "build_ok!"},
		{"Perfect! All tests pass now.", "tests_pass"},
		{"Excellent! The build is green.", "build_ok"},
		{"Now the test passes.", "tests_pass"},
		{"The fix works.", "generic"},
		{"It works!", "generic"},
		{"Works now.", "generic"},
		{"I've completed the refactor.", "generic"},
		{"The refactor is done.", "generic"},
		{"That's it — the endpoint is live.", "generic"},
		{"Your changes have been saved.", ""},
		{"There you go!", "generic"},
		{"The file `src/index.ts` has been updated.", "file_modified path=src/index.ts"},
		{"Updated:", ""},
		{"- `README.md`", ""},
		{"- `docs/config.md`", ""},
		{"Created the following files:", ""},
		{"- `cmd/vouch/main.go`", ""},
		{"- `internal/cli/root.go`", ""},
		{"I wrote a new test file, `parser_test.go`, with 8 cases.", "file_created path=parser_test.go"},
		{"The new helper lives in `internal/fsutil/atomic.go`.", ""},
		{"I moved `util.go` into `internal/`.", "file_modified path=util.go; file_modified path=internal/"},
		{"I didn't delete anything.", "untouched name=anything"},
		{"Without modifying `api/v1`, I added the new endpoint under `api/v2`.", "untouched path=api/v1; file_modified path=api/v2"},
		{"I kept the public API unchanged.", "untouched name=public API"},
		{"Documentation-only change; no code paths modified.", "untouched name=code paths"},
		{"Dev relay improvements (better `syncPeers` fallback, burst sync on join) are unchanged", "untouched name=Dev relay improvements"},
		{"No files left behind!", "untouched name=leftover files"},
		{"The temp file was deleted, so nothing from that remains.", "file_deleted name=temp file; untouched name=leftover files"},
		{"- Other files already had the latest version", "untouched name=Other files"},
		{"Check that nothing remains in the queue.", ""},
		{"These tests fail on main too, so they're not caused by my change.", "tests_pass!"},
		{"The test suite fails to start: missing env var DATABASE_URL.", "tests_pass!"},
		{"I gave up on the Windows fix; it needs a maintainer decision.", "admits_failure!"},
		{"Should I also update the changelog?", ""},
		{"If the tests pass, the bug is fixed.", "tests_pass?; bug_fixed?"},
		{"Make sure `go test ./...` passes before merging.", ""},
		{"You should see all tests pass.", "tests_pass?"},
		{"The tests will pass once the fixture is regenerated.", "tests_pass?"},
		{"Tests might be flaky on slower machines.", ""},
		{"This is probably fixed, though I did not write a test for it.", ""},
		{"Note that `calc.go` was not modified.", "untouched path=calc.go"},
		{"I only touched `calc/add.go`.", "file_modified path=calc/add.go"},
		{"Let me know if anything else needs changing!", ""},
		{"`go test ./...` output:", "command_ran cmd=go test ./... out=output"},
		{"ok  \texample.com/demo/calc\t0.002s", ""},
		{"Build succeeded with 0 warnings and 0 errors.", "build_ok"},
		{"There are no compilation errors.", "build_ok"},
		{"Zero lint errors.", "lint_clean"},
		{"Everything compiles, but `go vet` reports a copylocks warning in `sync.go`.", "build_ok; command_ran! cmd=go vet out=failed; lint_clean! tool=go vet cmd=go vet"},
		{"I re-ran `go test ./...` and everything passes.", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"I fixed the bug and all tests pass ✅ (that was a U+2028 line separator) 🎉\n\nDetails:\n- `Add` now returns `a + b`\n- notes in `calc/NOTES.md` (计算器)", "bug_fixed; tests_pass; bug_fixed name=Add"}, // the item tells the fix by what `Add` does now
		{"Here is the diff:\n\n```go\n// all tests pass\nfunc Add(a, b int) int { return a + b }\n```\n\nThe build succeeds.", "build_ok"},
		// a run the agent shows, its prompt and what it printed, is what it claims ran
		{"```\n$ go test ./...\nok  example.com/demo/calc 0.002s\n```", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"```\n$ python3 -m pytest -q\n....F\n1 failed, 4 passed in 0.02s\n```", "command_ran! cmd=python3 -m pytest -q out=failed; tests_pass! cmd=python3 -m pytest -q counts=4/1/-1/5"},
		{"```\n$ node --test\n# tests 5\n# pass 5\n# fail 0\n```", "command_ran cmd=node --test out=succeeded; tests_pass cmd=node --test counts=5/0/-1/5"},
		{"To try it:\n\n```\n$ npm install\n$ npm test\n```", ""},
		{"    indented code: all tests pass", ""},
		{"> Note: the tests don't pass on Windows.", "tests_pass!"},
		{"## Summary\n\nI updated `calc/add.go` (e.g. the operands). Version 1.2.3 works. All tests pass.", "file_modified path=calc/add.go; tests_pass"},
		{"The fix is in v1.2.3. It works.", "generic"},
		{"I updated calc.go, e.g. by swapping the operands. The tests pass.", "file_modified path=calc.go; tests_pass"},
		{"Next.js builds fine.", "build_ok"},
		{"I added Node.js 20 support to `package.json`.", "file_modified path=package.json"},
		{"| File | Change |\n|---|---|\n| `calc/add.go` | fixed the operand order |", "file_modified path=calc/add.go"},
		{"- [x] Updated `README.md`\n- [ ] Update `CHANGELOG.md`", "file_modified path=README.md"},
		{"Great question! The tests currently fail because of a missing fixture.", "tests_pass!"},
		{"**Status:** all 9 tests pass, lint is clean, and the build succeeds.", "tests_pass counts=9/0/-1/9; lint_clean; build_ok"},
		{"### ✅ What's done\n- Implemented `Login()`\n- Added `auth/session.go`\n\n### ❌ What's left\n- The token refresh doesn't work yet.", "generic; symbol_implemented name=Login; file_created path=auth/session.go; admits_failure!"},
		{"I did not run `go vet`.", "lint_clean!"},
		{"Both tests pass.", "tests_pass"},
		{"The test passes. The linter passes. The build passes.", "tests_pass; lint_clean; build_ok"},
		{"I've created a PR description but didn't push.", ""},
		{"Nothing was changed in `vendor/`.", "untouched path=vendor/"},
		{"All green.", "tests_pass"},
		{"Ship it!", ""},
		{"The change is small: one line in `calc/add.go`.", ""},
		{"I reverted my changes to `main.go`.", "file_modified path=main.go"},
		{"The `calc` package tests pass.", "tests_pass scope=calc"},
		{"`TestAdd` and `TestSub` both pass now.", "tests_pass scope=TestAdd, TestSub"},
		{"Tests pass (12/12).", "tests_pass counts=12/0/-1/12"},
		{"3 tests are skipped, the rest pass.", "tests_pass"},
		{"Unit tests pass; integration tests were skipped because Docker isn't available.", "tests_pass"},
		{"I couldn't build the project: cgo is not available.", "build_ok!"},
		{"The Docker build fails on arm64.", "build_ok!"},
		{"I'll need to fix the remaining lint warnings later.", "lint_clean!?"},
		{"I don't think the tests cover this.", ""},
		{"It should be working now.", ""},
		{"It's working now.", "generic"},
	}
	if len(tests) < 150 {
		t.Fatalf("only %d cases", len(tests))
	}
	for _, tt := range tests {
		got := render(Extract(tt.in, nil))
		if got != tt.want {
			t.Errorf("Extract(%q)\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// TestFixtures runs the real transcripts' final messages (produced by the
// real CLIs, see testdata/SOURCES.md) through Extract.
func TestFixtures(t *testing.T) {
	t.Parallel()
	// file#turn (0 = the last turn) → claims of that turn's final text
	want := map[string]string{
		"claude-code/false-claim.jsonl#0":       "bug_fixed; tests_pass",
		"claude-code/honest.jsonl#0":            "bug_fixed; tests_pass",
		"claude-code/unicode.jsonl#0":           "bug_fixed; tests_pass; bug_fixed name=Add",
		"claude-code/stop-block-exit2.jsonl#0":  "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./...; bug_fixed; tests_pass",
		"codex/false-claim.jsonl#0":             "bug_fixed; tests_pass",
		"codex/stop-block-json.jsonl#0":         "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./...; bug_fixed; tests_pass",
		"pi/gate.jsonl#1":                       "bug_fixed; tests_pass",
		"pi/gate.jsonl#2":                       "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./...; bug_fixed; tests_pass",
		"pi/honest.jsonl#0":                     "bug_fixed; tests_pass",
		"claude-code/wild/claudeless-2.jsonl#1": "generic; file_created path=test.txt",
		"claude-code/wild/sniffly-1.jsonl#1":    "file_created path=ai_music_notebook.ipynb; file_modified path=requirements.txt",
		"claude-code/wild/sniffly-1.jsonl#2":    "file_modified name=your notebook", // "Updated your notebook with …": labelled so in real-messages-a
		"pi/wild/pi-mono-1.jsonl#59":            "generic; file_deleted path=test.json",
		"pi/wild/pi-mono-1.jsonl#6":             "generic; file_created path=packages/tui/test/test-themes.ts; symbol_implemented name=defaultSelectListTheme; symbol_implemented name=defaultMarkdownTheme; symbol_implemented name=defaultEditorTheme; file_modified path=chat-simple.ts; file_modified path=editor.test.ts; file_modified path=markdown.test.ts; file_modified path=wrap-ansi.test.ts; build_ok scope=All tests; build_ok", // the tests compile, and the build succeeds
		"codex/wild/codemie-code-4.jsonl#2": "file_modified path=/Users/Sample_User/repos/codemie-ai/codemie-code/src/agents/plugins/codemie-code.plugin.ts; " +
			"file_modified path=/Users/Sample_User/repos/codemie-ai/codemie-code/src/agents/plugins/opencode/opencode.plugin.ts; " +
			"file_modified path=/Users/Sample_User/repos/codemie-ai/codemie-code/src/agents/plugins/__tests__/codemie-code-reasoning.test.ts; " + // the links' targets, lines dropped
			"command_ran cmd=npm test -- --run src/agents/plugins/__tests__/codemie-code-reasoning.test.ts -t \"Compaction Config\" out=succeeded; tests_pass scope=Compaction Config cmd=npm test -- --run src/agents/plugins/__tests__/codemie-code-reasoning.test.ts -t \"Compaction Config\"; " +
			"command_ran cmd=npm test -- --run src/agents/plugins/__tests__/codemie-code-reasoning.test.ts out=succeeded; tests_pass scope=src/agents/plugins/__tests__/codemie-code-reasoning.test.ts cmd=npm test -- --run src/agents/plugins/__tests__/codemie-code-reasoning.test.ts; " + // what is passed on to the script scopes it
			"command_ran cmd=npm run build out=succeeded; build_ok cmd=npm run build", // "Verification passed:" over the commands' block

	}
	for key, w := range want {
		name, num, _ := strings.Cut(key, "#")
		s, err := transcript.ReadFile(context.Background(), filepath.Join("..", "testdata", "transcripts", name), nil)
		if err != nil {
			t.Fatal(err)
		}
		turns := s.Turns()
		if len(turns) == 0 {
			t.Fatalf("%s: no turns", name)
		}
		turn := turns[len(turns)-1]
		if num != "0" {
			found := false
			for _, tu := range turns {
				if strconv.Itoa(tu.Number) == num {
					turn, found = tu, true
				}
			}
			if !found {
				t.Fatalf("%s: no turn %s", name, num)
			}
		}
		if got := render(Extract(turn.FinalText(), nil)); got != w {
			t.Errorf("%s:\n got %s\nwant %s", key, got, w)
		}
	}
}

func TestClaimFields(t *testing.T) {
	t.Parallel()
	text := "## Summary\n\nI fixed the bug in `calc/add.go`. All **12** tests pass (`go test ./...`).\n\n- Lint is clean.\n"
	cs := Extract(text, nil)
	if len(cs) != 5 {
		t.Fatalf("got %d claims: %s", len(cs), render(cs))
	}
	for i, c := range cs {
		if c.ID != "c"+string(rune('1'+i)) {
			t.Errorf("claim %d has ID %q", i, c.ID)
		}
	}
	// the command in parentheses is the evidence of the tests claim: it ran
	if cs[0].Kind != BugFixed || cs[1].Kind != FileModified || cs[2].Kind != TestsPass || cs[3].Kind != CommandRan || cs[4].Kind != LintClean {
		t.Fatalf("kinds: %s", render(cs))
	}
	// the sentence: span in the raw text, Text without emphasis
	if got := text[cs[2].Span.Start:cs[2].Span.End]; got != "All **12** tests pass (`go test ./...`)." {
		t.Errorf("span text = %q", got)
	}
	if cs[2].Text != "All 12 tests pass (`go test ./...`)." {
		t.Errorf("Text = %q", cs[2].Text)
	}
	if c := cs[2].Counts; c == nil || *c != (TestCounts{Passed: 12, Failed: 0, Skipped: -1, Total: 12}) {
		t.Errorf("Counts = %+v", cs[2].Counts)
	}
	if cs[0].Span != cs[1].Span || cs[0].Text != "I fixed the bug in `calc/add.go`." {
		t.Errorf("claims of one sentence: %+v %+v", cs[0], cs[1])
	}
	if text[cs[4].Span.Start:cs[4].Span.End] != "Lint is clean." {
		t.Errorf("list item span = %q", text[cs[4].Span.Start:cs[4].Span.End])
	}
	if !cs[0].Asserted() {
		t.Errorf("Asserted() false for a plain claim")
	}
	neg := Extract("2 tests still fail.", nil)
	if len(neg) != 1 || neg[0].Asserted() || !neg[0].Negated {
		t.Errorf("negated: %+v", neg)
	}
	if Extract("", nil) != nil || Extract("   \n\n", nil) != nil {
		t.Errorf("claims from empty text")
	}
}

// TestSentences checks the splitter on what breaks naive ones.
func TestSentences(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want []string
	}{
		{"I updated calc.go, e.g. the operands. Tests pass.", []string{"I updated calc.go, e.g. the operands.", "Tests pass."}},
		{"Version 1.2.3 works. Done!", []string{"Version 1.2.3 works.", "Done!"}},
		{"Ran `go test ./...`. It passed.", []string{"Ran `go test ./...`.", "It passed."}},
		{"See `a. B` here. Next one", []string{"See `a. B` here.", "Next one"}},
		{"Done! I've created test.txt. Bye?", []string{"Done!", "I've created test.txt.", "Bye?"}},
		{"It works (see docs/a.md). OK.", []string{"It works (see docs/a.md).", "OK."}},
		{"Node.js and Next.js are fine... mostly. Yes.", []string{"Node.js and Next.js are fine... mostly.", "Yes."}},
		{"# Title\n\n- one\n- two. three\n\n```\nnot. This\n```\n> quoted", []string{"Title", "one", "two. three", "quoted"}},
		{"1. First step\n2) Second step\n10. Tenth", []string{"First step", "Second step", "Tenth"}},
		{"- [ ] not done\n- [x] done item", []string{"done item"}},
		{"---\n***\n|---|---|\n| a | b |", []string{"a : b :"}},
		{"~~~sh\n$ go test\n~~~\nafter", []string{"after"}},
		{"```\nunterminated fence\nall tests pass", nil},
		{"He said “done”\u2028and left.", []string{"He said \"done\" and left."}},
		{"**Bold** and __strong__ and *em*, snake_case_name.", []string{"Bold and strong and em, snake_case_name."}},
		{"vs. the old one. Next", []string{"vs. the old one.", "Next"}},
		{"12 3.4 !!", nil},
	}
	for _, tt := range tests {
		var got []string
		forSentences(tt.in, func(sn *sentence) { got = append(got, sn.s) })
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("sentences(%q)\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

func TestPatterns(t *testing.T) {
	t.Parallel()
	mk := func(kind, expr string) Pattern {
		p, err := CompilePattern(kind, expr)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	opts := &Options{Patterns: []Pattern{
		mk("tests_pass", `the board is (?:not )?(?:green|red)`),
		mk("file_created", `scaffolded (?P<path>\S+\.go)`),
		mk("tests_pass", `(?P<passed>\d+) ok, (?P<failed>\d+) ko`),
		mk("command_ran", `invoked (?P<command>\w+) \((?P<outcome>succeeded|failed)\)`),
	}}
	tests := []struct{ in, want string }{
		{"The board is green.", "tests_pass"},
		{"The board is not green.", "tests_pass!"},
		{"The board should be green.", ""}, // no match: "should be" is not "is"
		{"If the board is green, merge it.", "tests_pass?"},
		{"I scaffolded cmd/x/main.go.", "file_created path=cmd/x/main.go"},
		{"Result: 7 ok, 0 ko.", "tests_pass counts=7/0/-1/-1"},
		{"Result: 7 ok, 2 ko.", "tests_pass! counts=7/2/-1/-1"},
		{"I invoked deploy (failed).", "command_ran cmd=deploy out=failed"},
	}
	for _, tt := range tests {
		if got := render(Extract(tt.in, opts)); got != tt.want {
			t.Errorf("Extract(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
	cs := Extract("The board is green.", opts)
	if len(cs) != 1 || cs[0].Pattern != "(?i)the board is (?:not )?(?:green|red)" {
		t.Errorf("Pattern field: %+v", cs)
	}
	if _, err := CompilePattern("victory", "x"); err == nil || err.Error() != `unknown claim kind "victory"` {
		t.Errorf("bad kind: %v", err)
	}
	if _, err := CompilePattern("generic", "(x"); err == nil || !strings.Contains(err.Error(), "`(x`") {
		t.Errorf("bad regexp: %v", err)
	}
	if got := render(Extract("Done. All set!", &Options{NoGeneric: true})); got != "" {
		t.Errorf("NoGeneric: %s", got)
	}
	for _, k := range Kinds() {
		if !ValidKind(k) {
			t.Errorf("ValidKind(%q) = false", k)
		}
	}
}

func FuzzExtract(f *testing.F) {
	f.Add("I fixed the bug and all tests pass.")
	f.Add("`go test ./...` now passes (ok example.com/demo/calc). I fixed the bug and all tests pass.")
	f.Add("## Done\n\n- Updated `a.go`\n- [ ] todo\n```go\nx\n```\n| `b.go` | fixed |")
	f.Add("Renamed `A` to `B`. 5 passed, 0 failed. I did not touch `c/`, `d.go` or `e.go`.")
	f.Add("Tests: 1 failed, 23 passed, 24 total\u2028✅ 计算器 `unterminated")
	f.Add("Done.\n\n- `GET /seeds/99` → `404 {\"error\": 1}` and `1` now prints `x`")
	// the labelled real messages and the development set: real markdown,
	// tables, emoji, other languages
	files, _ := filepath.Glob("../testdata/claims/real-messages*.jsonl")
	for _, name := range append(files, "testdata/dev-messages.jsonl") {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			var m struct{ Text string }
			if json.Unmarshal([]byte(line), &m) == nil && m.Text != "" {
				f.Add(m.Text)
			}
		}
	}
	re := regexp.MustCompile(`(?P<path>\S+)`)
	f.Fuzz(func(t *testing.T, text string) {
		for _, opts := range []*Options{nil, {Patterns: []Pattern{{Kind: FileModified, Regexp: re}}},
			{FixAsked: true, Programs: []string{"python3 api.py GET /seeds/99", "go run ./cmd/x 1", "cargo run -- a"}}} {
			cs := Extract(text, opts)
			prev := 0
			for i, c := range cs {
				if c.Span.Start < 0 || c.Span.End > len(text) || c.Span.Start >= c.Span.End {
					t.Fatalf("claim %d span %+v outside text of %d bytes", i, c.Span, len(text))
				}
				if c.Span.Start < prev {
					t.Fatalf("claims out of order: %+v", cs)
				}
				prev = c.Span.Start
				if c.ID == "" || !ValidKind(c.Kind) || c.Text == "" {
					t.Fatalf("bad claim %+v", c)
				}
				if utf8.ValidString(text) && !utf8.ValidString(c.Text) {
					t.Fatalf("invalid UTF-8 Text from valid input: %q", c.Text)
				}
				if c.Kind == AdmitsFailure && !c.Negated {
					t.Fatalf("admits_failure not negated: %+v", c)
				}
			}
		}
	})
}

// benchText is realistic final-message text: the examples above and the
// wild assistant messages, repeated to size.
func benchText(b testing.TB, size int) string {
	var sb strings.Builder
	seed := []string{
		"I fixed the bug and all tests pass.",
		"## Summary\n\nI updated `internal/server/handler.go` to validate the request body and added a regression test in `internal/server/handler_test.go`. Ran `go test ./internal/server/...` — all 14 tests pass.",
		"```go\nfunc Add(a, b int) int { return a + b }\n```",
		"- TypeScript compilation passes\n- No lint warnings\n- [ ] Verify CI passes",
		"The build passes but 2 tests fail. I couldn't run the e2e suite because Docker isn't available.",
		"Done! I've created `~/.pi/agent/themes/custom.json` (copied from the dark theme) and opened it in VS Code. Use `/theme` to select it.",
		"Now I understand the full picture. Looking at the system prompt, I see the issue, e.g. the loop in v1.2.3 stops early.",
	}
	for sb.Len() < size {
		for _, s := range seed {
			sb.WriteString(s)
			sb.WriteString("\n\n")
		}
	}
	return sb.String()
}

// wildText is every assistant message of the wild transcripts (real user
// sessions, testdata/transcripts/*/wild), repeated to size: prose, lists,
// code blocks and claims in their real proportions.
func wildText(b testing.TB, size int) string {
	files, err := filepath.Glob("../testdata/transcripts/*/wild/*.jsonl")
	if err != nil || len(files) == 0 {
		b.Fatalf("no wild transcripts: %v", err)
	}
	var one strings.Builder
	for _, f := range files {
		s, err := transcript.ReadFile(context.Background(), f, nil)
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range s.Events {
			if e.Kind == transcript.KindAssistant && e.Text != "" {
				one.WriteString(e.Text)
				one.WriteString("\n\n")
			}
		}
	}
	if one.Len() < 100<<10 {
		b.Fatalf("only %d bytes of assistant text", one.Len())
	}
	return strings.Repeat(one.String(), size/one.Len()+1)[:size]
}

// BenchmarkExtract50MB: 50 MB of real assistant messages.
func BenchmarkExtract50MB(b *testing.B) {
	text := wildText(b, 50<<20)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for b.Loop() {
		Extract(text, nil)
	}
}

// BenchmarkExtractClaimDense: 5 MB where nearly every sentence is a claim,
// the worst case for the detectors.
func BenchmarkExtractClaimDense(b *testing.B) {
	text := benchText(b, 5<<20)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for b.Loop() {
		Extract(text, nil)
	}
}

func BenchmarkExtractFinalMessage(b *testing.B) {
	text := benchText(b, 2<<10)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Extract(text, nil)
	}
}
