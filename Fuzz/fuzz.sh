#!/usr/bin/env bash
# Coverage-guided fuzzing of layoutc with libFuzzer and AddressSanitizer (see Fuzz/README.md).
#
#   Fuzz/fuzz.sh build                      build every target into .build/fuzz/bin
#   Fuzz/fuzz.sh corpus                     (re)generate the seed corpora from the repository
#   Fuzz/fuzz.sh run TARGET [SECONDS] [libFuzzer options...]
#                                           fuzz one target (default 3600 s), crashes in .build/fuzz/crashes/TARGET
#   Fuzz/fuzz.sh smoke [SECONDS]            build, then fuzz every target SECONDS each (default 60); fails on a crash
#   Fuzz/fuzz.sh repro TARGET FILE...       run inputs once (a crash reproduces; its message says which invariant)
#   Fuzz/fuzz.sh targets                    list the targets
#   Fuzz/fuzz.sh preflight                  build and run a one-line target: can this machine fuzz?
#
# Targets are the folders of Fuzz/Targets; each is compiled with Fuzz/Common against the library
# modules, which are compiled straight from Sources/<folder>/**/*.swift (so new source files need
# no edit here). Environment: FUZZ_OPT (swiftc optimization, default -O).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz="$root/Fuzz"
out="$root/.build/fuzz"
modules="$out/modules"
bin="$out/bin"
opt="${FUZZ_OPT:--O}"
# Reproductions need Swift's own backtracer off, so that libFuzzer's handlers see the crash.
export SWIFT_BACKTRACE=enable=no

# The library modules in dependency order, with the folder each is built from (as Package.swift says).
library_modules=(LayoutSource:Source LayoutLexer:Lexer LayoutParser:Parser LayoutIR:IR LayoutChecker:Checker LayoutSolver:Solver LayoutCompiler:Compiler LayoutCodegen:Codegen)

targets() { (cd "$fuzz/Targets" && ls -d */ | tr -d /); }

swift_sources() { find "$@" -name '*.swift' -type f | LC_ALL=C sort; }

compile_flags=(-swift-version 6 -package-name layoutc -sanitize=fuzzer,address -I "$modules" -use-ld=lld)

