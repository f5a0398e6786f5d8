// Package callopt holds what the SDK providers (llm/anthropic,
// llm/openai) share around one call: the bound on its total time, an
// attempt counter, and the middleware that stops the SDKs from sleeping
// through a Retry-After longer than the call may take.
package callopt

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// MaxBackoff is the longest pause the SDKs take between attempts by
// themselves (without Retry-After).
const MaxBackoff = 8 * time.Second

// Total bounds a whole call: every attempt at its timeout plus the pauses
// between them.
func Total(timeout time.Duration, retries int) time.Duration {
	return time.Duration(retries+1)*timeout + time.Duration(retries)*MaxBackoff
}

// Defaults fills the zero values both providers' Options document: a
// timeout of 120s per attempt, 2 retries (negative: none) and an answer
// cap of 4096 tokens.
func Defaults(timeout *time.Duration, retries, maxTokens *int) {
	if *timeout <= 0 {
		*timeout = 120 * time.Second
	}
	switch {
	case *retries == 0:
		*retries = 2
	case *retries < 0:
		*retries = 0
	}
	if *maxTokens <= 0 {
		*maxTokens = 4096
	}
}

type attemptsKey struct{}

// Start returns ctx bounded by total and carrying an attempt counter.
func Start(ctx context.Context, total time.Duration) (context.Context, *atomic.Int32, context.CancelFunc) {
	n := new(atomic.Int32)
	ctx, cancel := context.WithTimeout(ctx, total)
	return context.WithValue(ctx, attemptsKey{}, n), n, cancel
}

// Middleware returns the SDK middleware of one provider: it counts
// attempts; bounds each attempt (body included) by timeout, so that a
// timed-out attempt is a connection error the SDK retries (openai-go does
// not retry its own per-attempt timeout); and when the server asks for a
// pause (Retry-After or Retry-After-Ms) that would not end before the
// call's deadline, tells the SDK not to retry (x-should-retry: false): the
// call then fails at once with the server's answer instead of sleeping
// until the deadline.
func Middleware(timeout time.Duration) func(*http.Request, func(*http.Request) (*http.Response, error)) (*http.Response, error) {
	return func(req *http.Request, next func(*http.Request) (*http.Response, error)) (*http.Response, error) {
		parent := req.Context()
		if n, ok := parent.Value(attemptsKey{}).(*atomic.Int32); ok {
			n.Add(1)
		}
		ctx, cancel := context.WithTimeout(parent, timeout)
		resp, err := next(req.WithContext(ctx))
		if err != nil || resp == nil {
			cancel()
			if err != nil && parent.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
				err = &attemptTimeout{err}
			}
			return resp, err
		}
		resp.Body = &cancelBody{ReadCloser: resp.Body, cancel: cancel}
		if wait, ok := retryAfter(resp); ok {
			if dl, has := parent.Deadline(); has && time.Now().Add(wait).After(dl) {
				resp.Header.Set("X-Should-Retry", "false")
			}
		}
		return resp, nil
	}
}

// attemptTimeout is one attempt's timeout: retried like a dropped
// connection, and still errors.Is context.DeadlineExceeded.
type attemptTimeout struct{ err error }

func (e *attemptTimeout) Error() string { return e.err.Error() }
func (e *attemptTimeout) Unwrap() error { return e.err }

// cancelBody ends the attempt's context when the body is closed.
type cancelBody struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (b *cancelBody) Close() error {
	err := b.ReadCloser.Close()
	b.cancel()
	return err
}

func retryAfter(resp *http.Response) (time.Duration, bool) {
	if v := resp.Header.Get("Retry-After-Ms"); v != "" {
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return time.Duration(f * float64(time.Millisecond)), true
		}
	}
	if v := resp.Header.Get("Retry-After"); v != "" {
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return time.Duration(f * float64(time.Second)), true
		}
		if t, err := http.ParseTime(v); err == nil {
			return time.Until(t), true
		}
	}
	return 0, false
}

// Wrap names the provider, the attempts and, for a timeout, the setting
// to change, around an SDK error. parent is the caller's context: its
// cancellation is returned as it is.
func Wrap(parent context.Context, name string, attempts int32, timeout time.Duration, err error) error {
	if perr := parent.Err(); perr != nil && errors.Is(err, perr) {
		return fmt.Errorf("llm: %s: %w", name, err)
	}
	tries := "1 attempt"
	if attempts != 1 {
		tries = fmt.Sprintf("%d attempts", attempts)
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("llm: %s: no answer within %s per attempt (%s; llm.timeout, llm.max_retries in vouch.yaml): %w", name, timeout, tries, err)
	}
	return fmt.Errorf("llm: %s: %w (%s)", name, err, tries)
}

// HTTPError is an API's error answer, as a provider reports it: the
// status, the server's message and, for a refused retry, the wait it
// asked for. It unwraps to the SDK's error.
type HTTPError struct {
	Status  int
	Message string
	Wait    time.Duration // Retry-After beyond the call's bound, 0 if none
	Err     error
}

// NewHTTPError builds an HTTPError from an SDK error's parts; body is the
// answer's raw JSON, used when message is empty.
func NewHTTPError(err error, status int, message, body string, resp *http.Response) *HTTPError {
	e := &HTTPError{Status: status, Message: message, Err: err}
	if e.Message == "" {
		e.Message = body
	}
	e.Message = strings.Join(strings.Fields(e.Message), " ")
	if r := []rune(e.Message); len(r) > 300 {
		e.Message = string(r[:300]) + "…"
	}
	if resp != nil && resp.Header.Get("X-Should-Retry") == "false" {
		if wait, ok := retryAfter(resp); ok {
			e.Wait = wait
		}
	}
	return e
}

func (e *HTTPError) Error() string {
	s := fmt.Sprintf("HTTP %d %s", e.Status, http.StatusText(e.Status))
	if e.Message != "" {
		s += ": " + e.Message
	}
	if e.Wait > 0 {
		s += fmt.Sprintf(" (the server asks to wait %s, past the call's time bound)", e.Wait.Round(time.Second))
	}
	return s
}

func (e *HTTPError) Unwrap() error { return e.Err }
