import AutoLayoutModel
import AutoLayoutRecording
import Foundation
import LayoutChecker
import LayoutCodegen
import LayoutSource
import XCTest

/// The proof of `apply(_:animated:duration:)`: a variant change never passes through a moment
/// whose active constraints are unsatisfiable. The recording shim calls back after every
/// `NSLayoutConstraint.activate`/`deactivate` batch and every `isActive` change; the driver prints
/// root's snapshot at each such moment of `apply` between every ordered pair of environments of a
/// file, and `TransitionChecker` solves each with AutoLayoutModel (UIKit's semantics). This is
/// proven on Linux against the shims, not on a device.
enum TransitionChecker {
    /// One moment that the model cannot satisfy: its position among the moments, and why.
    struct Failure: Error, CustomStringConvertible {
        var moment: Int
        var error: AutoLayoutModelError
        var description: String { "moment \(moment): \(error)" }
    }

    /// Solves `layout` as root of `scenario`'s size, direction and safe area; the error if it has no solution.
    static func unsatisfiable(_ layout: RecordedLayout, in scenario: RecordingHarness.Scenario) -> AutoLayoutModelError? {
        let insets = scenario.insets
        do {
            _ = try AutoLayoutModel.solve(
                layout, width: scenario.width, height: scenario.height,
                direction: scenario.direction == .rightToLeft ? .rightToLeft : .leftToRight,
                safeAreaInsets: RecordedInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]))
            return nil
        } catch {
            return error
        }
    }

    /// The first of `moments` (snapshots in the order they happened) whose active constraints have
    /// no solution at `scenario` (the environment being entered: every moment of a correct pass
    /// holds a subset of its constraints); nil when every moment is satisfiable.
    static func firstUnsatisfiable(_ moments: [RecordedLayout], in scenario: RecordingHarness.Scenario) -> Failure? {
        for (index, moment) in moments.enumerated() {
            if let error = unsatisfiable(moment, in: scenario) { return Failure(moment: index, error: error) }
        }
        return nil
    }
}

final class TransitionTests: XCTestCase {
    /// What one file's transitions printed: the snapshot of each environment reached by
    /// `activate(for:)`, the moments of each `apply` by (from, to) scenario index, and the
    /// framework calls `apply` made.
    private struct Transitions {
        var endpoints: [Int: RecordedLayout] = [:]
        var moments: [[Int]: [RecordedLayout]] = [:]
        var calls: [[Int]: String] = [:]
        var animated: [[Int]: Bool] = [:]
    }

    /// The driver: per subject and group of scenarios (one object per direction, insets and
    /// category, as `RecordingHarness` groups them), every environment's snapshot, then, for
    /// each ordered pair of distinct environments, `activate(for: from)` and `apply(to, animated:)`
    /// (animated for every other pair) with a snapshot after every batch and at the end.
    private func driver(_ harness: RecordingHarness) -> String {
        let framework = harness.target == .uikit ? "UIKit" : "AppKit"
        var out = "@_spi(Recording) import \(framework)\nimport Foundation\n\n"
        for subject in harness.subjects {
            out += "@MainActor func transitions_\(subject.label)() {\n"
            let groups = Dictionary(
                grouping: harness.scenarios(of: subject).enumerated(),
                by: { "\($0.element.contentSize.rank)|\($0.element.direction)|\($0.element.insets)" })
            for key in groups.keys.sorted() {
                guard let group = groups[key], let first = group.first?.element else { continue }
                out += "    do {\n" + harness.setup(of: subject, scenario: first)
                out += "        let environments: [\(subject.generated.typeName).Environment] = [\n"
                for (_, scenario) in group { out += "            \(harness.environment(scenario, subject: subject)),\n" }
                out += "        ]\n"
                out += "        let indices = [\(group.map { String($0.offset) }.joined(separator: ", "))]\n"
                out += "        func snapshot() -> String { try! ShimRecorder.shared.snapshot(root: root).jsonString() }\n"
                out += "        for (a, environment) in environments.enumerated() {\n"
                out += "            layout.activate(for: environment)\n"
                out += "            print(\"E \(subject.label) \\(indices[a]) \" + snapshot())\n"
                out += "        }\n"
                out += "        for (a, from) in environments.enumerated() {\n"
                out += "            for (b, to) in environments.enumerated() where a != b {\n"
                out += "                layout.activate(for: from)\n"
                out += "                let pair = \"\(subject.label) \\(indices[a]) \\(indices[b])\"\n"
                out += "                let before = ShimRecorder.shared.calls.count\n"
                out += "                ShimRecorder.shared.afterChange = { print(\"M \" + pair + \" \" + snapshot()) }\n"
                out += "                let animated = (a + b) % 2 == 0\n"
                out += "                layout.apply(to, animated: animated)\n"
                out += "                ShimRecorder.shared.afterChange = nil\n"
                out += "                print(\"M \" + pair + \" \" + snapshot())\n"
                out += "                print(\"C \" + pair + \" \\(animated) \" + ShimRecorder.shared.calls[before...].joined(separator: \"|\"))\n"
                out += "            }\n"
                out += "        }\n"
                out += "    }\n"
            }
            out += "}\n\n"
        }
        out += "MainActor.assumeIsolated {\n"
        for subject in harness.subjects { out += "    transitions_\(subject.label)()\n" }
        out += "}\n"
        return out
    }

