#!/usr/bin/env python3
"""Benchmarks the frame engine (Benchmarks/FRAMES.md): generated frame code against hand-written
frame code for the same screens (Benchmarks/FramesBench/HandWritten.swift), in one executable
built with -O against the UIKit shim, same run; `sizeThatFits` against a fresh solve of the same
fitting size (session-bench --fresh-fit) and a LayoutSession resize; kiwi's re-solve through the
oracle; allocations per layout() call counted by valgrind; compile-side times.

  scripts/bench-frames.py [--shared ../shared] [--quick] [--baseline DIR]

Prints Markdown tables. Needs a debug build of the package (for the shim's objects) and builds
layoutc and session-bench in release. --baseline DIR: another checkout of layoutc (an earlier
commit), whose release layoutc generates each workload too; its code is built into the same
executable under another type name and measured in the same run ("Before and after")."""
import json, os, re, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
args = sys.argv[1:]
SHARED = args[args.index("--shared") + 1] if "--shared" in args else os.path.join(ROOT, "..", "shared")
QUICK = "--quick" in args
BASELINE = os.path.abspath(args[args.index("--baseline") + 1]) if "--baseline" in args else None
GEN = [sys.executable, os.path.join(SHARED, "bench", "gen_layout.py")]

def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout

def views_of(text):
    names = []
    for line in text.splitlines():
        line = line.split("//")[0].strip()
        if line.startswith("view "):
            for part in re.split(r",\s*", line[5:]):
                name = part.split("{")[0].strip()
                if name: names.append(name)
    return names

work = tempfile.mkdtemp(prefix="layoutc-frames-bench-")
subprocess.run(["swift", "build", "-c", "release", "--product", "layoutc"], cwd=ROOT, check=True, capture_output=True)
subprocess.run(["swift", "build", "-c", "release", "--product", "session-bench"], cwd=ROOT, check=True, capture_output=True)
release = run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT).strip()
debug = run(["swift", "build", "--show-bin-path"], cwd=ROOT).strip()
layoutc = os.path.join(release, "layoutc")
base_layoutc = None
if BASELINE:
    subprocess.run(["swift", "build", "-c", "release", "--product", "layoutc"], cwd=BASELINE, check=True, capture_output=True)
    base_layoutc = os.path.join(run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=BASELINE).strip(), "layoutc")

workloads = [
    ("feed-card", open(os.path.join(ROOT, "Examples/feed-card.layout")).read(), "HandWritten.feedCard(handRoot, hand)"),
    ("login", open(os.path.join(ROOT, "Examples/login.layout")).read(), "HandWritten.login(handRoot, hand)"),
    ("chat-row", open(os.path.join(ROOT, "Examples/chat-row.layout")).read(), "HandWritten.chatRow(handRoot, hand)"),
    ("stack100", run(GEN + ["stack", "100"]), "HandWritten.stack(handRoot, hand)"),
    ("grid10x10", run(GEN + ["grid", "10", "10"]), "HandWritten.grid(handRoot, hand, columns: 10)"),
    ("form300", run(GEN + ["form", "300"]), "HandWritten.form(handRoot, hand)"),
]
sources, rows = [], []
for name, text, hand in workloads:
    path = os.path.join(work, name + ".layout")
    open(path, "w").write(text)
    out = os.path.join(work, name + ".swift")
    start = time.time()
    subprocess.run([layoutc, "generate", path, "--target", "uikit", "--engine", "frames", "--output", out], check=True)
    generate_seconds = time.time() - start
    start = time.time()
    subprocess.run([layoutc, "check", path, "--size", "375x800"], capture_output=True)
    check_seconds = time.time() - start
    sources.append(out)
    rows.append((name, views_of(text), hand, os.path.getsize(out), generate_seconds, check_seconds))

def type_name(name):
    words = re.split(r"[^A-Za-z0-9]+", name)
    return "".join(w[:1].upper() + w[1:] for w in words if w) + "Layout"

base_sizes = {}
if base_layoutc:
    for name, *_ in rows:
        path = os.path.join(work, name + ".layout")
        base_out = os.path.join(work, name + "_base.swift")
        subprocess.run([base_layoutc, "generate", path, "--target", "uikit", "--engine", "frames", "--output", base_out], check=True)
        base_sizes[name] = os.path.getsize(base_out)
        # The same type under another name; the kernel's types are fileprivate to each file.
        text = re.sub(r"\b%s\b" % type_name(name), type_name(name) + "Baseline", open(base_out).read())
        open(base_out, "w").write(text)
        sources.append(base_out)

main = ["import UIKit", "import Foundation", "",
        "func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }", ""]
