#!/usr/bin/env bash
# bench/run.sh: `vouch transcript stats` against ccusage on the same Claude
# Code transcripts, and vouch's peak memory on one huge transcript.
# `make bench` runs it after the Go benchmarks. See docs/bench.md.
#
# It
#   1. builds vouch (and bench/benchtool, the corpus generator and timer);
#   2. generates, once, a ~200 MB corpus of real Claude Code transcripts
#      (the testdata fixtures replicated with fresh session/message/request
#      ids, laid out like ~/.claude/projects/<proj>/<id>.jsonl) and a ~1 GB
#      single-session transcript, in ${XDG_CACHE_HOME:-~/.cache}/vouch/bench;
#   3. installs ccusage 20.0.24 (npm ccusage@20.0.24 and its native
#      @ccusage/ccusage-linux-x64@20.0.24, both pinned) once into
#      ${XDG_CACHE_HOME:-~/.cache}/vouch/ccusage-20.0.24;
#   4. times `ccusage claude daily --offline --json` (CLAUDE_CONFIG_DIR set
#      to the corpus) and `vouch transcript stats --format json FILES...`
#      on the same files, best of BENCH_RUNS runs each after one warm-up,
#      and checks that their token totals agree exactly;
#   5. reports vouch's wall time and peak RSS on the 1 GB file.
#
# Environment: BENCH_SIZE (bytes, default 200 MiB), BENCH_BIG_SIZE (bytes,
# default 1 GiB, 0 to skip), BENCH_RUNS (default 3), BENCH_DIR (corpus
# directory). Exit status: 0 when totals agree, 1 when they differ or a
# step fails.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

cache=${XDG_CACHE_HOME:-$HOME/.cache}/vouch
ccv=20.0.24
ccdir=$cache/ccusage-$ccv
work=${BENCH_DIR:-$cache/bench}
size=${BENCH_SIZE:-209715200}
bigsize=${BENCH_BIG_SIZE:-1073741824}
runs=${BENCH_RUNS:-3}
bin=$work/bin
mkdir -p "$bin"

say() { printf '%s\n' "$*"; }
die() { printf 'bench: %s\n' "$*" >&2; exit 1; }

# 1. Build.
go build -o "$bin/benchtool" ./bench/benchtool || die "building bench/benchtool failed"
rm -f "$bin/vouch"
if ! go build -o "$bin/vouch" ./cmd/vouch; then
	printf 'bench: WARNING: vouch does not build; timing the benchtool stand-in instead\n' >&2
fi
bt=$bin/benchtool

# 2. Corpus, regenerated when the requested size or the fixtures change.
stamp="size=$size fixtures=$(cat testdata/transcripts/claude-code/*.jsonl testdata/transcripts/claude-code/*/*.jsonl | cksum)"
corpus=$work/corpus
if [[ ! -f $corpus/.stamp || $(cat "$corpus/.stamp") != "$stamp" ]]; then
	rm -rf "$corpus"
	"$bt" gen -out "$corpus" -size "$size" >/dev/null || die "generating the corpus failed"
	printf '%s' "$stamp" >"$corpus/.stamp"
fi
big=$work/big
if [[ $bigsize != 0 ]]; then
	bigstamp="size=$bigsize ${stamp#size=* }"
	if [[ ! -f $big/.stamp || $(cat "$big/.stamp") != "$bigstamp" ]]; then
		rm -rf "$big"
		"$bt" gen -single -out "$big" -size "$bigsize" >/dev/null || die "generating the 1 GB transcript failed"
		printf '%s' "$bigstamp" >"$big/.stamp"
	fi
fi

