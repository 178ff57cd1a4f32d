import AutoLayoutModel
import AutoLayoutRecording
import XCTest

@_spi(Recording) import UIKitShim

/// The model lays a recorded UIStackView out with UIKit's own constraints (ModelStack.swift): each
/// distribution, alignment and option on a stack built by hand in the shim, against frames
/// computed by hand from UIKit's documented behaviour, independently of the compiler.
final class StackModelTests: XCTestCase {
    /// One arranged view of a test stack: its label, intrinsic size and baselines.
    struct Item {
        var label: String
        var width: Double
        var height: Double
        var firstBaseline: Double? = nil
        var lastBaseline: Double? = nil
        var hugging: Float? = nil
        var hidden = false
    }

    /// Three views of different sizes; b gives way first under `fill`.
    static let three = [
        Item(label: "a", width: 50, height: 20, firstBaseline: 15, lastBaseline: 15),
        Item(label: "b", width: 80, height: 40, firstBaseline: 30, lastBaseline: 35, hugging: 249),
        Item(label: "c", width: 30, height: 60, firstBaseline: 40, lastBaseline: 50),
    ]

    /// A stack at root's top left with `items` arranged, configured by `configure`, its width
    /// (and height) fixed where given, solved by the model at 400 x 300.
    func solve(
        _ items: [Item], width: Double? = nil, height: Double? = nil, file: StaticString = #filePath, line: UInt = #line,
        configure: @escaping @MainActor (UIStackView) -> Void
    ) async -> ModelSolution? {
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.leftToRight)
            let stack = UIStackView()
            stack.shimLabel = "stack"
            root.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            var constraints = [
                stack.leftAnchor.constraint(equalTo: root.leftAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
            ]
            if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: CGFloat(width))) }
            if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: CGFloat(height))) }
            for item in items {
                let view = ShimContentView(
                    intrinsicContentSize: CGSize(width: item.width, height: item.height),
                    firstBaseline: item.firstBaseline.map { CGFloat($0) }, lastBaseline: item.lastBaseline.map { CGFloat($0) })
                view.shimLabel = item.label
                view.isHidden = item.hidden
                if let hugging = item.hugging {
                    view.setContentHuggingPriority(UILayoutPriority(hugging), for: .horizontal)
                    view.setContentHuggingPriority(UILayoutPriority(hugging), for: .vertical)
                }
                stack.addArrangedSubview(view)
            }
            configure(stack)
            NSLayoutConstraint.activate(constraints)
            return ShimRecorder.shared.snapshot(root: root)
        }
        XCTAssertEqual(layout.violations, [], file: file, line: line)
        do {
            return try AutoLayoutModel.solve(layout, width: 400, height: 300, direction: .leftToRight, safeAreaInsets: .zero)
        } catch {
            XCTFail("the model refused the stack: \(error)", file: file, line: line)
            return nil
        }
    }

    func assertFrames(_ solution: ModelSolution?, _ expected: [String: ModelFrame], file: StaticString = #filePath, line: UInt = #line) {
        guard let solution else { return }
        for (label, frame) in expected.sorted(by: { $0.key < $1.key }) {
            guard let actual = solution.frame(of: label) else {
                XCTFail("no frame for \(label)", file: file, line: line)
                continue
            }
            for (name, a, e) in [("x", actual.x, frame.x), ("y", actual.y, frame.y), ("width", actual.width, frame.width), ("height", actual.height, frame.height)] {
                XCTAssertEqual(a, e, accuracy: 1e-9, "\(label).\(name): \(actual) is not \(frame)", file: file, line: line)
            }
        }
    }

    // MARK: Distributions (a row 100 high, alignment fill)

    /// fill: the views keep their widths but the one that hugs least, which takes the rest.
    func testFillStretchesTheViewThatHugsLeast() async {
        let solution = await solve(Self.three, width: 300, height: 100) { $0.spacing = 10 }
        assertFrames(solution, [
            "a": ModelFrame(x: 0, y: 0, width: 50, height: 100), "b": ModelFrame(x: 60, y: 0, width: 200, height: 100),
            "c": ModelFrame(x: 270, y: 0, width: 30, height: 100),
        ])
    }

    /// fillEqually: (320 − 2 × 10) / 3 each.
    func testFillEquallyGivesEveryViewTheSameWidth() async {
        let solution = await solve(Self.three, width: 320, height: 100) {
            $0.spacing = 10
            $0.distribution = .fillEqually
        }
        assertFrames(solution, [
            "a": ModelFrame(x: 0, y: 0, width: 100, height: 100), "b": ModelFrame(x: 110, y: 0, width: 100, height: 100),
            "c": ModelFrame(x: 220, y: 0, width: 100, height: 100),
        ])
    }

    /// fillProportionally: widths in proportion to 50 : 80 : 30 of 320.
    func testFillProportionallyScalesTheIntrinsicWidths() async {
        let solution = await solve(Self.three, width: 320, height: 100) { $0.distribution = .fillProportionally }
        assertFrames(solution, [
            "a": ModelFrame(x: 0, y: 0, width: 100, height: 100), "b": ModelFrame(x: 100, y: 0, width: 160, height: 100),
            "c": ModelFrame(x: 260, y: 0, width: 60, height: 100),
        ])
    }

    /// equalSpacing: intrinsic widths, the 140 left split into two gaps of 70.
    func testEqualSpacingSplitsTheRestIntoEqualGaps() async {
        let solution = await solve(Self.three, width: 300, height: 100) {
            $0.spacing = 10
            $0.distribution = .equalSpacing
        }
        assertFrames(solution, [
            "a": ModelFrame(x: 0, y: 0, width: 50, height: 100), "b": ModelFrame(x: 120, y: 0, width: 80, height: 100),
            "c": ModelFrame(x: 270, y: 0, width: 30, height: 100),
        ])
    }

    /// equalCentering: centers at 25, 155 and 285.
    func testEqualCenteringSpacesTheCentersEqually() async {
        let solution = await solve(Self.three, width: 300, height: 100) {
            $0.spacing = 10
            $0.distribution = .equalCentering
        }
        assertFrames(solution, [
            "a": ModelFrame(x: 0, y: 0, width: 50, height: 100), "b": ModelFrame(x: 115, y: 0, width: 80, height: 100),
            "c": ModelFrame(x: 270, y: 0, width: 30, height: 100),
        ])
    }

    /// equalSpacing that does not fit keeps the minimum spacing and compresses (b resists least
    /// here: its compression resistance is lowered).
    func testEqualSpacingKeepsTheMinimumSpacing() async {
        var items = Self.three
        items[1].hugging = nil
        let solution = await solve(items, width: 150, height: 100) {
            $0.spacing = 10
            $0.distribution = .equalSpacing
            $0.arrangedSubviews[1].setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
        }
        assertFrames(solution, [
            "a": ModelFrame(x: 0, y: 0, width: 50, height: 100), "b": ModelFrame(x: 60, y: 0, width: 50, height: 100),
            "c": ModelFrame(x: 120, y: 0, width: 30, height: 100),
        ])
    }

    // MARK: Alignments (a row 300 wide, its height free unless said)

    func testLeadingAlignmentTopsTheViewsAndTheStackSpansTheTallest() async {
        let solution = await solve(Self.three, width: 300) {
            $0.spacing = 10
            $0.alignment = .top
        }
        assertFrames(solution, [
            "stack": ModelFrame(x: 0, y: 0, width: 300, height: 60),
            "a": ModelFrame(x: 0, y: 0, width: 50, height: 20), "b": ModelFrame(x: 60, y: 0, width: 200, height: 40),
            "c": ModelFrame(x: 270, y: 0, width: 30, height: 60),
        ])
    }

    func testCenterAlignmentInATallerStack() async {
        let solution = await solve(Self.three, width: 300, height: 100) {
            $0.spacing = 10
            $0.alignment = .center
        }
        assertFrames(solution, [
            "a": ModelFrame(x: 0, y: 40, width: 50, height: 20), "b": ModelFrame(x: 60, y: 30, width: 200, height: 40),
            "c": ModelFrame(x: 270, y: 20, width: 30, height: 60),
        ])
    }

    func testTrailingAlignmentBottomsTheViews() async {
        let solution = await solve(Self.three, width: 300, height: 100) {
            $0.spacing = 10
            $0.alignment = .bottom
        }
        assertFrames(solution, [
            "a": ModelFrame(x: 0, y: 80, width: 50, height: 20), "b": ModelFrame(x: 60, y: 60, width: 200, height: 40),
            "c": ModelFrame(x: 270, y: 40, width: 30, height: 60),
        ])
    }

    /// First baselines at 15, 30 and 40 from the tops. The stack's top holds the first view
    /// loosely (`<=`) and its bottom is the spanner's; hugging at 49, the stack starts at a's top:
    /// the line at 15, b at -15 and c at -25 rise above the stack, which ends at c's bottom, 35
    /// (as Interface Builder lays out the corpus's woocommerce--ULAccountMismatchViewController.xib).
    func testFirstBaselineAlignment() async {
        let solution = await solve(Self.three, width: 300) {
            $0.spacing = 10
            $0.alignment = .firstBaseline
        }
        assertFrames(solution, [
            "stack": ModelFrame(x: 0, y: 0, width: 300, height: 35),
            "a": ModelFrame(x: 0, y: 0, width: 50, height: 20), "b": ModelFrame(x: 60, y: -15, width: 200, height: 40),
            "c": ModelFrame(x: 270, y: -25, width: 30, height: 60),
        ])
    }

    /// Last baselines at 15, 35 and 50: the line at 50; a reaches 55, b 55, c 60. UIKit's dump
    /// ties the stack's bottom to the first view's only (`V:[a]-(>=0)-|`), so the stack, hugging
    /// at 49, ends at 55 and c overhangs it.
    func testLastBaselineAlignment() async {
        let solution = await solve(Self.three, width: 300) {
            $0.spacing = 10
            $0.alignment = .lastBaseline
        }
        assertFrames(solution, [
            "stack": ModelFrame(x: 0, y: 0, width: 300, height: 55),
            "a": ModelFrame(x: 0, y: 35, width: 50, height: 20), "b": ModelFrame(x: 60, y: 15, width: 200, height: 40),
            "c": ModelFrame(x: 270, y: 0, width: 30, height: 60),
        ])
    }

    /// One arranged view, centered: the stack hugs it (UISV-canvas-fit).
    func testOneCenteredViewNeedsNoSpanner() async {
        let solution = await solve([Self.three[2]], width: 300) { $0.alignment = .center }
        assertFrames(solution, ["stack": ModelFrame(x: 0, y: 0, width: 300, height: 60), "c": ModelFrame(x: 0, y: 0, width: 300, height: 60)])
    }

    // MARK: Options

    /// A hidden view collapses to no width and its gap goes with it.
    func testHiddenViewCollapsesWithItsSpacing() async {
        var items = Self.three
        items[0].hugging = 249
        items[1].hidden = true
        let solution = await solve(items, width: 300, height: 100) { $0.spacing = 10 }
        assertFrames(solution, [
            "a": ModelFrame(x: 0, y: 0, width: 260, height: 100), "b": ModelFrame(x: 260, y: 0, width: 0, height: 100),
            "c": ModelFrame(x: 270, y: 0, width: 30, height: 100),
        ])
    }

    /// A column: custom spacing after a, the system's spacing (8) after b, margins-relative.
    func testColumnWithCustomSystemSpacingAndMargins() async {
        let solution = await solve(Self.three) { stack in
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = UIStackView.spacingUseSystem
            stack.setCustomSpacing(4, after: stack.arrangedSubviews[0])
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5)
            stack.insetsLayoutMarginsFromSafeArea = false
        }
        assertFrames(solution, [
            "stack": ModelFrame(x: 0, y: 0, width: 87, height: 136),
            "a": ModelFrame(x: 2, y: 1, width: 50, height: 20), "b": ModelFrame(x: 2, y: 25, width: 80, height: 40),
            "c": ModelFrame(x: 2, y: 73, width: 30, height: 60),
        ])
    }

    /// A stack arranged within its margins, which UIKit measures from the safe area (the
    /// default `insetsLayoutMarginsFromSafeArea`): under a 44-point top inset the first view
    /// starts at 44 + 4.
    func testMarginsRelativeStackMeasuresItsMarginsFromTheSafeArea() async {
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.leftToRight, insets: RecordedInsets(top: 44, left: 0, bottom: 0, right: 0))
            let stack = UIStackView()
            stack.shimLabel = "stack"
            stack.axis = .vertical
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
            root.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            let a = ShimContentView(intrinsicContentSize: CGSize(width: 50, height: 20))
            a.shimLabel = "a"
            stack.addArrangedSubview(a)
            NSLayoutConstraint.activate([
                stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            return ShimRecorder.shared.snapshot(root: root)
        }
        let solution = try? AutoLayoutModel.solve(
            layout, width: 400, height: 300, direction: .leftToRight, safeAreaInsets: RecordedInsets(top: 44, left: 0, bottom: 0, right: 0))
        assertFrames(solution, ["stack": ModelFrame(x: 0, y: 0, width: 58, height: 72), "a": ModelFrame(x: 4, y: 48, width: 50, height: 20)])
    }

    /// A column measured from baselines: b's first baseline 12 below a's last.
    func testBaselineRelativeColumn() async {
        let solution = await solve(Self.three) { stack in
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 12
            stack.isBaselineRelativeArrangement = true
        }
        // a 0...20 (last baseline 15); b's first baseline at 27, so b.top = −3 + ... = 27 − 30.
        assertFrames(solution, [
            "a": ModelFrame(x: 0, y: 0, width: 50, height: 20), "b": ModelFrame(x: 0, y: -3, width: 80, height: 40),
            "c": ModelFrame(x: 0, y: 4, width: 30, height: 60),
        ])
    }

    /// A row nested in a column: the row's height is its tallest view's, the column's width the
    /// widest arranged view's.
    func testNestedStacks() async {
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.leftToRight)
            let column = UIStackView()
            column.shimLabel = "column"
            column.axis = .vertical
            column.alignment = .leading
            column.spacing = 8
            root.addSubview(column)
            column.translatesAutoresizingMaskIntoConstraints = false
            let title = ShimContentView(intrinsicContentSize: CGSize(width: 120, height: 30))
            title.shimLabel = "title"
            let row = UIStackView()
            row.shimLabel = "row"
            row.spacing = 4
            let left = ShimContentView(intrinsicContentSize: CGSize(width: 40, height: 20))
            left.shimLabel = "left"
            let right = ShimContentView(intrinsicContentSize: CGSize(width: 60, height: 20))
            right.shimLabel = "right"
            row.addArrangedSubview(left)
            row.addArrangedSubview(right)
            column.addArrangedSubview(title)
            column.addArrangedSubview(row)
            NSLayoutConstraint.activate([
                column.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                column.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
            return ShimRecorder.shared.snapshot(root: root)
        }
        XCTAssertEqual(layout.items.first { $0.label == "column" }?.view?.stack?.arranged.count, 2)
        let solution = try? AutoLayoutModel.solve(layout, width: 400, height: 300, direction: .leftToRight, safeAreaInsets: .zero)
        assertFrames(solution, [
            "column": ModelFrame(x: 10, y: 20, width: 120, height: 58), "title": ModelFrame(x: 10, y: 20, width: 120, height: 30),
            "row": ModelFrame(x: 10, y: 58, width: 104, height: 20), "left": ModelFrame(x: 10, y: 58, width: 40, height: 20),
            "right": ModelFrame(x: 54, y: 58, width: 60, height: 20),
        ])
    }

    // MARK: Scroll views

    /// A scroll view's edges, constrained against its content, mean the content area: the body
    /// sets the content size (its width from the frame guide), and the scroll view keeps its frame.
    func testScrollViewContentSizeFromItsContent() async {
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.leftToRight)
            let scroll = UIScrollView()
            scroll.shimLabel = "page"
            root.addSubview(scroll)
            scroll.translatesAutoresizingMaskIntoConstraints = false
            let body = Hand.view("body", in: scroll)
            NSLayoutConstraint.activate([
                scroll.leftAnchor.constraint(equalTo: root.leftAnchor),
                scroll.rightAnchor.constraint(equalTo: root.rightAnchor),
                scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                // UIKit reads these four as the content area's edges.
                body.leftAnchor.constraint(equalTo: scroll.leftAnchor),
                body.rightAnchor.constraint(equalTo: scroll.rightAnchor),
                body.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
                body.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                body.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                body.heightAnchor.constraint(equalToConstant: 900),
            ])
            return ShimRecorder.shared.snapshot(root: root)
        }
        XCTAssertEqual(layout.violations, [])
        let solution = try? AutoLayoutModel.solve(layout, width: 400, height: 300, direction: .leftToRight, safeAreaInsets: .zero)
        assertFrames(solution, ["page": ModelFrame(x: 0, y: 20, width: 400, height: 280), "body": ModelFrame(x: 0, y: 30, width: 400, height: 900)])
        XCTAssertEqual(solution?.contentSize(of: "page")?.width, 400)
        XCTAssertEqual(solution?.contentSize(of: "page")?.height, 910)
    }
}
