#!/usr/bin/env python3
"""Differential check: layoutc's frames against the kiwisolver oracle.

Solves every Examples/*.layout file (except those marked `// extensions:`, which
use language beyond the core the oracle knows) and a set of generated workloads at several
canvas sizes with both `layoutc solve FILE --size WxH --format json` and
../shared/oracle/kiwi_layout.py, and compares every frame value.

  scripts/differential.py [--layoutc PATH] [--shared DIR] [--examples DIR]
                          [--tolerance REL] [--verbose]

  --layoutc PATH   the layoutc binary (default: $LAYOUTC, else .build/debug/layoutc).
                   A path ending in .py is run as an oracle-shaped script
                   (`python3 PATH FILE --size WxH`), so `--layoutc` pointing at
                   the oracle itself checks this script without a built layoutc.
  --shared DIR     the shared folder with oracle/ and bench/ (default: $LAYOUTC_SHARED,
                   else ../shared next to the repository, else /work/shared).
  --examples DIR   the examples folder (default: Examples/ of the repository).
  --tolerance REL  allowed difference, relative with an absolute floor:
                   |a - b| <= REL * max(1, |a|, |b|) (default 1e-6).

A case fails when the values differ beyond the tolerance, when a view is missing
from, or extra in, layoutc's output, when layoutc reports any diagnostic (every
case is a valid, fully determined layout), or when either tool fails. Each
failure is reported with file, size, view, field and both values.

Exit status: 0 all cases passed, 1 some case failed, 2 usage or setup failure.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ("x", "y", "width", "height")
SIZES = ("375x667", "1024x768")
# (generator arguments, canvas sizes): moderate workloads of every shape.
WORKLOADS = (
    (("grid", "10", "10"), ("375x667", "1024x768", "1440x900")),
    (("stack", "100"), ("375x667", "1024x768", "1440x900")),
    (("nest", "50"), ("375x667", "1024x768", "1440x900")),
    (("form", "100"), ("375x667", "1024x768", "1440x900")),
)


class CaseFailure(Exception):
    """A case that could not be compared: a tool failed or printed nonsense."""


def default_shared():
    if os.environ.get("LAYOUTC_SHARED"):
        return os.environ["LAYOUTC_SHARED"]
    beside = os.path.join(os.path.dirname(REPOSITORY), "shared")
    return beside if os.path.isdir(beside) else "/work/shared"


def run_json(command, what):
    """Runs `command` and returns its stdout parsed as JSON, or raises CaseFailure."""
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise CaseFailure(f"{what} could not run: {error}") from None
    if done.returncode != 0:
        detail = (done.stderr.strip() or done.stdout.strip()).splitlines()
        raise CaseFailure(f"{what} exited with status {done.returncode}: {' | '.join(detail[:5])}")
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError as error:
        raise CaseFailure(f"{what} printed invalid JSON: {error}") from None


def candidate_command(layoutc, path, size):
    if layoutc.endswith(".py"):
        return [sys.executable, layoutc, path, "--size", size]
    return [layoutc, "solve", path, "--size", size, "--format", "json"]


def close(a, b, tolerance):
    return abs(a - b) <= tolerance * max(1.0, abs(a), abs(b))


def compare(label, size, expected, actual, tolerance):
    """Returns the mismatches between two solve outputs, one message each."""
    problems = []
    diagnostics = actual.get("diagnostics", [])
    for d in diagnostics if isinstance(diagnostics, list) else [diagnostics]:
        problems.append(f"{label} @ {size}: layoutc reported a diagnostic: {json.dumps(d, sort_keys=True)}")
    want, got = expected.get("frames", {}), actual.get("frames")
    if not isinstance(got, dict):
        return problems + [f"{label} @ {size}: layoutc output has no \"frames\" object"]
    for view in want:
        if view not in got:
            problems.append(f"{label} @ {size}: view '{view}' missing from layoutc's frames")
            continue
        for field in FIELDS:
            a, b = want[view][field], got[view].get(field) if isinstance(got[view], dict) else None
            if not isinstance(b, (int, float)) or isinstance(b, bool) or not math.isfinite(b):
                problems.append(f"{label} @ {size}: {view}.{field}: oracle {a!r}, layoutc {b!r} (not a number)")
            elif not close(a, b, tolerance):
                problems.append(f"{label} @ {size}: {view}.{field}: oracle {a!r}, layoutc {b!r} "
                                f"(difference {abs(a - b):.3g})")
    for view in got:
        if view not in want:
            problems.append(f"{label} @ {size}: view '{view}' in layoutc's frames but not declared")
    return problems


def uses_extensions(path):
    """Whether a file says it uses extensions beyond the core (a line starting `// extensions:`).

    The oracle only understands the core language, so such files are not compared."""
    with open(path, encoding="utf-8") as handle:
        return any(line.startswith("// extensions:") for line in handle)


def cases(examples, shared, scratch):
    """Yields (label, path, sizes) for every example and generated workload, in a fixed order."""
    for name in sorted(os.listdir(examples)):
        if name.endswith(".layout") and not uses_extensions(os.path.join(examples, name)):
            yield os.path.join("Examples", name), os.path.join(examples, name), SIZES
    generator = os.path.join(shared, "bench", "gen_layout.py")
    for arguments, sizes in WORKLOADS:
        path = os.path.join(scratch, "-".join(arguments) + ".layout")
        done = subprocess.run([sys.executable, generator, *arguments], capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"differential: gen_layout.py {' '.join(arguments)} failed: {done.stderr.strip()}")
        with open(path, "w", encoding="utf-8") as out:
            out.write(done.stdout)
        yield f"gen_layout.py {' '.join(arguments)}", path, sizes


def main(argv):
    parser = argparse.ArgumentParser(description="Compare layoutc's frames with the kiwisolver oracle.")
    parser.add_argument("--layoutc", default=os.environ.get("LAYOUTC", ".build/debug/layoutc"))
    parser.add_argument("--shared", default=default_shared())
    parser.add_argument("--examples", default=os.path.join(REPOSITORY, "Examples"))
    parser.add_argument("--tolerance", type=float, default=1e-6)
    parser.add_argument("--verbose", action="store_true", help="print every case, not only failures")
    options = parser.parse_args(argv[1:])

    oracle = os.path.join(options.shared, "oracle", "kiwi_layout.py")
    for path, what in ((oracle, "oracle"), (options.layoutc, "layoutc"), (options.examples, "examples folder")):
        if not os.path.exists(path):
            print(f"differential: {what} not found at {path}", file=sys.stderr)
            return 2

    passed, failed = 0, 0
    with tempfile.TemporaryDirectory(prefix="differential-") as scratch:
        for label, path, sizes in cases(options.examples, options.shared, scratch):
            for size in sizes:
                try:
                    expected = run_json([sys.executable, oracle, path, "--size", size], f"{label} @ {size}: oracle")
                    actual = run_json(candidate_command(options.layoutc, path, size), f"{label} @ {size}: layoutc")
                    problems = compare(label, size, expected, actual, options.tolerance)
                except CaseFailure as failure:
                    problems = [str(failure)]
                if problems:
                    failed += 1
                    print(f"FAIL {label} @ {size}")
                    for problem in problems[:20]:
                        print(f"  {problem}")
                    if len(problems) > 20:
                        print(f"  ... and {len(problems) - 20} more differences")
                else:
                    passed += 1
                    if options.verbose:
                        print(f"ok   {label} @ {size}")
    print(f"differential: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
