package llm

import (
	"context"
	"fmt"
	"time"

	"github.com/vouchdev/vouch/store"
)

// MeterOptions configure NewMetered. The zero value means defaults.
type MeterOptions struct {
	// Prices cost each call. Default DefaultPrices.
	Prices Prices
	// Verification caps the budget used when the context carries none
	// (see WithBudget). Zero: no limit.
	Verification Caps
	// Day caps the use of the current UTC day across every process that
	// shares Store. Zero: no limit.
	Day Caps
	// Store keeps the per-day ledger. Nil: no ledger, so Day is not
	// enforced (tests, or a caller without a state directory).
	Store *store.Store
	// Now is the clock that names the day. Default time.Now.
	Now func() time.Time
	// OwnStore makes Close close Store.
	OwnStore bool
}

// Metered wraps a provider with accounting and hard caps: each call's
// cost is computed from the price table, and a call that would pass a
// per-verification or per-day cap is refused before it is made with a
// *CapError (errors.Is ErrCap). It is safe for concurrent use.
type Metered struct {
	p      Provider
	o      MeterOptions
	budget *Budget
}

// NewMetered wraps p.
func NewMetered(p Provider, o MeterOptions) *Metered {
	if o.Prices == nil {
		o.Prices = DefaultPrices
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Metered{p: p, o: o, budget: NewBudget(o.Verification)}
}

// Name implements Provider: the wrapped provider's name.
func (m *Metered) Name() string { return m.p.Name() }

// NewBudget returns a fresh per-verification budget with the configured
// caps, to attach with WithBudget.
func (m *Metered) NewBudget() *Budget { return NewBudget(m.o.Verification) }

// Budget is the budget used for calls whose context carries none.
func (m *Metered) Budget() *Budget { return m.budget }

// Close closes the store if the Metered owns it (MeterOptions.OwnStore).
func (m *Metered) Close() error {
	if m.o.OwnStore && m.o.Store != nil {
		return m.o.Store.Close()
	}
	return nil
}

// Unwrap returns the wrapped provider.
func (m *Metered) Unwrap() Provider { return m.p }

// Day returns the UTC day the ledger counts now, as YYYY-MM-DD.
func (m *Metered) Day() string { return m.o.Now().UTC().Format(time.DateOnly) }

// Chat implements Provider.
func (m *Metered) Chat(ctx context.Context, req Request) (Response, error) {
	if err := ctx.Err(); err != nil {
		return Response{}, err
	}
	b := BudgetFrom(ctx)
	if b == nil {
		b = m.budget
	}
	if err := b.reserve(); err != nil {
		return Response{}, err
	}
	day := m.Day()
	if m.o.Store != nil {
		err := m.o.Store.ReserveLLMCall(ctx, day, m.p.Name(), func(u store.LLMUsage) error {
			return m.o.Day.check(ScopeDay, u.Calls, u.Tokens(), u.CostUSD)
		})
		if err != nil {
			b.release() // not made
			return Response{}, err
		}
	}
	resp, err := m.p.Chat(ctx, req)
	if err != nil {
		return resp, err
	}
	resp.Usage = m.o.Prices.Cost(resp.Model, resp.Usage)
	if _, configured, ok := cutProvider(m.p.Name()); resp.Usage.NoPrice && ok {
		// The server may name a snapshot the table lacks while the
		// configured name has a row.
		resp.Usage = m.o.Prices.Cost(configured, resp.Usage)
	}
	b.add(resp.Usage)
	if m.o.Store != nil {
		// The call was made: record what it used even if ctx ends now.
		actx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		defer cancel()
		err := m.o.Store.AddLLMUsage(actx, day, m.p.Name(), store.LLMUsage{
			InputTokens: int64(resp.Usage.InputTokens), OutputTokens: int64(resp.Usage.OutputTokens), CostUSD: resp.Usage.CostUSD})
		if err != nil {
			return resp, fmt.Errorf("llm: recording usage: %w", err)
		}
	}
	return resp, nil
}

// cutProvider splits "provider/model".
func cutProvider(name string) (provider, model string, ok bool) {
	for i := 0; i < len(name); i++ {
		if name[i] == '/' {
			return name[:i], name[i+1:], true
		}
	}
	return "", "", false
}
