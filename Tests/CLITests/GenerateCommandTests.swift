import Foundation
import XCTest
@testable import layoutc

/// `layoutc generate`: code on standard output or in `--output`, diagnostics always on standard
/// error, exit 1 for errors and G codes, 2 for usage errors and unreadable input, included files.
final class GenerateCommandTests: CommandTestCase {

    func testCodeGoesToStandardOutputOrToTheOutputFile() throws {
        try directory.write("feed-card.layout", "view card\ncard.edges = root.edges + 8\n")
        let printed = run(["generate", "feed-card.layout", "--target", "uikit"])
        XCTAssertEqual(printed.status, .success, printed.err)
        XCTAssertEqual(printed.err, "")
        XCTAssertTrue(printed.out.contains("public final class FeedCardLayout"), printed.out)
        XCTAssertTrue(printed.out.contains("import UIKit\n"), printed.out)
        let written = run(["generate", "feed-card.layout", "--target=appkit", "--output", "Out.swift"])
        XCTAssertEqual(written.status, .success, written.err)
        XCTAssertEqual(written.out, "")
        let file = try String(contentsOfFile: directory.path("Out.swift"), encoding: .utf8)
        XCTAssertTrue(file.contains("import AppKit\n") && file.contains("public init(root: NSView, card: NSView)"), file)
    }

    func testErrorsAndInexpressibleEquationsWriteNothingAndExitOne() throws {
        try directory.write("bad.layout", "view a, b\na.leading = b.left\n")
        let short = run(["generate", "bad.layout", "--target", "uikit", "--format", "short", "--output", "Bad.swift"])
        XCTAssertEqual(short.status, .findings)
        XCTAssertEqual(short.out, "", "diagnostics never go to standard output, where code may go")
        XCTAssertEqual(short.err, "bad.layout:2:1: error: Auto Layout cannot relate a.leading to b.left: leading and trailing pair only with leading, trailing and sizes [G003]\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path("Bad.swift")))
        try directory.write("typo.layout", "view a\na.lefft = 0\n")
        let typo = run(["generate", "typo.layout", "--target", "uikit"])
        XCTAssertEqual(typo.status, .findings)
        XCTAssertEqual(typo.out, "")
        XCTAssertTrue(typo.err.contains("N003"), typo.err)
    }

    func testWarningsAreShownAndCodeIsStillWritten() throws {
        try directory.write("scaled.layout", "view a, b\na.left = 0; a.top = 0; a.height = 10; b.left = 0; b.top = 0; b.size = 10\n2 * a.width = 3 * b.width @low\n")
        let result = run(["generate", "scaled.layout", "--target", "uikit", "--format", "short"])
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.err.contains("warning: Auto Layout will weigh this optional constraint's violation differently from solve [G004]"), result.err)
        XCTAssertTrue(result.out.contains("b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.6666666666666666)"), result.out)
    }

