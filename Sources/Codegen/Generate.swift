import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutSource

/// The framework generated code is written for.
public enum CodeTarget: String, Hashable, Sendable, CaseIterable {
    /// UIKit (iOS, iPadOS, tvOS, Mac Catalyst): `UIView`, `UILayoutGuide`, `UILayoutPriority`.
    case uikit
    /// AppKit (macOS): `NSView`, `NSLayoutGuide`, `NSLayoutConstraint.Priority`.
    case appkit
    /// SwiftUI (iOS 16, macOS 13): a `Layout` that places the container's subviews by the frame
    /// engine (always `--engine frames`: SwiftUI has no constraints to install).
    case swiftui
}

/// What to generate: a file to check, and the framework to write for.
public struct GenerateRequest: Sendable {
    /// The file, its direction (irrelevant to the code, which UIKit flips itself) and include loader.
    public var check: CheckRequest
    /// The framework.
    public var target: CodeTarget
    /// What lays the views out at run time: Auto Layout (the default) or the generated code itself;
    /// SwiftUI has no constraints to install, so its layout is always frame code.
    public var engine: CodeEngine

    /// Creates a request.
    public init(check: CheckRequest, target: CodeTarget, engine: CodeEngine = .autolayout) {
        self.check = check
        self.target = target
        self.engine = engine
    }
}

