import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutSource

/// Which run-time machinery generated code uses to lay the views out.
public enum CodeEngine: String, Hashable, Sendable, CaseIterable {
    /// Code that installs NSLayoutConstraints: Auto Layout solves them at run time (the default).
    case autolayout
    /// Code that computes every frame itself and sets it, with no Auto Layout and no library at
    /// run time (grammar.md, "The frame engine").
    case frames
}

/// The most variants the frame engine compiles: each combination of `when` conditions the
/// environment can make hold (`FrameVariants`) whose constraints differ has its own tableaus.
let frameEngineVariantLimit = 64

/// The sizes at which a variant's tableau is solved, tried in turn when one conflicts: where
/// the stored basis is, so the regions around these sizes cost no pivot at run time.
private let referenceSizes = [
    CanvasSize(width: 375, height: 667), CanvasSize(width: 1024, height: 768), CanvasSize(width: 320, height: 480),
    CanvasSize(width: 768, height: 1024), CanvasSize(width: 1600, height: 1200), CanvasSize(width: 100, height: 100),
]

/// A run-time input slot shared by every variant's tableau, in the order `fillInputs` writes them.
enum FrameInputSlot: Hashable {
    case rootWidth, rootHeight, inset(Int), hugging(Int, PrimaryAttribute), compression(Int, PrimaryAttribute), constant(String)
}

/// Writes the frame engine's Swift code for one checked file (grammar.md, "The frame engine").
struct FrameGenerator {
    let checked: CheckResult
    /// The file checked right to left, when it names leading or trailing (the frames differ).
    let mirrored: CheckResult?
    let target: CodeTarget
    let typeName: String
    let request: CheckRequest
    private(set) var diagnostics: [Diagnostic] = []

    init(checked: CheckResult, mirrored: CheckResult?, target: CodeTarget, typeName: String, request: CheckRequest) {
        self.checked = checked
        self.mirrored = mirrored
        self.target = target
        self.typeName = typeName
        self.request = request
    }

    private var ir: LayoutIR { checked.ir }
    private var viewType: String { target == .uikit ? "UIView" : "NSView" }

    /// The views the file declares, in declaration order: the initializer's parameters.
    private var declaredViews: [ViewID] {
        ir.viewIDs.filter {
            $0 != .root && !ir.views[$0.index].isGuide && !ir.views[$0.index].isImplicitGuide
                && ir.views[$0.index].stackGuideOwner == nil
        }
    }

    private func compiled(_ result: CheckResult) -> CompiledLayout {
        CompiledLayout(source: request.source, ir: result.ir, diagnostics: result.diagnostics, sources: result.sources)
    }

    private mutating func refuse(_ reason: String, at span: SourceSpan?) {
        diagnostics.append(.error(.notCompiledToFrames, reason, at: span ?? SourceSpan(path: request.source.path, range: SourceRange(at: 0))))
    }

    /// Named constants an app can set: each grows only constraints' constants, linearly (checked
    /// again at two other values); the others are folded.
    private func settableConstants() -> [(name: String, value: Double, slopes: [Int: Double])] {
        var result: [(name: String, value: Double, slopes: [Int: Double])] = []
        let layout = compiled(checked)
        for constant in ir.constants {
            var samples: [[Double]] = []
            for delta in [1.0, 2.0] {
                var perturbed = request
                perturbed.direction = .leftToRight
                perturbed.constantOverrides[constant.name] = constant.value + delta
                let other = check(perturbed)
                guard !other.hasErrors, other.ir.constraints.count == ir.constraints.count, other.ir.views == ir.views,
                    other.viewProperties == checked.viewProperties, other.ir.conditions == ir.conditions,
                    zip(other.ir.constraints, ir.constraints).allSatisfy({
                        $0.terms == $1.terms && $0.relation == $1.relation && $0.priority == $1.priority
                            && $0.condition == $1.condition && $0.scale == $1.scale
                    }),
                    other.ir.constants.allSatisfy({ $0.name == constant.name || ir.constant(named: $0.name)?.value == $0.value })
                else { break }
                samples.append(other.ir.constraints.map(\.constant))
            }
            guard samples.count == 2 else { continue }
            var slopes: [Int: Double] = [:]
            var isLinear = true
            for index in ir.constraints.indices {
                let slope = samples[0][index] - ir.constraints[index].constant
                let second = samples[1][index] - ir.constraints[index].constant
                guard abs(second - 2 * slope) <= 1e-9 * max(1, abs(second)) else { isLinear = false; break }
                // An intrinsic size is read from the running view, not from the constant.
                if slope != 0, layout.intrinsicAxis(of: ir.constraints[index]) != nil { isLinear = false; break }
                if slope != 0 { slopes[index] = slope }
            }
            if isLinear, !slopes.isEmpty { result.append((constant.name, constant.value, slopes)) }
        }
        return result
    }

