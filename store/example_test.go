package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/vouchdev/vouch/store"
)

// The hooks' use of the store: UserPromptSubmit begins a turn; each Stop
// finds it, counts one more feedback loop, saves the report, and escalates
// to the human past the cap (vouch.yaml's loop.max). Every Open stands for a
// separate hook process.
func Example() {
	dir, err := os.MkdirTemp("", "vouch-store-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()
	path := filepath.Join(dir, "vouch.db") // store.DefaultPath() in vouch itself

	// UserPromptSubmit.
	s, err := store.Open(ctx, path, nil)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := s.BeginTurn(ctx, "claude-code", "sess-1", "", time.Now()); err != nil {
		log.Fatal(err)
	}
	s.Close()

	// Stop, four times: the agent keeps claiming done and vouch disagrees.
	const maxLoops = 3
	for range 4 {
		s, err := store.Open(ctx, path, nil)
		if err != nil {
			log.Fatal(err)
		}
		turn, err := s.LatestTurn(ctx, "claude-code", "sess-1")
		if err != nil {
			log.Fatal(err)
		}
		n, err := s.IncrementLoop(ctx, "claude-code", "sess-1", turn.Key)
		if err != nil {
			log.Fatal(err)
		}
		report := json.RawMessage(`{"schema":"vouch.report/v1","status":"FEEDBACK"}`)
		if _, err := s.SaveReport(ctx, store.Report{Agent: "claude-code", Session: "sess-1",
			TurnKey: turn.Key, Status: "FEEDBACK", JSON: report}); err != nil {
			log.Fatal(err)
		}
		if n > maxLoops {
			fmt.Printf("turn %d, loop %d: escalate to the human\n", turn.Number, n)
		} else {
			fmt.Printf("turn %d, loop %d: send the feedback back\n", turn.Number, n)
		}
		s.Close()
	}

	// vouch status.
	s, err = store.Open(ctx, path, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()
	sessions, err := s.Sessions(ctx, store.SessionFilter{Agent: "claude-code"})
	if err != nil {
		log.Fatal(err)
	}
	for _, x := range sessions {
		fmt.Printf("%s: %d turns, last verdict %s, %d loops\n", x.ID, x.Turns, x.LastVerdict, x.Loops)
	}
	// Output:
	// turn 1, loop 1: send the feedback back
	// turn 1, loop 2: send the feedback back
	// turn 1, loop 3: send the feedback back
	// turn 1, loop 4: escalate to the human
	// sess-1: 1 turns, last verdict FEEDBACK, 4 loops
}
