package shell

// This file holds the writer table: every program vouch knows to write
// files, with the grammar of its arguments (writerSpec) and what it
// writes. callWrites looks a command up here after wrappers are stripped.

import (
	"path"
	"regexp"
	"strings"
)

// writerSpec is how one program's arguments are read and what they write.
type writerSpec struct {
	// values are the options that take a value, space-separated ("-o
	// --output"): a short one takes it attached (-ofile) or as the next
	// word, a long one after = or as the next word.
	values string
	// gnu: the program reads options with getopt_long, which takes an
	// abbreviated long option (--out) for the one it abbreviates.
	gnu bool
	// optional are options whose value is optional and only ever
	// attached (sed -i.bak, --backup=numbered).
	optional string
	// single: "-word" is one option (sqlite3 -cmd), not a cluster of
	// letters.
	single bool
	// stop: options end at the first operand (perl, python: what follows
	// the script belongs to it).
	stop bool
	// prep, when set, rewrites the words before they are parsed (chmod's
	// "-w" is a mode, tar's "xzf" old-style options).
	prep func(args []string) []string
	// writes records what the parsed command writes.
	writes func(a *argv, c *writeCtx)
}

// opt is one option as given: name with its dashes ("-o", "--output") and
// its value ("" for a flag).
type opt struct{ name, value string }

// argv is a command's arguments read by its writerSpec.
type argv struct {
	prog string
	raw  []string // the words as given, for writers with their own grammar
	opts []opt
	ops  []string // operands, in order
}

// has reports whether any of names was given.
func (a *argv) has(names ...string) bool {
	for _, o := range a.opts {
		for _, n := range names {
			if o.name == n {
				return true
			}
		}
	}
	return false
}

// value is the last value given to any of names.
func (a *argv) value(names ...string) (string, bool) {
	v, found := "", false
	for _, o := range a.opts {
		for _, n := range names {
			if o.name == n {
				v, found = o.value, true
			}
		}
	}
	return v, found
}

// values are the values given to any of names, in order.
func (a *argv) values(names ...string) []string {
	var out []string
	for _, o := range a.opts {
		for _, n := range names {
			if o.name == n {
				out = append(out, o.value)
			}
		}
	}
	return out
}

// parseArgs reads args by the option grammar of s, GNU style: options
// anywhere before "--" (unless s.stop), short ones clustered.
func parseArgs(prog string, args []string, s *writerSpec) *argv {
	vals, optl := strings.Fields(s.values), strings.Fields(s.optional)
	a := &argv{prog: prog, raw: args}
	for i := 0; i < len(args); i++ {
		w := args[i]
		switch {
		case w == "--":
			a.ops = append(a.ops, args[i+1:]...)
			return a
		case len(w) < 2 || w[0] != '-':
			if s.stop {
				a.ops = append(a.ops, args[i:]...)
				return a
			}
			a.ops = append(a.ops, w)
		case strings.HasPrefix(w, "--") || s.single:
			name, val, eq := strings.Cut(w, "=")
			if s.gnu {
				name = longName(name, vals, optl)
			}
			switch {
			case eq:
				a.opts = append(a.opts, opt{name, val})
			case contains(vals, name) && i+1 < len(args):
				i++
				a.opts = append(a.opts, opt{name, args[i]})
			default:
				a.opts = append(a.opts, opt{name, ""})
			}
		default:
			for j := 1; j < len(w); j++ {
				name := "-" + w[j:j+1]
				if contains(vals, name) {
					v := w[j+1:]
					if v == "" && i+1 < len(args) {
						i++
						v = args[i]
					}
					a.opts = append(a.opts, opt{name, v})
					break
				}
				if contains(optl, name) {
					a.opts = append(a.opts, opt{name, w[j+1:]})
					break
				}
				a.opts = append(a.opts, opt{name, ""})
			}
		}
	}
	return a
}

