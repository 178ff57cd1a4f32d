import LayoutSource
import LayoutLexer
@_spi(FlatSyntax) @testable import LayoutParser
import LayoutIR
@testable import LayoutChecker
import LayoutTestSupport
import XCTest

/// Plain statements are stored flat (`SyntaxStorage`); that must change nothing anyone can see:
/// the same tree, the same diagnostics, the same IR as with every statement boxed.
final class FlatSyntaxTests: XCTestCase {
    /// Parses `source` with and without flat storage and checks both trees; asserts that the
    /// trees, the parser's diagnostics and the checked results agree.
    private func assertStoragesAgree(_ source: SourceFile, file: StaticString = #filePath, line: UInt = #line) {
        let tokens = Lexer.tokens(of: source)
        let flat = parse(source, tokens: tokens, usesFlatStorage: true)
        let boxed = parse(source, tokens: tokens, usesFlatStorage: false)
        let text = String(decoding: source.bytes, as: UTF8.self)
        XCTAssertEqual(flat.tree, boxed.tree, text, file: file, line: line)
        XCTAssertEqual(flat.tree.statementCount, boxed.tree.statements.count, text, file: file, line: line)
        XCTAssertEqual(SyntaxDump.dump(flat.tree, includeRanges: true), SyntaxDump.dump(boxed.tree, includeRanges: true), text, file: file, line: line)
        XCTAssertEqual(flat.diagnostics, boxed.diagnostics, text, file: file, line: line)
        XCTAssertEqual(boxed.tree.storage.equations.count + boxed.tree.storage.declarations.count, 0, file: file, line: line)
        let flatChecked = check(flat.tree, in: source)
        let boxedChecked = check(boxed.tree, in: source)
        XCTAssertEqual(flatChecked.ir, boxedChecked.ir, text, file: file, line: line)
        XCTAssertEqual(flatChecked.diagnostics, boxedChecked.diagnostics, text, file: file, line: line)
    }

    func testPlainStatementsAreStoredFlat() {
        let source = SourceFile(
            path: "f.layout",
            text: "view a, b\na.left = -(b.right * 2) + 8 - flex() @high\nb.top >= a.safeArea.top ~ 600; a.width = 1\n")
        let storage = parse(source).tree.storage
        XCTAssertEqual(storage.declarations.count, 1)
        XCTAssertEqual(storage.equations.count, 3)
        XCTAssertEqual(storage.boxed.count, 0)
    }

    func testUnusualStatementsAreStoredBoxed() {
        for text in [
            "view a {\n}", "a.left = b.left = 0", "[gap] a.left = 0", "a.left = 1 +", "view a,", "a.left = (1 +\n 2)",
            "when compact { a.left = 0 }", "use \"x.layout\"", "guide g", "a.left = 1 @bogus", "view defaultHigh",
            "a.left = 1 )", "a.left = " + String(repeating: "-", count: 100) + "1",
        ] {
            let storage = parse(SourceFile(path: "f.layout", text: text)).tree.storage
            XCTAssertEqual(storage.equations.count + storage.declarations.count, 0, text)
        }
    }

    func testStoragesAgreeOnEdgeCases() {
        for text in [
            "view a, b\na.left = b.left\n", "a.left = c.left", "view a\na.left = a.lft", "view a\na.left = a.edges",
            "view a\na.safeArea.top = root.safeArea.bottom", "view a\n+a.left = ((a.width)) * 0.5 / 2",
            "view a\na.left == 1e3 @1000", "view a\na.left = 1 @0", "view a\na.left <= 2 ~low; a.top >= 1 @ defaultHigh",
            "view a\na.left = 2 ~fittingSize\na.top = 1 @ required\na.width = 3 @2.5e2\na.height = 4 @medium", "view a; a.left = 1; view a",
            "x.left = 0\nview x", "view a, b, a\nview b, root_1\na.left = b.left", "view a\n(a.left\n) = 1", "view a\na.left = " + String(repeating: "(", count: 70) + "1"
                + String(repeating: ")", count: 70),
            "view a\na.left = 1" + String(repeating: " + 1", count: 80),
            "view aVeryLongViewNameIndeed, aVeryLongViewNameIndeee\naVeryLongViewNameIndeed.left = aVeryLongViewNameIndeee.right",
        ] {
            assertStoragesAgree(SourceFile(path: "f.layout", text: text))
        }
    }

