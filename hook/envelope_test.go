package hook

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// sameAsUnmarshal fails t unless decodeEnvelope gives what json.Unmarshal
// gives for data: the same fields, the same error.
func sameAsUnmarshal(t *testing.T, data []byte) {
	t.Helper()
	var got, want envelope
	gerr := decodeEnvelope(data, &got)
	werr := json.Unmarshal(data, &want)
	if fmt.Sprint(gerr) != fmt.Sprint(werr) {
		t.Fatalf("%q: error %v, json.Unmarshal's %v", data, gerr, werr)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%q:\n got  %+v\n want %+v", data, got, want)
	}
}

// jsonNames are the JSON keys json.Unmarshal matches to t's fields,
// embedded structs included.
func jsonNames(t reflect.Type) []string {
	var names []string
	for f := range t.Fields() {
		tag := f.Tag.Get("json")
		if f.Anonymous && tag == "" {
			names = append(names, jsonNames(f.Type)...)
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if !f.IsExported() || name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		names = append(names, name)
	}
	return names
}

func TestDecodeEnvelope(t *testing.T) {
	names := jsonNames(reflect.TypeFor[envelope]())
	keys := envelopeKeys[:]
	if !reflect.DeepEqual(slices.Sorted(slices.Values(names)), slices.Sorted(slices.Values(keys))) {
		t.Fatalf("envelopeKeys = %v, the struct's fields are %v: decodeFields must set every field", keys, names)
	}
	// Every field set, by its key and by a case variant (json.Unmarshal's
	// case-insensitive match, which decodeFields leaves to it).
	for _, k := range names {
		for _, v := range []string{`"v-` + k + `"`, `true`, `false`, `{"a":[1,"x"]}`, `null`, `12`, `"a\"b"`, `"\ud800"`} {
			sameAsUnmarshal(t, []byte(`{"`+k+`":`+v+`}`))
			sameAsUnmarshal(t, []byte(`{"`+strings.ToUpper(k)+`":`+v+`}`))
			sameAsUnmarshal(t, []byte(`{"`+k+`":"x","`+strings.ToUpper(k)+`":`+v+`}`))
			sameAsUnmarshal(t, []byte(`{"`+strings.ToUpper(k)+`":`+v+`,"`+k+`":"x"}`))
		}
	}
	for _, in := range []string{
		`{}`, `null`, `[]`, `"x"`, `1`, `{"cwd":"a","cwd":"b"}`, `{"cw\u0064":"a"}`, `{"cwd":"\u00e9\n"}`,
		"{\"cwd\":\"\xff\"}", `{"hook_event_name":"Stop","stop_hook_active":1}`, `{"tool_input":{"command":"ls"},"x":{"cwd":1}}`,
		`{"tool_input":"x","tool_response":[1,2]}`, `{"ſession_id":"long s folds to s"}`, `{"K":"x"}`, `{"Cwd":"x"}`,
		`{"prompt_id":"p","turn_id":"t"}`, `{"agent":"codex"}`, `{"cwd":"a"`, `{"cwd":"a"} x`,
	} {
		sameAsUnmarshal(t, []byte(in))
	}
	files, err := filepath.Glob(filepath.Join("..", "testdata", "hooks", "*", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no payloads in testdata/hooks: %v", err)
	}
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		sameAsUnmarshal(t, data)
	}
}

func FuzzDecodeEnvelope(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "hooks", "*", "*.json"))
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"CWD":"a","cwd":"b","stop_hook_active":true,"tool_input":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		sameAsUnmarshal(t, data)
	})
}
