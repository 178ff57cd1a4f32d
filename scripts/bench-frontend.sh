#!/bin/sh
# Generates the front-end benchmark inputs (about 10 MB each) and runs frontend-bench on them,
# in release mode: all phases, then lex, lex+parse and lex+parse+check alone for their own
# peak memory.
set -eu
cd "$(dirname "$0")/.."
scratch="${SCRATCH_PATH:-.build-frontend}"
generator="${GEN_LAYOUT:-../shared/bench/gen_layout.py}"
out=Benchmarks/out
mkdir -p "$out"
python3 "$generator" grid 300 300 > "$out/grid-300x300.layout"
python3 "$generator" form 20000 > "$out/form-20000.layout"
swift build -c release --scratch-path "$scratch" --product frontend-bench >&2
bench="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/frontend-bench"
for file in "$out/grid-300x300.layout" "$out/form-20000.layout"; do
    "$bench" "$file"
    for phase in lex parse check; do
        printf '%s alone: ' "$phase"
        "$bench" --repeat 1 --phase "$phase" "$file" | tail -n 1
    done
done