for name, views, hand, *_ in rows:
    fn = name.replace("-", "_")
    args_list = ", ".join(f"{v}: v{i}" for i, v in enumerate(views))
    main += [
        "@MainActor func bench_%s(_ mode: String, _ count: Int) {" % fn,
        "    let root = UIView(); let handRoot = UIView()",
        "\n".join("    let v%d = UIView()" % i for i in range(len(views))),
        "    let views: [UIView] = [" + ", ".join("v%d" % i for i in range(len(views))) + "]",
        "    let hand: [UIView] = (0..<%d).map { _ in UIView() }" % len(views),
        "    for view in hand { handRoot.addSubview(view) }",
        "    let layout = %s(root: root, %s)" % (type_name(name), args_list),
        "    let steady: [Double] = [375, 390, 393, 414]",
        "    let crossing: [Double] = [375, 1024]",
        "    func set(_ view: UIView, _ width: Double) { view.frame = CGRect(x: 0, y: 0, width: width, height: 800) }",
        "    if mode == \"alloc\" { for i in 0..<count { set(root, steady[i % 4]); layout.layout() }; return }",
        "    for width in steady + crossing {",
        "        set(root, width); layout.layout(); set(handRoot, width); %s" % hand,
        "        for (a, b) in zip(views, hand) where abs(a.frame.origin.x - b.frame.origin.x) + abs(a.frame.origin.y - b.frame.origin.y) + abs(a.frame.size.width - b.frame.size.width) + abs(a.frame.size.height - b.frame.size.height) > 1e-6 {",
        "            print(\"MISMATCH %s at \\(width): \\(a.frame) \\(b.frame)\"); return" % name,
        "        }",
        "    }",
        "    func measure(_ widths: [Double], _ body: () -> Void) -> Double {",
        "        var best = Double.infinity",
        "        for _ in 0..<5 { let start = now(); for i in 0..<count { set(root, widths[i % widths.count]); set(handRoot, widths[i % widths.count]); body() }; best = min(best, (now() - start) / Double(count)) }",
        "        return best",
        "    }",
        "    let generatedSteady = measure(steady) { layout.layout() }",
        "    let handSteady = measure(steady) { %s }" % hand,
        "    let generatedCrossing = measure(crossing) { layout.layout() }",
        "    let handCrossing = measure(crossing) { %s }" % hand,
        "    var fitted = 0.0",
        "    let fit = measure(steady) { fitted += Double(layout.sizeThatFits(CGSize(width: root.bounds.size.width, height: 0)).height) }",
        "    let fitCrossing = measure(crossing) { fitted += Double(layout.sizeThatFits(CGSize(width: root.bounds.size.width, height: 0)).height) }",
    ]
    if base_layoutc:
        main += [
            "    let baseRoot = UIView()",
            # Plain variables, as for the generated type: 900 subscripts in one call take swiftc minutes.
            "\n".join("    let b%d = UIView()" % i for i in range(len(views))),
            "    let base = %sBaseline(root: baseRoot, %s)" % (type_name(name), ", ".join(f"{v}: b{i}" for i, v in enumerate(views))),
            "    for width in steady + crossing {",
            "        set(root, width); set(baseRoot, width)",
            "        let mine = layout.sizeThatFits(CGSize(width: width, height: 0)), theirs = base.sizeThatFits(CGSize(width: width, height: 0))",
            "        if abs(mine.height - theirs.height) > 1e-6 { print(\"MISMATCH %s baseline fit at \\(width): \\(mine) \\(theirs)\"); return }" % name,
            "    }",
            "    func measureBase(_ widths: [Double], _ body: () -> Void) -> Double {",
            "        var best = Double.infinity",
            "        for _ in 0..<5 { let start = now(); for i in 0..<count { set(root, widths[i % widths.count]); set(baseRoot, widths[i % widths.count]); body() }; best = min(best, (now() - start) / Double(count)) }",
            "        return best",
            "    }",
            "    let baseSteady = measureBase(steady) { base.layout() }",
            "    let baseFit = measureBase(steady) { fitted += Double(base.sizeThatFits(CGSize(width: baseRoot.bounds.size.width, height: 0)).height) }",
            "    let baseFitCrossing = measureBase(crossing) { fitted += Double(base.sizeThatFits(CGSize(width: baseRoot.bounds.size.width, height: 0)).height) }",
        ]
    else:
        main += ["    let baseSteady = 0.0, baseFit = 0.0, baseFitCrossing = 0.0"]
    main += [
        "    print(\"%s \\(generatedSteady) \\(handSteady) \\(generatedCrossing) \\(handCrossing) \\(fit) \\(fitted > -1 ? 1 : 0) \\(fitCrossing) \\(baseSteady) \\(baseFit) \\(baseFitCrossing)\")" % name,
        "}", ""]
main += ["let arguments = CommandLine.arguments", "MainActor.assumeIsolated {"]
for name, *_ in rows:
    fn = name.replace("-", "_")
    main.append("    if arguments.count < 2 || arguments[1] == \"%s\" { bench_%s(arguments.count > 2 ? arguments[2] : \"time\", arguments.count > 3 ? Int(arguments[3])! : %d) }" % (name, fn, 200 if QUICK else 2000))
main.append("}")
main_path = os.path.join(work, "main.swift")
open(main_path, "w").write("\n".join(main) + "\n")

objects = []
for module in ["ShimCore", "AutoLayoutRecording", "UIKitShim"]:
    m = json.load(open(os.path.join(debug, module + ".build", "output-file-map.json")))
    objects += [v["object"] for k, v in m.items() if k and "object" in v]
