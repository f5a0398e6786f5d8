#!/usr/bin/env bash
# fuzz.sh runs every Fuzz* target of the module for a bounded time each.
# Targets are discovered with `go test -list`, so new ones are picked up
# without editing this script.
#
#   scripts/fuzz.sh [FUZZTIME]     default FUZZTIME: 10s
set -euo pipefail

fuzztime="${1:-10s}"
cd "$(dirname "$0")/.."

targets=0
# `go test -list` prints the matching names of each package, then
# "ok  <import path> ..." for it.
while read -r pkg; do
  while read -r name; do
    [[ "$name" == Fuzz* ]] || continue
    echo "fuzz: $pkg $name ($fuzztime)"
    go test -run '^$' -fuzz "^${name}\$" -fuzztime "$fuzztime" "$pkg"
    targets=$((targets + 1))
  done < <(go test -list '^Fuzz' "$pkg" | grep '^Fuzz' || true)
done < <(go list -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{end}}' ./... | grep -v '^$')

if [[ $targets -eq 0 ]]; then
  echo "fuzz: no Fuzz targets found" >&2
  exit 1
fi
echo "fuzz: $targets targets, $fuzztime each"
