import Foundation
import XCTest

/// The built executable on files that go beyond the core language (grammar.md, "Extensions"): a named constraint in a conflict
/// (human output) and a content-sized layout (JSON frames), each against a golden file.
final class BeyondCoreEndToEndTests: XCTestCase {
    private static let inputs = GoldenFile.directory.appendingPathComponent("inputs/extensions")

    private func run(_ arguments: [String]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: Self.inputs, input: Data())
    }

    func testNamedConstraintsInAConflict() throws {
        let outcome = try run(["check", "named-conflict.layout", "--size", "375x667"])
        XCTAssertEqual(outcome.status, 1, outcome.err)
        XCTAssertTrue(outcome.err.contains("'start' conflicts with this"), outcome.err)
        try GoldenFile.assertMatches(outcome.err, named: "end-to-end/extensions-named-conflict.human.txt")
    }

    func testNamedConstraintsInDuplicatesAndConflictingEqualities() throws {
        let outcome = try run(["check", "named-duplicates.layout"])
        XCTAssertEqual(outcome.status, 1, outcome.err)
        XCTAssertTrue(outcome.err.contains("warning[D001]: duplicate of constraint 'avatarLeft' on line 4"), outcome.err)
        XCTAssertTrue(outcome.err.contains("note: 'avatarTopRequired' kept here"), outcome.err)
        XCTAssertTrue(outcome.err.contains("note: conflicting equality 'titleGap'"), outcome.err)
        try GoldenFile.assertMatches(outcome.err, named: "end-to-end/extensions-named-duplicates.human.txt")
    }

    func testMachineFormatsIdentifyNamedConstraints() throws {
        // JSON: a "constraint" member where a diagnostic or a related location is a named constraint.
        let duplicates = try run(["check", "named-duplicates.layout", "--format", "json"])
        XCTAssertEqual(duplicates.status, 1, duplicates.err)
        let diagnostics = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(duplicates.out.utf8)) as? [String: Any])?["diagnostics"]
                as? [[String: Any]])
        // D001 sits at an unnamed copy of 'avatarLeft'; D002 drops 'avatarTop' for 'avatarTopRequired';
        // D003 sits at an unnamed equality conflicting with 'titleGap'.
        let summary = diagnostics.map { diagnostic in
            let related = (diagnostic["related"] as? [[String: Any]] ?? []).map { $0["constraint"] as? String ?? "-" }
            return "\(diagnostic["code"] ?? "") \(diagnostic["constraint"] as? String ?? "-") \(related)"
        }
        XCTAssertEqual(
            summary, ["D001 - [\"avatarLeft\"]", "D002 avatarTop [\"avatarTopRequired\"]", "D003 - [\"titleGap\"]"])
        try GoldenFile.assertMatches(duplicates.out, named: "end-to-end/extensions-named-duplicates.json")
        // SARIF: the same names in the result's and the related location's property bags.
        let conflict = try run(["check", "named-conflict.layout", "--size", "375x667", "--format", "sarif"])
        XCTAssertEqual(conflict.status, 1, conflict.err)
        XCTAssertTrue(conflict.out.contains("\"constraint\": \"start\""), conflict.out)
        try GoldenFile.assertMatches(conflict.out, named: "end-to-end/extensions-named-conflict.sarif")
        try SARIFSchema.assertValid(conflict.out)
    }

    func testContentSizedLayoutSolves() throws {
        let outcome = try run(["solve", "content-sized.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        XCTAssertFalse(outcome.out.contains("\"code\""), outcome.out)
        try GoldenFile.assertMatches(outcome.out, named: "end-to-end/extensions-content-sized.json")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any])
        let frames = try XCTUnwrap(document["frames"] as? [String: [String: Double]])
        // title hugs (251) at its intrinsic width; badge (hugging 250) stretches to the margin,
        // pinned at 300, and sits on title's baseline.
        XCTAssertEqual(frames["title"], ["x": 20, "y": 20, "width": 120, "height": 20])
        XCTAssertEqual(frames["badge"], ["x": 148, "y": 24, "width": 207, "height": 16])
    }

    /// Frames as `solve --format json` prints them, by view name.
    private func frames(_ arguments: [String]) throws -> [String: [String: Double]] {
        let outcome = try run(arguments + ["--format", "json"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any])
        return try XCTUnwrap(document["frames"] as? [String: [String: Double]])
    }

    func testMarginsFollowTheSafeAreaRootAndDirection() throws {
        let notch = ["--size", "375x812", "--safe-area", "44,0,34,0"]
        XCTAssertEqual(
            try frames(["solve", "margins-container.layout"] + notch)["label"], ["x": 8, "y": 52, "width": 359, "height": 718])
        XCTAssertEqual(
            try frames(["solve", "margins-container.layout", "--size", "375x812"])["label"],
            ["x": 8, "y": 8, "width": 359, "height": 796])
        XCTAssertEqual(
            try frames(["solve", "margins-root.layout"] + notch)["label"], ["x": 16, "y": 60, "width": 343, "height": 702])
        let narrow = ["--size", "375x100"]
        XCTAssertEqual(try frames(["solve", "margins-directional.layout"] + narrow)["label"]?["x"], 20)
        XCTAssertEqual(try frames(["solve", "margins-directional.layout", "--direction", "rtl"] + narrow)["label"]?["x"], 4)
        let mirror = try run(["check", "margins-directional.layout", "--mirror"] + narrow)
        XCTAssertEqual(mirror.status, 0, mirror.err)
        XCTAssertEqual(mirror.err, "")
    }

    func testMirrorCheckWarnsAboutAViewPlacedWithLeft() throws {
        let outcome = try run(["check", "unmirrored.layout", "--mirror", "--size", "375x667"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        try GoldenFile.assertMatches(outcome.err, named: "end-to-end/extensions-unmirrored.human.txt")
        XCTAssertEqual(try run(["check", "unmirrored.layout", "--size", "375x667"]).err, "")
        XCTAssertEqual(try run(["check", "unmirrored.layout", "--mirror", "--size", "375x667", "--strict"]).status, 1)
        // The warning does not depend on the direction the rest of the check runs in.
        let rtl = try run(["check", "unmirrored.layout", "--mirror", "--size", "375x667", "--direction", "rtl"])
        XCTAssertEqual(rtl.err, outcome.err)
    }

    func testSolveInBothDirections() throws {
        let ltr = try run(["solve", "unmirrored.layout", "--size", "375x667", "--format", "json"])
        let rtl = try run(["solve", "unmirrored.layout", "--size", "375x667", "--format", "json", "--direction", "rtl"])
        XCTAssertEqual(ltr.status, 0, ltr.err)
        XCTAssertEqual(rtl.status, 0, rtl.err)
        XCTAssertEqual(ltr.out, try run(["solve", "unmirrored.layout", "--size", "375x667", "--format", "json", "--direction=ltr"]).out)
        try GoldenFile.assertMatches(rtl.out, named: "end-to-end/extensions-unmirrored-rtl.json")
        let frames = { (text: String) throws -> [String: [String: Double]] in
            let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return try XCTUnwrap(document["frames"] as? [String: [String: Double]])
        }
        // icon follows the leading margin (card inset 16, margin 12): x 28 in ltr, 375 - 28 - 24 in rtl;
        // badge, pinned with left, stays at 56.
        XCTAssertEqual(try frames(ltr.out)["icon"]?["x"], 28)
        XCTAssertEqual(try frames(rtl.out)["icon"]?["x"], 323)
        XCTAssertEqual(try frames(ltr.out)["badge"]?["x"], 56)
        XCTAssertEqual(try frames(rtl.out)["badge"]?["x"], 56)
    }

    func testGuidesAreReportedApartFromFrames() throws {
        let json = try run(["solve", "guides.layout", "--size", "320x100", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.err)
        try GoldenFile.assertMatches(json.out, named: "end-to-end/extensions-guides.json")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let frames = try XCTUnwrap(document["frames"] as? [String: [String: Double]])
        let guides = try XCTUnwrap(document["guides"] as? [String: [String: Double]])
        XCTAssertEqual(Set(frames.keys), ["root", "left", "middle", "right"])
        // 320 - 20 - 180 leaves 120: two gaps of 60.
        XCTAssertEqual(guides["gapA"], ["x": 60, "y": 0, "width": 60, "height": 0])
        XCTAssertEqual(guides["gapB"], ["x": 180, "y": 0, "width": 60, "height": 0])
        let table = try run(["solve", "guides.layout", "--size", "320x100"])
        XCTAssertEqual(table.status, 0, table.err)
        try GoldenFile.assertMatches(table.out, named: "end-to-end/extensions-guides.table.txt")
    }

    // MARK: Nested views and the safe area

    func testNestedViewsWithASafeAreaSolveWithParents() throws {
        let outcome = try run(["solve", "card-stack.layout", "--size", "375x667", "--safe-area", "47,0,34,0", "--format", "json"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        try GoldenFile.assertMatches(outcome.out, named: "end-to-end/extensions-card-stack.json")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any])
        let parents = try XCTUnwrap(document["parents"] as? [String: String])
        XCTAssertEqual(parents["firstTitle"], "first")
        XCTAssertEqual(parents["first"], "stack")
        XCTAssertEqual(parents["gap"], "stack")
        XCTAssertNil(parents["root"])
        let frames = try XCTUnwrap(document["frames"] as? [String: [String: Double]])
        // The header runs under the status bar and ends 44 below the safe top.
        XCTAssertEqual(frames["header"], ["x": 0, "y": 0, "width": 375, "height": 91])
        XCTAssertNil(frames["header.safeArea"])
        // Without insets the header is 44 high; the table lists the guide after the views.
        let table = try run(["solve", "card-stack.layout", "--size", "375x667"])
        XCTAssertEqual(table.status, 0, table.err)
        try GoldenFile.assertMatches(table.out, named: "end-to-end/extensions-card-stack.table.txt")
        XCTAssertEqual(
            try run(["check", "card-stack.layout", "--strict", "--mirror", "--size", "375x667", "--size", "1024x768",
                     "--safe-area", "47,0,34,0"]).status, 0)
    }

    func testHierarchyErrorsAreEachReportedOnce() throws {
        let outcome = try run(["check", "hierarchy-errors.layout", "--format", "short"])
        XCTAssertEqual(outcome.status, 1, outcome.err)
        try GoldenFile.assertMatches(outcome.out, named: "end-to-end/extensions-hierarchy-errors.short.txt")
        let forced = try run(["check", "safe-area-forced.layout", "--size", "375x667", "--safe-area", "20,0,0,0"])
        XCTAssertEqual(forced.status, 1)
        try GoldenFile.assertMatches(forced.err, named: "end-to-end/extensions-safe-area-forced.human.txt")
        // The same file is fine where the inset makes 30 the safe top.
        XCTAssertEqual(try run(["check", "safe-area-forced.layout", "--size", "375x667", "--safe-area", "30,0,0,0"]).status, 0)
    }
}