    /// One stored tableau and where its inputs come from.
    struct StoredSystem {
        var system: ExplicitSystem
        var slots: [Int]
    }

    /// What the generated file holds: the stored tableaus, which of them serves each direction
    /// and variant, and the input slots they read.
    struct Plan {
        var stored: [StoredSystem]
        /// `table[direction][variant]`: sized, relaxed sized, fitting, relaxed fitting (-1: none).
        var table: [[[Int]]]
        var slots: [FrameInputSlot]
        var constants: [(name: String, value: Double, slopes: [Int: Double])]
    }

    mutating func generate() -> String? {
        guard let plan = plan() else { return nil }
        return write(stored: plan.stored, table: plan.table, slots: plan.slots, constants: plan.constants)
    }

    /// Solves every tableau the file needs; nil, with a G012 error, where it cannot.
    mutating func plan() -> Plan? {
        let conditions = ir.conditions
        let reachable = FrameVariants(conditions: conditions, target: target).reachable()
        guard reachable.count <= frameEngineVariantLimit else {
            refuse(
                "the 'when' conditions make \(reachable.count) variants; the frame engine stores tableaus for at most "
                    + "\(frameEngineVariantLimit); use --engine autolayout",
                at: ir.constraints.first { $0.condition != nil }?.span)
            return nil
        }
        let layouts = [compiled(checked)] + (mirrored.map { [compiled($0)] } ?? [])
        for layout in layouts {
            if let refusal = layout.explicitRefusal() {
                refuse(refusal.reason, at: refusal.span)
                return nil
            }
        }
        let constants = settableConstants()
        var slots: [FrameInputSlot] = [.rootWidth, .rootHeight, .inset(0), .inset(1), .inset(2), .inset(3)]
        func slot(of input: ExplicitInput) -> Int {
            let key: FrameInputSlot = switch input {
            case .rootWidth: .rootWidth
            case .rootHeight: .rootHeight
            case .safeAreaInset(let side): .inset(side)
            case .hugging(let view, let attribute): .hugging(view.index, attribute)
            case .compression(let view, let attribute): .compression(view.index, attribute)
            case .constant(let name): .constant(name)
            }
            if let index = slots.firstIndex(of: key) { return index }
            slots.append(key)
            return slots.count - 1
        }
        // systems[direction][variant]: (sized, relaxed sized, fitting, relaxed fitting), -1 for none.
        var stored: [StoredSystem] = []
        var table: [[[Int]]] = []
        let variantCount = 1 << min(conditions.count, 20)
        for layout in layouts {
            var byVariant: [[Int]] = []
            // Combinations that select the same constraints share their tableaus.
            var seen: [[Bool]: [Int]] = [:]
            let isReachable = Set(reachable)
            for variant in 0..<variantCount {
                guard isReachable.contains(variant) else {
                    // No environment selects it: never looked up.
                    byVariant.append([-1, -1, -1, -1])
                    continue
                }
                let mask = conditions.isEmpty ? nil : layout.ir.constraints.map { constraint in
                    constraint.condition.map { variant & (1 << $0) != 0 } ?? true
                }
                if let mask, let known = seen[mask] {
                    byVariant.append(known)
                    continue
                }
                var indices: [Int] = []
                for fits in [false, true] {
                    for relaxes in [false, true] {
                        var built: ExplicitSystem?
                        var lastRefusal: ExplicitLayoutRefusal?
                        for size in referenceSizes where built == nil {
                            do {
                                built = try layout.explicitSystem(ExplicitRequest(
                                    activeConstraints: mask, fitsHeight: fits, relaxesRequired: relaxes,
                                    referenceSize: size, constants: constants))
                            } catch {
                                lastRefusal = error
                            }
                        }
                        if let built {
                            indices.append(stored.count)
                            stored.append(StoredSystem(system: built, slots: built.inputs.map(slot(of:))))
                        } else if relaxes {
                            refuse(lastRefusal?.reason ?? "the frame engine could not solve this file", at: lastRefusal?.span)
                            return nil
                        } else {
                            indices.append(-1)
                        }
                    }
                }
                if let mask { seen[mask] = indices }
                byVariant.append(indices)
            }
            table.append(byVariant)
        }
        if table.count == 1 { table.append(table[0]) }
        return Plan(stored: stored, table: table, slots: slots, constants: constants)
    }

