import Foundation
import LayoutSource
import LayoutIR
import LayoutChecker
import LayoutTestSupport
import XCTest

/// The IR means what the reference oracle means: for every fixture that checks without errors,
/// the oracle's expanded constraints (`kiwi_layout.py --dump-flat`) and the IR agree once both
/// are normalized, up to deduplication (the IR keeps one copy, at the highest priority) and
/// equations without unknowns (the IR drops them with a warning).
///
/// The oracle lives outside the package (in `../shared`) and needs kiwisolver, so the test is
/// skipped where either is missing, except under CI, where that fails it.
final class OracleAgreementTests: XCTestCase {
    /// Fixtures the oracle cannot read although the language allows them.
    private let beyondTheOracle: Set<String> = [
        "newline-in-parentheses.layout",  // the oracle ends statements at every newline
    ]

    private struct FlatConstraint {
        var constraint: LayoutConstraint
        var line: String
    }

    /// The oracle's constraints for `path`, implicit ones left out; `nil` if it rejects the file.
    private func oracleConstraints(
        _ oracle: String, for path: String, views: [ViewDeclaration]
    ) throws -> [FlatConstraint]? {
        let dump = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: dump) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", oracle, path, "--dump-flat", dump.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let lines = try String(contentsOf: dump, encoding: .utf8).split(separator: "\n").map(String.init)
        // The oracle writes width >= 0 and height >= 0 per view, then root.left and root.top first.
        let implicit = 2 * views.count + 2
        let ids = Dictionary(uniqueKeysWithValues: views.enumerated().map { ($1.name, ViewID($0)) })
        let span = SourceSpan(path: path, range: SourceRange(at: 0))
        return lines.dropFirst(implicit).map { line in
            let fields = line.split(separator: " ").map(String.init)
            let relation: ConstraintRelation = switch fields[1] {
            case ">=": .greaterThanOrEqual
            case "<=": .lessThanOrEqual
            default: .equal
            }
            let terms = fields.dropFirst(3).map { pair -> LinearTerm in
                let parts = pair.split(separator: ":")
                let name = parts[0].split(separator: ".")
                let attribute = PrimaryAttribute.allCases.first { $0.description == String(name[1]) } ?? .left
                return LinearTerm(LayoutVariable(ids[String(name[0])] ?? .root, attribute), Double(parts[1]) ?? .nan)
            }
            let constraint = LayoutConstraint(
                terms: terms, constant: Double(fields[2]) ?? .nan, relation: relation,
                priority: ConstraintPriority(Double(fields[0]) ?? .nan), span: span
            ).normalized()
            return FlatConstraint(constraint: constraint, line: line)
        }
    }

    private func agree(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.relation == b.relation && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy {
                $0.variable == $1.variable && abs($0.coefficient - $1.coefficient) <= 1e-9 * max(1, abs($0.coefficient))
            }
            && abs(a.constant - b.constant) <= 1e-9 * max(1, abs(a.constant))
    }

    func testIRMeansWhatTheOracleMeans() throws {
        let oracle = try SharedMaterial.require("oracle/kiwi_layout.py", pythonModules: ["kiwisolver"])
        var compared = 0
        for name in try FixtureHarness.fixtureNames() where !beyondTheOracle.contains(name) {
            let source = try FixtureHarness.load(name)
            // The oracle knows only the core; files that use extensions say so on a marker line.
            guard !source.text(in: SourceRange(start: 0, end: source.bytes.count)).goesBeyondTheCore else { continue }
            let result = check(CheckRequest(source: source))
            guard !result.hasErrors else { continue }
            let path = FixtureHarness.directory.appendingPathComponent(name).path
            guard let flat = try oracleConstraints(oracle, for: path, views: result.ir.views) else {
                XCTFail("\(name): the checker accepts it but the oracle rejects it")
                continue
            }
            let ir = result.ir.constraints
            for expected in flat where !expected.constraint.terms.isEmpty {
                XCTAssertTrue(
                    ir.contains { agree($0, expected.constraint) && $0.priority >= expected.constraint.priority },
                    "\(name): the IR lacks the oracle's \(expected.line)")
            }
            for constraint in ir {
                XCTAssertTrue(
                    flat.contains { agree($0.constraint, constraint) && $0.constraint.priority == constraint.priority },
                    "\(name): the oracle lacks \(IRRendering.render(constraint, in: result.ir))")
            }
            compared += 1
        }
        XCTAssertGreaterThan(compared, 8)
    }
}
