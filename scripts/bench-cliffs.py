#!/usr/bin/env python3
"""Cliff benchmark: the workloads issue 12 names, a new build against a baseline, in one run.

Every figure is one whole command (file to findings or frames), wall clock and peak resident
memory (wait4's ru_maxrss of the child), best of --repeat runs, the two builds alternated per
workload (new clean, new file, baseline clean, baseline file). Each workload is compared with a
"clean" file on the same build: the same file without its extra lines (or, for the long line and
the chain, the same content in its ordinary form), so "/ clean" is the ratio the issue's goals
bound (at most 2 for conflicts; the number of variants for flags).

Sections (--sections, all by default):
  conflict  `stack N` with one conflicting pin on its last row (`rN-1.top = 100`), N = 300, 1000,
            3000, 10000; at 10,000 rows the pin written as `rN-1.bottom <= root.bottom`, and a
            two-line conflict (`r5000.height = 30` against the generator's `r5000.height >= 44`);
            `check FILE --size 2000x2000`.
  flags     `stack N` (1000, 10000) with 1 and with 6 flags (`when flagK { rJ.height = 50 }`):
            `check --size 2000x2000` (every variant: 2 and 64), `check --size 2000x2000 --set
            flag0` (one variant), and one flag at two sizes (`--size 2000x2000 --size 1500x3000`,
            one session across the sizes).
  longline  a pinned chain of views written on one line of about 1 MB (statements joined by
            `; `), every view's height written twice (a D001 warning each: many findings on that
            line), `check --size 2000x2000 --format human`; clean: the same statements one a line.
  depth     `when` blocks nested 20,000, 40,000 and 160,000 deep (past the limit of 16: V003), on one
            line, one a line, and never closed; `check --size 2000x2000`; clean: as many sibling
            blocks, one a line.
  lets      one pinned view and N named constants (`let cK = K`), N = 100, 400, 2000, 10000:
            `generate FILE --target uikit` against `check FILE` of the same file (issue 29's goal:
            at most 3x), the constants read by nothing; and N = 100, 400, 2000 views each placed by
            its own constant (`vK.left = cK`), which `generate` still checks again twice per
            constant (a settable property each): not yet within the goal.
  chain     views linked only by left (`v{i}.left = v{i-1}.left + 10`, each with a width, a top
            and a height, one statement a line) and pinned nowhere, N = 1000, 2000, 4000, 8000,
            `solve --size 375x667 --format json` (as the solver's own chain benchmark runs it);
            clean: the same chain with `v0.left = 0`.

A run past --timeout is recorded as exceeded, never waited for, and the same build is not run on
the larger sizes of that series (they would only take longer): those cells read "> T s (not run)".
An exit status other than 0 or 1 (a crash, or killed for memory) is reported in the table.

With --update FILE (Benchmarks/SOLVER.md) each measured section replaces its own block in FILE,
between `<!-- cliffs:NAME begin -->` and `<!-- cliffs:NAME end -->` (appended under a
"## Cliffs (issue 12)" heading when absent), with the date, both commits and the load average
(`uptime`) at its start and end; sections not measured stay as they were. So the chain rows can be
rerun alone once the solver's fix is merged:

  swift build -c release
  python3 scripts/bench-cliffs.py --baseline /tmp/base-conflicts/.build/release/layoutc \\
      --timeout 120 --repeat 2 --sections chain --update Benchmarks/SOLVER.md

and every section with `--sections conflict,flags,longline,chain` (the default). Without --update
the markdown goes to stdout (and to --out if given).

  bench-cliffs.py --baseline OLD_LAYOUTC [--layoutc .build/release/layoutc] [--shared ../shared]
                  [--repeat 2] [--timeout 120] [--sections LIST] [--quick] [--out FILE]
                  [--update Benchmarks/SOLVER.md] [--chain-fix-pending | --no-chain-fix-pending]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZE = "2000x2000"
SECTIONS = ("conflict", "flags", "longline", "chain", "depth", "lets")
TITLES = {
    "conflict": "Conflicts at scale",
    "flags": "`when` blocks",
    "longline": "Diagnostics on one long line",
    "chain": "Unpinned chain",
    "depth": "Blocks nested past the depth limit",
    "lets": "Named constants in `generate`",
}


class Workload:
    """One row: a file and its clean counterpart, the command's arguments after the path, and the
    series it belongs to (a timeout skips the larger sizes of the same series on that build)."""

    def __init__(self, section, name, clean, text, arguments, series=None, clean_arguments=None):
        self.section, self.name, self.clean, self.text = section, name, clean, text
        self.arguments, self.series = arguments, series
        # The clean run's command, when it is not the file's (`check` against `generate`).
        self.clean_arguments = clean_arguments or arguments


def run_measured(argv, timeout):
    """(seconds, peak RSS in bytes, exit status) of one run, or None past the timeout."""
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=err)
        timed_out = threading.Event()

        def kill():
            timed_out.set()
            proc.kill()

        timer = threading.Timer(timeout, kill)
        timer.start()
        # wait4, unlike Popen.wait, also reports this child's own peak memory.
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        timer.cancel()
        proc.returncode = os.waitstatus_to_exitcode(status)
        if timed_out.is_set():
            return None
        return elapsed, usage.ru_maxrss * 1024, proc.returncode


def generate(shared, *arguments):
    out = subprocess.run([sys.executable, os.path.join(shared, "bench", "gen_layout.py")] + list(arguments),
                         check=True, capture_output=True, text=True)
    return out.stdout


def flags(rows, count):
    """`count` when blocks, each setting one row's height under its own flag."""
    return "".join(f"when flag{k} {{\n  r{(7 * k + 3) % rows}.height = 50\n}}\n" for k in range(count))


