package llm

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// A cassette is a recorded conversation for tests: each request a
// provider was sent (normalised, keyed by its hash) with the answer it
// got. Recorder writes one while a real provider (pointed at a fake
// server, never a real API) answers; Replay answers from it, and fails
// naming any request it does not hold. The file is JSON:
//
//	{"version": 1, "provider": "anthropic/claude-sonnet-4-5",
//	 "interactions": [{"key": "<sha256>", "request": {...}, "response": {...}},
//	                  {"key": "...", "request": {...}, "error": "..."}]}
type Cassette struct {
	Version      int           `json:"version"`
	Provider     string        `json:"provider"`
	Interactions []Interaction `json:"interactions"`
}

// Interaction is one recorded call: its answer, or the error it ended
// with.
type Interaction struct {
	Key      string    `json:"key"`
	Request  Request   `json:"request"`
	Response *Response `json:"response,omitempty"`
	Error    string    `json:"error,omitempty"`
}

// CassetteVersion is the format version written and read.
const CassetteVersion = 1

// ErrNotRecorded is matched by Replay's error for a request its cassette
// does not hold.
var ErrNotRecorded = errors.New("llm: request not in the cassette")

// RequestKey is the hash of req normalised: JSON Schemas and tool inputs
// compacted with their keys sorted, so a key does not depend on how a
// schema was written.
func RequestKey(req Request) (string, error) {
	n, err := normalise(req)
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(n)
	if err != nil {
		return "", fmt.Errorf("llm: request key: %w", err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

func normalise(req Request) (Request, error) {
	var err error
	canon := func(raw json.RawMessage, what string) json.RawMessage {
		if len(raw) == 0 || err != nil {
			return raw
		}
		var v any
		d := json.NewDecoder(bytes.NewReader(raw))
		d.UseNumber()
		if e := d.Decode(&v); e != nil {
			err = fmt.Errorf("llm: request key: %s: %w", what, e)
			return raw
		}
		b, _ := json.Marshal(v)
		return b
	}
	out := req
	out.Output = canon(req.Output, "output schema")
	out.Tools = make([]Tool, len(req.Tools))
	for i, t := range req.Tools {
		t.Schema = canon(t.Schema, "tool "+t.Name+" schema")
		out.Tools[i] = t
	}
	out.Messages = make([]Message, len(req.Messages))
	for i, m := range req.Messages {
		parts := make([]Part, len(m.Parts))
		for j, p := range m.Parts {
			if p.ToolCall != nil {
				c := *p.ToolCall
				c.Input = canon(c.Input, "tool call "+c.ID+" input")
				p.ToolCall = &c
			}
			parts[j] = p
		}
		out.Messages[i] = Message{Role: m.Role, Parts: parts}
	}
	return out, err
}

// ParseCassette reads a cassette; name is used in errors.
func ParseCassette(name string, data []byte) (*Cassette, error) {
	var c Cassette
	d := json.NewDecoder(bytes.NewReader(data))
	if err := d.Decode(&c); err != nil {
		return nil, fmt.Errorf("%s: %w (want a cassette: {\"version\": 1, \"provider\": ..., \"interactions\": [...]})", name, jsonPos(data, err))
	}
	if c.Version != CassetteVersion {
		return nil, fmt.Errorf("%s: cassette version %d, want %d", name, c.Version, CassetteVersion)
	}
	for i, in := range c.Interactions {
		if (in.Response == nil) == (in.Error == "") {
			return nil, fmt.Errorf("%s: interactions[%d]: want exactly one of \"response\" and \"error\"", name, i)
		}
		key, err := RequestKey(in.Request)
		if err != nil {
			return nil, fmt.Errorf("%s: interactions[%d]: %w", name, i, err)
		}
		if in.Key != key {
			return nil, fmt.Errorf("%s: interactions[%d]: key %q is not the hash of its request (%s): the request was edited; record the cassette again", name, i, in.Key, key)
		}
	}
	return &c, nil
}

// jsonPos adds the line of a JSON syntax or type error.
func jsonPos(data []byte, err error) error {
	var off int64 = -1
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return err
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	return fmt.Errorf("line %d: %w", line, err)
}

// LoadCassette reads the cassette at path.
func LoadCassette(path string) (*Cassette, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("llm: cassette: %w", err)
	}
	return ParseCassette(path, data)
}

// Save writes c to path atomically (a temporary file renamed over it),
// one interaction a line, each as compact JSON (indenting would rewrite
// the recorded tool inputs).
func (c *Cassette) Save(path string) error {
	var b bytes.Buffer
	head, err := json.Marshal(struct {
		Version  int    `json:"version"`
		Provider string `json:"provider"`
	}{c.Version, c.Provider})
	if err != nil {
		return fmt.Errorf("llm: cassette %s: %w", path, err)
	}
	b.Write(head[:len(head)-1])
	b.WriteString(`,"interactions":[`)
	for i, in := range c.Interactions {
		line, err := json.Marshal(in)
		if err != nil {
			return fmt.Errorf("llm: cassette %s: interactions[%d]: %w", path, i, err)
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n")
		b.Write(line)
	}
	b.WriteString("\n]}\n")
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("llm: cassette: %w", err)
	}
	_, werr := tmp.Write(b.Bytes())
	if werr == nil {
		werr = tmp.Chmod(0o644) // committed test data
	}
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("llm: cassette %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("llm: cassette: %w", err)
	}
	return nil
}

// Replay is a provider answering from a cassette. Identical requests get
// their recorded answers in order, the last one again once they run out.
// It is safe for concurrent use.
type Replay struct {
	path string
	c    *Cassette

	mu    sync.Mutex
	index map[string][]int // key -> interactions
	used  map[string]int
}

// NewReplay loads the cassette at path.
func NewReplay(path string) (*Replay, error) {
	c, err := LoadCassette(path)
	if err != nil {
		return nil, err
	}
	return replayOf(path, c), nil
}

func replayOf(path string, c *Cassette) *Replay {
	r := &Replay{path: path, c: c, index: map[string][]int{}, used: map[string]int{}}
	for i, in := range c.Interactions {
		r.index[in.Key] = append(r.index[in.Key], i)
	}
	return r
}

// Name implements Provider: the recorded provider's name.
func (r *Replay) Name() string { return r.c.Provider }

// Chat implements Provider.
func (r *Replay) Chat(ctx context.Context, req Request) (Response, error) {
	if err := ctx.Err(); err != nil {
		return Response{}, err
	}
	key, err := RequestKey(req)
	if err != nil {
		return Response{}, err
	}
	r.mu.Lock()
	ids := r.index[key]
	n := r.used[key]
	if len(ids) > 0 {
		r.used[key] = n + 1
	}
	r.mu.Unlock()
	if len(ids) == 0 {
		return Response{}, fmt.Errorf("%w: replay %s holds no answer for request %s (%s; %d requests recorded): record the cassette again against the fake server",
			ErrNotRecorded, r.path, key[:12], describeRequest(req), len(r.c.Interactions))
	}
	in := r.c.Interactions[ids[min(n, len(ids)-1)]]
	if in.Error != "" {
		return Response{}, fmt.Errorf("llm: replayed error: %s", in.Error)
	}
	return *in.Response, nil
}

// describeRequest names a request for an error: its size and the start
// of its last message.
func describeRequest(req Request) string {
	s := fmt.Sprintf("%d messages", len(req.Messages))
	if n := len(req.Messages); n > 0 {
		last := req.Messages[n-1]
		var what string
		for _, p := range last.Parts {
			switch {
			case p.Text != "":
				what = "text " + quoteShort(p.Text)
			case p.ToolResult != nil:
				what = "result of " + p.ToolResult.CallID + " " + quoteShort(p.ToolResult.Content)
			case p.ToolCall != nil:
				what = "call " + p.ToolCall.Name
			}
			if what != "" {
				break
			}
		}
		s += fmt.Sprintf(", the last from %s: %s", last.Role, what)
	}
	return s
}

func quoteShort(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 60 {
		s = string(r[:60]) + "…"
	}
	return fmt.Sprintf("%q", s)
}

// Recorder is a provider that passes each call to P and records it in
// the cassette at Path, saved after every call. Point P at a fake server
// (internal/fakellm), never a real API: cassettes are committed.
type Recorder struct {
	p    Provider
	path string

	mu sync.Mutex
	c  Cassette
}

// NewRecorder records p's calls into a new cassette at path.
func NewRecorder(path string, p Provider) *Recorder {
	return &Recorder{p: p, path: path, c: Cassette{Version: CassetteVersion, Provider: p.Name()}}
}

// Name implements Provider.
func (r *Recorder) Name() string { return r.p.Name() }

// Chat implements Provider.
func (r *Recorder) Chat(ctx context.Context, req Request) (Response, error) {
	key, err := RequestKey(req)
	if err != nil {
		return Response{}, err
	}
	resp, err := r.p.Chat(ctx, req)
	if errors.Is(err, context.Canceled) {
		return resp, err // the caller's, not the provider's: not recorded
	}
	in := Interaction{Key: key, Request: req}
	if err != nil {
		in.Error = err.Error()
	} else {
		in.Response = &resp
	}
	r.mu.Lock()
	r.c.Interactions = append(r.c.Interactions, in)
	c := r.c
	c.Interactions = append([]Interaction(nil), r.c.Interactions...)
	serr := c.Save(r.path)
	r.mu.Unlock()
	if serr != nil {
		return resp, errors.Join(err, serr)
	}
	return resp, err
}
