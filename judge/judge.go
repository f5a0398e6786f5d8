// Package judge is vouch's verifier agent (`vouch verify --judge`): after
// the rules, a model reviews what they could not decide — claims left
// unverified or too general to check ("works for any accented
// character", "Done.") — and the turn's diff for suspicious changes
// (tested inputs special-cased, results hard-coded, assertions loosened,
// work claimed beyond the diff).
//
// In DESIGN.md's data flow it sits between verify and llm: verify calls it
// through verify.Options.Review before deciding the status, and it talks to
// a model through an llm.Provider. (verify/judge.go is unrelated: it holds
// the rules' verdicts.) The model only looks: its tools are judge/tools'
// read-only, sandboxed ones (read_file, list, grep, git_diff, run_gate),
// reached through the Tools interface. What it is sent is a slice of the
// evidence vouch already has — the claims and their rule verdicts, the
// gates, the turn's diff, the tool calls that touched the claimed files —
// and the changed files with the tests beside them as they are now (read
// through the tools, so that most reviews are one call: every further
// call re-sends all before it), never the whole transcript, and every
// string passes the secret redactor first. BenchmarkJudgeCost measures
// what a review sends against the whole transcript (docs/llm.md). The loop is bounded: tool rounds, tokens, the provider's caps and
// a timeout; a cap ends in a judge-cap finding, a malformed answer (after
// one retry) in judge-error, never in a pass.
package judge

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/vouchdev/vouch/judge/tools"
	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/verify"
)

// Tools are the model's tools: judge/tools' Box in vouch, a stand-in in
// tests. Run never fails as a Go call: a tool error is a result the model
// reads.
type Tools interface {
	Defs() []llm.Tool
	Run(ctx context.Context, call llm.ToolCall) llm.ToolResult
	// Mode says how the tools are confined, for the report.
	Mode() string
}

// Options configure an Agent. Provider or NewProvider is required; every
// other zero value means the default documented on it.
type Options struct {
	// Provider is the model of every review.
	Provider llm.Provider
	// NewProvider, when Provider is nil, builds the model of one review
	// (llm/provider.New: its per-verification caps then hold per review),
	// closed after it when it is an io.Closer.
	NewProvider func() (llm.Provider, error)
	// Tools are the model's tools for every review; when nil, OpenTools
	// opens them per review, for its workspace and gates.
	Tools Tools
	// OpenTools opens the tools of one review (default: OpenTools, the
	// package's); closed after the review when they are an io.Closer.
	OpenTools func(in *verify.ReviewInput) (Tools, error)
	// Persona, when set, gives the instructions (its body), the tools the
	// model is offered (its Allowed) and MaxRounds (its max_rounds) where
	// the fields below leave them unset; its model is FromConfig's to
	// apply. Nil: the built-in persona (persona.md).
	Persona *Persona
	// Instructions replace the persona's body or the built-in persona. The
	// contract (contract.md: material is data, the answer's JSON) is
	// appended to them whatever they say.
	Instructions string
	// MaxRounds bounds the rounds of tool calls (default: the persona's
	// max_rounds, else 8); after them the model is asked for its answer
	// without tools.
	MaxRounds int
	// MaxTokens caps each response (default 4096).
	MaxTokens int
	// Budget caps the tokens (input + output) of one review (default
	// 150000); reaching it is a judge-cap finding.
	Budget int
	// Timeout bounds one review (default 3m); running out is a judge-cap
	// finding.
	Timeout time.Duration
	// Redact replaces secrets in what is sent and counts them (default:
	// redact.Text).
	Redact func(string) (string, int)
}

// Defaults of Options.
const (
	DefaultMaxRounds = 8
	DefaultMaxTokens = 4096
	DefaultBudget    = 150_000
	DefaultTimeout   = 3 * time.Minute
)

//go:embed persona.md
var persona string

//go:embed contract.md
var contract string

// BuiltInPersona is the built-in instructions: seed 000's decomposition
// procedure.
func BuiltInPersona() string { return persona }

// Contract is what vouch appends to every persona's instructions: the
// material it is shown is data, never instructions, and the answer's JSON
// shape (OutputSchema).
func Contract() string { return contract }

// Agent is the verifier agent; it implements verify.Reviewer.
type Agent struct {
	o Options
	// system is the system prompt: the instructions, then the contract.
	system string
	// personaRef names the persona for the report.
	personaRef string
}

// WithInstruction returns a copy of the agent whose reviews also follow
// the project's instruction for this turn (Pi's verify_on_stop.md,
// rendered against the stop event): it is sent in the system prompt,
// after the persona and before the contract, since it comes from the
// project, not from the agent under review. "" returns a itself.
func (a *Agent) WithInstruction(text string) *Agent {
	text = strings.TrimSpace(text)
	if text == "" {
		return a
	}
	c := *a
	c.system = strings.TrimRight(a.o.Instructions, "\n") + "\n\nThe project's instruction for verifying this turn:\n" + text + "\n\n" + contract
	return &c
}

