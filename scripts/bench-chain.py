#!/usr/bin/env python3
"""Chain benchmark: views linked only by `left`, pinned nowhere, against the same chain pinned.

  scripts/bench-chain.py --layoutc NEW [--baseline OLD] [--views 1000,2000,4000,8000]
                         [--repeat 3] [--timeout 120] [--size 375x667] [--one-line]

Each file has N views; every view has a width, a top and a height, and `v{i}.left =
v{i-1}.left + 10`, so the only free attribute is x: the chain may slide as a whole (S002 names
it). The pinned file adds `v0.left = 0`. Views are declared one per line unless --one-line. Every binary solves every file with `solve --size`,
alternating binaries within each repeat so that load on a shared machine hits both alike; the
best wall clock of the repeats is reported, and a run past --timeout is reported as exceeded,
never waited for. Prints a markdown table with old / new ratios.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time


def chain(count, pinned, one_line=False):
    # One declaration per line by default: S002 names every view at its declaration, and on one
    # long line rendering those locations is quadratic (issue 12's long-line finding, measured
    # apart with --one-line).
    if one_line:
        lines = ["view " + ", ".join(f"v{i}" for i in range(count))]
    else:
        lines = [f"view v{i}" for i in range(count)]
    for i in range(count):
        lines.append(f"v{i}.width = 8; v{i}.top = {i % 50}; v{i}.height = 10")
        if i > 0:
            lines.append(f"v{i}.left = v{i - 1}.left + 10")
    if pinned:
        lines.append("v0.left = 0")
    return "\n".join(lines) + "\n"


def timed(binary, path, size, timeout):
    start = time.perf_counter()
    try:
        subprocess.run([binary, "solve", path, "--size", size, "--format", "json"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return None
    return time.perf_counter() - start


def show(seconds, timeout):
    return f"> {timeout:g} s" if seconds is None else f"{seconds:.3f} s"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--layoutc", required=True)
    parser.add_argument("--baseline")
    parser.add_argument("--views", default="1000,2000,4000,8000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--size", default="375x667")
    parser.add_argument("--one-line", action="store_true", help="declare every view on one line")
    args = parser.parse_args()
    binaries = [("new", args.layoutc)] + ([("old", args.baseline)] if args.baseline else [])
    counts = [int(n) for n in args.views.split(",")]
    with tempfile.TemporaryDirectory() as scratch:
        rows = []
        for count in counts:
            for pinned in (False, True):
                path = os.path.join(scratch, f"chain-{count}-{'pinned' if pinned else 'free'}.layout")
                with open(path, "w") as file:
                    file.write(chain(count, pinned, args.one_line))
                best = {name: float("inf") for name, _ in binaries}
                exceeded = set()
                for _ in range(args.repeat):
                    for name, binary in binaries:
                        if name in exceeded:
                            continue
                        seconds = timed(binary, path, args.size, args.timeout)
                        if seconds is None:
                            exceeded.add(name)
                        else:
                            best[name] = min(best[name], seconds)
                result = {name: None if name in exceeded else best[name] for name, _ in binaries}
                rows.append((count, pinned, result))
                print(f"{count} {'pinned' if pinned else 'free'}: " +
                      ", ".join(f"{name} {show(result[name], args.timeout)}" for name, _ in binaries),
                      file=sys.stderr)
    header = "| views | chain | new |"
    rule = "|---:|---|---:|"
    if args.baseline:
        header += " old | old / new |"
        rule += "---:|---:|"
    print(header)
    print(rule)
    for count, pinned, result in rows:
        line = f"| {count} | {'pinned' if pinned else 'unpinned'} | {show(result['new'], args.timeout)} |"
        if args.baseline:
            old, new = result["old"], result["new"]
            ratio = "" if old is None or new is None else f"{old / new:.1f}x"
            if old is None and new is not None:
                ratio = f"> {args.timeout / new:.0f}x"
            line += f" {show(old, args.timeout)} | {ratio} |"
        print(line)


if __name__ == "__main__":
    main()
