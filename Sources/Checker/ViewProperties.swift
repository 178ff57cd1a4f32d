import LayoutIR

/// A view's properties from its property block (extension), with UIKit's defaults.
struct ViewProperties: Sendable {
    /// The intrinsic content width, if the view has one.
    var intrinsicWidth: Double?
    /// The intrinsic content height, if the view has one.
    var intrinsicHeight: Double?
    /// Content hugging priority, horizontal then vertical: `width <= intrinsic` at this priority.
    var hugging = (horizontal: 250.0, vertical: 250.0)
    /// Compression resistance priority, horizontal then vertical: `width >= intrinsic` at this priority.
    var compression = (horizontal: 750.0, vertical: 750.0)
    /// Layout margins, as UIEdgeInsets: 8 on every side by default.
    var margins = (top: 8.0, left: 8.0, bottom: 8.0, right: 8.0)
    /// The first baseline's offset from the top; `nil` means the bottom, as UIView's default.
    var firstBaseline: Double?
    /// The last baseline's offset from the top; `nil` means the bottom.
    var lastBaseline: Double?

    /// The properties of a view without a block.
    static let defaults = ViewProperties()
}

/// What the checker keeps for the extensions while it walks a file.
struct ExtensionState: Sendable {
    /// Properties of views that have a block, by view index; others have the defaults.
    var properties: [Int: ViewProperties] = [:]
    /// Where each constraint name was given, in order: more than once only in exclusive
    /// branches of one `when` statement (ConstraintNameScope.swift). Only looked up, never iterated.
    var constraintNames: [String: [ConstraintNameUse]] = [:]
    /// The name of the equation being checked, given to every constraint it produces.
    var currentConstraintName: String?
    /// Which side `leading` and `trailing` name (LayoutDirection.swift).
    var direction: LayoutDirection = .leftToRight

    /// The properties of `view`.
    func properties(of view: ViewID) -> ViewProperties {
        properties[view.index] ?? .defaults
    }
}
