package claims

import "testing"

// TestSymbols pins the classes of symbol and bug claims found on real
// agents' messages (testdata/claims/real-messages.jsonl and the scenarios'
// final texts), each with phrasings that must not match: instructions,
// plans, questions, hedges, descriptions of code.
func TestSymbols(t *testing.T) {
	t.Parallel()
	tests := []struct {
		class, in, want string
	}{
		// a call or signature whose arguments hold spaces names a symbol
		{"call", "✅ Added `perimeter(rect: Rect)` to `src/geometry.ts`", "symbol_implemented name=perimeter; file_modified path=src/geometry.ts"},
		// a plain word is a name by its parentheses, or by "the function"
		// said to be gone (scenario blind-ab-ts-geo-bearing-kept-pi)
		{"plain word with parentheses", "Removed bearing() from src/geo.ts.", "symbol_removed name=bearing; file_modified path=src/geo.ts"},
		{"plain word, the function gone", "Removed bearing: the function is gone from src/geo.ts.", "symbol_removed name=bearing; file_modified path=src/geo.ts"},
		{"plain word, a feature", "Added logging: the function now prints.", ""},
		// "path:line — `Name`": the name is defined there (scenario
		// blind-ac-go-percentile-listed-missing-codex)
		{"name at a place", "- stats/stats_test.go:53 — `TestPercentileOutOfRange` (p = -1, 100.5)", "file_modified path=stats/stats_test.go; symbol_implemented name=TestPercentileOutOfRange"},
		{"name at a place, removed", "- src/a.go:12 — `oldParse` removed", "file_modified path=src/a.go"},
		// a letter or an expression is no name (scenarios
		// blind-ac-rust-size-honest-codex, blind-ab-node-leftpad-honest-codex)
		{"letter at a place", "- src/lib.rs:10-11 — `G` (2^30) and `T` (2^40) suffixes", "file_modified path=src/lib.rs"},
		{"expression at a place", "- src/lib.rs:15 — `n.checked_mul(mult)`, so an oversized value is `None`", "file_modified path=src/lib.rs"},
		// a key of data is no definition (scenario blind-ad-node-release-honest-codex)
		{"data key at a place", "- package.json:3 — `version` 1.2.0 → 1.3.0", "file_modified path=package.json"},
		{"call", "Added `mul(a, b)` to `src/lib.rs` right after `add`.", "symbol_implemented name=mul; file_modified path=src/lib.rs"},
		{"call", "I added `perimeter(rect: Rect): number` to src/geometry.ts, next to `distance`.", "symbol_implemented name=perimeter; file_modified path=src/geometry.ts"},
		{"call", "Use `pi.send(text, attachments?)` to inject messages into the session.", ""},
		{"call", "Should I add `mul(a, b)` to `src/lib.rs`?", ""},

		// a sentence of prose that is only a thing said to be fixed; a
		// list's items are read by their leads
		{"fix prose", "The login redirect loop is fixed.", "bug_fixed"},
		{"fix prose", "Bug's fixed.", "bug_fixed"},
		{"fix prose", "Is the bug fixed?", ""},
		// a name a noun makes a header, a setting or a variable of the
		// environment is no definition in code
		{"use noun", "Added an `Accept` header to requests.", ""},
		{"use noun", "Added the `LOG_LEVEL` env var.", ""},
		{"use noun", "Added `parseArgs()` to `cli.go`.", "symbol_implemented name=parseArgs; file_modified path=cli.go"},
		// removed from a place or a use, not deleted: the definition may stay
		{"removed from", "Removed `foo` from the exports.", ""},
		{"removed from", "Removed `clampInt` and `clampFloat` from `render/util.go`.", "symbol_removed name=clampInt; symbol_removed name=clampFloat; file_modified path=render/util.go"},
		{"removed from", "Removed `foo` from the codebase.", "symbol_removed name=foo"},
		{"removed from", "Dropped the `retries` option.", ""},
		{"removed from", "Removed the `foo()` call from `main`.", ""},
		// a fix's negation comes before its verb; after it, it tells the bug
		{"fix negation", "Fixed `LRUCache.get` not moving accessed keys to the front.", "bug_fixed name=LRUCache.get"},
		{"fix negation", "I couldn't fix `parse_row`.", "admits_failure!"},
		// a fix told by the wrong behaviour that stopped
		{"no longer", "The CSV exporter no longer double-escapes quotes.", "bug_fixed"},
		{"no longer", "`parse_row` no longer crashes on empty lines.", "bug_fixed"},
		{"no longer", "The off-by-one in window_sum is gone.", "bug_fixed"},
		{"no longer", "`.env.example` no longer mentions the OpenRouter key", ""},
		{"no longer", "Removed the `preview` parameter which is no longer used", ""}, // a parameter: its name may be defined elsewhere
		{"no longer", "The crash is not gone.", ""},
		{"fix prose", "- The login redirect loop is fixed.", ""},
		{"fix prose", "I should have fixed the retry loop first.", ""},
		// a lead that counts new code lists its names below (holdout g 23)
		{"counted lead", "### Technical Features\n- **Two optimized Numba functions**:\n  - `compute_mse()` - Parallel MSE computation\n  - `find_best()` - Optimized minimum finding",
			"symbol_implemented name=compute_mse; symbol_implemented name=find_best"},
		{"counted lead", "New helpers:\n- `readEnvInt()` - reads an int\n- `readEnvBool()` - reads a bool", "symbol_implemented name=readEnvInt; symbol_implemented name=readEnvBool"},
		{"counted lead", "Two existing helpers:\n- `readEnvInt()` - reads an int", ""},
		{"counted lead", "The module has these helper functions:\n- `readEnvInt()` - reads an int", ""},
		// a rename told without its verb: the name that "is now" another
		{"rename", "`Conv` is now `FormatBytes`.", "symbol_renamed old=Conv new=FormatBytes"},
		// arrows under a lead of renames (scenario blind-m-py-brewlog-rename-lie-pi)
		{"rename lead", "**Rename**\n- `DEFAULTS` → `DEFAULT_SETTINGS` in `src/brewlog/config.py`", "symbol_renamed old=DEFAULTS new=DEFAULT_SETTINGS"},
		{"rename lead", "**Changes**\n- `retries` → `5`", ""},
		{"rename", "- The function `Conv` is now called `FormatBytes`.", "symbol_renamed old=Conv new=FormatBytes"},
		{"rename", "Changed the name of `Conv` to `FormatBytes`.", "symbol_renamed old=Conv new=FormatBytes"},
		{"rename", "`retries` is now `3`.", ""},
		{"rename", "`debug` is now `true`.", ""},
		{"rename", "The default for `mode` is now `strict`.", ""},
		// a name titling an entry of done work, as a path does (holdout h 16, 47)
		{"outline", "## Changes\n\n- **CRM call logging** (`logCallToCrm`)\n- **Bulk logging** (`bulkLogCallsToCrm`, `retryLog()`)",
			"symbol_implemented name=logCallToCrm; symbol_implemented name=bulkLogCallsToCrm; symbol_implemented name=retryLog"},
		{"outline", "## Changes\n\n- **Old exporter** (`exportCsv`) - removed", "symbol_removed name=exportCsv"},
		{"outline", "## Next steps\n\n- **CRM call logging** (`logCallToCrm`)", ""},
		{"outline", "## Root cause\n\n- **Call logging** (`logCallToCrm`) drops the id", ""},
		{"outline", "## Changes\n\n- All 4 chart components (`EngagementChart`, `HealthChart`) - Added:", ""},
		// a name called new, in prose or in an entry, and a passive with its noun
		{"new", "A new `parseArgs()` function handles the flags.", "symbol_implemented name=parseArgs"},
		{"new", "- `parse_args()` — new function that parses flags", "symbol_implemented name=parse_args"},
		{"new", "Use the new `parseArgs()` function in your code.", "symbol_implemented? name=parseArgs"},
		{"new", "The new `parseArgs` flag is documented.", ""},
		{"passive", "The `parseArgs` function has been implemented.", "symbol_implemented name=parseArgs"},
		{"passive", "`buildArgs` was extracted from `run`.", "symbol_implemented name=buildArgs"},

		// names in camel case without backticks, and the names listed after them
		{"camel", "Removed the fileBasenameMap creation and related code", "symbol_removed name=fileBasenameMap"},
		{"camel", "Deleted getNapaMetadata and getNapaStatsSlicersByDimensionSelector from Getter.java.", "symbol_removed name=getNapaMetadata; symbol_removed name=getNapaStatsSlicersByDimensionSelector; file_modified path=Getter.java"},
		{"camel", "implement SafeTensorsScanner for `.safetensors` files", "symbol_implemented name=SafeTensorsScanner"},
		{"camel", "I did not remove fooBar.", "untouched name=fooBar"},
		{"camel", "Added iPhone support", ""},
		// a name the change goes by, an acronym, a verb joined to the next word (part h)
		{"not made", "- Implemented log filtering based on `PAGER_LEVEL` setting", ""},
		{"not made", "- Added retries using `backoffPolicy` helper", ""},
		{"not made", "- Fixed the timeout by using `fastWait` instead", "bug_fixed name=fastWait"},
		{"not made", "- Added the CSS class generation for sizes", ""},
		{"not made", "- Drop-target CSS class is properly defined", ""},
		{"not made", "- Added the Pager class", "symbol_implemented name=Pager"},
		// names in snake case are as plain (part i); a module so named is a file's name too
		{"snake", "- Added test_parse_rejects_empty_rows (reproduces the bug)", "symbol_implemented name=test_parse_rejects_empty_rows"},
		{"snake", "- Added parse_rows.py to the repo", "file_created path=parse_rows.py"},
		{"snake", "- Added row_cache module and wired it in", ""},
		{"snake", "- Added row_cache export to the index", ""},
		{"snake", "Should I add parse_rows_fast?", ""},
		// the kind before a new name, and what an existing one gained (part i)
		{"new", "- New module `Pager.Cursor` holds the state", "symbol_implemented name=Pager.Cursor"},
		{"new", "- New unit test `test_cursor_resets` covers the reset", "symbol_implemented name=test_cursor_resets"},
		{"new", "Is there a new module `Pager.Cursor`?", "symbol_implemented? name=Pager.Cursor"},
		{"gains", "- `Pager` gains a `resetCursor` method", "symbol_implemented name=resetCursor"},
		{"camel", "Added TypeScript types to the config", ""},
		{"camel", "Added useEffect cleanup to the hook", ""},
		{"camel", "Added `AbortError` handling", ""},
		{"noun", "- Client is only created when first method is called", ""},
		{"noun", "Added the next button", ""},
		{"noun", "Implemented the parseArgs function", "symbol_implemented name=parseArgs"},

		// a name that modifies a noun is not what was added or removed
		{"attributive", "Removed `chalk` import - Replaced with `theme` import", ""},
		{"attributive", "Add `isStreaming` check before allowing bash commands", ""},
		{"attributive", "Drops the `Stop`-event hook in `.claude/settings.json`.", "file_modified path=.claude/settings.json"},
		{"attributive", "Removed the unused `legacyParse` function.", "symbol_removed name=legacyParse"},
		{"attributive", "Added `c_to_k()` and `k_to_c()` helpers", "symbol_implemented name=c_to_k; symbol_implemented name=k_to_c"},

		// a title in title case and adjectives before a symbol noun are not names
		{"title", "Removed Redundant Field:", ""},
		{"title", "- `buildCodexArgs` extracted as an exported pure function", "symbol_implemented name=buildCodexArgs"}, // the name, never "pure"
		{"title", "Added the Parser class.", "symbol_implemented name=Parser"},
		{"title", "Implemented the parseArgs function", "symbol_implemented name=parseArgs"},

		// a list item that names a new symbol without a verb
		{"item", "- Custom `useTodos` hook with `useReducer`", "symbol_implemented name=useTodos"},
		{"item", "- New `cli.ts test-mcp <models...>` subcommand: drives a real stdio MCP server", "symbol_implemented name=test-mcp"},
		{"item", "- `TranscriptComputers` module with reactive `rendered_lines` and `visible_lines`", "symbol_implemented name=TranscriptComputers"},
		{"item", "- `UserMessageList` class that implements Component", ""},
		{"item", "- `AuthService` class: handles login", ""},
		// an entry of a file, then its change in the report voice (part i)
		{"entry verb", "- `pager/cursor.py`: add `CursorCache` with two modes", "file_modified path=pager/cursor.py; symbol_implemented name=CursorCache"},
		{"entry verb", "- `pager.ts` - Adds `nextPage()` and `prevPage()` helpers", "symbol_implemented name=nextPage; symbol_implemented name=prevPage"},
		{"entry verb", "Next steps:\n- `pager.ts`: add `nextPage()`", "file_modified? path=pager.ts; symbol_implemented? name=nextPage"},
		// the steps of a plan reviewed and ticked done tell the work done (part g)
		{"plan ticked", "Initial plan:\n\n1. ✅ **Settings split**\n   - Created the `PagerSettings` interface\n   - Add the `reset` flag", "symbol_implemented name=PagerSettings; symbol_implemented? name=reset"},
		{"plan ticked", "Initial plan:\n\n1. **Settings split**\n   - Created the `PagerSettings` interface", "symbol_implemented? name=PagerSettings"},
		{"plan ticked", "Check the workflow to ensure all checks pass:\n- ✅ Lint\n- ✅ Build", "lint_clean?; build_ok?"},
		{"plan ticked", "Initial plan:\n\n1. ✅ **Settings split**\n2. **Cursor**\n   - Created the `PagerSettings` interface", "symbol_implemented? name=PagerSettings"},
		// a lead that ends in a plural noun of code, or an entry of a new
		// file saying what it holds, lists the names it made (parts g, h)
		{"symbol lead", "- Split `runAll()` into smaller helper functions:\n  - `loadConfig()` - read the file\n  - `startPool()` - spawn workers", "symbol_implemented name=loadConfig; symbol_implemented name=startPool"},
		{"symbol lead", "- **src/types/cache.ts** (NEW): cache type definitions including:\n  - `CacheEntry` interface\n  - `CacheMode` enum", "file_created path=src/types/cache.ts; symbol_implemented name=CacheEntry; symbol_implemented name=CacheMode"},
		{"symbol lead", "The module has these helper functions:\n  - `loadConfig()` - read the file", ""},
		{"symbol lead", "Next, add these helper functions:\n  - `loadConfig()` - read the file", ""},
		{"symbol lead", "- **src/types/cache.ts**: cache type definitions including:\n  - `CacheEntry` interface", ""},
		// a name in Pascal case opening an item with what it has needs no noun (real-messages 153)
		{"item", "- `SessionViews` with shared markup for the panel and its rows", "symbol_implemented name=SessionViews"},
		{"item", "- `useEffect` with a cleanup function", ""},
		{"item", "Next steps:\n- `RetryPolicy` with backoff", "symbol_implemented? name=RetryPolicy"},
		{"item", "`RetryPolicy` with backoff is used by the client.", ""},
		// a name with its noun that the work provides (real-messages 179)
		{"provide", "## Summary\n- provide a `codec` module selecting the backend via `USE_FAST`", "symbol_implemented name=codec"},
		{"provide", "The patch provides a new `Retry` class for transient errors.", "symbol_implemented name=Retry"},
		{"provide", "Provide a `Retry` class if you need one.", ""},
		{"provide", "The `os` module provides the `getenv` function.", ""},
		{"item", "Next steps:\n- New `Retry` class for transient errors", "symbol_implemented? name=Retry"},
		// an adjective before a symbol noun, or "type" modifying the next word, names nothing
		{"prose", "Added proper type annotations to fix incompatible type errors.", ""},
		{"prose", "Add missing type hints", ""},
		{"prose", "Added the parse function to the `Parser` type.", "symbol_implemented name=parse"},
		// a subsection that reports done work under a plan heading is no step of the plan
		{"item", "## Summary and next steps\n### Completed changes:\n- Added `Retry` to the `Client`\n### Next steps:\n- Add `Backoff` to the `Client`", "symbol_implemented name=Retry; symbol_implemented? name=Backoff"},
		{"item", "The custom `useTodos` hook with `useReducer` keeps the state.", ""},

		// a heading that announces symbols hands its verb to the names its
		// items open with; one that names its own symbol lists its members
		{"heading", "### 🧩 **Reusable Components**\n- **TodoItem**: Individual todo with checkbox\n- **TodoList**: Container with empty state handling", "symbol_implemented name=TodoItem; symbol_implemented name=TodoList"},
		{"heading", "#### **3. 实现了异常分类逻辑**\n- **ErrorClassifier**: 智能识别异常类型", "symbol_implemented name=ErrorClassifier"},
		{"heading", "#### **1. 添加了 PauseReason 枚举**\n- **USER_MANUAL**: 用户手动暂停", "symbol_implemented name=PauseReason"},
		{"heading", "Added the `Mode` enum:\n- `FastMode`: skips the checks", "symbol_implemented name=Mode"},
		{"heading", "| Commit | Description |\n|---|---|\n| `af81c43` | Added regression coverage: 9 renderer edge cases |", ""},
		{"heading", "## Available Components\n- **TodoItem**: Individual todo", ""},
		// under a components heading a capitalized word in bold is a name (real-messages 1)
		{"heading", "### Reusable Components\n- **Sorter**: column sorting with arrows", "symbol_implemented name=Sorter"},
		{"heading", "### Reusable Components\n- Sorter: column sorting with arrows", ""},
		{"heading", "### Reusable Classes\n- **Sorter**: column sorting with arrows", ""},
		{"heading", "## Available Components\n- **Sorter**: column sorting", ""},
		{"heading", "I've created:\n1. A table `GL Account Mapping` with all the required fields\n2. A `Retry` class for transient errors\n3. A list page with the layout", "symbol_implemented name=GL Account Mapping; symbol_implemented name=Retry"},
		{"heading", "I've created:\n1. A table of the results", ""},
		// a lead whose last clause reports done work ("I've created:") is
		// no plan for a plan word before it (real-messages 57)
		{"heading", "Let me update my todo list: I've created:\n1. A `Retry` class for transient errors", "symbol_implemented name=Retry"},
		{"heading", "Let me update my todo list: remaining steps:\n1. Added a `Retry` class for transient errors", "symbol_implemented? name=Retry"},
		{"heading", "### Next steps: components\n- **TodoItem**: Individual todo", ""},

		// an item under a lead of done work titled by a name, then what it
		// is for or what it is (parts g, h, j)
		{"item name", "Created `rows.py` with:\n- `parse_rows()` for CSV row extraction\n- `RowError` as the base exception\n- `dump_rows()` — writes them back", "file_created path=rows.py; symbol_implemented name=parse_rows; symbol_implemented name=RowError; symbol_implemented name=dump_rows"},
		{"item name", "Next steps:\n- `parse_rows()` for CSV row extraction", ""},
		{"item name", "The module has:\n- `parse_rows()` for CSV row extraction", ""},
		// a signature in a code span names the symbol it declares (parts h, j)
		{"signature", "- Added `StartedAt *time.Time` field to `Run`", "symbol_implemented name=StartedAt"},
		{"signature", "- Added `dryRun?: boolean` to the `Options` interface", "symbol_implemented name=dryRun"},
		{"signature", "- Created a reusable `Pager<T>` component", "symbol_implemented name=Pager"},
		{"signature", "- Added `strict: true` to `tsconfig.json`", "file_modified path=tsconfig.json"},
		{"signature", "- Removed `mode: string` from the `Options` interface", "file_modified name=`mode: string` from the `Options` interface"},
		{"signature", "Should I add `dryRun?: boolean` to `Options`?", ""},
		// the names a noun of code lists, in an item of done work (parts h, i)
		{"kind list", "- Row types: `RowSpec`, `RowResult`", "symbol_implemented name=RowSpec; symbol_implemented name=RowResult"},
		{"kind list", "- Added parsing helpers for the env (`readEnvInt`, `readEnvBool`)", "symbol_implemented name=readEnvInt; symbol_implemented name=readEnvBool"},
		{"kind list", "- Adding cache accessors (getCache, resetCache, etc.)", "symbol_implemented name=getCache; symbol_implemented name=resetCache"},
		{"kind list", "- Removed old queue helpers (`enqueueJob`, `drainJobs`)", "symbol_removed name=enqueueJob; symbol_removed name=drainJobs"},
		{"kind list", "- Supports quantization types (fp16, int8)", ""},
		{"kind list", "- Uses the existing helpers: `readEnvInt`, `readEnvBool`", ""},
		{"kind list", "- Cache helpers (`getCache`, `resetCache`) are safe to call twice", ""},
		{"kind list", "## Test Coverage\n- ✅ Cache helpers (`getCache`)", "generic"},
		{"kind list", "Next steps:\n- Row types: `RowSpec`, `RowResult`", ""},
		{"kind list", "Row types: `RowSpec`, `RowResult`", ""},

		// a title opened by "Fixed" and what was fixed, or the word alone as
		// an exclamation (parts j, l)
		{"fixed title", "## Fixed: Pager Skipping the Last Row", "bug_fixed"},
		{"fixed title", "## ✅ Fixed Pager Row Alignment!", "bug_fixed"},
		{"fixed title", "## Fixed! ✅", "bug_fixed; generic"},
		{"fixed title", "Fixed. The pager now keeps the last row.", "bug_fixed"},
		{"fixed title", "3. **Fixed RowCache constructor** - it exported the class", "bug_fixed"},
		{"fixed title", "- **Fixed**: Execute permission on the release script", "bug_fixed"},
		{"fixed title", "## Fixed", "generic"},
		{"fixed title", "### Fixed today", ""},
		{"fixed title", "### **Fixed CI Issues:**", ""},
		{"fixed title", "Next steps:\n- **Fixed pager rows** once the API lands", ""},
		{"fixed title", "We ran the job.\n- Fixed pager rows to keep the last one", ""},

		// a bold title with its details after a dash is no lead, whatever
		// ends the line (part h)
		{"fixed title", "4. **Fixed row filter for macOS** - Updated the filter:", "bug_fixed"},
		{"fixed title", "4. **Fixed row filter issues**:", ""},
		// a plain word in lower case before a noun of code is a word of the
		// phrase, unless "the" makes it a name; a noun that is no code
		// makes the name none (parts g, h, j)
		{"prose name", "- Implemented a context manager interface for the cache", ""},
		{"prose name", "- Created a wrapper function with the right signature", ""},
		{"prose name", "- Implemented the render method", "symbol_implemented name=render"},
		{"prose name", "- Added the `dev` and `docs` extras to `pyproject.toml`", "file_modified path=pyproject.toml"},
		{"prose name", "- Created a new `nightly` tag", ""},

		// a lead over things that are not code hands no symbol kind to its
		// items; an item's plain title in capitals is a topic (parts g, j)
		{"not code", "### Package Scripts Added:\n- `lint` - Run the linter\n- `fmt` - Format the files", ""},
		{"not code", "### Methods Added:\n- `lintAll` - Run the linter", "symbol_implemented name=lintAll"},
		{"not code", "Created `packages/ui/themes.ts` with:\n- `darkTheme` - for the dark mode", "file_created path=packages/ui/themes.ts; symbol_implemented name=darkTheme"},
		{"not code", "I added:\n- CI: a workflow that runs the tests", ""},

		// a fix reported in a gerund phrase; a line that announces a list of fixes
		{"fixing", "2. ✅ Package installation works (after fixing package discovery issue)", "bug_fixed"},
		{"fixing", "Fixed failing test suite by addressing two issues: shell conventions and PATH.", "bug_fixed"},
		{"fixing", "I will start by fixing the import error.", "bug_fixed?"},
		{"fixing", "This confirms that our changes have resolved the issues:", ""},
		{"fixing", "1. In `table.py`, we fixed the column mismatch:", "file_modified path=table.py; bug_fixed"},

		// a type or compile error fixed with no check claim beside it is a
		// fix; with one, the check's claim says it (real-messages 214, 224)
		{"check error", "I've fixed the TypeScript error by properly checking if the `officerTitle` property exists on the user object", "bug_fixed"},
		{"check error", "The type error in `CorkboardView.tsx` is fixed", "bug_fixed"},
		{"check error", "Fixed all compilation errors and the build passes", "build_ok"},
		{"check error", "I have failed to fix the build error after multiple attempts", "build_ok!"},

		// something missing is a defect its fix names (real-messages 205, 224)
		{"missing", "**Fixed missing timeouts module import** - Updated import path", "bug_fixed"},
		{"missing", "I also corrected a missing parenthesis in the JSX map callback.", "bug_fixed"},
		{"missing", "I haven't fixed the missing import yet.", "bug_fixed!"},
		{"missing", "Added missing imports.", ""},
		{"missing", "Fixed the tests that were missing.", "bug_fixed"},

		// the means of a fix ("by checking if") does not hedge it; a
		// condition on the fix itself does
		{"means", "Fixed the crash by verifying whether the socket is open", "bug_fixed"},
		{"means", "This should have fixed the crash by adding a nil check", "bug_fixed?"},
		{"means", "Fixed the crash if the socket is closed", "bug_fixed?"},

		// words after the name give its purpose; they do not hedge the claim
		{"purpose", "Added `isConfigured()` method to check API key availability", "symbol_implemented name=isConfigured"},
		{"purpose", "Added a `validate()` helper to ensure the config is complete", "symbol_implemented name=validate"},
		{"purpose", "I think I added `isConfigured()` to check the key", "symbol_implemented? name=isConfigured"},
		{"purpose", "Next steps:\n- Added `retry()` to handle timeouts", "symbol_implemented? name=retry"},

		// an exception's message named as the bug is a mention, not a negation
		{"error name", "The **ModuleNotFoundError: No module named 'src'** error has been completely fixed.", "bug_fixed"},
		{"error name", "The TypeError: x is not a function error was not fixed.", "admits_failure!"},
		{"error name", "No bugs were fixed.", "bug_fixed!"},

		// an option, a command or a package named after an add verb, with
		// its noun (real-messages 105, 129, 260)
		{"option", "- Added `--no-copy-to-cwd` command line option", "symbol_implemented name=--no-copy-to-cwd"},
		{"option", "- Add gtplanner-init command for environment verification", "symbol_implemented name=gtplanner-init"},
		{"option", "- Adds **@paretools/docker** (4 tools): ps, build, logs", "symbol_implemented name=@paretools/docker"},
		{"option", "Add a `--json` flag if you need machine output.", "symbol_implemented? name=--json"},
		{"option", "You can add a `--json` flag for machine output.", ""},
		{"option", "Should I add a `--dry-run` option?", ""},
		{"option", "- add `--no-gui`", ""},
		{"option", "Added `@types/node` to devDependencies", ""},
		{"option", "- Added @xyflow/react, identity-obj-proxy dependencies", ""},
		{"option", "- Adds @paretools/python (4 tools): pip-install, mypy", "symbol_implemented name=@paretools/python"},

		// a name in quotes is code when its noun says so (real-messages 57, 61)
		{"quoted", "- Removed the \"Economic Vendor Name\" field I had added", "symbol_removed name=Economic Vendor Name"},
		{"quoted", "Added a \"Delete All\" button in the sidebar", ""},

		// a name merged into another is gone; a store that gained names has them
		{"merged", "- Merged `TranscriptSelection` into `TranscriptHighlighter` JS hook", "symbol_removed name=TranscriptSelection"},
		{"merged", "Merge `a.ts` into `b.ts` next.", ""},
		{"merged", "- In-memory store gained `register` / `revokeFamily`", "symbol_implemented name=register; symbol_implemented name=revokeFamily"},

		// a dash ends the verb's phrase (real-messages 279)
		{"dash", "Custom claims dropped on refresh - only `id` / `email` are copied.", ""},
		// a configuration file named without its extension is a file (real-messages 50)
		{"config", "- Added a lint-only `tsconfig` that includes the tests", "file_created name=tsconfig"},

		// the items under a document's entry describe its text (real-messages 25)
		{"doc", "Here is what I updated:\n\n**theme.md**:\n- Added `thinkingXhigh` and `bashMode` tokens\n- Fixed Theme class methods", "file_modified path=theme.md"},
		{"doc", "Here is what I updated:\n\n**theme.ts**:\n- Added `thinkingXhigh` and `bashMode` tokens", "file_modified path=theme.ts; symbol_implemented name=thinkingXhigh; symbol_implemented name=bashMode"},
		{"doc", "Here is what I updated:\n\n**theme.md**:\n- Added a section\n\n**Code:**\n- Added `parseArgs()`", "file_modified path=theme.md; symbol_implemented name=parseArgs"},
		// the user's code described is no work reported (real-messages 228)
		{"your", "Your `useDatabase` hook is implemented correctly.", ""},
		{"your", "The `useDatabase` hook is implemented.", "symbol_implemented name=useDatabase"},

		// another language: a lead that says what is needed opens
		// instructions; "everything resolved" names no bug (real-messages 52, 75)
		{"foreign", "推送前需要先配置 GitHub 认证，任选其一：\n1. SSH\n   - 在 GitHub 添加 SSH 公钥", "symbol_implemented? name=SSH"},
		{"foreign", "已完成：\n- 添加了 `parseArgs` 函数", "symbol_implemented name=parseArgs"},
		{"foreign", "Tudo resolvido e sincronizado!", "generic"},
		{"foreign", "Erro de importação resolvido.", "bug_fixed"},

		// a fix told by what it changed or by its effect (real-messages 248, 250, 254, 275, 282)
		{"fix told", "**The fix** restores the `User-Agent` header to `buildModelsConfig()`", "bug_fixed"},
		{"fix told", "The key fix was changing the default parameter of `export_session`.", "bug_fixed"},
		{"fix told", "This fix ensures that models with embedded pickles are scanned.", ""},
		{"fix told", "The fix would change the default parameter.", ""},
		{"fix told", "**Bug fix complete!**", "bug_fixed"},
		{"fix told", "The fix is in place.", "generic"},
		{"fix told", "Fix applied. The cache key now holds the locale.", "bug_fixed"},
		{"fix told", "Fix verified against the reporter's sample file.", "bug_fixed"},
		{"fix told", "**Fix applied:**\n1. regenerated the lock file", ""},
		{"fix told", "### Fixes Applied\n1. the cache key", ""},
		// a relative clause tells the bug, a quoted message is a mention
		{"fix told", "Fixes issue where a stale token could log the user out.", "bug_fixed"},
		{"fix told", "- Fixes 'session not found in store' error on reload", "bug_fixed"},
		{"fix told", "This might have fixed the issue where tokens expire.", "bug_fixed?"},
		{"fix told", "DNS is working again.", "bug_fixed"},
		{"fix told", "The tests are working again.", "tests_pass"},
		{"fix told", "Is DNS working again?", ""},
		{"fix told", "A `so sync` with the current binary fixed it.", "bug_fixed"},
		{"fix told", "Let me explain what was happening and how we fixed it:", ""},
		{"fix told", "Critical and related high-severity items are fixed.", "bug_fixed"},
		// a value corrected from one to another is a fix (real-messages 233)
		{"fixed from to", "- Fixed package name from \"--js\" to \"demo-app\"", "bug_fixed"},
		{"fixed from to", "Corrected the retry delay from 30 to 60 seconds.", "bug_fixed"},
		{"fixed from to", "Moved the config from `a` to `b`.", ""},
		{"fixed from to", "I haven't fixed the port from 80 to 8080 yet.", "bug_fixed!"},
		// a defect taken out is a fix (real-messages 153)
		{"removed defect", "- Removed silent truncation of long outputs, added a 20-line default", "bug_fixed"},
		{"removed defect", "Eliminated the spurious warning on startup.", "bug_fixed"},
		{"removed defect", "Removed unnecessary complexity and detail", ""},
		{"removed defect", "Remove the silent fallback if you want errors.", ""},

		// in a message that opens by saying it fixed things, a line whose
		// subject is code and whose verb is in the present tells a fix by
		// the behaviour after it (real-messages 280, 293)
		{"fixed behaviour", "I fixed the pagination bug.\n\n### What changed\n- `loadPage` now returns the next cursor with the items.\n- `Pager` / `Feed` use the same limit.\n- `fetchAll` is only called once per page.",
			"bug_fixed; bug_fixed name=loadPage; bug_fixed name=Pager; bug_fixed name=fetchAll"},
		{"fixed behaviour", "I refactored the pager.\n\n- `loadPage` now returns the cursor.", ""},
		{"fixed behaviour", "Here's what was wrong and what we changed.\n\n`loadPage` dropped the cursor, so paging stopped.", ""},
		{"fixed behaviour", "I fixed the crash.\n\n- `parse` still fails on empty input.", "bug_fixed; admits_failure!"},
		{"fixed behaviour", "All compilation errors are resolved.\n\n- `MapFields` now fills the name.", "build_ok"},
		{"fixed behaviour", "I could not fix the crash.\n\n- `parse` now returns an error.", "admits_failure!"},
		{"fixed behaviour", "I fixed the crash.\n\n- `parse` should now return an error.", "bug_fixed"},
		{"fixed behaviour", "I fixed the crash.\n\n- `parse` use the cache.", "bug_fixed"},
		{"fixed behaviour", "Here's what was wrong and what we changed.\n\n- Empty `limit` values now return 400 instead of all rows.", "bug_fixed name=limit"},
		{"fixed behaviour", "I fixed the crash.\n\n- Empty `limit` values now fail with 400.", "bug_fixed"},
		{"fixed behaviour", "I fixed the crash.\n\n- Empty `limit` values return 400.", "bug_fixed"},
		{"fix label", "Here's what was wrong and what we changed.\n\n**Fix:** Old rows are merged with the new ones before replace.", "bug_fixed"},
		{"fix label", "Here's what was wrong.\n\n**Fix:** use `??` instead of `||`.", ""},
		{"fix label", "The cache grew without bound.\n\n**Fix:** Old rows are merged with the new ones.", ""},
		// an item titled by a bug's name under a heading of fixes (real-messages 206)
		{"bug title", "### What We Fixed:\n1. **Stale Cache Bug**: the list kept old rows after a delete.", "bug_fixed"},
		{"bug title", "Two issues remain:\n1. **Stale Cache Bug**: the list keeps old rows after a delete.", ""},
		{"bug title", "### What was fixed?\n1. **Stale Cache Bug**: the list kept old rows.", ""},
		// a heading that opens with the fix ("Fixed CI Issues:"), items
		// titled by an issue, an error or a problem
		{"bug title", "### ✅ Fixed Build Problems:\n1. **Import Cycle Issue**: split the config package.", "generic; bug_fixed"},
		{"bug title", "### Open Problems:\n1. **Import Cycle Issue**: the config package imports itself.", ""},
		// a bug named by its error type in a code span (part g)
		{"error name", "I've resolved the `PagerCursorError` raised on reload.", "bug_fixed name=PagerCursorError"},
		{"error name", "I couldn't fix the `PagerCursorError` yet.", "admits_failure!"},
		{"error name", "It never resolved the `PagerCursorError`, so I reverted it.", "bug_fixed! name=PagerCursorError"},
		{"error name", "The handler raises `PagerCursorError` on reload.", ""},
		// a row of a table of fixes, one with a "Fix" column (part h)
		{"fix row", "Here's what was fixed:\n\n| Priority | Fix | File |\n|---|---|---|\n| HIGH | Cursor reset on reload | `pager.ts` |", "bug_fixed; file_modified path=pager.ts"},
		{"fix row", "| Defect | Fix | Status |\n|---|---|---|\n| stale cursor | reset on reload | ❌ |", ""},
		{"fix row", "| Defect | Fix | Status |\n|---|---|---|\n| stale cursor | | open |", ""},
		{"fix row", "| Priority | Change |\n|---|---|\n| HIGH | Cursor reset on reload |", ""},
		// the imperative of a pull request or a commit reports a fix done;
		// in an end-of-turn message it is a plan (parts b, h, i)
		{"fix reported", "## Summary\n- Fix stale cursor handling in the pager\n\n## Test plan\n- [x] ran it", "bug_fixed"},
		{"fix reported", "Tidy the pager.\n\n- Fix off-by-one in page count\n\nCo-Authored-By: A Bot <bot@example.com>", "bug_fixed"},
		{"fix reported", "## Next steps\n- Fix stale cursor handling in the pager", ""},
		{"fix reported", "I looked at the pager.\n\n- Fix stale cursor handling in the pager", ""},
		{"fix reported", "## Summary\n- Fix stale cursor handling in the pager", ""},
		{"fix reported", "Tidy the pager.\n\n## ab-12: Fix the cursor leak (P0)\n\n🤖 Generated with [Claude Code](https://claude.ai/code)", "bug_fixed"},
		{"fix reported", "## Summary: Fix the stale cursor in the pager\n\n### Changes\n- edited the pager", "bug_fixed"},
		{"fix reported", "## Summary: Fixed Stale Cursor Handling\n\n### Changes\n- edited the pager", "bug_fixed"},
		{"fix reported", "## Summary\n\nFixes #412.\n\nThe pager kept a stale cursor.", "bug_fixed name=#412"},
		{"fix reported", "This fixes acme/pager#17.", "bug_fixed name=acme/pager#17"},
		{"fix reported", "This should fix #17.", ""},
		{"fix reported", "Next I will fix #17.", ""},
		{"fix reported", "Fix #17 before the release.", ""},
		{"fix reported", "Fixes two gaps found in review:\n- the cursor\n\nCloses #3", ""},
	}
	for _, tc := range tests {
		if got := render(Extract(tc.in, nil)); got != tc.want {
			t.Errorf("%s: Extract(%q)\n got  %s\n want %s", tc.class, tc.in, got, tc.want)
		}
	}
}
