import LayoutChecker
import LayoutParser
import LayoutSource
import XCTest

/// What people type from EasyPeasy, Constrainer, SimpleConstraint and other languages: each is
/// said, with a fix-it, and applying the fix-it gives a file that checks as intended.
final class PortingTrapTests: XCTestCase {
    /// The diagnostics of `text`, as `code message`.
    private func messages(_ text: String) -> [String] {
        diagnostics(text).map { "\($0.code) \($0.message)" }
    }

    private func diagnostics(_ text: String) -> [Diagnostic] {
        check(CheckRequest(source: SourceFile(path: "t.layout", text: text))).diagnostics
    }

    /// `text` with the one fix-it of its one diagnostic of `code` applied.
    private func fixed(_ text: String, _ code: DiagnosticCode, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let found = diagnostics(text).filter { $0.code == code }
        XCTAssertEqual(found.count, 1, "\(diagnostics(text))", file: file, line: line)
        guard let fixIt = found.first?.fixIts.first else {
            XCTFail("no fix-it", file: file, line: line)
            return nil
        }
        XCTAssertEqual(found.first?.fixIts.count, 1, file: file, line: line)
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fixIt.span.range.start..<fixIt.span.range.end, with: Array(fixIt.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Constrainer's sign for edges

    func testASubtractedInsetIsWarnedAndItsFixItInsets() throws {
        let text = "view label\nlabel.edges == root.safeArea.edges - 50\n"
        XCTAssertEqual(messages(text), ["T019 subtracting 50 from edges outsets them by 50 on every side"])
        let result = try XCTUnwrap(fixed(text, .subtractedInset))
        XCTAssertEqual(result, "view label\nlabel.edges == root.safeArea.edges + 50\n")
        XCTAssertEqual(messages(result), [])
        // Outsets written as such, and insets, are quiet; so is a left-hand side that subtracts.
        XCTAssertEqual(messages("view a\na.edges = root.edges + -50\n"), [])
        XCTAssertEqual(messages("view a\na.margins = root.margins + 4\n"), [])
        XCTAssertEqual(messages("view a\na.edges - 8 = root.edges\n"), [])
        XCTAssertEqual(messages("view a\na.edges = root.edges - 0\n"), [])
    }

    func testT019JudgesTheNetNumberOfASide() throws {
        // Two subtractions are one outset of 10, warned once, and the fix-it insets by 10.
        let twice = "view a\na.edges = root.edges - 8 - 2\n"
        XCTAssertEqual(messages(twice), ["T019 the numbers written with edges come to -10: they outset them by 10 on every side"])
        XCTAssertEqual(try XCTUnwrap(fixed(twice, .subtractedInset)), "view a\na.edges = root.edges + 10\n")
        // `+ 8 - 20` outsets by 12 (not 20); Constrainer's user meant an inset of 12.
        let mixed = "view a\na.margins = root.margins + 8 - 20\n"
        XCTAssertEqual(messages(mixed), ["T019 the numbers written with margins come to -12: they outset them by 12 on every side"])
        let result = try XCTUnwrap(fixed(mixed, .subtractedInset))
        XCTAssertEqual(result, "view a\na.margins = root.margins + 12\n")
        XCTAssertEqual(messages(result), [])
        // A net inset is quiet, whatever is subtracted on the way.
        XCTAssertEqual(messages("view a\na.edges = root.edges + 20 - 8\n"), [])
        // An outset written as such and then subtracted from is warned, without a fix-it: which
        // number was meant is not clear.
        let meant = "view a\na.edges = root.edges + -50 - 2\n"
        XCTAssertEqual(messages(meant), ["T019 the numbers written with edges come to -52: they outset them by 52 on every side"])
        XCTAssertEqual(diagnostics(meant).first?.fixIts, [])
    }

    // MARK: EasyPeasy's condition names

    func testEasyPeasyConditionNamesAreErrorsWithTheirSpelling() throws {
        let cases = [
            ("isHorizontalRegular", "regularWidth"), ("isHorizontalCompact", "compactWidth"),
            ("isVerticalRegular", "regularHeight"), ("isVerticalCompact", "compactHeight"),
            ("isHorizontalVerticalCompact", "compactWidth and compactHeight"),
            ("isHorizontalVerticalRegular", "regularWidth and regularHeight"),
            ("horizontalRegular", "regularWidth"), ("horizontalCompact", "compactWidth"),
            ("verticalRegular", "regularHeight"), ("verticalCompact", "compactHeight"),
            ("horizontalVerticalCompact", "compactWidth and compactHeight"),
            ("horizontalVerticalRegular", "regularWidth and regularHeight"),
        ]
        for (easyPeasy, ours) in cases {
            let text = "view a\na.left = 0; a.top = 0; a.size = 10\nwhen \(easyPeasy) { a.width = 20 @high }\n"
            XCTAssertEqual(
                messages(text), ["V007 '\(easyPeasy)' is EasyPeasy's name for a condition; here it is '\(ours)'"])
            let result = try XCTUnwrap(fixed(text, .unknownConditionName))
            XCTAssertTrue(result.contains("when \(ours) {"), result)
            XCTAssertEqual(messages(result), [], result)
        }
        // Under `not`, two words are parenthesized, or `not` would take the first alone.
        let negated = "view a\na.left = 0; a.top = 0; a.size = 10\nwhen not isHorizontalVerticalCompact { a.width = 20 @high }\n"
        let result = try XCTUnwrap(fixed(negated, .unknownConditionName))
        XCTAssertTrue(result.contains("when not (compactWidth and compactHeight) {"), result)
        XCTAssertEqual(messages(result), [])
    }

    // MARK: Updating like EasyPeasy

    func testAComponentWrittenAfterItsCompoundSuggestsOverride() throws {
        // `override` replaces per component, so the hint holds after a compound too.
        let text = "view h\nh.edges = root.edges\nh.top = root.top + 100\n"
        let found = diagnostics(text)
        XCTAssertEqual(found.map(\.code), [.conflictingEqualities])
        let result = try XCTUnwrap(fixed(text, .conflictingEqualities))
        XCTAssertEqual(result, "view h\nh.edges = root.edges\noverride { h.top = root.top + 100 }\n")
        XCTAssertEqual(messages(result).map { $0.prefix(4) }, ["U009"])
        // Another view's compound is no component of this one's.
        let other = diagnostics("view h\nh.edges = root.edges\nroot.top = h.top + 100\n")
        XCTAssertEqual(other.map(\.code), [.conflictingEqualities])
        XCTAssertEqual(other.first?.fixIts, [])
    }

    func testAnEquationWrittenAgainSuggestsOverride() throws {
        let text = "view h\nh.left = 0; h.width = 100; h.height = 50\nh.top = root.top + 0\nh.top = root.top + 100\n"
        let found = diagnostics(text)
        XCTAssertEqual(found.map(\.code), [.conflictingEqualities])
        XCTAssertTrue(found[0].notes.contains { $0.contains("override { }") }, "\(found[0].notes)")
        let result = try XCTUnwrap(fixed(text, .conflictingEqualities))
        XCTAssertEqual(result, "view h\nh.left = 0; h.width = 100; h.height = 50\nh.top = root.top + 0\noverride { h.top = root.top + 100 }\n")
        XCTAssertEqual(messages(result), ["U009 replaces an earlier 'h.top =' constraint"])
        // Where override would not replace (another left-hand side, a link of a chain, a block),
        // there is no fix-it.
        XCTAssertEqual(diagnostics("view h\nh.top = 0\n2 * h.top = 40\n").first?.fixIts, [])
        XCTAssertEqual(diagnostics("view h, g\nh.top = 0\ng.top = h.top = 40\n").first?.fixIts, [])
        XCTAssertEqual(
            diagnostics("view h\nwhen pad { h.top = 0; h.top = 40 }\n").filter { $0.code == .conflictingEqualities }
                .first?.fixIts, [])
    }

    func testOverrideReplacesWhatANewAttributeMakesRedundant() {
        let base = "view h\nh.top = 0; h.height = 50; h.width = 100\nh.left = root.left + 10\nh.right <= root.right\n"
        // centerX replaces the '=' left, not the '<=' right (another relation).
        XCTAssertEqual(
            messages(base + "override { h.centerX = root.centerX }\n"),
            ["U009 replaces an earlier 'h.left =' constraint, which 'h.centerX =' makes redundant"])
        // Outside override, in one file, nothing is replaced: both hold, as in the core.
        XCTAssertEqual(messages(base + "h.centerX = root.centerX\n"), [])
        // An edge replaces the center; a size replaces only a size.
        XCTAssertEqual(
            messages("view h\nh.centerY = 100; h.height = 10\noverride { h.top = 20 }\n"),
            ["U009 replaces an earlier 'h.centerY =' constraint, which 'h.top =' makes redundant"])
        XCTAssertEqual(messages("view h\nh.left = 0; h.width = 10\noverride { h.width = 20 }\n"), [
            "U009 replaces an earlier 'h.width =' constraint",
        ])
        // The other axis is untouched.
        XCTAssertEqual(messages("view h\nh.top = 0\noverride { h.centerX = 20 }\n"), [])
    }

    // MARK: Absolute positions in nested views

    func testABareNumberOnANestedViewIsWarnedWithAFixIt() throws {
        let text = "view card { view title }\ncard.left = 0; card.top = 100; card.width = 300; card.height = 200\n"
            + "title.left = superview.left; title.width = 10; title.height = 10\ntitle.top = 10\n"
        XCTAssertEqual(
            messages(text), ["H005 'title' is nested in 'card', but a bare number is a position in root's coordinates"])
        let result = try XCTUnwrap(fixed(text, .absolutePositionInNestedView))
        XCTAssertTrue(result.hasSuffix("title.top = superview.top + 10\n"), result)
        XCTAssertEqual(messages(result), [])
        // Negative and zero amounts, and a view called superview (then the parent's name).
        XCTAssertTrue(try XCTUnwrap(fixed("view card { view t }\nt.left = -4\n", .absolutePositionInNestedView))
            .hasSuffix("t.left = superview.left - 4\n"))
        XCTAssertTrue(try XCTUnwrap(fixed("view superview\nview card { view t }\nt.left = 0\n", .absolutePositionInNestedView))
            .hasSuffix("t.left = card.left\n"))
        // Top-level views, sizes and root written out are quiet.
        XCTAssertEqual(messages("view card { view t }\ncard.top = 10\nt.width = 10\nt.top = root.top + 10\n"), [])
        // Written the other way round, the number is still a position in root's coordinates; the
        // fix-it names the parent, since `superview` looks for a view on the left.
        let reversed = try XCTUnwrap(fixed("view card { view title }\n10 = title.left\n", .absolutePositionInNestedView))
        XCTAssertEqual(reversed, "view card { view title }\ncard.left + 10 = title.left\n")
        XCTAssertEqual(messages(reversed), [])
    }

    // MARK: One finding per equation

    func testACompoundWithoutUnknownsIsOneWarning() {
        XCTAssertEqual(
            messages("view probe\nprobe.size = probe.size\n"),
            ["T016 constraint has no unknowns and always holds (width and height)"])
        XCTAssertEqual(
            messages("view probe\nprobe.edges = probe.edges\n"),
            ["T016 constraint has no unknowns and always holds (left, top, right and bottom)"])
        // Each link of a chain is its own finding, at the link.
        XCTAssertEqual(messages("view p\np.size = p.size = p.size\n").count, 2)
    }

    // MARK: What people type from other languages

    func testAUnicodeMinusGetsAFixItToTheMinus() throws {
        let text = "view a\na.left = 0; a.top = 0; a.height = 10\na.width = root.width \u{2212} 20\n"
        XCTAssertEqual(messages(text), ["L001 unexpected character '\u{2212}'"])
        let result = try XCTUnwrap(fixed(text, .unexpectedCharacter))
        XCTAssertTrue(result.hasSuffix("a.width = root.width - 20\n"))
        XCTAssertEqual(messages(result), [])
    }

    func testAPercentageGetsAFixItToAFraction() throws {
        let text = "view a\na.left = 0; a.top = 0; a.height = 10\na.width = root.width * 50%\n"
        XCTAssertEqual(messages(text), ["L001 unexpected character '%'"])
        let result = try XCTUnwrap(fixed(text, .unexpectedCharacter))
        XCTAssertTrue(result.hasSuffix("a.width = root.width * 0.5\n"), result)
        XCTAssertEqual(messages(result), [])
    }

    func testAHashCommentGetsAFixItToSlashes() throws {
        let text = "view a\n# a comment\na.left = 0; a.top = 0; a.size = 10\n"
        XCTAssertEqual(messages(text), ["L001 unexpected character '#'"])
        let result = try XCTUnwrap(fixed(text, .unexpectedCharacter))
        XCTAssertEqual(result, "view a\n// a comment\na.left = 0; a.top = 0; a.size = 10\n")
        XCTAssertEqual(messages(result), [])
    }

    func testASizeWrittenWidthByHeightGetsTwoEquations() throws {
        let text = "view a\na.left = 0; a.top = 0\na.size = 100x50\n"
        XCTAssertEqual(messages(text), ["L004 malformed number '100x50'"])
        let result = try XCTUnwrap(fixed(text, .malformedNumber))
        XCTAssertEqual(result, "view a\na.left = 0; a.top = 0\na.width = 100; a.height = 50\n")
        XCTAssertEqual(messages(result), [])
        // Elsewhere, a note and no fix-it.
        XCTAssertEqual(diagnostics("view a\na.width = 100x50 + 2\n").first?.fixIts, [])
    }

    func testInsetsWrittenAsATupleGetOneEquationPerSide() throws {
        let text = "view a\na.edges = root.edges + (5, 10, 5, 10)\n"
        let found = diagnostics(text)
        XCTAssertEqual(found.map(\.code), [.expectedClosingParenthesis])
        XCTAssertTrue(found.first?.notes.contains { $0.contains("one equation per side") } ?? false)
        let result = try XCTUnwrap(fixed(text, .expectedClosingParenthesis))
        XCTAssertEqual(
            result,
            "view a\na.top = root.top + 5; a.left = root.left + 10; a.bottom = root.bottom - 5; a.right = root.right - 10\n")
        XCTAssertEqual(messages(result), [])
        // The same frame as EasyPeasy's Edges(UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)).
        XCTAssertEqual(
            try XCTUnwrap(fixed("view a { view b }\nb.margins >= a.safeArea.edges + (1, 2, 3, 4)\n", .expectedClosingParenthesis)),
            "view a { view b }\nb.topMargin >= a.safeArea.top + 1; b.leftMargin >= a.safeArea.left + 2; "
                + "b.bottomMargin >= a.safeArea.bottom - 3; b.rightMargin >= a.safeArea.right - 4\n")
        // A tuple anywhere else: notes, and no fix-it (a ')' before the ',' would leave broken text).
        XCTAssertEqual(diagnostics("view a\na.left = (5, 10)\n").first?.fixIts, [])
        // A ')' that is missing before the end of a line still gets its fix-it.
        XCTAssertEqual(diagnostics("view a\na.left = (root.left + 1\n").first?.fixIts.map(\.replacement), [")"])
    }
}