exe = os.path.join(work, "frames-bench")
start = time.time()
subprocess.run(["swiftc", "-O", "-swift-version", "6", "-module-alias", "UIKit=UIKitShim", "-I", os.path.join(debug, "Modules"),
                "-o", exe, main_path, os.path.join(ROOT, "Benchmarks/FramesBench/HandWritten.swift")] + sources + objects, check=True)
compile_seconds = time.time() - start

print("## Layout pass: generated frame code against hand-written frame code (same executable, -O)\n")
print("| workload | views | generated, steady (µs) | hand-written (µs) | ratio | generated, crossing regions (µs) | hand-written (µs) | ratio | sizeThatFits (µs) |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
fits = {}
befores = {}
for name, views, *_ in rows:
    out = run([exe, name]).split()
    if out[0] == "MISMATCH":
        print("| %s | %d | mismatch: %s |" % (name, len(views), " ".join(out)))
        continue
    g, h, gc, hc, fit = map(float, out[1:6])
    fit_crossing, base_steady, base_fit, base_fit_crossing = map(float, out[7:11])
    fits[name] = fit
    befores[name] = (g, base_steady, fit, base_fit, fit_crossing, base_fit_crossing)
    print("| %s | %d | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |" % (name, len(views), g * 1e6, h * 1e6, g / h, gc * 1e6, hc * 1e6, gc / hc, fit * 1e6))

if base_layoutc:
    print("\n## Before and after: this checkout's generated code against --baseline's (same executable, same run)\n")
    print("baseline: %s\n" % run(["git", "-C", BASELINE, "log", "-1", "--format=%h %s"]).strip()[:100] if os.path.isdir(os.path.join(BASELINE, ".git")) else "baseline: %s\n" % BASELINE)
    print("| workload | layout() steady, before (µs) | after (µs) | before / after | sizeThatFits steady, before (µs) | after (µs) | before / after | sizeThatFits crossing, before (µs) | after (µs) | before / after | generated Swift, before (bytes) | after (bytes) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, views, hand, size, *_ in rows:
        if name not in befores: continue
        g, bs, f, bf, fc, bfc = befores[name]
        print("| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %d | %d |" % (
            name, bs * 1e6, g * 1e6, bs / g, bf * 1e6, f * 1e6, bf / f, bfc * 1e6, fc * 1e6, bfc / fc, base_sizes[name], size))

print("\n## Against re-solving: a fresh fitting solve, a LayoutSession resize, kiwi's re-solve\n")
print("| workload | sizeThatFits (µs) | fresh fitting solve (µs) | ratio | LayoutSession resize (µs) | kiwi resize (µs) |")
print("|---|---:|---:|---:|---:|---:|")
session_bench = os.path.join(release, "session-bench")
for name, views, *_ in rows:
    path = os.path.join(work, name + ".layout")
    fresh = json.loads(run([session_bench, path, "--fresh-fit", "375"]))
    session = json.loads(run([session_bench, path, "--size", "375x800", "--widths", "375,390,393,414", "--rounds", "5"]))
    kiwi = ""
    try:
        start = time.time()
        out = run([sys.executable, os.path.join(SHARED, "oracle", "kiwi_layout.py"), path, "--size", "375x800", "--resize", "375,390,393,414,375,390,393,414", "--timings"])
        kiwi_total = time.time() - start
        kiwi = "%.0f (whole run / 8)" % (kiwi_total / 8 * 1e6)
    except Exception as error:
        kiwi = "n/a"
    fit = fits.get(name, float("nan"))
    print("| %s | %.2f | %.0f | %.0fx | %.0f | %s |" % (name, fit * 1e6, fresh["meanSeconds"] * 1e6, fresh["meanSeconds"] / fit, session["resize_mean_seconds"] * 1e6, kiwi))

print("\n## Compile side\n")
print("| workload | generated Swift (bytes) | generate (s) | check (s) | ratio |")
print("|---|---:|---:|---:|---:|")
for name, views, hand, size, gen_s, check_s in rows:
    print("| %s | %d | %.2f | %.2f | %.1fx |" % (name, size, gen_s, check_s, gen_s / max(check_s, 1e-9)))
print("\nswiftc -O of the benchmark executable (all %d generated files, the hand-written code and the driver): %.1f s" % (len(sources), compile_seconds))

print("\n## Allocations per layout() call after the first (valgrind memcheck, 20 against 220 calls)\n")
print("| workload | allocations per call |")
print("|---|---:|")
for name, *_ in rows:
    def allocs(n):
        err = subprocess.run(["valgrind", "--tool=memcheck", exe, name, "alloc", str(n)], capture_output=True, text=True).stderr
        m = re.search(r"total heap usage: ([\d,]+) allocs", err)
        return int(m.group(1).replace(",", "")) if m else None
    a, b = allocs(20), allocs(220)
    print("| %s | %s |" % (name, "n/a" if a is None or b is None else "%.2f" % ((b - a) / 200)))
