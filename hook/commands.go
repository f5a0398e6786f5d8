package hook

import (
	"path"
	"slices"
	"strings"
	"unicode"
)

// The readers here look at a command line's words, not its syntax: they
// decide how far a write internal/shell has already found reaches, or
// spot a program by name, and take any word in any quoting or nesting
// (sh -c 'git clean -fdx') as a word of the line. That errs on the side
// of reaching further.

// segments splits a command line at its separators (; & | newlines,
// parentheses, backquotes) and each part into words, quotes dropped.
func segments(cmd string) [][]string {
	var out [][]string
	for _, part := range strings.FieldsFunc(cmd, func(r rune) bool { return strings.ContainsRune(";&|\n()`", r) }) {
		words := strings.FieldsFunc(part, func(r rune) bool { return unicode.IsSpace(r) || r == '\'' || r == '"' || r == '{' || r == '}' })
		if len(words) > 0 {
			out = append(out, words)
		}
	}
	return out
}

// program finds each run of the program name (a word that is name or
// ends in /name) in cmd and returns its subcommand (the first word after
// it that is not an option; options in valued take the next word) with
// the words after that.
func program(cmd, name string, valued ...string) (subs [][]string, found bool) {
	for _, words := range segments(cmd) {
		for i, w := range words {
			if w != name && path.Base(w) != name {
				continue
			}
			found = true
			j := i + 1
			for j < len(words) && strings.HasPrefix(words[j], "-") {
				if slices.Contains(valued, words[j]) {
					j++
				}
				j++
			}
			if j < len(words) {
				subs = append(subs, words[j:])
			}
		}
	}
	return subs, found
}

// gitReaches reports whether the git commands of cmd, for which
// internal/shell names the whole work tree (or a directory of it), may
// change or remove a protected file in it: clean (untracked and ignored
// files: .env), stash (local changes, untracked files with -u/-a),
// reset --hard/--merge/--keep, restore and checkout of "." or a
// directory, or forced. Commands limited to the files they name (git
// checkout -- a.go, git stash push -- notes.md) are checked by those
// names. History moving on (pull, merge, rebase, switch, checkout of a
// branch, cherry-pick, revert, stash pop) writes tracked files only as
// the repository's commits say, as the user's own git would; a protected
// file changed that way is the tripwire's to see. A line where no git
// subcommand can be found reaches everything.
func gitReaches(cmd string) bool {
	subs, _ := program(cmd, "git", "-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env")
	if len(subs) == 0 {
		return true
	}
	for _, s := range subs {
		if gitSubReaches(s[0], s[1:]) {
			return true
		}
	}
	return false
}

func gitSubReaches(sub string, args []string) bool {
	dash := slices.Index(args, "--")
	var specs []string // the pathspecs after --
	if dash >= 0 {
		specs = args[dash+1:]
		args = args[:dash]
	}
	wide := func(specs []string) bool {
		for _, p := range specs {
			if p == "." || p == ":/" || strings.HasSuffix(p, "/") || strings.ContainsAny(p, "*?[") {
				return true
			}
		}
		return false
	}
	switch sub {
	case "clean":
		return true
	case "stash":
		first := ""
		for _, a := range args {
			if !strings.HasPrefix(a, "-") {
				first = a
				break
			}
		}
		switch first {
		case "pop", "apply", "list", "show", "drop", "clear", "branch", "create", "store":
			return false
		}
		return hasAny(args, "-u", "--include-untracked", "-a", "--all") || len(specs) == 0 || wide(specs)
	case "reset":
		return hasAny(args, "--hard", "--merge", "--keep")
	case "checkout":
		return hasAny(args, ".", "-f", "--force", "-p", "--patch", "--theirs", "--ours", "-m", "--merge") || wide(specs)
	case "restore":
		for _, a := range args {
			if !strings.HasPrefix(a, "-") {
				specs = append(specs, a)
			}
		}
		return wide(specs)
	case "pull", "merge", "rebase", "switch", "cherry-pick", "revert", "am", "apply", "bisect", "sparse-checkout",
		"read-tree", "filter-branch", "mergetool", "commit", "add", "status", "diff", "log", "show", "fetch", "push",
		"branch", "tag", "rm", "mv", "worktree", "submodule", "archive", "format-patch", "config", "remote", "init", "clone":
		return false
	}
	return true
}

func hasAny(words []string, any ...string) bool {
	for _, w := range words {
		if slices.Contains(any, w) {
			return true
		}
	}
	return false
}

// selfCommand reports whether cmd runs vouch's own installer (`vouch
// init`, `vouch uninstall`), which rewrites the agents' hook settings:
// the agent switching vouch off, or pointing its hooks elsewhere. vouch
// counts as run where a command starts: first in its part of the line,
// after a wrapper or an assignment (VAR=x vouch …), or as the program of
// sh -c; `echo vouch init` and `git commit -m "vouch init"` only say it.
func selfCommand(cmd string) (string, bool) {
	for _, words := range segments(cmd) {
		for i := 0; i+1 < len(words); i++ {
			if words[i] != "vouch" && path.Base(words[i]) != "vouch" {
				continue
			}
			if i > 0 && !startsCommand(words[i-1]) {
				continue
			}
			j := i + 1
			for j < len(words) && strings.HasPrefix(words[j], "-") {
				j++
			}
			if j < len(words) && (words[j] == "init" || words[j] == "uninstall") {
				return "vouch " + words[j], true
			}
		}
	}
	return "", false
}

// startsCommand reports whether the word before another leaves it in
// command position: a wrapper, a shell's -c, a keyword, an assignment or
// a wrapper's number (timeout 5).
func startsCommand(prev string) bool {
	switch prev {
	case "sudo", "doas", "nice", "env", "exec", "command", "builtin", "nohup", "time", "xargs", "timeout",
		"busybox", "stdbuf", "setsid", "-c", "-lc", "-ic", "then", "do", "else", "!", "eval":
		return true
	}
	if strings.Contains(prev, "=") && !strings.HasPrefix(prev, "-") {
		return true
	}
	for _, r := range prev {
		if !unicode.IsDigit(r) && r != 's' && r != 'm' {
			return false
		}
	}
	return prev != ""
}

// links lists the links ln (or link) in cmd makes: each source (what the
// link leads to, as written) with the link's path as written ("" when
// it is the source's base name in the current directory, or under -t).
func lnLinks(cmd string) (srcs, dsts []string) {
	for _, words := range segments(cmd) {
		for i, w := range words {
			if w != "ln" && w != "link" && path.Base(w) != "ln" {
				continue
			}
			if i > 0 && !startsCommand(words[i-1]) {
				continue
			}
			var ops []string
			dir := ""
			for j := i + 1; j < len(words); j++ {
				a := words[j]
				switch {
				case a == "-t" || a == "--target-directory":
					if j+1 < len(words) {
						dir = words[j+1]
						j++
					}
				case strings.HasPrefix(a, "--target-directory="):
					dir = strings.TrimPrefix(a, "--target-directory=")
				case a == "-S" || a == "--suffix":
					j++
				case strings.HasPrefix(a, "-") && a != "-":
				default:
					ops = append(ops, a)
				}
			}
			if dir == "" && len(ops) > 1 {
				for _, s := range ops[:len(ops)-1] {
					srcs, dsts = append(srcs, s), append(dsts, ops[len(ops)-1])
				}
				continue
			}
			for _, s := range ops {
				srcs, dsts = append(srcs, s), append(dsts, dir)
			}
		}
	}
	return srcs, dsts
}
