// UILayoutPriority, transcribed from developer.apple.com/documentation/uikit/uilayoutpriority
// (struct; init(rawValue: Float), init(_ rawValue: Float); static required, defaultHigh,
// dragThatCanResizeScene, sceneSizeStayPut, dragThatCannotResizeScene, defaultLow,
// fittingSizeLevel). The raw values are the C constants (1000, 750, 510, 500, 490, 250, 50).
// No arithmetic operators: the documentation lists none, and a shim that accepted
// `.required - 1` where UIKit might not would let generated code compile here and fail there.

/// A constraint's priority, from 1 to 1000 (required), as UIKit's struct of the same name.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    /// The priority's value.
    public var rawValue: Float

    /// A priority of the given value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A priority of the given value.
    public init(rawValue: Float) { self.rawValue = rawValue }
}

extension UILayoutPriority {
    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A drag that may resize the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the window's scene prefers to stay the same size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that cannot resize the window's scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a button hugs its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of the target size in a fitting-size computation (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
}
