package shell

import (
	"path"
	"path/filepath"
	"strings"
)

// Env is what the analysis knows of the shell a line will run in.
type Env struct {
	// Cwd is the absolute directory the line starts in ($PWD).
	Cwd string
	// Home is $HOME; empty when unknown (a path under ~ is then unknown).
	Home string
	// Vars are other variables known before the line starts.
	Vars map[string]string
	// Glob expands a pattern (absolute) as the shell would, dotfiles only
	// for a dot in the pattern; nil means the file system (filepath.Glob).
	Glob func(pattern string) []string
}

// Target is a path a command line writes, removes or moves.
type Target struct {
	// Path is absolute and cleaned (symbolic links not resolved: that is
	// the caller's job, against the real file system).
	Path string
	// How names the writer: "redirect", "tee", "sed -i", "rm", "mv", ...
	How string
	// Names, for a writer of a whole directory (find -delete, tar -x):
	// only entries whose base name matches one of these patterns are
	// written; empty means anything under Path.
	Names []string
}

// Unknown is a place where a line writes files it does not name: a
// command substitution or an unset variable in a write target, a script
// file run, a pipe into a shell, an interpreter computing a path.
type Unknown struct {
	// Reason says what could not be known, for a person: "runs the script
	// file x.sh", "the target of > is a command substitution".
	Reason string
	// Dir is the absolute directory the unknown write starts from.
	Dir string
}

// Analysis is what Analyze makes of a command line.
type Analysis struct {
	Targets []Target
	Unknown []Unknown
}

// Analyze lists what line writes, run from env: every target resolved to
// an absolute path (never left relative), and every write it cannot name
// as an Unknown with its reason. A line that does not parse is one
// Unknown.
func Analyze(line string, env *Env) Analysis {
	var a Analysis
	ws, ok := Writes(line)
	for _, w := range ws {
		p, known := resolveIn(env, w.Dir, w.Path)
		if !known {
			a.Unknown = append(a.Unknown, Unknown{Reason: "the target " + w.Path + " is not known before the line runs", Dir: env.Cwd})
			continue
		}
		a.Targets = append(a.Targets, Target{Path: p, How: w.How, Names: w.Names})
	}
	if !ok {
		a.Unknown = append(a.Unknown, Unknown{Reason: "vouch could not tell every file this command writes", Dir: env.Cwd})
	}
	return a
}

// resolveIn makes p (relative to dir, itself relative to env.Cwd) absolute;
// false when it depends on something not known ($VAR, cd -).
func resolveIn(env *Env, dir, p string) (string, bool) {
	expand := func(s string) (string, bool) {
		switch {
		case s == "~" || strings.HasPrefix(s, "~/"):
			if env.Home == "" {
				return "", false
			}
			return path.Join(filepath.ToSlash(env.Home), s[1:]), true
		case strings.ContainsAny(s, "$`") || s == "-" || strings.HasPrefix(s, "~"):
			return "", false
		}
		return s, true
	}
	base := filepath.ToSlash(env.Cwd)
	if dir != "" {
		d, ok := expand(dir)
		if !ok {
			return "", false
		}
		if path.IsAbs(d) {
			base = d
		} else {
			base = path.Join(base, d)
		}
	}
	q, ok := expand(p)
	if !ok {
		return "", false
	}
	if !path.IsAbs(q) {
		q = path.Join(base, q)
	}
	return filepath.FromSlash(path.Clean(q)), true
}
