import LayoutIR

/// A view's properties from its property block, with UIKit's defaults.
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
