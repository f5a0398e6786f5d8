package claims

// The lexicon. Every expression runs on the lowered sentence (ls) unless
// its name ends in S (then on s, case kept); offsets in s and ls agree.

const (
	passWords = `pass(?:es|ed|ing)?|succeed(?:s|ed)?|green|fail(?:s|ed|ing|ures?)?|broken|break|red`
	okWords   = `succeed(?:s|ed)?|successful(?:ly)?|success|pass(?:es|ed)?|works?|ok|clean(?:ly)?|green|fine|fail(?:s|ed|ing|ures?)?|errors?|broken|breaks|broke`
)

var (
	// tests: "all 12 tests pass", "the calc tests are green", "2 tests still fail".
	reTests = &lre{expr: `\b((?:(?:all|every|each|both|none\s+of\s+the|no|the|my|our|these|those|new|existing|remaining|\d+(?:\s*/\s*\d+)?|\d+\s+(?:of|out\s+of)\s+(?:the\s+)?\d+)\s+)*)((?:[\w./:` + "`" + `-]+\s+){0,3}?)(tests?|subtests?|specs?|test\s+suites?|test\s+cases?|testcases?|suites?)\b([^.;!?]{0,80}?)\b(` + passWords + `)\b`}
	// a named test: "TestAdd passes", "test_parse_empty fails".
	reTestNameS = &lre{expr: `\b((?:[A-Z]\w*::)*(?:Test[A-Z0-9_][\w/]*|test_\w+|Example[A-Z_]\w*)(?:\[[^\]\s]*\])?)([^.;!?]{0,40}?)\b((?i:` + passWords + `))\b`}
	reTestIDS   = &lre{expr: `\b((?:[A-Z]\w*::)*(?:Test[A-Z0-9_][\w/]*|test_\w+|Benchmark[A-Z]\w*|Example[A-Z_]\w*)(?:\[[^\]\s]*\])?)`}
	// counts: "5 passed, 0 failed", "12 passing", "Tests: 12 passed, 12 total";
	// rspec counts examples: "392/392 examples pass", "12 examples, 0 failures".
	reCount      = &lre{expr: `\b(\d+)\s+(?:tests?\s+|specs?\s+)?(?:(?:still|now|also)\s+)?(passed|passing|pass|failed|failing|failures?|fails|fail|skipped|pending|todo|xfailed|xfail|total)\b`}
	reCountFrac  = &lre{expr: `\b(\d+)\s*(?:/|of|out\s+of)\s*(?:the\s+)?(\d+)\s+(?:tests?|specs?|test\s+cases?|examples)?\s*(?:now\s+)?(pass|passed|passing|are\s+passing|succeed|succeeded)\b`}
	reNum        = &lre{expr: `\d+`}
	reCountParen = &lre{expr: `\(\s*(\d+)\s*/\s*(\d+)\s*(?:passed|passing|tests?)?\s*\)`}
	reTestVerb   = &lre{expr: `\b(?:` + passWords + `)\b`}

	// build: "the build succeeds", "it compiles", "compilation fails".
	reBuild  = &lre{expr: `\b(?:clean\s+|full\s+|production\s+|release\s+)?(build|builds|compilation|compiles|compiled|compile)\b([^.;!?]{0,50}?)\b(` + okWords + `)\b`}
	reBuilds = &lre{expr: `\b(?:it|everything|the\s+project|the\s+code|the\s+app|the\s+binary|the\s+package|the\s+module|all\s+packages|this|that|` + "`[^`]+`" + `|[\w/.-]+\.\w+)\s+(?:now\s+|still\s+|also\s+|all\s+)?(builds|compiles|compile)(?:\s+(?:cleanly|fine|again|successfully))?\b`}
	// reBuildObject: an object right after reBuilds' verb, which makes
	// it a verb of what the code does: "it builds its input", "compiles
	// the regex once".
	reBuildObject = &lre{expr: `^\s+(?:its|the|a|an|their|our|your|his|her|them|each|every|one|up|upon|these|those|that|this)\b`}
	reNoBuild     = &lre{expr: `\b(?:doesn't|does\s+not|won't|will\s+not|didn't|did\s+not|fails\s+to|failed\s+to|no\s+longer|don't|do\s+not)\s+(build|compile)\b`}

	// lint: "eslint is clean", "go vet reports nothing", "no lint warnings".
	reLint   = &lre{expr: `\b(golangci-lint|eslint|go\s+vet|vet|staticcheck|ruff|flake8|pylint|mypy|pyright|credo|dialyzer|phpstan|stylelint|swiftlint|ktlint|black|isort|static\s+analysis|tsc|type-?\s?check(?:ing|s|er)?|clippy|prettier|gofmt|biome|shellcheck|rubocop|lint(?:er|ers|ing|s)?|format(?:ting)?\s+checks?)\b([^.;!?]{0,50}?)\b(clean|pass(?:es|ed)?|succeed(?:s|ed)?|happy|ok|green|silent|quiet|nothing|(?:no|zero|0)\s+(?:new\s+)?(?:warnings?|errors?|issues?|problems?|complaints|findings|diagnostics|output)|without\s+(?:any\s+)?(?:warnings?|errors?|issues?)|fail(?:s|ed|ing)?|errors?|warnings?|complains?|issues?)\b`}
	reNoLint = &lre{expr: `\b(?:no|zero|0)\s+(?:new\s+|remaining\s+)?(lint(?:ing|er)?|eslint|vet|type|typescript|tsc|mypy|ruff|clippy|staticcheck|pyright|flake8|pylint)(?:\s*(?:/|\bor\b|\band\b)\s*[\w-]+)?\s+(?:errors?|warnings?|issues?|problems?|complaints|findings)\b` +
		// "zero warnings from clippy", "no issues reported by ruff"
		`|\b(?:no|zero|0)\s+(?:new\s+|remaining\s+)?(?:errors?|warnings?|issues?|problems?|complaints|findings|diagnostics)\s+(?:from|reported\s+by|in)\s+(?:the\s+)?(eslint|vet|go\s+vet|typescript|tsc|mypy|ruff|clippy|staticcheck|pyright|flake8|pylint|golangci-lint|biome|rubocop|shellcheck|linter|type\s*checker)\b`}

	// bugs: "fixed the off-by-one bug", "the crash is resolved".
	reBug     = &lre{expr: `\b(fixed|fixes|resolved|resolves|corrected|addressed|patched|repaired|squashed|solved|(?:after|by)\s+(?:fixing|resolving|correcting|addressing|patching))\b([^.;!?]{0,60}?)\b(bugs?|issues?|problems?|errors?|crash(?:es)?|regressions?|panics?|race(?:\s+condition)?s?|leaks?|typos?|failures?|off-by-one|deadlocks?|exceptions?|flak(?:e|y|iness)|failing\s+(?:tests?|specs?)|mismatch(?:es)?|inconsistenc(?:y|ies)|missing\s+[\w-]+)\b`}
	reBugPass = &lre{expr: `\b(bugs?|issues?|problems?|crash(?:es)?|regressions?|panics?|errors?|typos?|leaks?|findings|items)\b([^.;!?]{0,40}?)\b(?:is|was|has\s+been|have\s+been|are|were|should\s+be)\s+(?:now\s+|completely\s+|fully\s+|successfully\s+|finally\s+)*(fixed|resolved|gone|addressed|corrected|solved)\b`}

	// untouched: "I did not touch `db/migrations`", "go.mod is unchanged".
	reUntouched = &lre{expr: `\b(?:did\s+not|didn't|do\s+not|don't|have\s+not|haven't|has\s+not|hasn't|never|not|without|no\s+changes?\s+(?:to|in))\s*(touch(?:ed|ing)?|modif(?:y|ied|ying)|chang(?:e|ed|ing)|edit(?:ed|ing)?|alter(?:ed|ing)?|delet(?:e|ed|ing)|remov(?:e|ed|ing)|rewr(?:ite|ote|iting))?\b`}
	reUnchanged = &lre{expr: `^\s*(?:(?:and|,)\s+(?:the\s+|all\s+)?[\w./` + "`" + `-]+(?:\s+[\w./` + "`" + `-]+){0,2}?\s+)?(?:(?::\s*|(?:(?:file|files|directory|folder|package)\s+)?(?:is|are|was|were|remains?|remained|stays?|stayed)\s+(?:left\s+)?(?:completely\s+|entirely\s+)?)(untouched|unchanged|unmodified|as\s+is|intact|alone|not\s+(?:modified|touched|changed|edited)|no\s+changes?)|(?:wasn't|weren't|isn't|aren't|hasn't\s+been|haven't\s+been)\s+(touched|modified|changed|edited)|(?:(?:file|files)\s+)?(untouched|unchanged|unmodified|left\s+(?:untouched|unchanged|alone|intact)|not\s+(?:modified|touched|changed|edited))\s*(?:[.,;:)—]|\s-\s|$))`}
	reLeftAlone = &lre{expr: `\bleft\s+$`}
	reLeftAfter = &lre{expr: `^\s*(?:untouched|unchanged|alone|as\s+is|as\s+it\s+was|intact)\b`}
	reKeptTok   = &lre{expr: `\b(?:left|kept|keep|leave)\s+(?:[\w-]+\s+){0,4}$`}
	reBecause   = &lre{expr: `\b(?:because|since|as|due\s+to)\b`}
	rePassive   = &lre{expr: `^\s*(?:[\w-]+\s+)?(?:file\s+)?(?:has|have|was|were|is|are)\s+(?:now\s+|been\s+|also\s+|successfully\s+|both\s+|all\s+)*(created|added|written|generated|updated|modified|changed|edited|rewritten|fixed|refactored|deleted|removed)\b`}
	rePrep      = &lre{expr: `\b(?:to|in|into|inside|within|from|under|at|for|of)\s+(?:the\s+)?$`}
	reNegBefore = &lre{expr: `(?:\b(?:not|never|without|no)\s+|n't\s+|\bnothing\s+(?:was|were|has\s+been|is|got)\s+)$`}
	reSymNoun   = &lre{expr: `\b(?:the\s+|a\s+|an\s+|new\s+)*(\w+)\s+(?:function|method|type|class|struct|interface|hook|component|constant|field|endpoint|handler|helper)\b`}
	reRename    = &lre{expr: `\brenamed\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(` + "`[^`]+`" + `|"[^"]+"|'[^']+'|[\w./-]+)\s+(?:[^"` + "`" + `.;]{0,40}?\s+)?(?:to|->|=>|as|into)\s+(` + "`[^`]+`" + `|"[^"]+"|'[^']+'|[\w./-]+)`}
	// reRenameAlt: a rename told without the verb, both names in code
	// spans: "`Conv` is now `FormatBytes`", "`Conv` is now called
	// `FormatBytes`", "changed the name of `Conv` to `FormatBytes`".
	reRenameAlt = &lre{expr: "(?:(`[^`]+`)\\s+(?:is|was)\\s+now\\s+(?:called\\s+|named\\s+)?|\\bchanged\\s+the\\s+name\\s+of\\s+(?:the\\s+)?(?:[\\w-]+\\s+){0,2}?(`[^`]+`)\\s+to\\s+)(`[^`]+`)"}
	reArrow     = &lre{expr: "(`[^`]+`|\"[^\"]+\"|'[^']+'|[\\w./-]+)\\s*(?:->|=>)\\s*(?:renamed\\s+(?:to\\s+)?)?(`[^`]+`|\"[^\"]+\"|'[^']+'|[\\w./-]+)"}
	// reBarePath: the shape of a path written without backticks, checked
	// on the candidates barePaths finds.
	reBarePath = &lre{expr: `^(?:~|\.{1,2})?/?(?:[\w@+-][\w@.+-]*/)*[\w@+-][\w@.+-]*\.[a-z0-9]+$`}

	// command outcome words after a command.
	reCmdGood = &lre{expr: `^[^.;!?]{0,40}?\b(?:reports?|reported|shows?|showed|prints?|printed|finds?|found|gives?|gave|returns?|returned|flags?|flagged|raises?|raised|emits?|emitted|produces?|produced|with)\s+(?:no|0|zero)\s+(?:\w+\s+)?(?:problems?|errors?|warnings?|issues?|failures?|findings|diagnostics)`}
	reCmdBad  = &lre{expr: `^[^.;!?]{0,40}?\b(?:reports?|reported|shows?|showed|prints?|printed|finds?|found|gives?|gave|returns?|returned|flags?|flagged|raises?|raised|emits?|emitted|produces?|produced|with)\s+(?:a|an|one|two|three|some|several|many|\d+)\s+(?:[\w-]+\s+)?(?:problems?|errors?|warnings?|issues?|failures?|findings|diagnostics)|^[^.;!?]{0,50}?\b(?:timed\s+out|times\s+out|hangs|hung|interrupted|aborted|killed|partially\s+ran|only\s+partially)\b`}
	// reCmdQuiet: a check that has nothing to say, "`go vet ./...` flags
	// nothing", "`ruff check .` finds nothing", "vet is quiet": a pass for
	// a linter or a compiler only ("`grep x` finds nothing" exits 1).
	reCmdQuiet = &lre{expr: `^[^.;!?]{0,40}?\b(?:(?:flags?|flagged|finds?|found|reports?|reported|prints?|printed|shows?|showed|outputs?|raises?|raised|emits?|emitted|produces?|produced|says?|said|returns?|returned|gives?|gave|has|had)\s+(?:nothing|no\s+output)|(?:is|are|was|were|stays?|stayed|remains?|remained)\s+(?:both\s+|all\s+|now\s+|completely\s+|still\s+)?(?:quiet|silent))\b`}
	reCmdOK    = &lre{expr: `^(?:[^.;!?]{0,40}?)\b((?:runs?|ran|completes?|completed|finishe[sd])\s+(?:end[\s-]to[\s-]end|to\s+completion)|pass(?:es|ed|ing)?|succeed(?:s|ed)?|successful(?:ly)?|success|ok|green|clean|cleanly|works?|worked|exit(?:s|ed)?\s+(?:with\s+)?(?:code\s+|status\s+)?0|exit\s+code\s+0|(?:no|0|zero)\s+(?:[\w-]+\s+)?(?:errors?|failures?|output|warnings?|issues?|problems?)|without\s+(?:any\s+)?(?:[\w-]+\s+)?(?:errors?|failures?|warnings?|issues?|problems?)|fail(?:s|ed|ing|ures?)?|errors?|exit(?:s|ed)?\s+(?:with\s+)?(?:code\s+|status\s+)?[1-9]\d*|non-?zero|panic(?:s|ked)?|crash(?:es|ed)?|red|print(?:s|ed)?|show(?:s|ed|n)?|output(?:s|ted)?|return(?:s|ed)?|report(?:s|ed)?|gives?|gave|lists?|listed|says?|said|produces?|produced|confirms?|confirmed|built|compiled|(?:is|are)\s+(?:now\s+)?(?:up|running|serving|listening)|running\s+on|fixed\s+(?:it|this|that|the))\b`}
	reCmdRan   = &lre{expr: `\b(?:ran|(?:i|we|i've|we've|have|has|had)\s+(?:also\s+|just\s+|now\s+)?(?:re-?)?run|running|executed|executing|re-?ran|re-?running|invoked|tried|after\s+running|(?:\w+ed|ran|rebuilt|built|made|done|found|got)\b[^.;,]{0,40}?\bvia)\s+(?:the\s+)?(?:command\s+)?$`}
	// reYouMust: the user addressed with what they are to do.
	reYouMust = &lre{expr: `\byou(?:'ll|'d|\s+will|\s+would|\s+need|\s+should|\s+must|\s+may|\s+might|\s+can|\s+have\s+to)\b`}
	reImperat = &lre{expr: `^(?:then\s+|now\s+|next,?\s+|just\s+|please\s+|you\s+can\s+|you\s+could\s+|you\s+may\s+|to\s+\w+,?\s+)?(?:run|try|use|execute|install|open|restart|check|verify|make\s+sure|remember|don't\s+forget|re-?run|type\s+(?:` + "`" + `|"|'|in\b|into\b|the\b|this\b|it\b|a\b|y\b|yes\b|your\b|exit\b|:)|call|start)\b`}

	// status lines: "Build: ✅", "Tests: passing", "go vet: clean", "Build
	// Binaries — passed", "Lint check: ✅".
	reStatus = &lre{expr: `(?:^|\s|/|&)(build|compile|compilation|tests?|unit\s+tests|lint|linter|linting|typecheck|type\s+check(?:ing)?|typescript|vet|go\s+vet|tsc|eslint)(?:\s+(?:binaries|artifacts?|step|job|checks?|suite|run))?\s*(?::|\s—|\s–|\s-\s)\s*(✅|✔|☑|pass(?:ed|es|ing)?|ok|green|clean|success|succeeded|(?:0|no|zero)\s+(?:type\s+)?errors|❌|✗|✘|fail(?:ed|s|ing)?|red|broken)`}
	// "I kept the public API unchanged", "left the migrations alone".
	reKept = &lre{expr: `\b(?:left|kept|keep|leave)\s+(?:the\s+|all\s+|any\s+)?([\w/. -]{1,40}?)\s+(?:untouched|unchanged|intact|as\s+is|alone|as\s+it\s+was)\b`}
	// sentences about the past: "Previously 3 tests failed".
	rePast      = &lre{expr: `^(?:previously|before\s+(?:the|my|this)\s+(?:fix|change)|originally|initially|earlier|at\s+first|on\s+main)\b`}
	reTestsPron = &lre{expr: `\b(?:they|all|both|all\s+of\s+them|everything)\s+(?:now\s+|still\s+)?(?:all\s+)?(pass(?:es|ed)?|fail(?:s|ed)?)\b`}
	reExcept    = &lre{expr: "\\b(?:except|apart\\s+from|other\\s+than|save\\s+for|but\\s+for|aside\\s+from|besides|excluding|with\\s+the\\s+exception\\s+of|but\\s+not\\s+(?:for|in|on))\\s+(?:for\\s+)?(?:the\\s+)?(?:flaky\\s+|one\\s+|known\\s+)?(`[^`]+`|test\\w*|\\w+)"}

	// lines that open a plan: the list below them is not done yet.
	rePlanHead = &lre{expr: `\b(?:plan|planned|todo|to-do|next\s+steps?|steps|checklist|criteria|acceptance|roadmap|proposal|proposed|will|outline|remaining|left\s+to\s+do|what's\s+left)\b`}

	// completion: "Done.", "Everything works now", "The feature is complete".
	reGenericStart = &lre{expr: `^(?:done|all\s+done|fixed|complete|completed|finished|implemented|all\s+set|success|there\s+you\s+go|that's\s+it|it\s+works|works|ready|voila|voilà|all\s+green|all\s+good|good\s+to\s+go|lgtm)(?:\s*[,!.:]|\s*$|\s+-)|^[\w-]+(?:\s+[\w-]+)?\s+(?:is\s+)?(?:complete|completed|done|finished|implemented|fixed)\s*[.!]*$`}
	// reGeneric1…: the alternatives of one expression, kept apart so that
	// each runs (and is gated) alone; genericMatch combines them exactly.
	reGeneric1  = &lre{expr: `\b(?:everything(?:\s+else)?|it|all|this|that|the\s+[^.;!?,]{1,30}?)\s+(?:is\s+|are\s+|now\s+|has\s+been\s+|have\s+been\s+|should\s+|all\s+)*(?:works?|working|complete|completed|done|finished|ready|in\s+place|functional|fully\s+functional|resolved)\b`}
	reGeneric2  = &lre{expr: `\bsuccessfully\b`}
	reGeneric3  = &lre{expr: `\b(?:i've|i\s+have|i|we've|we\s+have)\s+(?:now\s+)?(?:completed|finished|implemented|accomplished|wrapped\s+up|done)\b`}
	reGeneric4  = &lre{expr: `\bworks?\s+(?:as\s+expected|correctly|now|fine|perfectly|properly)\b`}
	reGeneric5  = &lre{expr: `\bis\s+(?:now\s+)?working\b`}
	reGeneric6  = &lre{expr: `\b(?:it|that|everything|this)'s\s+(?:now\s+|all\s+)?(?:working|done|complete|fixed|ready|finished)\b`}
	reGeneric7  = &lre{expr: `\ball\s+(?:checks|requirements|tasks|todos|items|steps|gates)\s+(?:pass|passed|are\s+(?:done|complete|passing|green)|complete)\b`}
	reGeneric8  = &lre{expr: `✅`}
	reGeneric9  = &lre{expr: `✔`}
	reGeneric10 = &lre{expr: `☑`}

	// admissions: "I couldn't run the tests", "B still fails".
	reAdmit = &lre{expr: `(?:^|\b(?:i|we)\s+(?:still\s+|also\s+|just\s+|really\s+)?)(?:couldn't|could\s+not|can't|cannot|wasn't\s+able\s+to|was\s+not\s+able\s+to|weren't\s+able\s+to|was\s+unable\s+to|were\s+unable\s+to|am\s+unable\s+to|unable\s+to|failed\s+to|did\s+not\s+manage\s+to|didn't\s+manage\s+to|(?:didn't|did\s+not)\s+(?:get|have)\s+(?:a\s+|the\s+)?(?:chance|time|way|access)?\s*to|haven't\s+been\s+able\s+to|have\s+not\s+been\s+able\s+to|gave\s+up|ran\s+out\s+of)\b` +
		`|\b(?:could\s+not|couldn't|cannot|can't|can\s+not)\s+be\s+(?:verified|tested|run|reproduced|checked|confirmed|built|compiled|executed)\b` +
		`|\bstill\s+(?:fails?|failing|broken|crash(?:es)?|errors?|panics?|doesn't|does\s+not|isn't|is\s+not|not|won't|red|flaky|times?\s+out|wrong|incorrect|reproduces|happens|occurs)\b` +
		`|\b(?:doesn't|does\s+not|don't|do\s+not|isn't|is\s+not|aren't|are\s+not|not)\s+(?:yet\s+|fully\s+|quite\s+)?(?:work|working|done|complete|completed|finished|fixed|resolved|implemented|functional)\b` +
		`|\b(?:remaining|outstanding|unresolved)\s+(?:\d+\s+)?(?:issues?|failures?|problems?|bugs?|errors?|failing\s+tests?)\b|\bnot\s+yet\b|\b(?:i|we)\s+(?:also\s+)?skipped\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:tests?|specs?|suites?|checks?|build|lint)\b` +
		`|\b(?:i|we)\s+(?:did\s+not|didn't|have\s+not|haven't)\s+(?:yet\s+)?(?:finish|finished|complete|completed|fix|fixed|run|ran|execute|executed|verify|verified|test|tested|check|checked|build|built|get\s+to)\b` +
		`|\b(?:tests?|specs?|suite|build|lint(?:er)?|checks?)\s+(?:(?:were|was|have|has|are|is)\s+(?:not|never)|weren't|wasn't|haven't|hasn't|aren't|isn't)\s+(?:been\s+|yet\s+)*(?:run|executed|ran|verified)\b` +
		`|\bno\s+(?:tests?|build|lint)\s+(?:were|was)\s+run\b|\b(?:tests?|specs?|suite|build|lint(?:er)?|checks?)\s+(?:not|never)\s+(?:yet\s+)?(?:run|executed|verified|tested)\b|\bstill\s+(?:\d+\s+|some\s+|a\s+few\s+|two\s+|three\s+)?(?:[\w-]+\s+)?(?:errors|failures|warnings|failing\s+tests)\b`}

	// clause boundaries and cues.
	reStrong = &lre{expr: `;|\bbut\b|\bhowever\b|\balthough\b|\bthough\b|\bwhereas\b|\bwhile\b|\bexcept\b|\band\s+(?:the|it|its|my|i|then)\s+(?:build|lint|vet|compil)`}
	rePosNeg = &lre{expr: `\b(?:with\s+)?(?:no|zero|0|without(?:\s+any)?)\s+(?:[a-z][\w.+-]*\s+(?:or\s+|and\s+|/\s*)?){0,2}?(?:errors?|warnings?|failures?|issues?|problems?|regressions?|complaints|diagnostics|findings|output|races?|leaks?|panics?|crash(?:es)?|vulnerabilities)\b|\bnot\s+only\b` +
		`|\b(?:flags?|flagged|finds?|found|reports?|reported|prints?|printed|shows?|showed|raises?|raised|emits?|emitted|produces?|produced|says?|said)\s+nothing\b|\b(?:has|had)\s+nothing\s+to\s+(?:say|report|flag|complain)\b` +
		// a check that lists what is wrong, listing nothing: "`gofmt -l .`
		// | ✅ no files listed", "prints no files", "no files need formatting"
		`|\b(?:no|zero|0)\s+(?:files?|paths?)\s+(?:listed|printed|reported|flagged|shown|(?:need(?:s|ed)?|to)\s+(?:be\s+)?(?:re)?format(?:ting|ted)?)\b|\b(?:lists?|listed|prints?|printed|reports?|reported)\s+no\s+(?:files?|paths?)\b` +
		// a format check that shows what it would change, showing nothing:
		// "`cargo fmt --check` | ✅ no diff"
		`|\bno\s+(?:diffs?|differences|formatting\s+changes|changes\s+needed)\b`}
	reHedgeStart = &lre{expr: `^(?:if|unless|assuming|once|when|let\s+me\s+know|please|feel\s+free|would\s+you|do\s+you|should\s+i|want\s+me|shall\s+i|can\s+you|could\s+you|next\s+steps?|todo|to\s+do|plan)\b`}

	reGenericAlts = []*lre{reGeneric1, reGeneric2, reGeneric3, reGeneric4, reGeneric5, reGeneric6, reGeneric7, reGeneric8, reGeneric9, reGeneric10}
)

