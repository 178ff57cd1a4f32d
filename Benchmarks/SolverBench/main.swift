// solver-bench: times LayoutSolver on a flat constraint system written by
// `kiwi_layout.py FILE --size WxH --dump-flat OUT` (one constraint a line:
// `PRIORITY OP CONSTANT VAR:COEFF ...`, meaning sum(COEFF*VAR) + CONSTANT OP 0).
//
//   solver-bench FLAT [--widths W1,W2,...] [--edit-variable NAME] [--values OUT] [--edit-first]
//                     [--undetermined OUT]
//
// Prints JSON: seconds to add every constraint, to read every value back, to swap the
// required `NAME == W` for an edit variable (removing it first, or with --edit-first adding
// the edit variable first), and per re-solve for each suggested width. --values writes
// `NAME VALUE` lines after adding, and to OUT.resized after the last suggestion;
// --undetermined writes the names `undeterminedVariables()` returns after adding.
import Foundation
import LayoutSolver

struct FlatSystem {
    var names: [String] = []
    var constraints: [(priority: Double, relation: Relation, constant: Double, terms: [(Int, Double)])] = []
}

enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    case malformed(line: Int, String)

    var description: String {
        switch self {
        case .usage(let text): return text
        case .malformed(let line, let text): return "line \(line): \(text)"
        }
    }
}

func parseFlat(_ text: String) throws -> FlatSystem {
    var system = FlatSystem()
    var index: [String: Int] = [:]
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let fields = line.split(separator: " ")
        guard !fields.isEmpty else { continue }
        guard fields.count >= 3, let priority = Double(fields[0]), let constant = Double(fields[2]) else {
            throw BenchError.malformed(line: number + 1, String(line))
        }
        let relation: Relation
        switch fields[1] {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw BenchError.malformed(line: number + 1, "unknown relation \(fields[1])")
        }
        var terms: [(Int, Double)] = []
        for field in fields.dropFirst(3) {
            guard let colon = field.lastIndex(of: ":"), let coefficient = Double(field[field.index(after: colon)...])
            else { throw BenchError.malformed(line: number + 1, String(field)) }
            let name = String(field[..<colon])
            let id: Int
            if let known = index[name] {
                id = known
            } else {
                id = system.names.count
                index[name] = id
                system.names.append(name)
            }
            terms.append((id, coefficient))
        }
        system.constraints.append((priority, relation, constant, terms))
    }
    return system
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

func run() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let path = arguments.first, !path.hasPrefix("-") else {
        throw BenchError.usage("usage: solver-bench FLAT [--widths W1,W2,...] [--edit-variable NAME] [--values OUT]")
    }
    arguments.removeFirst()
    var widths = (0..<10).map { 1500.0 + 50 * Double($0) }
    var editName = "root.width"
    var valuesPath: String?
    var editFirst = false
    var undeterminedPath: String?
    while let flag = arguments.first {
        arguments.removeFirst()
        if flag == "--edit-first" {
            editFirst = true
            continue
        }
        guard let value = arguments.first else { throw BenchError.usage("\(flag) needs a value") }
        arguments.removeFirst()
        switch flag {
        case "--widths": widths = value.split(separator: ",").compactMap { Double($0) }
        case "--edit-variable": editName = value
        case "--values": valuesPath = value
        case "--undetermined": undeterminedPath = value
        default: throw BenchError.usage("unknown argument \(flag)")
        }
    }
    let system = try parseFlat(try String(contentsOfFile: path, encoding: .utf8))
    let clock = ContinuousClock()

    var solver = Solver()
    let variables = system.names.map { solver.makeVariable(named: $0) }
    let constraints = system.constraints.map { flat in
        Constraint(
            LinearExpression(flat.terms.map { Term(variables[$0.0], $0.1) }, constant: flat.constant), flat.relation,
            priority: flat.priority)
    }
    var failures = 0
    // Timed with clock readings rather than closures: a closure capturing the solver would
    // copy it on every call.
    var start = clock.now
    for constraint in constraints {
        do { try solver.add(constraint) } catch { failures += 1 }
    }
    let addTime = clock.now - start
    var checksum = 0.0
    start = clock.now
    for variable in variables { checksum += solver.value(of: variable) }
    let updateTime = clock.now - start
    if let valuesPath {
        let lines = variables.map { "\(solver.name(of: $0)) \(solver.value(of: $0))" }
        try (lines.joined(separator: "\n") + "\n").write(toFile: valuesPath, atomically: true, encoding: .utf8)
    }
    start = clock.now
    let undetermined = solver.undeterminedVariables()
    let determinacyTime = clock.now - start
    if let undeterminedPath {
        let lines = undetermined.map { solver.name(of: $0) + "\n" }.joined()
        try lines.write(toFile: undeterminedPath, atomically: true, encoding: .utf8)
    }

    var setupTime = Duration.zero
    var resizeTime = Duration.zero
    var resizedChecksum = 0.0
    if let editIndex = system.names.firstIndex(of: editName) {
        let edited = variables[editIndex]
        let fixed = constraints.first { c in
            c.isRequired && c.relation == .equal && c.expression.terms.count == 1
                && c.expression.terms[0].variable == edited
        }
        let optional = system.constraints.map(\.priority).filter { $0 < 1000 }
        let editPriority = min(999.9, (optional.max() ?? 0) + (1000 - (optional.max() ?? 0)) / 2)
        start = clock.now
        do {
            if editFirst {
                try solver.addEditVariable(edited, priority: editPriority)
                if let fixed { try solver.remove(fixed) }
            } else {
                if let fixed { try solver.remove(fixed) }
                try solver.addEditVariable(edited, priority: editPriority)
            }
        }
        setupTime = clock.now - start
        start = clock.now
        for width in widths {
            try solver.suggestValue(width, for: edited)
            for variable in variables { resizedChecksum += solver.value(of: variable) }
        }
        resizeTime = clock.now - start
        if let valuesPath {
            let lines = variables.map { "\(solver.name(of: $0)) \(solver.value(of: $0))" }
            try (lines.joined(separator: "\n") + "\n").write(
                toFile: valuesPath + ".resized", atomically: true, encoding: .utf8)
        }
    }
    let report: [(String, String)] = [
        ("constraints", "\(constraints.count)"),
        ("variables", "\(variables.count)"),
        ("failed_adds", "\(failures)"),
        ("add_seconds", "\(seconds(addTime))"),
        ("update_seconds", "\(seconds(updateTime))"),
        ("undetermined", "\(undetermined.count)"),
        ("determinacy_seconds", "\(seconds(determinacyTime))"),
        ("edit_setup_seconds", "\(seconds(setupTime))"),
        ("resizes", "\(widths.count)"),
        ("resize_seconds_each", "\(widths.isEmpty ? 0 : seconds(resizeTime) / Double(widths.count))"),
        ("checksum", "\(checksum)"),
        ("resized_checksum", "\(resizedChecksum)"),
    ]
    print("{" + report.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("solver-bench: \(error)\n".utf8))
    exit(2)
}
