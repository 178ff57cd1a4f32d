import Foundation
import XCTest
import LayoutCompiler
@testable import layoutc

/// The built executable with canvases beyond `--size WxH`: `layoutc devices`, `--device`,
/// `--devices`, fitted sizes, `--size degenerate`, and what check and solve do at no canvas.
final class CanvasEndToEndTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        // Fits a screen 375 wide or wider; below the safe area's top, so a device's inset counts.
        try directory.write("wide.layout", "view a\na.leading = root.leading; a.width = 380; a.trailing <= root.trailing\na.top = root.safeArea.top; a.height = 10\n")
        try directory.write("cell.layout", """
            view title, body
            title.top = root.top + 12; title.leading = root.leading + 16; title.trailing = root.trailing - 16
            title.height = 20
            body.top = title.bottom + 4; body.leading = title.leading; body.trailing = title.trailing
            body.height >= 40
            body.bottom = root.bottom - 12

            """)
        try directory.write("free.layout", "view a\na.left = 10\n")
    }

    override func tearDown() { directory.remove() }

    private func run(_ arguments: [String]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: directory.url)
    }

    func testDevicesListsOneNameALineThatDeviceTakes() throws {
        let outcome = try run(["devices"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        let lines = outcome.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, DeviceConfiguration.all.count)
        XCTAssertEqual(lines.first, "iPhoneSE3                       375x667    safe-area 20,0,0,0    phone")
        for line in lines {
            let name = String(line.prefix { $0 != " " })
            XCTAssertNotNil(DeviceConfiguration(named: name), line)
        }
        // Each listed name works on the command line (two of them, end to end).
        let solved = try run(["solve", "cell.layout", "--device", "iPadPro11:landscape:split1/3", "--format", "json"])
        XCTAssertEqual(solved.status, 0, solved.err)
        XCTAssertTrue(solved.out.contains("\"root\": {\"x\": 0, \"y\": 0, \"width\": 375, \"height\": 834}"), solved.out)
    }

    func testCheckAtDevicesNamesTheDeviceOfAFinding() throws {
        let outcome = try run(["check", "wide.layout", "--device", "iPhoneSE3", "--device", "iphone15promax", "--format", "short"])
        XCTAssertEqual(outcome.status, 1, outcome.err)
        XCTAssertEqual(outcome.out, "wide.layout:2:42: error: required constraints cannot all be satisfied at iPhoneSE3 (375x667) [S001]\n")
        let all = try run(["check", "wide.layout", "--devices", "all", "--format", "short"])
        XCTAssertEqual(all.status, 1)
        // The canvas is a member of the conflict (its width), so each width is its own finding.
        XCTAssertTrue(all.out.contains("at iPadPro11:split1/3 (320x1194) [S001]"), all.out)
        XCTAssertTrue(all.out.contains("at iPhoneSE3 (375x667), iPhone13mini (375x812), iPadPro11:landscape:split1/3"), all.out)
        let phones = try run(["check", "wide.layout", "--devices", "phones", "--format", "short"])
        XCTAssertFalse(phones.out.contains("iPad"), phones.out)
    }

    func testDeviceArgumentsThatMakeNoSenseAreUsageErrors() throws {
        let unknown = try run(["check", "wide.layout", "--device", "iPhone15ProMx"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("unknown device 'iPhone15ProMx'"), unknown.err)
        XCTAssertTrue(unknown.err.contains("did you mean 'iPhone15ProMax'?"), unknown.err)
        // The language's one rule for "did you mean": a name with nothing close gets the list, not a guess.
        let far = try run(["check", "wide.layout", "--devices", "foo"])
        XCTAssertTrue(far.err.contains("unknown device 'foo'"), far.err)
        XCTAssertFalse(far.err.contains("did you mean"), far.err)
        XCTAssertTrue(far.err.contains("'layoutc devices' lists the devices"), far.err)
        let noSplit = try run(["check", "wide.layout", "--device", "iPhoneSE3:split1/3"])
        XCTAssertTrue(noSplit.err.contains("device 'iPhoneSE3' has no configuration ':split1/3'"), noSplit.err)
        let safeArea = try run(["solve", "wide.layout", "--device", "iPhoneSE3", "--safe-area", "1,2,3,4"])
        XCTAssertEqual(safeArea.status, 2)
        XCTAssertTrue(safeArea.err.contains("'--safe-area' given with a device"), safeArea.err)
        let idiom = try run(["check", "wide.layout", "--device", "iPhoneSE3", "--idiom", "pad"])
        XCTAssertTrue(idiom.err.contains("'--idiom' given with a device"), idiom.err)
        let both = try run(["solve", "wide.layout", "--device", "iPhoneSE3", "--size", "375x667"])
        XCTAssertTrue(both.err.contains("both '--size' and '--device' given"), both.err)
        let degenerate = try run(["solve", "wide.layout", "--size", "degenerate"])
        XCTAssertEqual(degenerate.status, 2)
    }

    func testAFittedSizeIsTheSmallestHeightThatFits() throws {
        let solved = try run(["solve", "cell.layout", "--size", "375x"])
        XCTAssertEqual(solved.status, 0, solved.err)
        XCTAssertTrue(solved.out.hasPrefix("view    x   y  width  height\nroot    0   0    375      88\n"), solved.out)
        let checked = try run(["check", "free.layout", "--size", "375x", "--format", "short"])
        XCTAssertEqual(
            checked.out,
            "free.layout:1:6: warning: a.top, a.width and a.height are not determined by any constraint at 375x0 (fitted 375x) [S002]\n")
    }

    func testACollapsingCellIsAWarningInCheckAndSolve() throws {
        try directory.write("row.layout", "view row\nrow.leading = root.leading; row.trailing = root.trailing\nrow.top = root.top + 8; row.height = 56\n")
        let checked = try run(["check", "row.layout", "--size", "375x", "--format", "short"])
        XCTAssertEqual(checked.status, 0, checked.err)
        XCTAssertEqual(
            checked.out,
            "row.layout:1:6: warning: root's height is not determined by its content, so a self-sizing cell would be 0 tall "
                + "at 375x0 (fitted 375x) [S008]\n")
        let json = try run(["check", "row.layout", "--size", "375x", "--format", "json"])
        XCTAssertTrue(json.out.contains("\"code\": \"S008\""), json.out)
        XCTAssertTrue(json.out.contains("\"replacement\": \"root.bottom = row.bottom + 8\\n\""), json.out)
        let solved = try run(["solve", "row.layout", "--size", "375x"])
        XCTAssertEqual(solved.status, 0, solved.err)
        XCTAssertTrue(solved.out.hasPrefix("view  x  y  width  height\nroot  0  0    375       0\n"), solved.out)
        XCTAssertTrue(solved.err.contains("warning[S008]: root's height is not determined by its content"), solved.err)
        XCTAssertTrue(solved.err.contains("fix-it: insert 'root.bottom = row.bottom + 8"), solved.err)
        // The correct cell is clean.
        XCTAssertEqual(try run(["check", "cell.layout", "--size", "375x", "--format", "short"]).out, "")
    }

    func testContentUnderTheStatusBarIsAWarningWithTheDeviceAndAFixIt() throws {
        try directory.write("bar.layout", "view title\ntitle.top = root.top + 12; title.leading = root.leading + 16\ntitle.width = 200; title.height = 20\n")
        let checked = try run(["check", "bar.layout", "--device", "iPhoneSE3", "--format", "short"])
        XCTAssertEqual(checked.status, 0, checked.err)
        XCTAssertEqual(
            checked.out,
            "bar.layout:2:1: warning: 'title' reaches 8 points outside root's safe area at the top at iPhoneSE3 (375x667) [S009]\n")
        let json = try run(["check", "bar.layout", "--device", "iPhoneSE3", "--format", "json"])
        XCTAssertTrue(json.out.contains("\"replacement\": \"root.safeArea.top\""), json.out)
        // With no insets the same file is clean, and so is the fixed file.
        XCTAssertEqual(try run(["check", "bar.layout", "--size", "375x667", "--format", "short"]).out, "")
        try directory.write("fixed.layout", "view title\ntitle.top = root.safeArea.top + 12; title.leading = root.leading + 16\ntitle.width = 200; title.height = 20\n")
        XCTAssertEqual(try run(["check", "fixed.layout", "--device", "iPhoneSE3", "--format", "short"]).out, "")
    }

    func testDegenerateSizesAreCheckedByName() throws {
        let outcome = try run(["check", "cell.layout", "--size", "degenerate", "--format", "short"])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.out.contains("at 0x0 (degenerate) and 0x44 (degenerate)"), outcome.out)
        XCTAssertTrue(try run(["check", "cell.layout", "--size", "375x667"]).err.isEmpty)
    }

    func testCheckAtNoCanvasSaysWhatItSkipped() throws {
        let outcome = try run(["check", "free.layout", "--format", "short"])
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(
            outcome.out,
            "free.layout: note: not solved at any canvas size: undetermined attributes (S002) and conflicts that depend "
                + "on the size were not checked [S006]\n")
        XCTAssertEqual(try run(["check", "free.layout", "--size", "375x667", "--format", "short"]).out.contains("S006"), false)
    }

    func testAFileDeclaresTheCanvasesCheckAndSolveUse() throws {
        try directory.write("declared.layout", "canvas \"iPhoneSE3\", \"iPhone15ProMax\"\n" + (try String(contentsOfFile: directory.path("wide.layout"), encoding: .utf8)))
        let checked = try run(["check", "declared.layout", "--format", "short"])
        XCTAssertEqual(checked.status, 1)
        XCTAssertEqual(checked.out, "declared.layout:3:42: error: required constraints cannot all be satisfied at iPhoneSE3 (375x667) [S001]\n")
        // The command line's canvases replace the file's.
        let wider = try run(["check", "declared.layout", "--size", "400x800", "--format", "short"])
        XCTAssertEqual(wider.status, 0, wider.out)
        XCTAssertEqual(wider.out, "")
        let solved = try run(["solve", "declared.layout"])
        XCTAssertEqual(solved.status, 1)
        XCTAssertTrue(solved.err.hasPrefix("layoutc: note: not laid out at iPhoneSE3 (375x667), the file's first canvas\n"), solved.err)
        try directory.write("typo.layout", "canvas \"iPhone15ProMx\"\nview a\n")
        let typo = try run(["check", "typo.layout", "--format", "short"])
        XCTAssertEqual(typo.out, "typo.layout:1:8: error: unknown canvas 'iPhone15ProMx' [C003]\n")
    }

    func testSolveAtNoCanvasRefusesAFileThatLeavesRootFree() throws {
        let free = try run(["solve", "free.layout"])
        XCTAssertEqual(free.status, 2)
        XCTAssertEqual(free.out, "")
        XCTAssertTrue(free.err.hasPrefix("layoutc: error: 'free.layout' does not size root, and no canvas was given\n"), free.err)
        try directory.write("sized.layout", "view a\nroot.width = 100; root.height = 50\na.edges = root.edges\n")
        let sized = try run(["solve", "sized.layout"])
        XCTAssertEqual(sized.status, 0, sized.err)
        XCTAssertTrue(sized.out.contains("root  0  0    100      50"), sized.out)
    }
}