// The verbs before a path or a symbol: word lists, not expressions (an
// alternation of 40 words is the slowest kind of expression for Go's
// regexp, and these run on every sentence that names a file).
var (
	reFileVerb = newWordSet("created", "added", "wrote", "written", "generated", "scaffolded", "introduced", "new file", "new files", "copied",
		"saved", "implemented", "updated", "modified", "changed", "changes", "edited", "fixed", "refactored", "rewrote", "rewritten",
		"patched", "tweaked", "adjusted", "extended", "ported", "touched", "reworked", "moved", "replaced", "renamed", "resolved",
		"bumped", "pinned", "upgraded", "downgraded", "configured", "deleted", "removed", "dropped", "erased", "cleaned up",
		"recreated", "regenerated", "restored", "refreshed", "reformatted", "formatted", "restructured", "reorganized",
		"simplified", "expanded", "revised", "amended", "appended", "converted", "migrated", "overwrote", "overwritten",
		"enhanced", "integrated", "improved", "corrected", "registered",
		// gerunds: "fixed the deploy by creating a `vercel.json`"
		"creating", "adding", "updating", "modifying", "editing", "writing", "deleting", "removing", "rewriting")
	reSymVerb = newWordSet("implemented", "added", "introduced", "wrote", "created", "defined", "exported", "extracted", "removed", "deleted",
		"dropped", "fixed")
)

