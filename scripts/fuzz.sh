#!/usr/bin/env bash
# fuzz.sh runs every Fuzz* target of the module for a bounded time each.
# Targets are discovered with `go test -list`, so new ones are picked up
# without editing this script.
#
#   scripts/fuzz.sh [FUZZTIME]     default FUZZTIME: 10s
#
# FUZZMINIMIZE (default 100x) bounds the minimization of each input that
# finds new coverage, and of a crasher. Go's default (60s) minimizes every
# such input by trying to remove each subset of its bytes, which is
# quadratic in its size: a JSONL record of a few hundred bytes keeps a
# worker busy for the whole run (FuzzTimeline ran ~10 inputs in 20s). With
# 100 tries the engine keeps exploring (thousands of inputs per second);
# a crasher is still cut down from its tail and saved under
# testdata/fuzz/FuzzX/.
set -euo pipefail

fuzztime="${1:-10s}"
minimize="${FUZZMINIMIZE:-100x}"
# FUZZJOBS targets run at once, each with GOMAXPROCS/FUZZJOBS workers: the
# same fuzzing throughput, while one target compiles or gathers its
# baseline coverage the other fuzzes (default 2: half the wall time of one
# at a time on two cores).
njobs="${FUZZJOBS:-2}"
cd "$(dirname "$0")/.."
cpus="$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)"
workers=$((cpus / njobs))
((workers >= 1)) || workers=1
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

targets=0
failed=()

# fuzz_one PKG NAME runs one target.
# fuzz_one fuzzes one target; its output is printed whole when it ends
# (targets run side by side), and a failure is left in $results.
fuzz_one() {
  local pkg="$1" name="$2" log
  log="$results/$BASHPID.log"
  {
    echo "fuzz: $pkg $name ($fuzztime)"
    if ! go test -run '^$' -fuzz "^${name}\$" -fuzztime "$fuzztime" -parallel "$workers" \
      -fuzzminimizetime "$minimize" "$pkg" </dev/null 2>&1; then
      echo "fuzz-status: failed"
    fi
  } >"$log"
  # Go before 1.27 can fail a run at its -fuzztime deadline with a bare
  # "context deadline exceeded" and no input (go.dev/issue/75804, a race
  # in the coordinator's shutdown). That is no finding; anything else, a
  # written failing input above all, is.
  if grep -q '^fuzz-status: failed$' "$log"; then
    if grep -q '^    context deadline exceeded$' "$log" &&
      ! grep -q 'Failing input written' "$log" &&
      [[ "$(grep -c '^--- FAIL' "$log")" == 1 ]]; then
      if ! grep -q 'now fuzzing with' "$log"; then
        # the deadline came while the seed corpus was still being run for
        # coverage: no input failed, but nothing new was fuzzed either
        echo "fuzz: $pkg $name: its seed corpus took all of $fuzztime (the last line above shows how far it got): no input failed, and no new input was fuzzed (make fuzz, 60s a target, fuzzes it)" >>"$log"
      else
        echo "fuzz: $pkg $name: deadline race in Go's fuzz coordinator (go.dev/issue/75804), not a failing input" >>"$log"
      fi
    else
      echo "$pkg $name" >"$results/$BASHPID.failed"
    fi
  fi
  grep -v '^fuzz-status: ' "$log"
  rm -f "$log"
}

# start runs fuzz_one in the background once fewer than $njobs run.
start() {
  while (($(jobs -rp | wc -l) >= njobs)); do
    wait -n || true
  done
  targets=$((targets + 1))
  fuzz_one "$@" &
}

list="$(go test -race -list '^Fuzz' ./... </dev/null)" || {
  echo "$list" >&2
  echo "fuzz: go test -list failed" >&2
  exit 1
}
names=()
while read -r first rest; do
  case "$first" in
  Fuzz*) names+=("$first") ;;
  ok)
    pkg="${rest%%[[:space:]]*}"
    for name in "${names[@]}"; do
      start "$pkg" "$name"
    done
    names=()
    ;;
  esac
done <<<"$list"

wait
failed=()
for f in "$results"/*.failed; do
  [[ -e "$f" ]] && failed+=("$(cat "$f")")
done
if [[ $targets -eq 0 ]]; then
  echo "fuzz: no Fuzz targets found" >&2
  exit 1
fi
if ((${#failed[@]})); then
  echo "fuzz: ${#failed[@]} of $targets targets failed:" >&2
  printf '  %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "fuzz: $targets targets, $fuzztime each"
