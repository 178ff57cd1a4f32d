#!/usr/bin/env bash
# Regenerates the picture README.md shows (`layoutc render`); ReadmeExampleTests checks that it is
# current, running the arguments on the `args=` line below. Usage: scripts/render-readme-example.sh
set -euo pipefail
cd "$(dirname "$0")/.."
args=(render Examples/login.layout --device iPhone14 --output Documentation/login.svg)
swift build --product layoutc
.build/debug/layoutc "${args[@]}"
echo "wrote ${args[${#args[@]}-1]}"
