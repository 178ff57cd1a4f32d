#!/usr/bin/env bash
# Builds Examples/PluginDemo with LayoutcPlugin from a clean state and checks the plugin's promises:
#   1. every .layout file of the target gets its generated Swift file, and no "unhandled file" warning;
#   2. a build with nothing changed runs no generation;
#   3. editing a file regenerates exactly the outputs of the layouts that read it (`use`), a
#      `use` added after SwiftPM planned the build included, and a partial (`_name.layout`) is
#      an input but never generated;
#   4. a file with an error fails the build with a `path:line:col: error:` line, also when the
#      error is in a used file; fixing it builds again.
# Works on a copy of the example in a temporary folder (its dependency on this package made
# absolute), so the checkout is never modified. Exits non-zero on the first failure.
# Usage: scripts/check-plugin-example.sh [--keep]   (--keep leaves the temporary folder for a look)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
keep=false
[ "${1:-}" = "--keep" ] && keep=true

work="$(mktemp -d)"
cleanup() { if $keep; then echo "kept $work"; else rm -rf "$work"; fi; }
trap cleanup EXIT

fail() { echo "check-plugin-example: FAIL: $*" >&2; exit 1; }
pass() { echo "check-plugin-example: ok: $*"; }

demo="$work/PluginDemo"
mkdir -p "$demo"
cp -R Examples/PluginDemo/Package.swift Examples/PluginDemo/Sources "$demo/"
sed -i.orig "s|path: \"../..\"|path: \"$root\"|" "$demo/Package.swift"
rm -f "$demo/Package.swift.orig"
grep -q "path: \"$root\"" "$demo/Package.swift" || fail "could not point the copy's Package.swift at $root"
layouts="$demo/Sources/PluginDemo/Layouts"
log="$work/build.log"

# Builds the copy verbosely into $log; returns swift build's status.
build() { swift build --package-path "$demo" --scratch-path "$work/build" -v >"$log" 2>&1; }

# The layout files (relative to Layouts/) whose generation ran in the last build, sorted, one a line.
generated() {
    { grep -oE "layoutc(-tool)? generate [^ ]+\.layout" "$log" || true; } | awk '{print $3}' | sed "s|^$layouts/||" | sort -u
}

expect_generated() {
    local expected actual
    expected="$(printf '%s\n' "$@" | sed '/^$/d' | sort)"
    actual="$(generated)"
    [ "$actual" = "$expected" ] || fail "$1: expected generation of [$(echo $expected)], saw [$(echo $actual)]"
}

# 1. From a clean state.
start=$(date +%s)
build || { cat "$log" >&2; fail "clean build of the example failed"; }
seconds=$(($(date +%s) - start))
pass "clean build in ${seconds}s (compiles layoutc for the host as well)"
if grep -qi "unhandled" "$log"; then grep -i "unhandled" "$log" >&2; fail "SwiftPM warned about unhandled files"; fi
outputs="$(find "$work/build/plugins/outputs" -path '*LayoutcPlugin*' -name '*.layout.swift' | sed 's|.*/||' | sort)"
expected_outputs="$(printf '%s\n' Layouts_adaptive-sidebar.layout.swift Layouts_base_card.layout.swift Layouts_compact-card.layout.swift)"
[ "$outputs" = "$expected_outputs" ] || fail "generated files: expected [$(echo $expected_outputs)], found [$(echo $outputs)]"
expect_generated "adaptive-sidebar.layout" "base/card.layout" "compact-card.layout"
pass "one generated file per .layout file: $(echo $outputs)"
# The example's layoutc-plugin.json gives compact-card.layout the frame engine, the rest Auto Layout.
grep -qE "generate [^ ]*compact-card\.layout --target uikit --engine frames" "$log" \
    || fail "compact-card.layout was not generated with --engine frames"
grep -qE "generate [^ ]*adaptive-sidebar\.layout --target uikit --engine autolayout" "$log" \
    || fail "adaptive-sidebar.layout was not generated with --engine autolayout"
grep -q "NSLayoutConstraint" "$work/build/plugins/outputs"/*/*/*/LayoutcPlugin/Layouts_compact-card.layout.swift 2>/dev/null \
    && fail "the frame code of compact-card.layout mentions NSLayoutConstraint"
pass "per-file engines: compact-card.layout is frame code, the others install constraints"

