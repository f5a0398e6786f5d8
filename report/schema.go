package report

import _ "embed"

// JSONSchema is the JSON Schema (draft 2020-12) of the JSON report; the
// same file is published as docs/report.schema.json.
//
//go:embed schema.json
var JSONSchema []byte
