#!/usr/bin/env python3
"""How fast `layoutc preview`'s page lays out again, in headless Chromium (Benchmarks/PREVIEW.md).

For each example (and `gen_layout.py form 300`), writes the page, appends a script that times
re-layouts with performance.now() over many calls, loads it with `chromium --dump-dom` and prints
a Markdown table: the page's size, and the time of one re-layout

  - "drag": root resized a few points at a time within 20 points of 375x667 (as a drag of the
    handle: the stored basis mostly holds);
  - "jumps": root sent in turn to 320x480, 1024x768, 200x900, 640x240, 768x1024 (new regions,
    dual simplex pivots);

each as the layout alone (`solveFrames`: the variant, the kernel, every frame read) and as the
whole re-layout (`layout`: the same plus every box's inline style written; style recalculation
and painting are the browser's and not counted); and the 99th percentile of single calls of
the jumps with styles, the costliest kind. Headless Chromium rounds performance.now() to 0.1 ms:
means over thousands of calls are finer than that, the percentile is not.

Usage: scripts/bench-preview.py [--layoutc PATH] [--chromium PATH] [--repeat N]
Not a test: run it on an idle machine (never while a build runs).
"""

import argparse
import glob
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BENCH = """
<pre id="lc-bench"></pre>
<script>
(function () {
  const preview = window.layoutcPreview, S = preview.state;
  const drag = [];
  for (let i = 0; i < 200; i++) drag.push([375 + (i % 40) - 20, 667 + ((i * 7) % 30) - 15]);
  const jumps = [[320, 480], [1024, 768], [200, 900], [640, 240], [768, 1024]];
  const each = [];
  function time(sizes, call, rounds) {
    // Warm up (tableaus made, JIT), then the mean over `rounds` passes of every size.
    for (const size of sizes) { S.w = size[0]; S.h = size[1]; call(); }
    const start = performance.now();
    let calls = 0;
    for (let r = 0; r < rounds; r++) {
      for (const size of sizes) {
        S.w = size[0]; S.h = size[1];
        const before = performance.now();
        call();
        each.push(performance.now() - before);
        calls++;
      }
    }
    return (performance.now() - start) / calls;
  }
  const rounds = REPEAT;
  const results = [
    time(drag, preview.solveFrames, Math.max(1, rounds)),
    time(drag, preview.layout, Math.max(1, rounds)),
    time(jumps, preview.solveFrames, Math.max(1, rounds * 8)),
  ];
  each.length = 0;
  results.push(time(jumps, preview.layout, Math.max(1, rounds * 8)));
  // The 99th percentile of single calls (a rare garbage collection makes the maximum meaningless).
  each.sort(function (a, b) { return a - b; });
  results.push(each[Math.floor(each.length * 0.99)]);
  document.getElementById("lc-bench").textContent = results.map(function (ms) { return (ms * 1000).toFixed(2); }).join(" ")
    + " errors " + JSON.stringify(window.layoutcErrors);
})();
</script>
"""


def chromium_dump(chromium, url):
    command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--dump-dom", url]
    return subprocess.run(command, capture_output=True, text=True, timeout=600).stdout


def measure(layoutc, chromium, layout, folder, repeat, runs):
    name = os.path.basename(layout)
    page = os.path.join(folder, name + ".html")
    subprocess.run([layoutc, "preview", layout, "--output", page], check=True, capture_output=True)
    size = os.path.getsize(page)
    with open(page, encoding="utf-8") as handle:
        html = handle.read()
    probe = os.path.join(folder, name + ".bench.html")
    with open(probe, "w", encoding="utf-8") as handle:
        handle.write(html.replace("</body>", BENCH.replace("REPEAT", str(repeat)) + "</body>"))
    samples = []
    for _ in range(runs):
        dom = chromium_dump(chromium, "file://" + probe + "#375x667")
        found = re.search(r'<pre id="lc-bench">([^<]*)</pre>', dom)
        if not found:
            sys.exit(f"{name}: the benchmark wrote nothing")
        fields = found.group(1).split(" errors ")
        if fields[1] != "[]":
            sys.exit(f"{name}: errors in the page: {fields[1]}")
        samples.append([float(value) for value in fields[0].split()])
    # The median of the runs, field by field.
    return size, [statistics.median(sample[i] for sample in samples) for i in range(5)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--layoutc", default=os.path.join(ROOT, ".build", "debug", "layoutc"))
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--repeat", type=int, default=50, help="passes over the 200 drag sizes")
    parser.add_argument("--runs", type=int, default=3, help="Chromium runs per file (the median is reported)")
    arguments = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="layoutc-bench-preview-")
    layouts = sorted(glob.glob(os.path.join(ROOT, "Examples", "*.layout")))
    form = os.path.join(folder, "form-300.layout")
    generator = os.environ.get("GEN_LAYOUT", "/work/shared/bench/gen_layout.py")
    with open(form, "w", encoding="utf-8") as handle:
        handle.write(subprocess.run([sys.executable, generator, "form", "300"], check=True, capture_output=True, text=True).stdout)
    print("| file | page bytes | drag: layout µs | drag: layout + styles µs | jumps: layout µs | jumps: layout + styles µs | jumps + styles, 99th percentile µs |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for layout in layouts + [form]:
        try:
            size, times = measure(arguments.layoutc, arguments.chromium, layout, folder, arguments.repeat, arguments.runs)
        except subprocess.CalledProcessError:
            print(f"| {os.path.basename(layout)} | no page (the frame engine refuses it) | | | | | |")
            continue
        print(f"| {os.path.basename(layout)} | {size:,} | " + " | ".join(f"{value:.2f}" for value in times) + " |")


if __name__ == "__main__":
    main()