def chain(count, pinned):
    """Views linked only by left; the only free attribute is x, unless `v0.left = 0` pins it."""
    lines = [f"view v{i}" for i in range(count)]
    for i in range(count):
        lines.append(f"v{i}.width = 8; v{i}.top = {i % 50}; v{i}.height = 10")
        if i > 0:
            lines.append(f"v{i}.left = v{i - 1}.left + 10")
    if pinned:
        lines.append("v0.left = 0")
    return "\n".join(lines) + "\n"


def constants(count, read):
    """`count` named constants: read by nothing (one pinned view), or each placing its own view."""
    lines = [f"let c{k} = {k % 50}" for k in range(count)]
    if not read:
        return "\n".join(["view a", "a.left = 0; a.top = 0; a.width = 10; a.height = 10"] + lines) + "\n"
    for k in range(count):
        lines += [f"view v{k}", f"v{k}.left = c{k}; v{k}.top = {k}; v{k}.width = 10; v{k}.height = 10"]
    return "\n".join(lines) + "\n"


def long_line_statements(target_bytes):
    """A pinned chain's statements, every height written twice (D001 each), about target_bytes."""
    statements, size, i = [], 0, 0
    while size < target_bytes:
        link = f"v{i}.left = 0" if i == 0 else f"v{i}.left = v{i - 1}.left + 10"
        group = [link, f"v{i}.width = 8", f"v{i}.top = {i % 50}", f"v{i}.height = 10", f"v{i}.height = 10"]
        statements += group
        size += sum(len(s) + 2 for s in group) + len(f"v{i}, ")
        i += 1
    return ["view " + ", ".join(f"v{k}" for k in range(i))] + statements, i