    private func record(_ harness: RecordingHarness) throws -> [String: Transitions] {
        let output = try harness.run(driver: driver(harness))
        var result: [String: Transitions] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "E":
                let fields = parts[1].split(separator: " ", maxSplits: 2)
                guard fields.count == 3, let index = Int(fields[1]) else { continue }
                result[String(fields[0]), default: Transitions()].endpoints[index] = try RecordedLayout(json: String(fields[2]))
            case "M":
                let fields = parts[1].split(separator: " ", maxSplits: 3)
                guard fields.count == 4, let from = Int(fields[1]), let to = Int(fields[2]) else { continue }
                result[String(fields[0]), default: Transitions()].moments[[from, to], default: []]
                    .append(try RecordedLayout(json: String(fields[3])))
            case "C":
                let fields = parts[1].split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
                guard fields.count >= 4, let from = Int(fields[1]), let to = Int(fields[2]) else { continue }
                result[String(fields[0]), default: Transitions()].calls[[from, to]] = fields.count == 5 ? String(fields[4]) : ""
                result[String(fields[0]), default: Transitions()].animated[[from, to]] = fields[3] == "true"
            default:
                continue
            }
        }
        return result
    }

    /// The calls `apply` makes on root: animated, a layout of what was pending, then the animation
    /// of the layout; not animated, one layout.
    private func expectedCalls(target: CodeTarget, animated: Bool) -> String {
        if target == .uikit {
            return animated
                ? "layoutIfNeeded on root|animate(withDuration: 0.25) begins|layoutIfNeeded on root|animate(withDuration: 0.25) ends"
                : "layoutIfNeeded on root"
        }
        return animated
            ? "layoutSubtreeIfNeeded on root|runAnimationGroup begins|layoutSubtreeIfNeeded on root|"
                + "runAnimationGroup ends (duration 0.25, allowsImplicitAnimation true)"
            : "layoutSubtreeIfNeeded on root"
    }

    /// Every example with `when` blocks, on UIKit and AppKit (where it generates: stacks are UIKit
    /// only), between every ordered pair of its environments: each moment of `apply` is
    /// satisfiable. Pairs where either environment's own layout is not (a file that conflicts at
    /// some size, which `check` reports) are excluded and counted; none of today's examples has one.
    func testApplyNeverPassesThroughAnUnsatisfiableMoment() throws {
        for target in [CodeTarget.uikit, .appkit] {  // Auto Layout code; SwiftUI has no constraints
            var harness = RecordingHarness(target: target)
            var names: [String] = []
            for file in try CodegenFixtures.examples() {
                let text = try String(contentsOf: file, encoding: .utf8)
                guard text.split(separator: "\n").contains(where: { $0.hasPrefix("when ") }) else { continue }
                let problems = harness.add(path: file.path, bytes: Array(text.utf8), loader: CodegenFixtures.DiskLoader())
                let refused = problems.filter { $0.severity == .error }.map(\.code.rawValue)
                // AppKit refuses stacks and scroll views (G010, G011) and nothing else here.
                XCTAssertTrue(refused.allSatisfy { target == .appkit && ($0 == "G010" || $0 == "G011") }, "\(file.lastPathComponent): \(refused)")
                if problems.isEmpty { names.append(file.lastPathComponent) }
            }
            XCTAssertGreaterThanOrEqual(harness.subjects.count, target == .uikit ? 3 : 2, "\(target): \(names)")
            let recorded = try record(harness)
            var checkedPairs = 0, moments = 0, excluded = 0
            for subject in harness.subjects {
                let scenarios = harness.scenarios(of: subject)
                guard let transitions = recorded[subject.label] else {
                    XCTFail("\(subject.source.path): nothing recorded")
                    continue
                }
                XCTAssertEqual(transitions.endpoints.count, scenarios.count, subject.source.path)
                XCTAssertGreaterThan(transitions.moments.count, 0, subject.source.path)
                for (pair, steps) in transitions.moments.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
                    let (from, to) = (pair[0], pair[1])
                    guard let start = transitions.endpoints[from], let end = transitions.endpoints[to] else {
                        XCTFail("\(subject.source.path): no endpoint of \(pair)")
                        continue
                    }
                    if TransitionChecker.unsatisfiable(start, in: scenarios[from]) != nil
                        || TransitionChecker.unsatisfiable(end, in: scenarios[to]) != nil
                    {
                        excluded += 1
                        continue
                    }
                    // One deactivation batch, one activation batch, the end: apply is one pass.
                    XCTAssertEqual(steps.count, 3, "\(subject.source.path) \(pair)")
                    // apply ends where activate(for:) does: the same items and active constraints (in another order).
                    XCTAssertEqual(steps.last?.items, end.items, "\(subject.source.path) \(pair)")
                    XCTAssertEqual(
                        steps.last.map { $0.constraints.map { "\($0)" }.sorted() }, end.constraints.map { "\($0)" }.sorted(),
                        "\(subject.source.path) \(pair): apply ends where activate(for:) does")
                    XCTAssertEqual(steps.flatMap(\.violations), [], "\(subject.source.path) \(pair)")
                    if let failure = TransitionChecker.firstUnsatisfiable(steps, in: scenarios[to]) {
                        XCTFail("\(subject.source.path) from \(scenarios[from]) to \(scenarios[to]): \(failure)")
                    }
                    let animated = transitions.animated[pair] ?? false
                    XCTAssertEqual(transitions.calls[pair], expectedCalls(target: target, animated: animated), "\(subject.source.path) \(pair)")
                    checkedPairs += 1
                    moments += steps.count
                }
            }
            XCTAssertEqual(excluded, 0, "no example conflicts in one of its environments today")
            XCTAssertGreaterThan(checkedPairs, 100, "\(target)")
            print("transitions (\(target)): \(names.count) files, \(checkedPairs) ordered pairs, \(moments) moments satisfiable, \(excluded) pairs excluded")
        }
    }

    /// The checker can fail: two variants whose widths conflict, switched in the wrong order
    /// (activating what enters before deactivating what leaves), hold both widths at one moment,
    /// which the checker finds; `apply` switching the same two never does.
    func testCheckerFindsTheMomentAWrongOrderHoldsBothVariants() throws {
        let text = "view a\na.left = 0; a.top = 0; a.height = 10\nwhen editing { a.width = 100 } else { a.width = 200 }\n"
        var harness = RecordingHarness(target: .uikit)
        XCTAssertEqual(harness.add(path: "conflict.layout", bytes: Array(text.utf8)).map(\.code.rawValue), [])
        let subject = try XCTUnwrap(harness.subjects.first)
        let scenarios = harness.scenarios(of: subject)
        let off = try XCTUnwrap(scenarios.first { $0.flags.isEmpty && $0.direction == .leftToRight && $0.insets == [0, 0, 0, 0] })
        var on = off
        on.flags = ["editing"]
        let snapshot = "print(\"M \" + (try! ShimRecorder.shared.snapshot(root: root).jsonString()))"
        var driver = "@_spi(Recording) import UIKit\nimport Foundation\n\nMainActor.assumeIsolated {\n    do {\n"
        driver += harness.setup(of: subject, scenario: off)
        let type = "\(subject.generated.typeName).Environment"
        driver += "        let off: \(type) = \(harness.environment(off, subject: subject))\n"
        driver += "        let on: \(type) = \(harness.environment(on, subject: subject))\n"
        // The sets of each variant, as `activate(for:)` leaves them.
        driver += "        layout.activate(for: on)\n        let inOn = layout.constraints.filter(\\.isActive)\n"
        driver += "        layout.activate(for: off)\n        let inOff = layout.constraints.filter(\\.isActive)\n"
        driver += "        let entering = inOn.filter { c in !inOff.contains { $0 === c } }\n"
        driver += "        let leaving = inOff.filter { c in !inOn.contains { $0 === c } }\n"
        driver += "        print(\"W\")\n"
        driver += "        ShimRecorder.shared.afterChange = { \(snapshot) }\n"
        // The wrong order, on purpose: what enters first.
        driver += "        NSLayoutConstraint.activate(entering)\n        NSLayoutConstraint.deactivate(leaving)\n"
        driver += "        ShimRecorder.shared.afterChange = nil\n"
        driver += "        layout.activate(for: off)\n        print(\"R\")\n"
        driver += "        ShimRecorder.shared.afterChange = { \(snapshot) }\n"
        driver += "        layout.apply(on, animated: true)\n"
        driver += "        ShimRecorder.shared.afterChange = nil\n    }\n}\n"
        let output = try harness.run(driver: driver)
        var wrong: [RecordedLayout] = [], right: [RecordedLayout] = []
        var section = ""
        for line in output.split(separator: "\n") {
            if line == "W" || line == "R" { section = String(line); continue }
            guard line.hasPrefix("M ") else { continue }
            let layout = try RecordedLayout(json: String(line.dropFirst(2)))
            if section == "W" { wrong.append(layout) } else if section == "R" { right.append(layout) }
        }
        XCTAssertEqual(wrong.count, 2)
        XCTAssertEqual(right.count, 2)
        let failure = try XCTUnwrap(TransitionChecker.firstUnsatisfiable(wrong, in: on), "the wrong order must fail")
        XCTAssertEqual(failure.moment, 0, "right after activating what enters")
        guard case .conflict(let names) = failure.error else { return XCTFail("\(failure.error)") }
        XCTAssertTrue(names.contains { $0.contains("conflict.layout:3") }, "\(names)")
        XCTAssertNil(TransitionChecker.firstUnsatisfiable(right, in: on), "apply's order never fails")
        // The endpoints themselves are fine: only the moment in between conflicts.
        XCTAssertNil(TransitionChecker.firstUnsatisfiable([wrong[1]], in: on))
    }
}

