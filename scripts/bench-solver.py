#!/usr/bin/env python3
"""Compare LayoutSolver with kiwisolver on identical layout systems.

  scripts/bench-solver.py [--repeat N] [--kiwi-repeat N] [--size WxH]
                          [--scratch-path DIR] [--workload "KIND ARGS"]...

For each workload (default: stack 1000, grid 30 30, form 1000) it generates the
layout with SHARED/bench/gen_layout.py, dumps the flat system with the
oracle (SHARED/oracle/kiwi_layout.py --dump-flat; SHARED is --shared, default ../shared
beside the repository), and in the same run
times:
  - kiwi: `--timings` solve phase (adding every constraint + updateVariables);
    its resize on the same system as ours (the flat file at --size, `root.width == W`
    removed, then an edit variable on root.width above every preference, root's height
    still pinned; mean time per suggestValue + updateVariables, which writes every
    variable's value); and, labelled as another system, the oracle's
    `--resize W1..W10 --timings` (no canvas: root's height free, the edit at the
    strength of the file's top preference), kept for continuity with older reports;
  - ours: the release `solver-bench` on the flat file (add all + read values;
    mean time per suggestValue + reading every value), in the order the issue
    asks for (remove `root.width == W`, then add the edit variable) and, for
    reference, with the edit variable added before the removal.
Ours is the best of --repeat runs, kiwi the best of --kiwi-repeat runs. Prints
a markdown table; ratios are kiwi time / our time (above 1: we are faster).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

SHARED = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared"))
ORACLE = os.path.join(SHARED, "oracle", "kiwi_layout.py")
GENERATOR = os.path.join(SHARED, "bench", "gen_layout.py")
WIDTHS = [1500 + 50 * i for i in range(10)]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs)


def kiwi_times(layout, flat, size, repeat):
    solve, resize = float("inf"), float("inf")
    widths = ",".join(str(w) for w in WIDTHS)
    for index in range(repeat):
        dump = ["--dump-flat", flat] if index == 0 else []
        err = run([sys.executable, ORACLE, layout, "--size", size, "--timings"] + dump).stderr
        solve = min(solve, float(re.search(r"solve ([0-9.]+)s", err).group(1)))
        err = run([sys.executable, ORACLE, layout, "--timings", "--resize", widths]).stderr
        resize = min(resize, float(re.search(r"resize \d+ x ([0-9.]+)us", err).group(1)) * 1e-6)
    return solve, resize


# kiwi on the flat file, the system solver-bench solves: every constraint added, `root.width == W`
# removed, an edit variable on root.width above every preference (999 times kiwi's strong; ours
# sits between the top preference and required), then one suggestValue + updateVariables per width.
KIWI_FLAT_RESIZE = r"""
import sys, time
import kiwisolver as kiwi
path, widths = sys.argv[1], [float(w) for w in sys.argv[2].split(",")]
variables, rows = {}, []
with open(path) as f:
    for line in f:
        fields = line.split()
        terms = []
        for field in fields[3:]:
            name, coefficient = field.rsplit(":", 1)
            terms.append((variables.setdefault(name, kiwi.Variable(name)), float(coefficient), name))
        rows.append((float(fields[0]), fields[1], float(fields[2]), terms))
optional = sorted({r[0] for r in rows if r[0] < 1000}, reverse=True)
if len(optional) > 3:
    sys.exit("more than three optional priorities")
table = dict(zip(optional, [kiwi.strength.strong, kiwi.strength.medium, kiwi.strength.weak]))
table[1000.0] = kiwi.strength.required
solver, fixed = kiwi.Solver(), None
for priority, op, constant, terms in rows:
    expression = constant
    for variable, coefficient, _ in terms:
        expression = expression + coefficient * variable
    constraint = {"==": expression == 0, ">=": expression >= 0, "<=": expression <= 0}[op] | table[priority]
    try:
        solver.addConstraint(constraint)
    except kiwi.DuplicateConstraint:
        continue
    if (fixed is None and priority == 1000.0 and op == "==" and len(terms) == 1
            and terms[0][2] == "root.width"):
        fixed = constraint
solver.updateVariables()
width = variables["root.width"]
if fixed is not None:
    solver.removeConstraint(fixed)
