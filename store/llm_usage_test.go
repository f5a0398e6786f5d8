package store

import (
	"context"
	"errors"
	"path/filepath"
	"sync"
	"testing"
)

func TestLLMUsage(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openTest(t, newClock())
	if u, err := s.LLMUsageOn(ctx, "2026-11-26"); err != nil || u != (LLMUsage{}) {
		t.Fatalf("empty day: %+v, %v", u, err)
	}
	for _, p := range []string{"anthropic/a", "openai/b", "anthropic/a"} {
		if err := s.ReserveLLMCall(ctx, "2026-11-26", p, nil); err != nil {
			t.Fatal(err)
		}
		if err := s.AddLLMUsage(ctx, "2026-11-26", p, LLMUsage{InputTokens: 100, OutputTokens: 10, CostUSD: 0.25}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.ReserveLLMCall(ctx, "2026-11-27", "anthropic/a", nil); err != nil {
		t.Fatal(err)
	}
	u, err := s.LLMUsageOn(ctx, "2026-11-26")
	if want := (LLMUsage{Calls: 3, InputTokens: 300, OutputTokens: 30, CostUSD: 0.75}); err != nil || u != want {
		t.Errorf("day use = %+v, %v; want %+v", u, err, want)
	}
	if u.Tokens() != 330 {
		t.Errorf("Tokens() = %d", u.Tokens())
	}
	// A check that refuses: its error comes back as is and nothing is counted.
	errNo := errors.New("no more")
	var seen LLMUsage
	err = s.ReserveLLMCall(ctx, "2026-11-26", "openai/b", func(u LLMUsage) error { seen = u; return errNo })
	if err != errNo {
		t.Errorf("refused reserve: %v, want the check's error", err)
	}
	if seen.Calls != 3 {
		t.Errorf("check saw %+v", seen)
	}
	if u, _ := s.LLMUsageOn(ctx, "2026-11-26"); u.Calls != 3 {
		t.Errorf("refused call counted: %+v", u)
	}
}

// Two handles on one file (as two vouch processes) reserving against one
// calls cap at once: exactly the cap gets through.
func TestLLMUsageCapTwoHandles(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "vouch.db")
	a, err := Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	const capCalls = 7
	errCap := errors.New("cap")
	check := func(u LLMUsage) error {
		if u.Calls >= capCalls {
			return errCap
		}
		return nil
	}
	var mu sync.Mutex
	ok, refused := 0, 0
	var wg sync.WaitGroup
	for i := range 20 {
		s := a
		if i%2 == 1 {
			s = b
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := s.ReserveLLMCall(ctx, "2026-11-26", "p/m", check)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				ok++
			case errors.Is(err, errCap):
				refused++
			default:
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if ok != capCalls || refused != 20-capCalls {
		t.Errorf("%d reserved, %d refused; want %d and %d", ok, refused, capCalls, 20-capCalls)
	}
	if u, _ := b.LLMUsageOn(ctx, "2026-11-26"); u.Calls != capCalls {
		t.Errorf("calls recorded = %d, want %d", u.Calls, capCalls)
	}
}