// New returns an agent. It panics when Provider and NewProvider are nil:
// that is a programming error, not a condition to handle.
func New(o *Options) *Agent {
	a := &Agent{o: *o}
	if a.o.Provider == nil && a.o.NewProvider == nil {
		panic("judge: Options.Provider or Options.NewProvider is required")
	}
	if a.o.OpenTools == nil {
		a.o.OpenTools = OpenTools
	}
	a.personaRef = BuiltIn
	if p := a.o.Persona; p != nil {
		a.personaRef = p.Ref
		if a.o.Instructions == "" {
			a.o.Instructions = p.Body
		}
		if a.o.MaxRounds <= 0 {
			a.o.MaxRounds = p.MaxRounds
		}
	} else if a.o.Instructions != "" {
		a.personaRef = "custom"
	}
	if a.o.Instructions == "" {
		a.o.Instructions = persona
	}
	a.system = strings.TrimRight(a.o.Instructions, "\n") + "\n\n" + contract
	if a.o.MaxRounds <= 0 {
		a.o.MaxRounds = DefaultMaxRounds
	}
	if a.o.MaxTokens <= 0 {
		a.o.MaxTokens = DefaultMaxTokens
	}
	if a.o.Budget <= 0 {
		a.o.Budget = DefaultBudget
	}
	if a.o.Timeout <= 0 {
		a.o.Timeout = DefaultTimeout
	}
	if a.o.Redact == nil {
		a.o.Redact = redactText
	}
	return a
}

var _ verify.Reviewer = (*Agent)(nil)

// errMalformed: the model's final answer is not the JSON asked for.
var errMalformed = errors.New("malformed answer")