def workloads(shared, quick, sections):
    result = []
    check = ["check", "--size", SIZE]
    if "conflict" in sections:
        sizes = [300, 1000] if quick else [300, 1000, 3000, 10000]
        big = sizes[-1]
        texts = {rows: generate(shared, "stack", str(rows)) for rows in sizes}
        for rows in sizes:
            result.append(Workload("conflict", f"stack {rows}, pin `r{rows - 1}.top = 100`", texts[rows],
                                   texts[rows] + f"r{rows - 1}.top = 100\n", check, series="pin"))
        result.append(Workload("conflict", f"stack {big}, pin `r{big - 1}.bottom <= root.bottom`", texts[big],
                               texts[big] + f"r{big - 1}.bottom <= root.bottom\n", check))
        middle = big // 2
        result.append(Workload("conflict", f"stack {big}, two lines: `r{middle}.height = 30` against `>= 44`",
                               texts[big], texts[big] + f"r{middle}.height = 30\n", check))
    if "flags" in sections:
        for rows in ([1000] if quick else [1000, 10000]):
            text = generate(shared, "stack", str(rows))
            for count in (1, 6):
                variants = 2 ** count
                plural = "s" if count > 1 else ""
                result.append(Workload("flags", f"stack {rows}, {count} flag{plural}, every variant ({variants})",
                                       text, text + flags(rows, count), check, series=f"every-{count}"))
                result.append(Workload("flags", f"stack {rows}, {count} flag{plural}, `--set flag0`",
                                       text, text + flags(rows, count), check + ["--set", "flag0"],
                                       series=f"set-{count}"))
            result.append(Workload("flags", f"stack {rows}, 1 flag, two sizes (`--size 1500x3000` too)",
                                   text, text + flags(rows, 1), check + ["--size", "1500x3000"], series="two"))
    if "longline" in sections:
        statements, views = long_line_statements(100_000 if quick else 1_000_000)
        one_line = "; ".join(statements) + "\n"
        result.append(Workload("longline", f"{len(one_line) / 1e6:.2f} MB on one line, {views} views, "
                               f"{views} D001", "\n".join(statements) + "\n", one_line,
                               check + ["--format", "human"]))
    if "chain" in sections:
        for count in ([1000, 2000] if quick else [1000, 2000, 4000, 8000]):
            result.append(Workload("chain", f"{count} views, unpinned", chain(count, True), chain(count, False),
                                   ["solve", "--size", "375x667", "--format", "json"], series="chain"))
    if "depth" in sections:
        head = "view a\na.edges = root.edges\n"
        for count in ([20000] if quick else [20000, 40000, 160000]):
            siblings = "when f { }\n" * count
            result.append(Workload("depth", f"`when` nested {count} deep, one line", head + siblings,
                                   head + "when f {" * count + "}" * count + "\n", check, series="one-line"))
            result.append(Workload("depth", f"`when` nested {count} deep, one a line", head + siblings,
                                   head + "when f {\n" * count + "}\n" * count, check, series="lines"))
            result.append(Workload("depth", f"`when` nested {count} deep, never closed", head + siblings,
                                   head + "when f {\n" * count, check, series="unclosed"))
    if "lets" in sections:
        for read in (False, True):
            sizes = [100, 400, 2000] if read else [100, 400, 2000, 10000]
            for count in (sizes[:2] if quick else sizes):
                text = constants(count, read)
                label = "each placing its own view" if read else "read by nothing"
                result.append(Workload("lets", f"{count} constants, {label}", text, text,
                                       ["generate", "--target", "uikit"], series=f"lets-{read}",
                                       clean_arguments=["check"]))
    return result


def argv(binary, path, arguments):
    return [binary, arguments[0], path] + arguments[1:]


def measure(binary, path, arguments, repeat, timeout):
    """Best time, largest peak RSS and the exit statuses of `repeat` runs; None if one timed out."""
    best, peak, codes = None, 0, set()
    for _ in range(repeat):
        out = run_measured(argv(binary, path, arguments), timeout)
        if out is None:
            return None
        best = out[0] if best is None else min(best, out[0])
        peak = max(peak, out[1])
        codes.add(out[2])
    return best, peak, sorted(codes)


SKIPPED = "skipped"


def seconds(value, timeout):
    if value is None:
        return f"> {timeout:.0f} s"
    if value is SKIPPED:
        return f"> {timeout:.0f} s (not run)"
    t = value[0]
    return f"{t * 1000:.0f} ms" if t < 1 else f"{t:.2f} s"


def megabytes(value):
    if value is None or value is SKIPPED:
        return "—"
    return f"{value[1] / 1e6:.0f} MB" if value[1] < 1e9 else f"{value[1] / 1e9:.2f} GB"


def status(value):
    """The exit statuses when one is neither 0 nor 1 (a crash, or killed for memory)."""
    if value is None or value is SKIPPED:
        return ""
    odd = [c for c in value[2] if c not in (0, 1)]
    return f" (exit {', '.join(str(c) for c in odd)})" if odd else ""


def ratio(a, b, timeout):
    """a / b, or a lower bound when a timed out."""
    if b is None or b is SKIPPED:
        return "—"
    if a is None or a is SKIPPED:
        return f"> {timeout / b[0]:.0f}x"
    r = a[0] / b[0]
    return f"{r:.0f}x" if r >= 10 else f"{r:.1f}x"


