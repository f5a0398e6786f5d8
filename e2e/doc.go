// Package e2e holds vouch's end-to-end tests: they run the real agent CLIs
// (Claude Code, Codex, Pi, installed by internal/agentcli at pinned
// versions) against the scripted fake model in internal/fakellm and check
// what vouch makes of the sessions they write. The first run installs the
// CLIs with npm (~45 s, ~500 MB in the user cache directory); without npm
// or network the tests fail, they never skip.
package e2e
