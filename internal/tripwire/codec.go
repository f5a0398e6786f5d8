package tripwire

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
)

// The manifest's text form, one record a line, fields separated by tabs;
// strings escape backslash, tab, newline and carriage return:
//
//	vouch-tripwire 1
//	root <root>
//	at <unix ns>
//	capped
//	f <path> <rule> <sum> <copy 0|1> <stat>
//	d <path> <stat>
//	p <path> <what> <rule> <restored 0|1> <moved> <err> <stat seen>
//
// where <stat> is seven fields: exists (0|1), mode, size, mtime ns, ctime
// ns, inode, link target.
const magic = "vouch-tripwire"

func encodeManifest(m *manifest) []byte {
	var b strings.Builder
	b.Grow(128 + 160*(len(m.Files)+len(m.Dirs)))
	b.WriteString(magic + " " + strconv.Itoa(m.Version) + "\nroot\t")
	b.WriteString(esc(m.Root))
	b.WriteString("\nat\t" + strconv.FormatInt(m.Taken, 10) + "\n")
	if m.Capped {
		b.WriteString("capped\n")
	}
	for _, e := range m.Files {
		b.WriteString("f\t" + esc(e.Path) + "\t" + esc(e.Rule) + "\t" + e.Sum + "\t" + bit(e.Copy))
		writeStat(&b, e.stat)
	}
	for _, d := range m.Dirs {
		b.WriteString("d\t" + esc(d.Path))
		writeStat(&b, d.stat)
	}
	for _, p := range m.Pending {
		b.WriteString("p\t" + esc(p.Path) + "\t" + esc(p.What) + "\t" + esc(p.Rule) + "\t" + bit(p.Restored) +
			"\t" + esc(p.Moved) + "\t" + esc(p.Err))
		writeStat(&b, p.Seen)
	}
	return []byte(b.String())
}

func writeStat(b *strings.Builder, st stat) {
	b.WriteString("\t" + bit(st.Exists) + "\t" + strconv.FormatUint(uint64(st.Mode), 10) + "\t" +
		strconv.FormatInt(st.Size, 10) + "\t" + strconv.FormatInt(st.Mtime, 10) + "\t" +
		strconv.FormatInt(st.Ctime, 10) + "\t" + strconv.FormatUint(st.Ino, 10) + "\t" + esc(st.Link) + "\n")
}

