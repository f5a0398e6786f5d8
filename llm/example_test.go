package llm_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/vouchdev/vouch/llm"
)

// A scripted model behind the meter: each call is costed from the price
// table, and the per-verification cap refuses the third call before it
// is made.
func ExampleMetered() {
	model := llm.Func{Model: "claude-haiku-4-5", F: func(ctx context.Context, req llm.Request) (llm.Response, error) {
		return llm.Response{
			Message:    llm.Message{Parts: []llm.Part{{Text: "verified"}}},
			StopReason: llm.StopEnd,
			Model:      "claude-haiku-4-5",
			Usage:      llm.Usage{InputTokens: 2000, OutputTokens: 100},
		}, nil
	}}
	m := llm.NewMetered(model, llm.MeterOptions{Verification: llm.Caps{Calls: 2}})
	ctx := llm.WithBudget(context.Background(), m.NewBudget())
	req := llm.Request{Messages: []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "Is the claim true?"}}}}}
	for range 3 {
		resp, err := m.Chat(ctx, req)
		if errors.Is(err, llm.ErrCap) {
			fmt.Println(err)
			break
		}
		fmt.Println(resp.Text(), resp.Usage)
	}
	calls, used := llm.BudgetFrom(ctx).Used()
	fmt.Println(calls, "calls:", used)
	// Output:
	// verified 2000 in + 100 out tokens, $0.0025
	// verified 2000 in + 100 out tokens, $0.0025
	// llm: per-verification cap on calls reached (2 of 2 calls used); the call was not made (raise llm.caps.per_verification.calls in vouch.yaml)
	// 2 calls: 4000 in + 200 out tokens, $0.0050
}