# 2. Nothing changed, nothing generated. SwiftPM 6.3 links the plugin's tool again on the build
# after a clean one (it rewrites layoutc-tool's Objects.LinkFileList), and as layoutc is an input
# of every command, that build regenerates everything once; from then on it must be quiet.
build || { cat "$log" >&2; fail "rebuild without changes failed"; }
build || { cat "$log" >&2; fail "rebuild without changes failed"; }
[ -z "$(generated)" ] || fail "a build with nothing changed regenerated: $(echo $(generated))"
pass "no change, no generation"

# 3. Editing a used file regenerates its users and itself, nothing else; editing any other file
# regenerates it alone. Users follow contents (the stamp `layoutc deps --format stamp` keeps), so
# touching a used file without changing it regenerates only the file itself.
edit() { printf '// edited\n' >>"$layouts/$1"; }
edit "base/card.layout"
build || { cat "$log" >&2; fail "rebuild after editing base/card.layout failed"; }
expect_generated "base/card.layout" "compact-card.layout"
edit "compact-card.layout"
build || { cat "$log" >&2; fail "rebuild after editing compact-card.layout failed"; }
expect_generated "compact-card.layout"
edit "adaptive-sidebar.layout"
build || { cat "$log" >&2; fail "rebuild after editing adaptive-sidebar.layout failed"; }
expect_generated "adaptive-sidebar.layout"
touch "$layouts/base/card.layout"
build || { cat "$log" >&2; fail "rebuild after touching base/card.layout failed"; }
expect_generated "base/card.layout"
pass "editing a file regenerates exactly the layouts that read it"

# A `use` added later counts at once, although SwiftPM runs the plugin only when it plans the build
# (when files come or go), here of a partial: an input, but no Swift file of its own, since it
# constrains views it does not declare and would not check alone. Adding the file makes SwiftPM
# plan again, and planning links layoutc again, so that build regenerates everything: the `use`
# is added in the next one.
printf 'action.width = 96\n' >"$layouts/_wide-action.layout"
build || { cat "$log" >&2; fail "rebuild after adding a partial failed"; }
printf 'use "_wide-action.layout"\n' >>"$layouts/compact-card.layout"
build || { cat "$log" >&2; fail "rebuild after compact-card.layout began to use a partial failed"; }
expect_generated "compact-card.layout"
printf 'action.width = 100\n' >"$layouts/_wide-action.layout"
build || { cat "$log" >&2; fail "rebuild after editing the partial failed"; }
expect_generated "compact-card.layout"
[ -z "$(find "$work/build/plugins/outputs" -name '*_wide-action*')" ] || fail "the partial got a Swift file of its own"
pass "a use added after planning counts; a partial (_name.layout) is an input, never generated"

# 4. Errors fail the build at their source line: in the file itself, then in a file it uses.
check_error() {
    local file="$1" line="$2"
    cp "$layouts/$file" "$work/saved.layout"
    printf '%s\n' "$line" >>"$layouts/$file"
    if build; then fail "the build succeeded with an error in $file"; fi
    grep -qE "^$layouts/$file:[0-9]+:[0-9]+: error: " "$log" \
        || { cat "$log" >&2; fail "no '$layouts/$file:line:col: error:' line for the error in $file"; }
    pass "an error in $file fails the build: $(grep -m1 -E "^$layouts/$file:[0-9]+:[0-9]+: error: " "$log" | sed "s|^$layouts/||")"
    cp "$work/saved.layout" "$layouts/$file"
}
check_error "compact-card.layout" "title.widht = 10"
check_error "base/card.layout" "card.height = nowhere.top"
build || { cat "$log" >&2; fail "the build did not recover once the errors were fixed"; }
pass "fixed, it builds again"

# 5. A configuration the plugin cannot use fails the build and names the file.
settings="$(cat "$demo/Sources/PluginDemo/layoutc-plugin.json")"
printf '{"target": "watchkit"}\n' >"$demo/Sources/PluginDemo/layoutc-plugin.json"
# SwiftPM plans again (runs the plugin) when the manifest changes, not when a file's contents do.
printf '\n// changed by check-plugin-example.sh\n' >>"$demo/Package.swift"
if build; then fail "the build succeeded with target watchkit in layoutc-plugin.json"; fi
grep -q "layoutc-plugin.json: LayoutcPlugin configuration \"target\" must be" "$log" \
    || { cat "$log" >&2; fail "no message naming layoutc-plugin.json and its bad target"; }
printf '%s\n' "$settings" >"$demo/Sources/PluginDemo/layoutc-plugin.json"
printf '\n// changed again\n' >>"$demo/Package.swift"
build || { cat "$log" >&2; fail "the example does not build again with its own layoutc-plugin.json"; }
pass "a bad layoutc-plugin.json fails the build with its path"

echo "check-plugin-example: all checks passed"
