// Alignment rectangles (grammar.md, "Alignment rectangles"): UIKit's constraints and intrinsic
// sizes act on a view's alignment rectangle, its frame inset by `alignmentRectInsets`. The
// solver's variables are the alignment rectangle; a frame is read back as the drawn rectangle,
// the alignment rectangle outset by the insets (`frame(forAlignmentRect:)`).
import LayoutSource

/// A view's alignment rectangle insets, UIEdgeInsets order: how far the alignment rectangle lies
/// inside the drawn frame on each side (negative: outside it).
public struct AlignmentInsets: Hashable, Sendable {
    /// Inset of the alignment rectangle's top from the frame's top.
    public var top: Double
    /// Inset of its left from the frame's left.
    public var left: Double
    /// Inset of its bottom from the frame's bottom.
    public var bottom: Double
    /// Inset of its right from the frame's right.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets: the alignment rectangle is the frame.
    public static let zero = AlignmentInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every side is zero.
    public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

    /// The drawn frame of the alignment rectangle (`x`, `y`, `width`, `height`), as UIKit's
    /// `frame(forAlignmentRect:)`: outset by the insets. Zero stays zero, so a frame without
    /// insets is bit for bit the rectangle.
    public func frame(
        forAlignmentRect rect: (x: Double, y: Double, width: Double, height: Double)
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        (rect.x - left, rect.y - top, rect.width + left + right, rect.height + top + bottom)
    }
}

/// A view's declared alignment insets (`alignmentInsets T, L, B, R` in its block).
public struct AlignmentInsetsUse: Hashable, Sendable {
    /// The view.
    public var view: ViewID
    /// Its insets.
    public var insets: AlignmentInsets
    /// The `alignmentInsets` property.
    public var span: SourceSpan

    /// Creates a use.
    public init(view: ViewID, insets: AlignmentInsets, span: SourceSpan) {
        self.view = view
        self.insets = insets
        self.span = span
    }
}

extension LayoutIR {
    /// Each view's alignment insets by view index, `nil` where they are zero; `nil` when no view
    /// has any (the common case costs nothing at read-back).
    public var alignmentInsetsByView: [AlignmentInsets?]? {
        guard !alignmentInsets.isEmpty else { return nil }
        var result = [AlignmentInsets?](repeating: nil, count: views.count)
        for use in alignmentInsets where views.indices.contains(use.view.index) && !use.insets.isZero {
            result[use.view.index] = use.insets
        }
        return result
    }

    /// The alignment insets of `view`: zero unless its block declares them.
    public func alignmentInsets(of view: ViewID) -> AlignmentInsets {
        alignmentInsets.first(where: { $0.view == view })?.insets ?? .zero
    }
}
