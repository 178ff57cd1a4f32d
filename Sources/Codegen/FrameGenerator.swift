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

/// Which of root's dimensions a stored tableau fits: asks, at the fitting priority, to be its
/// input (0 for the compressed size) rather than requires it to be.
enum FrameFitting: CaseIterable {
    /// Root's size is given (`layout()`).
    case none
    /// The height is fitted to a given width (`sizeThatFits`, `solve --size 375x`).
    case height
    /// The width is fitted to a given height (`solve --size x667`).
    case width
    /// Both are fitted (a SwiftUI layout's unspecified proposal).
    case both
}

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

    var ir: LayoutIR { checked.ir }
    private var viewType: String { target == .uikit ? "UIView" : "NSView" }

    /// A declared view's class, as in the Auto Layout output's initializer: a stack is a
    /// `UIStackView` (given no arranged views here: the code places them), a scroll view a
    /// `UIScrollView` (whose `contentSize` the code sets).
    private func parameterType(of view: ViewID) -> String {
        guard target == .uikit else { return viewType }
        if ir.views[view.index].isStack { return "UIStackView" }
        if ir.views[view.index].isScrollView { return "UIScrollView" }
        return viewType
    }

    /// The views the file declares, in declaration order: the initializer's parameters.
    var declaredViews: [ViewID] {
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
    private func settableConstants(of base: CheckResult, direction: LayoutDirection) -> [(name: String, value: Double, slopes: [Int: Double])] {
        var result: [(name: String, value: Double, slopes: [Int: Double])] = []
        var derived = Set<String>()
        let layout = compiled(base)
        let ir = base.ir
        for constant in ir.constants {
            var samples: [[Double]] = []
            for delta in [1.0, 2.0] {
                var perturbed = request
                perturbed.direction = direction
                perturbed.constantOverrides[constant.name] = constant.value + delta
                let other = check(perturbed)
                guard !other.hasErrors, other.ir.constraints.count == ir.constraints.count, other.ir.views == ir.views,
                    other.viewProperties == base.viewProperties, other.ir.conditions == ir.conditions,
                    zip(other.ir.constraints, ir.constraints).allSatisfy({
                        $0.terms == $1.terms && $0.relation == $1.relation && $0.priority == $1.priority
                            && $0.condition == $1.condition && $0.scale == $1.scale
                    })
                else { break }
                // A constant computed from this one follows it: not settable on its own.
                for other in other.ir.constants where other.name != constant.name && ir.constant(named: other.name)?.value != other.value {
                    derived.insert(other.name)
                }
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
        return result.filter { !derived.contains($0.name) }
    }

    /// One stored tableau and where its inputs come from.
    struct StoredSystem {
        var system: ExplicitSystem
        var slots: [Int]
        /// The global bits (`Plan.sides`) of the nested safe-area sides the system assumes pieces of.
        var sideMask = 0
    }

    /// Sizes and insets at which the pieces of nested views' safe areas are looked for.
    static let caseSampleSizes = [
        CanvasSize(width: 375, height: 667), CanvasSize(width: 393, height: 852), CanvasSize(width: 430, height: 932),
        CanvasSize(width: 852, height: 393), CanvasSize(width: 768, height: 1024), CanvasSize(width: 1024, height: 768),
        CanvasSize(width: 320, height: 568),
    ]
    static let caseSampleInsets: [SafeAreaInsets] = [0.0, 20, 24, 47, 59].flatMap { top in
        [0.0, 47, 59].flatMap { side in
            [0.0, 21, 34].map { bottom in SafeAreaInsets(top: top, left: side, bottom: bottom, right: side) }
        }
    }
    /// Tableaus whose rows hold more input terms than this get no straight-line code.
    static let straightLineTermLimit = 4_000
    /// Files with more written constraints get no relaxed tableaus (see `plan()`).
    static let relaxedConstraintLimit = 400
    /// The most tableau entries a generated file stores, over every tableau (G012 beyond).
    static let storedEntryLimit = 2_000_000
    /// The most combinations of pieces stored per variant.
    static let caseCombinationLimit = 16
    /// Up to this many tracked sides, every combination of pieces is stored (16 at 4 sides);
    /// beyond it, those the sample sizes and insets reach.
    static let exhaustiveSideLimit = 4

    /// What the generated file holds: the stored tableaus, which of them serves each direction
    /// and variant, and the input slots they read.
    struct Plan {
        var stored: [StoredSystem]
        /// `table[direction][variant]`: an entry per combination of pieces of nested safe areas,
        /// `[pieces]` then, for each of `fittings`, `[tableau, relaxed tableau]` (-1: none):
        /// `[pieces, sized, relaxed sized, fitting, relaxed fitting]` by default; empty where no
        /// environment selects the variant.
        var table: [[[[Int]]]]
        var slots: [FrameInputSlot]
        var constants: [(name: String, value: Double, slopes: [Int: Double])]
        /// The sides of nested views' safe areas, bit by bit of the pieces.
        var sides: [ExplicitSafeAreaSide]
        /// What each pair of an entry's columns fits.
        var fittings: [FrameFitting] = [.none, .height]
    }

    mutating func generate() -> String? {
        guard let plan = plan() else { return nil }
        return write(plan)
    }

    /// Solves every tableau the file needs, sized and fitting as `fittings` lists them; nil, with
    /// a G012 error, where it cannot.
    mutating func plan(fittings: [FrameFitting] = [.none, .height]) -> Plan? {
        let conditions = ir.conditions
        let reachable = FrameVariants(conditions: conditions, target: target).reachable()
        guard reachable.count <= frameEngineVariantLimit else {
            refuse(
                "the 'when' conditions make \(reachable.count) variants; the frame engine stores tableaus for at most "
                    + "\(frameEngineVariantLimit); use --engine autolayout",
                at: ir.constraints.first { $0.condition != nil }?.span)
            return nil
        }
        if target == .appkit, let scroll = declaredViews.first(where: { ir.views[$0.index].isScrollView }) {
            refuse(
                "'\(ir.name(of: scroll))' is a scroll view: NSScrollView holds its content in a clip view's document view, "
                    + "not in a content rectangle of its own (as G011 says for Auto Layout code); use --target uikit",
                at: ir.views[scroll.index].span)
            return nil
        }
        if target == .swiftui, let scroll = declaredViews.first(where: { ir.views[$0.index].isScrollView }) {
            refuse(
                "'\(ir.name(of: scroll))' is a scroll view: a SwiftUI layout places its subviews in one rectangle and cannot "
                    + "scroll them; lay out the content in a layout of its own inside a ScrollView, or use --target uikit",
                at: ir.views[scroll.index].span)
            return nil
        }
        let layouts = [compiled(checked)] + (mirrored.map { [compiled($0)] } ?? [])
        for layout in layouts {
            if let refusal = layout.explicitRefusal() {
                refuse(refusal.reason, at: refusal.span)
                return nil
            }
        }
        // Settable in both directions, each direction with its own slopes (leading is right in one).
        let mirroredConstants = mirrored.map { settableConstants(of: $0, direction: .rightToLeft) }
        let constants = settableConstants(of: checked, direction: .leftToRight).filter { constant in
            mirroredConstants.map { $0.contains { $0.name == constant.name } } ?? true
        }
        let constantsByLayout = [constants] + (mirroredConstants.map { list in [list.filter { constant in constants.contains { $0.name == constant.name } }] } ?? [])
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
        // table[direction][variant]: for each case combination of nested views' safe areas that
        // the samples reach, [cases, sized, relaxed sized, fitting, relaxed fitting] (-1: none).
        var stored: [StoredSystem] = []
        var storedEntries = 0
        var table: [[[[Int]]]] = []
        var sides: [ExplicitSafeAreaSide] = []
        func globalBit(_ side: ExplicitSafeAreaSide) -> Int {
            if let index = sides.firstIndex(of: side) { return index }
            sides.append(side)
            return sides.count - 1
        }
        func global(_ local: Int, _ localSides: [ExplicitSafeAreaSide]) -> Int {
            var result = 0
            for (bit, side) in localSides.enumerated() where local & (1 << bit) != 0 { result |= 1 << globalBit(side) }
            return result
        }
        let variantCount = 1 << min(conditions.count, 20)
        // Margins are measured from the safe area only where root has insets (as solve measures
        // them): a table for no insets and one for insets, the same when the file uses no margins.
        for (layoutIndex, layout) in layouts.enumerated() {
          let constants = constantsByLayout[layoutIndex]
          for measures in [false, true] {
            if measures, !layout.ir.hasMarginForms, let last = table.last {
                table.append(last)
                continue
            }
            var byVariant: [[[Int]]] = []
            // Combinations that select the same constraints share their tableaus.
            var seen: [[Bool]: [[Int]]] = [:]
            let isReachable = Set(reachable)
            for variant in 0..<variantCount {
                guard isReachable.contains(variant) else {
                    // No environment selects it: never looked up.
                    byVariant.append([])
                    continue
                }
                let mask = conditions.isEmpty ? nil : layout.ir.constraints.map { constraint in
                    constraint.condition.map { variant & (1 << $0) != 0 } ?? true
                }
                if let mask, let known = seen[mask] {
                    byVariant.append(known)
                    continue
                }
                func request(
                    _ fitting: FrameFitting, _ relaxes: Bool, _ size: CanvasSize, _ cases: Int, _ insets: SafeAreaInsets = .zero
                ) -> ExplicitRequest {
                    var request = ExplicitRequest(
                        activeConstraints: mask, fitsHeight: fitting == .height || fitting == .both, relaxesRequired: relaxes,
                        referenceSize: size, constants: constants)
                    request.fitsWidth = fitting == .width || fitting == .both
                    request.safeAreaCases = cases
                    request.referenceInsets = insets
                    request.measuresMarginsFromSafeArea = measures
                    return request
                }
                // The pieces of nested safe areas that hold at typical sizes and insets, found as
                // solve's rounds find them; the first is the common case at the first size.
                var combinations = [0]
                var localSides: [ExplicitSafeAreaSide] = []
                if let first = try? layout.explicitSystem(request(.none, false, referenceSizes[0], 0)), !first.safeAreaSides.isEmpty {
                    localSides = first.safeAreaSides
                    combinations = []
                    if localSides.count <= Self.exhaustiveSideLimit {
                        // Few sides: every combination, so that any input finds its pieces.
                        combinations = Array(0..<(1 << localSides.count))
                    } else {
                        for size in Self.caseSampleSizes {
                            for insets in Self.caseSampleInsets {
                                var cases = 0
                                for _ in 0..<8 {  // as many rounds as solve takes (SafeAreaSolver.maximumRounds)
                                    guard let system = try? layout.explicitSystem(request(.none, false, size, cases, insets)) else { break }
                                    let next = system.casesHoldingAtReference()
                                    if next == cases {
                                        if !combinations.contains(cases) { combinations.append(cases) }
                                        break
                                    }
                                    cases = next
                                }
                            }
                        }
                        // Every call starts from the views' own edges, as solve's rounds do.
                        combinations.removeAll { $0 == 0 }
                        combinations = Array(([0] + combinations).prefix(Self.caseCombinationLimit))
                    }
                }
                var entries: [[Int]] = []
                for cases in combinations {
                    var entry = [global(cases, localSides)]
                    for fitting in fittings {
                        for relaxes in [false, true] {
                            // Solving a system whose every constraint is optional costs far more
                            // than the layout's own: past the limit there is no relaxed tableau,
                            // and a conflict leaves the frames where the dual simplex stopped.
                            if relaxes, layout.ir.constraints.count > Self.relaxedConstraintLimit {
                                entry.append(-1)
                                continue
                            }
                            var built: ExplicitSystem?
                            var lastRefusal: ExplicitLayoutRefusal?
                            for size in referenceSizes where built == nil {
                                do {
                                    built = try layout.explicitSystem(request(fitting, relaxes, size, cases))
                                } catch {
                                    lastRefusal = error
                                }
                            }
                            if let built {
                                storedEntries += built.rows.reduce(0) { $0 + $1.entries.count + $1.inputEntries.count }
                                guard storedEntries <= Self.storedEntryLimit else {
                                    refuse(
                                        "the optimal tableaus hold more than \(Self.storedEntryLimit) entries (each position in a chain "
                                            + "of views depends on every length before it), too many to store in code; use --engine autolayout",
                                        at: ir.views.count > 1 ? ir.views[1].span : nil)
                                    return nil
                                }
                                entry.append(stored.count)
                                let sideMask = global((1 << built.safeAreaSides.count) - 1, built.safeAreaSides)
                                stored.append(StoredSystem(system: built, slots: built.inputs.map(slot(of:)), sideMask: sideMask))
                            } else if relaxes && entry.count == 2 {
                                refuse(lastRefusal?.reason ?? "the frame engine could not solve this file", at: lastRefusal?.span)
                                return nil
                            } else {
                                entry.append(-1)
                            }
                        }
                    }
                    entries.append(entry)
                }
                if let mask { seen[mask] = entries }
                byVariant.append(entries)
            }
            table.append(byVariant)
          }
        }
        if table.count == 2 { table += table }
        return Plan(stored: stored, table: table, slots: slots, constants: constantsByLayout[0], sides: sides, fittings: fittings)
    }

    // MARK: Text

    private func write(_ plan: Plan) -> String {
        let (stored, slots, constants) = (plan.stored, plan.slots, plan.constants)
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
            out.line("private let \(SwiftNames.escaped(names[view.index] ?? "")): \(parameterType(of: view))")
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
            let type = parameterType(of: view)
            return inside == label ? "\(SwiftNames.escaped(label)): \(type)" : "\(SwiftNames.escaped(label)) \(SwiftNames.escaped(inside)): \(type)"
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
        let generator = SwiftGenerator(checked: checked, target: target, typeName: typeName)
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
            if !fastPaths(plan, column: 3).isEmpty {
                out.line("// The stored fitting basis as straight-line code: where its region holds, a few multiply-adds.")
                out.line("let hasInsets = inputs[2] != 0 || inputs[3] != 0 || inputs[4] != 0 || inputs[5] != 0")
                out.line("let entries = Self.systems[2 * direction + (hasInsets ? 1 : 0)][variant]")
                out.open("if entries.count == 1, let fitted = fittedInRegion(entries[0][3])")
                out.line("return CGSize(width: size.width, height: CGFloat(fitted.height > 0 ? fitted.height : 0))")
                out.close()
            }
            out.line("let system = settle(variant: variant, column: 3, width: Double(size.width), height: nil)")
            out.line("let height = system >= 0 ? tableaus[system]?.attribute(3) ?? 0 : 0")
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
        if !fastPaths(plan).isEmpty {
            out.line("// The stored basis as straight-line code: where its region holds, a few multiply-adds a view.")
            out.line("let hasInsets = inputs[2] != 0 || inputs[3] != 0 || inputs[4] != 0 || inputs[5] != 0")
            out.line("let entries = Self.systems[2 * direction + (hasInsets ? 1 : 0)][variant]")
            out.line("if entries.count == 1, placeInRegion(entries[0][1]) { return }")
        }
        out.line("let system = settle(variant: variant, column: 1, width: width, height: height)")
        out.line("guard system >= 0, let tableau = tableaus[system] else { return }")
        writeFrames(&out, expression: expression) { "tableau.attribute(\($0))" }
        out.close()
        out.line()
        let fast = fastPaths(plan)
        if !fast.isEmpty {
            out.line("/// Sets the frames by stored tableau `index`'s reference basis, if it has straight-line code and")
            out.line("/// its region holds at the current inputs (every restricted row non-negative); false otherwise.")
            out.open("private func placeInRegion(_ index: Int) -> Bool")
            out.line("switch index {")
            for index in fast { out.line("case \(index): return region\(index)()") }
            out.line("default: return false")
            out.line("}")
            out.close()
            out.line()
            for index in fast {
                writeRegion(&out, plan.stored[index], name: "region\(index)", expression: expression)
                out.line()
            }
        }
        if !fittingReadsHeight { writeFittingRegions(&out, plan, columns: [3], access: "private", inputs: "") }
        writeMachinery(&out, plan, owner: "Self", mutating: false, file: file)
        writeStaticTables(&out, plan, access: "private")
        out.close()
        out.line()
        out.raw(FrameKernelSource.text)
        return out.text
    }

    /// The statics every frame-engine file holds, with `access`: each written constraint's text (for
    /// `onUnsatisfiable`), the table of stored tableaus by direction, safe area and variant, each
    /// tableau's nested safe-area sides, and the tableaus themselves.
    func writeStaticTables(_ out: inout SwiftWriter, _ plan: Plan, access: String) {
        out.line("/// Each written constraint's place and text, for `onUnsatisfiable`.")
        out.line("\(access) static let constraintTexts: [String] = [")
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
        let columns = plan.fittings.map { fitting in
            switch fitting {
            case .none: "sized, relaxed"
            case .height: "height fitted, relaxed"
            case .width: "width fitted, relaxed"
            case .both: "both fitted, relaxed"
            }
        }.joined(separator: ", ")
        out.line("/// The tableaus of each direction and safe area (left to right without insets, with insets, right to")
        out.line("/// left without, with) and variant: for each combination of pieces of nested safe areas,")
        out.line("/// [pieces, \(columns)] (-1: none; relaxed: the required constraints breakable).")
        out.line("\(access) static let systems: [[[[Int]]]] = [")
        out.indent()
        for byVariant in plan.table {
            out.line("[" + byVariant.map { entries in
                "[" + entries.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
            }.joined(separator: ", ") + "],")
        }
        out.outdent()
        out.line("]")
        out.line()
        out.line("/// For each stored tableau, the bits of the nested safe-area sides whose pieces it assumes.")
        out.line("\(access) static let sideMasks: [Int] = [" + plan.stored.map { String($0.sideMask) }.joined(separator: ", ") + "]")
        out.line()
        out.line("/// The stored tableau `index`.")
        out.open("\(access) static func data(_ index: Int) -> FrameSystemData")
        out.line("switch index {")
        for index in plan.stored.indices { out.line("case \(index): return system\(index)") }
        out.line("default: return system0")
        out.line("}")
        out.close()
        for (index, entry) in plan.stored.enumerated() {
            out.line()
            writeSystem(&out, entry, name: "system\(index)")
        }
    }

    /// The run-time machinery around the kernel, as members of `owner`'s scope: `settle` (the
    /// tableau that holds at the current inputs), `nextCases`, `solve` and `report`. They read
    /// `inputs`, `tableaus`, `direction` and `reported` there; the statics (`systems`, `sideMasks`,
    /// `data`, `constraintTexts`) are `owner`'s. `mutating`: members of a value type (a SwiftUI
    /// layout's cache), which reports through `pendingReport` rather than calling `onUnsatisfiable`.
    func writeMachinery(_ out: inout SwiftWriter, _ plan: Plan, owner: String, mutating: Bool, file: String) {
        let modifier = mutating ? "fileprivate mutating " : "private "
        let privacy = mutating ? "fileprivate " : "private "
        out.line("/// The tableau that holds at the current inputs, carried to them: starting, as `layoutc solve`")
        out.line("/// does, from every nested safe-area side at its view's own edge, and switching the pieces that")
        out.line("/// do not hold, in rounds; where required constraints conflict, the relaxed tableau, reported")
        out.line("/// through `onUnsatisfiable`. -1 when the variant has none.")
        out.open("\(modifier)func settle(variant: Int, column: Int, width: Double?, height: Double?) -> Int")
        out.line("// Margins are measured from the safe area where root has insets (as layoutc solve does).")
        out.line("let hasInsets = inputs[2] != 0 || inputs[3] != 0 || inputs[4] != 0 || inputs[5] != 0")
        out.line("let entries = \(owner).systems[2 * direction + (hasInsets ? 1 : 0)][variant]")
        out.line("var pieces = 0")
        out.open("for _ in 0..<8")
        out.line("guard let entry = entries.first(where: { $0[0] == pieces }), entry[column] >= 0, solve(entry[column]),")
        out.line("    let tableau = tableaus[entry[column]] else { break }")
        out.line("let next = nextCases(pieces, tableau, mask: \(owner).sideMasks[entry[column]])")
        out.open("if next == pieces")
        out.line("return entry[column]")
        out.close()
        out.line("pieces = next")
        out.close()
        out.line("// The rounds did not settle (a piece conflicts here): any stored pieces that hold.")
        out.open("for entry in entries where entry[column] >= 0 && solve(entry[column])")
        out.line("guard let tableau = tableaus[entry[column]], nextCases(entry[0], tableau, mask: \(owner).sideMasks[entry[column]]) == entry[0] else { continue }")
        out.line("return entry[column]")
        out.close()
        out.line("guard let entry = entries.first else { return -1 }")
        out.open("if entry[column + 1] < 0")
        out.line("// No relaxed tableau (a large file): the frames are where the dual simplex stopped.")
        out.line("report(entry[column], width: width, height: height)")
        out.line("return entry[column]")
        out.close()
        out.line("guard solve(entry[column + 1]) else { return -1 }")
        out.line("report(entry[column + 1], width: width, height: height)")
        out.line("return entry[column + 1]")
        out.close()
        out.line()
        out.line("/// The pieces of nested views' safe areas that the solution in `tableau` asks for: each side")
        out.line("/// (bit) whose assumed piece of max(its edge, root's safe edge) does not hold, flipped.")
        out.open("\(privacy)func nextCases(_ pieces: Int, _ tableau: FrameTableau, mask: Int) -> Int")
        if plan.sides.isEmpty {
            out.line("pieces")
        } else {
            out.line("var next = pieces")
            for (bit, side) in plan.sides.enumerated() {
                let isFar = side.side == 2 || side.side == 3
                let isHorizontal = side.side == 0 || side.side == 2
                let (position, length) = isHorizontal ? (0, 2) : (1, 3)
                let insetSlot = 2 + [1, 0, 3, 2][side.side]
                let name = ir.name(of: side.view)
                let sideName = ["left", "top", "right", "bottom"][side.side]
                out.line("// \(SwiftGenerator.commentSafe(name)).safeArea.\(sideName)")
                out.open("if mask & \(1 << bit) != 0")
                let own = "tableau.attribute(\(4 * side.view.index + position))" + (isFar ? " + tableau.attribute(\(4 * side.view.index + length))" : "")
                let rootEdge = "tableau.attribute(\(position))" + (isFar ? " + tableau.attribute(\(length))" : "")
                out.line("let own = \(own)")
                out.line("let safe = \(rootEdge) \(isFar ? "-" : "+") inputs[\(insetSlot)]")
                out.line("let tolerance = 1e-7 * max(1, abs(own), abs(safe))")
                out.line("let holds = pieces & \(1 << bit) == 0 ? own \(isFar ? "<=" : ">=") safe \(isFar ? "+" : "-") tolerance : own \(isFar ? ">=" : "<=") safe \(isFar ? "-" : "+") tolerance")
                out.line("if !holds { next ^= \(1 << bit) }")
                out.close()
            }
            out.line("return next")
        }
        out.close()
        out.line()
        out.line("/// Carries tableau `index` (made on first use) to the current inputs; false where its required")
        out.line("/// constraints cannot all hold.")
        out.open("\(modifier)func solve(_ index: Int) -> Bool")
        out.line("guard tableaus.indices.contains(index) else { return false }")
        out.line("if tableaus[index] == nil { tableaus[index] = FrameTableau(\(owner).data(index)) }")
        out.line("return tableaus[index]?.solve(inputs) ?? false")
        out.close()
        out.line()
        out.line("/// Tells `onUnsatisfiable` what the relaxed tableau `index` broke, unless it said so last time.")
        out.open("\(modifier)func report(_ index: Int, width: Double?, height: Double?)")
        out.line("guard let tableau = tableaus[index] else { return }")
        out.line("let broken = tableau.brokenConstraints().filter { \(owner).constraintTexts.indices.contains($0) }.map { \(owner).constraintTexts[$0] }")
        out.line("let size = (width.map { \"\\($0)\" } ?? \"\") + \"x\" + (height.map { \"\\($0)\" } ?? \"\") + (width == nil || height == nil ? \" (fitting)\" : \"\")")
        out.line("let named = broken.isEmpty ? \"not named (this file has no relaxed tableau: the frames are where the dual simplex stopped)\" : broken.joined(separator: \"; \")")
        out.line("let message = \"\(file): required constraints cannot all hold at \\(size); broken: \" + named")
        out.line("guard message != reported else { return }")
        out.line("reported = message")
        out.line(mutating ? "pendingReport = message" : "onUnsatisfiable?(message)")
        out.close()
        out.line()
    }

    static func readsHeight(_ condition: LayoutCondition) -> Bool {
        switch condition {
        case .canvas(let dimension, _, _): dimension == .height
        case .landscape: true
        case .not(let operand): readsHeight(operand)
        case .all(let operands), .any(let operands): operands.contains(where: readsHeight)
        default: false
        }
    }

    /// The stored tableaus that get straight-line code for their reference region: those in
    /// `column` of the table (1: sized; 3, 5, 7: fitting; never relaxed) of variants with one stored
    /// piece combination and no tracked nested safe-area side, up to a size where the code would
    /// outgrow its use (`straightLineTermLimit`, per tableau).
    func fastPaths(_ plan: Plan, column: Int = 1) -> [Int] {
        var result = Set<Int>()
        for byVariant in plan.table {
            for entries in byVariant where entries.count == 1 && entries[0].indices.contains(column) {
                let index = entries[0][column]
                guard index >= 0, plan.stored[index].sideMask == 0 else { continue }
                let system = plan.stored[index].system
                let terms = system.rows.reduce(0) { $0 + $1.inputEntries.count }
                if terms <= Self.straightLineTermLimit { result.insert(index) }
            }
        }
        return result.sorted()
    }

    /// The straight-line code of a stored tableau's reference region: the region test (each
    /// restricted row that an input moves, and each check) and every frame, each an affine
    /// function of the inputs, as the kernel computes them in that basis.
    private func writeRegion(_ out: inout SwiftWriter, _ entry: StoredSystem, name: String, expression: (ViewID) -> String) {
        writeRegion(&out, entry, signature: "private func \(name)() -> Bool") { out, attribute in
            writeFrames(&out, expression: expression, attribute: attribute)
        }
    }

    /// The straight-line code of a stored tableau's reference region as a function with
    /// `signature` (which has `inputs` in scope): the region test, returning `rejection` where it
    /// fails, then what `frames` writes from each view attribute's affine expression, then
    /// `return acceptance` (nil: `frames` returns).
    func writeRegion(
        _ out: inout SwiftWriter, _ entry: StoredSystem, signature: String, rejection: String = "false", acceptance: String? = "true",
        frames: (inout SwiftWriter, (Int) -> String) -> Void
    ) {
        let system = entry.system
        func literal(_ value: Double) -> String { "\(value)" }
        func affine(_ constant: Double, _ terms: [ExplicitTerm]) -> String {
            var text = literal(constant)
            for term in terms { text += " + \(literal(term.coefficient)) * d\(term.index)" }
            return text
        }
        var rowOfSymbol: [Int: ExplicitRow] = [:]
        for row in system.rows { rowOfSymbol[row.basic] = row }
        func row(ofAttribute index: Int) -> ExplicitRow? {
            let symbol = index < system.attributeSymbols.count ? system.attributeSymbols[index] : -1
            return symbol >= 0 ? rowOfSymbol[symbol] : nil
        }
        // Only the inputs the test and the attributes `frames` asks for read (a fitting region reads
        // root's size alone): a dry run of `frames` names them.
        var asked = Set<Int>()
        var dryRun = SwiftWriter()
        frames(&dryRun) { asked.insert($0); return "0.0" }
        let tested = system.rows.filter { system.isRestricted[$0.basic] } + system.checks
        let read = tested + asked.sorted().compactMap(row(ofAttribute:))
        let used = Set(read.flatMap { $0.inputEntries.map(\.index) }).sorted()
        out.open(signature)
        for input in used {
            out.line("let d\(input) = inputs[\(entry.slots[input])] - \(literal(system.reference[input]))")
        }
        for check in system.checks {
            out.line("do {")
            out.indent()
            out.line("let value = \(affine(check.constant, check.inputEntries))")
            out.line("if abs(value) > 1e-9 * max(1, abs(\(literal(check.constant)))\(check.inputEntries.map { ", abs(\(literal($0.coefficient)) * d\($0.index))" }.joined())) { return \(rejection) }")
            out.outdent()
            out.line("}")
        }
        var tests = Set<String>()
        for row in system.rows where system.isRestricted[row.basic] && !row.inputEntries.isEmpty {
            // The kernel's feasibility test, with its bound worked out here.
            let test = "if \(affine(row.constant, row.inputEntries)) < \(literal(-1e-9 * max(1, abs(row.constant)))) { return \(rejection) }"
            if tests.insert(test).inserted { out.line(test) }
        }
        func attribute(_ index: Int) -> String {
            guard let row = row(ofAttribute: index) else { return "0.0" }
            return row.inputEntries.isEmpty ? literal(row.constant) : "(\(affine(row.constant, row.inputEntries)))"
        }
        frames(&out, attribute)
        if let acceptance { out.line("return \(acceptance)") }
        out.close()
    }

    /// `fittedInRegion` and the straight-line code of the fitting tableaus in `columns` (3: height
    /// fitted, 5: width, 7: both) that have it: root's width and height by the tableau's reference
    /// basis where its region holds at `inputs`, nil otherwise (the kernel then settles). `inputs`:
    /// "" where `inputs` is a member, else the parameter list's text (`_ inputs: [Double]`), and the
    /// functions are static.
    func writeFittingRegions(_ out: inout SwiftWriter, _ plan: Plan, columns: [Int], access: String, inputs: String) {
        let fast = Set(columns.flatMap { fastPaths(plan, column: $0) }).sorted()
        guard !fast.isEmpty else { return }
        let isStatic = !inputs.isEmpty
        let prefix = "\(access) \(isStatic ? "static " : "")func"
        out.line("/// Root's fitted size by stored fitting tableau `index`'s reference basis, if it has straight-line")
        out.line("/// code and its region holds at the current inputs (every restricted row non-negative); nil otherwise.")
        out.open("\(prefix) fittedInRegion(_ index: Int\(isStatic ? ", " + inputs : "")) -> (width: Double, height: Double)?")
        out.line("switch index {")
        for index in fast { out.line("case \(index): return fitRegion\(index)(\(isStatic ? "inputs" : ""))") }
        out.line("default: return nil")
        out.line("}")
        out.close()
        out.line()
        for index in fast {
            let signature = "\(prefix) fitRegion\(index)(\(inputs)) -> (width: Double, height: Double)?"
            writeRegion(&out, plan.stored[index], signature: signature, rejection: "nil", acceptance: nil) { out, attribute in
                out.line("return (\(attribute(2)), \(attribute(3)))")
            }
            out.line()
        }
    }

    /// Every view's frame (in its superview's coordinates; inside a scroll view, in its content's,
    /// at offset zero) and every scroll view's content size, from `attribute`: the Swift expression
    /// of a view attribute (`view * 4 + left/top/width/height`) in root's coordinates.
    private func writeFrames(_ out: inout SwiftWriter, expression: (ViewID) -> String, attribute: (Int) -> String) {
        let insets = ir.alignmentInsetsByView
        for view in declaredViews {
            let owner = ir.parent(of: view) ?? .root
            let parent = (ir.views[owner.index].isScrollView ? ir.scrollGuide(.content, of: owner) : nil)?.index ?? owner.index
            let index = view.index
            if let insets, insets[index] != nil || insets[parent] != nil {
                writeAlignedFrame(&out, view, parent: ViewID(parent), insets: insets, expression: expression, attribute: attribute)
                continue
            }
            out.line("\(expression(view)).frame = CGRect(")
            out.indent()
            out.line("x: \(attribute(4 * index)) - \(attribute(4 * parent)),")
            out.line("y: \(attribute(4 * index + 1)) - \(attribute(4 * parent + 1)),")
            out.line("width: \(attribute(4 * index + 2)), height: \(attribute(4 * index + 3)))")
            out.outdent()
        }
        for view in declaredViews where ir.views[view.index].isScrollView {
            guard let content = ir.scrollGuide(.content, of: view)?.index else { continue }
            out.line("\(expression(view)).contentSize = CGSize(width: \(attribute(4 * content + 2)), height: \(attribute(4 * content + 3)))")
        }
    }

    /// The frame of a view that has alignment insets, or whose parent has: the solved values
    /// are alignment rectangles, and the frame is the drawn one, outset by the insets the running
    /// view reports (`alignmentRectInsets`, read at each layout as UIKit's engine reads them),
    /// relative to the parent's drawn frame.
    private func writeAlignedFrame(
        _ out: inout SwiftWriter, _ view: ViewID, parent: ViewID, insets: [AlignmentInsets?],
        expression: (ViewID) -> String, attribute: (Int) -> String
    ) {
        let index = view.index
        let own = insets[index] != nil
        let parents = insets[parent.index] != nil
        out.line("do {")
        out.indent()
        if own { out.line("let insets = \(expression(view)).alignmentRectInsets") }
        if parents { out.line("let parentInsets = \(expression(parent)).alignmentRectInsets") }
        func edge(_ base: String, _ side: String, _ name: String, _ present: Bool) -> String {
            present ? "(\(base) - Double(\(name).\(side)))" : base
        }
        let x = edge(attribute(4 * index), "left", "insets", own)
        let y = edge(attribute(4 * index + 1), "top", "insets", own)
        let parentX = edge(attribute(4 * parent.index), "left", "parentInsets", parents)
        let parentY = edge(attribute(4 * parent.index + 1), "top", "parentInsets", parents)
        let width = own ? "\(attribute(4 * index + 2)) + Double(insets.left) + Double(insets.right)" : attribute(4 * index + 2)
        let height = own ? "\(attribute(4 * index + 3)) + Double(insets.top) + Double(insets.bottom)" : attribute(4 * index + 3)
        out.line("\(expression(view)).frame = CGRect(")
        out.indent()
        out.line("x: \(x) - \(parentX),")
        out.line("y: \(y) - \(parentY),")
        out.line("width: \(width), height: \(height))")
        out.outdent()
        out.outdent()
        out.line("}")
    }

    func writeSystem(_ out: inout SwiftWriter, _ entry: StoredSystem, name: String) {
        let arrays = FrameSystemArrays(entry)
        out.line("private static let \(name) = FrameSystemData(")
        out.indent()
        out.line("symbolCount: \(arrays.symbolCount),")
        for (position, field) in arrays.fields.enumerated() {
            let literal = switch field.values {
            case .integers(let values): "[" + values.map(String.init).joined(separator: ", ") + "]"
            case .numbers(let values): "[" + values.map { "\($0)" }.joined(separator: ", ") + "]"
            case .flags(let values): "[" + values.map { $0 ? "true" : "false" }.joined(separator: ", ") + "]"
            }
            out.line("\(field.label): \(literal)" + (position == arrays.fields.count - 1 ? ")" : ","))
        }
        out.outdent()
    }
}

/// A stored tableau as the flat arrays of `FrameSystemData`, in its initializer's order: what a
/// generated file writes as literals (and the kernel's tests hand their runner).
struct FrameSystemArrays {
    /// One field's values.
    enum Values {
        case integers([Int])
        case numbers([Double])
        case flags([Bool])
    }

    let symbolCount: Int
    /// Every field after `symbolCount`, labelled as `FrameSystemData`'s initializer labels it.
    let fields: [(label: String, values: Values)]

    init(_ entry: FrameGenerator.StoredSystem) {
        let system = entry.system
        symbolCount = system.symbolCount
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
        fields = [
            ("inputSlot", .integers(entry.slots)), ("reference", .numbers(system.reference)),
            ("restricted", .flags(system.isRestricted)), ("rowBasic", .integers(system.rows.map(\.basic))),
            ("rowConstant", .numbers(system.rows.map(\.constant))), ("rowStart", .integers(rowStart)),
            ("entrySymbol", .integers(entrySymbol)), ("entryCoefficient", .numbers(entryCoefficient)),
            ("inputStart", .integers(inputStart)), ("inputIndex", .integers(inputIndex)),
            ("inputCoefficient", .numbers(inputCoefficient)), ("checkConstant", .numbers(system.checks.map(\.constant))),
            ("checkStart", .integers(checkStart)), ("checkInput", .integers(checkInput)),
            ("checkCoefficient", .numbers(checkCoefficient)), ("costStart", .integers(costStart)),
            ("costSymbol", .integers(costSymbol)), ("costValue", .numbers(costValue)),
            ("attributeSymbol", .integers(system.attributeSymbols)), ("constraintOfSymbol", .integers(system.constraintOfSymbol)),
        ]
    }
}