/// Generated Swift source, or the diagnostics that prevented it.
public struct GeneratedCode: Sendable {
    /// The Swift source; `nil` when the file has errors or a constraint cannot be expressed.
    public var text: String?
    /// The generated type's name (`FeedCardLayout` for `feed-card.layout`).
    public var typeName: String
    /// Every diagnostic of checking and generating, sorted for output.
    public var diagnostics: [Diagnostic]
    /// Every file read: the checked file first, then the files it uses.
    public var sources: [SourceFile]
    /// The file's named constants (`let`), with the values the code was generated with.
    public var constants: [NamedConstant] = []

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// The file as every engine of `generate` (and the preview's plan) checks it: through the
/// compiler, written equations kept, left to right, with what `check` reports without a size.
/// Returns the request as checked, for the checks the engines make later.
func checkedForGeneration(_ request: CheckRequest) -> (request: CheckRequest, checked: CheckResult) {
    var checkRequest = request
    checkRequest.keepsWrittenEquations = true
    // The code is the same in both directions (Auto Layout flips leading and trailing itself);
    // checking left to right gives the diagnostics of `check`'s default.
    checkRequest.direction = .leftToRight
    let compilation = LayoutCompiler.compileKeepingCheck(checkRequest)
    var checked = compilation.checked
    // What `check` reports without a size: the front end's findings (the file's canvases'
    // included), and conflicts that no canvas could satisfy, in every variant. A file `check`
    // calls wrong generates nothing.
    checked.diagnostics = compilation.layout.findingsForGeneration()
    return (checkRequest, checked)
}

extension CompiledLayout {
    /// What `check` reports without a size, in every variant, without the V008 note: it asks for
    /// --size, which generate does not take, and the code decides each canvas condition at run
    /// time (activate(for:)).
    package func findingsForGeneration() -> [Diagnostic] {
        (hasVariants ? check(sizes: [], variants: VariantSelection()) : check(sizes: []))
            .filter { !($0.code == .conditionNeedsCanvas && $0.severity == .note) }
    }
}

/// Checks the request's file and writes the Swift code that installs its constraints
/// (grammar.md, "Code generation").
public func generateCode(_ request: GenerateRequest) -> GeneratedCode {
    let generation = checkedForGeneration(request.check)
    let checkRequest = generation.request
    var checked = generation.checked
    let typeName = SwiftNames.typeName(forFile: request.check.source.path)
    guard !checked.hasErrors else {
        var result = GeneratedCode(text: nil, typeName: typeName, diagnostics: checked.diagnostics, sources: checked.sources)
        result.constants = checked.ir.constants
        return result
    }
    if request.engine == .frames || request.target == .swiftui {
        var generator = frameGenerator(checked: checked, request: checkRequest, target: request.target, typeName: typeName)
        let text = request.target == .swiftui ? generator.generateSwiftUI() : generator.generate()
        let diagnostics = (checked.diagnostics + generator.diagnostics).sortedForOutput()
        var result = GeneratedCode(
            text: diagnostics.containsErrors ? nil : text, typeName: typeName, diagnostics: diagnostics, sources: checked.sources)
        result.constants = checked.ir.constants
        return result
    }
    uniteDirections(&checked, request: checkRequest)
    var generator = SwiftGenerator(checked: checked, target: request.target, typeName: typeName)
    generator.constantPlan = constantPlan(checked, request: checkRequest, target: request.target, typeName: typeName)
    let scaled = scaledConstants(checked, request: checkRequest, target: request.target, typeName: typeName)
    generator.scaledConstants = scaled.constants
    let text = generator.generate()
    let diagnostics = (checked.diagnostics + generator.diagnostics + scaled.errors).sortedForOutput()
    var result = GeneratedCode(
        text: diagnostics.containsErrors ? nil : text, typeName: typeName, diagnostics: diagnostics,
        sources: checked.sources)
    result.constants = checked.ir.constants
    return result
}

/// The frame engine's generator for a checked file: with the file checked right to left too
/// when it names leading or trailing, since the frames then differ by direction.
func frameGenerator(checked: CheckResult, request: CheckRequest, target: CodeTarget, typeName: String) -> FrameGenerator {
    var mirrored: CheckResult?
    if mentionsDirection(checked.sources) {
        var mirroredRequest = request
        mirroredRequest.direction = .rightToLeft
        let result = check(mirroredRequest)
        if !result.hasErrors { mirrored = result }
    }
    return FrameGenerator(checked: checked, mirrored: mirrored, target: target, typeName: typeName, request: request)
}

/// The checker drops what is a duplicate, or has no unknowns, in the direction it checks; with
/// leading and trailing, that may differ in the other direction, and the code serves both.
private func uniteDirections(_ checked: inout CheckResult, request: CheckRequest) {
    guard mentionsDirection(checked.sources) else { return }
    var checkRequest = request
    checkRequest.direction = .rightToLeft
    let mirrored = check(checkRequest)
    guard !mirrored.hasErrors else { return }
    let united = unionOfWrittenConstraints(checked.ir.constraints, mirrored.ir.constraints)
    // A duplicate in one direction only is generated after all: its D001/D002 warning
    // (which says it is ignored) would be wrong about the code.
    let kept = Set(checked.ir.constraints.map(\.span))
    let added = Set(united.map(\.span)).subtracting(kept)
    checked.diagnostics.removeAll { diagnostic in
        guard let span = diagnostic.span, added.contains(span) else { return false }
        return diagnostic.code == .duplicateConstraint || diagnostic.code == .constraintAtTwoPriorities
    }
    checked.ir.constraints = united
}

/// Which named constants the generated type can let an app set: those that, checked again at two
/// other values, change nothing of the code but constraints' constants, and those linearly (an
/// added term, scaled by a number). The rest are folded (a multiplier, a priority, a property
/// value, a condition, or a term that is not linear).
///
/// A constant nothing in the file reads (`CheckResult.readConstants`) is folded without checking
/// the file again: its value changes nothing, and no other constant follows it. Checking again for
/// every constant made a file of many unused constants cubic (issue 29). Without
/// `takesShortcuts` every constant is checked again: the reference the tests compare with.
func constantPlan(
    _ checked: CheckResult, request: CheckRequest, target: CodeTarget, typeName: String, takesShortcuts: Bool = true
) -> ConstantPlan {
    var plan = ConstantPlan()
    guard !checked.ir.constants.isEmpty else { return plan }
    func placeholderCode(_ result: CheckResult) -> (text: String, constants: [Double]) {
        var generator = SwiftGenerator(checked: result, target: target, typeName: typeName)
        generator.placeholderConstants = true
        let text = generator.generate()
        return (text, generator.generatedConstraints.map(\.constraint.constant))
    }
    let base = placeholderCode(checked)
    var checkedValues: [String: Double] = [:]
    for constant in checked.ir.constants where checkedValues[constant.name] == nil {
        checkedValues[constant.name] = constant.value
    }
    // A constant computed from others (`let wide = gap * 2`) follows them: it is not settable on
    // its own, or setting both would count the one twice.
    var derived = Set<String>()
    var candidates: [(name: String, value: Double, terms: [(constraint: Int, slope: Double)])] = []
    for constant in checked.ir.constants {
        guard !takesShortcuts || checked.readConstants.contains(constant.name) else {
            candidates.append((constant.name, constant.value, []))
            continue
        }
        var samples: [[Double]] = []
        for delta in [1.0, 2.0] {
            var perturbed = request
            perturbed.constantOverrides[constant.name] = constant.value + delta
            var result = check(perturbed)
            guard !result.hasErrors else { break }
            for other in result.ir.constants where other.name != constant.name {
                if checkedValues[other.name] != other.value { derived.insert(other.name) }
            }
            uniteDirections(&result, request: perturbed)
            let code = placeholderCode(result)
            guard code.text == base.text, code.constants.count == base.constants.count,
                result.viewProperties == checked.viewProperties
            else { break }
            samples.append(code.constants)
        }
        var terms: [(constraint: Int, slope: Double)] = []
        var isLinear = samples.count == 2
        if isLinear {
            for index in base.constants.indices {
                let slope = samples[0][index] - base.constants[index]
                let second = samples[1][index] - base.constants[index]
                guard abs(second - 2 * slope) <= 1e-9 * max(1, abs(second)) else { isLinear = false; break }
                if slope != 0 { terms.append((index, slope)) }
            }
        }
        candidates.append((constant.name, constant.value, isLinear ? terms : []))
    }
    for candidate in candidates {
        if derived.contains(candidate.name) {
            plan.derived.append(candidate.name)
        } else if !candidate.terms.isEmpty {
            plan.settable.append(SettableConstant(name: candidate.name, value: candidate.value, terms: candidate.terms))
        } else {
            plan.folded.append(candidate.name)
        }
    }
    return plan
}

/// How each generated constraint's constant follows the content size (UIKit): the file is
/// checked again with each text style's factor made up (2, then 3, where the table's is 1 at
/// `large`, the code's category); a constant that grows linearly with a factor holds that
/// style's scaled numbers, by its slope. Code that differs otherwise (a scaled number in a
/// multiplier or a priority), or a constant not linear in a factor (scaled numbers multiplied
/// together), cannot follow the category at run time: T025. AppKit keeps every value at `large`.
private func scaledConstants(
    _ checked: CheckResult, request: CheckRequest, target: CodeTarget, typeName: String
) -> (constants: [ScaledConstant], errors: [Diagnostic]) {
    guard target == .uikit, !checked.ir.scaledStyles.isEmpty else { return ([], []) }
    func placeholderCode(_ result: CheckResult) -> (text: String, constants: [Double]) {
        var generator = SwiftGenerator(checked: result, target: target, typeName: typeName)
        generator.placeholderConstants = true
        let text = generator.generate()
        return (text, generator.generatedConstraints.map(\.constraint.constant))
    }
    let base = placeholderCode(checked)
    var terms: [Int: [(style: TextStyle, amount: Double)]] = [:]
    for style in checked.ir.scaledStyles {
        var samples: [[Double]] = []
        for factor in [2.0, 3.0] {
            var perturbed = request
            perturbed.scaleOverrides[style] = factor
            var result = check(perturbed)
            guard !result.hasErrors else { break }
            uniteDirections(&result, request: perturbed)
            let code = placeholderCode(result)
            guard code.text == base.text, code.constants.count == base.constants.count else { break }
            samples.append(code.constants)
        }
        let location = checked.ir.firstScaledSpan
        guard samples.count == 2 else {
            return ([], [.error(
                .scaledBeyondConstant,
                "a scaled(..., \(style.rawValue)) number is used where generated code cannot follow the content size: "
                    + "in a multiplier, a priority or a property", at: location,
                notes: ["scaled numbers may be added to constraints' constants; generate for AppKit keeps them at 'large'"])])
        }
        for index in base.constants.indices {
            let slope = samples[0][index] - base.constants[index]
            let second = samples[1][index] - base.constants[index]
            guard abs(second - 2 * slope) <= 1e-9 * max(1, abs(second)) else {
                return ([], [.error(
                    .scaledBeyondConstant,
                    "scaled(..., \(style.rawValue)) numbers multiplied or divided by scaled numbers: generated code "
                        + "cannot follow the content size", at: location,
                    notes: ["write the product as one scaled number, such as scaled(24) for scaled(12) * 2"])])
            }
            if abs(slope) > 1e-12 { terms[index, default: []].append((style, slope)) }
        }
    }
    return (terms.keys.sorted().map { ScaledConstant(constraint: $0, terms: terms[$0] ?? []) }, [])
}

/// Whether any of `sources` spells `leading` or `trailing` (margins included): only then can the
/// checker keep different constraints in the two directions.
private func mentionsDirection(_ sources: [SourceFile]) -> Bool {
    let words: [[UInt8]] = [Array("leading".utf8), Array("trailing".utf8)]
    for source in sources {
        let bytes = source.bytes
        for word in words where bytes.count >= word.count {
            for start in 0...(bytes.count - word.count) where bytes[start] == word[0] {
                if bytes[start..<(start + word.count)].elementsEqual(word) { return true }
            }
        }
    }
    return false
}

/// What identifies a constraint across the two directions' IRs: everything but the lowered
/// terms, which differ by direction.
private struct WrittenKey: Hashable {
    var span: SourceSpan
    var component: String?
    var written: WrittenEquation?
    var priority: ConstraintPriority
    var condition: Int?
    var name: String?