/// Trait following (UIKit): `followTraitChanges(animated:)` registers, on iOS 17, for exactly the
/// traits the file's conditions read, and on a change of one applies root's new traits keeping the
/// size and flags last applied; a change of a trait the file does not read does nothing.
final class TraitFollowingTests: XCTestCase {
    func testRegistersOnlyTheTraitsTheConditionsRead() {
        let cases: [(text: String, traits: String?)] = [
            ("view a\na.edges = root.edges\nwhen editing { a.width = 10 @high }\n", nil),
            ("view a\na.edges = root.edges\nwhen width >= 600 { a.width = 10 @high }\n", nil),
            ("view a\na.edges = root.edges\nwhen compactHeight { a.width = 10 @high }\n", "UITraitVerticalSizeClass.self"),
            (
                "view a\na.edges = root.edges\nwhen pad and regularWidth { a.width = 10 @high }\n",
                "UITraitHorizontalSizeClass.self, UITraitUserInterfaceIdiom.self"
            ),
            ("view a\na.edges = root.edges + scaled(8)\nwhen editing { a.width = 10 @high }\n", "UITraitPreferredContentSizeCategory.self"),
        ]
        for item in cases {
            let request = GenerateRequest(check: CheckRequest(source: SourceFile(path: "t.layout", bytes: Array(item.text.utf8))), target: .uikit)
            let code = generateCode(request).text ?? ""
            XCTAssertTrue(code.contains("public func apply(_ environment: Environment, animated: Bool, duration: TimeInterval = 0.25)"), code)
            if let traits = item.traits {
                XCTAssertTrue(code.contains("let traits: [UITrait] = [\(traits)]"), code)
            } else {
                XCTAssertFalse(code.contains("followTraitChanges"), code)
            }
            let appKit = generateCode(GenerateRequest(check: CheckRequest(source: SourceFile(path: "t.layout", bytes: Array(item.text.utf8))), target: .appkit)).text ?? ""
            XCTAssertFalse(appKit.contains("followTraitChanges"), appKit)
            XCTAssertTrue(appKit.contains("NSAnimationContext.runAnimationGroup({ context in"), appKit)
        }
    }