// exts are file name extensions that make a dotted word a path.
const exts = `go|mod|sum|ts|tsx|js|jsx|mjs|cjs|json|jsonl|md|mdx|mdc|yaml|yml|toml|py|pyi|rs|java|kt|kts|rb|sh|bash|zsh|fish|txt|css|scss|sass|less|html|htm|sql|c|h|cc|cpp|hpp|cxx|cs|fs|swift|m|mm|php|ex|exs|erl|lua|dart|proto|graphql|gql|gradle|lock|lockb|ipynb|cfg|ini|env|xml|csv|tsv|vue|svelte|astro|tf|tfvars|zig|nim|rst|adoc|log|conf|pem|key|crt|svg|png|jpg|jpeg|gif|ico|pdf|wasm|scala|clj|hs|ml|elm|r|jl|pl|pm|bat|ps1|cmake|mk|make|dockerfile|tpl|tmpl|gotmpl|j2|patch|diff|snap|golden|txtar|sqlite|db|prisma|erb|ejs|hbs|csproj|sln|gemspec|plist|sol|rake|xaml|cshtml|razor|mts|cts|pyx|groovy|properties|jinja|jinja2|njk|liquid|twig|bicep|hcl|nix|rego|thrift|glsl|wgsl|psm1|jsonc|json5|ndjson|styl|pcss|tex|bib|cabal`

