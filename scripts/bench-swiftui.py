#!/usr/bin/env python3
"""Benchmarks the SwiftUI layout (`generate --target swiftui`, Benchmarks/SWIFTUI.md) against the
UIKit frame code of the same file (`--target uikit --engine frames`), in one executable built with
-O against both shims (test support with the SDKs' signatures, not SwiftUI or UIKit), same run:
`placeSubviews` with the cache kept against `layout()`, for resizes that stay in one region and for
resizes that cross regions; `sizeThatFits` for an unspecified height against the UIKit code's
`sizeThatFits(_:)`.

  scripts/bench-swiftui.py [--shared ../shared] [--quick]

Prints a Markdown table. Builds layoutc and both shims in release: the shims' own cost (a debug
build checks exclusivity on every property) is not what is measured."""
import json, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
args = sys.argv[1:]
SHARED = args[args.index("--shared") + 1] if "--shared" in args else os.path.join(ROOT, "..", "shared")
QUICK = "--quick" in args
GEN = [sys.executable, os.path.join(SHARED, "bench", "gen_layout.py")]


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout


work = tempfile.mkdtemp(prefix="layoutc-swiftui-bench-")
subprocess.run(["swift", "build", "-c", "release", "--product", "layoutc"], cwd=ROOT, check=True, capture_output=True)
for target in ["UIKitShim", "SwiftUIShim"]:
    subprocess.run(["swift", "build", "-c", "release", "--target", target], cwd=ROOT, check=True, capture_output=True)
release = run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT).strip()
layoutc = os.path.join(release, "layoutc")

workloads = [
    ("feed-card", open(os.path.join(ROOT, "Examples/feed-card.layout")).read()),
    ("login", open(os.path.join(ROOT, "Examples/login.layout")).read()),
    ("chat-row", open(os.path.join(ROOT, "Examples/chat-row.layout")).read()),
    ("stack100", run(GEN + ["stack", "100"])),
    ("grid10x10", run(GEN + ["grid", "10", "10"])),
    ("form300", run(GEN + ["form", "300"])),
]


def type_name(name):
    words = re.split(r"[^A-Za-z0-9]+", name)
    return "".join(w[:1].upper() + w[1:] for w in words if w) + "Layout"


sources, rows = [], []
for name, text in workloads:
    uikit_dir = os.path.join(work, "uikit")
    swiftui_dir = os.path.join(work, "swiftui")
    os.makedirs(uikit_dir, exist_ok=True)
    os.makedirs(swiftui_dir, exist_ok=True)
    path = os.path.join(work, name + ".layout")
    open(path, "w").write(text)
    # The two files declare the same type name: the UIKit one is renamed.
    uikit = run([layoutc, "generate", path, "--target", "uikit", "--engine", "frames"])
    uikit = uikit.replace(type_name(name), "UIKit" + type_name(name))
    uikit_path = os.path.join(uikit_dir, name + "-uikit.swift")
    open(uikit_path, "w").write(uikit)
    swiftui_path = os.path.join(swiftui_dir, name + "-swiftui.swift")
    subprocess.run([layoutc, "generate", path, "--target", "swiftui", "--output", swiftui_path], check=True)
    names = re.search(r"public static let subviewNames: \[String\] = \[(.*)\]", open(swiftui_path).read()).group(1)
    views = [n.strip().strip('"') for n in names.split(",") if n.strip()]
    init = re.search(r"public init\((.*?)\)\s*\{", uikit, re.S).group(1)
    labels = [p.strip().split(":")[0].split(" ")[0].strip("`") for p in init.split(",") if p.strip()]
    sources += [uikit_path, swiftui_path]
    rows.append((name, views, labels[1:]))

main = ["import UIKit", "@_spi(Recording) import SwiftUI", "",
        "func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }", ""]
