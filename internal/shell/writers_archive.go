package shell

// Archivers, downloaders and compressors: what they extract, fetch or
// replace.

import (
	"archive/zip"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"io"
	"io/fs"
	"net/url"
	"path"
	"strconv"
	"strings"
)

// maxMembers bounds the members of an archive vouch lists before it
// records the whole destination instead.
const maxMembers = 10000

// tarValues are tar's options that take a value.
const tarValues = "-f --file -C --directory -b --blocking-factor -F --info-script --new-volume-script -g --listed-incremental " +
	"-H --format -I --use-compress-program -K --starting-file -L --tape-length -N --newer --after-date -T --files-from " +
	"-X --exclude-from -V --label --exclude --transform --xform --to-command --owner --group --mode --mtime " +
	"--checkpoint-action --index-file --strip-components --rmt-command --rsh-command --volno-file --record-size " +
	"--suffix --newer-mtime --level --quoting-style --quote-chars --no-quote-chars --warning --sort --hole-detection " +
	"--pax-option --exclude-tag --exclude-tag-all --exclude-tag-under --exclude-ignore --exclude-ignore-recursive " +
	"--xattrs-include --xattrs-exclude --owner-map --group-map"

// tarPrep turns tar's old-style first word (xzf) into options (-x -z -f),
// whose values follow in order as they do in the old style.
func tarPrep(args []string) []string {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") || args[0] == "" {
		return args
	}
	for _, r := range args[0] {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return args
		}
	}
	out := make([]string, 0, len(args)+len(args[0]))
	for _, r := range args[0] {
		out = append(out, "-"+string(r))
	}
	return append(out, args[1:]...)
}

// tarWrites reads tar: extraction writes under -C (or the current
// directory), the members the archive lists when vouch can read it, else
// the whole directory; creating, appending or deleting writes the
// archive; --remove-files removes what it archives; the commands tar runs
// (--to-command, --use-compress-program, --checkpoint-action=exec=,
// --info-script) are read as shell.
func tarWrites(a *argv, c *writeCtx) {
	for _, cmd := range a.values("--to-command", "-I", "--use-compress-program", "-F", "--info-script", "--new-volume-script") {
		shellWrites(cmd, "tar", c)
	}
	for _, ca := range a.values("--checkpoint-action") {
		if cmd, ok := strings.CutPrefix(ca, "exec="); ok {
			shellWrites(cmd, "tar --checkpoint-action", c)
		}
	}
	for _, p := range a.values("-g", "--listed-incremental", "--index-file", "--volno-file") {
		c.add(p, "tar")
	}
	dir := ""
	for _, d := range a.values("-C", "--directory") {
		dir = join(dir, d)
		if path.IsAbs(d) {
			dir = d
		}
	}
	archive, hasFile := a.value("-f", "--file")
	local := hasFile && archive != "-" && (a.has("--force-local") || !remoteArchive(archive))
	switch {
	case a.has("-x", "--extract", "--get"):
		if a.has("-O", "--to-stdout", "--to-command") {
			return
		}
		dest := join(dir, ".")
		if len(a.ops) > 0 && !a.has("--wildcards") && !a.has("--transform", "--xform", "--strip-components") {
			for _, m := range a.ops {
				c.add(join(dest, m), "tar -x")
			}
			return
		}
		if local && !a.has("--transform", "--xform", "--strip-components", "-P", "--absolute-names", "-h", "--dereference", "--keep-directory-symlink") {
			if b, ok := c.readFile(archive); ok {
				if names, ok := tarMembers(b); ok {
					for _, m := range names {
						c.add(join(dest, m), "tar -x")
					}
					return
				}
			}
		}
		c.add(dest, "tar -x")
	case a.has("-c", "--create", "-r", "--append", "-u", "--update", "-A", "--catenate", "--concatenate", "--delete"):
		if local {
			c.add(archive, "tar")
		}
		if a.has("--remove-files") {
			for _, p := range a.ops {
				c.add(join(dir, p), "rm")
			}
		}
	}
}

// remoteArchive reports whether tar reads f from another host (host:file).
func remoteArchive(f string) bool {
	h, _, ok := strings.Cut(f, ":")
	return ok && !strings.Contains(h, "/")
}