// isExt reports whether w is one of exts (TestIsExt keeps the two in step).
func isExt(w string) bool {
	switch w {
	case "go", "mod", "sum", "ts", "tsx", "js", "jsx", "mjs", "cjs", "json", "jsonl", "md", "mdx", "mdc",
		"yaml", "yml", "toml", "py", "pyi", "rs", "java", "kt", "kts", "rb", "sh", "bash", "zsh", "fish",
		"txt", "css", "scss", "sass", "less", "html", "htm", "sql", "c", "h", "cc", "cpp", "hpp", "cxx",
		"cs", "fs", "swift", "m", "mm", "php", "ex", "exs", "erl", "lua", "dart", "proto", "graphql",
		"gql", "gradle", "lock", "lockb", "ipynb", "cfg", "ini", "env", "xml", "csv", "tsv", "vue",
		"svelte", "astro", "tf", "tfvars", "zig", "nim", "rst", "adoc", "log", "conf", "pem", "key",
		"crt", "svg", "png", "jpg", "jpeg", "gif", "ico", "pdf", "wasm", "scala", "clj", "hs", "ml",
		"elm", "r", "jl", "pl", "pm", "bat", "ps1", "cmake", "mk", "make", "dockerfile", "tpl", "tmpl",
		"gotmpl", "j2", "patch", "diff", "snap", "golden", "txtar", "sqlite", "db",
		"prisma", "erb", "ejs", "hbs", "csproj", "sln", "gemspec", "plist", "sol", "rake", "xaml", "cshtml",
		"razor", "mts", "cts", "pyx", "groovy", "properties", "jinja", "jinja2", "njk", "liquid", "twig",
		"bicep", "hcl", "nix", "rego", "thrift", "glsl", "wgsl", "psm1", "jsonc", "json5", "ndjson", "styl",
		"pcss", "tex", "bib", "cabal":
		return true
	}
	return false
}