func bit(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

var escaper = strings.NewReplacer("\\", `\\`, "\t", `\t`, "\n", `\n`, "\r", `\r`)

func esc(s string) string {
	if !strings.ContainsAny(s, "\\\t\n\r") {
		return s
	}
	return escaper.Replace(s)
}

func unesc(s string) (string, error) {
	if !strings.Contains(s, `\`) {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		if i++; i == len(s) {
			return "", errors.New("a string ends in a backslash")
		}
		switch s[i] {
		case '\\':
			b.WriteByte('\\')
		case 't':
			b.WriteByte('\t')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		default:
			return "", fmt.Errorf("unknown escape \\%c", s[i])
		}
	}
	return b.String(), nil
}

// decodeManifest parses and checks a manifest; name is for the errors,
// which wrap ErrCorrupt and give the line.
func decodeManifest(name string, data []byte) (*manifest, error) {
	text := string(data)
	m := &manifest{}
	line := 0
	fail := func(format string, args ...any) (*manifest, error) {
		return nil, fmt.Errorf("%w: %s:%d: %s", ErrCorrupt, name, line, fmt.Sprintf(format, args...))
	}
	sawRoot := false
	var f []string
	for text != "" {
		line++
		var l string
		i := strings.IndexByte(text, '\n')
		if i < 0 {
			return fail("the last line is cut short")
		}
		l, text = text[:i], text[i+1:]
		if line == 1 {
			v, ok := strings.CutPrefix(l, magic+" ")
			n, err := strconv.Atoi(v)
			if !ok || err != nil {
				return fail("expected %q and a version", magic)
			}
			if n != manifestVersion {
				return fail("version %d, expected %d", n, manifestVersion)
			}
			m.Version = n
			continue
		}
		f = splitTabs(l, f[:0])
		var err error
		switch f[0] {
		case "root":
			if len(f) != 2 {
				return fail("root: expected 1 field")
			}
			m.Root, err = unesc(f[1])
			sawRoot = true
		case "at":
			if len(f) != 2 {
				return fail("at: expected 1 field")
			}
			m.Taken, err = strconv.ParseInt(f[1], 10, 64)
		case "capped":
			m.Capped = true
		case "f":
			if len(f) != 5+statFields {
				return fail("file: %d fields, expected %d", len(f)-1, 4+statFields)
			}
			var e entry
			if e.Path, err = unesc(f[1]); err == nil {
				if e.Rule, err = unesc(f[2]); err == nil {
					e.Sum = f[3]
					if e.Copy, err = parseBit(f[4]); err == nil {
						e.stat, err = parseStat(f[5:])
					}
				}
			}
			m.Files = append(m.Files, e)
		case "d":
			if len(f) != 2+statFields {
				return fail("directory: %d fields, expected %d", len(f)-1, 1+statFields)
			}
			var d dir
			if d.Path, err = unesc(f[1]); err == nil {
				d.stat, err = parseStat(f[2:])
			}
			m.Dirs = append(m.Dirs, d)
		case "p":
			if len(f) != 7+statFields {
				return fail("pending change: %d fields, expected %d", len(f)-1, 6+statFields)
			}
			var p pending
			strs := []*string{&p.Path, &p.What, &p.Rule, nil, &p.Moved, &p.Err}
			for j, dst := range strs {
				if dst != nil && err == nil {
					*dst, err = unesc(f[1+j])
				}
			}
			if err == nil {
				if p.Restored, err = parseBit(f[4]); err == nil {
					p.Seen, err = parseStat(f[7:])
				}
			}
			m.Pending = append(m.Pending, p)
		default:
			return fail("unknown record %q", f[0])
		}
		if err != nil {
			return fail("%s: %v", f[0], err)
		}
	}
	if m.Version == 0 {
		return fail("empty, expected %q", magic)
	}
	if !sawRoot || !filepath.IsAbs(m.Root) {
		return fail("root %q, expected an absolute path", m.Root)
	}
	return validate(name, m)
}

const statFields = 7

// splitTabs is strings.Split(l, "\t") into buf, reused line after line.
func splitTabs(l string, buf []string) []string {
	for {
		i := strings.IndexByte(l, '\t')
		if i < 0 {
			return append(buf, l)
		}
		buf = append(buf, l[:i])
		l = l[i+1:]
	}
}

func parseStat(f []string) (stat, error) {
	var st stat
	var err error
	var mode uint64
	if st.Exists, err = parseBit(f[0]); err != nil {
		return st, err
	}
	if mode, err = strconv.ParseUint(f[1], 10, 32); err != nil {
		return st, err
	}
	st.Mode = uint32(mode)
	if st.Size, err = strconv.ParseInt(f[2], 10, 64); err != nil {
		return st, err
	}
	if st.Mtime, err = strconv.ParseInt(f[3], 10, 64); err != nil {
		return st, err
	}
	if st.Ctime, err = strconv.ParseInt(f[4], 10, 64); err != nil {
		return st, err
	}
	if st.Ino, err = strconv.ParseUint(f[5], 10, 64); err != nil {
		return st, err
	}
	st.Link, err = unesc(f[6])
	return st, err
}

func parseBit(s string) (bool, error) {
	switch s {
	case "0":
		return false, nil
	case "1":
		return true, nil
	}
	return false, fmt.Errorf("%q, expected 0 or 1", s)
}

// validate checks what the paths and hashes of a decoded manifest may be.
func validate(name string, m *manifest) (*manifest, error) {
	for _, e := range m.Files {
		if err := checkPath(e.Path); err != nil {
			return nil, fmt.Errorf("%w: %s: file %v", ErrCorrupt, name, err)
		}
		if e.Sum != "" && !isSum(e.Sum) {
			return nil, fmt.Errorf("%w: %s: file %q: hash %q, expected 64 hex digits", ErrCorrupt, name, e.Path, e.Sum)
		}
		if e.Copy && e.Sum == "" {
			return nil, fmt.Errorf("%w: %s: file %q: a copy without a hash", ErrCorrupt, name, e.Path)
		}
		if e.Copy && !fs.FileMode(e.Mode).IsRegular() {
			return nil, fmt.Errorf("%w: %s: file %q: a copy of what is not a regular file", ErrCorrupt, name, e.Path)
		}
	}
	for _, d := range m.Dirs {
		if err := checkPath(d.Path); err != nil {
			return nil, fmt.Errorf("%w: %s: directory %v", ErrCorrupt, name, err)
		}
	}
	for _, p := range m.Pending {
		if err := checkPath(p.Path); err != nil {
			return nil, fmt.Errorf("%w: %s: pending change %v", ErrCorrupt, name, err)
		}
	}
	return m, nil
}