// tarMembers lists the files in tar archive b (plain, gzip or bzip2),
// cleaned; false when it cannot be read in full, or a member could write
// elsewhere than its name (a link, an absolute path, ".."), which only
// the whole destination covers.
func tarMembers(b []byte) ([]string, bool) {
	var r io.Reader = bytes.NewReader(b)
	switch {
	case bytes.HasPrefix(b, []byte{0x1f, 0x8b}):
		z, err := gzip.NewReader(r)
		if err != nil {
			return nil, false
		}
		r = z
	case bytes.HasPrefix(b, []byte("BZh")):
		r = bzip2.NewReader(r)
	}
	data, err := io.ReadAll(io.LimitReader(r, maxArchive))
	if err != nil {
		return nil, false
	}
	return tarNames(data)
}

// tarNames lists the members of the tar archive data, reading its headers
// directly: archive/tar links os/user, which makes vouch-hook a
// dynamically linked program that pays for the dynamic loader on every
// hook call. It reads ustar and GNU headers, GNU long names (L) and PAX
// path records (x); anything else it does not know, a link, a device, or
// a truncated archive is false (the caller then takes the whole
// destination).
func tarNames(data []byte) ([]string, bool) {
	var out []string
	longName := ""
	for off := 0; len(out) <= maxMembers; {
		if off+512 > len(data) {
			return nil, false // no end-of-archive blocks: truncated
		}
		h := data[off : off+512]
		if bytes.Count(h, []byte{0}) == 512 {
			return out, true
		}
		size, ok := tarSize(h[124:136])
		if !ok || size < 0 {
			return nil, false
		}
		body := off + 512
		next := body + int((size+511)/512*512)
		if next > len(data) || next < body {
			return nil, false
		}
		name := tarString(h[0:100])
		if string(h[257:262]) == "ustar" {
			if p := tarString(h[345:500]); p != "" && string(h[257:263]) == "ustar\x00" {
				name = p + "/" + name
			}
		}
		if longName != "" {
			name, longName = longName, ""
		}
		switch h[156] {
		case 'L': // GNU: the next member's long name
			longName = tarString(data[body : body+int(size)])
			off = next
			continue
		case 'x': // PAX: records for the next member
			if p, ok := paxPath(data[body : body+int(size)]); ok {
				longName = p
			}
			off = next
			continue
		case 'g': // PAX global header
			off = next
			continue
		case '5': // directory
			off = next
			continue
		case '0', 0, '7', '6', 'S':
		default:
			return nil, false // links and devices
		}
		m, ok := memberName(name)
		if !ok {
			return nil, false
		}
		out = append(out, m)
		off = next
	}
	return nil, false
}

// maxArchive bounds what tarNames reads of a (decompressed) archive.
const maxArchive = 64 << 20

func tarString(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return string(b)
}

// tarSize reads a header's size field: octal, or base-256 when the high
// bit of its first byte is set.
func tarSize(b []byte) (int64, bool) {
	if len(b) > 0 && b[0]&0x80 != 0 {
		var n int64
		for i, c := range b {
			if i == 0 {
				c &= 0x7f
			}
			if n > (1<<62)>>8 {
				return 0, false
			}
			n = n<<8 | int64(c)
		}
		return n, true
	}
	s := strings.Trim(string(b), " \x00")
	if s == "" {
		return 0, true
	}
	n, err := strconv.ParseInt(s, 8, 64)
	return n, err == nil
}

// paxPath is the path record of PAX extended header records b
// ("LEN path=NAME\n").
func paxPath(b []byte) (string, bool) {
	for len(b) > 0 {
		sp := bytes.IndexByte(b, ' ')
		if sp <= 0 {
			return "", false
		}
		n, err := strconv.Atoi(string(b[:sp]))
		if err != nil || n <= sp || n > len(b) {
			return "", false
		}
		rec := strings.TrimSuffix(string(b[sp+1:n]), "\n")
		if k, v, ok := strings.Cut(rec, "="); ok && k == "path" {
			return v, true
		}
		b = b[n:]
	}
	return "", false
}

