#!/bin/sh
# Regenerates Benchmarks/IMPORT.md: imports every listed scene of ../shared/corpus/xib (or
# $LAYOUTC_SHARED/corpus/xib), solves it at the size and safe area Interface Builder laid it out
# at, and compares every frame with the stored one (Tests/ImportTests/CorpusComparison.swift).
set -eu
cd "$(dirname "$0")/.."
table=$(mktemp)
trap 'rm -f "$table"' EXIT
# The table is written before the test asserts, so a failing scene still shows in it.
LAYOUTC_IMPORT_TABLE="$table" swift test --filter CorpusTests >/dev/null || echo "CorpusTests failed: see the table" >&2
{
    sed -n '1,/^<!-- TABLE -->$/p' Benchmarks/IMPORT.md
    cat "$table"
} > Benchmarks/IMPORT.md.new
mv Benchmarks/IMPORT.md.new Benchmarks/IMPORT.md
echo "wrote Benchmarks/IMPORT.md"