    func testUsedFilesAreRead() throws {
        try directory.write("base.layout", "view card\ncard.edges = root.edges + 8\n")
        try directory.write("compact.layout", "use \"base.layout\"\noverride { card.height = 44 }\n")
        let result = run(["generate", "compact.layout", "--target", "uikit"])
        XCTAssertEqual(result.status, .success, result.err)
        XCTAssertTrue(result.out.contains(#""base.layout:2:1 left""#), result.out)
        XCTAssertTrue(result.out.contains("card.heightAnchor.constraint(equalToConstant: 44)"), result.out)
    }

    func testUsageErrorsExitTwo() throws {
        try directory.write("a.layout", "view a\n")
        for arguments in [
            ["generate", "a.layout"], ["generate", "a.layout", "--target", "uikt"], ["generate", "--target", "uikit"],
            ["generate", "a.layout", "b.layout", "--target", "uikit"], ["generate", "missing.layout", "--target", "uikit"],
            ["generate", "a.layout", "--target", "uikit", "--format", "xml"],
        ] {
            let result = run(arguments)
            XCTAssertEqual(result.status, .failure, "\(arguments)")
            XCTAssertEqual(result.out, "", "\(arguments)")
        }
        XCTAssertTrue(run(["generate", "a.layout", "--target", "uikt"]).err.contains("did you mean 'uikit'?"))
        XCTAssertTrue(run(["generate", "--help"]).out.contains("USAGE: layoutc generate FILE --target uikit|appkit"))
    }
}

/// `generate --engine frames`: the contract other tools rely on (the class name and initializer of
/// the Auto Layout output, `layout()`, `sizeThatFits(_:)`, no NSLayoutConstraint), the engine's
/// usage errors, and G012 where frame code is refused.
final class GenerateFramesCommandTests: CommandTestCase {
    func testFrameCodeKeepsTheClassAndInitializerAndHasNoConstraint() throws {
        try directory.write("message-cell.layout", """
            view avatar, name { intrinsic 120 x 20 }, message { intrinsic 240 x 60 }
            avatar.leading = root.leading + 16; avatar.top = root.top + 12; avatar.size = 40
            name.leading = avatar.trailing + 10; name.top = avatar.top; name.trailing <= root.trailing - 16
            message.leading = name.leading; message.top = name.bottom + 4; message.trailing <= root.trailing - 16
            root.bottom >= avatar.bottom + 12
            root.bottom >= message.bottom + 12

            """)
        let frames = run(["generate", "message-cell.layout", "--target", "uikit", "--engine", "frames"])
        XCTAssertEqual(frames.status, .success, frames.err)
        let constraints = run(["generate", "message-cell.layout", "--target", "uikit"])
        XCTAssertEqual(constraints.status, .success, constraints.err)
        XCTAssertFalse(frames.out.contains("NSLayoutConstraint"))
        for member in ["public final class MessageCellLayout", "public func layout()", "public func sizeThatFits(_ size: CGSize) -> CGSize"] {
            XCTAssertTrue(frames.out.contains(member), member)
        }
        // The same initializer, parameter for parameter.
        func initializer(_ text: String) -> String? {
            guard let start = text.range(of: "public init(")?.lowerBound,
                let end = text[start...].range(of: ")")?.upperBound else { return nil }
            return String(text[start..<end])
        }
        XCTAssertNotNil(initializer(frames.out))
        XCTAssertEqual(initializer(frames.out), initializer(constraints.out))
        // Deterministic: the same bytes twice.
        XCTAssertEqual(run(["generate", "message-cell.layout", "--target", "uikit", "--engine", "frames"]).out, frames.out)
    }

    func testAnUnknownEngineIsAUsageError() throws {
        try directory.write("a.layout", "view a\na.edges = root.edges\n")
        let result = run(["generate", "a.layout", "--target", "uikit", "--engine", "frame"])
        XCTAssertEqual(result.status, .failure)
        XCTAssertTrue(result.err.contains("unknown engine 'frame'") && result.err.contains("frames"), result.err)
    }

    func testWhatFrameCodeCannotDoIsG012AtItsLine() throws {
        try directory.write("proportional.layout", """
            stack row { distribution fillProportionally; view a { intrinsic 40 x 20 }; view b { intrinsic 80 x 20 } }
            row.edges = root.edges

            """)
        let result = run(["generate", "proportional.layout", "--target", "uikit", "--engine", "frames", "--format", "short"])
        XCTAssertEqual(result.status, .findings)
        XCTAssertEqual(result.out, "")
        XCTAssertTrue(result.err.contains("proportional.layout:1:") && result.err.contains("[G012]") && result.err.contains("fillProportionally"), result.err)
        // The Auto Layout engine takes the same file.
        XCTAssertEqual(run(["generate", "proportional.layout", "--target", "uikit"]).status, .success)
        try directory.write("scroll.layout", "scroll page { view body }\npage.edges = root.edges\nbody.edges = page.content.edges\nbody.width = page.frame.width; body.height = 900\n")
        let appkit = run(["generate", "scroll.layout", "--target", "appkit", "--engine", "frames", "--format", "short"])
        XCTAssertEqual(appkit.status, .findings)
        XCTAssertTrue(appkit.err.contains("[G012]"), appkit.err)
        XCTAssertEqual(run(["generate", "scroll.layout", "--target", "uikit", "--engine", "frames"]).status, .success)
    }
}

final class GenerateSwiftUICommandTests: CommandTestCase {
    func testSwiftUITargetWritesALayoutNamedAfterTheFile() throws {
        try directory.write("message-cell.layout", """
            view avatar, name { intrinsic 120 x 20 }, message { intrinsic 240 x 60 }
            avatar.leading = root.leading + 16; avatar.top = root.top + 12; avatar.size = 40
            name.leading = avatar.trailing + 10; name.top = avatar.top; name.trailing <= root.trailing - 16
            message.leading = name.leading; message.top = name.bottom + 4; message.trailing <= root.trailing - 16
            root.bottom >= avatar.bottom + 12
            root.bottom >= message.bottom + 12

            """)
        let result = run(["generate", "message-cell.layout", "--target", "swiftui"])
        XCTAssertEqual(result.status, .success, result.err)
        for member in [
            "import SwiftUI", "public struct MessageCellLayout: Layout", "public init(safeArea: EdgeInsets = EdgeInsets())",
            #"public static let subviewNames: [String] = ["avatar", "name", "message"]"#,
            "public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize",
            "public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)",
        ] {
            XCTAssertTrue(result.out.contains(member), member)
        }
        XCTAssertFalse(result.out.contains("NSLayoutConstraint"))
        XCTAssertFalse(result.out.contains("UIView"))
        XCTAssertEqual(run(["generate", "message-cell.layout", "--target", "swiftui", "--engine", "frames"]).out, result.out)
        // Deterministic: the same bytes twice.
        XCTAssertEqual(run(["generate", "message-cell.layout", "--target", "swiftui"]).out, result.out)
    }

    func testSwiftUIWithTheAutoLayoutEngineIsAUsageError() throws {
        try directory.write("a.layout", "view a\na.edges = root.edges\n")
        let result = run(["generate", "a.layout", "--target", "swiftui", "--engine", "autolayout"])
        XCTAssertEqual(result.status, .failure)
        XCTAssertTrue(result.err.contains("'--target swiftui' takes no '--engine autolayout'"), result.err)
        XCTAssertEqual(result.out, "")
    }

    func testAScrollViewIsG012ForSwiftUI() throws {
        try directory.write("page.layout", """
            scroll page { view body }
            page.edges = root.edges
            body.edges = page.content.edges; body.width = page.frame.width; body.height = 900

            """)
        let result = run(["generate", "page.layout", "--target", "swiftui"])
        XCTAssertEqual(result.status, .findings, result.err)
        XCTAssertTrue(result.err.contains("G012") && result.err.contains("ScrollView"), result.err)
        XCTAssertEqual(result.out, "")
    }
}
