#!/usr/bin/env python3
"""Scale benchmark: layoutc against kiwi on growing workloads, in one run.

For each workload of ../shared/bench/gen_layout.py (stack, grid, form) at growing sizes, it times
  - layoutc: `layoutc solve FILE --size 2000x2000 --format json`, file to frames, wall clock, and
    its peak resident memory;
  - kiwi: the oracle's solve phase (`--timings`), under a time limit; a run past the limit is
    recorded as exceeded, never waited for.
It writes a markdown report (a table with ratios and the fitted growth exponents) and an SVG plot of
time against views on log-log axes, drawn here without plotting libraries.

With --baseline OLD_LAYOUTC it also times an older build on the same files (up to 10,000 views)
and on every Examples/*.layout (many alternating runs each), as ratios old / new. With
--session-bench PATH it times LayoutSession resizes (`session-bench`, whole re-solve with frames
and warnings, this thread's CPU time and wall clock) on `form` at every size, next to kiwi on the
same system (root's width and height both edit variables, above every preference, as in
LayoutSession: suggestValue on both + updateVariables) where kiwi builds the unsized system in
time, and, labelled as another system, the oracle's `--resize` (root's height left free, the edit
at the strength of the file's top preference); on form 5000 against the previous build's
session-bench in alternating runs and against kiwi on the same system; and a partial edit
(root's height on stack and form, whose views are pinned to the top, through
`resizeReportingChanges`, which reads back only what the solver moved) at every size; with
--callgrind also the instructions of the re-solve alone against the whole call, up to 30,000 views.
Memory is reported gross (peak RSS per constraint) and net: minus the same binary's peak RSS on a
one-view file, so the process's fixed baseline does not count against small sizes.

  bench-scale.py --layoutc .build/release/layoutc [--shared ../shared] [--quick]
                 [--kiwi-timeout 60] [--repeat 3] [--out Benchmarks/RESULTS.md]
                 [--svg Benchmarks/scale.svg] [--baseline OLD_LAYOUTC]
                 [--session-bench .build/release/session-bench] [--old-session-bench PATH]
                 [--callgrind] [--resize-only [--kiwi-resize-timeout 600]]

--resize-only measures only the resize sections (form at every size, and form 5000) and puts them in
place of the old ones in --out (other sections are left as they are). The command behind RESULTS.md's
resize sections, from the repository's root after `swift build -c release`:

  python3 scripts/bench-scale.py --resize-only --shared ../shared \
      --session-bench .build/release/session-bench [--old-session-bench OLD/.build/release/session-bench]

Every kiwi figure says which system it solves: "kiwi, same system" is kiwisolver on the system a
LayoutSession solves (root's width and height edit variables above every preference, both
suggested on every resize); the oracle's `--resize` leaves root's height free and weighs the width's
edit against the file's top preference, another system, kept only for continuity.
"""
import argparse
import io
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

SIZE = "2000x2000"
REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (workload, generator arguments for a given number of views, views it yields)
def workload_args(kind, views):
    if kind == "stack":
        return ["stack", str(views)], views + 1
    if kind == "grid":
        # Square up to 100 x 100. Wider rows do not fit a 2000-point canvas once the gaps are
        # counted (250 cells need 2008 points of gaps and margins), so the file would be a
        # conflict rather than a layout: beyond 10,000 views the grid grows in rows.
        side = max(1, round(math.sqrt(views)))
        cols = min(side, 100)
        rows = max(1, round(views / cols))
        return ["grid", str(rows), str(cols)], rows * cols + 1
    if kind == "form":
        fields = max(1, views // 3)
        return ["form", str(fields)], 3 * fields + 2
    raise ValueError(kind)


def run_measured(argv, timeout=None):
    """Runs argv; returns (seconds, exit status, stderr, peak RSS in bytes), or None past the timeout."""
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=err)
        timed_out = threading.Event()

        def kill():
            timed_out.set()
            proc.kill()

        timer = threading.Timer(timeout, kill) if timeout else None
        if timer:
            timer.start()
        # wait4, unlike Popen.wait, also reports this child's own peak memory.
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        if timer:
            timer.cancel()
        if timed_out.is_set():
            return None
        err.seek(0)
        return elapsed, proc.returncode, err.read().decode("utf-8", "replace"), usage.ru_maxrss * 1024