mapfile -t files < <(find "$corpus/projects" -name '*.jsonl' | sort)
[[ ${#files[@]} -gt 0 ]] || die "empty corpus in $corpus"
bytes=$(cat "${files[@]}" | wc -c)

# 3. ccusage, pinned, native binary.
ccbin=$ccdir/node_modules/@ccusage/ccusage-linux-x64/bin/ccusage
if [[ ! -x $ccbin ]]; then
	[[ $(uname -s)/$(uname -m) == Linux/x86_64 ]] || die "ccusage $ccv's native binary is linux-x64 only; this is $(uname -s)/$(uname -m)"
	command -v npm >/dev/null || die "npm not found: it is needed once to install ccusage@$ccv"
	mkdir -p "$ccdir"
	npm install --prefix "$ccdir" --no-save --no-audit --no-fund --loglevel=error \
		"ccusage@$ccv" "@ccusage/ccusage-linux-x64@$ccv" >&2 || die "npm install ccusage@$ccv failed"
	chmod +x "$ccbin"
fi
got=$("$ccbin" --version 2>/dev/null || true)
[[ $got == *"$ccv"* ]] || die "ccusage at $ccbin reports '$got', want $ccv"

# vouch transcript stats, or the stand-in while that command does not exist.
if [[ -x $bin/vouch ]] && "$bin/vouch" transcript stats --help >/dev/null 2>&1; then
	vouch_cmd=("$bin/vouch" transcript stats --format json)
	vouch_name="vouch transcript stats --format json"
else
	vouch_cmd=("$bt" stats)
	vouch_name="benchtool stats (stand-in: 'vouch transcript stats' is not built yet)"
fi

# timed NAME OUT CMD...: runs CMD once to warm up and $runs more times;
# sets best_s to the fastest wall time and rss_kb to its peak RSS.
timed() {
	local out=$1
	shift
	local i line t r
	best_s=
	rss_kb=
	for ((i = 0; i <= runs; i++)); do
		line=$("$bt" run -- "$@" 2>&1 >"$out" | grep '^wall_s=' | tail -1) || die "failed: $*"
		t=${line#wall_s=}
		t=${t%% *}
		r=${line##*maxrss_kb=}
		((i == 0)) && continue
		if [[ -z $best_s ]] || awk -v a="$t" -v b="$best_s" 'BEGIN{exit !(a<b)}'; then
			best_s=$t
			rss_kb=$r
		fi
	done
}

out=$work/out
mkdir -p "$out"
say "corpus: ${#files[@]} files, $((bytes / 1048576)) MiB ($corpus/projects)"

export CLAUDE_CONFIG_DIR=$corpus
timed "$out/ccusage.json" "$ccbin" claude daily --offline --json
cc_s=$best_s cc_rss=$rss_kb
unset CLAUDE_CONFIG_DIR
timed "$out/vouch.json" "${vouch_cmd[@]}" "${files[@]}"
v_s=$best_s v_rss=$rss_kb

say ""
say "ccusage $ccv (native, claude daily --offline --json): ${cc_s}s  peak RSS $((cc_rss / 1024)) MiB"
say "$vouch_name: ${v_s}s  peak RSS $((v_rss / 1024)) MiB"
awk -v c="$cc_s" -v v="$v_s" -v b="$bytes" 'BEGIN{
	printf "ratio: vouch is %.2fx as fast as ccusage (ccusage time / vouch time)\n", c / v
	printf "throughput: ccusage %.0f MB/s, vouch %.0f MB/s\n", b / c / 1e6, b / v / 1e6 }'
say ""
status=0
"$bt" totals "$out/ccusage.json" "$out/vouch.json" || status=1

if [[ $bigsize != 0 ]]; then
	bigfile=$(find "$big/projects" -name '*.jsonl' | head -1)
	bigbytes=$(wc -c <"$bigfile")
	line=$("$bt" run -- "${vouch_cmd[@]}" "$bigfile" 2>&1 >"$out/vouch-big.json" | grep '^wall_s=' | tail -1) ||
		die "vouch on the big file failed"
	t=${line#wall_s=}
	t=${t%% *}
	r=${line##*maxrss_kb=}
	say ""
	awk -v s="$bigbytes" -v t="$t" -v r="$r" 'BEGIN{
		printf "big transcript: %.0f MiB in one session file: vouch %.2fs (%.0f MB/s), peak RSS %.0f MiB\n", s / 1048576, t, s / t / 1e6, r / 1024 }'
fi
exit $status
