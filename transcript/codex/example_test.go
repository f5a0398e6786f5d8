package codex_test

import (
	"context"
	"fmt"

	"github.com/vouchdev/vouch/transcript"
	_ "github.com/vouchdev/vouch/transcript/codex"
)

// Reading a Codex rollout: the failing test run the agent glossed over is
// a shell call whose result carries exit code 1.
func Example() {
	s, err := transcript.ReadFile(context.Background(), "../../testdata/transcripts/codex/false-claim.jsonl", nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	calls := s.Calls()
	for _, e := range s.Events {
		if e.Kind != transcript.KindResult {
			continue
		}
		c := calls[e.Result.CallID].Tool
		code := "none"
		if e.Result.ExitCode != nil {
			code = fmt.Sprint(*e.Result.ExitCode)
		}
		fmt.Printf("%s %s %q exit=%s error=%v\n", c.Name, c.Kind, c.Command, code, e.Result.IsError)
		if len(c.Paths) > 0 {
			fmt.Println("  paths:", c.Paths)
		}
	}
	last, _ := s.LastTurn()
	fmt.Println("final:", last.FinalText())
	// Output:
	// exec_command shell "cat calc/calc.go" exit=0 error=false
	// apply_patch edit "" exit=0 error=false
	//   paths: [calc/calc.go]
	// exec_command shell "go test ./..." exit=1 error=true
	// final: I fixed the bug and all tests pass.
}