// memberName is archive member name n as the extractor writes it: false
// when it is absolute or climbs out with "..".
func memberName(n string) (string, bool) {
	n = path.Clean(strings.TrimPrefix(n, "./"))
	if n == "." || path.IsAbs(n) || n == ".." || strings.HasPrefix(n, "../") {
		return "", false
	}
	return n, true
}

// unzipWrites reads `unzip [opts] ZIP [members] [-x excluded] [-d DIR]`:
// options may follow the archive. Listing, testing and -p/-c write
// nothing; extraction writes the members named, or those the archive
// lists, or the whole destination.
func unzipWrites(a *argv, c *writeCtx) {
	raw := a.raw
	var zipName, dir string
	var members []string
	junk, excl := false, false
	for i := 0; i < len(raw); i++ {
		w := raw[i]
		if strings.HasPrefix(w, "-") && len(w) > 1 {
			excl = false
			for j := 1; j < len(w); j++ {
				switch w[j] {
				case 'l', 'v', 't', 'z', 'Z', 'p', 'c':
					return // lists, tests or writes to stdout
				case 'j':
					junk = true
				case 'x':
					excl = true
				case 'd', 'P', 'I', 'O':
					v := w[j+1:]
					if v == "" && i+1 < len(raw) {
						i++
						v = raw[i]
					}
					if w[j] == 'd' {
						dir = v
					}
					j = len(w)
				}
			}
			continue
		}
		switch {
		case excl:
		case zipName == "":
			zipName = w
		default:
			members = append(members, w)
		}
	}
	if zipName == "" {
		return
	}
	dest := join(dir, ".")
	name := func(m string) string {
		if junk {
			m = path.Base(m)
		}
		return join(dest, m)
	}
	if len(members) > 0 && !strings.ContainsAny(strings.Join(members, ""), "*?[") {
		for _, m := range members {
			c.add(name(m), "unzip")
		}
		return
	}
	for _, z := range []string{zipName, zipName + ".zip"} {
		if b, ok := c.readFile(z); ok {
			if names, ok := zipMembers(b); ok {
				for _, m := range names {
					c.add(name(m), "unzip")
				}
				return
			}
			break
		}
	}
	c.add(dest, "unzip")
}

// zipMembers lists the files in zip archive b; false when it cannot be
// read, or a member is a link or climbs out of the destination.
func zipMembers(b []byte) ([]string, bool) {
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil || len(zr.File) > maxMembers {
		return nil, false
	}
	var out []string
	for _, f := range zr.File {
		mode := f.Mode()
		if mode.IsDir() {
			continue
		}
		if mode&fs.ModeSymlink != 0 || !mode.IsRegular() {
			return nil, false
		}
		m, ok := memberName(f.Name)
		if !ok {
			return nil, false
		}
		out = append(out, m)
	}
	return out, true
}

// sevenZipWrites reads `7z COMMAND [switches] ARCHIVE [files]`: a, d, u
// and rn write the archive; x and e extract under -oDIR (or here).
func sevenZipWrites(a *argv, c *writeCtx) {
	raw := a.raw
	var words []string
	dir, stdout := "", false
	for _, w := range raw {
		switch {
		case strings.HasPrefix(w, "-o"):
			dir = w[2:]
		case w == "-so":
			stdout = true
		case strings.HasPrefix(w, "-") && len(w) > 1:
		default:
			words = append(words, w)
		}
	}
	if len(words) < 2 {
		return
	}
	switch words[0] {
	case "a", "d", "u", "rn":
		c.add(words[1], "7z")
	case "x", "e":
		if !stdout {
			c.add(join(dir, "."), "extract")
		}
	}
}

// cpioWrites reads cpio: -i extracts under -D (or here), -p copies into
// its directory operand, -o writes the archive -F/-O names.
func cpioWrites(a *argv, c *writeCtx) {
	dir, _ := a.value("-D", "--directory")
	switch {
	case a.has("-i", "--extract"):
		if !a.has("-t", "--list") {
			c.add(join(dir, "."), "extract")
		}
	case a.has("-p", "--pass-through"):
		for _, p := range a.ops {
			c.add(join(dir, p), "extract")
		}
	case a.has("-o", "--create"):
		for _, p := range a.values("-F", "--file", "-O") {
			c.add(p, "cpio")
		}
	}
}