// Review runs the loop: the evidence, the model's tool calls answered by
// the tools, until it gives its answer, which is validated against the
// workspace. A cap or a timeout returns a judge-cap finding, a provider
// error or an answer still malformed after one retry a judge-error one.
// It returns an error only when the tools cannot be opened or ctx itself
// is done (verify reports either as judge-error).
func (a *Agent) Review(ctx context.Context, in *verify.ReviewInput) (*verify.ReviewOutcome, error) {
	ctx, cancel := context.WithTimeout(ctx, a.o.Timeout)
	defer cancel()
	provider := a.o.Provider
	if provider == nil {
		var err error
		if provider, err = a.o.NewProvider(); err != nil {
			return nil, fmt.Errorf("building the judge's model: %w", err)
		}
		if c, ok := provider.(io.Closer); ok {
			defer c.Close()
		}
	}
	box := a.o.Tools
	if box == nil {
		var err error
		if box, err = a.o.OpenTools(in); err != nil {
			return nil, fmt.Errorf("opening the judge's tools: %w", err)
		}
		if c, ok := box.(io.Closer); ok {
			defer c.Close()
		}
	}
	info := &report.Judge{Model: provider.Name(), Mode: box.Mode(), Persona: a.personaRef, Claims: append([]string{}, in.Claims...)}
	out := &verify.ReviewOutcome{Judge: info}
	if r, ok := box.(interface{ Redacted() int }); ok {
		// What the tools replaced before this package saw their output.
		defer func() { info.Redacted += r.Redacted() }()
	}
	if p := a.o.Persona; p != nil && p.Allowed != nil {
		box = allowTools{Tools: box, allowed: p.Allowed, persona: p.Ref}
	}
	prompt, n0 := buildPrompt(in)
	prompt += showFiles(ctx, box, in)
	prompt, n := a.o.Redact(prompt)
	info.Redacted += n0 + n
	msgs := []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: prompt}}}}
	used := 0
	rounds, retried := 0, false
	stop := func(kind, msg string) (*verify.ReviewOutcome, error) {
		out.Findings = append(out.Findings, report.Finding{Kind: kind, Message: msg})
		return out, nil
	}
	for {
		if used >= a.o.Budget {
			return stop(report.FindingJudgeCap, fmt.Sprintf("the judge used its budget of %d tokens before answering: what it was asked stays unverified", a.o.Budget))
		}
		// After a tool round the model is likely to want another: cache
		// the conversation for it. The first request usually ends the
		// review (it shows the changed files), and a cache write costs
		// more than plain input.
		req := llm.Request{System: a.system, Messages: msgs, Output: OutputSchema, OutputName: "verdicts", MaxTokens: a.o.MaxTokens, Cache: rounds > 0}
		if rounds < a.o.MaxRounds {
			req.Tools = box.Defs()
		}
		resp, err := provider.Chat(ctx, req)
		if err != nil {
			switch {
			case errors.Is(err, llm.ErrCap):
				return stop(report.FindingJudgeCap, fmt.Sprintf("the judge stopped at a cap (%v): what it was asked stays unverified", err))
			case ctx.Err() != nil && errors.Is(ctx.Err(), context.DeadlineExceeded):
				return stop(report.FindingJudgeCap, fmt.Sprintf("the judge ran out of its %s: what it was asked stays unverified", a.o.Timeout))
			case ctx.Err() != nil:
				return out, ctx.Err()
			}
			return stop(report.FindingJudgeError, fmt.Sprintf("the judge's model failed (%v): what it was asked stays unverified", err))
		}
		info.Calls++
		info.InputTokens += resp.Usage.InputTokens
		info.CachedInputTokens += resp.Usage.CachedInputTokens
		info.OutputTokens += resp.Usage.OutputTokens
		info.CostUSD += resp.Usage.CostUSD
		used += resp.Usage.InputTokens + resp.Usage.OutputTokens
		if resp.Model != "" && !strings.Contains(info.Model, resp.Model) {
			// The server names the model it ran (a dated snapshot of an
			// alias): report that, under the provider's name.
			prov, _, _ := strings.Cut(provider.Name(), "/")
			info.Model = prov + "/" + resp.Model
		}
		msgs = append(msgs, resp.Message)
		if calls := resp.Calls(); len(calls) > 0 {
			if rounds >= a.o.MaxRounds {
				return stop(report.FindingJudgeCap, fmt.Sprintf("the judge kept calling tools after %d rounds: what it was asked stays unverified", a.o.MaxRounds))
			}
			rounds++
			var parts []llm.Part
			for _, c := range calls {
				res := box.Run(ctx, c)
				res.CallID = c.ID
				var n int
				res.Content, n = a.o.Redact(res.Content)
				info.Redacted += n
				parts = append(parts, llm.Part{ToolResult: &res})
			}
			if rounds == a.o.MaxRounds {
				parts = append(parts, llm.Part{Text: fmt.Sprintf("That was the last of your %d tool rounds: give your final answer now, as the JSON object asked for.", a.o.MaxRounds)})
			}
			msgs = append(msgs, llm.Message{Role: llm.User, Parts: parts})
			continue
		}
		ans, err := ParseAnswer(resp.Text())
		if err != nil {
			if resp.StopReason == llm.StopMaxTokens {
				err = fmt.Errorf("%w (cut at %d tokens)", err, a.o.MaxTokens)
			}
			if !retried {
				retried = true
				msgs = append(msgs, llm.Message{Role: llm.User, Parts: []llm.Part{{Text: fmt.Sprintf(
					"Your answer could not be used: %v. Answer again with only the JSON object matching the schema (claims, suspicions).", err)}}})
				continue
			}
			return stop(report.FindingJudgeError, fmt.Sprintf("the judge's answer was malformed twice (%v): what it was asked stays unverified", err))
		}
		claims, findings, notes := validate(ans, in)
		out.Claims, info.Notes = claims, notes
		out.Findings = append(out.Findings, findings...)
		return out, nil
	}
}

// OutputSchema is the JSON Schema of the judge's final answer, compact:
// it is sent with every request of a review, and the contract does not
// repeat it.
var OutputSchema = json.RawMessage(`{"type":"object","additionalProperties":false,"required":["claims","suspicions"],"properties":{` +
	`"claims":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["claim_id","verdict","confidence","evidence"],"properties":{` +
	`"claim_id":{"type":"string"},"verdict":{"enum":["verified","refuted","unverified"]},"confidence":{"enum":["high","medium","low"]},` +
	`"evidence":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["ref","detail"],"properties":{` +
	`"ref":{"type":"string","description":"file:line, gate:NAME, event N, or \"\" with a detail starting \"could not verify:\""},"detail":{"type":"string"}}}}}}},` +
	`"suspicions":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["kind","file","line","message","confidence"],"properties":{` +
	`"kind":{"enum":["special-cased-input","hard-coded-result","assertion-loosened","claimed-beyond-diff"]},"file":{"type":"string"},"line":{"type":"integer"},` +
	`"message":{"type":"string"},"confidence":{"enum":["high","medium","low"]}}}}}}`)

// OpenTools opens the tools of one review: judge/tools' Box over its
// workspace, with its gates for run_gate and git_diff against its baseline
// (HEAD when it has none).
func OpenTools(in *verify.ReviewInput) (Tools, error) {
	return tools.New(tools.Options{Workspace: in.Workspace, Gates: tools.GatesFrom(in.Gates), Base: in.Baseline})
}