    // MARK: Text

    private func write(stored: [StoredSystem], table: [[[Int]]], slots: [FrameInputSlot], constants: [(name: String, value: Double, slopes: [Int: Double])]) -> String {
        var scope = NameScope(reserved: [
            typeName, "layout", "sizeThatFits", "Environment", "onUnsatisfiable", "root", "inputs", "tableaus", "environment",
            "CGFloat", "CGSize", "CGRect", "UIView", "NSView", "FrameTableau", "FrameSystemData", "reported", "conditions",
        ])
        var names: [Int: String] = [:]
        for view in declaredViews { names[view.index] = scope.claim(ir.name(of: view), suffix: "View") }
        let constantMembers = constants.map { scope.claim($0.name, suffix: "Constant") }
        let file = SwiftGenerator.commentSafe(request.source.path.split(separator: "/").last.map(String.init) ?? request.source.path)
        let hidden = ir.visibility.filter { entry in declaredViews.contains(entry.view) }.sorted { $0.view < $1.view }
        let alwaysHidden = hidden.filter { $0.hiddenWhen == .always }
        let conditionallyHidden = hidden.filter { $0.hiddenWhen != .always }
        let hasVariants = !ir.conditions.isEmpty || !conditionallyHidden.isEmpty
        var out = SwiftWriter()
        out.line("// Generated by layoutc from \(file) with --engine frames. Do not edit: change \(file) and generate again.")
        out.line("// Every frame is computed here, without Auto Layout: a stored optimal tableau per variant, carried")
        out.line("// to each new size, safe area and intrinsic size by a dual simplex step (layoutc's grammar.md, \"The frame engine\").")
        out.line()
        out.line("import \(target == .uikit ? "UIKit" : "AppKit")")
        out.line()
        out.line("/// The frames of `\(file)`, computed without Auto Layout, for views the app creates.")
        out.line("///")
        out.line("/// Create it once the views exist, then call `layout()\(hasVariants ? "` or `layout(for:)" : "")` from root's")
        out.line("/// `\(target == .uikit ? "layoutSubviews()" : "layout()")`; `sizeThatFits(_:)` gives the fitting height for a width.")
        out.line("@MainActor")
        out.open("public final class \(typeName)")
        out.line("/// Called with what broke when the file's required constraints cannot all hold at some input, once")
        out.line("/// for each new set; the frames then break the required constraints by as few points as they can.")
        out.line("public var onUnsatisfiable: ((String) -> Void)?")
        for (index, constant) in constants.enumerated() {
            out.line("/// The named constant `\(constant.name)`; call `layout()` after changing it.")
            out.line("public var \(SwiftNames.escaped(constantMembers[index])): CGFloat = \(SwiftNames.number(constant.value))")
        }
        if hasVariants {
            out.line("/// The environment of the latest `layout(for:)`, whose flags and traits `layout()` keeps.")
            out.line("private var environment: Environment?")
        }
        out.line("private let root: \(viewType)")
        for view in declaredViews {
            out.line("private let \(SwiftNames.escaped(names[view.index] ?? "")): \(viewType)")
        }
        out.line("private var inputs = [Double](repeating: 0, count: \(slots.count))")
        out.line("private var tableaus = [FrameTableau?](repeating: nil, count: \(stored.count))")
        out.line("private var reported = \"\"")
        out.line()
        // The initializer.
        out.line("/// Adds each view to its parent unless it is there; the frames are set by `layout()`.")
        let parameters = ["root: \(viewType)"] + declaredViews.map { view -> String in
            let label = ir.name(of: view)
            let inside = names[view.index] ?? label
            return inside == label ? "\(SwiftNames.escaped(label)): \(viewType)" : "\(SwiftNames.escaped(label)) \(SwiftNames.escaped(inside)): \(viewType)"
        }
        if parameters.count <= 3 {
            out.open("public init(\(parameters.joined(separator: ", ")))")
        } else {
            out.line("public init(")
            out.indent()
            for (index, parameter) in parameters.enumerated() { out.line(parameter + (index == parameters.count - 1 ? "" : ",")) }
            out.outdent()
            out.open(")")
        }
        out.line("self.root = root")
        for view in declaredViews {
            let name = SwiftNames.escaped(names[view.index] ?? "")
            out.line("self.\(name) = \(name)")
        }
        func expression(_ view: ViewID) -> String { view == .root ? "root" : SwiftNames.escaped(names[view.index] ?? "") }
        for view in declaredViews {
            let parent = expression(ir.parent(of: view) ?? .root)
            out.line("if \(expression(view)).superview !== \(parent) { \(parent).addSubview(\(expression(view))) }")
        }
        for entry in alwaysHidden { out.line("\(expression(entry.view)).isHidden = true") }
        out.close()
        out.line()
        // layout()
        let flagNames: [String: String]
        var generator = SwiftGenerator(checked: checked, target: target, typeName: typeName)
        flagNames = Dictionary(generator.flagMembers().map { ($0.flag, $0.member) }, uniquingKeysWith: { first, _ in first })
        if hasVariants {
            out.line("/// Sets every view's frame for root's bounds, safe area and layout direction, and the views'")
            out.line("/// intrinsic sizes, in the variant of the latest `layout(for:)` (or root's traits) at root's size.")
            out.open("public func layout()")
            out.line("let size = root.bounds.size")
            if target == .uikit {
                out.line("var environment = self.environment ?? Environment(size: size, traitCollection: root.traitCollection)")
            } else {
                out.line("var environment = self.environment ?? Environment(size: size)")
            }
            out.line("environment.size = size")
            out.line("place(width: Double(size.width), height: Double(size.height), variant: Self.variant(in: environment))")
            if !conditionallyHidden.isEmpty { out.line("applyVisibility(environment)") }
            out.close()
            out.line()
            out.line("/// Sets every view's frame in the variant `environment` selects (its size should be root's).")
            out.open("public func layout(for environment: Environment)")
            out.line("self.environment = environment")
            out.line("let size = root.bounds.size")
            out.line("place(width: Double(size.width), height: Double(size.height), variant: Self.variant(in: environment))")
            if !conditionallyHidden.isEmpty { out.line("applyVisibility(environment)") }
            out.close()
        } else {
            out.line("/// Sets every view's frame for root's bounds, safe area and layout direction, and the views' intrinsic sizes.")
            out.open("public func layout()")
            out.line("let size = root.bounds.size")
            out.line("place(width: Double(size.width), height: Double(size.height), variant: 0)")
            out.close()
        }
        out.line()
        // sizeThatFits
        let fittingReadsHeight = ir.constraints.contains { constraint in
            guard let index = constraint.condition else { return false }
            return Self.readsHeight(ir.conditions[index])
        }
        out.line("/// The fitting size for `size.width`: root's height as small as the constraints allow, as")
        out.line("/// `systemLayoutSizeFitting` with the fitting priority on the height gives it (`layoutc solve --size Wx`).")
        out.open("public func sizeThatFits(_ size: CGSize) -> CGSize")
        if fittingReadsHeight {
            out.line("// A `when` condition reads the height, which a fitting size cannot decide (as layoutc solve --size Wx).")
            out.line("return CGSize(width: size.width, height: 0)")
        } else {
            if hasVariants {
                if target == .uikit {
                    out.line("var environment = self.environment ?? Environment(size: size, traitCollection: root.traitCollection)")
                } else {
                    out.line("var environment = self.environment ?? Environment(size: size)")
                }
                out.line("environment.size = CGSize(width: size.width, height: 0)")
                out.line("let variant = Self.variant(in: environment)")
            } else {
                out.line("let variant = 0")
            }
            out.line("fillInputs(width: Double(size.width), height: 0)")
            out.line("let systems = Self.systems[direction][variant]")
            out.line("var height = 0.0")
            out.open("if systems[2] >= 0, solve(systems[2])")
            out.line("height = tableaus[systems[2]]?.attribute(3) ?? 0")
            out.close()
            out.open("else if solve(systems[3])")
            out.line("height = tableaus[systems[3]]?.attribute(3) ?? 0")
            out.line("report(systems[3], width: Double(size.width), height: nil)")
            out.close()
            out.line("return CGSize(width: size.width, height: CGFloat(height > 0 ? height : 0))")
        }
        out.close()
        out.line()
        if hasVariants {
            generator.writeEnvironment(&out)
            out.line()
            out.line("/// The variant `environment` selects: bit i set when the file's condition i holds.")
            out.open("private static func variant(in environment: Environment) -> Int")
            out.line("var variant = 0")
            for (index, condition) in ir.conditions.enumerated() {
                out.line("if \(generator.swiftCondition(condition, flags: flagNames)) { variant |= \(1 << index) }  // \(SwiftGenerator.commentSafe(condition.description))")
            }
            out.line("return variant")
            out.close()
            out.line()
            if !conditionallyHidden.isEmpty {
                out.line("/// Hides the views the variant hides (`hide`, `show` in `when`) and shows the others.")
                out.open("private func applyVisibility(_ environment: Environment)")
                for entry in conditionallyHidden {
                    out.line("\(expression(entry.view)).isHidden = \(generator.swiftCondition(entry.hiddenWhen, flags: flagNames))")
                }
                out.close()
                out.line()
            }
        }
        out.line("private var direction: Int {")
        out.indent()
        if target == .uikit {
            out.line("root.effectiveUserInterfaceLayoutDirection == .rightToLeft ? 1 : 0")
        } else {
            out.line("root.userInterfaceLayoutDirection == .rightToLeft ? 1 : 0")
        }
        out.outdent()
        out.line("}")
        out.line()
        out.line("/// Reads every input: root's size, its safe area, the intrinsic sizes\(constants.isEmpty ? "" : " and the constants").")
        out.open("private func fillInputs(width: Double, height: Double)")
        out.line("inputs[0] = width")
        out.line("inputs[1] = height")
        out.line("let insets = root.safeAreaInsets")
        out.line("inputs[2] = Double(insets.top)")
        out.line("inputs[3] = Double(insets.left)")
        out.line("inputs[4] = Double(insets.bottom)")
        out.line("inputs[5] = Double(insets.right)")
        var intrinsicViews: [(view: Int, attribute: PrimaryAttribute, hugging: Int?, compression: Int?)] = []
        for (index, slot) in slots.enumerated() {
            switch slot {
            case .hugging(let view, let attribute):
                if let position = intrinsicViews.firstIndex(where: { $0.view == view && $0.attribute == attribute }) {
                    intrinsicViews[position].hugging = index
                } else {
                    intrinsicViews.append((view, attribute, index, nil))
                }
            case .compression(let view, let attribute):
                if let position = intrinsicViews.firstIndex(where: { $0.view == view && $0.attribute == attribute }) {
                    intrinsicViews[position].compression = index
                } else {
                    intrinsicViews.append((view, attribute, nil, index))
                }
            case .constant(let name):
                if let position = constants.firstIndex(where: { $0.name == name }) {
                    out.line("inputs[\(index)] = Double(\(SwiftNames.escaped(constantMembers[position])))")
                }
            default:
                break
            }
        }
        if !intrinsicViews.isEmpty {
            out.line("// Without an intrinsic size on an axis (noIntrinsicMetric) a view's hugging and compression")
            out.line("// resistance hold nothing: their targets move out of any screen's reach.")
        }
        for entry in intrinsicViews {
            let view = expression(ViewID(entry.view))
            let axis = entry.attribute == .width ? "width" : "height"
            out.open("do")
            out.line("let length = \(view).intrinsicContentSize.\(axis)")
            out.line("let isNone = length == \(viewType).noIntrinsicMetric")
            if let hugging = entry.hugging { out.line("inputs[\(hugging)] = isNone ? 1e7 : Double(length)") }
            if let compression = entry.compression { out.line("inputs[\(compression)] = isNone ? -1e7 : Double(length)") }
            out.close()
        }
        out.close()
        out.line()
        out.line("/// Solves the variant at root's size and sets the frames.")
        out.open("private func place(width: Double, height: Double, variant: Int)")
        out.line("fillInputs(width: width, height: height)")
        out.line("let systems = Self.systems[direction][variant]")
        out.line("var system = systems[0]")
        out.open("if system < 0 || !solve(system)")
        out.line("system = systems[1]")
        out.line("guard solve(system) else { return }")
        out.line("report(system, width: width, height: height)")
        out.close()
        out.line("guard let tableau = tableaus[system] else { return }")
        for view in declaredViews {
            let parent = (ir.parent(of: view) ?? .root).index
            let index = view.index
            out.line("\(expression(view)).frame = CGRect(")
            out.indent()
            out.line("x: tableau.attribute(\(4 * index)) - tableau.attribute(\(4 * parent)), y: tableau.attribute(\(4 * index + 1)) - tableau.attribute(\(4 * parent + 1)),")
            out.line("width: tableau.attribute(\(4 * index + 2)), height: tableau.attribute(\(4 * index + 3)))")
            out.outdent()
        }
        out.close()
        out.line()
        out.line("/// Carries tableau `index` (made on first use) to the current inputs; false where its required")
        out.line("/// constraints cannot all hold.")
        out.open("private func solve(_ index: Int) -> Bool")
        out.line("guard tableaus.indices.contains(index) else { return false }")
        out.line("if tableaus[index] == nil { tableaus[index] = FrameTableau(Self.data(index)) }")
        out.line("return tableaus[index]?.solve(inputs) ?? false")
        out.close()
        out.line()
        out.line("/// Tells `onUnsatisfiable` what the relaxed tableau `index` broke, unless it said so last time.")
        out.open("private func report(_ index: Int, width: Double, height: Double?)")
        out.line("guard let tableau = tableaus[index] else { return }")
        out.line("let broken = tableau.brokenConstraints().filter { Self.constraintTexts.indices.contains($0) }.map { Self.constraintTexts[$0] }")
        out.line("let size = height.map { \"\\(width)x\\($0)\" } ?? \"\\(width)x (fitting)\"")
        out.line("let message = \"\(file): required constraints cannot all hold at \\(size); broken: \" + broken.joined(separator: \"; \")")
        out.line("guard message != reported else { return }")
        out.line("reported = message")
        out.line("onUnsatisfiable?(message)")
        out.close()
        out.line()
        // Constraint texts.
        out.line("/// Each written constraint's place and text, for `onUnsatisfiable`.")
        out.line("private static let constraintTexts: [String] = [")
        out.indent()
        let sources = Dictionary(checked.sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for constraint in ir.constraints {
            var text = ""
            if let source = sources[constraint.span.path] {
                let fileName = constraint.span.path.split(separator: "/").last.map(String.init) ?? constraint.span.path
                text = "\(fileName):\(source.lineColumn(at: constraint.span.range.start)) " + source.text(in: constraint.span.range)
            }
            out.line(SwiftNames.stringLiteral(text) + ",")
        }
        out.outdent()
        out.line("]")
        out.line()
        out.line("/// The tableaus of each direction (left to right, right to left) and variant: sized, sized with")
        out.line("/// required constraints breakable, fitting, fitting with required constraints breakable (-1: none).")
        out.line("private static let systems: [[[Int]]] = [")
        out.indent()
        for byVariant in table {
            out.line("[" + byVariant.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" }.joined(separator: ", ") + "],")
        }
        out.outdent()
        out.line("]")
        out.line()
        out.line("/// The stored tableau `index`.")
        out.open("private static func data(_ index: Int) -> FrameSystemData")
        out.line("switch index {")
        for index in stored.indices { out.line("case \(index): return system\(index)") }
        out.line("default: return system0")
        out.line("}")
        out.close()
        for (index, entry) in stored.enumerated() {
            out.line()
            writeSystem(&out, entry, name: "system\(index)")
        }
        out.close()
        out.line()
        out.raw(FrameKernelSource.text)
        return out.text
    }

    private static func readsHeight(_ condition: LayoutCondition) -> Bool {
        switch condition {
        case .canvas(let dimension, _, _): dimension == .height
        case .landscape: true
        case .not(let operand): readsHeight(operand)
        case .all(let operands), .any(let operands): operands.contains(where: readsHeight)
        default: false
        }
    }

    private func writeSystem(_ out: inout SwiftWriter, _ entry: StoredSystem, name: String) {
        let system = entry.system
        func ints(_ values: [Int]) -> String { "[" + values.map(String.init).joined(separator: ", ") + "]" }
        func doubles(_ values: [Double]) -> String { "[" + values.map { "\($0)" }.joined(separator: ", ") + "]" }
        var rowStart = [0], entrySymbol: [Int] = [], entryCoefficient: [Double] = []
        var inputStart = [0], inputIndex: [Int] = [], inputCoefficient: [Double] = []
        for row in system.rows {
            entrySymbol += row.entries.map(\.index)
            entryCoefficient += row.entries.map(\.coefficient)
            rowStart.append(entrySymbol.count)
            inputIndex += row.inputEntries.map(\.index)
            inputCoefficient += row.inputEntries.map(\.coefficient)
            inputStart.append(inputIndex.count)
        }
        var checkStart = [0], checkInput: [Int] = [], checkCoefficient: [Double] = []
        for row in system.checks {
            checkInput += row.inputEntries.map(\.index)
            checkCoefficient += row.inputEntries.map(\.coefficient)
            checkStart.append(checkInput.count)
        }
        var costStart = [0], costSymbol: [Int] = [], costValue: [Double] = []
        for level in system.costs {
            for (symbol, cost) in level.enumerated() where cost != 0 {
                costSymbol.append(symbol)
                costValue.append(cost)
            }
            costStart.append(costSymbol.count)
        }
        out.line("private static let \(name) = FrameSystemData(")
        out.indent()
        out.line("symbolCount: \(system.symbolCount),")
        out.line("inputSlot: \(ints(entry.slots)),")
        out.line("reference: \(doubles(system.reference)),")
        out.line("restricted: [" + system.isRestricted.map { $0 ? "true" : "false" }.joined(separator: ", ") + "],")
        out.line("rowBasic: \(ints(system.rows.map(\.basic))),")
        out.line("rowConstant: \(doubles(system.rows.map(\.constant))),")
        out.line("rowStart: \(ints(rowStart)),")
        out.line("entrySymbol: \(ints(entrySymbol)),")
        out.line("entryCoefficient: \(doubles(entryCoefficient)),")
        out.line("inputStart: \(ints(inputStart)),")
        out.line("inputIndex: \(ints(inputIndex)),")
        out.line("inputCoefficient: \(doubles(inputCoefficient)),")
        out.line("checkConstant: \(doubles(system.checks.map(\.constant))),")
        out.line("checkStart: \(ints(checkStart)),")
        out.line("checkInput: \(ints(checkInput)),")
        out.line("checkCoefficient: \(doubles(checkCoefficient)),")
        out.line("costStart: \(ints(costStart)),")
        out.line("costSymbol: \(ints(costSymbol)),")
        out.line("costValue: \(doubles(costValue)),")
        out.line("attributeSymbol: \(ints(system.attributeSymbols)),")
        out.line("constraintOfSymbol: \(ints(system.constraintOfSymbol)))")
        out.outdent()
    }
}
