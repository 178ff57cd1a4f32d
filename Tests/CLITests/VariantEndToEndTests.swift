import Foundation
import XCTest

/// The built executable on files with `when` blocks: every variant checked and the failing one
/// named, `--set` and `--idiom` choosing one, and solving a variant (golden files).
final class VariantEndToEndTests: XCTestCase {
    private static let inputs = GoldenFile.directory.appendingPathComponent("inputs/variants")

    private func run(_ arguments: [String]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: Self.inputs, input: Data())
    }

    func testCheckNamesTheFailingVariant() throws {
        let outcome = try run(["check", "conflicting.layout", "--size", "375x667", "--size", "1024x768"])
        XCTAssertEqual(outcome.status, 1, outcome.err)
        XCTAssertTrue(outcome.err.contains("error[S001]: with expanded: "), outcome.err)
        try GoldenFile.assertMatches(outcome.err, named: "end-to-end/variants-conflicting.human.txt")
        let short = try run(["check", "conflicting.layout", "--size", "375x667", "--format", "short"])
        try GoldenFile.assertMatches(short.out, named: "end-to-end/variants-conflicting.short.txt")
    }

    func testSetAndIdiomChooseOneVariant() throws {
        let without = try run(["check", "conflicting.layout", "--size", "375x667", "--set", "dense"])
        XCTAssertEqual(without.status, 0, without.err)
        XCTAssertTrue(without.err.contains("warning[V009]: flag 'dense' is set, but the file never uses it"), without.err)
        let with = try run(["check", "conflicting.layout", "--size", "375x667", "--set", "expanded", "--idiom", "pad", "--format", "short"])
        XCTAssertEqual(with.status, 1)
        XCTAssertTrue(with.out.contains("error: required constraints cannot all be satisfied"), with.out)
        XCTAssertFalse(with.out.contains("with expanded"), with.out)
    }

    func testEveryVariantOfTheExampleIsClean() throws {
        let outcome = try run(["check", "adaptive.layout", "--size", "375x667", "--size", "1024x768", "--size", "507x768", "--strict"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        XCTAssertEqual(outcome.err, "")
        let noSize = try run(["check", "adaptive.layout", "--format", "short"])
        XCTAssertEqual(noSize.status, 0)
        XCTAssertEqual(
            noSize.out,
            "adaptive.layout: note: not solved at any canvas size: undetermined attributes (S002) and conflicts that "
                + "depend on the size were not checked [S006]\n"
                + "adaptive.layout:14:5: note: conditions on the canvas size are not examined without --size [V008]\n")
    }

    func testSolveAVariant() throws {
        let pad = try run(["solve", "adaptive.layout", "--size", "1024x768", "--idiom", "pad", "--set", "editable", "--format", "json"])
        XCTAssertEqual(pad.status, 0, pad.err)
        try GoldenFile.assertMatches(pad.out, named: "end-to-end/variants-adaptive-pad.json")
        let phone = try run(["solve", "adaptive.layout", "--size", "375x667"])
        XCTAssertEqual(phone.status, 0, phone.err)
        try GoldenFile.assertMatches(phone.out, named: "end-to-end/variants-adaptive-phone.table.txt")
        let typo = try run(["solve", "adaptive.layout", "--size", "375x667", "--set", "editabel"])
        XCTAssertEqual(typo.status, 0)
        try GoldenFile.assertMatches(typo.err, named: "end-to-end/variants-unused-flag.human.txt")
    }

    func testMirrorCheckNamesTheVariantThatDoesNotMirror() throws {
        let outcome = try run(["check", "unmirrored.layout", "--mirror", "--size", "375x667", "--size", "1024x768"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        XCTAssertTrue(outcome.err.contains("warning[S004]: with expanded: 'badge' does not mirror in right to left at 375x667 and 1024x768"), outcome.err)
        try GoldenFile.assertMatches(outcome.err, named: "end-to-end/variants-unmirrored.human.txt")
        let strict = try run(["check", "unmirrored.layout", "--mirror", "--strict", "--size", "375x667", "--format", "short"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.out, "unmirrored.layout:2:12: warning: with expanded: 'badge' does not mirror in right to left at 375x667 [S004]\n")
        // Chosen with --set, the one variant is named by nothing; --idiom leaves the flags to vary.
        let chosen = try run(["check", "unmirrored.layout", "--mirror", "--size", "375x667", "--set", "expanded", "--format", "short"])
        XCTAssertEqual(chosen.out, "unmirrored.layout:2:12: warning: 'badge' does not mirror in right to left at 375x667 [S004]\n")
        let pad = try run(["check", "unmirrored.layout", "--mirror", "--size", "375x667", "--idiom", "pad", "--format", "short"])
        XCTAssertEqual(pad.out, "unmirrored.layout:2:12: warning: with expanded: 'badge' does not mirror in right to left at 375x667 [S004]\n")
    }

    func testANameGivenInEachBranchIsCalledByItInTheVariantThatFails() throws {
        let json = try run(["check", "named-branches.layout", "--size", "375x667", "--size", "1024x768", "--format", "json"])
        XCTAssertEqual(json.status, 1, json.err)
        XCTAssertTrue(json.out.contains("\"message\": \"on pad: required constraints cannot all be satisfied at 375x667\""), json.out)
        XCTAssertTrue(json.out.contains("\"line\": 6, \"column\": 18, \"message\": \"'gap' conflicts with this\""), json.out)
        try GoldenFile.assertMatches(json.out, named: "end-to-end/variants-named-branches.json")
        // Solved, each variant places the name by its own branch's 'gap'.
        let phone = try run(["solve", "named-branches.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(phone.status, 0, phone.err)
        XCTAssertTrue(phone.out.contains("\"name\": {\"x\": 68, \"y\": 16, \"width\": 291, \"height\": 20}"), phone.out)
        let pad = try run(["solve", "named-branches.layout", "--size", "1024x768", "--idiom", "pad", "--format", "json"])
        XCTAssertEqual(pad.status, 0, pad.err)
        XCTAssertTrue(pad.out.contains("\"name\": {\"x\": 80, \"y\": 16, \"width\": 928, \"height\": 20}"), pad.out)
    }

    func testSolvingASizeClassWithoutASizeIsAnError() throws {
        let outcome = try run(["solve", "adaptive.layout"])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(
            outcome.err.contains("error[V008]: condition 'compactWidth' needs the canvas size, and none is given"), outcome.err)
    }
}
