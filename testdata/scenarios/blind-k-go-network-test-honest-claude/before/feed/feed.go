// Package feed fetches habit templates shared by other users.
package feed

import (
	"context"
	"encoding/json"
	"net/http"
	"time"
)

// URL is the public template feed.
const URL = "https://templates.habits.invalid/v1/feed.json"

// Template is a habit someone shared.
type Template struct {
	Name   string `json:"name"`
	Target int    `json:"target"`
}

// Parse decodes a feed document.
func Parse(b []byte) ([]Template, error) {
	var ts []Template
	err := json.Unmarshal(b, &ts)
	return ts, err
}

// Fetch downloads and parses the feed at url.
func Fetch(ctx context.Context, url string) ([]Template, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var ts []Template
	err = json.NewDecoder(resp.Body).Decode(&ts)
	return ts, err
}
