package store

import (
	"context"
	"database/sql"
	"errors"
)

// LLMUsage is model use summed over a day (package llm's per-day caps).
type LLMUsage struct {
	Calls        int64
	InputTokens  int64
	OutputTokens int64
	CostUSD      float64
}

// Tokens is input plus output tokens.
func (u LLMUsage) Tokens() int64 { return u.InputTokens + u.OutputTokens }

// ReserveLLMCall counts one call of provider on day, if check allows it.
// In one IMMEDIATE transaction it sums the day's use over every provider,
// calls check with it, and adds the call only when check returns nil, so
// processes reserving at once cannot together pass a calls cap. check's
// error is returned as it is (not wrapped).
func (s *Store) ReserveLLMCall(ctx context.Context, day, provider string, check func(LLMUsage) error) error {
	var denied error
	err := s.write(ctx, "ReserveLLMCall", func(tx *sql.Tx, _ int64) error {
		denied = nil
		u, err := llmUsage(ctx, tx, day)
		if err != nil {
			return err
		}
		if check != nil {
			if denied = check(u); denied != nil {
				return denied
			}
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO llm_usage (day, provider, calls) VALUES (?1, ?2, 1)
			ON CONFLICT (day, provider) DO UPDATE SET calls = calls + 1`, day, provider)
		return err
	})
	if denied != nil && errors.Is(err, denied) {
		return denied
	}
	return err
}

// AddLLMUsage adds the tokens and cost of a call reserved with
// ReserveLLMCall (u.Calls is ignored: the call is already counted).
func (s *Store) AddLLMUsage(ctx context.Context, day, provider string, u LLMUsage) error {
	return s.write(ctx, "AddLLMUsage", func(tx *sql.Tx, _ int64) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO llm_usage (day, provider, input_tokens, output_tokens, cost_usd) VALUES (?1, ?2, ?3, ?4, ?5)
			ON CONFLICT (day, provider) DO UPDATE SET input_tokens = input_tokens + ?3, output_tokens = output_tokens + ?4, cost_usd = cost_usd + ?5`,
			day, provider, u.InputTokens, u.OutputTokens, u.CostUSD)
		return err
	})
}

// LLMUsageOn returns the use of day summed over every provider.
func (s *Store) LLMUsageOn(ctx context.Context, day string) (LLMUsage, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return LLMUsage{}, s.wrap("LLMUsageOn", err)
	}
	defer tx.Rollback()
	u, err := llmUsage(ctx, tx, day)
	return u, s.wrap("LLMUsageOn", err)
}

func llmUsage(ctx context.Context, tx *sql.Tx, day string) (LLMUsage, error) {
	var u LLMUsage
	err := tx.QueryRowContext(ctx, `SELECT coalesce(sum(calls), 0), coalesce(sum(input_tokens), 0), coalesce(sum(output_tokens), 0), coalesce(sum(cost_usd), 0.0)
		FROM llm_usage WHERE day = ?`, day).Scan(&u.Calls, &u.InputTokens, &u.OutputTokens, &u.CostUSD)
	return u, err
}