    init(_ constraint: LayoutConstraint) {
        span = constraint.span
        component = constraint.component
        written = constraint.written
        priority = constraint.priority
        condition = constraint.condition
        name = constraint.name
    }
}

/// `first`, with the constraints of `second` it lacks inserted where `second` has them: both are
/// subsequences, in source order, of what the checker made before deduplicating.
private func unionOfWrittenConstraints(_ first: [LayoutConstraint], _ second: [LayoutConstraint]) -> [LayoutConstraint] {
    let firstKeys = Set(first.map(WrittenKey.init))
    var positionInSecond: [WrittenKey: Int] = [:]
    for (index, constraint) in second.enumerated() where positionInSecond[WrittenKey(constraint)] == nil {
        positionInSecond[WrittenKey(constraint)] = index
    }
    var result: [LayoutConstraint] = []
    var next = 0
    func takeSecond(upTo end: Int) {
        while next < end {
            if !firstKeys.contains(WrittenKey(second[next])) { result.append(second[next]) }
            next += 1
        }
    }
    for constraint in first {
        if let position = positionInSecond[WrittenKey(constraint)], position >= next {
            takeSecond(upTo: position)
            next = position + 1
        }
        result.append(constraint)
    }
    takeSecond(upTo: second.count)
    return result
}
