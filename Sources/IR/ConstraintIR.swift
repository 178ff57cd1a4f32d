import LayoutSource

/// One of the four unknowns every view has; every other attribute is derived from them.
public enum PrimaryAttribute: Int, Hashable, Comparable, Sendable, CaseIterable, CustomStringConvertible {
    /// The x of the view's left edge, in root coordinates.
    case left
    /// The y of the view's top edge, in root coordinates (y grows downwards).
    case top
    /// The view's width.
    case width
    /// The view's height.
    case height

    /// The attribute's name as written in a `.layout` file.
    public var description: String {
        switch self {
        case .left: "left"
        case .top: "top"
        case .width: "width"
        case .height: "height"
        }
    }

    /// Orders attributes left, top, width, height.
    public static func < (lhs: PrimaryAttribute, rhs: PrimaryAttribute) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// A view's index in `LayoutIR.views`; `root` is always 0.
public struct ViewID: Hashable, Comparable, Sendable {
    /// The index into `LayoutIR.views`.
    public let index: Int

    /// Creates an id for the view at `index`.
    @inlinable public init(_ index: Int) {
        self.index = index
    }

    /// The implicit root view.
    public static let root = ViewID(0)

    /// Orders views by declaration order, root first.
    public static func < (lhs: ViewID, rhs: ViewID) -> Bool {
        lhs.index < rhs.index
    }
}

/// A solver unknown: one primary attribute of one view.
public struct LayoutVariable: Hashable, Comparable, Sendable {
    /// The view the unknown belongs to.
    public var view: ViewID
    /// Which of the view's four unknowns it is.
    public var attribute: PrimaryAttribute

    /// Creates a variable for `attribute` of `view`.
    @inlinable public init(_ view: ViewID, _ attribute: PrimaryAttribute) {
        self.view = view
        self.attribute = attribute
    }

    /// Orders by view, then attribute: the canonical term order.
    public static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool {
        (lhs.view, lhs.attribute) < (rhs.view, rhs.attribute)
    }
}

/// A coefficient times a variable.
public struct LinearTerm: Hashable, Sendable {
    /// The unknown.
    public var variable: LayoutVariable
    /// Its coefficient; never zero in a normalized constraint.
    public var coefficient: Double