// arWrites reads `ar [-]KEY[MODS] [--output DIR] [RELPOS] [COUNT] ARCHIVE
// [MEMBERS]`: x extracts the members (all: the whole directory), d m q r
// s write the archive.
func arWrites(a *argv, c *writeCtx) {
	raw := a.raw
	out := ""
	var words []string
	for i := 0; i < len(raw); i++ {
		w := raw[i]
		if v, ok := strings.CutPrefix(w, "--output="); ok {
			out = v
			continue
		}
		if (w == "--output" || w == "--plugin" || w == "--target") && i+1 < len(raw) {
			if w == "--output" {
				out = raw[i+1]
			}
			i++
			continue
		}
		words = append(words, w)
	}
	if len(words) < 2 {
		return
	}
	key := strings.TrimPrefix(words[0], "-")
	rest := words[1:]
	if strings.ContainsAny(key, "abi") && len(rest) > 0 {
		rest = rest[1:] // the member to insert relative to
	}
	if strings.Contains(key, "N") && len(rest) > 0 {
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return
	}
	archive, members := rest[0], rest[1:]
	switch {
	case strings.Contains(key, "x"):
		if len(members) == 0 {
			c.add(join(out, "."), "extract")
		}
		for _, m := range members {
			c.add(join(out, path.Base(m)), "extract")
		}
	case strings.ContainsAny(key, "dmqrs"):
		c.add(archive, "ar")
	}
}

// jarWrites reads jar's tar-like grammar: x extracts here, c and u write
// the -f archive.
func jarWrites(a *argv, c *writeCtx) {
	f, ok := a.value("-f", "--file")
	switch {
	case a.has("-x", "--extract"):
		c.add(".", "extract")
	case a.has("-c", "--create", "-u", "--update") && ok:
		c.add(f, "jar")
	}
}

// curlValues are curl's options that take a value.
const curlValues = "-A -b -c -C -d -D -E -e -F -H -K -m -o -P -Q -r -t -T -u -U -w -x -X -Y -y -z " +
	"--abstract-unix-socket --alt-svc --aws-sigv4 --cacert --capath --cert --cert-type --ciphers --config --connect-timeout " +
	"--connect-to --continue-at --cookie --cookie-jar --create-file-mode --crlfile --curves --data --data-ascii --data-binary " +
	"--data-raw --data-urlencode --delegation --dns-interface --dns-ipv4-addr --dns-ipv6-addr --dns-servers --doh-url " +
	"--dump-header --egd-file --engine --etag-compare --etag-save --expect100-timeout --form --form-string --ftp-account " +
	"--ftp-alternative-to-user --ftp-method --ftp-port --ftp-ssl-ccc-mode --happy-eyeballs-timeout-ms --header --hostpubmd5 " +
	"--hostpubsha256 --hsts --interface --json --keepalive-time --key --key-type --krb --libcurl --limit-rate --local-port " +
	"--login-options --mail-auth --mail-from --mail-rcpt --max-filesize --max-redirs --max-time --netrc-file --noproxy " +
	"--oauth2-bearer --output --output-dir --parallel-max --pass --pinnedpubkey --proto --proto-default --proto-redir " +
	"--proxy --proxy-cacert --proxy-capath --proxy-cert --proxy-cert-type --proxy-ciphers --proxy-crlfile --proxy-header " +
	"--proxy-key --proxy-key-type --proxy-pass --proxy-pinnedpubkey --proxy-service-name --proxy-tls13-ciphers " +
	"--proxy-tlsauthtype --proxy-tlspassword --proxy-tlsuser --proxy-user --pubkey --quote --random-file --range --rate " +
	"--referer --request --request-target --resolve --retry --retry-delay --retry-max-time --sasl-authzid --service-name " +
	"--socks4 --socks4a --socks5 --socks5-gssapi-service --socks5-hostname --speed-limit --speed-time --stderr " +
	"--telnet-option --tftp-blksize --time-cond --tls-max --tls13-ciphers --tlsauthtype --tlspassword --tlsuser --trace " +
	"--trace-ascii --trace-config --unix-socket --upload-file --url --url-query --user --user-agent --write-out --variable " +
	"--ip-tos --mptcp --vlan-priority"

