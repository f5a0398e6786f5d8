// Package codex reads the codex session format into transcript.Session.
package codex
