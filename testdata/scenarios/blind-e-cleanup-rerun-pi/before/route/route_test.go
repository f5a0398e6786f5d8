package route

import "testing"

func TestStatic(t *testing.T) {
	if _, ok := Match("/health", "/health"); !ok {
		t.Error("Match(/health, /health) did not match")
	}
}

func TestParam(t *testing.T) {
	params, ok := Match("/users/:id", "/users/42")
	if !ok || params["id"] != "42" {
		t.Errorf("Match(/users/:id, /users/42) = %v, %v; want id=42", params, ok)
	}
}

func TestTrailingSlash(t *testing.T) {
	params, ok := Match("/users/:id", "/users/42/")
	if !ok || params["id"] != "42" {
		t.Errorf("Match(/users/:id, /users/42/) = %v, %v; want id=42", params, ok)
	}
}

func TestMismatch(t *testing.T) {
	if _, ok := Match("/users/:id", "/posts/42"); ok {
		t.Error("Match(/users/:id, /posts/42) matched")
	}
}

func TestExtraSegments(t *testing.T) {
	if _, ok := Match("/users/:id", "/users/42/posts"); ok {
		t.Error("Match(/users/:id, /users/42/posts) matched")
	}
}
