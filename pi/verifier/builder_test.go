package verifier

import (
	"errors"
	"io"
	"net"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/vouchdev/vouch/pi/protocol"
)

// testBuilder is the builder's side of the socket, written from seed 000
// (as vouch's Pi extension does it): it owns the socket in a 0700
// directory, answers hello with hello_ack, answers pings, and gives any
// second connection bye {reason: "duplicate connection"}.
type testBuilder struct {
	t    testing.TB
	dir  string
	path string
	ln   net.Listener

	// Set before the first connection.
	ack      *protocol.HelloAck // nil: never answer hello
	noPong   bool               // do not answer pings
	rawHello []byte             // sent instead of hello_ack when set

	mu   sync.Mutex
	conn net.Conn
	w    *protocol.Writer
	in   chan protocol.Message
	errs []error // per-line errors from the verifier's envelopes
}

func newTestBuilder(t testing.TB) *testBuilder {
	t.Helper()
	// A short path: sun_path holds 108 bytes, t.TempDir() can be longer.
	dir, err := os.MkdirTemp("", "pv")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	b := &testBuilder{t: t, dir: dir, path: filepath.Join(dir, "s.sock"), in: make(chan protocol.Message, 256)}
	ln, err := net.Listen("unix", b.path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(b.path, 0o700); err != nil {
		t.Fatal(err)
	}
	b.ln = ln
	t.Cleanup(b.close)
	go b.accept()
	return b
}

func (b *testBuilder) close() {
	b.ln.Close()
	b.mu.Lock()
	if b.conn != nil {
		b.conn.Close()
	}
	b.mu.Unlock()
}

func (b *testBuilder) accept() {
	for {
		c, err := b.ln.Accept()
		if err != nil {
			return
		}
		b.mu.Lock()
		if b.conn != nil {
			b.mu.Unlock()
			_ = protocol.NewWriter(c, nil).Write(&protocol.Bye{Reason: protocol.ByeDuplicate})
			c.Close()
			continue
		}
		b.conn, b.w = c, protocol.NewWriter(c, nil)
		b.mu.Unlock()
		go b.serve(c)
	}
}

func (b *testBuilder) serve(c net.Conn) {
	r := protocol.NewReader(c, nil)
	defer close(b.in)
	for {
		m, err := r.Read()
		var le *protocol.LineError
		if errors.As(err, &le) {
			b.mu.Lock()
			b.errs = append(b.errs, err)
			b.mu.Unlock()
			continue
		}
		if err != nil {
			return
		}
		switch m := m.(type) {
		case *protocol.Hello:
			if b.rawHello != nil {
				c.Write(b.rawHello)
			} else if b.ack != nil {
				b.send(b.ack)
			}
		case *protocol.Ping:
			if !b.noPong {
				b.send(&protocol.Pong{ID: m.ID, TS: m.TS})
			}
		}
		b.in <- m
	}
}

func (b *testBuilder) send(m protocol.Message) {
	b.t.Helper()
	b.mu.Lock()
	w := b.w
	b.mu.Unlock()
	if err := w.Write(m); err != nil {
		b.t.Errorf("builder: sending %s: %v", m.Type(), err)
	}
}

func (b *testBuilder) raw(s string) {
	b.mu.Lock()
	c := b.conn
	b.mu.Unlock()
	if _, err := io.WriteString(c, s); err != nil {
		b.t.Errorf("builder: writing: %v", err)
	}
}

// next returns the next envelope of type ty the verifier sent, skipping
// others (pings, pongs).
func (b *testBuilder) next(ty protocol.Type, within time.Duration) protocol.Message {
	b.t.Helper()
	deadline := time.After(within)
	for {
		select {
		case m, ok := <-b.in:
			if !ok {
				b.t.Fatalf("the verifier closed the connection while the builder waited for %s", ty)
			}
			if m.Type() == ty {
				return m
			}
		case <-deadline:
			b.t.Fatalf("no %s from the verifier within %s", ty, within)
		}
	}
}