    /// Creates a term.
    @inlinable public init(_ variable: LayoutVariable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// How a constraint's expression compares with zero.
public enum ConstraintRelation: String, Hashable, Sendable {
    /// expression == 0
    case equal = "=="
    /// expression <= 0
    case lessThanOrEqual = "<="
    /// expression >= 0
    case greaterThanOrEqual = ">="

    /// The relation that holds after multiplying both sides by a negative number.
    public var flipped: ConstraintRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

/// The priority of a constraint, in (0, 1000]; 1000 means required.
public struct ConstraintPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numeric priority.
    public let value: Double

    /// Creates a priority; callers validate the range (the checker reports bad priorities).
    @inlinable public init(_ value: Double) {
        self.value = value
    }

    /// 1000: must hold.
    public static let required = ConstraintPriority(1000)
    /// 750.
    public static let high = ConstraintPriority(750)
    /// 500.
    public static let medium = ConstraintPriority(500)
    /// 250.
    public static let low = ConstraintPriority(250)

    /// Whether the constraint must hold.
    public var isRequired: Bool { value >= 1000 }

    /// The priority as written: a name where one exists, else the number.
    public var description: String {
        switch value {
        case 1000: "required"
        case 750: "high"
        case 500: "medium"
        case 250: "low"
        default: abs(value) < 1e15 && Double(Int(value)) == value ? String(Int(value)) : String(value)
        }
    }

    /// Orders by value.
    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool {
        lhs.value < rhs.value
    }
}

/// One normalized linear constraint: `sum(terms) + constant RELATION 0` at a priority.
///
/// Normalized means: terms sorted by variable, no zero or repeated variables, and scaled so the
/// first coefficient is +1 (the relation flipped if the scale was negative). Equivalent
/// constraints therefore compare equal on `terms`, `constant` and `relation`.
public struct LayoutConstraint: Hashable, Sendable {
    /// The terms, sorted by variable.
    public var terms: [LinearTerm]
    /// The constant added to the terms.
    public var constant: Double
    /// How `terms + constant` compares with zero.
    public var relation: ConstraintRelation
    /// The index of `condition` plus one, 0 for none: declared here, four bytes fit
    /// in the padding after `relation`, so a constraint takes no more memory than before.
    @usableFromInline var storedCondition: UInt32 = 0
    /// The priority.
    public var priority: ConstraintPriority
    /// The source of the equation this constraint came from.
    public var span: SourceSpan
    /// For a compound attribute, which component this is (`"left"` of `edges`); else `nil`.
    public var component: String?
    /// The positive factor by which the written `lhs - rhs` exceeds `terms + constant`.
    ///
    /// Normalizing rescales an equation; the solver multiplies by this so that an optional
    /// constraint's violation is measured in the units the user wrote.
    public var scale: Double
    /// The name the constraint was given with `[name]`; `nil` if it has none.
    @inlinable public var name: String? {
        get { storedName?.value }
        set { storedName = NameBox.make(name: newValue, written: written, margins: margins, stackOrigin: stackOrigin) }
    }
    /// The equation as written, for code generation; `nil` unless the checker was asked to keep
    /// written equations (`CheckRequest.keepsWrittenEquations`).
    public var written: WrittenEquation? {
        get { storedName?.written }
        set { storedName = NameBox.make(name: name, written: newValue, margins: margins, stackOrigin: stackOrigin) }
    }
    /// For a constraint that uses layout margins, its margin attributes (`MarginForm`), so that a
    /// solve whose environment moves the margins (safe-area insets, root as a view controller's
    /// view) can rebuild it; `nil` for every other constraint.
    public var margins: MarginForm? {
        get { storedName?.margins }
        set { storedName = NameBox.make(name: name, written: written, margins: newValue, stackOrigin: stackOrigin) }
    }
    /// For a constraint a stack lowers into (one of UIStackView's `UISV-*` constraints), where it
    /// comes from; `nil` for every constraint the file writes.
    public var stackOrigin: StackConstraintOrigin? {
        get { storedName?.stackOrigin }
        set { storedName = NameBox.make(name: name, written: written, margins: margins, stackOrigin: newValue) }
    }
    /// Names (and written equations) are rare: kept behind a pointer, an unnamed constraint pays
    /// one word for them.
    @usableFromInline var storedName: NameBox?
    /// The index in `LayoutIR.conditions` of the condition under which the constraint applies
    /// (`when` blocks); `nil` if it always applies.
    @inlinable public var condition: Int? {
        get { storedCondition == 0 ? nil : Int(storedCondition) - 1 }
        set { storedCondition = newValue.map { UInt32(clamping: $0 + 1) } ?? 0 }
    }

    /// Creates a constraint; use `normalized()` to bring it into canonical form.
    @inlinable public init(
        terms: [LinearTerm], constant: Double, relation: ConstraintRelation,
        priority: ConstraintPriority, span: SourceSpan, component: String? = nil, scale: Double = 1,
        name: String? = nil
    ) {
        self.storedName = name.map(NameBox.boxed)
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.span = span
        self.component = component
        self.scale = scale
    }
}

/// A constraint's name and written equation, stored out of line (see `LayoutConstraint.name`).
@usableFromInline enum NameBox: Hashable, Sendable {
    indirect case boxed(String)
    indirect case withWritten(String?, WrittenEquation)
    indirect case withMargins(String?, WrittenEquation?, MarginForm)
    indirect case withStackOrigin(String?, WrittenEquation?, MarginForm?, StackConstraintOrigin)

    @inlinable var value: String? {
        switch self {
        case .boxed(let name): name
        case .withWritten(let name, _): name
        case .withMargins(let name, _, _): name
        case .withStackOrigin(let name, _, _, _): name
        }
    }

    @usableFromInline var written: WrittenEquation? {
        switch self {
        case .boxed: nil
        case .withWritten(_, let written): written
        case .withMargins(_, let written, _): written
        case .withStackOrigin(_, let written, _, _): written
        }
    }

    @usableFromInline var margins: MarginForm? {
        switch self {
        case .withMargins(_, _, let margins): margins
        case .withStackOrigin(_, _, let margins, _): margins
        default: nil
        }
    }

    @usableFromInline var stackOrigin: StackConstraintOrigin? {
        if case .withStackOrigin(_, _, _, let origin) = self { return origin }
        return nil
    }

    /// The box for `name`, `written`, `margins` and `stackOrigin`, `nil` when all are.
    @usableFromInline static func make(
        name: String?, written: WrittenEquation?, margins: MarginForm? = nil, stackOrigin: StackConstraintOrigin? = nil
    ) -> NameBox? {
        if let stackOrigin { return .withStackOrigin(name, written, margins, stackOrigin) }
        if let margins { return .withMargins(name, written, margins) }
        if let written { return .withWritten(name, written) }
        return name.map(NameBox.boxed)
    }
}

/// A declared view.
public struct ViewDeclaration: Hashable, Sendable {
    /// The view's name.
    public var name: String
    /// Where the name is declared; `nil` for the implicit root.
    public var span: SourceSpan?
    /// Whether this is a layout guide (`guide NAME`): solved like a view, reported
    /// apart from the views' frames.
    public var isGuide: Bool
    /// The view it is nested in (`view card { view title }`); `root` for a view
    /// declared at the top level, `nil` only for root itself (see `LayoutIR.parent(of:)`).
    public var parent: ViewID?
    /// For the safe-area guide of a view (`v.safeArea`), that view; `nil` for every
    /// declared view and guide. The checker adds one such guide per view whose safe area a file
    /// uses; its frame is defined at solve time (not reported), its parent is the view.
    public var safeAreaOwner: ViewID?
    /// For a stack view (`stack NAME`), its configuration; `nil` for every other view.
    public var stack: StackConfiguration? {
        get { containerInfo?.value.stack }
        set { updateContainerInfo { $0.stack = newValue } }
    }
    /// Whether this is a scroll view (`scroll NAME`).
    public var isScrollView: Bool {
        get { containerInfo?.value.isScrollView ?? false }
        set { updateContainerInfo { $0.isScrollView = newValue } }
    }
    /// For a guide a stack adds to lay itself out (UIKit's spacer and spanning guides), that
    /// stack; `nil` for every declared view and guide. Such guides are not reported, and code
    /// generation, which writes a `UIStackView`, skips them.
    public var stackGuideOwner: ViewID? {
        get { containerInfo?.value.stackGuideOwner }
        set { updateContainerInfo { $0.stackGuideOwner = newValue } }
    }
    /// For a scroll view's content or frame guide (`v.content`, `v.frame`), the scroll view and
    /// which guide; `nil` for every declared view and guide. The checker adds them; their
    /// definitions are the compiler's (ScrollIR.swift), and they are not reported as guides.
    public var scrollGuide: ScrollGuideRole? {
        get { containerInfo?.value.scrollGuide }
        set { updateContainerInfo { $0.scrollGuide = newValue } }
    }
    /// For root's keyboard or readable guide (`root.keyboard`, `root.readable`), which; `nil` for
    /// every other view and guide. The checker adds them; their definitions are the compiler's
    /// (RootGuideSolving.swift), and they are not reported as guides.
    public var rootGuide: RootGuideKind? {
        get { containerInfo?.value.rootGuide }
        set { updateContainerInfo { $0.rootGuide = newValue } }
    }
    /// What only stacks, scroll views and a stack's or scroll view's guides have, out of line: a
    /// plain view (files declare them by the hundred thousand) pays one word for it.
    private var containerInfo: ContainerInfoBox?

    /// Creates a declaration; `parent` defaults to root, as for every top-level view.
    public init(
        name: String, span: SourceSpan?, isGuide: Bool = false, parent: ViewID? = .root, safeAreaOwner: ViewID? = nil
    ) {
        self.name = name
        self.span = span
        self.isGuide = isGuide
        self.parent = parent
        self.safeAreaOwner = safeAreaOwner
    }

    /// Creates the declaration of a stack, a scroll view or a stack's guide.
    public init(
        name: String, span: SourceSpan?, isGuide: Bool = false, parent: ViewID? = .root,
        stack: StackConfiguration?, isScrollView: Bool = false, stackGuideOwner: ViewID? = nil
    ) {
        self.init(name: name, span: span, isGuide: isGuide, parent: parent)
        if stack != nil || isScrollView || stackGuideOwner != nil {
            containerInfo = .value(ContainerInfo(stack: stack, isScrollView: isScrollView, stackGuideOwner: stackGuideOwner))
        }
    }

    private mutating func updateContainerInfo(_ change: (inout ContainerInfo) -> Void) {
        var info = containerInfo?.value ?? ContainerInfo()
        change(&info)
        containerInfo = info == ContainerInfo() ? nil : .value(info)
    }

    /// Whether this is a stack view.
    public var isStack: Bool { stack != nil }
}

/// The facts only containers have (see `ViewDeclaration.containerInfo`).
struct ContainerInfo: Hashable, Sendable {
    var stack: StackConfiguration?
    var isScrollView = false
    var stackGuideOwner: ViewID?
    var scrollGuide: ScrollGuideRole?
    var rootGuide: RootGuideKind?
}

/// `ContainerInfo` behind a pointer.
enum ContainerInfoBox: Hashable, Sendable {
    indirect case value(ContainerInfo)

    var value: ContainerInfo {
        switch self {
        case .value(let info): info
        }
    }
}

/// The checked, deduplicated constraint IR of one file: what the compiler hands to the solver.
public struct LayoutIR: Hashable, Sendable {
    /// Every view, root first (index 0), then in declaration order.
    public var views: [ViewDeclaration]
    /// The constraints, in source order, after deduplication; implicit ones are not included.
    public var constraints: [LayoutConstraint]
    /// The conditions of `when` blocks, each once, which `LayoutConstraint.condition`
    /// indexes; empty for a file without variants.
    public var conditions: [LayoutCondition]

    /// Root's layout margins as the file sets them (`view root { margins ... }`), physical
    /// (top, left, bottom, right); `nil` when the file leaves them at 8 (see `MarginForm`).
    public var declaredRootMargins: [Double]?
    /// Whether some constraint has a `MarginForm`: only such an IR is rebuilt for an environment.
    public var hasMarginForms: Bool
    /// The views some statement or property hides, each with when it is hidden, in view order;
    /// empty when no view is ever hidden (Visibility.swift).
    public var visibility: [ViewVisibility] = []
    /// The named constants (`let`), in declaration order, with the values used (Constants.swift).
    public var constants: [NamedConstant] = []
    /// Stacks' own properties in some variants (`stack NAME { ... }` inside `when`), in source
    /// order; empty when no stack varies (StackIR.swift).
    public var stackVariations: [StackVariation] = []
    /// The views whose margins a solve measured from their safe areas when it rebuilt the
    /// constraints for its environment (which drops each `MarginForm`), in view order; for
    /// messages that name the margins as the way the safe area came in.
    public var marginsMeasuredFromSafeArea: [ViewID] = []
    /// The content size category the file was checked at: `scaled(...)` numbers and the
    /// intrinsic sizes of views with a `textStyle` hold their values there, and `contentSize`
    /// conditions are evaluated there (DynamicType.swift). `large` unless the request said.
    public var contentSize: ContentSizeCategory = .large
    /// Whether some number is `scaled(...)` or some view has a `textStyle`: values that change
    /// with the content size category.
    public var hasScaledValues = false
    /// The views with a `textStyle` and an intrinsic size, in declaration order.
    public var textStyles: [TextStyleUse] = []
    /// The first `scaled(...)` number checked, for messages about what reads the content size.
    public var firstScaledSpan: SourceSpan?
    /// The text styles of the file's `scaled(...)` numbers, in `TextStyle.allCases` order.
    public var scaledStyles: [TextStyle] = []
    /// The views with `alignmentInsets`, in view order (AlignmentInsets.swift); empty for most files.
    public var alignmentInsets: [AlignmentInsetsUse] = []
    /// The keyboard's height the file was checked at (`--keyboard`): 0, hidden, by default. Root's
    /// keyboard guide (`root.keyboard`) is defined by it (RootGuideIR.swift).
    public var keyboardHeight: Double = 0
    /// Root's layout margins, physical (top, left, bottom, right), as the readable guide
    /// (`root.readable`) is inset by them: the file's (8 by default), and in an environment the
    /// amounts it gives them (at least the system minimum for a view controller's view).
    public var rootMarginAmounts: [Double] = [8, 8, 8, 8]
    /// Whether root's margins are measured from its safe area (`insetsMarginsFromSafeArea`, true by
    /// default), for the readable guide.
    public var rootMarginsFollowSafeArea = true
    /// Whether `rootMarginAmounts` are already an environment's (`measuringMargins(in:)`), so that
    /// they are not measured a second time.
    public var rootMarginAmountsAreMeasured = false

    /// Whether the layout may differ between content size categories: a `contentSize`
    /// condition, a scaled number or a text style. When false, one solve answers every category.
    public var dependsOnContentSize: Bool {
        hasScaledValues || conditions.contains(where: \.readsContentSize)
            || visibility.contains(where: { $0.hiddenWhen.readsContentSize })
            || stackVariations.contains(where: { $0.condition.readsContentSize })
    }

    /// Creates an IR.
    public init(
        views: [ViewDeclaration], constraints: [LayoutConstraint], conditions: [LayoutCondition] = [],
        declaredRootMargins: [Double]? = nil, hasMarginForms: Bool = false
    ) {
        self.views = views
        self.constraints = constraints
        self.conditions = conditions
        self.declaredRootMargins = declaredRootMargins
        self.hasMarginForms = hasMarginForms
    }

    /// The name of `view`.
    public func name(of view: ViewID) -> String {
        views[view.index].name
    }

    /// Every view id, root first.
    public var viewIDs: [ViewID] { views.indices.map(ViewID.init) }
}
