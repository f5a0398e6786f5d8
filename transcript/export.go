package transcript

import (
	"bufio"
	"encoding/json"
	"io"
)

// ExportSchema names the normalized JSONL format written by Export.
//
// The format (documented for users in docs/transcript-export.md): the first
// line is a header object
//
//	{"schema":"vouch.transcript/v1","session":{"agent":…,"agent_version":…,"id":…,"cwd":…,"models":[…],"start":…,"end":…,"path":…},"records":N,"problems":["FILE:LINE: msg",…]}
//
// and every further line is one Event, with the field names of Event's JSON
// tags. Fields that are unknown or empty are left out. Readers must ignore
// fields they do not know; new fields may be added within v1.
const ExportSchema = "vouch.transcript/v1"

// ExportHeader is the first line of an export.
type ExportHeader struct {
	Schema   string   `json:"schema"`
	Session  *Session `json:"session"`
	Records  int      `json:"records"`
	Problems []string `json:"problems,omitempty"`
}

// NewExportHeader returns the header line for s.
func NewExportHeader(s *Session) ExportHeader {
	h := ExportHeader{Schema: ExportSchema, Session: s, Records: s.Records}
	for _, p := range s.Problems {
		h.Problems = append(h.Problems, p.Error())
	}
	return h
}

// Export writes s as normalized JSONL: a header line, then one line per event.
func Export(w io.Writer, s *Session) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(NewExportHeader(s)); err != nil {
		return err
	}
	for _, e := range s.Events {
		if err := enc.Encode(e); err != nil {
			return err
		}
	}
	return bw.Flush()
}
