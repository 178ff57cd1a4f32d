// AutoLayoutModel: solves a RecordedLayout (what a shim recorded) with Auto Layout's semantics as
// layoutc's language defines them (grammar.md: Attributes, Priorities, View property blocks,
// Layout direction, Nested views and the safe area), so that frames produced by generated code
// can be compared with `layoutc solve`. Test support, not a product, and not UIKit's engine:
// UIKit's own choices (which constraint it breaks on a conflict, how it settles free attributes)
// are not modelled; a conflict is an error here.
//
// Semantics, each as UIKit has it where the language agrees:
// - Root's frame is fixed at (0, 0, W, H); every item has four unknowns (left, top, width,
//   height) in root coordinates.
// - Leading and trailing follow the direction as grammar.md "Layout direction" says: in right to
//   left, `leading` is `root.right - right` and `trailing` is `root.right - left`.
// - A view's margins guide (and its margin attributes) is the view inset by its layout margins,
//   resolved for the direction solved (directional margins swap left and right in right to left).
//   When `insetsLayoutMarginsFromSafeArea` is true the margins are measured from the view's safe
//   area instead of its bounds (the safe-area insets add to the margins, UIKit's behaviour since
//   iOS 11); the generator sets it false where the language's margins ignore the safe area.
// - A view's safe-area guide is its frame clipped to root's safe rectangle (root inset by the
//   given insets), each side `max`/`min` of the view's edge and root's safe edge, solved in the
//   rounds grammar.md describes (assume the view's own edge, check, switch, at most 8 rounds).
// - An intrinsic size W gives `width <= W` at the hugging priority and `width >= W` at the
//   compression resistance priority (the same for heights).
// - Baselines are `top + offset`, or the bottom without one (guides: the bottom).
// - Each constraint's error is `item1 − multiplier × item2 − constant`, weight 1, not rescaled;
//   priorities strictly ranked as LayoutSolver ranks them (the same Doubles the compiler gives it).
// - No implicit `width >= 0` or `height >= 0`: UIKit has none.
// Not modelled: the autoresizing mask's constraints (a view that keeps
// `translatesAutoresizingMaskIntoConstraints` is a recorded violation instead), AppKit's system
// margins (`marginsSource == .system`: refused), margin attributes on guides (refused).

import AutoLayoutRecording
import LayoutSolver

/// A rectangle in root coordinates.
public struct ModelFrame: Sendable, Equatable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame of the given values.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `(x, y, width, height)`.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// One item of a solved layout.
public struct ModelItemFrame: Sendable, Equatable {
    /// The item's id in the recorded layout.
    public var id: Int
    /// What the item is.
    public var kind: RecordedItem.Kind
    /// Its label (views) or identifier (guides).
    public var label: String
    /// The owning view's or superview's id (nil for root).
    public var parent: Int?
    /// Its frame in root coordinates.
    public var frame: ModelFrame
}

/// The frames of a solved recorded layout.
public struct ModelSolution: Sendable, Equatable {
    /// Every item, in the recorded order (root first).
    public var items: [ModelItemFrame]

    /// The labelled views and the labelled app-made guides, in the recorded order: what
    /// `layoutc solve` reports as frames and guides when the labels are the views' names.
    public var frames: [ModelItemFrame] {
        items.filter { !$0.label.isEmpty && ($0.kind == .view || $0.kind == .guide) }
    }

    /// The frame of the labelled view or app-made guide called `label`, if there is one.
    public func frame(of label: String) -> ModelFrame? { frames.first { $0.label == label }?.frame }

    /// The content size of the scroll view labelled `label` (its content guide's size), if it is
    /// one whose content guide was made.
    public func contentSize(of label: String) -> (width: Double, height: Double)? {
        guard let scroll = items.first(where: { $0.kind == .view && $0.label == label }),
            let guide = items.first(where: { $0.kind == .contentGuide && $0.parent == scroll.id })
        else { return nil }
        return (guide.frame.width, guide.frame.height)
    }
}

/// Why a recorded layout has no solution.
public enum AutoLayoutModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Required constraints conflict: their names (each constraint's identifier, or a description
    /// of an unnamed or implicit one), in the order they were added.
    case conflict([String])
    /// The safe-area rounds found no consistent case for the named sides.
    case safeAreaUnresolved([String])
    /// The layout uses what the model does not know (said how).
    case unsupported(String)

    /// A sentence.
    public var description: String {
        switch self {
        case .conflict(let names): "conflicting constraints: \(names.joined(separator: ", "))"
        case .safeAreaUnresolved(let sides): "no consistent safe area for \(sides.joined(separator: ", "))"
        case .unsupported(let what): "unsupported: \(what)"
        }
    }
}

/// The model's entry point.
public enum AutoLayoutModel {
    /// Solves `layout` with root at (0, 0, `width`, `height`), in `direction`, root's safe area
    /// inset by `safeAreaInsets` (top, left, bottom, right; physical edges).
    public static func solve(
        _ layout: RecordedLayout, width: Double, height: Double, direction: RecordedDirection,
        safeAreaInsets: RecordedInsets
    ) throws(AutoLayoutModelError) -> ModelSolution {
        var cases = [SafeSide: SafeCase]()
        var broken: [String] = []
        // The rounds of grammar.md "Nested views, superview and the safe area": each a fresh solve.
        for _ in 0..<8 {
            let system = try ModelSystem(
                layout: layout, canvas: (width, height), direction: direction, insets: safeAreaInsets, cases: cases)
            let sides = system.brokenSides()
            if sides.isEmpty { return system.solution() }
            broken = sides.map(system.describe)
            cases = system.chosenCases
            for side in sides { cases[side] = cases[side] == .safeEdge ? .ownEdge : .safeEdge }
        }
        throw .safeAreaUnresolved(broken)
    }
}