// curlWrites reads curl: -o FILE and -O (the URL's last path segment)
// pair with the URLs in order, under --output-dir; the header dump,
// cookie jar, traces, --stderr, --libcurl, --etag-save, --hsts,
// --alt-svc, and %output{FILE} in --write-out are written too. Options
// from a config file (-K) are not known.
func curlWrites(a *argv, c *writeCtx) {
	if f, ok := a.value("-K", "--config"); ok {
		c.unknown("curl reads its options from " + f)
	}
	dir, _ := a.value("--output-dir")
	for _, p := range a.values("-D", "--dump-header", "-c", "--cookie-jar", "--trace", "--trace-ascii", "--stderr", "--libcurl", "--etag-save", "--hsts", "--alt-svc") {
		if p != "-" && p != "%" {
			c.add(p, "curl")
		}
	}
	for _, w := range a.values("-w", "--write-out") {
		for rest := w; ; {
			i := strings.Index(rest, "%output{")
			if i < 0 {
				break
			}
			rest = rest[i+len("%output{"):]
			j := strings.IndexByte(rest, '}')
			if j < 0 {
				break
			}
			c.add(strings.TrimPrefix(rest[:j], ">>"), "curl")
			rest = rest[j+1:]
		}
	}
	urls := append(append([]string(nil), a.values("--url")...), a.ops...)
	n := 0 // the next URL an output option pairs with
	remote := func(i int) {
		if i >= len(urls) {
			return
		}
		u := urls[i]
		if strings.ContainsAny(u, "{[") {
			c.unknown("curl names its output after the URLs its glob " + u + " makes")
			return
		}
		if b := urlBase(u); b != "" {
			c.add(join(dir, b), "curl")
		}
	}
	for _, o := range a.opts {
		switch o.name {
		case "-o", "--output":
			if o.value != "-" {
				if strings.Contains(o.value, "#") {
					c.unknown("curl names its output " + o.value + " after its URL glob")
				} else {
					c.add(join(dir, o.value), "curl")
				}
			}
			n++
		case "-O", "--remote-name":
			remote(n)
			n++
		case "-J", "--remote-header-name":
			c.unknown("curl takes the output name from the server (-J)")
		}
	}
	if a.has("--remote-name-all") {
		for ; n < len(urls); n++ {
			remote(n)
		}
	}
}

// urlBase is the last segment of u's path, as curl -O and wget name
// their output; "" when it has none.
func urlBase(u string) string {
	if p, err := url.Parse(u); err == nil && p.Host != "" {
		u = p.Path
	} else {
		u, _, _ = strings.Cut(u, "?")
		u, _, _ = strings.Cut(u, "#")
		if i := strings.Index(u, "://"); i >= 0 {
			u = u[i+3:]
			if j := strings.IndexByte(u, '/'); j >= 0 {
				u = u[j:]
			} else {
				u = ""
			}
		}
	}
	if strings.HasSuffix(u, "/") || u == "" {
		return ""
	}
	b := path.Base(u)
	if b == "." || b == ".." || b == "/" {
		return ""
	}
	return b
}

// wgetValues are wget's options that take a value.
const wgetValues = "-O --output-document -o --output-file -a --append-output -P --directory-prefix -i --input-file -B --base " +
	"-e --execute --config -t --tries -T --timeout -w --wait -Q --quota -l --level -A --accept -R --reject -D --domains " +
	"-X --exclude-directories -I --include-directories -U --user-agent --header --post-data --post-file --body-data " +
	"--body-file --method --user --password --http-user --http-password --proxy-user --proxy-password --load-cookies " +
	"--save-cookies --default-page --rejected-log --warc-file --warc-header --warc-max-size --warc-dedup --warc-tempdir " +
	"--cut-dirs --restrict-file-names --limit-rate --referer --ca-certificate --ca-directory --certificate --certificate-type " +
	"--private-key --private-key-type --crl-file --pinnedpubkey --ciphers --use-askpass --local-encoding --remote-encoding " +
	"--bind-address --prefer-family --dns-timeout --connect-timeout --read-timeout --waitretry --start-pos --progress " +
	"--report-speed --retry-on-http-error --compression --secure-protocol --ftp-user --ftp-password --follow-tags " +
	"--ignore-tags --exclude-domains --accept-regex --reject-regex --regex-type --backups"

