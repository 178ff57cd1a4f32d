import AutoLayoutModel
import AutoLayoutRecording
import LayoutCompiler
import LayoutIR
import XCTest

// Comparing the model's frames of a recorded layout with the compiler's frames of the equivalent
// `.layout` text (no shim imported here: UIKitHand.swift and AppKitHand.swift build the layouts).

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
