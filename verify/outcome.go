package verify

import "github.com/vouchdev/vouch/gate"

// ParseOutcome parses a test runner's output found in a transcript with
// gate's parsers, named by Command.Parser.
func ParseOutcome(parser, output string) TestOutcome {
	switch parser {
	case "vitest":
		parser = gate.ParserJest
	case "js-test", "":
		parser = gate.ParserAuto
	}
	s := gate.ParseTestOutput(parser, []byte(output))
	return TestOutcome{Recognized: s.Recognized, Passed: s.Passed, Failed: s.Failed + s.Errors, Skipped: s.Skipped, Failing: s.FailedTests,
		Cases: s.Cases, PerTest: s.PerTest, Errors: s.Errors, NoTests: s.NoTests}
}
