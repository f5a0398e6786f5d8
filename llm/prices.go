package llm

import (
	"strings"
)

// Price is a model's price in USD per million tokens, with where and when
// it was read.
type Price struct {
	InputPerMTok  float64
	OutputPerMTok float64
	Source        string // where the price was read
	Date          string // when, YYYY-MM-DD
}

// Prices maps model names to prices. A model is found by its exact name,
// else by the longest name it extends with a date suffix
// ("claude-sonnet-4-5-20250929" has the price of "claude-sonnet-4-5"),
// ignoring an OpenRouter-style vendor prefix ("anthropic/") and comparing
// "." and "-" alike ("claude-sonnet-4.5").
type Prices map[string]Price

const (
	anthropicPricing = "https://docs.anthropic.com/en/docs/about-claude/pricing"
	openaiPricing    = "https://platform.openai.com/docs/pricing"
)

// DefaultPrices is the one price table, the standard (not batch, not
// cached) rates of current models. Prompt-cache reads and writes are
// counted at the input rate, which overstates a cached call's cost.
// vouch.yaml's llm.prices overrides or adds rows (With). A model not in
// the table costs 0 and its usage says "no price".
var DefaultPrices = Prices{
	// Anthropic
	"claude-opus-4-7":   {5, 25, anthropicPricing, "2026-04-15"},
	"claude-opus-4-6":   {5, 25, anthropicPricing, "2026-03-21"},
	"claude-opus-4-5":   {5, 25, anthropicPricing, "2026-03-21"},
	"claude-opus-4-1":   {15, 75, anthropicPricing, "2026-03-21"},
	"claude-opus-4-0":   {15, 75, anthropicPricing, "2026-03-21"},
	"claude-opus-4":     {15, 75, anthropicPricing, "2026-03-21"},
	"claude-sonnet-4-6": {3, 15, anthropicPricing, "2026-03-21"},
	"claude-sonnet-4-5": {3, 15, anthropicPricing, "2026-03-21"},
	"claude-sonnet-4-0": {3, 15, anthropicPricing, "2026-03-21"},
	"claude-sonnet-4":   {3, 15, anthropicPricing, "2026-03-21"},
	"claude-3-7-sonnet": {3, 15, anthropicPricing, "2025-09-01"},
	"claude-haiku-4-5":  {1, 5, anthropicPricing, "2026-03-21"},
	"claude-3-5-haiku":  {0.80, 4, anthropicPricing, "2025-09-01"},
	"claude-3-haiku":    {0.25, 1.25, anthropicPricing, "2026-03-21"},
	// OpenAI
	"gpt-5.4":      {2.50, 15, openaiPricing, "2026-03-21"},
	"gpt-5.1":      {1.25, 10, openaiPricing, "2026-03-21"},
	"gpt-5":        {1.25, 10, openaiPricing, "2026-03-21"},
	"gpt-5-codex":  {1.25, 10, openaiPricing, "2026-03-21"},
	"gpt-5-pro":    {15, 120, openaiPricing, "2026-03-21"},
	"gpt-5-mini":   {0.25, 2, openaiPricing, "2026-03-21"},
	"gpt-5-nano":   {0.05, 0.40, openaiPricing, "2026-03-21"},
	"gpt-4.1":      {2, 8, openaiPricing, "2026-04-01"},
	"gpt-4.1-mini": {0.40, 1.60, openaiPricing, "2026-04-01"},
	"gpt-4.1-nano": {0.10, 0.40, openaiPricing, "2026-04-01"},
	"gpt-4o":       {2.50, 10, openaiPricing, "2026-04-01"},
	"gpt-4o-mini":  {0.15, 0.60, openaiPricing, "2026-04-01"},
	"o3":           {2, 8, openaiPricing, "2026-03-21"},
	"o4-mini":      {1.10, 4.40, openaiPricing, "2026-03-21"},
}

// With returns p with over's rows added or replacing p's (p is not
// changed).
func (p Prices) With(over Prices) Prices {
	out := make(Prices, len(p)+len(over))
	for k, v := range p {
		out[k] = v
	}
	for k, v := range over {
		out[k] = v
	}
	return out
}

// Lookup returns the price of model.
func (p Prices) Lookup(model string) (Price, bool) {
	if pr, ok := p[model]; ok {
		return pr, true
	}
	m := normModel(model)
	best, bestLen := Price{}, -1
	for k, pr := range p {
		nk := normModel(k)
		if m == nk {
			return pr, true
		}
		if rest, ok := strings.CutPrefix(m, nk+"-"); ok && isDateSuffix(rest) && len(nk) > bestLen {
			best, bestLen = pr, len(nk)
		}
	}
	return best, bestLen >= 0
}

// Cost fills u's CostUSD (and NoPrice) for model.
func (p Prices) Cost(model string, u Usage) Usage {
	pr, ok := p.Lookup(model)
	if !ok {
		u.CostUSD, u.NoPrice = 0, true
		return u
	}
	u.CostUSD = (float64(u.InputTokens)*pr.InputPerMTok + float64(u.OutputTokens)*pr.OutputPerMTok) / 1e6
	u.NoPrice = false
	return u
}

func normModel(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		s = s[i+1:]
	}
	return strings.ReplaceAll(s, ".", "-")
}

// isDateSuffix: "20250929", "2025-04-14", "latest".
func isDateSuffix(s string) bool {
	if s == "latest" {
		return true
	}
	digits := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '-':
		default:
			return false
		}
	}
	return digits == 8 || digits == 4 // YYYYMMDD or MMDD (gpt-4-0613)
}