// longName is the option that name (--out) abbreviates among those that
// take values, or name itself.
func longName(name string, lists ...[]string) string {
	if len(name) < 4 || !strings.HasPrefix(name, "--") {
		return name
	}
	found := ""
	for _, l := range lists {
		for _, v := range l {
			if v == name {
				return name
			}
			if strings.HasPrefix(v, name) {
				if found != "" && found != v {
					return name // ambiguous
				}
				found = v
			}
		}
	}
	if found != "" {
		return found
	}
	return name
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// writerFor is the table entry for prog, also for versioned names
// (python3.12, gawk-5.1) and Windows-style .exe names.
func writerFor(prog string) (*writerSpec, bool) {
	prog = strings.TrimSuffix(prog, ".exe")
	if s, ok := writers[prog]; ok {
		return &s, true
	}
	if base, ok := unversioned(prog); ok {
		if s, ok := writers[base]; ok {
			return &s, true
		}
	}
	return nil, false
}

// unversioned is name without its version (python3.12 -> python3,
// gawk-5.1 -> gawk, lua5 -> lua): what the regular expression
//
//	^([a-zA-Z]+[0-9]?)[-.]?[0-9][0-9.]*$
//
// captures, and false where it does not match (TestUnversioned and
// FuzzUnversioned compare the two). Written out because every program
// name not in the table (echo, tail) is looked up this way, and a hook is
// a new process each time: compiling the expression and the backtracker's
// first 32 KiB cost more than the rest of the lookup.
func unversioned(name string) (string, bool) {
	i := 0
	for i < len(name) && ('a' <= name[i] && name[i] <= 'z' || 'A' <= name[i] && name[i] <= 'Z') {
		i++
	}
	if i == 0 {
		return "", false
	}
	// The expression's first choice keeps the digit in the name.
	if i < len(name) && isDigit(name[i]) && versionTail(name[i+1:]) {
		return name[:i+1], true
	}
	if versionTail(name[i:]) {
		return name[:i], true
	}
	return "", false
}

// versionTail reports whether s is [-.]?[0-9][0-9.]* whole.
func versionTail(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '.') && versionNumber(s[1:]) {
		return true
	}
	return versionNumber(s)
}

