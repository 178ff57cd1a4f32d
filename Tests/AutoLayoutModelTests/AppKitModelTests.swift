import AutoLayoutModel
import AutoLayoutRecording
import XCTest

@_spi(Recording) import AppKitShim

/// AppKit layouts built by hand, recorded by AppKitShim and solved by the model, give the
/// compiler's frames; and AppKitShim records what AppKit refuses, with the rules UIKitShim uses.
final class AppKitModelTests: XCTestCase {
    /// Leading and trailing in both directions, margins through a guide of the view's own, the
    /// safe area at nonzero insets, and intrinsic sizes with AppKit's priorities and orientations.
    func testAHandBuiltAppKitLayoutGivesTheCompilersFrames() async {
        let insets = RecordedInsets(top: 28, left: 0, bottom: 0, right: 12)
        let text = """
            view card { margins 4, 16, 4, 32
              view title { intrinsic 120 x 20; hugging 251 }, badge { intrinsic 30 x 20 }
            }
            card.leading = root.safeArea.leading + 10; card.trailing = root.safeArea.trailing - 10
            card.top = root.safeArea.top; card.height = 100
            title.leading = card.leadingMargin; title.top = card.topMargin
            badge.leading = title.trailing + 8; badge.trailing = card.trailingMargin; badge.top = title.top
            """
        for direction in [RecordedDirection.leftToRight, .rightToLeft] {
            let layout = await MainActor.run { () -> RecordedLayout in
                let root = AppHand.root(direction, insets: insets)
                let card = AppHand.view("card", in: root)
                let margins = AppHand.margins(of: card, top: 4, left: 16, bottom: 4, right: 32)
                let title = AppHand.content("title", in: card, size: NSSize(width: 120, height: 20))
                let badge = AppHand.content("badge", in: card, size: NSSize(width: 30, height: 20))
                title.setContentHuggingPriority(NSLayoutConstraint.Priority(251), for: .horizontal)
                title.setContentHuggingPriority(NSLayoutConstraint.Priority(rawValue: 251), for: .vertical)
                let safe = root.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 10),
                    card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -10),
                    card.topAnchor.constraint(equalTo: safe.topAnchor),
                    card.heightAnchor.constraint(equalToConstant: 100),
                    title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    title.topAnchor.constraint(equalTo: margins.topAnchor),
                    badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                    badge.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    badge.topAnchor.constraint(equalTo: title.topAnchor),
                ])
                return ShimRecorder.shared.snapshot(root: root)
            }
            XCTAssertEqual(layout.platform, .appkit)
            XCTAssertEqual(layout.direction, direction)
            assertSameFrames(layout, text, width: 480, height: 320, direction: direction, insets: insets)
        }
    }

    func testAppKitRefusesWhatUIKitRefuses() async {
        let kinds = await MainActor.run { () -> [ShimViolation.Kind] in
            let root = AppHand.root(.leftToRight)
            let a = AppHand.view("a", in: root)
            let loose = NSView()
            let placed = NSView()
            root.addSubview(placed)
            let required = a.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(
                    item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                    constant: 5),
                NSLayoutConstraint(
                    item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0),
                a.topAnchor.constraint(equalTo: loose.topAnchor),
                placed.heightAnchor.constraint(equalToConstant: 4),
                required,
            ])
            required.priority = .defaultHigh
            return ShimRecorder.shared.violations.map(\.kind)
        }
        XCTAssertEqual(
            kinds,
            [
                .positionAgainstConstant, .directionalWithAbsolute, .noCommonAncestor, .autoresizingMaskNotDisabled,
                .requiredPriorityChangedOnActiveConstraint,
            ])
    }

    /// A guide's identifier is an NSUserInterfaceItemIdentifier; the snapshot keeps its string.
    /// AppKit's margins guide has the system's insets, which the model will not guess.
    func testGuideIdentifiersAndTheSystemMarginsGuide() async {
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = AppHand.root(.leftToRight)
            let guide = NSLayoutGuide()
            guide.identifier = NSUserInterfaceItemIdentifier("gap")
            root.addLayoutGuide(guide)
            let a = AppHand.view("a", in: root)
            NSLayoutConstraint.activate([
                a.leftAnchor.constraint(equalTo: root.layoutMarginsGuide.leftAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 1),
                a.heightAnchor.constraint(equalToConstant: 1),
            ])
            return ShimRecorder.shared.snapshot(root: root)
        }
        XCTAssertEqual(layout.items.map(\.label), ["root", "a", "gap", "NSViewLayoutMarginsGuide"])
        XCTAssertEqual(layout.items[1].view?.marginsSource, .system)
        XCTAssertThrowsError(
            try AutoLayoutModel.solve(layout, width: 100, height: 100, direction: .leftToRight, safeAreaInsets: .zero)
        ) { error in
            guard case .unsupported(let what) = error as? AutoLayoutModelError else { return XCTFail("\(error)") }
            XCTAssertTrue(what.contains("system margins of 'root'"), what)
        }
    }
}