def count_constraints(path):
    """Scalar constraints the file expands to, as the oracle's flat dump counts them (implicit ones too)."""
    # Statements only; compounds expand to several. Good enough for a per-constraint memory figure:
    # edges -> 4, size/center -> 2, `;`-separated statements counted separately.
    total = 0
    with open(path) as f:
        for line in f:
            code = line.split("//", 1)[0]
            for stmt in code.split(";"):
                stmt = stmt.strip()
                if not stmt:
                    continue
                if stmt.startswith("view "):
                    total += 2 * (stmt.count(",") + 1)  # width >= 0, height >= 0
                    continue
                total += 4 if ".edges" in stmt else 2 if (".size" in stmt or ".center " in stmt
                                                          or ".center=" in stmt) else 1
    return total + 6  # root: width, height >= 0, left, top, and the canvas size


def best_of(repeat, fn):
    """The fastest of `repeat` runs of fn (each (seconds, peak RSS) or None), with the largest
    peak seen; None if any run timed out."""
    results = [fn() for _ in range(repeat)]
    if any(r is None for r in results):
        return None, None
    return min(t for t, _ in results), max(rss for _, rss in results)


def kiwi_solve_seconds(oracle, path, timeout):
    out = run_measured([sys.executable, oracle, path, "--size", SIZE, "--timings"], timeout=timeout)
    if out is None:
        return None
    _, status, err, _ = out
    match = re.search(r"solve ([0-9.]+)s", err)
    if status != 0 or not match:
        raise RuntimeError(f"oracle failed on {path}: {err.strip()}")
    return float(match.group(1))


def layoutc_run(layoutc, path, timeout):
    """(seconds, peak RSS in bytes) of one `layoutc solve`, or None past the timeout."""
    out = run_measured([layoutc, "solve", path, "--size", SIZE, "--format", "json"], timeout=timeout)
    if out is None:
        return None
    elapsed, status, err, rss = out
    if status != 0:
        raise RuntimeError(f"layoutc failed on {path} (exit {status}): {err.strip()[:500]}")
    return elapsed, rss


def fit_exponent(points):
    """Least-squares slope of log(time) against log(views)."""
    pts = [(math.log(n), math.log(t)) for n, t in points if t and t > 0]
    if len(pts) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    sxx = sum((x - mx) ** 2 for x, _ in pts)
    return sum((x - mx) * (y - my) for x, y in pts) / sxx if sxx else None


def fmt_seconds(t):
    if t is None:
        return "—"
    return f"{t * 1000:.1f} ms" if t < 1 else f"{t:.2f} s"


