import Foundation
import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

@testable import LayoutImport

/// The importer on hand-written fixtures, for what the corpus lacks.
final class ImporterTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func fixture(_ name: String) throws -> SourceFile {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
        return SourceFile(path: name, bytes: Array(data))
    }

    func imported(_ name: String, scene: String? = nil) throws -> (ImportResult, ImportedScene) {
        let result = LayoutImporter.importDocument(ImportRequest(source: try fixture(name), sceneID: scene))
        let first = try XCTUnwrap(result.scenes.first, "\(result.diagnostics)")
        return (result, first)
    }

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func testNamesComeFromLabelsIdentifiersTextAndClassesNeverIds() throws {
        let (_, scene) = try imported("Forms.xib")
        XCTAssertEqual(scene.fileName, "FormView.layout")
        XCTAssertEqual(scene.idMap.map(\.id), ["root&1", "card:1.a", "t-1", "i_2", "w\"1", "w2", "w3", "w4"])
        XCTAssertEqual(
            scene.idMap.map(\.name), ["root", "card", "signInLabel", "brandLogo", "chartView", "container", "container2", "container3"])
        for id in ["card:1.a", "t-1", "i_2", "w2", "w3", "w4"] { XCTAssertFalse(scene.text.contains(id), id) }
    }

    /// Preserved superview margins become the stack's own; a stale stored height that a required
    /// height contradicts is no intrinsic height; a required height on a hidden arranged view,
    /// which UISV-hiding keeps 0, is written at 999 with X004; and the file solves.
    func testStacksPreservedMarginsStaleLengthsAndHiddenArrangedViews() throws {
        let (result, scene) = try imported("Stacks.xib")
        let text = lines(scene.text)
        for expected in [
            "margins 0, 12, 0, 12",  // the root's 16 less the stack's 4 from its edge
            "view titleLabel { intrinsicWidth 343 }",  // not 343 x 0: the height is required 30
            "titleLabel.height = 30",
            "hiddenButton.height = 56 @999",
        ] {
            XCTAssertTrue(text.contains(expected), "\(expected)\n\(scene.text)")
        }
        let warning = try XCTUnwrap(result.diagnostics.first { $0.message.contains("hidden arranged view") })
        XCTAssertEqual(warning.code, .leftOut)
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("preserves its superview's layout margins") })
        let layout = LayoutCompiler.compile(CompileRequest(path: scene.fileName, text: scene.text))
        XCTAssertEqual(layout.diagnostics.filter(\.isError).map(\.message), [])
        let solution = layout.solve(in: LayoutEnvironment(size: scene.size, idiom: scene.idiom, safeAreaInsets: scene.safeArea))
        XCTAssertEqual(solution.diagnostics.filter(\.isError).map(\.message), [])
        let title = try XCTUnwrap(solution.frames.first { $0.name == "titleLabel" })
        XCTAssertEqual([title.x, title.width, title.height], [16, 343, 30])
    }

    func testPlaceholderConstraintsAreRemovedAndSaidSo() throws {
        let (result, scene) = try imported("Forms.xib")
        let note = try XCTUnwrap(result.diagnostics.first { $0.code == .placeholderRemoved })
        XCTAssertEqual(note.severity, .note)
        let source = try fixture("Forms.xib")
        XCTAssertEqual(source.lineColumn(at: note.span?.range.start ?? 0).line, 32)
        XCTAssertFalse(scene.text.contains("brandLogo.top"), scene.text)
        XCTAssertTrue(scene.text.contains("placeholder constraint c8"), scene.text)
    }

    func testMultiplierFormsAndCompounds() throws {
        let (_, scene) = try imported("Forms.xib")
        let text = lines(scene.text)
        for expected in [
            "chartView.width = root.width / 2",  // 1:2
            "chartView.height = chartView.width / 3",  // 1/3
            "container.width = root.width * 0.333333",  // a decimal
            "container.height = container.width * 3",
            "container2.height = container2.width * 333 / 400",  // a:b
            "container2.height >= 20 @high",
            "brandLogo.size = 40",
            "brandLogo.center = card.center",
            "card.top = root.safeArea.top + 16",
            "signInLabel.trailing = card.trailingMargin",
            "view signInLabel { intrinsic 327 x 20.5; hugging 251 }",
        ] {
            XCTAssertTrue(text.contains(expected), "missing '\(expected)' in\n\(scene.text)")
        }
        // A top pinned to root's bottom is no side of an `edges` compound.
        XCTAssertFalse(scene.text.contains("container3.edges"), scene.text)
        XCTAssertTrue(text.contains("container3.top = root.bottom - 100"), scene.text)
    }

    func testSizeClassVariationsBecomeWhenBlocks() throws {
        let (_, scene) = try imported("Variations.storyboard")
        XCTAssertEqual(scene.fileName, "BannerViewController.layout")
        let text = scene.text
        XCTAssertTrue(
            text.contains("when compactHeight {\n    banner.top = root.safeArea.top + 8\n} else {\n    banner.top = root.safeArea.top + 20\n}"),
            text)
        XCTAssertTrue(text.contains("when regularHeight and compactWidth {\n    footer.height = 60\n}"), text)
        XCTAssertTrue(
            text.contains(
                "when regularHeight and compactWidth {\n    // not installed in this size class\n} else {\n    footer.height = 40\n}"),
            text)
        XCTAssertTrue(text.contains("footer.bottom = root.safeArea.bottom"), text)
    }

    /// A stack view's `<variation key="widthClass=regular" axis="horizontal"/>`: its own
    /// properties by size class become `stack NAME { ... }` in `when` blocks, the more specific
    /// size class last (it wins); an attribute a stack block cannot write stays X004.
    func testStackPropertiesBySizeClassBecomeWhenBlocks() throws {
        let (result, scene) = try imported("Variations.storyboard")
        let text = scene.text
        XCTAssertTrue(
            text.contains(
                "when regularWidth {\n    stack row { axis horizontal; spacing 4 }\n}\nwhen regularHeight {\n    stack row { spacing 6 }\n}\n"
                    + "when compactHeight and regularWidth {\n    stack row { spacing system; alignment center }\n}\n"),
            text)
        let leftOut = result.diagnostics.filter { $0.code == .leftOut }.map(\.message)
        XCTAssertEqual(
            leftOut,
            ["the variation 'heightClass=regular' of 'row' sets 'semanticContentAttribute', which a `when` block cannot set; the base value is kept"])
        let checked = LayoutCompiler.compile(CompileRequest(path: scene.fileName, text: text))
        XCTAssertEqual(checked.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let row = ViewID(try XCTUnwrap(checked.ir.views.firstIndex { $0.name == "row" }))
        // iPad landscape: regular width and height, the two later blocks' spacings over the first's.
        let pad = VariantContext(canvasWidth: 1024, canvasHeight: 768, idiom: .pad)
        XCTAssertEqual(checked.ir.stackConfiguration(of: row, in: pad)?.axis, .horizontal)
        XCTAssertEqual(checked.ir.stackConfiguration(of: row, in: pad)?.spacing, .points(6))
        // The stored layout's size class (a phone in landscape): the stack's own properties.
        let phone = VariantContext(canvasWidth: 667, canvasHeight: 375, idiom: .phone)
        XCTAssertEqual(checked.ir.stackConfiguration(of: row, in: phone), checked.ir.views[row.index].stack)
    }

    func testScrollAndStackViewsUseTheLanguagesForms() throws {
        let (_, scene) = try imported("Scroll.xib")
        let text = lines(scene.text)
        for expected in [
            "scroll scrollView {",
            "stack column {",
            "axis vertical",
            "spacing 12",
            "view titleLabel { intrinsic 393 x 20.5 }",
            "view container { hidden true }",
            "scrollView.edges = root.safeArea.edges",  // a guide of root: no content area
            "column.edges = scrollView.content.edges",  // edges against content: the content area
            "column.width = scrollView.width",  // a width: the frame
            "canvas \"iPhone15\"",  // retina6_12 at 393 x 852
        ] {
            XCTAssertTrue(text.contains(expected), "missing '\(expected)' in\n\(scene.text)")
        }
        XCTAssertEqual(scene.safeArea, SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// Scroll content is compared like any other: every stored frame is reproduced but the one
    /// X007 finds stale, and that one is explained by the constraint it breaks.
    func testScrollContentMarginsTextViewsAndStackMargins() throws {
        let (result, scene) = try imported("ScrollContent.xib")
        let text = lines(scene.text)
        for expected in [
            "margins 8, 16, 8, 16",  // the root's 16 through a scroll view that only preserves them
            "view terms { intrinsic 361 x 33 }",  // a text view with scrolling off
            "doneButton.leading = actions.leadingMargin + 16",
        ] {
            XCTAssertTrue(text.contains(expected), "missing '\(expected)' in\n\(scene.text)")
        }
        // The stack stores no margins, so none is written: the language's 0 for a stack is IB's.
        XCTAssertFalse(scene.text.contains("margins 8, 8, 8, 8"), scene.text)
        let stale = result.diagnostics.filter { $0.code == .staleFrame }
        XCTAssertEqual(stale.map(\.message).filter { $0.contains("by 1 pt") }.count, 1, "\(result.diagnostics)")
        XCTAssertEqual(stale.count, 1, "\(result.diagnostics)")
        let outcome = CorpusComparison.compare(source: try fixture("ScrollContent.xib"), sceneID: "page")
        XCTAssertNil(outcome.notSolved)
        XCTAssertEqual(outcome.views, 9)
        XCTAssertEqual(outcome.matched, 8, "\(outcome.mismatches.map { ($0.view.name, $0.solved as Any) })")
        XCTAssertEqual(outcome.mismatches.map(\.view.name), ["badge"])
        XCTAssertEqual(outcome.mismatches.map(\.reason), [.staleFrame])
    }

    /// An alignment rectangle explains a few points, not a frame far off: a switch drawn 2 pt
    /// wider on the right is within the bound, one 20 pt lower is not.
    func testAlignmentRectanglesExplainOnlyAFewPoints() {
        let solved = ViewFrame(name: "toggle", x: 304, y: 158.5, width: 49, height: 31)
        XCTAssertTrue(CorpusComparison.isWithinAlignmentOutset(solved, StoredRect(x: 304, y: 158.5, width: 51, height: 31)))
        XCTAssertTrue(CorpusComparison.isWithinAlignmentOutset(solved, StoredRect(x: 300, y: 154.5, width: 57, height: 39)))
        XCTAssertFalse(CorpusComparison.isWithinAlignmentOutset(solved, StoredRect(x: 304, y: 178.5, width: 51, height: 31)))
        XCTAssertFalse(CorpusComparison.isWithinAlignmentOutset(solved, StoredRect(x: 299, y: 158.5, width: 51, height: 31)))
    }

    func testFixturesSolveToTheirStoredFrames() throws {
        for name in ["Forms.xib", "Variations.storyboard"] {
            let outcome = CorpusComparison.compare(source: try fixture(name), sceneID: name == "Forms.xib" ? "root&1" : "main")
            XCTAssertNil(outcome.notSolved, name)
            XCTAssertEqual(outcome.matched, outcome.views, "\(name): \(outcome.mismatches.map { ($0.view.name, $0.solved as Any) })")
        }
    }

    /// A constant or multiplier beyond the limit on numbers (T020 in a .layout file) cannot be
    /// written: X003 at the constraint, nothing written; at the limit it is imported.
    func testNumbersBeyondTheLimitAreInexpressible() throws {
        let forms = String(decoding: try fixture("Forms.xib").bytes, as: UTF8.self)
        let constraint = #"<constraint firstItem="t-1" firstAttribute="top" secondItem="card:1.a" secondAttribute="topMargin" id="c2"/>"#
        XCTAssertTrue(forms.contains(constraint))
        for (attributes, message) in [
            (#"constant="1e308""#, "the constant '1e308' is more than 1000000"),
            (#"constant="-1000000.5""#, "the constant '-1000000.5' is more than 1000000"),
            (#"multiplier="2e6""#, "the multiplier '2e6' is more than 1000000"),
            (#"multiplier="1:1e-7""#, "the multiplier '1:1e-7' is more than 1000000"),
            (#"constant="1000000""#, nil),
        ] {
            let text = forms.replacingOccurrences(of: #" id="c2"/>"#, with: " \(attributes)" + #" id="c2"/>"#)
            let result = LayoutImporter.importDocument(ImportRequest(source: SourceFile(path: "Forms.xib", text: text)))
            let errors = result.diagnostics.filter(\.isError)
            if let message {
                XCTAssertEqual(errors.map(\.code), [.inexpressible], attributes)
                XCTAssertTrue(errors.first?.message.contains(message) == true, "\(attributes): \(errors.map(\.message))")
            } else {
                XCTAssertEqual(errors.map(\.message), [], attributes)
                XCTAssertTrue(result.scenes.first?.text.contains("1000000") == true, attributes)
            }
        }
    }

    func testInexpressibleConstraintIsAnErrorAtItsElement() throws {
        let result = LayoutImporter.importDocument(ImportRequest(source: try fixture("Unsupported.xib")))
        let error = try XCTUnwrap(result.diagnostics.first { $0.isError })
        XCTAssertEqual(error.code, .inexpressible)
        XCTAssertTrue(error.message.contains("topLayoutGuide.height"), error.message)
        let position = try fixture("Unsupported.xib").lineColumn(at: error.span?.range.start ?? 0)
        XCTAssertEqual(position.line, 21)
        XCTAssertEqual(position.column, 29)
    }

    func testMalformedXMLIsReportedWithItsLine() throws {
        let result = LayoutImporter.importDocument(ImportRequest(source: try fixture("Malformed.xib")))
        XCTAssertTrue(result.scenes.isEmpty)
        let error = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(error.code, .malformedDocument)
        XCTAssertEqual(try fixture("Malformed.xib").lineColumn(at: error.span?.range.start ?? 0).line, 6)
    }

    func testUnknownSceneListsTheIds() throws {
        let result = LayoutImporter.importDocument(ImportRequest(source: try fixture("Forms.xib"), sceneID: "nope"))
        XCTAssertTrue(result.sceneNotFound)
        XCTAssertEqual(result.availableSceneIDs, ["root&1"])
    }

    func testNotAnInterfaceBuilderDocument() {
        let source = SourceFile(path: "a.xib", text: "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>")
        let result = LayoutImporter.importDocument(ImportRequest(source: source))
        XCTAssertEqual(result.diagnostics.map(\.code), [.unsupportedDocument])
    }

    func testNamesAreLowerCamelCaseAndAvoidKeywords() {
        XCTAssertEqual(ViewNaming.identifier(from: "Sign In!", maxWords: 3), "signIn")
        XCTAssertEqual(ViewNaming.identifier(from: "MyCustomWidget", maxWords: 6), "myCustomWidget")
        XCTAssertEqual(ViewNaming.identifier(from: "2 items", maxWords: 3), "v2Items")
        XCTAssertNil(ViewNaming.identifier(from: "日本", maxWords: 3))
        XCTAssertTrue(ViewNaming.reserved.contains("view"))
    }
}

extension ImporterTests {
    /// A switch, a slider and a segmented control get UIKit's alignment insets, their intrinsic
    /// sizes are their alignment rectangles', and the solve gives back IB's stored (drawn) frames;
    /// names come from the userLabel, then the outlet, then the identifier and text, numbered when
    /// repeated.
    func testControlsGetAlignmentInsetsAndViewsTheirOutletNames() throws {
        let (result, scene) = try imported("Controls.xib")
        XCTAssertEqual(result.diagnostics.filter(\.isError).map(\.message), [])
        XCTAssertEqual(
            scene.idMap.map(\.name), ["root", "wifiCaption", "wifiSwitch", "volumeSlider", "modePicker", "titleLabel", "titleLabel2"])
        let text = lines(scene.text)
        for expected in [
            "view wifiSwitch { intrinsic 49 x 31; hugging 750; alignmentInsets 0, 0, 0, 2 }",
            "view volumeSlider { intrinsicHeight 30; alignmentInsets 0, 2, 1, 2 }",
            "view modePicker { intrinsic 343 x 31; alignmentInsets 0, 0, 1, 0 }",
        ] {
            XCTAssertTrue(text.contains(expected), "\(expected)\n\(scene.text)")
        }
        let layout = LayoutCompiler.compile(CompileRequest(path: scene.fileName, text: scene.text))
        XCTAssertEqual(layout.diagnostics.map(\.message), [])
        let solution = layout.solve(in: LayoutEnvironment(size: scene.size, idiom: scene.idiom, safeAreaInsets: scene.safeArea))
        func frame(_ name: String) -> [Double] {
            solution.frames.first { $0.name == name }.map { [$0.x, $0.y, $0.width, $0.height] } ?? []
        }
        // Worked by hand from the constraints (safe area top 20), equal to IB's stored frames.
        XCTAssertEqual(frame("wifiSwitch"), [310, 20, 51, 31])
        XCTAssertEqual(frame("wifiCaption"), [16, 25, 42, 21])
        XCTAssertEqual(frame("volumeSlider"), [14, 67, 347, 31])
        XCTAssertEqual(frame("modePicker"), [16, 113, 343, 32])
        XCTAssertEqual(frame("titleLabel"), [16, 160, 35, 21])
        XCTAssertEqual(frame("titleLabel2"), [16, 189, 35, 21])
    }
}