    func testStoragesAgreeOnRandomFiles() {
        var generator = RandomLayoutFiles(seed: 7)
        for _ in 0..<500 {
            assertStoragesAgree(SourceFile(path: "r.layout", text: generator.file()))
        }
    }

    /// Random files with a few bytes inserted or deleted: mostly statements that start plain
    /// and go wrong part way, where the flat parse must rewind cleanly.
    func testStoragesAgreeOnMutatedFiles() {
        var random = SplitMix64(seed: 99)
        let alphabet = Array(
            "ab.left top width = == >= <= + - * / ( ) @ ~ high 5 0.5 flex() view , ; \n [ ] { } when root safeArea #".utf8)
        var generator = RandomLayoutFiles(seed: 5)
        for _ in 0..<2000 {
            var bytes = Array(("view a, b\n" + generator.file()).utf8)
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                if Bool.random(using: &random), position < bytes.count {
                    bytes.remove(at: position)
                } else {
                    bytes.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &random)], at: position)
                }
            }
            assertStoragesAgree(SourceFile(path: "m.layout", bytes: bytes))
        }
    }

    func testStoragesAgreeOnFixtures() throws {
        for name in try FixtureHarness.fixtureNames() {
            assertStoragesAgree(try FixtureHarness.load(name))
        }
    }

    func testCoreScalarSpellingsAreRecognizedExactly() {
        for attribute in WrittenAttribute.allCases {
            var spelled = attribute.rawValue
            let found = spelled.withUTF8 { WrittenAttribute(coreScalarSpelledBy: $0) }
            XCTAssertEqual(found, attribute.isCoreAttribute && !attribute.isCompound ? attribute : nil, attribute.rawValue)
        }
        for name in ["", "lef", "Left", "centerx", "tops", "trailin", "trailing_", "height\u{0}"] {
            var spelled = name
            XCTAssertNil(spelled.withUTF8 { WrittenAttribute(coreScalarSpelledBy: $0) }, name)
        }
    }

    func testViewNameTableFindsShortAndLongNames() {
        var table = ViewNameTable()
        let names = (0..<200).map { "v\($0)" } + ["a", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnopq",
            "abcdefghijklmnopqr", "root"]
        for (index, name) in names.enumerated() { table.insert(name, as: ViewID(index + 1)) }
        for (index, name) in names.enumerated() { XCTAssertEqual(table[name], ViewID(index + 1), name) }
        for name in ["", "b", "abcdefg", "abcdefghijklmno", "abcdefghijklmnopqrs", "abcdefghijklmnopqR", "v200"] {
            XCTAssertNil(table[name], name)
        }
    }

    func testRecentNameCacheAgreesWithTheTable() {
        var table = ViewNameTable()
        func lookUp(_ name: String) -> ViewID? {
            var name = name
            return name.withUTF8 { table.lookUp($0) }
        }
        // A miss is not remembered: the name can be declared later.
        XCTAssertNil(lookUp("late"))
        table.insert("late", as: ViewID(1))
        XCTAssertEqual(lookUp("late"), ViewID(1))
        let names = (0..<5000).map { "view\($0)" } + ["a", "abcdefghijklmnopq"]
        for (index, name) in names.enumerated() { table.insert(name, as: ViewID(index + 2)) }
        for _ in 0..<2 {
            for (index, name) in names.enumerated().reversed() { XCTAssertEqual(lookUp(name), ViewID(index + 2), name) }
        }
        for name in ["view5000", "b", "abcdefghijklmnopr", "view1x"] { XCTAssertNil(lookUp(name), name) }
    }
}
