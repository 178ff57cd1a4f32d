import AutoLayoutModel
import AutoLayoutRecording
import XCTest

@_spi(Recording) import UIKitShim

/// The snapshot: which items in which order, what it keeps of views and constraints, its JSON;
/// and the model's refusals.
final class RecordedLayoutTests: XCTestCase {
    /// root > [a > [c], b], so items root, a, c, b, then root's safe-area guide, a's guide, b's
    /// margins guide; a owns a guide; b's margins guide and root's safe-area guide are used,
    /// a's margins guide was made but no active constraint uses it.
    @MainActor
    private static func sample() -> (layout: RecordedLayout, constraints: [NSLayoutConstraint]) {
        let root = Hand.root(.rightToLeft, insets: RecordedInsets(top: 20, left: 0, bottom: 10, right: 0))
        let a = Hand.view("a", in: root)
        let b = Hand.content("b", in: root, size: CGSize(width: 30, height: UIView.noIntrinsicMetric), lastBaseline: 7)
        let c = Hand.view("c", in: a)
        let guide = Hand.guide("spacer", in: a)
        b.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        b.setContentHuggingPriority(UILayoutPriority(300), for: .vertical)
        b.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        _ = a.layoutMarginsGuide
        let unused = c.widthAnchor.constraint(equalToConstant: 5)
        let first = c.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 4)
        first.identifier = "first"
        let second = guide.leadingAnchor.constraint(equalTo: b.layoutMarginsGuide.trailingAnchor)
        second.priority = UILayoutPriority(500)
        let third = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .lessThanOrEqual, toItem: b, attribute: .height, multiplier: 2, constant: 1)
        NSLayoutConstraint.activate([third, first, second])
        _ = unused
        return (ShimRecorder.shared.snapshot(root: root), [third, first, second])
    }

    func testItemsAreViewsDepthFirstThenEachViewsGuidesInUse() async {
        let layout = await MainActor.run { Self.sample().layout }
        XCTAssertEqual(layout.items.map(\.label), ["root", "a", "c", "b", "UIViewSafeAreaLayoutGuide", "spacer", "UIViewLayoutMarginsGuide"])
        XCTAssertEqual(layout.items.map(\.kind), [.view, .view, .view, .view, .safeAreaGuide, .guide, .marginsGuide])
        XCTAssertEqual(layout.items.map(\.id), Array(0..<7))
        XCTAssertEqual(layout.items.map(\.parent), [nil, 0, 1, 0, 0, 1, 3])
        XCTAssertEqual(layout.platform, .uikit)
        XCTAssertEqual(layout.direction, .rightToLeft)
        XCTAssertEqual(layout.rootSafeAreaInsets, RecordedInsets(top: 20, left: 0, bottom: 10, right: 0))
        XCTAssertEqual(layout.violations, [])
    }

    func testViewPropertiesAreKept() async {
        let layout = await MainActor.run { Self.sample().layout }
        let b = layout.items[3].view
        XCTAssertEqual(b?.intrinsicWidth, 30)
        XCTAssertNil(b?.intrinsicHeight)
        XCTAssertEqual(b?.verticalHugging, 300)
        XCTAssertEqual(b?.horizontalHugging, 250)
        XCTAssertEqual(b?.horizontalCompressionResistance, 250)
        XCTAssertEqual(b?.verticalCompressionResistance, 750)
        // Directional margins resolved in right to left: leading 2 is the right.
        XCTAssertEqual(b?.layoutMargins, RecordedInsets(top: 1, left: 4, bottom: 3, right: 2))
        XCTAssertEqual(b?.marginsSource, .directional)
        XCTAssertEqual(b?.insetsLayoutMarginsFromSafeArea, false)
        XCTAssertEqual(b?.translatesAutoresizingMaskIntoConstraints, false)
        XCTAssertNil(b?.firstBaselineOffset)
        XCTAssertEqual(b?.lastBaselineOffset, 7)
        let root = layout.items[0].view
        XCTAssertEqual(root?.marginsSource, .unset)
        XCTAssertEqual(root?.layoutMargins, RecordedInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(root?.translatesAutoresizingMaskIntoConstraints, true)
        XCTAssertNil(layout.items[5].view)
    }

    func testActiveConstraintsInActivationOrder() async {
        let layout = await MainActor.run { Self.sample().layout }
        XCTAssertEqual(
            layout.constraints,
            [
                RecordedConstraint(
                    firstItem: 1, firstAttribute: .width, relation: .lessThanOrEqual, secondItem: 3, secondAttribute: .height,
                    multiplier: 2, constant: 1),
                RecordedConstraint(
                    firstItem: 2, firstAttribute: .top, relation: .equal, secondItem: 4, secondAttribute: .top, constant: 4,
                    identifier: "first"),
                RecordedConstraint(
                    firstItem: 5, firstAttribute: .leading, relation: .equal, secondItem: 6, secondAttribute: .trailing,
                    priority: 500),
            ])
    }

    func testJSONRoundTripsWithSortedKeysAndTheSameBytes() async throws {
        let layout = await MainActor.run { Self.sample().layout }
        let json = try layout.jsonString()
        XCTAssertEqual(try RecordedLayout(json: json), layout)
        XCTAssertEqual(try RecordedLayout(json: json).jsonString(), json)
        XCTAssertTrue(json.hasPrefix(#"{"constraints":[{"#), json)
        XCTAssertFalse(json.contains("\n"))
        let again = await MainActor.run { Self.sample().layout }
        XCTAssertEqual(try again.jsonString(), json)
    }

    /// A constraint activated between root's items and a view outside root's tree is recorded as a
    /// violation, not as a constraint.
    func testAConstraintReachingOutsideRootIsAViolation() async {
        let layout = await MainActor.run { () -> RecordedLayout in
            let other = UIView()
            let root = Hand.root(.leftToRight)
            other.addSubview(root)
            let stranger = Hand.view("stranger", in: other)
            let a = Hand.view("a", in: root)
            NSLayoutConstraint.activate([a.leftAnchor.constraint(equalTo: stranger.leftAnchor)])
            return ShimRecorder.shared.snapshot(root: root)
        }
        XCTAssertEqual(layout.constraints, [])
        XCTAssertEqual(layout.violations, ["outsideRoot: the second item of active constraint 0 is not under root"])
    }

    // MARK: The model's refusals

    func testConflictingRequiredConstraintsAreNamedByIdentifier() async {
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.leftToRight)
            let a = Hand.view("a", in: root)
            let wide = a.widthAnchor.constraint(equalToConstant: 100)
            wide.identifier = "test.layout:2:1"
            let fill = a.widthAnchor.constraint(equalTo: root.widthAnchor)
            NSLayoutConstraint.activate([wide, a.heightAnchor.constraint(equalToConstant: 4), fill])
            return ShimRecorder.shared.snapshot(root: root)
        }
        XCTAssertThrowsError(
            try AutoLayoutModel.solve(layout, width: 375, height: 667, direction: .leftToRight, safeAreaInsets: .zero)
        ) { error in
            XCTAssertEqual(
                error as? AutoLayoutModelError,
                .conflict(["root.width = 375.0 (canvas)", "test.layout:2:1", "#2 a.width = 1.0 * root.width + 0.0 @1000.0"]))
        }
        // At a canvas 100 wide the same layout solves.
        XCTAssertEqual(
            try? AutoLayoutModel.solve(layout, width: 100, height: 667, direction: .leftToRight, safeAreaInsets: .zero)
                .frame(of: "a")?.width, 100)
    }

    /// UIKit has no implicit `width >= 0`: the model lets a width go negative where the language
    /// would not.
    func testNoImplicitNonNegativeSizes() async throws {
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.leftToRight)
            let a = Hand.view("a", in: root)
            NSLayoutConstraint.activate([
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
                a.rightAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
                a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
            ])
            return ShimRecorder.shared.snapshot(root: root)
        }
        let frame = try AutoLayoutModel.solve(layout, width: 375, height: 667, direction: .leftToRight, safeAreaInsets: .zero)
            .frame(of: "a")
        XCTAssertEqual(frame, ModelFrame(x: 50, y: 0, width: -30, height: 1))
    }

    /// A layout recorded in right to left and solved in left to right reads its directional
    /// margins for the direction solved.
    func testDirectionalMarginsFollowTheDirectionSolved() async throws {
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.rightToLeft)
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
            let a = Hand.view("a", in: root)
            NSLayoutConstraint.activate([
                a.leftAnchor.constraint(equalTo: root.layoutMarginsGuide.leftAnchor),
                a.rightAnchor.constraint(equalTo: root.layoutMarginsGuide.rightAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
            ])
            return ShimRecorder.shared.snapshot(root: root)
        }
        for (direction, x, width) in [(RecordedDirection.rightToLeft, 30.0, 60.0), (.leftToRight, 10, 60)] {
            let frame = try AutoLayoutModel.solve(layout, width: 100, height: 100, direction: direction, safeAreaInsets: .zero)
                .frame(of: "a")
            XCTAssertEqual(frame, ModelFrame(x: x, y: 0, width: width, height: 1), "\(direction)")
        }
    }

    /// JSON from elsewhere whose ids do not index its items is refused, not trusted.
    func testALayoutWhoseIdsDoNotIndexItsItemsIsRefused() {
        let root = RecordedItem(id: 0, kind: .view, label: "root", parent: nil, view: RecordedView())
        let cases = [
            RecordedLayout(
                platform: .uikit, direction: .leftToRight, rootSafeAreaInsets: .zero, items: [root],
                constraints: [RecordedConstraint(firstItem: 3, firstAttribute: .width, relation: .equal)], violations: []),
            RecordedLayout(
                platform: .uikit, direction: .leftToRight, rootSafeAreaInsets: .zero,
                items: [root, RecordedItem(id: 1, kind: .guide, label: "g", parent: -1, view: nil)], constraints: [],
                violations: []),
            RecordedLayout(
                platform: .uikit, direction: .leftToRight, rootSafeAreaInsets: .zero,
                items: [RecordedItem(id: 5, kind: .view, label: "root", parent: nil, view: RecordedView())], constraints: [],
                violations: []),
        ]
        for layout in cases {
            XCTAssertThrowsError(
                try AutoLayoutModel.solve(layout, width: 10, height: 10, direction: .leftToRight, safeAreaInsets: .zero)
            ) { error in
                guard case .unsupported = error as? AutoLayoutModelError else { return XCTFail("\(error)") }
            }
        }
    }
}
