package verify

import (
	"fmt"
	"testing"
)

func TestClassifyCommand(t *testing.T) {
	tests := []struct {
		line string
		want string // tool/category/filter/piped per command, "|"-joined
	}{
		{"go test ./...", "go-test/test//false"},
		{"cd calc && go test ./...", "go-test/test//false"},
		{"go test -run TestAdd ./calc", "go-test/test/-run TestAdd/false"},
		{"go test -run=TestAdd ./...", "go-test/test/-run=TestAdd/false"},
		{"go test -json ./... | tail -5", "go-test/test//true"},
		{"go build ./... && go vet ./... && go test -count=1 ./...", "go-build/build//false|go-vet/lint//false|go-test/test//false"},
		{"GOFLAGS=-mod=mod go test ./...", "go-test/test//false"},
		{"timeout 60 go test ./...", "go-test/test//false"},
		{"python3 -m pytest -q", "pytest/test//false"},
		{"pytest tests/test_calc.py", "pytest/test/tests/test_calc.py/false"},
		{"pytest -k add -q", "pytest/test/-k add/false"},
		{"pytest tests/test_calc.py::test_add", "pytest/test/tests/test_calc.py::test_add/false"},
		{"node --test", "node-test/test//false"},
		{"node --test test/calc.test.js", "node-test/test/test/calc.test.js/false"},
		{"npm test", "npm-test/test//false"},
		{"npm run test -- calc.test.js", "npm-test/test/calc.test.js/false"},
		{"npx jest -t adds", "jest/test/-t adds/false"},
		{"npx vitest run", "vitest/test//false"},
		{"npm run build", "npm-build/build//false"},
		{"npm run lint", "npm-lint/lint//false"},
		{"npx tsc --noEmit", "tsc/lint//false"},
		{"cargo test", "cargo-test/test//false"},
		{"cargo test add", "cargo-test/test/add/false"},
		{"bash -lc 'go test ./...'", ""}, // unwrapped by adapters, not here
		{"cat calc.go", ""},
		{"echo go test ./...", ""},
		{"make test", "make-test/test//false"},
		{"go test ./... 2>&1 | grep -v ok", "go-test/test//true"},
		{"if go test ./...; then echo ok; fi", "go-test/test//false"},
		{"go test \"./...\"", "go-test/test//false"},
		{"unterminated 'quote go test ./...", ""},
	}
	for _, tt := range tests {
		var got string
		for i, c := range ClassifyCommand(tt.line) {
			if i > 0 {
				got += "|"
			}
			got += fmt.Sprintf("%s/%s/%s/%v", c.Tool, c.Category, c.Filter, c.Piped)
		}
		if got != tt.want {
			t.Errorf("ClassifyCommand(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}
