package rules

import "sync"

// Muter silences repeated alerts per bay. It is safe for concurrent use.
type Muter struct {
	mu    sync.Mutex
	muted map[string]bool
}

// NewMuter returns a Muter with nothing muted.
func NewMuter() *Muter { return &Muter{muted: map[string]bool{}} }

// Mute silences alerts for bay.
func (m *Muter) Mute(bay string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.muted[bay] = true
}

// Muted reports whether alerts for bay are silenced.
func (m *Muter) Muted(bay string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.muted[bay]
}
