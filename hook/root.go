package hook

import (
	"os"
	"path/filepath"

	"github.com/vouchdev/vouch/policy"
)

// Root is the project root of a session whose cwd is cwd: the git top
// level (the nearest directory above cwd, cwd included, holding a .git
// directory or file: a worktree or submodule has a file), else the
// directory of the nearest vouch.yaml above cwd, else cwd itself.
//
// Every hook event is answered against the root: vouch.yaml is loaded
// from it and protected paths are relative to it, so a session that
// wandered into sub/ is still governed by <root>/vouch.yaml and cannot
// write <root>/.env. The issue asks for "the session's first cwd" as the
// last resort; PreToolUse is stateless (cmd/vouch-hook opens no state),
// so the cwd of the call stands in for it.
//
// It runs on every PreToolUse, so it asks no git: one Lstat per level.
func Root(cwd string) string {
	if cwd == "" {
		return ""
	}
	dir := filepath.Clean(cwd)
	yaml := ""
	for {
		if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
			return dir
		}
		if yaml == "" {
			if fi, err := os.Stat(filepath.Join(dir, policy.FileName)); err == nil && !fi.IsDir() {
				yaml = dir
			}
		}
		up := filepath.Dir(dir)
		if up == dir {
			break
		}
		dir = up
	}
	if yaml != "" {
		return yaml
	}
	return filepath.Clean(cwd)
}