def commit_of(binary):
    """The short commit of the checkout a binary was built in (.build/release/layoutc), if any."""
    folder = os.path.dirname(os.path.abspath(binary))
    while folder != "/" and not os.path.exists(os.path.join(folder, ".git")):
        folder = os.path.dirname(folder)
    try:
        out = subprocess.run(["git", "-C", folder, "log", "-1", "--format=%h"], capture_output=True, text=True,
                             check=True)
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def uptime():
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def run_section(section, items, args, folder):
    """Measures one section's workloads; returns (rows, uptime before, uptime after)."""
    before = uptime()
    rows, exceeded = [], set()
    for index, item in enumerate(items):
        paths = []
        for kind, body in (("clean", item.clean), ("file", item.text)):
            path = os.path.join(folder, f"{section}-{index}-{kind}.layout")
            with open(path, "w", encoding="utf-8") as f:
                f.write(body)
            paths.append(path)
        figures = {}
        for build, binary in (("new", args.layoutc), ("old", args.baseline)):
            for kind, path in zip(("clean", "file"), paths):
                key = (build, kind, item.series)
                if item.series and key in exceeded:
                    figures[build, kind] = SKIPPED
                    continue
                arguments = item.clean_arguments if kind == "clean" else item.arguments
                figures[build, kind] = measure(binary, path, arguments, args.repeat, args.timeout)
                if figures[build, kind] is None and item.series:
                    exceeded.add(key)
        rows.append((item, figures))
        print(f"{item.name}: new {seconds(figures['new', 'file'], args.timeout)}"
              f" (clean {seconds(figures['new', 'clean'], args.timeout)}),"
              f" baseline {seconds(figures['old', 'file'], args.timeout)}"
              f" (clean {seconds(figures['old', 'clean'], args.timeout)})", file=sys.stderr)
    return rows, before, uptime()


