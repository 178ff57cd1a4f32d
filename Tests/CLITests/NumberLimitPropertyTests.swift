import Foundation
import XCTest

@testable import layoutc

/// The limit on numbers (grammar.md, "Limits") as a property over random numbers near it and
/// near the double's own limits, in every place a file or an option gives one: each run of
/// `check`, `solve` (table and JSON), `render` (SVG and HTML), `generate` and `format` either
/// refuses the input (T020 in the file, a usage error naming the option) exactly when a number is
/// beyond the limit, or prints only finite numbers. The expectation is computed here from the
/// numbers, with the checker's own double arithmetic, not read from the compiler.
final class NumberLimitPropertyTests: CommandTestCase {
    /// SplitMix64: a fixed seed gives the same cases on every machine.
    private struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        /// A uniform double in [0, 1).
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

        /// A positive number near one of the limits: the limit itself, a hair either side of it,
        /// a little or a lot past it, near the largest double, tiny, or an ordinary length.
        mutating func magnitude() -> Double {
            let limit = 1_000_000.0
            switch below(10) {
            case 0: return limit
            case 1: return limit.nextUp
            case 2: return limit.nextDown
            case 3: return limit + [0.5, 1, 1e-3, 100][below(4)]
            case 4: return limit - [0.5, 1, 1e-3, 100][below(4)]
            case 5: return limit * (1 + unit() * 10)
            case 6: return [1e7, 1e15, 1e300, Double.greatestFiniteMagnitude, 1e308][below(5)]
            case 7: return [1e-7, 1e-300, Double.leastNonzeroMagnitude, 1e-6][below(4)]
            case 8: return unit() * 1000
            default: return limit * (0.5 + unit() * 0.5)
            }
        }

