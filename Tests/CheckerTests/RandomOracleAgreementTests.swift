import Foundation
import LayoutSource
import LayoutParser
import LayoutIR
import LayoutChecker
import LayoutTestSupport
import XCTest

/// Seeded differential test: random files are checked here and expanded by the reference
/// oracle's own front end (`kiwi_layout.py`'s Parser and expand), in one python process.
///
/// Where the checker finds no error, the oracle must accept the file and mean the same
/// constraints. Where the oracle rejects a file, the checker must find an error. Where the checker
/// is stricter than the oracle, its errors must be among the documented differences.
///
/// Skipped where the oracle (`../shared`) or kiwisolver is missing, except under CI, where that fails it.
final class RandomOracleAgreementTests: XCTestCase {
    /// Errors the checker reports on files the oracle's front end accepts, by design: equations
    /// without unknowns and conflicting equalities (the oracle fails later, when solving), and
    /// flex() or edges times exactly 1 or -1 (the spec forbids any scaling; the oracle lets a
    /// factor of magnitude 1 through).
    private let stricterThanTheOracle: Set<DiagnosticCode> = [
        .alwaysFalse, .conflictingEqualities, .scaledFlex, .scaledEdges,
    ]

    private static let driver = """
        import sys
        sys.path.insert(0, sys.argv[1])
        import kiwi_layout as K
        EXPANSION = {"left": [("left", 1)], "leading": [("left", 1)], "top": [("top", 1)],
                     "width": [("width", 1)], "height": [("height", 1)],
                     "right": [("left", 1), ("width", 1)], "trailing": [("left", 1), ("width", 1)],
                     "bottom": [("top", 1), ("height", 1)],
                     "centerX": [("left", 1), ("width", 0.5)], "centerY": [("top", 1), ("height", 0.5)]}
        for path in sys.argv[2:]:
            try:
                p = K.Parser(open(path).read()).parse()
                rows = []
                for line, form, rel, priority in K.expand(p):
                    terms = []
                    for (view, attr), c in form.terms.items():
                        terms += [f"{view}:{prim}:{c * w!r}" for prim, w in EXPANSION[attr]]
                    rows.append(f"ROW {priority!r} {rel} {form.const!r} " + " ".join(terms))
                print("FILE ok")
                for row in rows:
                    print(row)
            except K.LayoutError as e:
                print("FILE error " + str(e).replace(chr(10), " "))
        """

    private struct OracleFile {
        var error: String?
        var rows: [String] = []
    }

    private func runOracle(_ oracleFolder: String, on paths: [String]) throws -> [OracleFile] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.driver, oracleFolder] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        var files: [OracleFile] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init) {
            if line == "FILE ok" {
                files.append(OracleFile())
            } else if line.hasPrefix("FILE error ") {
                files.append(OracleFile(error: String(line.dropFirst(11))))
            } else if line.hasPrefix("ROW "), !files.isEmpty {
                files[files.count - 1].rows.append(String(line.dropFirst(4)))
            }
        }
        return files
    }

    private func constraint(fromRow row: String, views: [ViewDeclaration]) -> LayoutConstraint {
        let fields = row.split(separator: " ").map(String.init)
        let relation: ConstraintRelation = switch fields[1] {
        case ">=": .greaterThanOrEqual
        case "<=": .lessThanOrEqual
        default: .equal
        }
        let ids = Dictionary(uniqueKeysWithValues: views.enumerated().map { ($1.name, ViewID($0)) })
        let terms = fields.dropFirst(3).map { triple -> LinearTerm in
            let parts = triple.split(separator: ":").map(String.init)
            let attribute = PrimaryAttribute.allCases.first { $0.description == parts[1] } ?? .left
            return LinearTerm(LayoutVariable(ids[parts[0]] ?? .root, attribute), Double(parts[2]) ?? .nan)
        }
        return LayoutConstraint(
            terms: terms, constant: Double(fields[2]) ?? .nan, relation: relation,
            priority: ConstraintPriority(Double(fields[0]) ?? .nan),
            span: SourceSpan(path: "", range: SourceRange(at: 0))
        ).normalized()
    }

    private func agree(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.relation == b.relation && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy {
                $0.variable == $1.variable && abs($0.coefficient - $1.coefficient) <= 1e-9 * max(1, abs($0.coefficient))
            }
            && abs(a.constant - b.constant) <= 1e-9 * max(1, abs(a.constant))
    }

    func testRandomFilesMeanWhatTheOracleMeans() throws {
        let oracleFolder = try SharedMaterial.require("oracle", pythonModules: ["kiwisolver"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-random-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = RandomLayoutFiles(seed: 31_337)
        var texts: [String] = []
        var paths: [String] = []
        for index in 0..<300 {
            let text = generator.file()
            let path = folder.appendingPathComponent("random-\(index).layout").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            texts.append(text)
            paths.append(path)
        }
        let oracle = try runOracle(oracleFolder, on: paths)
        XCTAssertEqual(oracle.count, texts.count)
        var agreedValid = 0
        var agreedInvalid = 0
        for (text, expected) in zip(texts, oracle) {
            let result = check(CheckRequest(source: SourceFile(path: "random.layout", text: text)))
            let errors = result.diagnostics.filter(\.isError)
            if let oracleError = expected.error {
                XCTAssertFalse(errors.isEmpty, "the oracle rejects (\(oracleError)) what the checker accepts:\n\(text)")
                agreedInvalid += 1
                continue
            }
            guard errors.isEmpty else {
                let unexpected = errors.filter { !stricterThanTheOracle.contains($0.code) }
                XCTAssertEqual(
                    unexpected.map { "\($0.code) \($0.message)" }, [],
                    "the checker rejects what the oracle accepts:\n\(text)")
                continue
            }
            let flat = expected.rows.map { constraint(fromRow: $0, views: result.ir.views) }
            for row in flat where !row.terms.isEmpty {
                XCTAssertTrue(
                    result.ir.constraints.contains { agree($0, row) && $0.priority >= row.priority },
                    "the IR lacks \(IRRendering.render(row, in: result.ir)):\n\(text)")
            }
            for constraint in result.ir.constraints {
                XCTAssertTrue(
                    flat.contains { agree($0, constraint) && $0.priority == constraint.priority },
                    "the oracle lacks \(IRRendering.render(constraint, in: result.ir)):\n\(text)")
            }
            agreedValid += 1
        }
        // Both outcomes must be well represented, or the comparison proves little.
        XCTAssertGreaterThan(agreedValid, 60, "\(agreedValid) valid, \(agreedInvalid) invalid")
        XCTAssertGreaterThan(agreedInvalid, 40)
    }
}