// versionNumber reports whether s is [0-9][0-9.]* whole.
func versionNumber(s string) bool {
	if s == "" || !isDigit(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isDigit(s[i]) && s[i] != '.' {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// join is p under dir, as the command would see it (p when absolute).
func join(dir, p string) string {
	if dir == "" || path.IsAbs(p) || strings.HasPrefix(p, "~") {
		return p
	}
	return path.Join(dir, p)
}

// globEscape quotes s for use in a name pattern.
func globEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// each records every operand of a as written by how.
func each(how string) func(*argv, *writeCtx) {
	return func(a *argv, c *writeCtx) {
		for _, p := range a.ops {
			c.add(p, how)
		}
	}
}

// after records the operands of a after the first n (chown's owner) as
// written by how, all of them when one of ref was given (--reference).
func after(n int, how string, ref ...string) func(*argv, *writeCtx) {
	return func(a *argv, c *writeCtx) {
		ops := a.ops
		if !a.has(ref...) {
			ops = ops[min(n, len(ops)):]
		}
		for _, p := range ops {
			c.add(p, how)
		}
	}
}

// optionTargets records the values of the options names as written by how.
func optionTargets(how string, names ...string) func(*argv, *writeCtx) {
	return func(a *argv, c *writeCtx) {
		for _, p := range a.values(names...) {
			c.add(p, how)
		}
	}
}

// copyTargets records what cp, mv, ln and install write: the -t
// directory or the last operand, which when it is a directory receives
// entries named as the sources (unless -T). With -r and the like the
// sources' trees land in it: anything under it. mv also removes its
// sources. A lone operand to ln is linked into the current directory.
func copyTargets(how string, moves bool) func(*argv, *writeCtx) {
	return func(a *argv, c *writeCtx) {
		ops := a.ops
		dest, toDir := a.value("-t", "--target-directory")
		if !toDir {
			switch {
			case len(ops) == 0:
				return
			case len(ops) == 1:
				if how == "ln" {
					c.add(path.Base(ops[0]), how)
				}
				if how == "install" && a.has("-d", "--directory") {
					c.add(ops[0], how)
				}
				return
			}
			if how == "install" && a.has("-d", "--directory") {
				for _, p := range ops {
					c.add(p, how) // directories it creates (and chmods)
				}
				return
			}
			dest, ops = ops[len(ops)-1], ops[:len(ops)-1]
		}
		if moves {
			for _, p := range ops {
				c.add(p, how)
			}
		}
		var names []string
		tree := a.has("-r", "-R", "-a", "--recursive", "--archive")
		if !tree && !a.has("-T", "--no-target-directory") {
			for _, p := range ops {
				names = append(names, globEscape(path.Base(p)))
			}
		}
		c.add(dest, how, names...)
	}
}

// modes returns a prep for chmod and chattr, whose modes may look like
// options (chmod -w f, chattr +i f): the first word matching mode is made
// an operand, which the writer then skips as it does a numeric mode.
func modes(mode func() *regexp.Regexp) func([]string) []string {
	return func(args []string) []string {
		out := append([]string(nil), args...)
		for i, w := range out {
			if w == "--" {
				break
			}
			if mode().MatchString(w) {
				out[i] = "\x00mode"
				break
			}
		}
		return out
	}
}

var (
	chmodMode  = lazyRegexp(`^[-+=][-+=rwxXstugoa0-7,]*$`)
	chattrMode = lazyRegexp(`^[-+=][aAcCdDeFijmPsStTux]+$`)
)

// ddWrites reads dd's operand=value words: of= is written.
func ddWrites(a *argv, c *writeCtx) {
	for _, w := range a.ops {
		if p, ok := strings.CutPrefix(w, "of="); ok {
			c.add(p, "dd")
		}
	}
}

// teeWrites records tee's operands.
var teeWrites = each("tee")

// rsyncWrites records rsync's destination (the last operand unless it is
// remote), the sources it removes, and the logs and batches it writes.
func rsyncWrites(a *argv, c *writeCtx) {
	remote := func(p string) bool {
		if strings.HasPrefix(p, "rsync://") {
			return true
		}
		h, _, ok := strings.Cut(p, ":")
		return ok && !strings.Contains(h, "/")
	}
	for _, p := range a.values("--log-file", "--write-batch", "--only-write-batch") {
		c.add(p, "rsync")
	}
	for _, p := range a.values("--write-batch", "--only-write-batch") {
		c.add(p+".sh", "rsync")
	}
	if len(a.ops) < 2 {
		return
	}
	dest, srcs := a.ops[len(a.ops)-1], a.ops[:len(a.ops)-1]
	if a.has("--remove-source-files", "--remove-sent-files") {
		for _, p := range srcs {
			if !remote(p) {
				c.add(p, "rsync")
			}
		}
	}
	if remote(dest) {
		return
	}
	var names []string
	if !a.has("-r", "-a", "--recursive", "--archive", "-R", "--relative", "-d", "--dirs") && !a.has(deleteOpts...) {
		for _, p := range srcs {
			if strings.HasSuffix(p, "/") {
				names = nil
				break
			}
			names = append(names, globEscape(path.Base(p)))
		}
	}
	c.add(dest, "rsync", names...)
}

var deleteOpts = []string{"--delete", "--del", "--delete-before", "--delete-during", "--delete-delay", "--delete-after", "--delete-excluded", "--delete-missing-args"}

// rsyncValues are rsync's options that take a value.
const rsyncValues = "-e --rsh --rsync-path -f --filter --exclude --include --exclude-from --include-from --files-from " +
	"-B --block-size -M --remote-option -T --temp-dir --partial-dir --backup-dir --suffix --chmod --chown --usermap " +
	"--groupmap --compare-dest --copy-dest --link-dest --log-file --log-file-format --out-format --password-file --port " +
	"--sockopts --timeout --contimeout --bwlimit --max-size --min-size --max-delete --modify-window --write-batch " +
	"--only-write-batch --read-batch --protocol --checksum-seed --iconv --info --debug --address --skip-compress " +
	"--compress-choice --checksum-choice --compress-level --outbuf --stop-after --stop-at --early-input"

// writers is the writer table: program name to how its arguments are read
// and what it writes. Aliases share an entry. Wrappers (env, nice, sudo,
// xargs, find -exec, sh -c) are not here: they are stripped or read
// before a command is looked up.
var writers map[string]writerSpec

func initWriters() {
	cp := writerSpec{gnu: true, values: "-t --target-directory -S --suffix --no-preserve --sparse", optional: "--backup --preserve --reflink --update --context", writes: copyTargets("cp", false)}
	mv := writerSpec{gnu: true, values: "-t --target-directory -S --suffix", optional: "--backup --update --context", writes: copyTargets("mv", true)}
	ln := writerSpec{gnu: true, values: "-t --target-directory -S --suffix", optional: "--backup", writes: copyTargets("ln", false)}
	install := writerSpec{gnu: true, values: "-t --target-directory -S --suffix -m --mode -o --owner -g --group --strip-program", optional: "--backup --context", writes: copyTargets("install", false)}
	rm := writerSpec{gnu: true, optional: "--interactive", writes: each("rm")}
	writers = map[string]writerSpec{
		"tee":      {gnu: true, optional: "--output-error", writes: teeWrites},
		"rm":       rm,
		"unlink":   rm,
		"rmdir":    {gnu: true, writes: each("rm")},
		"shred":    {gnu: true, values: "-n --iterations -s --size --random-source", writes: each("rm")},
		"truncate": {gnu: true, values: "-s --size -r --reference", writes: each("truncate")},
		"touch":    {gnu: true, values: "-d --date -r --reference -t", optional: "--time", writes: each("touch")},
		"chmod":    {gnu: true, values: "--reference", prep: modes(chmodMode), writes: after(1, "chmod", "--reference")},
		"chattr":   {values: "-v -p", prep: modes(chattrMode), writes: after(1, "chattr")},
		"chown":    {gnu: true, values: "--from --reference", writes: after(1, "chown", "--reference")},
		"chgrp":    {gnu: true, values: "--reference", writes: after(1, "chown", "--reference")},
		"mv":       mv,
		"cp":       cp,
		"ln":       ln,
		"link":     {writes: after(1, "ln")},
		"install":  install,
		"rsync":    {values: rsyncValues, writes: rsyncWrites},
		"dd":       {writes: ddWrites},
		"sed":      {gnu: true, values: "-e --expression -f --file -l --line-length", optional: "-i --in-place", writes: sedWrites},
		"perl":     {writes: perlWrites},
		"git":      {writes: gitWrites},
	}
	for name, spec := range map[string]writerSpec{
		// editors and text tools
		"awk":     {values: "-f --file -v --assign -F --field-separator -i --include -l --load -e --source -E --exec -W", optional: "-o --pretty-print -p --profile -d --dump-variables", writes: awkWrites},
		"ex":      {values: vimValues, optional: "-V -o -O -p -r", writes: vimWrites},
		"ed":      {values: "-p --prompt", writes: edWrites},
		"split":   {gnu: true, values: "-a --suffix-length -b --bytes -C --line-bytes -l --lines -n --number -t --separator --additional-suffix --filter", optional: "--numeric-suffixes --hex-suffixes", writes: splitWrites},
		"csplit":  {gnu: true, values: "-b --suffix-format -f --prefix -n --digits", writes: splitWrites},
		"sqlite3": {single: true, values: "-cmd -init -separator -newline -nullvalue -mmap -vfs -lookaside -pagecache -heap -maxsize -escape -A -zip", writes: sqliteWrites},
		"sort":    {gnu: true, values: "-k --key -t --field-separator -o --output -S --buffer-size -T --temporary-directory --parallel --batch-size --files0-from --compress-program --random-source", optional: "--sort", writes: optionTargets("sort", "-o", "--output")},
		"uniq": {gnu: true, values: "-f --skip-fields -s --skip-chars -w --check-chars", optional: "--all-repeated --group", writes: func(a *argv, c *writeCtx) {
			if len(a.ops) >= 2 {
				c.add(a.ops[1], "uniq")
			}
		}},
		"iconv": {gnu: true, values: "-f --from-code -t --to-code -o --output", writes: optionTargets("iconv", "-o", "--output")},
		"yq":    {values: "-o --output-format -p --input-format -I --indent --from-file --front-matter -s --split-exp --expression --xml-attribute-prefix --xml-content-name --csv-separator --properties-separator --lua-prefix --lua-suffix --nul-output --string-interpolation-enabled", writes: yqWrites},
		"sponge": {writes: func(a *argv, c *writeCtx) {
			if len(a.ops) > 0 {
				c.add(a.ops[0], "sponge")
			}
		}},
		"dos2unix": {values: "-c --convmode", writes: each("dos2unix")},
		"setfacl": {values: "-m --modify -x --remove -M --modify-file -X --remove-file --set --set-file --restore", writes: func(a *argv, c *writeCtx) {
			if f, ok := a.value("--restore"); ok {
				c.unknown("setfacl --restore changes the files named in " + f)
			}
			each("setfacl")(a, c)
		}},
		"mkfifo": {gnu: true, values: "-m --mode", optional: "--context", writes: each("mkfifo")},
		"mknod": {gnu: true, values: "-m --mode", optional: "--context", writes: func(a *argv, c *writeCtx) {
			if len(a.ops) > 0 {
				c.add(a.ops[0], "mknod")
			}
		}},
		"patch": {gnu: true, values: "-p --strip -i --input -d --directory -o --output -r --reject-file -B --prefix -Y --basename-prefix -z --suffix -V --version-control -D --ifdef -F --fuzz -g --get --quoting-style --merge", writes: patchWrites},
		// archives, downloads, compression
		"tar":        {gnu: true, values: tarValues, optional: "--backup --occurrence --checkpoint --one-top-level --totals --atime-preserve", prep: tarPrep, writes: tarWrites},
		"unzip":      {writes: unzipWrites},
		"7z":         {writes: sevenZipWrites},
		"cpio":       {values: "-D --directory -F --file -O -I -E --pattern-file -H --format -R --owner -M --message --rsh-command -C --io-size --block-size", writes: cpioWrites},
		"ar":         {writes: arWrites},
		"jar":        {values: "-f --file -C --dir -m --manifest -e --main-class", prep: tarPrep, writes: jarWrites},
		"curl":       {values: curlValues, writes: curlWrites},
		"wget":       {gnu: true, values: wgetValues, writes: wgetWrites},
		"gzip":       {gnu: true, values: "-S --suffix", writes: compressWrites(gzipZ)},
		"gunzip":     {gnu: true, values: "-S --suffix", writes: compressWrites(compressor{suffix: ".gz", undo: gzipZ.undo, decompress: true})},
		"bzip2":      {writes: compressWrites(bzip2Z)},
		"bunzip2":    {writes: compressWrites(compressor{suffix: ".bz2", undo: bzip2Z.undo, decompress: true})},
		"xz":         {gnu: true, values: "-S --suffix -F --format -C --check -T --threads -M --memlimit --block-size --block-list --filters", writes: compressWrites(xzZ)},
		"unxz":       {gnu: true, values: "-S --suffix -T --threads -M --memlimit", writes: compressWrites(compressor{suffix: ".xz", undo: xzZ.undo, decompress: true})},
		"lzma":       {values: "-S --suffix", writes: compressWrites(compressor{suffix: ".lzma", undo: xzZ.undo})},
		"unlzma":     {values: "-S --suffix", writes: compressWrites(compressor{suffix: ".lzma", undo: xzZ.undo, decompress: true})},
		"zstd":       {values: "-o -D --output-dir-flat --output-dir-mirror -T --threads -M --memory --patch-from --format -B --block-size --stream-size --size-hint --target-compressed-block-size", writes: compressWrites(zstdZ)},
		"unzstd":     {values: "-o -D --output-dir-flat --output-dir-mirror -T --threads -M --memory", writes: compressWrites(compressor{suffix: ".zst", undo: zstdZ.undo, decompress: true, keeps: true})},
		"lz4":        {values: "-D", writes: compressWrites(compressor{suffix: ".lz4", undo: map[string]string{".lz4": ""}, keeps: true})},
		"compress":   {values: "-b", writes: compressWrites(compressor{suffix: ".Z", undo: map[string]string{".Z": ""}})},
		"uncompress": {writes: compressWrites(compressor{suffix: ".Z", undo: map[string]string{".Z": ""}, decompress: true})},
		"unlz4":      {values: "-D", writes: compressWrites(compressor{suffix: ".lz4", undo: map[string]string{".lz4": ""}, decompress: true, keeps: true})},
		// package and module files, formatters
		"npm":          {values: "--prefix -C -w --workspace --location -L --userconfig", writes: npmWrites},
		"openssl":      {single: true, values: "-out -keyout -writerand -in -key -config -subj -days -newkey -passin -passout -inform -outform -CA -CAkey -set_serial -extfile -extensions -name -algorithm -pkeyopt -cipher -md -digest -sigopt -pass -k -kfile -iv -K -S -rand -engine -signkey -certfile -inkey -aes256 -nameopt -certopt -reqopt -addext -sha256", writes: opensslWrites},
		"ssh-keygen":   {values: "-f -t -b -C -N -P -a -O -Z -n -I -V -z -m -E -w -G -M -S -T -J -j -K -s -h -u -r -Y -R -F", writes: sshKeygenWrites},
		"pnpm":         {values: "--dir -C --filter -F", writes: runnerWrites},
		"yarn":         {values: "--cwd", writes: runnerWrites},
		"go":           {single: true, values: "-C -modfile -o -mod -tags -ldflags -gcflags -asmflags -p -exec -toolexec -overlay -pgo -run -bench -count -timeout -cpu -parallel -coverprofile -covermode -coverpkg", writes: goWrites},
		"gofmt":        {writes: formatter(goNames, func(a *argv) bool { return a.has("-w") })},
		"goimports":    {values: "-local -srcdir", writes: formatter(goNames, func(a *argv) bool { return a.has("-w") })},
		"prettier":     {values: "--config --ignore-path --plugin --parser --log-level --cache-location --cache-strategy --stdin-filepath --end-of-line --trailing-comma --arrow-parens --prose-wrap --quote-props --html-whitespace-sensitivity --embedded-language-formatting --experimental-operator-position --object-wrap --tab-width --print-width", writes: formatter(prettierNames, func(a *argv) bool { return a.has("--write", "-w") })},
		"black":        {values: "-l --line-length -t --target-version --include --exclude --extend-exclude --force-exclude --config -W --workers --stdin-filename --python-cell-magics --required-version", writes: formatter(pythonNames, func(a *argv) bool { return !a.has("--check", "--diff", "--version", "-h", "--help", "-c", "--code") })},
		"ruff":         {values: "--config --target-version --line-length --select --ignore --extend-select --exclude --extend-exclude --output-format -o --output-file --stdin-filename --per-file-ignores --fixable --unfixable --cache-dir", writes: ruffWrites},
		"shfmt":        {values: "-i --indent -ln --language-dialect", writes: formatter(shellNames, func(a *argv) bool { return a.has("-w", "--write") })},
		"clang-format": {values: "--style -style --assume-filename --lines --offset --length --fallback-style", writes: formatter(nil, func(a *argv) bool { return a.has("-i") })},
		"rustfmt":      {values: "--edition --emit --config-path --config --color", writes: formatter([]string{"*.rs"}, func(a *argv) bool { return !a.has("--check", "--emit", "-h", "--help", "-V", "--version") })},
		"eslint": {values: "-c --config --ext --ignore-path --ignore-pattern --rule --plugin --parser --parser-options --resolve-plugins-relative-to --rulesdir --env --global -f --format -o --output-file --max-warnings --cache-location --cache-strategy --stdin-filename", writes: func(a *argv, c *writeCtx) {
			optionTargets("eslint", "-o", "--output-file")(a, c)
			formatter(jsNames, func(a *argv) bool { return a.has("--fix") })(a, c)
		}},
	} {
		writers[name] = spec
	}
	for alias, name := range map[string]string{
		"gawk": "awk", "mawk": "awk", "nawk": "awk", "vi": "ex", "vim": "ex", "nvim": "ex", "view": "ex", "gvim": "ex",
		"vimdiff": "ex", "red": "ed", "bsdtar": "tar", "gtar": "tar", "7za": "7z", "7zr": "7z", "7zz": "7z",
		"unix2dos": "dos2unix", "mac2unix": "dos2unix", "unix2mac": "dos2unix", "pigz": "gzip", "unpigz": "gunzip",
		"pbzip2": "bzip2", "zstdmt": "zstd",
	} {
		writers[alias] = writers[name]
	}
	for _, p := range []string{"python", "python3", "python2", "node", "nodejs", "ruby", "perl5", "deno", "bun", "php", "lua", "luajit", "Rscript"} {
		writers[p] = writerSpec{writes: interpreterWrites}
	}
}

var (
	gzipZ  = compressor{suffix: ".gz", undo: map[string]string{".gz": "", "-gz": "", ".z": "", "-z": "", "_z": "", ".Z": "", ".tgz": ".tar", ".taz": ".tar"}}
	bzip2Z = compressor{suffix: ".bz2", undo: map[string]string{".bz2": "", ".bz": "", ".tbz2": ".tar", ".tbz": ".tar"}}
	xzZ    = compressor{suffix: ".xz", undo: map[string]string{".xz": "", ".lzma": "", ".txz": ".tar", ".tlz": ".tar"}}
	zstdZ  = compressor{suffix: ".zst", undo: map[string]string{".zst": "", ".tzst": ".tar"}, keeps: true}
)

// ruffWrites reads ruff format (unless --check or --diff) and ruff check
// --fix, and the report -o writes.
func ruffWrites(a *argv, c *writeCtx) {
	optionTargets("ruff", "-o", "--output-file")(a, c)
	if len(a.ops) == 0 {
		return
	}
	sub := a.ops[0]
	rest := *a
	rest.ops = a.ops[1:]
	if len(rest.ops) == 0 {
		rest.ops = []string{"."}
	}
	a = &rest
	switch sub {
	case "format":
		formatter(pythonNames, func(a *argv) bool { return !a.has("--check", "--diff") })(a, c)
	case "check":
		formatter(pythonNames, func(a *argv) bool { return a.has("--fix", "--unsafe-fixes") && !a.has("--diff") })(a, c)
	}
}

// treeHows are the writers whose target, when it is a directory, stands
// for what they may write under it (limited to Names when given): rm -r,
// cp -r into it, git's whole work tree ("git": only the files git tracks
// or leaves untracked, which the guard cannot know; "git clean": ignored
// files too), extraction, split's PREFIX*, formatters, a program writing
// below a directory it names ("interpreter dir").
var treeHows = map[string]bool{
	"rm": true, "mv": true, "cp": true, "ln": true, "install": true, "rsync": true, "chmod": true, "chown": true,
	"chattr": true, "setfacl": true, "git": true, "find": true, "tar -x": true, "unzip": true, "extract": true,
	"wget -r": true, "split": true, "format": true, "gzip": true, "bzip2": true, "xz": true,
	"zstd": true, "pigz": true, "go": true, "patch": true, "interpreter dir": true, "git clean": true,
}

// TreeWriter reports whether a write by how (Write.How) to a directory
// writes what lies under it: the guard then looks for protected paths
// inside the directory (only those matching Write.Names, when there are
// any), as it does for `rm -rf DIR`.
func TreeWriter(how string) bool { return treeHows[how] }

// named is c dropping empty targets: an option given no value (curl -o
// at the end of the line) names no file.
func named(c *writeCtx) *writeCtx {
	d := *c
	d.add = func(p, how string, names ...string) {
		if p != "" {
			c.add(p, how, names...)
		}
	}
	return &d
}
