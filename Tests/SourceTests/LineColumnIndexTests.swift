import LayoutSource
import LayoutTestSupport
import XCTest

/// `LineColumnIndex` gives exactly what `SourceFile.lineColumn(at:)` gives, on any bytes.
final class LineColumnIndexTests: XCTestCase {
    func testAgreesWithTheFileOnEveryOffsetOfRandomFiles() {
        var random = SplitMix64(seed: 7)
        let alphabet: [UInt8] = Array("ab =\n\r\t界é🙂".utf8) + [0x80, 0xC3, 0xFF]
        for round in 0..<60 {
            // Long lines across several index blocks, and files that end on a block's edge.
            let length = round % 3 == 0 ? 2048 : Int.random(in: 0...5000, using: &random)
            let newlineChance = [0.0, 0.001, 0.05][round % 3]
            let bytes = (0..<length).map { _ in
                random.chance(newlineChance) ? UInt8(ascii: "\n") : alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }
            let file = SourceFile(path: "r.layout", bytes: bytes)
            let index = LineColumnIndex(file)
            for offset in -2...(length + 2) {
                XCTAssertEqual(index.lineColumn(at: offset), file.lineColumn(at: offset), "round \(round) offset \(offset)")
                XCTAssertEqual(file.line(at: offset), file.lineColumn(at: offset).line, "round \(round) offset \(offset)")
            }
        }
    }

    func testColumnsFarAlongAMegabyteLineCountScalars() {
        let piece = "a.left = 界 + "  // 13 scalars, 15 bytes
        let text = "view a\n" + String(repeating: piece, count: 70_000) + "end\n"
        let file = SourceFile(path: "long.layout", text: text)
        let index = LineColumnIndex(file)
        let endOffset = file.bytes.count - 4
        XCTAssertEqual(index.lineColumn(at: endOffset), LineColumn(line: 2, column: 13 * 70_000 + 1))
        XCTAssertEqual(index.lineColumn(at: file.bytes.count), LineColumn(line: 3, column: 1))
    }
}