// wgetWrites reads wget: -O FILE, else each URL's base name (index.html
// for none) under -P; recursive and named-by-server downloads write the
// whole -P directory; the logs and cookie files it writes; -e wgetrc
// commands that set the output.
func wgetWrites(a *argv, c *writeCtx) {
	dir, _ := a.value("-P", "--directory-prefix")
	out, hasOut := a.value("-O", "--output-document")
	for _, e := range a.values("-e", "--execute") {
		k, v, _ := strings.Cut(e, "=")
		k = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(k)), "_", "")
		v = strings.TrimSpace(v)
		switch k {
		case "outputdocument":
			out, hasOut = v, true
		case "dirprefix":
			dir = v
		case "logfile", "savecookies":
			c.add(v, "wget")
		}
	}
	if f, ok := a.value("--config"); ok {
		c.unknown("wget reads its options from " + f)
	}
	for _, p := range a.values("-o", "--output-file", "-a", "--append-output", "--save-cookies", "--rejected-log") {
		c.add(p, "wget")
	}
	for _, p := range a.values("--warc-file") {
		c.add(p+".warc.gz", "wget")
	}
	if hasOut {
		if out != "-" {
			c.add(out, "wget")
		}
		return
	}
	if a.has("-r", "--recursive", "-m", "--mirror", "-p", "--page-requisites", "-x", "--force-directories", "-i", "--input-file", "--content-disposition", "--trust-server-names") {
		c.add(join(dir, "."), "wget -r")
		return
	}
	for _, u := range a.ops {
		b := urlBase(u)
		if b == "" {
			b = "index.html"
		}
		c.add(join(dir, b), "wget")
	}
}

// compressor is how gzip and its kin name what they write.
type compressor struct {
	suffix     string            // added when compressing
	undo       map[string]string // suffix to what replaces it when decompressing
	decompress bool              // the program decompresses by default (gunzip)
	keeps      bool              // the source stays unless --rm (zstd, lz4)
}

// compressWrites reads a compressor: each operand X becomes X.gz (or loses
// its suffix when decompressing) and is removed (unless -k); -c, -t and
// -l write nothing; -o names the output (zstd); -r works on whole
// directories.
func compressWrites(z compressor) func(*argv, *writeCtx) {
	return func(a *argv, c *writeCtx) {
		if a.has("-c", "--stdout", "--to-stdout", "-t", "--test", "-l", "--list", "-h", "--help", "-V", "--version") {
			return
		}
		how := a.prog
		ops := a.ops
		if how == "lz4" && len(ops) == 2 && !a.has("-m", "--multiple") {
			c.add(ops[1], how) // lz4 IN OUT
			ops = ops[:1]
			if !a.has("--rm") {
				return
			}
		}
		if o, ok := a.value("-o"); ok && o != "" {
			c.add(o, how)
			if !a.has("--rm") {
				return
			}
			for _, p := range ops {
				c.add(p, "rm")
			}
			return
		}
		dec := z.decompress || a.has("-d", "--decompress", "--uncompress")
		suffix := z.suffix
		if s, ok := a.value("-S", "--suffix"); ok {
			suffix = s
		}
		removes := (!z.keeps || a.has("--rm")) && !a.has("-k", "--keep")
		for _, p := range ops {
			if p == "-" {
				continue
			}
			if a.has("-r", "--recursive") {
				c.add(p, how) // every file under it is replaced
				continue
			}
			src, dst := p, p+suffix
			if dec {
				dst = ""
				for from, to := range z.undo {
					if strings.HasSuffix(p, from) && len(p) > len(from) {
						dst = strings.TrimSuffix(p, from) + to
					}
				}
				if strings.HasSuffix(p, suffix) && len(p) > len(suffix) {
					dst = strings.TrimSuffix(p, suffix)
				}
				if dst == "" { // gunzip x reads x.gz
					src, dst = p+suffix, p
				}
			}
			if removes {
				c.add(src, "rm")
			}
			c.add(dst, how)
		}
	}
}
