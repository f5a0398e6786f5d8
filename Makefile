# vouch: everyday tasks. `make test` is what CI runs (.ci/run).

GO            ?= go
FUZZTIME      ?= 60s
TEST_FUZZTIME ?= 5s
# Tries spent minimizing each new-coverage input or crasher (scripts/fuzz.sh
# says why Go's 60s default stalls our fuzzers).
FUZZMINIMIZE  ?= 100x
# staticcheck 2026.1.2, the first release line built for Go 1.26.
STATICCHECK   ?= honnef.co/go/tools/cmd/staticcheck@v0.8.2

.PHONY: all test vet unit scripts fuzz-short fuzz bench lint build clean

all: lint test

build:
	$(GO) build ./...

# test: vet, every package's tests with the race detector (the end-to-end
# package e2e/ included: its first run installs the real agent CLIs with npm
# into the user cache directory), the CLI script tests
# (internal/cli/testdata/script/*.txtar, part of internal/cli's tests), and
# a short run of every fuzz target.
test: vet unit fuzz-short

vet:
	$(GO) vet ./...

# The race detector waits 1 s when a race-built process exits (its
# atexit_sleep_ms): tests that run their own binary again (the judge's
# sandboxed tools, one run a tool call) spent most of their time there.
RACEOPTS ?= atexit_sleep_ms=0

unit:
	GORACE="$(RACEOPTS) $$GORACE" $(GO) test -race -p 2 -timeout 25m ./...

# The CLI's script tests alone (rewrite their expected output with UPDATE=1).
scripts:
	$(GO) test -run TestScripts ./internal/cli $(if $(UPDATE),-update)

fuzz-short:
	FUZZMINIMIZE=$(FUZZMINIMIZE) scripts/fuzz.sh $(TEST_FUZZTIME)

# fuzz: every fuzz target for FUZZTIME (default 60s) each.
fuzz:
	FUZZMINIMIZE=$(FUZZMINIMIZE) scripts/fuzz.sh $(FUZZTIME)

# bench: Go benchmarks, then the end-to-end comparison with other tools
# (bench/run.sh) when it exists.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...
	@if [ -x bench/run.sh ]; then ./bench/run.sh; else echo "bench/run.sh not found: skipped"; fi

lint:
	@out="$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))"; \
	if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

clean:
	$(GO) clean -testcache -fuzzcache