solver.addEditVariable(width, kiwi.strength.create(999, 0, 0))
start = time.perf_counter()
for w in widths:
    solver.suggestValue(width, w)
    solver.updateVariables()
print((time.perf_counter() - start) / len(widths))
"""


def kiwi_same_system_resize(flat, repeat):
    """Best over `repeat` runs of kiwi's mean seconds per resize on the flat file (our system)."""
    widths = ",".join(str(w) for w in WIDTHS)
    return min(float(run([sys.executable, "-c", KIWI_FLAT_RESIZE, flat, widths]).stdout) for _ in range(repeat))


def our_times(bench, flat, repeat, edit_first):
    best = None
    widths = ",".join(str(w) for w in WIDTHS)
    for _ in range(repeat):
        command = [bench, flat, "--widths", widths] + (["--edit-first"] if edit_first else [])
        figures = json.loads(run(command).stdout)
        if figures["failed_adds"]:
            raise SystemExit(f"solver-bench: {figures['failed_adds']} constraints failed on {flat}")
        add = figures["add_seconds"] + figures["update_seconds"]
        resize = figures["resize_seconds_each"]
        best = (add, resize, figures) if best is None else (min(best[0], add), min(best[1], resize), figures)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--kiwi-repeat", type=int, default=1)
    parser.add_argument("--size", default="2000x2000")
    parser.add_argument("--scratch-path", default=".build-solver")
    parser.add_argument("--workload", action="append")
    parser.add_argument("--shared", default=SHARED, help="the shared folder (oracle and generator)")
    args = parser.parse_args()
    global ORACLE, GENERATOR
    ORACLE = os.path.join(args.shared, "oracle", "kiwi_layout.py")
    GENERATOR = os.path.join(args.shared, "bench", "gen_layout.py")
    workloads = args.workload or ["stack 1000", "grid 30 30", "form 1000"]

    scratch = os.path.join(ROOT, args.scratch_path)
    run(["swift", "build", "-c", "release", "--scratch-path", scratch, "--product", "solver-bench"], cwd=ROOT)
    bench = os.path.join(scratch, "release", "solver-bench")

    rows = []
    with tempfile.TemporaryDirectory() as work:
        for workload in workloads:
            name = workload.replace(" ", "_")
            layout, flat = os.path.join(work, name + ".layout"), os.path.join(work, name + ".flat")
            with open(layout, "w") as out:
                out.write(run([sys.executable, GENERATOR] + workload.split()).stdout)
            kiwi_add, kiwi_resize = kiwi_times(layout, flat, args.size, args.kiwi_repeat)
            kiwi_same = kiwi_same_system_resize(flat, args.kiwi_repeat)
            our_add, our_resize, figures = our_times(bench, flat, args.repeat, edit_first=False)
            _, our_resize_edit_first, _ = our_times(bench, flat, args.repeat, edit_first=True)
            rows.append((workload, figures["constraints"], kiwi_add, our_add, kiwi_same, our_resize,
                         our_resize_edit_first, kiwi_resize))

    print(f"Canvas {args.size}; resize = mean of {len(WIDTHS)} root.width suggestions; "
          f"ratio = kiwi / ours (above 1: ours is faster). add-all and both resize ratios are on the same "
          f"system: the flat file at {args.size}; for the resizes `root.width == W` is swapped for an edit "
          f"variable above every preference and root's height stays pinned. The last column is the "
          f"oracle's `--resize`, another system (no canvas, root's height free, the edit at the top "
          f"preference's strength), not a comparison.\n")
    print("| workload | constraints | kiwi add-all | ours add-all | ratio | kiwi resize, same system "
          "| ours resize | ratio | ours resize, edit added first | ratio | oracle `--resize` (another system) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for workload, count, kiwi_add, our_add, kiwi_same, our_resize, our_resize_first, kiwi_other in rows:
        print(f"| {workload} | {count} | {kiwi_add:.3f} s | {our_add:.3f} s | {kiwi_add / our_add:.1f}x "
              f"| {kiwi_same * 1e3:.3f} ms | {our_resize * 1e3:.3f} ms | {kiwi_same / our_resize:.2f}x "
              f"| {our_resize_first * 1e3:.3f} ms | {kiwi_same / our_resize_first:.2f}x "
              f"| {kiwi_other * 1e3:.3f} ms |")


if __name__ == "__main__":
    main()
