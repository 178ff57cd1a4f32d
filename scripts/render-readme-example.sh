#!/usr/bin/env bash
# Regenerates the picture README.md shows (`layoutc render`); ReadmeExampleTests checks that it is
# current, running the arguments on the `args=` line below. Usage: scripts/render-readme-example.sh
set -euo pipefail
cd "$(dirname "$0")/.."
args=(render Examples/login.layout --size 375x667 --safe-area 47,0,34,0 --output Documentation/login.svg)
swift build --product layoutc
.build/debug/layoutc "${args[@]}"
echo "wrote ${args[${#args[@]}-1]}"
