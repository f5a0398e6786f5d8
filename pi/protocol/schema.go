package protocol

import _ "embed"

// JSONSchema is the JSON Schema (draft 2020-12) of one envelope; the same
// file is published as docs/pi-protocol.schema.json.
//
//go:embed schema.json
var JSONSchema []byte