        /// A factor near the square root of the limit, so that a product lands near it.
        mutating func factor() -> Double {
            1000 * (1 + (unit() - 0.5) * 0.01)
        }
    }

    /// A number as a `.layout` file and a command line write it: Swift's shortest round-trip
    /// spelling, which the lexer reads (`1e+308`, `1000000.0000000001`, `5e-324`).
    private func spelled(_ value: Double) -> String {
        "\(abs(value))"
    }

    private func admits(_ value: Double) -> Bool { abs(value) <= 1_000_000 }

    /// One case: a file, the options beside it, and what the checker must say.
    private struct Case {
        var text: String
        var options: [String] = ["--size", "375x667"]
        /// The code the file must be refused with: T020 for a number beyond the limit, T004 for
        /// a reciprocal past a double; nil when every number is within it.
        var refusal: String?
        /// The option whose value may be beyond the limit (a usage error naming it).
        var refusedOption: String?
        /// Whether the number is in a `canvas` statement, which only `solve` and `check` read
        /// (render and generate leave the file's canvases alone, a C003 one too).
        var isCanvas = false
    }

    private static let declarations = "view a, b\n"
    private static let constraints = """
        a.left = 10 @low; a.top = 10 @low; a.width = 100 @low; a.height = 50 @low
        b.left = 20 @low; b.top = 80 @low; b.width = 100 @low; b.height = 50 @low

        """

    private func refusal(_ values: Double...) -> String? {
        values.allSatisfy(admits) ? nil : "T020"
    }

    private func randomCase(_ generator: inout Generator) -> Case {
        let value = generator.magnitude()
        let isNegative = generator.below(2) == 1
        let signed = isNegative ? -value : value
        // Property values take no sign; equations, lets and comparisons do.
        let number = (isNegative ? "-" : "") + spelled(value)
        let unsigned = spelled(value)
        let base = Self.declarations + Self.constraints
        switch generator.below(13) {
        case 0:
            return Case(text: base + "a.left = \(number)\n", refusal: refusal(value))
        case 1:
            return Case(text: base + "a.width = \(number) * b.width\n", refusal: refusal(value))
        case 2:
            // The divisor's reciprocal is the multiplier, as the checker computes it; past a
            // double it is T004.
            let reciprocal = 1 / signed
            let code = !admits(value) ? "T020" : (!reciprocal.isFinite ? "T004" : refusal(reciprocal))
            return Case(text: base + "a.width = b.width / \(number)\n", refusal: code)
        case 3:
            return Case(text: "let k = \(number)\n" + base + "a.top = k + 1\n", refusal: refusal(value, signed + 1))
        case 4:
            return Case(
                text: "view a { margins \(unsigned) }\nview b\n" + Self.constraints + "a.leftMargin = b.left\n",
                refusal: refusal(value))
        case 5:
            return Case(text: "view a { intrinsic \(unsigned) x 20 }\nview b\n" + Self.constraints, refusal: refusal(value))
        case 6:
            let after = generator.magnitude()
            return Case(
                text: "stack s { spacing \(unsigned); view c; view d { spacingAfter \(spelled(after)) } }\n"
                    + base + "s.left = 0; s.top = 0\n",
                refusal: refusal(value, after))
        case 7:
            return Case(text: base + "when width >= \(number) { a.height = 5 }\n", refusal: refusal(value))
        case 8:
            // The file's canvases, solved at the first one taken when no size is given.
            return Case(
                text: "canvas \"\(unsigned)x667\", \"375x667\"\n" + base, options: [], refusal: refusal(value), isCanvas: true)
        case 9:
            let first = generator.factor(), second = generator.factor()
            return Case(
                text: base + "a.height = \(spelled(first)) * \(spelled(second)) * b.height\n", refusal: refusal(first * second))
        case 10:
            return Case(text: base, options: ["--size", "\(unsigned)x\(spelled(generator.magnitude()))"], refusedOption: "--size")
        case 11:
            return Case(text: base, options: ["--size", "375x667", "--safe-area", "0,\(unsigned),0,0"], refusedOption: "--safe-area")
        default:
            return Case(
                text: "let k = 0\n" + base + "a.left = k\n", options: ["--size", "375x667", "--let", "k=\(number)"],
                refusedOption: "--let")
        }
    }

    /// Whether the option's values in `options` are all within the limit.
    private func optionsAdmitted(_ options: [String]) -> Bool {
        for (index, option) in options.enumerated() where option.hasPrefix("--") && index + 1 < options.count {
            let text = options[index + 1]
            let parts: [Substring] = switch option {
            case "--size": text.split(separator: "x")
            case "--safe-area": text.split(separator: ",")
            default: text.split(separator: "=").dropFirst().map { $0 }
            }
            if parts.contains(where: { !admits(Double($0) ?? .infinity) }) { return false }
        }
        return true
    }

    /// A number that is not finite, where output prints numbers.
    private static let nonFinite = try! NSRegularExpression(pattern: #"\b(null|nan|inf|infinity)\b"#, options: [.caseInsensitive])

    private static let number = try! NSRegularExpression(pattern: #"[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?"#)

    /// The numbers of `text` as spelled, in order.
    private func numberTokens(_ text: String) -> [String] {
        Self.number.matches(in: text, range: NSRange(text.startIndex..., in: text))
            .compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    private func assertFinite(_ text: String, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let range = NSRange(text.startIndex..., in: text)
        if let match = Self.nonFinite.firstMatch(in: text, range: range), let found = Range(match.range, in: text) {
            XCTFail("\(context): '\(text[found])' printed where a number belongs:\n\(text.prefix(2000))", file: file, line: line)
        }
    }

    func testEveryCommandRefusesANumberBeyondTheLimitOrPrintsFiniteNumbers() throws {
        var generator = Generator(state: 0x5EED_2026_1E06)
        var refusedCount = 0, acceptedCount = 0, optionCount = 0
        for index in 0..<300 {
            let testCase = randomCase(&generator)
            let path = try directory.write("case\(index).layout", testCase.text)
            let context = "case \(index) \(testCase.options.joined(separator: " "))\n\(testCase.text)"

            if !optionsAdmitted(testCase.options) {
                // Every command taking the option refuses it by name: a usage error, nothing printed.
                for command in ["solve", "check", "render"] {
                    let result = run([command, path] + testCase.options)
                    XCTAssertEqual(result.status, .failure, "\(command), \(context)")
                    XCTAssertTrue(result.err.contains("for \(testCase.refusedOption ?? "?")") || result.err.contains("in \(testCase.refusedOption ?? "?")"), "\(command), \(context)\n\(result.err)")
                    XCTAssertEqual(result.out, "", context)
                }
                optionCount += 1
                continue
            }

            // The codes check reports, from its one-line format (`path:line:col: error: ... [CODE]`).
            let check = run(["check", path, "--format", "short"] + testCase.options)
            let codes = Set(check.out.split(separator: "\n").compactMap { $0.split(separator: "[").last?.dropLast() }.map(String.init))
            if let refusal = testCase.refusal {
                XCTAssertTrue(codes.contains(refusal), "\(context)\n\(check.out)\(check.err)")
                XCTAssertEqual(check.status, .findings, context)
                refusedCount += 1
            } else {
                XCTAssertFalse(codes.contains("T020") || codes.contains("T004"), "\(context)\n\(check.out)\(check.err)")
                acceptedCount += 1
            }
            assertFinite(check.out + check.err, "check, \(context)")

            let renderOptions = testCase.options.isEmpty ? ["--size", "375x667"] : testCase.options
            let json = run(["solve", path, "--format", "json"] + testCase.options)
            let runs = [
                ("solve", run(["solve", path] + testCase.options)), ("solve json", json),
                ("render", run(["render", path] + renderOptions)),
                ("render html", run(["render", path, "--format", "html"] + renderOptions)),
                ("generate", run(["generate", path, "--target", "uikit"])),
            ]
            for (name, result) in runs {
                // Exit 2 here would be an internal failure: never allowed.
                XCTAssertNotEqual(result.status, .failure, "\(name), \(context)\n\(result.err)")
                if testCase.refusal != nil, !testCase.isCanvas || name.hasPrefix("solve") {
                    XCTAssertEqual(result.status, .findings, "\(name), \(context)")
                }
                assertFinite(result.out, "\(name), \(context)")
                assertFinite(result.err, "\(name) (standard error), \(context)")
            }
            // JSON frames are numbers, each finite (JSON has no other spelling for one).
            let document = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
            let frames = document?["frames"] as? [String: [String: Any]] ?? [:]
            XCTAssertEqual(frames.isEmpty, json.status == .findings, context)
            for (view, frame) in frames {
                for key in ["x", "y", "width", "height"] {
                    let value = (frame[key] as? NSNumber)?.doubleValue
                    XCTAssertTrue(value?.isFinite == true, "\(view).\(key) = \(String(describing: frame[key])), \(context)")
                }
            }
            // The formatter keeps every number as written, refused or not.
            let formatted = run(["format", path])
            XCTAssertEqual(formatted.status, .success, context)
            XCTAssertEqual(numberTokens(formatted.out), numberTokens(testCase.text), context)
        }
        // The generator reaches both sides of the limit, in files and in options.
        XCTAssertGreaterThan(refusedCount, 50)
        XCTAssertGreaterThan(acceptedCount, 50)
        XCTAssertGreaterThan(optionCount, 10)
    }
}
