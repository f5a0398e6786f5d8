package verify

import (
	"context"
	"fmt"
	"slices"

	"github.com/vouchdev/vouch/claims"
	"github.com/vouchdev/vouch/gate"
	"github.com/vouchdev/vouch/report"
)

// This file hands the turn to a model after the rules (judge.go holds the
// rules' own verdicts; the model's judge is package judge, reached through
// Options.Review, so verify needs no model to build or test).

// Reviewer reviews a turn after the rules: the claims they could not
// decide, and the turn's diff for suspicious changes. Package judge's Agent
// is the one vouch uses (vouch verify --judge).
type Reviewer interface {
	Review(ctx context.Context, in *ReviewInput) (*ReviewOutcome, error)
}

// ReviewInput is what vouch already knows when the rules are done.
type ReviewInput struct {
	// Report holds the claims with the rules' verdicts and evidence, the
	// gates and the findings; its status is not decided yet. Read only.
	Report *report.Report
	// Evidence is the transcript's evidence; its TurnEvents hold the turn
	// as recorded.
	Evidence *Evidence
	// Workspace is the project directory (absolute); Baseline the git
	// revision the gates were compared with ("" for none).
	Workspace, Baseline string
	// Gates are the gates that ran, as they ran (for the judge's
	// run_gate).
	Gates []gate.Spec
	// Claims are the ids of the claims to judge: those the rules left
	// unverified and those about behaviour, which the rules check only
	// through the tests (bug fixed, implemented, "done").
	Claims []string
}

// ReviewedClaim is a reviewer's verdict on one claim.
type ReviewedClaim struct {
	ID         string
	Verdict    report.Verdict
	Confidence string // report.ConfidenceHigh, Medium or Low
	Evidence   []report.Evidence
}

// ReviewOutcome is what a reviewer found. Findings are its suspicions
// (Blocking is set by verify from their confidence) and judge-cap or
// judge-error when it could not finish.
type ReviewOutcome struct {
	Claims   []ReviewedClaim
	Findings []report.Finding
	Judge    *report.Judge
}

// reviewKinds are the claim kinds the rules verify only by proxy (the
// tests pass, the symbol exists): a reviewer may refute them even when the
// rules verified them.
var reviewKinds = []claims.Kind{claims.BugFixed, claims.SymbolImplemented, claims.Generic}

// review runs Options.Review when there is something to review, and merges
// its outcome: a reviewer's refutation is blocking unless of low
// confidence; its "verified" lifts an unverified claim (not at low
// confidence) and never overrides a refutation by the rules.
func (v *verifier) review(ctx context.Context) {
	var ids []string
	for _, c := range v.r.Claims {
		if c.Negated || c.Hedged || c.Verdict == report.VerdictRefuted {
			continue
		}
		if c.Verdict == report.VerdictUnverified || c.NeedsJudge || slices.Contains(reviewKinds, claims.Kind(c.Kind)) {
			ids = append(ids, c.ID)
		}
	}
	if len(ids) == 0 && len(v.ev.TurnEdits()) == 0 {
		return // nothing to judge: no open claim, no change to inspect
	}
	in := &ReviewInput{Report: v.r, Evidence: v.ev, Workspace: v.ws, Baseline: v.baseline, Gates: v.specs, Claims: ids}
	out, err := v.o.Review.Review(ctx, in)
	for i := range v.r.Claims {
		v.r.Claims[i].By = report.ByRules
	}
	if out == nil {
		out = &ReviewOutcome{}
	}
	if err != nil {
		out.Findings = append(out.Findings, report.Finding{Kind: report.FindingJudgeError, By: report.ByJudge,
			Message: fmt.Sprintf("the judge could not review the turn (%v): its claims stay as the rules left them", err)})
	}
	v.r.Judge = out.Judge
	model := ""
	if out.Judge != nil {
		model = out.Judge.Model
	}
	for _, rc := range out.Claims {
		i := slices.IndexFunc(v.r.Claims, func(c report.Claim) bool { return c.ID == rc.ID })
		if i < 0 || !slices.Contains(ids, rc.ID) {
			continue // the reviewer validates ids; this is a second guard
		}
		c := &v.r.Claims[i]
		ev := make([]report.Evidence, 0, len(rc.Evidence))
		for _, e := range rc.Evidence {
			e.Source = "judge"
			ev = append(ev, e)
		}
		switch {
		case rc.Verdict == report.VerdictRefuted:
			c.Verdict, c.By, c.Confidence, c.Model = report.VerdictRefuted, report.ByJudge, rc.Confidence, model
			c.Evidence = append(c.Evidence, ev...)
		case rc.Verdict == report.VerdictVerified && c.Verdict == report.VerdictUnverified && rc.Confidence != report.ConfidenceLow:
			c.Verdict, c.By, c.Confidence, c.Model = report.VerdictVerified, report.ByJudge, rc.Confidence, model
			c.Evidence = append(c.Evidence, ev...)
		default:
			// Agreement with the rules, a low-confidence "verified", or
			// "could not verify": the rules' verdict stands, the judge's
			// reading is kept as evidence.
			c.Evidence = append(c.Evidence, ev...)
		}
	}
	for _, f := range out.Findings {
		f.By = report.ByJudge
		switch f.Kind {
		case report.FindingJudgeCap, report.FindingJudgeError:
			f.Blocking = false
			v.judgeIncomplete = true
		default:
			f.Blocking = f.Confidence != report.ConfidenceLow
		}
		v.r.Findings = append(v.r.Findings, f)
	}
}

// keepTurn reports whether the evidence must keep the turn as recorded.
func (o *Options) keepTurn() bool { return o.Review != nil }
