import AutoLayoutModel
import AutoLayoutRecording
import LayoutCompiler
import LayoutIR
import XCTest

@_spi(Recording) import UIKitShim

/// Building a UIKit layout by hand in the shim, and comparing the model's frames of its snapshot
/// with the compiler's frames of the equivalent `.layout` text.
@MainActor
enum Hand {
    /// Empties the recorder and makes a labelled root in `direction` with `insets` as its safe area.
    static func root(_ direction: RecordedDirection, insets: RecordedInsets = .zero) -> UIView {
        ShimRecorder.shared.reset()
        ShimRecorder.shared.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let root = UIView()
        root.shimLabel = "root"
        root.shimSafeAreaInsets = UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        // The language measures root's margins from its bounds.
        root.insetsLayoutMarginsFromSafeArea = false
        return root
    }

    /// A labelled view added to `parent`, its autoresizing mask off, margins from its bounds.
    static func view(_ label: String, in parent: UIView) -> UIView {
        let view = UIView()
        configure(view, label, in: parent)
        return view
    }

    /// A labelled content view (a stand-in for a label) added to `parent`.
    static func content(
        _ label: String, in parent: UIView, size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil
    ) -> UIView {
        let view = ShimContentView(intrinsicContentSize: size, firstBaseline: firstBaseline, lastBaseline: lastBaseline)
        configure(view, label, in: parent)
        return view
    }

    /// A guide added to `owner`, its identifier the label.
    static func guide(_ label: String, in owner: UIView) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = label
        owner.addLayoutGuide(guide)
        return guide
    }

    private static func configure(_ view: UIView, _ label: String, in parent: UIView) {
        view.shimLabel = label
        parent.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.insetsLayoutMarginsFromSafeArea = false
    }

    /// Activates `constraints` at `priority`.
    static func activate(_ constraints: [NSLayoutConstraint], at priority: Float? = nil) {
        if let priority { for constraint in constraints { constraint.priority = UILayoutPriority(priority) } }
        NSLayoutConstraint.activate(constraints)
    }
}

/// The compiler's frames of `text` at `size` in `direction` with root's safe area inset by `insets`.
func compilerFrames(
    _ text: String, width: Double, height: Double, direction: RecordedDirection, insets: RecordedInsets = .zero,
    file: StaticString = #filePath, line: UInt = #line
) -> [(name: String, frame: ModelFrame)] {
    let layout = LayoutCompiler.compile(
        CompileRequest(path: "test.layout", text: text, direction: direction == .rightToLeft ? .rightToLeft : .leftToRight))
    let solution = layout.solve(
        in: LayoutEnvironment(
            size: CanvasSize(width: width, height: height),
            safeAreaInsets: SafeAreaInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)))
    XCTAssertEqual(solution.diagnostics.map(\.message), [], "the compiler must solve the text cleanly", file: file, line: line)
    return (solution.frames + solution.guides).map {
        ($0.name, ModelFrame(x: $0.x, y: $0.y, width: $0.width, height: $0.height))
    }
}

/// Asserts the model's frames of `layout` equal the compiler's frames of `text`, view by view
/// and guide by guide (every compiler frame has a labelled model frame and the reverse), exactly.
func assertSameFrames(
    _ layout: RecordedLayout, _ text: String, width: Double, height: Double, direction: RecordedDirection,
    insets: RecordedInsets = .zero, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(layout.violations, [], "the hand-built layout must be clean", file: file, line: line)
    let expected = compilerFrames(text, width: width, height: height, direction: direction, insets: insets, file: file, line: line)
    let solution: ModelSolution
    do {
        solution = try AutoLayoutModel.solve(
            layout, width: width, height: height, direction: direction, safeAreaInsets: insets)
    } catch {
        XCTFail("the model refused the layout: \(error)", file: file, line: line)
        return
    }
    let modelFrames = solution.frames
    XCTAssertEqual(modelFrames.map(\.label).sorted(), expected.map(\.name).sorted(), file: file, line: line)
    for (name, frame) in expected {
        XCTAssertEqual(solution.frame(of: name), frame, "\(name) in \(direction)", file: file, line: line)
    }
}