build() {
    mkdir -p "$modules" "$bin"
    local entry name folder stale=""
    # Flags in force, so that a build with other flags recompiles everything.
    local stamp="$modules/flags" flags="${compile_flags[*]} $opt"
    [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$flags" ] || stale=yes
    for entry in "${library_modules[@]}"; do
        name="${entry%%:*}"
        folder="${entry#*:}"
        mapfile -t sources < <(swift_sources "$root/Sources/$folder")
        # A module is rebuilt when it or one before it changed (files added or removed included).
        local listing="$modules/$name.sources"
        if [ -z "$stale" ] && [ -f "$modules/$name.o" ] && [ "$(printf '%s\n' "${sources[@]}")" = "$(cat "$listing")" ] \
            && [ -z "$(find "${sources[@]}" -newer "$modules/$name.o")" ]; then
            continue
        fi
        stale=yes
        echo "fuzz: compiling $name" >&2
        # -sanitize=fuzzer instruments for coverage; the library is one object per module.
        swiftc "${compile_flags[@]}" "$opt" -wmo -parse-as-library -module-name "$name" \
            -emit-module -emit-module-path "$modules/$name.swiftmodule" \
            -c -o "$modules/$name.o" "${sources[@]}"
        printf '%s\n' "${sources[@]}" > "$listing"
    done
    echo "$flags" > "$stamp"
    # The frame engine's run-time kernel as every generated file carries it (FrameKernelSource.text),
    # its fileprivate dropped so that the FrameKernel target's own file can call it.
    mkdir -p "$out/kernel"
    sed -n '/static let text = #"""/,/^"""#/p' "$root/Sources/Codegen/FrameKernelSource.swift" | sed '1d;$d' \
        | sed 's/^fileprivate //' > "$out/kernel/FrameKernel.swift"
    local target
    for target in $(targets); do
        echo "fuzz: linking fuzz-$target" >&2
        mapfile -t sources < <(swift_sources "$fuzz/Targets/$target" "$fuzz/Common")
        [ "$target" = FrameKernel ] && sources+=("$out/kernel/FrameKernel.swift")
        swiftc "${compile_flags[@]}" "$opt" -wmo -parse-as-library -module-name "Fuzz$target" \
            -o "$bin/fuzz-$target" "${sources[@]}" "$modules"/*.o
    done
}

# Seeds: every .layout file in Examples and the test fixtures, as each target reads its input.
corpus() {
    local files
    mapfile -t files < <(find "$root/Examples" "$root/Tests" -name '*.layout' -type f | LC_ALL=C sort)
    rm -rf "$out/seeds"
    mkdir -p "$out/seeds/FrontEnd" "$out/seeds/Generate" "$out/seeds/Solve" "$out/seeds/SolverOperations" "$out/seeds/FrameKernel"
    local file index=0 header
    for file in "${files[@]}"; do
        index=$((index + 1))
        cp "$file" "$out/seeds/FrontEnd/$index.layout"
        cp "$file" "$out/seeds/Generate/$index.layout"
        # Solve reads an 18-byte header before the file (Fuzz/Targets/Solve/SolveTarget.swift):
        # two option bytes, then four sizes as little-endian 16-bit width and height. Two headers
        # a file: 375x667 then 1024x768 on a phone; 320x480, 600x800, 12x100, 2000x2000 on a pad,
        # right to left, every flag set, with safe-area insets.
        for header in '\x01\x00\x77\x01\x9b\x02\x00\x04\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00' \
                      '\x2f\xff\x40\x01\xe0\x01\x58\x02\x20\x03\x0c\x00\x64\x00\xd0\x07\xd0\x07'; do
            { printf "$header"; cat "$file"; } > "$out/seeds/Solve/$index-${header:2:2}.bin"
        done
        # SolverOperations decodes operations from bytes; the file's bytes are as good a start as any.
        head -c 512 "$file" > "$out/seeds/SolverOperations/$index.bin"
        # FrameKernel: a 17-byte header (Fuzz/Targets/FrameKernel/FrameKernelTarget.swift), then
        # bytes its generator reads: 375x667, 1024x768, 320 fitted, 200x900 with insets 44,0,34,0
        # and intrinsic sizes times 1.8, right to left, then the file's first bytes.
        { printf '\x73\x77\x01\x9b\x02\x00\x04\x00\x03\x40\x81\x00\x00\xc8\x00\x84\x03'; head -c 96 "$file"; } \
            > "$out/seeds/FrameKernel/$index.bin"
    done
    echo "fuzz: ${#files[@]} seed files" >&2
}

run() {
    local target="$1" seconds="${2:-3600}"
    shift $(($# < 2 ? $# : 2))
    [ -x "$bin/fuzz-$target" ] || { echo "fuzz: no target $target (build first; targets: $(targets | xargs))" >&2; exit 2; }
    [ -d "$out/seeds/$target" ] || corpus
    local corpus_dir="$out/corpus/$target" crashes="$out/crashes/$target" regressions=()
    mkdir -p "$corpus_dir" "$crashes"
    [ -d "$fuzz/Regressions/$target" ] && regressions=("$fuzz/Regressions/$target")
    # The growing corpus first (libFuzzer adds to it), then the seeds and the inputs of bugs
    # found before (Fuzz/Regressions), read only: every run replays them first.
    "$bin/fuzz-$target" "$corpus_dir" "$out/seeds/$target" "${regressions[@]}" \
        -dict="$fuzz/Dictionaries/$target.dict" -max_total_time="$seconds" \
        -artifact_prefix="$crashes/" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 "$@"
}

smoke() {
    local seconds="${1:-60}" target status=0
    build
    corpus
    for target in $(targets); do
        echo "fuzz: smoke run of $target for ${seconds}s" >&2
        # A fresh corpus each time: CI fuzzes from the seeds, so a result depends on the repository only.
        rm -rf "$out/corpus/$target"
        if ! run "$target" "$seconds" -max_len=4096 2>"$out/$target.log"; then
            tail -n 40 "$out/$target.log" >&2
            echo "fuzz: $target failed; the input is in $out/crashes/$target" >&2
            status=1
        else
            grep -E '^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units)' "$out/$target.log" >&2 || true
        fi
    done
    return "$status"
}

repro() {
    local target="$1"
    shift
    "$bin/fuzz-$target" -runs=1 "$@"
}

# Whether this machine can build and run a fuzz target: the toolchain brings libFuzzer's and
# AddressSanitizer's runtimes and lld; libFuzzer is C++, so the link also needs libstdc++'s
# development files (libstdc++-N-dev on Debian), which a plain Swift link does not.
preflight() {
    local scratch
    scratch="$(mktemp -d)"
    printf '%s\n' '@_cdecl("LLVMFuzzerTestOneInput")' \
        'public func fuzzNothing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { 0 }' > "$scratch/Preflight.swift"
    local status=0
    if ! swiftc "${compile_flags[@]}" -parse-as-library -module-name Preflight -o "$scratch/preflight" "$scratch/Preflight.swift" \
        > "$scratch/log" 2>&1 || ! "$scratch/preflight" -runs=10 >> "$scratch/log" 2>&1; then
        tail -n 20 "$scratch/log" >&2
        echo "fuzz: this machine cannot build or run a libFuzzer target (see Fuzz/README.md)" >&2
        status=1
    fi
    rm -rf "$scratch"
    return "$status"
}

command="${1:-}"
shift || true
case "$command" in
    build) build ;;
    corpus) corpus ;;
    run) run "$@" ;;
    smoke) smoke "$@" ;;
    repro) repro "$@" ;;
    targets) targets ;;
    preflight) preflight ;;
    *) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
