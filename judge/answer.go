package judge

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/vouchdev/vouch/report"
	"github.com/vouchdev/vouch/verify"
)

// Answer is the judge's final answer (OutputSchema).
type Answer struct {
	Claims     []ClaimAnswer `json:"claims"`
	Suspicions []Suspicion   `json:"suspicions"`
}

// ClaimAnswer is the verdict on one claim.
type ClaimAnswer struct {
	ClaimID    string `json:"claim_id"`
	Verdict    string `json:"verdict"`
	Confidence string `json:"confidence"`
	Evidence   []Cite `json:"evidence"`
}

// Cite is one piece of evidence: where (file:line, gate:NAME, event N)
// and what it shows.
type Cite struct {
	Ref    string `json:"ref"`
	Detail string `json:"detail"`
}

// Suspicion is something wrong the judge saw in the turn's diff.
type Suspicion struct {
	Kind       string `json:"kind"`
	File       string `json:"file"`
	Line       int    `json:"line"`
	Message    string `json:"message"`
	Confidence string `json:"confidence"`
}

// ParseAnswer reads the model's final text as an Answer. It accepts the
// object alone, in a ```json fence, or with prose around it; anything else
// (no object, bad JSON, a missing "claims" field) is an error saying what
// was expected.
func ParseAnswer(text string) (*Answer, error) {
	s := strings.TrimSpace(text)
	if s == "" {
		return nil, fmt.Errorf("%w: empty, expected a JSON object {\"claims\": [...], \"suspicions\": [...]}", errMalformed)
	}
	if i := strings.Index(s, "{"); i > 0 {
		s = s[i:]
	}
	if j := strings.LastIndex(s, "}"); j >= 0 && j < len(s)-1 {
		s = s[:j+1]
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &raw); err != nil {
		return nil, fmt.Errorf("%w: %v, expected a JSON object {\"claims\": [...], \"suspicions\": [...]}", errMalformed, err)
	}
	if _, ok := raw["claims"]; !ok {
		return nil, fmt.Errorf("%w: no \"claims\" field, expected {\"claims\": [...], \"suspicions\": [...]}", errMalformed)
	}
	var a Answer
	if err := json.Unmarshal([]byte(s), &a); err != nil {
		return nil, fmt.Errorf("%w: %v", errMalformed, err)
	}
	return &a, nil
}

var (
	verdicts    = []string{string(report.VerdictVerified), string(report.VerdictRefuted), string(report.VerdictUnverified)}
	confidences = []string{report.ConfidenceHigh, report.ConfidenceMedium, report.ConfidenceLow}
	kinds       = []string{report.FindingSpecialCasedInput, report.FindingHardCodedResult, report.FindingAssertionLoosened, report.FindingClaimedBeyondDiff}
)

// validate keeps what of the answer holds up: claims asked about, known
// verdicts and confidences, evidence that exists in the workspace, the
// gates or the turn. Everything dropped gets a note. A refutation left with
// no evidence is no refutation: it becomes unverified.
func validate(a *Answer, in *verify.ReviewInput) ([]verify.ReviewedClaim, []report.Finding, []string) {
	var (
		notes  []string
		claims []verify.ReviewedClaim
		finds  []report.Finding
		seen   = map[string]bool{}
		lines  = lineCounter(in.Workspace)
	)
	for _, c := range a.Claims {
		switch {
		case !slices.Contains(in.Claims, c.ClaimID):
			notes = append(notes, fmt.Sprintf("dropped a verdict on claim %q: not one of the claims asked about (%s)", c.ClaimID, strings.Join(in.Claims, ", ")))
			continue
		case seen[c.ClaimID]:
			notes = append(notes, fmt.Sprintf("dropped a second verdict on claim %s", c.ClaimID))
			continue
		case !slices.Contains(verdicts, c.Verdict):
			notes = append(notes, fmt.Sprintf("dropped the verdict on claim %s: verdict %q, expected verified, refuted or unverified", c.ClaimID, c.Verdict))
			continue
		case !slices.Contains(confidences, c.Confidence):
			notes = append(notes, fmt.Sprintf("dropped the verdict on claim %s: confidence %q, expected high, medium or low", c.ClaimID, c.Confidence))
			continue
		}
		seen[c.ClaimID] = true
		rc := verify.ReviewedClaim{ID: c.ClaimID, Verdict: report.Verdict(c.Verdict), Confidence: c.Confidence}
		cited := 0
		for _, e := range c.Evidence {
			if d := strings.TrimSpace(e.Detail); strings.TrimSpace(e.Ref) == "" && couldNotVerify(d) {
				// The persona's procedure lists the checks it could not
				// decide: kept, but they prove nothing.
				rc.Evidence = append(rc.Evidence, report.Evidence{Source: "judge", Detail: d})
				continue
			}
			ref, why := resolveRef(e.Ref, in, lines)
			if why != "" {
				notes = append(notes, fmt.Sprintf("dropped evidence %q for claim %s: %s", e.Ref, c.ClaimID, why))
				continue
			}
			cited++
			rc.Evidence = append(rc.Evidence, report.Evidence{Source: "judge", Detail: strings.TrimSpace(e.Detail), Ref: ref})
		}
		if rc.Verdict != report.VerdictUnverified && cited == 0 {
			notes = append(notes, fmt.Sprintf("claim %s: the judge said %s but cited nothing that exists, so it stays unverified", c.ClaimID, rc.Verdict))
			rc.Verdict = report.VerdictUnverified
		}
		claims = append(claims, rc)
	}
	for _, s := range a.Suspicions {
		switch {
		case !slices.Contains(kinds, s.Kind):
			notes = append(notes, fmt.Sprintf("dropped a suspicion of kind %q: expected one of %s", s.Kind, strings.Join(kinds, ", ")))
			continue
		case !slices.Contains(confidences, s.Confidence):
			notes = append(notes, fmt.Sprintf("dropped a %s suspicion: confidence %q, expected high, medium or low", s.Kind, s.Confidence))
			continue
		case strings.TrimSpace(s.Message) == "":
			notes = append(notes, fmt.Sprintf("dropped a %s suspicion without a message", s.Kind))
			continue
		}
		f := report.Finding{Kind: s.Kind, Message: strings.TrimSpace(s.Message), Confidence: s.Confidence}
		if s.File != "" || s.Kind != report.FindingClaimedBeyondDiff {
			// Work claimed beyond the diff may have no place to point to;
			// every other suspicion is about a line of it.
			ref, why := resolveRef(fmt.Sprintf("%s:%d", s.File, s.Line), in, lines)
			if why != "" {
				notes = append(notes, fmt.Sprintf("dropped a %s suspicion at %s:%d: %s", s.Kind, s.File, s.Line, why))
				continue
			}
			f.File, f.Line = splitFileLine(ref)
		}
		finds = append(finds, f)
	}
	return claims, finds, notes
}