for name, views, labels in rows:
    fn = name.replace("-", "_")
    main += [
        "@MainActor func bench_%s(_ count: Int) {" % fn,
        "    let root = UIView()",
        "    var byName: [String: UIView] = [:]",
        "    for label in %s { byName[label] = UIView() }" % json.dumps(labels),
        "    let layout = UIKit%s(root: root, %s)" % (type_name(name), ", ".join("%s: byName[%s]!" % (l, json.dumps(l)) for l in labels)),
        "    let shims = (0..<%d).map { _ in ShimSubview(idealSize: CGSize(width: 10, height: 10)) }" % len(views),
        "    for shim in shims { shim.keepsEveryPlacement = false }",
        "    let swiftUILayout = %s()" % type_name(name),
        "    let subviews = LayoutSubviews(shims, layoutDirection: .leftToRight)",
        "    var cache = swiftUILayout.makeCache(subviews: subviews)",
        "    let steady: [Double] = [375, 390, 393, 414]",
        "    let crossing: [Double] = [375, 1024]",
        "    func place(_ width: Double) { swiftUILayout.placeSubviews(in: CGRect(x: 0, y: 0, width: width, height: 800), proposal: .unspecified, subviews: subviews, cache: &cache) }",
        "    func set(_ width: Double) { root.frame = CGRect(x: 0, y: 0, width: width, height: 800) }",
        "    // Both set the same frames (root coordinates) at every width used.",
        "    for width in steady + crossing {",
        "        set(width); layout.layout(); place(width)",
        "        for (index, name) in %s.enumerated() {" % json.dumps(views),
        "            guard let view = byName[name], let placement = shims[index].placements.last else { continue }",
        "            var origin = view.frame.origin",
        "            var parent = view.superview",
        "            while let next = parent, next !== root { origin.x += next.frame.origin.x; origin.y += next.frame.origin.y; parent = next.superview }",
        "            if abs(origin.x - placement.position.x) + abs(origin.y - placement.position.y) + abs(view.frame.size.width - (placement.proposal.width ?? -1)) > 1e-6 {",
        "                print(\"MISMATCH %s \\(name) at \\(width)\"); return" % name,
        "            }",
        "        }",
        "    }",
        "    func measure(_ widths: [Double], _ body: (Double) -> Void) -> Double {",
        "        var best = Double.infinity",
        "        for _ in 0..<5 { let start = now(); for i in 0..<count { body(widths[i % widths.count]) }; best = min(best, (now() - start) / Double(count)) }",
        "        return best",
        "    }",
        "    let uikitSteady = measure(steady) { set($0); layout.layout() }",
        "    let swiftUISteady = measure(steady) { place($0) }",
        "    let uikitCrossing = measure(crossing) { set($0); layout.layout() }",
        "    let swiftUICrossing = measure(crossing) { place($0) }",
        "    var total = 0.0",
        "    let uikitFit = measure(steady) { total += Double(layout.sizeThatFits(CGSize(width: $0, height: 0)).height) }",
        "    let swiftUIFit = measure(steady) { total += Double(swiftUILayout.sizeThatFits(proposal: ProposedViewSize(width: $0, height: nil), subviews: subviews, cache: &cache).height) }",
        "    print(\"%s \\(uikitSteady) \\(swiftUISteady) \\(uikitCrossing) \\(swiftUICrossing) \\(uikitFit) \\(swiftUIFit) \\(total > -1 ? 1 : 0)\")" % name,
        "}", ""]
main += ["let arguments = CommandLine.arguments", "MainActor.assumeIsolated {"]
for name, *_ in rows:
    fn = name.replace("-", "_")
    main.append("    if arguments.count < 2 || arguments[1] == \"%s\" { bench_%s(%d) }" % (name, fn, 200 if QUICK else 2000))
main.append("}")
main_path = os.path.join(work, "main.swift")
open(main_path, "w").write("\n".join(main) + "\n")

objects = []
for module in ["ShimCore", "AutoLayoutRecording", "UIKitShim", "SwiftUIShim"]:
    m = json.load(open(os.path.join(release, module + ".build", "output-file-map.json")))
    objects += [v["object"] for k, v in sorted(m.items()) if k and "object" in v]
exe = os.path.join(work, "swiftui-bench")
subprocess.run(["swiftc", "-O", "-swift-version", "6", "-module-alias", "UIKit=UIKitShim", "-module-alias", "SwiftUI=SwiftUIShim",
                "-I", os.path.join(release, "Modules"), "-o", exe, main_path] + sources + objects, check=True)

print("| workload | subviews | UIKit layout(), steady (µs) | SwiftUI placeSubviews, steady (µs) | ratio | UIKit, crossing regions (µs) | SwiftUI, crossing (µs) | ratio | UIKit sizeThatFits (µs) | SwiftUI sizeThatFits (µs) | ratio |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for name, views, _ in rows:
    out = run([exe, name]).split()
    if out[0] == "MISMATCH":
        print("| %s | %d | mismatch: %s |" % (name, len(views), " ".join(out)))
        continue
    u, s, uc, sc, uf, sf = map(float, out[1:7])
    print("| %s | %d | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |" % (
        name, len(views), u * 1e6, s * 1e6, s / u, uc * 1e6, sc * 1e6, sc / uc, uf * 1e6, sf * 1e6, sf / uf))
