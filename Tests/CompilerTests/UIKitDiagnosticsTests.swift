import LayoutCompiler
import LayoutSource
import XCTest

/// Diagnostics a UIKit developer expects: content priority ambiguity named as Xcode names it, with
/// a fix-it, and a conflict that says by how much its members miss.
final class UIKitDiagnosticsTests: XCTestCase {
    private let phone = CanvasSize(width: 375, height: 667)

    /// `text` with `fixIt` applied.
    private func applying(_ fixIt: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fixIt.span.range.start..<fixIt.span.range.end, with: Array(fixIt.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    private let row = """
        view label { intrinsic 80 x 20 }, field { intrinsic 100 x 20 }
        label.left = root.left + 16; label.top = 20; field.top = 20
        field.left = label.right + 8
        field.right = root.right - 16

        """

    func testTiedHuggingIsAContentPriorityAmbiguityWithAFixIt() throws {
        let findings = compileText(row).check(sizes: [phone])
        XCTAssertEqual(
            findings.map(\.message),
            ["content priority ambiguity: 'label' and 'field' have the same horizontal hugging priority (250), so which one stretches is not determined"])
        let warning = try XCTUnwrap(findings.first)
        XCTAssertEqual(warning.code, .undeterminedAttributes)
        XCTAssertEqual(warning.related.map(\.message), ["same horizontal hugging priority"])
        XCTAssertTrue(warning.notes.contains("decrease the horizontal hugging priority of 'field' to 249, or raise another's, so that one of them stretches first"))
        let fixIt = try XCTUnwrap(warning.fixIts.first)
        let fixed = applying(fixIt, to: row)
        XCTAssertTrue(fixed.hasPrefix("view label { intrinsic 80 x 20 }, field { intrinsic 100 x 20; hugging 249, 250 }\n"), fixed)
        let layout = compileText(fixed)
        XCTAssertEqual(layout.check(sizes: [phone]), [])
        // The field, hugging less, stretches; the label keeps its intrinsic width.
        XCTAssertEqual(layout.solve(size: phone).frame(named: "label")?.width, 80)
    }

    func testAnExistingHuggingPropertyIsEdited() throws {
        let text = row.replacingOccurrences(of: "field { intrinsic 100 x 20 }", with: "field { intrinsic 100 x 20; hugging 300 }")
            .replacingOccurrences(of: "label { intrinsic 80 x 20 }", with: "label { intrinsic 80 x 20; hugging 300, 250 }")
        let warning = try XCTUnwrap(compileText(text).check(sizes: [phone]).first)
        XCTAssertTrue(warning.message.hasPrefix("content priority ambiguity"), warning.message)
        let fixed = applying(try XCTUnwrap(warning.fixIts.first), to: text)
        XCTAssertTrue(fixed.contains("field { intrinsic 100 x 20; hugging 299, 300 }"), fixed)
        XCTAssertEqual(compileText(fixed).check(sizes: [phone]), [])
    }

    func testTiedCompressionResistanceIsNamedToo() throws {
        let text = """
            view label { intrinsic 200 x 20 }, field { intrinsic 200 x 20 }
            label.left = root.left + 16; label.top = 20; field.top = 20
            field.left = label.right + 8
            field.right = root.right - 16

            """
        let warning = try XCTUnwrap(compileText(text).check(sizes: [phone]).first)
        XCTAssertEqual(
            warning.message,
            "content priority ambiguity: 'label' and 'field' have the same horizontal compression resistance priority (750), so which one shrinks is not determined")
        let fixed = applying(try XCTUnwrap(warning.fixIts.first), to: text)
        XCTAssertTrue(fixed.hasPrefix("view label { intrinsic 200 x 20 }, field { intrinsic 200 x 20; compression 749, 750 }"), fixed)
        XCTAssertEqual(compileText(fixed).check(sizes: [phone]), [])
    }

    func testUnequalPrioritiesAndPlainFreedomAreNoAmbiguity() {
        let distinct = row.replacingOccurrences(of: "field { intrinsic 100 x 20 }", with: "field { intrinsic 100 x 20; hugging 249 }")
        XCTAssertEqual(compileText(distinct).check(sizes: [phone]), [])
        // A view nothing places is undetermined, as before.
        let free = compileText("view a\na.left = 0; a.width = 10\n").check(sizes: [phone])
        XCTAssertEqual(free.map(\.message), ["a.top and a.height are not determined by any constraint"])
    }

    // MARK: By how much

    func testAPageThatOverflowsSaysByHowMuch() throws {
        let layout = compileText("""
            view header, body, footer
            header.left = 0; header.width = root.width; body.left = 0; body.width = root.width
            footer.left = 0; footer.width = root.width
            header.top = root.top; header.height = 120
            body.top = header.bottom + 16; body.height = 500
            footer.top = body.bottom + 16; footer.height = 160
            footer.bottom = root.bottom
            """)
        let conflict = try XCTUnwrap(layout.check(sizes: [phone]).first { $0.code == .unsatisfiableConstraints })
        XCTAssertEqual(conflict.notes.last, "root.height must be 812 points for these constraints, and is 667")
        // At a size where it fits, nothing.
        XCTAssertEqual(layout.check(sizes: [CanvasSize(width: 375, height: 812)]), [])
    }

    func testAnInequalityAgainstASmallerCanvasSaysTheMost() throws {
        let layout = compileText("view a\na.edges = root.edges\nroot.width <= 320\n")
        let conflict = try XCTUnwrap(layout.check(sizes: [phone]).first)
        XCTAssertEqual(conflict.notes.last, "root.width may be at most 320 points for these constraints, and is 375")
    }

    func testNoNumberWhereItWouldNotBeInPoints() throws {
        // A center weighs root's height by a half: the amount is not a sum of the members.
        let layout = compileText("""
            view a
            a.left = 0; a.width = 10; a.height = 100
            a.centerY = root.centerY
            a.top = 400
            """)
        let conflict = try XCTUnwrap(layout.check(sizes: [phone]).first)
        XCTAssertEqual(conflict.code, .unsatisfiableConstraints)
        XCTAssertFalse(conflict.notes.contains { $0.contains("points") }, "\(conflict.notes)")
    }
}