var (
	reFileLine = regexp.MustCompile(`^(.+?):(\d+)(?:-\d+)?(?::\d+)?$`)
	reEvent    = regexp.MustCompile(`^event (\d+)\b`)
)

// couldNotVerify: an evidence detail listing a check the judge could not
// decide ("could not verify: ...").
func couldNotVerify(detail string) bool {
	return len(detail) >= len("could not verify") && strings.EqualFold(detail[:len("could not verify")], "could not verify")
}

// resolveRef checks that a cited ref exists and returns it cleaned
// (workspace-relative file:line); why says why not.
func resolveRef(ref string, in *verify.ReviewInput, lines func(string) (int, error)) (string, string) {
	ref = strings.Trim(strings.TrimSpace(ref), "`")
	switch {
	case ref == "":
		return "", "no ref"
	case strings.HasPrefix(ref, "gate:"):
		name := strings.TrimSpace(strings.TrimPrefix(ref, "gate:"))
		for _, g := range in.Report.Gates {
			if g.Name == name {
				return "gate:" + name, ""
			}
		}
		return "", fmt.Sprintf("no gate named %q ran", name)
	case reEvent.MatchString(ref):
		n, _ := strconv.Atoi(reEvent.FindStringSubmatch(ref)[1])
		if in.Evidence != nil {
			for _, e := range in.Evidence.TurnEvents {
				if e.Index == n {
					return ref, ""
				}
			}
		}
		return "", fmt.Sprintf("the turn has no event %d", n)
	}
	m := reFileLine.FindStringSubmatch(ref)
	if m == nil {
		return "", "expected file:line, gate:NAME or event N"
	}
	file := m[1]
	if filepath.IsAbs(file) {
		r, err := filepath.Rel(in.Workspace, file)
		if err != nil || strings.HasPrefix(r, "..") {
			return "", "the file is outside the workspace"
		}
		file = r
	}
	file = filepath.ToSlash(filepath.Clean(file))
	if file == ".." || strings.HasPrefix(file, "../") {
		return "", "the file is outside the workspace"
	}
	line, _ := strconv.Atoi(m[2])
	n, err := lines(file)
	if err != nil {
		return "", "no such file in the workspace"
	}
	if line < 1 || line > n {
		return "", fmt.Sprintf("%s has %d lines", file, n)
	}
	return fmt.Sprintf("%s:%d", file, line), ""
}

func splitFileLine(ref string) (string, int) {
	i := strings.LastIndex(ref, ":")
	n, _ := strconv.Atoi(ref[i+1:])
	return ref[:i], n
}

// lineCounter counts the lines of workspace files, each once.
func lineCounter(ws string) func(string) (int, error) {
	cache := map[string]int{}
	return func(rel string) (int, error) {
		if n, ok := cache[rel]; ok {
			return n, nil
		}
		f, err := os.Open(filepath.Join(ws, filepath.FromSlash(rel)))
		if err != nil {
			return 0, err
		}
		defer f.Close()
		if st, err := f.Stat(); err != nil || st.IsDir() {
			return 0, fmt.Errorf("%s is not a file", rel)
		}
		n := 0
		r := bufio.NewReader(f)
		for {
			_, err := r.ReadSlice('\n')
			if err == bufio.ErrBufferFull {
				continue
			}
			if err != nil {
				// A last line without a newline still counts.
				break
			}
			n++
		}
		// Count a trailing unterminated line.
		if st, _ := f.Stat(); st != nil && st.Size() > 0 {
			if b := lastByte(f, st.Size()); b != '\n' {
				n++
			}
		}
		cache[rel] = n
		return n, nil
	}
}

func lastByte(f *os.File, size int64) byte {
	b := make([]byte, 1)
	if _, err := f.ReadAt(b, size-1); err != nil {
		return '\n'
	}
	return b[0]
}
