package llm

import (
	"context"
	"fmt"
	"sync"
)

// Caps limit model use: calls, tokens (input + output) and money (USD,
// from the price table). A zero field means no limit on that measure.
type Caps struct {
	Calls  int
	Tokens int
	USD    float64
}

// Cap scopes, as CapError.Scope names them.
const (
	ScopeVerification = "per-verification"
	ScopeDay          = "per-day"
)

// CapError is a cap that stopped a call before it was made.
// errors.Is(err, ErrCap) holds.
type CapError struct {
	Scope   string  // ScopeVerification or ScopeDay
	Measure string  // "calls", "tokens" or "usd"
	Limit   float64 // the cap
	Used    float64 // what was used when the call was refused
}

func (e *CapError) Error() string {
	key := "per_verification"
	if e.Scope == ScopeDay {
		key = "per_day"
	}
	used := fmt.Sprintf("%g of %g %s used", e.Used, e.Limit, e.Measure)
	if e.Measure == "usd" {
		used = fmt.Sprintf("$%.4f of $%.2f used", e.Used, e.Limit)
	}
	return fmt.Sprintf("llm: %s cap on %s reached (%s); the call was not made (raise llm.caps.%s.%s in vouch.yaml)",
		e.Scope, e.Measure, used, key, e.Measure)
}

// Unwrap makes errors.Is(err, ErrCap) true.
func (e *CapError) Unwrap() error { return ErrCap }

// check returns a *CapError when one more call would pass c: the calls
// cap counts the call about to be made, the tokens and money caps what
// was already used (a call's own use is known only after it).
func (c Caps) check(scope string, calls, tokens int64, usd float64) error {
	switch {
	case c.Calls > 0 && calls+1 > int64(c.Calls):
		return &CapError{scope, "calls", float64(c.Calls), float64(calls)}
	case c.Tokens > 0 && tokens >= int64(c.Tokens):
		return &CapError{scope, "tokens", float64(c.Tokens), float64(tokens)}
	case c.USD > 0 && usd >= c.USD:
		return &CapError{scope, "usd", c.USD, usd}
	}
	return nil
}

// Budget is the per-verification cap: what one verification (one judged
// turn, one audit run) may use. It is safe for concurrent use. Create one
// per verification and attach it with WithBudget; a Metered provider
// without one in the context uses its own, for the life of the process.
type Budget struct {
	mu    sync.Mutex
	caps  Caps
	calls int
	used  Usage
}

// NewBudget returns an empty budget limited by caps.
func NewBudget(caps Caps) *Budget { return &Budget{caps: caps} }

// reserve counts one call if the caps allow it.
func (b *Budget) reserve() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.caps.check(ScopeVerification, int64(b.calls), int64(b.used.Tokens()), b.used.CostUSD); err != nil {
		return err
	}
	b.calls++
	return nil
}

// release uncounts a reserved call that was not made.
func (b *Budget) release() {
	b.mu.Lock()
	b.calls--
	b.mu.Unlock()
}

func (b *Budget) add(u Usage) {
	b.mu.Lock()
	b.used = b.used.Add(u)
	b.mu.Unlock()
}

// Used returns the calls made and what they used.
func (b *Budget) Used() (calls int, u Usage) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.calls, b.used
}

// Caps returns the budget's caps.
func (b *Budget) Caps() Caps { return b.caps }

type budgetKey struct{}

// WithBudget returns ctx carrying b: Metered providers called with it
// count against b.
func WithBudget(ctx context.Context, b *Budget) context.Context {
	return context.WithValue(ctx, budgetKey{}, b)
}

// BudgetFrom returns the budget ctx carries, nil if none.
func BudgetFrom(ctx context.Context) *Budget {
	b, _ := ctx.Value(budgetKey{}).(*Budget)
	return b
}
