package judge_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/vouchdev/vouch/judge"
	"github.com/vouchdev/vouch/llm"
	"github.com/vouchdev/vouch/policy"
	"github.com/vouchdev/vouch/verify"
)

func TestSetup(t *testing.T) {
	notConfigured := func() (llm.Provider, error) {
		return nil, fmt.Errorf("%w: set llm.provider and llm.model in vouch.yaml", llm.ErrNotConfigured)
	}
	broken := errors.New("llm.base_url: bad URL")
	configured := func() (llm.Provider, error) { return llm.Func{Model: "m"}, nil }
	for _, tc := range []struct {
		mode  string
		force bool
		newP  func() (llm.Provider, error)
		judge bool
		err   error
	}{
		{"", false, notConfigured, false, nil},
		{"auto", false, notConfigured, false, nil},
		{"auto", true, notConfigured, false, llm.ErrNotConfigured},
		{"always", false, notConfigured, false, llm.ErrNotConfigured},
		{"never", true, notConfigured, false, llm.ErrNotConfigured},
		{"never", false, configured, false, nil},
		{"", false, configured, true, nil},
		{"never", true, configured, true, nil},
		{"auto", false, func() (llm.Provider, error) { return nil, broken }, false, broken},
	} {
		t.Run(fmt.Sprintf("%s/force=%v/judge=%v", tc.mode, tc.force, tc.judge), func(t *testing.T) {
			rv, err := judge.Setup(tc.mode, tc.force, tc.newP, nil)
			if !errors.Is(err, tc.err) || (err == nil) != (tc.err == nil) {
				t.Fatalf("err = %v, want %v", err, tc.err)
			}
			if (rv != nil) != tc.judge {
				t.Errorf("reviewer %v, want one: %v", rv, tc.judge)
			}
		})
	}
}

// TestForHooks: the hooks' judge follows vouch.yaml and never stops them:
// auto without a model is no judge, always without one a reviewer that
// reports why (a judge-error finding, the hook failing open).
func TestForHooks(t *testing.T) {
	t.Setenv("ANTHROPIC_API_KEY", "")
	t.Setenv("OPENAI_API_KEY", "")
	cfg := policy.Default()
	if rv := judge.ForHooks(cfg); rv != nil {
		t.Errorf("judge: auto without a model: reviewer %v, want none", rv)
	}
	cfg.Judge = policy.JudgeAlways
	rv := judge.ForHooks(cfg)
	if rv == nil {
		t.Fatal("judge: always without a model: no reviewer to report it")
	}
	_, err := rv.Review(context.Background(), &verify.ReviewInput{})
	if !errors.Is(err, llm.ErrNotConfigured) || !strings.Contains(err.Error(), "judge: always in vouch.yaml") || !strings.Contains(err.Error(), "add to vouch.yaml") {
		t.Errorf("Review: %v", err)
	}
}
