// Geometry and identity types AppKit code uses beside Foundation's NSEdgeInsets, NSRect and
// NSSize (NSDirectionalEdgeInsets is in Tests/ShimShared):
// developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier (struct,
// RawRepresentable over String; init(_:), init(rawValue:)) and
// .../appkit/nsuserinterfacelayoutdirection (leftToRight = 0, rightToLeft = 1).

/// A name for a user-interface item, as AppKit's struct of the same name.
public struct NSUserInterfaceItemIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    /// The name.
    public var rawValue: String

    /// An identifier of the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An identifier of the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// A writing direction, as AppKit's enumeration of the same name.
public enum NSUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