def svg_plot(series, path):
    """Log-log plot: one polyline per series; series = [(label, colour, dashed, [(n, t)])]."""
    width, height, left, right, top, bottom = 760, 480, 70, 190, 20, 50
    xs = [n for _, _, _, pts in series for n, t in pts if t]
    ys = [t for _, _, _, pts in series for n, t in pts if t]
    if not xs:
        return
    x0, x1 = math.floor(math.log10(min(xs))), math.ceil(math.log10(max(xs)))
    y0, y1 = math.floor(math.log10(min(ys))), math.ceil(math.log10(max(ys)))
    x1, y1 = max(x1, x0 + 1), max(y1, y0 + 1)
    pw, ph = width - left - right, height - top - bottom

    def px(n):
        return left + (math.log10(n) - x0) / (x1 - x0) * pw

    def py(t):
        return top + ph - (math.log10(t) - y0) / (y1 - y0) * ph

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>']
    for e in range(x0, x1 + 1):
        x = px(10 ** e)
        out.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{top + ph}" stroke="#ddd"/>')
        out.append(f'<text x="{x:.1f}" y="{top + ph + 18}" text-anchor="middle">1e{e}</text>')
    for e in range(y0, y1 + 1):
        y = py(10 ** e)
        label = f"{10 ** e:g} s"
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + pw}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{label}</text>')
    out.append(f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="#333"/>')
    out.append(f'<text x="{left + pw / 2}" y="{height - 12}" text-anchor="middle">views</text>')
    out.append(f'<text x="16" y="{top + ph / 2}" text-anchor="middle" '
               f'transform="rotate(-90 16 {top + ph / 2})">time (log)</text>')
    for i, (label, colour, dashed, pts) in enumerate(series):
        pts = [(n, t) for n, t in pts if t]
        dash = ' stroke-dasharray="6 4"' if dashed else ""
        if len(pts) > 1:
            coords = " ".join(f"{px(n):.1f},{py(t):.1f}" for n, t in pts)
            out.append(f'<polyline points="{coords}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
        for n, t in pts:
            out.append(f'<circle cx="{px(n):.1f}" cy="{py(t):.1f}" r="3" fill="{colour}"/>')
        ly = top + 14 + i * 18
        out.append(f'<line x1="{left + pw + 12}" y1="{ly - 4}" x2="{left + pw + 36}" y2="{ly - 4}" '
                   f'stroke="{colour}" stroke-width="2"{dash}/>')
        out.append(f'<text x="{left + pw + 42}" y="{ly}">{label}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def baseline_ratio(new, old, path, repeat):
    """(new seconds, old seconds) for one file, best of `repeat` alternating runs of each."""
    best_new, best_old = math.inf, math.inf
    for _ in range(repeat):
        for binary in (new, old):
            out = run_measured([binary, "solve", path, "--size", SIZE, "--format", "json"], timeout=120)
            if out is None:
                return None
            if binary == new:
                best_new = min(best_new, out[0])
            else:
                best_old = min(best_old, out[0])
    return best_new, best_old


def session_resize(session_bench, path, widths="1500,1600,1700,1800,1900,2100,2200,2300,2400,2000"):
    """session-bench's JSON for one file, or None when it fails."""
    proc = subprocess.run([session_bench, path, "--widths", widths, "--rounds", "5"],
                          capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        return None
    return json.loads(proc.stdout)


HEIGHTS = "2100,1900,2200,1800,2300,2000"


def session_partial(session_bench, path, changes=True):
    """session-bench's JSON for root-height resizes (the views are pinned to the top), or None."""
    argv = [session_bench, path, "--heights", HEIGHTS, "--rounds", "10"] + (["--changes"] if changes else [])
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        return None
    return json.loads(proc.stdout)


def callgrind_counts(session_bench, path, rounds):
    """Inclusive instructions of the re-solve (`suggest`) and of the whole
    `resizeReportingChanges`, over `rounds` rounds of root-height resizes; None on failure."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        proc = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                               "--toggle-collect=*0A7SessionC22resizeReportingChanges*",
                               session_bench, path, "--heights", HEIGHTS, "--rounds", str(rounds), "--changes"],
                              capture_output=True, text=True, timeout=3600)
        if proc.returncode != 0:
            return None
        report = subprocess.run(["callgrind_annotate", "--inclusive=yes", out], capture_output=True, text=True)
    resolve = whole = None
    for line in report.stdout.splitlines():
        match = re.match(r"\s*([0-9,]+) ", line)
        if not match:
            continue
        count = int(match.group(1).replace(",", ""))
        if "0A7SessionC7suggest" in line and resolve is None:
            resolve = count
        elif "0A7SessionC22resizeReportingChanges" in line and whole is None:
            whole = count
    return None if resolve is None or whole is None else (resolve, whole)


def callgrind_split(session_bench, path):
    """(instructions of the re-solve, of the whole call) per root-height resize through
    `resizeReportingChanges` in the steady state: the difference between 3 rounds and 1, so the
    first round's one-time work (filling the height edit's column cache) does not count."""
    one, three = callgrind_counts(session_bench, path, 1), callgrind_counts(session_bench, path, 3)
    if one is None or three is None:
        return None
    resizes = 2 * len(HEIGHTS.split(","))
    return (three[0] - one[0]) / resizes, (three[1] - one[1]) / resizes


def kiwi_resize_seconds(oracle, path, timeout, widths="1500,1600,1700,1800,1900,2100,2200,2300,2400,2000"):
    out = run_measured([sys.executable, oracle, path, "--resize", widths, "--timings"], timeout=timeout)
    if out is None:
        return None
    _, status, err, _ = out
    match = re.search(r"resize [0-9]+ x ([0-9.]+)us", err)
    if status != 0 or not match:
        raise RuntimeError(f"oracle --resize failed on {path}: {err.strip()}")
    return float(match.group(1)) * 1e-6



# kiwi on the system LayoutSession solves: the unsized layout (the oracle's own translation),
# root's width and height both edit variables at a strength above every preference the file has
# (the oracle ranks at most three, as strong, medium and weak), each resize suggesting both, then
# reading every value back. Timed per resize, median over rounds, like session-bench.
KIWI_SESSION = r"""
import statistics, sys, time
sys.path.insert(0, sys.argv[1])
import kiwisolver as kiwi
import kiwi_layout
path, widths, rounds = sys.argv[2], [float(w) for w in sys.argv[3].split(",")], int(sys.argv[4])
with open(path, encoding="utf-8") as f:
    text = f.read()
_, model, solver = kiwi_layout.build(text, None, False)
root = model.vars["root"]
edit = kiwi.strength.create(999, 0, 0)
solver.addEditVariable(root["width"], edit)
solver.addEditVariable(root["height"], edit)
solver.suggestValue(root["width"], 2000)
solver.suggestValue(root["height"], 2000)
solver.updateVariables()
times = []
for _ in range(rounds):
    for w in widths:
        t0 = time.perf_counter()
        solver.suggestValue(root["width"], w)
        solver.suggestValue(root["height"], 2000)
        solver.updateVariables()
        times.append(time.perf_counter() - t0)
print(statistics.median(times))
"""


def kiwi_session_resize_seconds(shared, path, timeout, widths="1500,1600,1700,1800,1900,2100,2200,2300,2400,2000"):
    """kiwi's median seconds per resize on the same system as LayoutSession, or None past the timeout."""
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen([sys.executable, "-c", KIWI_SESSION, os.path.join(shared, "oracle"), path, widths, "5"],
                                stdout=out, stderr=subprocess.DEVNULL)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            return None
        if proc.returncode != 0:
            raise RuntimeError(f"kiwi session resize failed on {path}")
        out.seek(0)
        return float(out.read().decode().strip())


def fmt_ms(t):
    return "—" if t is None else f"{t * 1000:.2f} ms"


def fmt_us(t):
    return "—" if t is None else f"{t * 1e6:.1f} µs"


def write_form5000(f, args, gen):
    """Resize on form 5000 (15,002 views) against the previous build, alternating runs."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "form-5000.layout")
        with open(path, "w") as out:
            subprocess.run([sys.executable, gen, "form", "5000"], stdout=out, check=True)
        new, old = [], []
        for _ in range(5):
            result = session_resize(args.session_bench, path)
            new.append(result and result["resize_cpu_median_seconds"])
            if args.old_session_bench:
                result = session_resize(args.old_session_bench, path)
                old.append(result and result["resize_cpu_median_seconds"])
        kiwi_same = kiwi_session_resize_seconds(args.shared, path, args.kiwi_resize_timeout)
    new = [t for t in new if t]
    old = [t for t in old if t]
    f.write("\n## Resize on form 5000 (15,002 views), against the previous build and kiwi on the same system\n\n")
    f.write("Root-width edits (1500 to 2400), `LayoutSession.resize`, the whole call; the thread's CPU time, "
            "median of 50 resizes per run, 5 alternating runs of each build.\n\n")
    f.write("| build | runs (ms) | median |\n|---|---|---|\n")
    if new:
        f.write(f"| new | {', '.join(f'{t * 1000:.2f}' for t in new)} | {fmt_ms(sorted(new)[len(new) // 2])} |\n")
    if old:
        f.write(f"| previous | {', '.join(f'{t * 1000:.2f}' for t in old)} | {fmt_ms(sorted(old)[len(old) // 2])} |\n")
        ratios = [o / n for o, n in zip(old, new)]
        f.write(f"\nprevious / new, run by run: {', '.join(f'{r:.2f}x' for r in ratios)}.\n")
    f.write("\nkiwi on the same system (the unsized file, root's width and height edit variables above every "
            "preference, both suggested, `updateVariables`; no frames or warnings built; median of 50 "
            "resizes, wall clock of the Python loop around kiwisolver's C++): ")
    if kiwi_same is None:
        f.write(f"building the unsized system took over {args.kiwi_resize_timeout:.0f} s.\n")
    else:
        median = sorted(new)[len(new) // 2] if new else None
        f.write(f"{fmt_ms(kiwi_same)}" + (f", {kiwi_same / median:.1f}x layoutc's CPU median.\n" if median else ".\n"))


def write_resizes(f, resizes, stamp=None):
    """The resize table on form at every size: layoutc, the previous build, kiwi on the same system,
    and the oracle's `--resize`, which solves another system."""
    f.write("\n## Resize: one root-width edit re-solved\n\n")
    if stamp:
        f.write(stamp + "\n")
    f.write("layoutc: `LayoutSession.resize` through `session-bench`, median of 50 resizes, the whole call "
            "(re-solve, every frame, the warnings); CPU time of the thread, and wall clock. The session's "
            "system: root's width and height are edit variables above every preference, and a resize "
            "suggests both.\n\n"
            "kiwi, same system: kiwisolver on that system (the oracle's translation of the file without a "
            "canvas, root's width and height edit variables at 999 times kiwi's `strong`, above every "
            "preference of the file), each resize `suggestValue` on both edits and `updateVariables`, "
            "which writes every variable's value; it builds no frames and no warnings, which layoutc's "
            "figure includes. Median of 50 resizes, wall clock of a Python loop around kiwisolver's C++ "
            "(about a microsecond of overhead per resize). Only this column compares like with like.\n\n"
            "oracle `--resize`, another system: the oracle's own resize, in which root's height is free "
            "(no edit, no canvas) and the width's edit has kiwi's `strong`, the strength of the file's top "
            "preference (`@high` on form), so the two are weighed against each other; kiwi then carries "
            "root's free height through its rows, which makes each resize far slower than on the "
            "session's system. It is kept for continuity with earlier reports (148x and 831x kiwi on "
            "1,001 and 3,002 views), not as a comparison. Both kiwi columns build the unsized system "
            "first, which kiwi does within the time limit only up to 3,002 views, so they stop there; "
            "form 5000 below has kiwi on the same system with a longer limit.\n\n")
    f.write("| form views | layoutc CPU | layoutc wall | previous build CPU | kiwi, same system "
            "| kiwi same system / layoutc CPU | oracle `--resize` (another system) |\n")
    f.write("|---|---|---|---|---|---|---|\n")
    for views, ours_r, old_r, kiwi_same, kiwi_oracle in resizes:
        cpu = ours_r and ours_r["resize_cpu_median_seconds"]
        wall = ours_r and ours_r["resize_median_seconds"]
        old_cpu = old_r and old_r["resize_cpu_median_seconds"]
        ratio = f"{kiwi_same / cpu:.1f}x" if kiwi_same and cpu else "—"
        f.write(f"| {views} | {fmt_ms(cpu)} | {fmt_ms(wall)} | {fmt_ms(old_cpu)} | {fmt_ms(kiwi_same)} | {ratio} "
                f"| {fmt_ms(kiwi_oracle)} |\n")
    cpus = [(v, o["resize_cpu_median_seconds"]) for v, o, _, _, _ in resizes if o]
    k = fit_exponent(cpus)
    if k is not None:
        f.write(f"\nlayoutc resize growth: time ∝ views^{k:.2f}.\n")


def resize_row(args, oracle, path, actual_views):
    """(views, layoutc, previous build, kiwi on the same system, oracle --resize) for one form file."""
    ours = session_resize(args.session_bench, path)
    old = (session_resize(args.old_session_bench, path)
           if args.old_session_bench and actual_views <= 10001 else None)
    same = kiwi_session_resize_seconds(args.shared, path, args.kiwi_timeout) if actual_views <= 3002 else None
    other = kiwi_resize_seconds(oracle, path, args.kiwi_timeout) if actual_views <= 3002 else None
    print(f"resize form {actual_views} views: layoutc cpu {fmt_ms(ours and ours['resize_cpu_median_seconds'])}, "
          f"kiwi same system {fmt_ms(same)}, oracle --resize {fmt_ms(other)}", file=sys.stderr)
    return actual_views, ours, old, same, other


def write_partials(f, partials, args):
    """The partial-edit table: root-height resizes on layouts pinned to the top."""
    f.write("\n## Partial edit: root's height on layouts pinned to the top\n\n")
    f.write("Every view of `stack` and `form` hangs from root's top, so a root-height edit moves root alone. "
            "`session-bench --heights " + HEIGHTS + " --rounds 10`, the thread's CPU time, median of 60 resizes. "
            "partial: `resizeReportingChanges` (re-solve, read back only what the solver moved, the changed "
            "frames returned); whole: `resize`, which returns the whole solution (updated in place); previous: "
            "the previous build's `resize` on the same edits (up to 10,000 views).")
    if any(p[5] for p in partials):
        f.write(" Instructions (callgrind, per resize in the steady state: 3 rounds minus 1, so the first "
                "round's one-time filling of the height edit's column cache is left out): the re-solve alone "
                "(`suggestValue` on both edits and the dual simplex) and the whole `resizeReportingChanges` call.")
    f.write("\n\n| workload | views | changed frames | partial | whole | previous | previous / partial "
            "| re-solve instructions | whole-call instructions |\n|---|---|---|---|---|---|---|---|---|\n")
    for kind, views, partial, whole, old, split in partials:
        p = partial and partial["resize_cpu_median_seconds"]
        w = whole and whole["resize_cpu_median_seconds"]
        o = old and old["resize_cpu_median_seconds"]
        changed = f"{partial['changed_frames_mean']:.0f}" if partial else "—"
        ratio = f"{o / p:.0f}x" if o and p else "—"
        resolve, call = (f"{split[0]:,.0f}", f"{split[1]:,.0f}") if split else ("—", "—")
        f.write(f"| {kind} | {views} | {changed} | {fmt_us(p)} | {fmt_us(w)} | {fmt_us(o)} | {ratio} "
                f"| {resolve} | {call} |\n")
    f.write("\nGrowth (time ∝ views^k, least squares on log-log):\n\n| series | k |\n|---|---|\n")
    for kind in ("stack", "form"):
        for label, index in (("partial", 2), ("whole", 3), ("previous", 4)):
            pts = [(p[1], p[index]["resize_cpu_median_seconds"]) for p in partials if p[0] == kind and p[index]]
            k = fit_exponent(pts)
            if k is not None:
                f.write(f"| {kind} {label} | {k:.2f} |\n")
        pts = [(p[1], p[5][1]) for p in partials if p[0] == kind and p[5]]
        k = fit_exponent(pts)
        if k is not None:
            f.write(f"| {kind} whole-call instructions | {k:.2f} |\n")
        pts = [(p[1], p[5][0]) for p in partials if p[0] == kind and p[5]]
        k = fit_exponent(pts)
        if k is not None:
            f.write(f"| {kind} re-solve instructions | {k:.2f} |\n")


RESIZE_SECTIONS = ("## Resize: one root-width edit re-solved", "## Resize on form 5000")  # prefixes


def run_stamp(args):
    """Commit of the measured checkout, the previous build's, and the load average now."""
    def commit(folder):
        try:
            return subprocess.run(["git", "-C", folder, "rev-parse", "--short", "HEAD"], capture_output=True,
                                  text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            return "unknown"
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    old = ""
    if args.old_session_bench:
        folder = os.path.dirname(os.path.abspath(args.old_session_bench))
        while folder != "/" and not os.path.exists(os.path.join(folder, ".git")):
            folder = os.path.dirname(folder)
        old = f"; previous build `{args.old_session_bench}` at {commit(folder)}"
    return (f"Regenerated by `scripts/bench-scale.py --resize-only` on {time.strftime('%Y-%m-%d %H:%M %Z')} "
            f"at {commit(REPOSITORY)} (release build){old}; load average {load} on "
            f"{os.cpu_count()} cores (shared machine: compare within a run).\n")


def splice(existing, sections):
    """`existing` with its resize sections (from the first heading in RESIZE_SECTIONS to the next
    `## ` heading that is not one of them) replaced by `sections`, or `sections` appended."""
    start = existing.find("\n" + RESIZE_SECTIONS[0])
    if start < 0:
        return existing.rstrip("\n") + "\n" + sections
    end = start + 1
    while True:
        following = existing.find("\n## ", end)
        if following < 0:
            return existing[:start] + "\n" + sections.lstrip("\n")
        if not existing.startswith(RESIZE_SECTIONS, following + 1):
            return existing[:start] + "\n" + sections.lstrip("\n").rstrip("\n") + "\n" + existing[following:]
        end = following + 1


def resize_only(args):
    """Measures only the resize sections and puts them into --out in place of the old ones."""
    if not args.session_bench:
        print("--resize-only needs --session-bench", file=sys.stderr)
        return 2
    gen = os.path.join(args.shared, "bench", "gen_layout.py")
    oracle = os.path.join(args.shared, "oracle", "kiwi_layout.py")
    sizes = [1000, 3000, 10000] if args.quick else [1000, 3000, 10000, 30000, 100000]
    resizes = []
    with tempfile.TemporaryDirectory() as tmp:
        for views in sizes:
            gen_args, actual_views = workload_args("form", views)
            path = os.path.join(tmp, f"form-{views}.layout")
            with open(path, "w") as f:
                subprocess.run([sys.executable, gen] + gen_args, stdout=f, check=True)
            resizes.append(resize_row(args, oracle, path, actual_views))
    buffer = io.StringIO()
    write_resizes(buffer, resizes, run_stamp(args))
    write_form5000(buffer, args, gen)
    existing = ""
    if os.path.exists(args.out):
        with open(args.out, encoding="utf-8") as f:
            existing = f.read()
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(splice(existing, buffer.getvalue()) if existing else "# Resize benchmark\n" + buffer.getvalue())
    print(f"wrote the resize sections of {args.out}", file=sys.stderr)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--layoutc", default=".build/release/layoutc")
    ap.add_argument("--shared", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared"))
    ap.add_argument("--kiwi-timeout", type=float, default=60.0)
    ap.add_argument("--layoutc-timeout", type=float, default=300.0)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="sizes up to 10,000 views")
    ap.add_argument("--out", default="Benchmarks/RESULTS.md")
    ap.add_argument("--svg", default="Benchmarks/scale.svg")
    ap.add_argument("--baseline", help="an older layoutc to compare with (up to 10,000 views, and the examples)")
    ap.add_argument("--baseline-repeat", type=int, default=15, help="alternating runs per example")
    ap.add_argument("--session-bench", help="session-bench binary: time resizes on form")
    ap.add_argument("--old-session-bench", help="session-bench built on the baseline's sources")
    ap.add_argument("--callgrind", action="store_true",
                    help="count the re-solve's instructions apart from the read-back (valgrind, up to 30,000 views)")
    ap.add_argument("--resize-only", action="store_true", help="only the resize sections (needs --session-bench)")
    ap.add_argument("--kiwi-resize-timeout", type=float, default=600.0,
                    help="limit for kiwi building form 5000 for the same-system resize")
    args = ap.parse_args()
    if args.resize_only:
        return resize_only(args)

    gen = os.path.join(args.shared, "bench", "gen_layout.py")
    oracle = os.path.join(args.shared, "oracle", "kiwi_layout.py")
    sizes = [1000, 3000, 10000] if args.quick else [1000, 3000, 10000, 30000, 100000]
    kinds = ["stack", "grid", "form"]
    rows, series, before_after, resizes, partials = [], [], [], [], []
    colours = {"stack": "#1f77b4", "grid": "#2ca02c", "form": "#d62728"}
    with tempfile.TemporaryDirectory() as tmp:
        # The process's own peak on a one-view file: what every run pays whatever its size.
        tiny = os.path.join(tmp, "tiny.layout")
        with open(tiny, "w") as f:
            subprocess.run([sys.executable, gen, "stack", "1"], stdout=f, check=True)
        base_rss = min(layoutc_run(args.layoutc, tiny, 60)[1] for _ in range(5))
        print(f"baseline peak RSS {base_rss / 1e6:.1f} MB", file=sys.stderr)
        for kind in kinds:
            ours, theirs, kiwi_gave_up = [], [], False
            for views in sizes:
                gen_args, actual_views = workload_args(kind, views)
                path = os.path.join(tmp, f"{kind}-{views}.layout")
                with open(path, "w") as f:
                    subprocess.run([sys.executable, gen] + gen_args, stdout=f, check=True)
                constraints = count_constraints(path)
                t_ours, rss = best_of(args.repeat, lambda: layoutc_run(args.layoutc, path, args.layoutc_timeout))
                if args.baseline and actual_views <= 10001:
                    t_old, rss_old = best_of(args.repeat, lambda: layoutc_run(args.baseline, path, args.layoutc_timeout))
                    before_after.append((kind, " ".join(gen_args[1:]), actual_views, fmt_seconds(t_old),
                                         fmt_seconds(t_ours), f"{t_old / t_ours:.1f}x" if t_old and t_ours else "—",
                                         f"{rss_old / 1e6:.0f} MB" if rss_old else "—",
                                         f"{rss / 1e6:.0f} MB" if rss else "—"))
                if args.session_bench and kind == "form":
                    resizes.append(resize_row(args, oracle, path, actual_views))
                t_kiwi = None
                if not kiwi_gave_up:
                    t_kiwi = kiwi_solve_seconds(oracle, path, args.kiwi_timeout)
                    kiwi_gave_up = t_kiwi is None  # larger sizes would only take longer
                ours.append((actual_views, t_ours))
                theirs.append((actual_views, t_kiwi))
                ratio = f"{t_kiwi / t_ours:.1f}x" if t_kiwi and t_ours else (
                    f"> {args.kiwi_timeout / t_ours:.0f}x" if t_ours else "—")
                kiwi_cell = fmt_seconds(t_kiwi) if t_kiwi is not None else f"> {args.kiwi_timeout:.0f} s (limit)"
                rows.append((kind, " ".join(gen_args[1:]), actual_views, constraints, fmt_seconds(t_ours),
                             kiwi_cell, ratio, f"{rss / constraints:.0f} B" if rss else "—",
                             f"{(rss - base_rss) / constraints:.0f} B" if rss else "—"))
                if args.session_bench and kind in ("stack", "form"):
                    partial = session_partial(args.session_bench, path)
                    whole = session_partial(args.session_bench, path, changes=False)
                    old_partial = (session_partial(args.old_session_bench, path, changes=False)
                                   if args.old_session_bench and actual_views <= 10001 else None)
                    split = callgrind_split(args.session_bench, path) if args.callgrind and actual_views <= 30002 else None
                    partials.append((kind, actual_views, partial, whole, old_partial, split))
                    print(f"partial edit {kind} {gen_args[1:]}: "
                          f"{fmt_us(partial and partial['resize_cpu_median_seconds'])}", file=sys.stderr)
                memory = f"{rss / 1e6:.0f} MB" if rss else "—"
                print(f"{kind} {gen_args[1:]}: layoutc {fmt_seconds(t_ours)}, kiwi {kiwi_cell}, {memory}",
                      file=sys.stderr)
            series.append((f"layoutc {kind}", colours[kind], False, ours))
            series.append((f"kiwi {kind}", colours[kind], True, theirs))

    exponents = []
    for label, _, _, pts in series:
        e = fit_exponent([(n, t) for n, t in pts if t])
        exponents.append((label, e))
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w") as f:
        f.write("# Scale benchmark: layoutc against kiwi\n\n")
        f.write(f"Made by `scripts/bench-scale.py` on {time.strftime('%Y-%m-%d')}, canvas {SIZE}, ")
        f.write(f"best of {args.repeat} for layoutc; kiwi is the oracle's solve phase (kiwisolver), ")
        f.write(f"limited to {args.kiwi_timeout:.0f} s. layoutc's time is the whole command, file to frames.\n\n")
        f.write(f"Net memory is the peak RSS minus the same binary's peak on a one-view file "
                f"({base_rss / 1e6:.1f} MB, the process's fixed baseline), per constraint.\n\n")
        f.write("| workload | size | views | constraints | layoutc | kiwi | kiwi / layoutc "
                "| layoutc peak RSS per constraint | net per constraint |\n")
        f.write("|---|---|---|---|---|---|---|---|---|\n")
        for r in rows:
            f.write("| " + " | ".join(str(c) for c in r) + " |\n")
        f.write("\n## Growth exponents (time ∝ views^k, least squares on log-log)\n\n| series | k |\n|---|---|\n")
        for label, e in exponents:
            f.write(f"| {label} | {'—' if e is None else f'{e:.2f}'} |\n")
        f.write(f"\n![time against views]({os.path.basename(args.svg)})\n")
        if before_after:
            f.write("\n## Against the previous build, same run\n\n")
            f.write(f"`{args.baseline}` (old) and `{args.layoutc}` (new), best of {args.repeat} each.\n\n")
            f.write("| workload | size | views | old | new | old / new | old peak RSS | new peak RSS |\n")
            f.write("|---|---|---|---|---|---|---|---|\n")
            for r in before_after:
                f.write("| " + " | ".join(str(c) for c in r) + " |\n")
        if resizes:
            write_resizes(f, resizes)
        if args.session_bench:
            write_form5000(f, args, gen)
        if partials:
            write_partials(f, partials, args)
        if args.baseline:
            examples = sorted(os.path.join(REPOSITORY, "Examples", n)
                              for n in os.listdir(os.path.join(REPOSITORY, "Examples")) if n.endswith(".layout"))
            f.write("\n## Small files: the examples against the previous build, same run\n\n")
            f.write(f"Best of {args.baseline_repeat} alternating runs each, whole command.\n\n")
            f.write("| example | old | new | old / new |\n|---|---|---|---|\n")
            for path in examples:
                pair = baseline_ratio(args.layoutc, args.baseline, path, args.baseline_repeat)
                if pair:
                    f.write(f"| {os.path.basename(path)} | {fmt_ms(pair[1])} | {fmt_ms(pair[0])} | "
                            f"{pair[1] / pair[0]:.2f} |\n")
    svg_plot(series, args.svg)
    print(f"wrote {args.out} and {args.svg}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
