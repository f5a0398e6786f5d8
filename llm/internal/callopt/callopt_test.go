package callopt

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestRetryAfter(t *testing.T) {
	t.Parallel()
	tests := []struct {
		h    map[string]string
		want time.Duration
		ok   bool
	}{
		{map[string]string{"Retry-After": "7"}, 7 * time.Second, true},
		{map[string]string{"Retry-After": "0.5"}, 500 * time.Millisecond, true},
		{map[string]string{"Retry-After-Ms": "250", "Retry-After": "9"}, 250 * time.Millisecond, true},
		{map[string]string{"Retry-After": "soon"}, 0, false},
		{map[string]string{}, 0, false},
	}
	for _, tt := range tests {
		resp := &http.Response{Header: http.Header{}}
		for k, v := range tt.h {
			resp.Header.Set(k, v)
		}
		got, ok := retryAfter(resp)
		if got != tt.want || ok != tt.ok {
			t.Errorf("retryAfter(%v) = %v, %v; want %v, %v", tt.h, got, ok, tt.want, tt.ok)
		}
	}
	resp := &http.Response{Header: http.Header{"Retry-After": {time.Now().Add(time.Hour).UTC().Format(http.TimeFormat)}}}
	if got, ok := retryAfter(resp); !ok || got < 59*time.Minute {
		t.Errorf("HTTP date: %v, %v", got, ok)
	}
}

// The middleware refuses a retry the call's deadline cannot wait for,
// keeps one it can, and counts attempts.
func TestMiddleware(t *testing.T) {
	t.Parallel()
	mw := Middleware(time.Second)
	for _, tt := range []struct {
		retryAfter string
		refuse     bool
	}{{"3600", true}, {"1", false}, {"", false}} {
		ctx, n, cancel := Start(context.Background(), 10*time.Second)
		req, _ := http.NewRequestWithContext(ctx, "POST", "http://x", nil)
		resp, err := mw(req, func(r *http.Request) (*http.Response, error) {
			if _, ok := r.Context().Deadline(); !ok {
				t.Error("attempt without a deadline")
			}
			h := http.Header{}
			if tt.retryAfter != "" {
				h.Set("Retry-After", tt.retryAfter)
			}
			return &http.Response{StatusCode: 429, Header: h, Body: http.NoBody}, nil
		})
		cancel()
		if err != nil || (resp.Header.Get("X-Should-Retry") == "false") != tt.refuse || n.Load() != 1 {
			t.Errorf("Retry-After %q: x-should-retry %q, attempts %d, %v", tt.retryAfter, resp.Header.Get("X-Should-Retry"), n.Load(), err)
		}
	}
	// An attempt that times out is an error the SDKs retry, still a deadline.
	_, err := Middleware(time.Millisecond)(&http.Request{}, func(r *http.Request) (*http.Response, error) {
		<-r.Context().Done()
		return nil, r.Context().Err()
	})
	var at *attemptTimeout
	if !errors.As(err, &at) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("timed-out attempt: %v", err)
	}
}

func TestWrap(t *testing.T) {
	t.Parallel()
	parent, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Wrap(parent, "p/m", 1, time.Second, context.Canceled); err.Error() != "llm: p/m: context canceled" || !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	err := Wrap(context.Background(), "p/m", 2, 3*time.Second, context.DeadlineExceeded)
	if !strings.Contains(err.Error(), "no answer within 3s per attempt (2 attempts; llm.timeout") {
		t.Errorf("timeout: %v", err)
	}
	he := NewHTTPError(errors.New("sdk"), 503, "", `{"error":  {"message": "overloaded"}}`, nil)
	if err := Wrap(context.Background(), "p/m", 3, time.Second, he); err.Error() != `llm: p/m: HTTP 503 Service Unavailable: {"error": {"message": "overloaded"}} (3 attempts)` {
		t.Errorf("http: %v", err)
	}
}

func TestDefaults(t *testing.T) {
	for _, tc := range []struct {
		timeout              time.Duration
		retries, maxTokens   int
		wantT                time.Duration
		wantR, wantMaxTokens int
	}{
		{0, 0, 0, 120 * time.Second, 2, 4096},
		{5 * time.Second, -1, 100, 5 * time.Second, 0, 100},
		{-time.Second, 7, -3, 120 * time.Second, 7, 4096},
	} {
		to, r, m := tc.timeout, tc.retries, tc.maxTokens
		Defaults(&to, &r, &m)
		if to != tc.wantT || r != tc.wantR || m != tc.wantMaxTokens {
			t.Errorf("Defaults(%v, %d, %d) = %v, %d, %d; want %v, %d, %d", tc.timeout, tc.retries, tc.maxTokens, to, r, m, tc.wantT, tc.wantR, tc.wantMaxTokens)
		}
	}
}
