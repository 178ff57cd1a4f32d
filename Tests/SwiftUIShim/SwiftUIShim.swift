// SwiftUIShim: NOT SwiftUI. A test-support stand-in for the part of SwiftUI that a custom
// `Layout` uses, so that `layoutc generate --target swiftui` output can be type-checked and run on
// Linux, where SwiftUI does not exist.
//
// What it promises, and nothing more:
// - Signatures: each declaration here has the labels, types, defaults and protocol requirements
//   of Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui: Layout,
//   ProposedViewSize, LayoutSubviews, LayoutSubview, ViewDimensions, EdgeInsets, UnitPoint,
//   UserInterfaceSizeClass, LayoutDirection, Animatable), so generated code that calls what SwiftUI
//   lacks, or with the wrong labels or types, fails to compile here too. `Layout` refines
//   `Sendable` and `Animatable` as the SDK declares it (`@preconcurrency protocol Layout:
//   Sendable, Animatable`).
// - Recording: each subview proxy records every `place(at:anchor:proposal:)` and answers
//   `sizeThatFits` from an ideal size the test sets (`@_spi(Recording)`).
//
// It lays nothing out and does not mirror placements right to left: SwiftUI does that after a
// layout places its subviews (LayoutSubviews.layoutDirection's documentation), and the tests
// apply that documented flip themselves.
//
// Generated code says `import SwiftUI`; compile it with `-module-alias SwiftUI=SwiftUIShim`.

@_exported import Foundation

/// A type whose values can be interpolated by an animation (SwiftUI's `Animatable`).
public protocol Animatable {
    /// The type of the animated data.
    associatedtype AnimatableData
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

/// Animatable data of nothing (SwiftUI's `EmptyAnimatableData`).
public struct EmptyAnimatableData: Sendable, Equatable {
    /// Creates empty data.
    public init() {}
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// The direction in which SwiftUI lays out content.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// A size class (SwiftUI's `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Compact.
    case compact
    /// Regular.
    case regular
}

/// Inset distances for the sides of a rectangle, leading and trailing as the layout direction
/// means them (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Equatable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

/// A normalized 2D point in a view's coordinate space (SwiftUI's `UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
    /// The normalized x.
    public var x: CGFloat
    /// The normalized y.
    public var y: CGFloat

    /// A point at the origin.
    public init() {
        self.init(x: 0, y: 0)
    }

    /// A point at `x`, `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top edge's middle.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The leading edge's middle.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The center.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The trailing edge's middle.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom edge's middle.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A proposal for the size of a view (SwiftUI's `ProposedViewSize`): nil in a dimension asks for
/// the view's ideal size there.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width, or nil.
    public var width: CGFloat?
    /// The proposed height, or nil.
    public var height: CGFloat?

    /// A proposal of `width` and `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal of zero in both dimensions: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal of nil in both dimensions: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity in both dimensions: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each nil dimension replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A view's size and alignment guides (SwiftUI's `ViewDimensions`), sizes only here.
public struct ViewDimensions: Equatable, Sendable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat
}

/// Layout properties of a container (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The stack orientation, none for a general layout.
    public var stackOrientation: Axis?

    /// Default properties.
    public init() {}
}

/// An axis (SwiftUI's `Axis`).
public enum Axis: Hashable, Sendable {
    /// Horizontal.
    case horizontal
    /// Vertical.
    case vertical
}

/// One recorded `place(at:anchor:proposal:)`.
@_spi(Recording) public struct ShimPlacement: Sendable, Equatable {
    /// The position given.
    public var position: CGPoint
    /// The anchor given.
    public var anchor: UnitPoint
    /// The proposal given.
    public var proposal: ProposedViewSize
}

/// A recording subview: its ideal size, set by the test, and every placement.
@_spi(Recording) public final class ShimSubview: @unchecked Sendable {
    /// The size the subview answers for an unspecified dimension.
    public var idealSize: CGSize
    /// Every placement, in order (only the latest where `keepsEveryPlacement` is false).
    public var placements: [ShimPlacement] {
        keepsEveryPlacement ? recorded : latest.map { [$0] } ?? []
    }
    private var recorded: [ShimPlacement] = []
    private var latest: ShimPlacement?
    /// How many times the layout asked for a size.
    public private(set) var measurements = 0

    /// A subview with `idealSize`.
    public init(idealSize: CGSize) {
        self.idealSize = idealSize
    }

    /// Whether every placement is kept (tests), or only the latest (benchmarks, which place
    /// millions of times).
    public var keepsEveryPlacement = true

    fileprivate func record(_ placement: ShimPlacement) {
        if keepsEveryPlacement { recorded.append(placement) } else { latest = placement }
    }

    fileprivate func measure(_ proposal: ProposedViewSize) -> CGSize {
        measurements += 1
        return CGSize(width: proposal.width ?? idealSize.width, height: proposal.height ?? idealSize.height)
    }

    /// Forgets the placements.
    public func clearPlacements() {
        recorded.removeAll(keepingCapacity: true)
        latest = nil
    }
}

/// A proxy for one subview of a layout (SwiftUI's `LayoutSubview`).
public struct LayoutSubview: Equatable, Sendable {
    private let subview: ShimSubview

    @_spi(Recording) public init(_ subview: ShimSubview) {
        self.subview = subview
    }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        subview.measure(proposal)
    }

    /// The subview's dimensions for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = subview.measure(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// The subview's layout priority.
    public var priority: Double { 0 }

    /// Places the subview: `anchor` of it at `position`, in the container's parent's coordinates,
    /// sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        subview.record(ShimPlacement(position: position, anchor: anchor, proposal: proposal))
    }

    public static func == (left: LayoutSubview, right: LayoutSubview) -> Bool {
        left.subview === right.subview
    }
}

/// The subviews of a layout, in order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    private let elements: [LayoutSubview]
    /// The layout direction the container inherits.
    public var layoutDirection: LayoutDirection

    @_spi(Recording) public init(_ subviews: [ShimSubview], layoutDirection: LayoutDirection) {
        elements = subviews.map(LayoutSubview.init)
        self.layoutDirection = layoutDirection
    }

    /// The index of the first subview.
    public var startIndex: Int { elements.startIndex }
    /// One past the last subview's index.
    public var endIndex: Int { elements.endIndex }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// A type that defines the geometry of a collection of views (SwiftUI's `Layout`).
public protocol Layout: Sendable, Animatable {
    /// Properties of the layout container.
    static var layoutProperties: LayoutProperties { get }
    /// Storage for values shared between the methods.
    associatedtype Cache = Void
    /// The subviews.
    typealias Subviews = LayoutSubviews

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places each subview in `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// A new cache.
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Updates `cache` for changed subviews.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
    /// Default properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// By default, a new cache.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}