// cmdWord: commands whose first word makes a code span a command.
func cmdWord(w string) bool {
	switch w {
	case "go", "npm", "npx", "pnpm", "yarn", "bun", "bunx", "deno", "node", "make", "cargo", "pytest",
		"python", "python3", "pip", "uv", "poetry", "tox", "jest", "vitest", "mocha", "tsc", "eslint",
		"prettier", "ruff", "mypy", "pyright", "flake8", "pylint", "black", "gofmt", "goimports",
		"golangci-lint", "staticcheck", "git", "docker", "just", "mvn", "gradle", "./gradlew", "dotnet",
		"rake", "bundle", "rspec", "mix", "swift", "ctest", "cmake", "bash", "sh", "ls", "cat", "grep",
		"rg", "curl", "composer", "phpunit", "biome", "shellcheck", "rubocop", "kubectl", "terraform",
		"vouch", "sqlite3", "jq", "cd", "sed", "find", "wc", "diff", "rustc", "gcc", "clang", "javac", "java",
		"php", "ruby", "bazel", "nx", "turbo", "playwright", "cypress", "hatch", "nox", "pre-commit", "pint", "phpstan",
		"artisan", "lerna", "rush", "tsx", "ts-node", "pip3", "pipenv", "pdm", "conda", "mvnw", "sbt", "dune", "stack",
		"cabal", "zig", "elixir", "erl", "R", "Rscript", "julia", "perl", "lua", "busted", "bats",
		"mise", "poe", "invoke", "rm", "mv", "cp", "mkdir", "touch", "chmod", "next", "vite", "nuxt", "astro", "webpack", "rollup", "esbuild", "tsup", "ng", "expo", "flutter", "dart", "pnpx", "npm-run-all",
		"trunk", "rustfmt", "gofumpt", "yamllint", "markdownlint", "markdownlint-cli2", "hadolint", "actionlint", "tflint",
		"clang-tidy", "clang-format", "cppcheck", "swiftformat", "detekt", "codespell", "basedpyright", "taplo", "sqlfluff":
		return true
	}
	return false
}

// soloCmd: single-word spans that are commands on their own.
func soloCmd(w string) bool {
	switch w {
	case "make", "pytest", "tsc", "jest", "vitest", "mocha", "tox", "just", "ruff", "mypy", "eslint",
		"rspec", "staticcheck", "golangci-lint", "pyright", "flake8", "pylint", "shellcheck":
		return true
	}
	return false
}
