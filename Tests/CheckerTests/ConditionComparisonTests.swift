import LayoutChecker
import LayoutIR
import LayoutParser
import LayoutSource
import XCTest

/// A written comparison (`ConditionComparison`, syntax) becomes the IR's `CanvasComparison` of
/// the same spelling.
final class ConditionComparisonTests: XCTestCase {
    func testEveryWrittenComparisonBecomesTheSameComparisonInTheIR() {
        for written in ConditionComparison.allCases {
            let text = "view a\nwhen width \(written.rawValue) 600 { a.width = 1 }\n"
            let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
            XCTAssertEqual(result.diagnostics.map(\.message), [], written.rawValue)
            XCTAssertEqual(result.ir.conditions.map(\.description), ["width \(written.rawValue) 600"], written.rawValue)
            guard case .canvas(.width, let comparison, 600)? = result.ir.conditions.first else {
                XCTFail("no canvas condition for \(written.rawValue)")
                continue
            }
            XCTAssertEqual(comparison.rawValue, written.rawValue)
        }
    }
}