def section_markdown(section, rows, before, after, args, new_commit, old_commit):
    command = " ".join(rows[0][0].arguments[:1] + ["FILE"] + rows[0][0].arguments[1:]) if rows else ""
    lines = [f"### {TITLES[section]}"]
    if section == "chain" and args.chain_fix_pending:
        lines[0] += " (fix pending: the solver's fix for this cliff is not merged in the new build)"
    lines += ["",
              f"`scripts/bench-cliffs.py --sections {section} --timeout {args.timeout:.0f} --repeat {args.repeat}` "
              f"on {time.strftime('%Y-%m-%d %H:%M %Z')}: new = `{os.path.relpath(args.layoutc, REPOSITORY)}` at "
              f"{new_commit}, baseline = `{args.baseline}` at {old_commit}. `layoutc {command}`, wall clock "
              f"and peak RSS, best of {args.repeat} (builds alternated per workload). "
              f"`uptime` before: {before}; after: {after}.",
              ""]
    if section == "flags":
        lines += ["clean: the same stack without the `when` blocks and the same command. The goal is a cost of "
                  "about (variants examined) x clean.", ""]
    elif section == "longline":
        lines += ["clean: the same statements one a line (same findings, short lines).", ""]
    elif section == "depth":
        lines += ["clean: as many sibling blocks, `when f { }` one a line (the same braces, not nested). "
                  "Past 16 levels the nesting is V003 and the rest of the block is skipped. Goal: linear.", ""]
    elif section == "lets":
        lines += ["clean: `layoutc check FILE` of the same file. Goal (issue 29): `generate` at most 3x `check`.", ""]
    elif section == "chain":
        lines += ["clean: the same chain pinned (`v0.left = 0`), which the issue measures at 0.02-0.12 s.", ""]
    else:
        lines += ["clean: the same stack without the conflicting line, same command. Goal: at most 2x clean.", ""]
    lines += ["| workload | new | new clean | new / clean | new peak RSS | new clean peak RSS | baseline "
              "| baseline clean | baseline / clean | baseline peak RSS | baseline / new |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    t = args.timeout
    for item, figures in rows:
        new, new_clean = figures["new", "file"], figures["new", "clean"]
        old, old_clean = figures["old", "file"], figures["old", "clean"]
        name = item.name
        if new not in (None, SKIPPED) and old not in (None, SKIPPED) and new[2] != old[2]:
            # The builds disagree on the verdict: say so in the row rather than compare times.
            name += f" (exit {'/'.join(map(str, new[2]))} new, {'/'.join(map(str, old[2]))} baseline)"
        lines.append(
            f"| {name} | {seconds(new, t)}{status(new)} | {seconds(new_clean, t)}{status(new_clean)} "
            f"| {ratio(new, new_clean, t)} | {megabytes(new)} | {megabytes(new_clean)} "
            f"| {seconds(old, t)}{status(old)} | {seconds(old_clean, t)}{status(old_clean)} "
            f"| {ratio(old, old_clean, t)} | {megabytes(old)} | {ratio(old, new, t)} |")
    return "\n".join(lines) + "\n"


HEADING = "## Cliffs (issue 12)"


def update(path, blocks):
    """Replaces each section's marked block in `path`, appending missing ones under HEADING."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if HEADING not in text:
        text = text.rstrip("\n") + f"\n\n{HEADING}\n\nMade by `scripts/bench-cliffs.py` (how to rerun: its top).\n"
    for section in SECTIONS:
        if section not in blocks:
            continue
        begin, end = f"<!-- cliffs:{section} begin -->", f"<!-- cliffs:{section} end -->"
        block = f"{begin}\n{blocks[section]}{end}"
        pattern = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.DOTALL)
        if pattern.search(text):
            text = pattern.sub(lambda _: block, text, count=1)
        else:
            # After the last block already in the Cliffs section, or at the end of that section.
            start = text.index(HEADING)
            following = text.find("\n## ", start + len(HEADING))
            at = len(text) if following < 0 else following
            text = text[:at].rstrip("\n") + "\n\n" + block + "\n" + text[at:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(text if text.endswith("\n") else text + "\n")


def default_shared():
    """$LAYOUTC_SHARED, else `shared` beside the repository or beside its parent (worktrees)."""
    if os.environ.get("LAYOUTC_SHARED"):
        return os.environ["LAYOUTC_SHARED"]
    for folder in (os.path.dirname(REPOSITORY), os.path.dirname(os.path.dirname(REPOSITORY))):
        if os.path.isdir(os.path.join(folder, "shared")):
            return os.path.join(folder, "shared")
    return os.path.join(os.path.dirname(REPOSITORY), "shared")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--layoutc", default=os.path.join(REPOSITORY, ".build", "release", "layoutc"))
    parser.add_argument("--baseline", required=True, help="the previous build's layoutc")
    parser.add_argument("--shared", default=default_shared(),
                        help="the shared folder with bench/gen_layout.py ($LAYOUTC_SHARED, or ../shared)")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--sections", default=",".join(SECTIONS), help="comma-separated: " + ", ".join(SECTIONS))
    parser.add_argument("--quick", action="store_true", help="small sizes only, to try the script")
    parser.add_argument("--out", help="write the markdown here too")
    parser.add_argument("--update", help="replace the measured sections' blocks in this file (SOLVER.md)")
    parser.add_argument("--chain-fix-pending", action=argparse.BooleanOptionalAction, default=True,
                        help="title the chain section as awaiting the solver's fix (default: yes)")
    args = parser.parse_args()
    sections = [s for s in args.sections.split(",") if s]
    unknown = [s for s in sections if s not in SECTIONS]
    if unknown:
        parser.error(f"unknown section {', '.join(unknown)}; known: {', '.join(SECTIONS)}")
    for binary in (args.layoutc, args.baseline):
        if not os.access(binary, os.X_OK):
            parser.error(f"{binary} is not an executable")
    new_commit, old_commit = commit_of(args.layoutc), commit_of(args.baseline)

    blocks = {}
    with tempfile.TemporaryDirectory() as folder:
        items = workloads(args.shared, args.quick, sections)
        for section in sections:
            rows, before, after = run_section(section, [w for w in items if w.section == section], args, folder)
            blocks[section] = section_markdown(section, rows, before, after, args, new_commit, old_commit)
            print(blocks[section], flush=True)
            if args.update:
                update(args.update, {section: blocks[section]})  # each section kept as soon as measured
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write("\n".join(blocks[s] for s in sections))
    return 0


if __name__ == "__main__":
    sys.exit(main())
