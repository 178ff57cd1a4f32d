import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

/// Dynamic Type end to end in the compiler: `scaled(N, STYLE)`, `textStyle` and `contentSize`
/// conditions solved at several categories, every expected frame worked out by hand from the
/// HIG's point sizes (UIFontMetrics scales N by size-at-category / size-at-large).
final class DynamicTypeSolveTests: XCTestCase {
    private let screen = """
        view label { intrinsic 100 x 20; textStyle headline }
        view box
        box.left = scaled(10); box.top = scaled(10, caption2); box.height = 50
        label.left = box.right + 8; label.top = 0
        when contentSize >= accessibilityMedium { box.width = 100 } else { box.width = 50 }

        """

    private func frames(_ text: String, at category: ContentSizeCategory) -> [String: [Double]] {
        var request = CompileRequest(path: "test.layout", text: text)
        request.contentSize = category
        let layout = LayoutCompiler.compile(request)
        XCTAssertEqual(layout.diagnostics, [], "\(category)")
        let solution = layout.solve(in: LayoutEnvironment(size: CanvasSize(width: 400, height: 800)))
        var result: [String: [Double]] = [:]
        for frame in solution.frames { result[frame.name] = [frame.x, frame.y, frame.width, frame.height] }
        return result
    }

    private func assertFrame(_ actual: [Double]?, _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) {
        guard let actual, actual.count == 4 else { return XCTFail("no frame", file: file, line: line) }
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: 1e-9, "\(actual)", file: file, line: line) }
    }

    func testAtLargeEveryScaleIsOne() {
        let solved = frames(screen, at: .large)
        assertFrame(solved["box"], [10, 10, 50, 50])
        assertFrame(solved["label"], [68, 0, 100, 20])
    }

    func testAtExtraSmall() {
        // body 14/17, caption2 11/11 (unchanged), headline 14/17.
        let solved = frames(screen, at: .extraSmall)
        assertFrame(solved["box"], [140.0 / 17, 10, 50, 50])
        assertFrame(solved["label"], [140.0 / 17 + 58, 0, 1400.0 / 17, 280.0 / 17])
    }

    func testAtTheLargestAccessibilitySizeTheVariantApplies() {
        // body 53/17, caption2 40/11, headline 53/17; contentSize >= accessibilityMedium holds.
        let solved = frames(screen, at: .accessibilityExtraExtraExtraLarge)
        assertFrame(solved["box"], [530.0 / 17, 400.0 / 11, 100, 50])
        assertFrame(solved["label"], [530.0 / 17 + 108, 0, 5300.0 / 17, 1060.0 / 17])
    }

    func testJustBelowTheThresholdTheElseBranchApplies() {
        // extraExtraExtraLarge: body 23/17, caption2 17/11, headline 23/17.
        let solved = frames(screen, at: .extraExtraExtraLarge)
        assertFrame(solved["box"], [230.0 / 17, 170.0 / 11, 50, 50])
        assertFrame(solved["label"], [230.0 / 17 + 58, 0, 2300.0 / 17, 460.0 / 17])
    }

    func testEveryComparisonFollowsUIKitsOrder() {
        let medium = VariantContext(canvasWidth: nil, canvasHeight: nil, contentSize: .accessibilityMedium)
        let expectations: [(CanvasComparison, ContentSizeCategory, Bool)] = [
            (.greaterThanOrEqual, .accessibilityMedium, true), (.greaterThan, .accessibilityMedium, false),
            (.lessThan, .accessibilityLarge, true), (.lessThanOrEqual, .extraExtraExtraLarge, false),
            (.equal, .accessibilityMedium, true), (.greaterThan, .extraExtraExtraLarge, true),
        ]
        for (comparison, category, holds) in expectations {
            XCTAssertEqual(LayoutCondition.contentSize(comparison, category).holds(in: medium), holds, "\(comparison) \(category)")
        }
        XCTAssertEqual(ContentSizeCategory.allCases.first, .extraSmall)
        XCTAssertTrue(ContentSizeCategory.large < .extraLarge)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    func testTheTableHasTwelveSizesPerStyleAndBodyIsTheBriefs() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { DynamicTypeSizes.pointSize(of: style, at: $0) }
            XCTAssertEqual(sizes.count, 12)
            XCTAssertTrue(sizes.allSatisfy { $0 > 0 }, "\(style)")
            // Never smaller at a larger category.
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
        }
        XCTAssertEqual(
            ContentSizeCategory.allCases.map { DynamicTypeSizes.pointSize(of: .body, at: $0) },
            [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(TextStyle.allCases.map { DynamicTypeSizes.pointSize(of: $0, at: .large) }, [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        XCTAssertEqual(DynamicTypeSizes.scaled(12, style: .body, at: .accessibilityLarge), 12 * 33 / 17.0, accuracy: 1e-12)
    }

    func testTruncatedAndOffScreenTextIsFoundAndNamed() {
        let text = """
            view title { intrinsic 200 x 20; textStyle body }
            view badge { intrinsic 40 x 20; textStyle body }
            title.leading = 16; title.top = 10; title.trailing <= root.trailing - 16
            badge.leading = 300; badge.top = 10

            """
        var request = CompileRequest(path: "test.layout", text: text)
        request.contentSize = .accessibilityLarge
        let layout = LayoutCompiler.compile(request)
        let findings = layout.check(sizes: [CanvasSize(width: 320, height: 600)])
        // title: 320 - 32 = 288 wide, needs 200 * 33/17 = 388.235; badge: 300 + 40 * 33/17 = 377.6 > 320.
        XCTAssertEqual(findings.map(\.code), [.textTruncated, .textOffScreen])
        XCTAssertEqual(findings.first?.message, "'title' is truncated: 288 wide where its text needs 388.235")
        XCTAssertTrue(findings.last?.message.hasPrefix("'badge' runs off the screen") ?? false)
        // At large the title fits (200 <= 288) and the badge too (340 > 320: no, it runs off).
        let atLarge = LayoutCompiler.compile(CompileRequest(path: "test.layout", text: text))
        XCTAssertEqual(atLarge.check(sizes: [CanvasSize(width: 320, height: 600)]).map(\.code), [.textOffScreen])
        XCTAssertEqual(atLarge.check(sizes: [CanvasSize(width: 400, height: 600)]).map(\.code), [])
    }

    func testAFileWithoutDynamicTypeDoesNotDependOnIt() {
        XCTAssertFalse(compileText("view a\na.left = 0; a.top = 0; a.width = 1; a.height = 1\n").ir.dependsOnContentSize)
        XCTAssertTrue(compileText("view a\nwhen contentSize > large { a.left = 0 }\n").ir.dependsOnContentSize)
        XCTAssertTrue(compileText("view a\na.left = scaled(4)\n").ir.dependsOnContentSize)
        XCTAssertTrue(compileText("view a { intrinsic 1 x 1; textStyle body }\n").ir.dependsOnContentSize)
    }
}
