import Foundation
import LayoutCompiler
import LayoutSource
import LayoutTestSupport
import XCTest

/// S001's and S002's fix-its, each applied to the text: the finding goes away, and no finding
/// appears at a place that had none (grammar.md, S001 and S002): no error, and fixing an
/// undetermined view no solver finding.
final class FixItTests: XCTestCase {
    /// Where a finding is, for telling old findings from new ones: its code and its line (an
    /// edit within a line moves no finding to another line; appended lines are past the old ones).
    private struct Place: Hashable {
        let code: String
        let line: Int?
    }

    /// The line of `span` in `text`.
    private static func line(of span: SourceSpan?, in text: String) -> Int? {
        span.map { span in Array(text.utf8).prefix(span.range.start).filter { $0 == UInt8(ascii: "\n") }.count + 1 }
    }

    /// `text` with `fixIt` applied (fix-its edit the file checked).
    private func applying(_ fixIt: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fixIt.span.range.start..<fixIt.span.range.end, with: Array(fixIt.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Applies every fix-it of every S001 and S002 of `text` solved at `size`, one at a time, and
    /// checks each; returns how many were applied.
    @discardableResult
    private func checkFixIts(_ text: String, size: CanvasSize = phone, context: String) -> Int {
        let solution = compileText(text).solve(size: size)
        let before = Set(solution.diagnostics.map { Place(code: $0.code.rawValue, line: Self.line(of: $0.span, in: text)) })
        var applied = 0
        var masked = 0
        defer { if masked > 0 { print("\(context): \(masked) conflicts met once a fix-it made the one found hold") } }
        for finding in solution.diagnostics where ["S001", "S002"].contains(finding.code.rawValue) {
            // The conflicts left with the member at 999 (the first fix-it), which the
            // member cannot be part of: a conflict there too does not come from the edit.
            var relaxedConflictLines: Set<Int> = []
            if finding.code.rawValue == "S001", let relaxing = finding.fixIts.first {
                let relaxed = applying(relaxing, to: text)
                for diagnostic in compileText(relaxed).solve(size: size).diagnostics where diagnostic.code.rawValue == "S001" {
                    if let line = Self.line(of: diagnostic.span, in: relaxed) { relaxedConflictLines.insert(line) }
                }
            }
            for fixIt in finding.fixIts {
                XCTAssertEqual(fixIt.span.path, "test.layout", context)
                let edited = applying(fixIt, to: text)
                let after = compileText(edited).solve(size: size).diagnostics
                let what = "\(context)\n\(finding.message) at \(finding.span?.range.start ?? -1), fix-it \(fixIt):\n\(edited)\n\(after)"
                // Fixing a conflict may show what the error hid (S002 is found only without one):
                // only errors count as new then. Appended lines sit past the old text.
                // A conflict none of whose members is the edited line, or that stays with the member
                // at 999, is among constraints the original has too: the solver met it only once
                // the one found held.
                let editedLine = Self.line(of: fixIt.span, in: text)
                // Fixing an undetermined view, no new solver finding either (a duplicate's
                // warning, D001 or D002, may appear: the pin repeats a weaker constraint).
                for diagnostic in after
                where diagnostic.isError || (finding.code.rawValue == "S002" && diagnostic.code.rawValue.hasPrefix("S")) {
                    if diagnostic.code.rawValue == "S001", let editedLine,
                        !Self.members(diagnostic, in: edited).contains(editedLine)
                            || relaxedConflictLines.contains(Self.line(of: diagnostic.span, in: edited) ?? 0)
                    {
                        masked += 1
                        continue
                    }
                    XCTAssertTrue(
                        before.contains(Place(code: diagnostic.code.rawValue, line: Self.line(of: diagnostic.span, in: edited))),
                        "new finding: \(diagnostic)\n\(what)")
                }
                if finding.code.rawValue == "S001" {
                    let members = Self.members(finding, in: text)
                    XCTAssertFalse(
                        after.contains { $0.code.rawValue == "S001" && Self.members($0, in: edited) == members },
                        "conflict stays\n\(what)")
                } else {
                    XCTAssertFalse(
                        after.contains { $0.code.rawValue == "S002" && $0.span == finding.span && $0.message == finding.message },
                        "still undetermined\n\(what)")
                }
                applied += 1
            }
        }
        return applied
    }

    /// The written members of a conflict, by line.
    private static func members(_ diagnostic: Diagnostic, in text: String) -> Set<Int> {
        Set(([diagnostic.span] + diagnostic.related.map(\.span)).compactMap { line(of: $0, in: text) })
    }

    /// The fix-its of one S001 of `text`, as edited lines (fails without exactly one S001).
    private func conflictFixIts(_ text: String, size: CanvasSize = phone) -> [String] {
        let solution = compileText(text).solve(size: size)
        let conflicts = solution.diagnostics.filter { $0.code.rawValue == "S001" }
        XCTAssertEqual(conflicts.count, 1, "\(solution.diagnostics)")
        return conflicts.first?.fixIts.map { fixIt in
            let edited = applying(fixIt, to: text)
            let lines = edited.split(separator: "\n", omittingEmptySubsequences: false)
            let original = text.split(separator: "\n", omittingEmptySubsequences: false)
            return zip(lines, original).first { $0 != $1 }.map { String($0.0) } ?? ""
        } ?? []
    }

    func testConflictOffersPriorityInequalityAndConstantOnTheSize() {
        // The size, not the pins, is the preference; the header needs 88 points.
        let text = """
            view header { view avatar }
            header.top = root.top + 20
            header.leading = root.leading; header.trailing = root.trailing
            header.bottom = avatar.bottom + 16
            avatar.top = header.topMargin
            avatar.leading = header.leadingMargin
            avatar.size = 64
            header.height = 80
            """
        XCTAssertEqual(conflictFixIts(text), ["header.height = 80 @999", "header.height >= 80", "header.height = 88"])
        XCTAssertEqual(checkFixIts(text, context: "header"), 3)
    }

    func testSpacingBeforePinAndSignsOfWrittenSides() {
        // No size: the spacing is chosen over the pins, written with the view on the right.
        let text = """
            view a, b
            a.top = 0; a.height = 10; a.width = 10; b.top = 20; b.height = 10; b.width = 10
            a.left = root.left
            b.left = a.left
            20 + root.left = b.left
            """
        XCTAssertEqual(conflictFixIts(text), ["20 + root.left = b.left @999", "20 + root.left >= b.left", "20 + root.left = b.left + 20"])
        XCTAssertEqual(checkFixIts(text, context: "spacing"), 3)
        // A width below a bound: the equality becomes `<=`, and the constant moves by 20.
        let bound = """
            view box
            box.left = 0; box.top = 0; box.height = 10
            box.width = 100
            box.width >= 120 @required
            """
        XCTAssertEqual(conflictFixIts(bound), ["box.width >= 120 @999", "box.width >= 100 @required"])
        XCTAssertEqual(checkFixIts(bound, context: "bound"), 2)
    }

    func testUndeterminedViewGetsASizeAndANeighbourPin() {
        let text = """
            view title, icon
            title.top = root.top + 20; title.left = root.left + 16; title.width = 200; title.height = 20
            icon.top = 20; icon.height = 20
            icon.width = 30 @low
            icon.width >= 30
            icon.left >= title.right
            """
        let warnings = compileText(text).solve(size: phone).diagnostics.filter { $0.code.rawValue == "S002" }
        XCTAssertEqual(warnings.count, 1)
        let fixIt = warnings.first?.fixIts.first
        // Its left is free: pinned to 'title', the neighbour it overlaps vertically.
        XCTAssertEqual(fixIt?.replacement, "\nicon.left = title.right + 8\n", "\(String(describing: fixIt))")
        XCTAssertTrue(warnings.first?.notes.last?.contains("nearest neighbour on that axis, 'title'") ?? false)
        XCTAssertEqual(checkFixIts(text, context: "icon"), 1)
        let sizeless = """
            view a, b
            a.top = 0; a.left = 0; a.width = 10
            b.top = a.bottom + 8
            b.left = 20
            b.height = 10
            """
        XCTAssertEqual(checkFixIts(sizeless, context: "sizeless"), 2)
    }

    /// Every fixture of the checker and every example that solves to an S001 or S002 at a phone.
    func testFixturesAndExamples() throws {
        var paths = try examplePaths()
        let fixtures = repositoryRoot.appendingPathComponent("Tests/CheckerTests/Fixtures")
        if let walker = FileManager.default.enumerator(atPath: fixtures.path) {
            for case let path as String in walker where path.hasSuffix(".layout") {
                paths.append("Tests/CheckerTests/Fixtures/" + path)
            }
        }
        var applied = 0
        for path in paths.sorted() {
            // One fixture is not UTF-8 on purpose; read as the lexer would.
            let text = String(decoding: try Data(contentsOf: repositoryRoot.appendingPathComponent(path)), as: UTF8.self)
            guard !text.contains("use \"") else { continue }
            applied += checkFixIts(text, context: path)
        }
        // Some of them conflict or leave views free at a phone (19 fix-its when written).
        XCTAssertGreaterThan(applied, 10)
        print("fix-its applied over fixtures and examples: \(applied)")
    }

    /// Random layouts that conflict or leave attributes free: every fix-it holds.
    func testRandomLayouts() {
        var generator = SplitMix64(seed: 30)
        var applied = 0
        var withFixIts = 0
        for round in 0..<400 {
            let text = randomLayout(using: &generator)
            let count = checkFixIts(text, context: "round \(round)")
            applied += count
            if count > 0 { withFixIts += 1 }
        }
        XCTAssertGreaterThan(withFixIts, 200)
        print("random layouts: \(withFixIts) with fix-its, \(applied) applied")
    }

    /// A few views in chains, with sizes, spacings and pins; some lines conflict, some attributes stay free.
    private func randomLayout(using generator: inout SplitMix64) -> String {
        let count = generator.int(in: 2...6)
        let views = (0..<count).map { "v\($0)" }
        var lines = ["view " + views.joined(separator: ", ")]
        for (index, view) in views.enumerated() {
            let previous = index == 0 ? "root" : views[index - 1]
            let gap = generator.int(in: 0...12)
            if generator.chance(0.85) {
                lines.append(index == 0 ? "\(view).top = root.top + \(gap)" : "\(view).top = \(previous).bottom + \(gap)")
            }
            if generator.chance(0.8) { lines.append("\(view).height = \(generator.int(in: 10...80))") }
            if generator.chance(0.85) { lines.append("\(view).left = root.left + \(gap)") }
            switch generator.int(in: 0...3) {
            case 0: lines.append("\(view).width = \(generator.int(in: 10...200))")
            case 1: lines.append("\(view).right = root.right - \(gap)")
            case 2: lines.append("\(view).width >= \(generator.int(in: 10...120))")
            default: break
            }
        }
        for _ in 0..<generator.int(in: 0...2) {
            let view = views[generator.int(in: 0...(count - 1))]
            switch generator.int(in: 0...5) {
            case 0: lines.append("\(view).height = \(generator.int(in: 0...40))")
            case 1: lines.append("\(view).bottom <= \(generator.int(in: 0...700))")
            case 2: lines.append("\(view).top = \(generator.int(in: 0...700))")
            case 3: lines.append("\(view).right <= root.right")
            case 4: lines.append("\(view).width = \(generator.int(in: 400...500))")
            default: lines.append("\(view).left = root.left + \(generator.int(in: 20...40))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
