import LayoutLexer
import LayoutTestSupport
import XCTest

/// `ExactDecimal` compares number literals as written, where doubles would round them together.
final class ExactDecimalTests: XCTestCase {
    private func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ExactDecimal {
        guard let value = ExactDecimal(literal: Array(text.utf8)) else {
            XCTFail("'\(text)' is no literal", file: file, line: line)
            return ExactDecimal(0)
        }
        return value
    }

    func testSpellingsOfOneValueAreEqual() {
        for text in ["1000", "1e3", "1E+3", "1000.000", "0001000", "10000e-1", "0.1e4", "100.0e1"] {
            XCTAssertEqual(value(text), ExactDecimal(1000), text)
        }
        for text in ["0", "0.000", "0e5", "000"] {
            XCTAssertTrue(value(text).isZero, text)
        }
    }

    func testValuesThatRoundToOneDoubleStayApart() {
        // Each pair reads as the same double; as written, the first is below the second.
        let pairs = [
            ("999.99999999999999", "1000"), ("999.9999999999999999999", "1000"), ("1000", "1000.00000000000001"),
            ("0", "1e-400"), ("1e-401", "1e-400"), ("500", "500.0000000000000000000000001"),
        ]
        for (lower, higher) in pairs {
            XCTAssertEqual(Double(lower), Double(higher), "\(lower) and \(higher) read as one double")
            XCTAssertLessThan(value(lower), value(higher), "\(lower) < \(higher)")
            XCTAssertFalse(value(higher) < value(lower), "\(higher) < \(lower)")
        }
        XCTAssertGreaterThan(value("1000.0000000000001"), ExactDecimal(1000))
        XCTAssertLessThan(value("999.9999999999999"), ExactDecimal(1000))
    }

    func testMalformedTextIsNoLiteral() {
        for text in ["", "1.", ".5", "1e", "1e+", "1.2.3", "12px", "1e5e5", "-1", "1 "] {
            XCTAssertNil(ExactDecimal(literal: Array(text.utf8)), text)
        }
    }

    func testOrderAgreesWithIntegersWrittenInManyForms() {
        var random = SplitMix64(seed: 18)
        // A random integer written with its decimal point moved and an exponent that undoes it.
        func spelled(_ integer: UInt, using random: inout SplitMix64) -> String {
            let digits = String(integer)
            let shift = Int.random(in: 0...6, using: &random)
            let padded = String(repeating: "0", count: max(0, shift - digits.count + 1)) + digits
            let point = padded.count - shift
            let mantissa = shift == 0 ? padded : String(padded.prefix(point)) + "." + String(padded.suffix(shift))
            return shift == 0 && Bool.random(using: &random) ? mantissa : mantissa + "e" + String(shift)
        }
        for _ in 0..<2000 {
            let left = UInt.random(in: 0...3000, using: &random)
            let right = UInt.random(in: 0...3000, using: &random)
            let a = spelled(left, using: &random)
            let b = spelled(right, using: &random)
            XCTAssertEqual(value(a) < value(b), left < right, "\(a) < \(b)")
            XCTAssertEqual(value(a) == value(b), left == right, "\(a) == \(b)")
            XCTAssertEqual(value(a), ExactDecimal(left), a)
        }
    }
}