    func testFollowsARegisteredTraitChangeAndIgnoresOthers() throws {
        let file = CodegenFixtures.repository.appendingPathComponent("Examples/adaptive-sidebar.layout")
        var harness = RecordingHarness(target: .uikit)
        XCTAssertEqual(harness.add(path: file.path, bytes: Array(try Data(contentsOf: file)), loader: CodegenFixtures.DiskLoader()).count, 0)
        let subject = try XCTUnwrap(harness.subjects.first)
        let start = try XCTUnwrap(harness.scenarios(of: subject).first {
            $0.width == 375 && $0.idiom == .phone && $0.flags == ["editable"] && $0.direction == .leftToRight && $0.insets == [0, 0, 0, 0]
        })
        let type = "\(subject.generated.typeName).Environment"
        let snapshot = "(try! ShimRecorder.shared.snapshot(root: root).jsonString())"
        var driver = "@_spi(Recording) import UIKit\nimport Foundation\n\nMainActor.assumeIsolated {\n    do {\n"
        driver += harness.setup(of: subject, scenario: start)
        driver += "        root.shimChangeTraits(to: UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), "
            + "UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .phone)]))\n"
        driver += "        let start: \(type) = \(harness.environment(start, subject: subject))\n"
        driver += "        layout.apply(start, animated: false)\n"
        driver += "        print(\"S \" + \(snapshot))\n"
        driver += "        print(\"F \\(layout.followTraitChanges(animated: true))\")\n"
        driver += "        var before = ShimRecorder.shared.calls.count\n"
        // A trait the file does not read.
        driver += "        root.shimChangeTraits(to: UITraitCollection(traitsFrom: [root.traitCollection, UITraitCollection(verticalSizeClass: .compact)]))\n"
        driver += "        print(\"V \" + ShimRecorder.shared.calls[before...].joined(separator: \"|\"))\n"
        driver += "        before = ShimRecorder.shared.calls.count\n"
        // Two it reads, at once.
        driver += "        root.shimChangeTraits(to: UITraitCollection(traitsFrom: [root.traitCollection, "
            + "UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad)]))\n"
        driver += "        print(\"C \" + ShimRecorder.shared.calls[before...].joined(separator: \"|\"))\n"
        driver += "        print(\"A \" + \(snapshot))\n"
        driver += "        print(\"R \" + ShimRecorder.shared.calls.joined(separator: \"|\"))\n"
        driver += "        layout.activate(for: \(type)(size: CGSize(width: 375, height: 667), horizontalSizeClass: .regular, "
            + "verticalSizeClass: .compact, idiom: .pad, editable: true))\n"
        driver += "        print(\"B \" + \(snapshot))\n    }\n}\n"
        let output = try harness.run(driver: driver)
        var lines: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            lines[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        XCTAssertEqual(lines["F"], "true", "iOS 17's registration is available on the shim")
        XCTAssertTrue(
            (lines["R"] ?? "").contains("registerForTraitChanges [UITraitHorizontalSizeClass, UITraitUserInterfaceIdiom] on root"),
            lines["R"] ?? "")
        XCTAssertEqual(lines["V"], "", "the vertical size class is not read: no apply")
        XCTAssertEqual(
            lines["C"], "layoutIfNeeded on root|animate(withDuration: 0.25) begins|layoutIfNeeded on root|animate(withDuration: 0.25) ends")
        let started = try RecordedLayout(json: lines["S"] ?? "")
        let after = try RecordedLayout(json: lines["A"] ?? "")
        let expected = try RecordedLayout(json: lines["B"] ?? "")
        func identifiers(_ layout: RecordedLayout) -> [String] { layout.constraints.compactMap(\.identifier).sorted() }
        XCTAssertEqual(identifiers(after), identifiers(expected), "the regular-width, pad variant with the flag kept")
        XCTAssertNotEqual(identifiers(after), identifiers(started))
        XCTAssertTrue(identifiers(after).contains { $0.hasPrefix("adaptive-sidebar.layout:31:21") }, "the pad's list width")
        XCTAssertTrue(identifiers(after).contains { $0.hasPrefix("adaptive-sidebar.layout:40:19") }, "editable kept")
    }
}
